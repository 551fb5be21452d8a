import L10nFormats
import Testing

@Suite struct UnitsJSONWriterTests {
    @Test func writesUnitsAsAnArray() {
        let units = [
            FormatsFixtures.units[1],
            FormatsFixtures.unit("path", source: "a/b \"c\" \\ ñ\n\t\u{1}", comment: "x"),
        ]
        let expected = """
            [
              {
                "key" : "inbox.count",
                "variant" : "plural.one",
                "source" : "%lld message",
                "target" : "%lld mensaje",
                "state" : "translated",
                "file" : "App/Localizable.xcstrings",
                "sourceLanguage" : "en",
                "targetLanguage" : "es"
              },
              {
                "key" : "path",
                "variant" : "",
                "source" : "a/b \\"c\\" \\\\ ñ\\n\\t\\u0001",
                "comment" : "x",
                "file" : "App/Localizable.xcstrings",
                "sourceLanguage" : "en",
                "targetLanguage" : "es"
              }
            ]

            """
        #expect(UnitsJSONWriter().write(units) == expected)
        #expect(UnitsJSONWriter().write([]) == "[\n\n]\n")
    }
}
