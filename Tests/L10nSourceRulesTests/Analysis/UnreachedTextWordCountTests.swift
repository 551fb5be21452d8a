import Testing

@testable import L10nSourceRules

/// `UnreachedText.wordCounts` counts whole words only, for many names in one pass, and answers as a plain
/// per-name count does.
@Suite struct UnreachedTextWordCountTests {
    /// The plain definition: split the text at every byte that cannot be part of a Swift name.
    static func plainCount(_ name: String, in text: String, upTo limit: Int) -> Int {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        return min(limit, words.filter { $0 == name }.count)
    }

    @Test func countsWholeWordsOnly() {
        let text = "private func load() { reload(); loader.load() }\n// load\nlet s = \"#selector(load)\""
        let counts = UnreachedText.wordCounts(
            of: ["load", "reload", "loader", "unload", "s"].map { Array($0.utf8) }, in: Array(text.utf8), upTo: 9)
        #expect(counts == [4, 1, 1, 0, 1])
    }

    @Test func stopsCountingAtTheLimit() {
        let counts = UnreachedText.wordCounts(of: [Array("a".utf8), Array("b".utf8)], in: Array("a a a b".utf8), upTo: 2)
        #expect(counts == [2, 1])
    }

    @Test func agreesWithThePlainDefinitionOnRealShapedCode() {
        let text = """
            final class SettingsViewController: UIViewController {
                private func presentError(_ error: Error) { showAlert(title: "Error") }
                private func showAlert(title: String) { present(UIAlertController(title: title, message: nil, preferredStyle: .alert), animated: true) }
                @objc private func didTapDone() { dismiss(animated: true) }
                // presentErrorLater is not presentError
                func présentation() { presentError(NSError()) }
            }
            """
        let names = ["presentError", "showAlert", "didTapDone", "title", "présentation", "alert", "present", "x"]
        let counts = UnreachedText.wordCounts(of: names.map { Array($0.utf8) }, in: Array(text.utf8), upTo: 2)
        #expect(counts == names.map { Self.plainCount($0, in: text, upTo: 2) })
        #expect(counts == [2, 2, 1, 2, 1, 1, 1, 0])
    }
}
