import L10nDiagnostics
import L10nKit
import Testing

@Suite struct UnitsJSONReaderTests {
    static let units = [
        TranslationUnit(
            file: "App/Localizable.xcstrings", key: "inbox.count", variant: "plural.few", source: "%lld messages",
            comment: "Badge \"unread\"\n<b>&</b>", sourceLanguage: "en", targetLanguage: "ru"),
        TranslationUnit(
            file: "App/Localizable.xcstrings", key: "Tom & Jerry", source: "Tom & Jerry", target: "Том и Джерри 🐭\t/",
            state: "needs_review", sourceLanguage: "en", targetLanguage: "ru"),
    ]

    @Test func readsWhatTheWriterWritesWithPositions() throws {
        let text = UnitsJSONWriter().write(Self.units)
        let read = try UnitsJSONReader().read(Array(text.utf8), path: "ru.json")
        #expect(read.count == 2)
        for (expected, actual) in zip(Self.units, read) {
            var withoutLocation = actual
            withoutLocation.location = nil
            #expect(withoutLocation == expected)
        }
        // Each unit points at its object's opening brace: line 2, and line 11 after the first unit's 7 members
        // (no target, no state) and its `},`.
        #expect(read.map(\.location) == [
            SourceLocation(file: "ru.json", line: 2, column: 3), SourceLocation(file: "ru.json", line: 11, column: 3),
        ])
        #expect(try UnitsJSONReader().read(Array(UnitsJSONWriter().write([]).utf8), path: "e.json").isEmpty)
    }

    @Test func acceptsHandMadeFilesWithNullsDefaultsAndExtraMembers() throws {
        let text = "\u{FEFF}[{\"key\":\"a\",\"source\":\"A\",\"target\":null,\"score\":0.93,\"extra\":{\"x\":[1]}}]"
        let units = try UnitsJSONReader().read(Array(text.utf8), path: "mt.json")
        #expect(units == [
            TranslationUnit(
                file: "", key: "a", source: "A", sourceLanguage: "", targetLanguage: "",
                location: SourceLocation(file: "mt.json", line: 1, column: 2))
        ])
    }

    @Test func rejectsMalformedUnitsWithPositions() {
        let cases: [(text: String, error: String)] = [
            ("{}", "u.json:1:1: error: expected an array of translation units"),
            ("[1]", "u.json:1:2: error: expected a translation unit object"),
            ("[{\"source\":\"A\"}]", "u.json:1:2: error: translation unit without 'key'"),
            ("[{\"key\":\"a\",\n \"key\":\"b\",\"source\":\"B\"}]", "u.json:2:2: error: duplicate key 'key'"),
            ("[{\"key\":null,\"source\":\"A\"}]", "u.json:1:3: error: 'key' must be a string, not null"),
            ("[{\"key\":\"a\",\"source\":7}]", "u.json:1:22: error:"),
            ("[{\"key\":\"a\",\"source\":\"A\"}", "u.json:1:26: error:"),
        ]
        for (text, expected) in cases {
            do {
                _ = try UnitsJSONReader().read(Array(text.utf8), path: "u.json")
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.description.hasPrefix(expected), "\(text): \(error.description)")
            }
        }
    }
}
