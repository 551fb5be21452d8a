import L10nDiagnostics
import L10nFormats
import Testing

@Suite struct UnitsJSONReaderTests {
    func readError(_ text: String) -> String? {
        do {
            _ = try UnitsJSONReader.read(bytes: Array(text.utf8), path: "es.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func roundTripsWriterOutput() throws {
        let units = FormatsFixtures.units + [
            FormatsFixtures.unit("ctl", source: "a/b \"c\" \\ ñ\n\t\u{1}\u{7F}", target: "", file: "Other.xcstrings")
        ]
        let read = try UnitsJSONReader.read(bytes: Array(UnitsJSONWriter().write(units).utf8), path: "es.json")
        #expect(read.map { unit -> TranslationUnit in
            var unit = unit
            unit.location = nil
            return unit
        } == units)
        // Each unit is 10 or 11 lines apart depending on its optional fields; the first '{' is at 2:3.
        #expect(read[0].location == SourceLocation(file: "es.json", line: 2, column: 3))
        #expect(read[1].location == SourceLocation(file: "es.json", line: 13, column: 3))
    }

    @Test func takesMissingFileAndLanguagesFromParametersAndIgnoresUnknownMembers() throws {
        let text = #"[{"key": "home.title", "target": "Inicio", "state": null, "x-note": {"a": [1]}}]"#
        let units = try UnitsJSONReader.read(
            bytes: Array(text.utf8), path: "es.json", file: "L.xcstrings", sourceLanguage: "en", targetLanguage: "es")
        #expect(units == [
            TranslationUnit(
                file: "L.xcstrings", key: "home.title", source: "", target: "Inicio", sourceLanguage: "en",
                targetLanguage: "es", location: SourceLocation(file: "es.json", line: 1, column: 2))
        ])
    }

    @Test func rejectsBadInputWithPositions() {
        let cases: [(name: String, text: String, error: String)] = [
            ("empty", "", "es.json:1:1: error: file is empty"),
            ("object at top", "{}", "es.json:1:1: error: expected an array of translation units, found an object"),
            ("string element", "[\n  \"x\"\n]", "es.json:2:3: error: expected an object for a translation unit, found a string"),
            ("number field", "[{\"key\": 3}]", "es.json:1:10: error: expected a string for 'key', found a number"),
            ("missing key", "[{\"file\": \"L\", \"sourceLanguage\": \"en\", \"targetLanguage\": \"es\"}]",
             "es.json:1:2: error: translation unit has no 'key'"),
            ("missing language", "[{\"key\": \"k\", \"file\": \"L\", \"sourceLanguage\": \"en\"}]",
             "es.json:1:2: error: translation unit has no 'targetLanguage'"),
            ("trailing comma", "[{\"key\":\"k\",\"file\":\"L\",\"sourceLanguage\":\"en\",\"targetLanguage\":\"es\"},]", "es.json:1:68: error: trailing comma before ']'"),
        ]
        for testCase in cases {
            #expect(readError(testCase.text) == testCase.error, "case '\(testCase.name)'")
        }
        #expect(readError("[{\"key\": \"a\", \"key\": \"b\"}]")?.hasPrefix("es.json:1:15: error: duplicate key 'key'") == true)
    }
}
