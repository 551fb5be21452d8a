import L10nDiagnostics
import Testing

@testable import L10nLint

/// The shortcuts the lint takes for speed give the same answers as the slow paths they replace.
@Suite struct FastPathTests {
    @Test func referenceKindAgreesWithTheTable() {
        for (name, kind) in FileAnalyzer.referenceKinds {
            #expect(FileAnalyzer.referenceKind(name) == kind, "\(name)")
        }
        cases: for name in ["string", "Strings", "NSLocalizedStrings", "LocalizedString", "Text", "", "AttributedStrin"] {
            #expect(FileAnalyzer.referenceKind(name) == nil, "\(name)")
            if FileAnalyzer.referenceKind(name) != nil { break cases }
        }
    }

    /// The byte-level key test that lets `literalReachesUI` skip classification says yes only for dotted keys,
    /// which are never prose.
    @Test func threeSegmentKeyShortcut() {
        let table: [(text: String, shortcut: Bool)] = [
            ("home.title.text", true), ("settings.notifications.toggle_on", true), ("_private.key.x", true),
            ("feature.see-more.button", true), ("a.b.c", true), ("home.title", false), ("logo.png", false),
            ("Home.title.text", false), ("home..title", false), ("home.title.", false), (".home.title", false),
            ("home title.x.y", false), ("home.title.%@", false), ("café.menu.title", false), ("1home.title.x", false),
            ("", false), ("Welcome back.", false),
        ]
        cases: for entry in table {
            let answer = TextClassifier.isDottedKeyOfThreeOrMoreSegments(ArraySlice(entry.text.utf8))
            #expect(answer == entry.shortcut, "\(entry.text)")
            if answer {
                #expect(TextClassifier.isDottedKey(entry.text), "\(entry.text)")
                #expect(TextClassifier.classify(entry.text) != .prose, "\(entry.text)")
            }
            if answer != entry.shortcut { break cases }
        }
    }

    /// The event-driven cursor answers like the per-token sweep, for queries in order, backwards and at random.
    @Test func innermostTypeCursorMatchesTheSweep() {
        let sources: [(name: String, text: String)] = [
            (
                "nested types and extensions",
                """
                import SwiftUI
                struct MenuView: View {
                    struct Row: View {
                        var body: some View { Text("Row") }
                    }
                    enum Mode { case list, grid }
                    var body: some View { Text("Menu") }
                }
                extension MenuView {
                    final class Model { let title = "Specials" }
                }
                let loose = "outside"
                actor Store { func load() {} }
                """
            ),
            ("no types", "let a = 1\nprint(\"x\")\n"),
            ("unclosed type", "struct Broken {\n  struct Inner { }\n  let x = \"y\"\n"),
            ("types in a row", "struct A {}\nstruct B { struct C {} }\nclass D {}\n"),
        ]
        var generator = SystemRandomNumberGenerator()
        cases: for entry in sources {
            let view = CodeView(Lexer.tokenize(entry.text))
            let regions = Regions(view)
            let expected = regions.innermostTypes(tokenCount: view.tokens.count).map(Int.init)
            let ascending = Array(view.tokens.indices)
            let orders = [ascending, ascending.reversed(), ascending.shuffled(using: &generator), ascending + ascending]
            for order in orders {
                var cursor = Regions.InnermostTypeCursor()
                let answers = order.map { cursor.type(at: $0, in: regions.types) }
                #expect(answers == order.map { expected[$0] }, "\(entry.name)")
                if answers != order.map({ expected[$0] }) { break cases }
            }
        }
    }

    @Test func argumentPositionsAroundTheBitBoundary() {
        var positions = ArgumentPositions()
        let inserted = [0, 5, 63, 64, 200]
        for position in inserted { positions.insert(position) }
        cases: for position in [0, 1, 5, 62, 63, 64, 65, 127, 200, 201] {
            #expect(positions.contains(position) == inserted.contains(position), "\(position)")
            if positions.contains(position) != inserted.contains(position) { break cases }
        }
    }

    /// The byte-writing suggestion equals the parts-and-joins definition built from ``KeySuggestion/words(inText:)``.
    @Test func suggestionBytesMatchTheWordsDefinition() {
        func reference(_ prefixParts: [String], _ element: String?, _ text: String) -> String {
            var parts = prefixParts
            if let element { parts.append(element) } else if parts.count < 2 { parts.append("label") }
            let words = KeySuggestion.words(inText: TextClassifier.removingFormatSpecifiers(text)).prefix(4)
            parts.append(words.isEmpty ? "text" : words.joined(separator: "_"))
            var conforming: [String] = []
            for part in parts {
                if let first = part.utf8.first, first >= 0x30 && first <= 0x39 {
                    conforming.append((conforming.popLast() ?? "app") + "_" + part)
                } else {
                    conforming.append(part)
                }
            }
            return conforming.joined(separator: ".")
        }
        let texts = [
            "Add to Favorites!", "Don't go", "2 items", "2fa code", "%lld restaurants near %@", "Añadir al menú",
            "日本語", "", "one two three four five six", "42", "Wi-Fi ＡＢＣ", "  spaced   out  ",
        ]
        let prefixes: [(parts: [String], element: String?)] = [
            (["menu", "detail"], "button"), (["menu"], nil), (["2fa"], nil), ([], nil), (["home", "view"], nil),
        ]
        cases: for text in texts {
            for prefix in prefixes {
                let fast = KeySuggestion.suggest(prefixParts: prefix.parts, element: prefix.element, text: text)
                let slow = reference(prefix.parts, prefix.element, text)
                #expect(fast == slow, "\(text) \(prefix.parts)")
                if fast != slow { break cases }
            }
        }
    }

    @Test func reportOrderCheck() {
        func diagnostic(_ file: String, _ line: Int, _ column: Int, _ rule: String, _ message: String = "m") -> Diagnostic {
            Diagnostic(
                location: SourceLocation(file: file, line: line, column: column), severity: .error, ruleID: rule,
                message: message)
        }
        let table: [(name: String, list: [Diagnostic], sorted: Bool)] = [
            ("empty", [], true),
            ("one", [diagnostic("A.swift", 3, 1, "hardcoded-string")], true),
            (
                "by line then column",
                [
                    diagnostic("A.swift", 3, 1, "hardcoded-string"), diagnostic("A.swift", 3, 9, "hardcoded-string"),
                    diagnostic("A.swift", 10, 2, "hardcoded-string"),
                ], true
            ),
            (
                "line 10 before line 9",
                [diagnostic("A.swift", 10, 1, "hardcoded-string"), diagnostic("A.swift", 9, 1, "hardcoded-string")], false
            ),
            (
                "same place, rules in order",
                [diagnostic("A.swift", 4, 5, "hardcoded-string"), diagnostic("A.swift", 4, 5, "string-concatenation")], true
            ),
            (
                "same place, rules reversed",
                [diagnostic("A.swift", 4, 5, "string-concatenation"), diagnostic("A.swift", 4, 5, "hardcoded-string")], false
            ),
            (
                "walk order is not path order: 'a/b/…' after 'a/b-c/…'",
                [diagnostic("a/b/X.swift", 1, 1, "hardcoded-string"), diagnostic("a/b-c/Y.swift", 1, 1, "hardcoded-string")],
                false
            ),
            ("equal diagnostics", [diagnostic("A.swift", 1, 1, "r"), diagnostic("A.swift", 1, 1, "r")], true),
        ]
        cases: for entry in table {
            let answer = SourceLintRunner.isInReportOrder(entry.list)
            #expect(answer == entry.sorted, "\(entry.name)")
            #expect(answer == (entry.list == entry.list.sorted(by: Diagnostic.reportOrder)), "\(entry.name)")
            if answer != entry.sorted { break cases }
        }
    }

    /// A caller may pass files in any order (here `a/b/…` before `a/b-c/…`, which is not path order): the runner
    /// still returns findings in report order, and references by file as passed, then by position.
    @Test func runnerSortsWhenFilesAreNotInReportOrder() throws {
        let folder = try ScratchFolder()
        let home = try folder.write(
            "Text(\"Welcome home\")\nText(String(localized: \"home.title\"))\n", to: "App/b/HomeView.swift")
        let save = try folder.write("Button(\"Save changes\") {}\n", to: "App/b-c/SaveView.swift")
        let result = SourceLintRunner.run(files: [home, save], options: LintOptions())
        #expect(result.diagnostics.map(\.location.file) == [save, home])
        #expect(result.diagnostics.map(\.location.line) == [1, 1])
        #expect(SourceLintRunner.isInReportOrder(result.diagnostics))
        #expect(result.references.map(\.key) == ["Welcome home", "home.title", "Save changes"])
        #expect(result.references.map(\.location.line) == [1, 2, 1])
    }
}
