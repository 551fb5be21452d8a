import Testing

@testable import L10nLint

/// The helpers L10nLint and L10nKit share: one camelCase splitter, one edit distance.
@Suite struct SharedHelpersTests {
    @Test func identifierWords() {
        let table: [(String, [String])] = [
            ("RestaurantDetail", ["restaurant", "detail"]),
            ("URLSettings", ["url", "settings"]),
            ("HTTP2Server", ["http2", "server"]),
            ("titleLabel", ["title", "label"]),
            ("numberOfGuests", ["number", "of", "guests"]),
            ("sign-out", ["sign", "out"]),
            ("_private__name_", ["private", "name"]),
            ("ABc", ["a", "bc"]),
            ("iPhone", ["i", "phone"]),
            ("title2Label", ["title2", "label"]),
            ("Menú", ["men"]),
            ("", []),
        ]
        for (name, words) in table {
            #expect(IdentifierWords.of(name) == words, "'\(name)'")
        }
    }

    @Test func nearestNameIgnoresCaseAndStopsAtTwoEdits() {
        let known: Set<String> = ["languages", "sourceLanguage", "uiFunctions", "uiArguments", "ignoreKeys"]
        #expect(NearestName.nearest(to: "langauges", among: known) == "languages")
        #expect(NearestName.nearest(to: "UIFUNCTIONS", among: known) == "uiFunctions")
        #expect(NearestName.nearest(to: "uiArgument", among: known) == "uiArguments")
        #expect(NearestName.nearest(to: "ignoreKey", among: known) == "ignoreKeys")
        #expect(NearestName.nearest(to: "lang", among: known) == nil)
        #expect(NearestName.nearest(to: "anything", among: []) == nil)
    }
}
