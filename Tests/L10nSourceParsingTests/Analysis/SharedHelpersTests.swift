import Testing

@testable import L10nSourceParsing

/// The helpers the source rules and the catalog checks share: one camelCase splitter, one edit distance, one dotted-key reader.
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

    /// Each text, the segments the lint reads in it as a key (nil: not a key where code names one), and whether the
    /// catalog reads it as a key written as a lower-case identifier.
    @Test func dottedKeys() {
        let table: [(String, Int?, Bool)] = [
            ("home.title", 2, true),
            ("settings.account.sign_out", 3, true),
            ("home", 1, false),
            ("Home.title", nil, false),
            ("home.Title", 2, false),
            ("see-more.title", 2, false),
            ("_private.key", 2, true),
            // A number is no key (Petrichor's English key '7.1 Surround'); a segment may start with a digit.
            ("1.0", nil, false),
            ("2fa.title", nil, true),
            ("a..b", nil, true),
            (".hidden", nil, false),
            ("home.", nil, false),
            ("home title", nil, false),
            ("Loading...", nil, false),
            ("café.menu", nil, false),
            ("", nil, false),
        ]
        for (text, segments, isIdentifierKey) in table {
            #expect(DottedKey.segments(ofLintKey: text.utf8) == segments, "'\(text)'")
            #expect(DottedKey.isLowerCaseIdentifierKey(text[...]) == isIdentifierKey, "'\(text)'")
        }
    }
}
