import L10nSourceParsing
import Testing

@testable import L10nMCP

@Suite struct ShowingAPITests {
    /// Each line holds one literal `"k"`; the expected API that shows it (nil: the code does not say).
    @Test(arguments: [
        (#"Text("k")"#, "Text"),
        (#"Button("k") { save() }"#, "Button"),
        (#".navigationTitle(String(localized: "k"))"#, ".navigationTitle"),
        (#"SettingRow(title: "k", value: 1)"#, "SettingRow(title:)"),
        (#"SettingRow(icon: .gear, title: "k")"#, "SettingRow(title:)"),
        (#"Label(String(localized: "k"), systemImage: "gear")"#, "Label"),
        (#"Toggle(isOn: $on) { Text("k") }"#, "Text"),
        (#"label.text = String(localized: "k")"#, "label.text"),
        (#"self.titleLabel.text = NSLocalizedString("k", comment: "")"#, "self.titleLabel.text"),
        (#"Text(isOn ? "k" : "other")"#, "Text"),
        (#"alert(title: Text(verbatim: x), message: Text("k"))"#, "Text"),
        (#"let title = String(localized: "k")"#, nil),
        (#"return String(localized: "k")"#, nil),
        (#"case title = "k""#, nil),
    ] as [(String, String?)])
    func apiShowingTheLiteral(_ line: String, _ expected: String?) throws {
        let source = Lexer.tokenize("func f() {\n    \(line)\n}\n")
        let column = try #require(Array(line.utf8).firstRange(of: Array(#""k""#.utf8))?.lowerBound) + 5
        #expect(ShowingAPI.name(in: source, line: 2, column: column) == expected)
    }
}
