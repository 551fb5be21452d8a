import Testing

@testable import L10nSourceParsing
@testable import L10nSourceRules

@Suite struct TextClassifierTests {
    @Test func classifiesRealUIStrings() {
        let cases: [(text: String, expected: TextClassifier.Kind)] = [
            ("Show", .prose), ("OK", .prose), ("Save!", .prose), ("Add to favorites", .prose),
            ("Loading…", .prose), ("Hello, %@!", .prose), ("%lld restaurants", .prose), ("0 restaurants", .prose),
            ("保存", .prose), ("Привет", .prose), ("Mr.", .prose), ("(Optional)", .prose), ("FAQ", .prose),
            ("Don't allow", .prose), ("Éditer", .prose), ("Wi-Fi", .prose), ("Check-In", .prose), ("Ça-Va", .prose),
            ("home.title", .key), ("restaurant.detail.button.favorite", .key), ("see-more", .key),
            ("see_more", .key), ("done", .key), ("home.welcomeTitle", .key), ("café", .key),
            ("https://example.com/help", .other), ("https://example.com/search?q=a b", .other),
            ("Please open an issue on https://github.com/a/b and attach the video.", .prose),
            ("Visit https://example.com", .other), ("Play/Pause", .prose), ("On/Off", .prose),
            ("Library/Caches", .prose), ("Documents/report.pdf", .other), ("/Users", .other), ("A/B", .other),
            ("support@example.com", .other), ("images/logo", .other), ("logo.png", .other),
            ("data.json", .other), ("com.example.app", .key), ("RestaurantDetailView", .other), ("iPhone", .other),
            ("welcomeTitle", .other), ("Restaurant_Cell", .other), ("%@", .other), ("%1$@ – %2$@", .other),
            ("•", .other), ("—", .other), ("42%", .other), ("A", .other), ("", .other), ("🎉", .other),
            ("   ", .other), ("12:30", .other), ("v1", .other),
            // Capitals that spell no English word are an acronym (FMobile's radio technologies); words are not.
            ("4G (LTE)", .other), ("3G (WCDMA)", .other), ("LTE", .other), ("NEW", .prose), ("SAVE", .prose),
            ("FREE TRIAL", .prose),
            // Letters with digits glued after them: an algorithm's or codec's name (Chiff's SSH key types).
            ("Ed25519", .other), ("SHA256", .other), ("H264", .other), ("Top 10", .prose), ("Room", .prose),
            // One digit closing a word of three letters or more: a protocol's generation (Riptide's proxy kinds).
            ("Hysteria2", .other), ("Page 2", .prose), ("Go2", .prose),
            // A company by its legal form (Anywhere's acknowledgements); the form alone is no name.
            ("Netflix, Inc.", .other), ("Telegram FZ-LLC", .other), ("Acme GmbH", .other), ("Inc.", .prose),
            // A language model's family, version and size (302 AI's local model); a gate's number is words.
            ("Llama 3.2 3B Instruct", .other), ("Mistral 7B", .other), ("Gate 3B closed", .prose),
        ]
        for (text, expected) in cases {
            #expect(TextClassifier.classify(text) == expected, "\(text)")
        }
    }

    /// Text that speaks of Swift's `nil` is a programmer's message (realList's `"cellTitle is nil"`, phyphox's
    /// `" (unexpected nil)"`); `nil` inside a word, or capitalised as the English word, is not.
    @Test func textAboutNilIsNotProse() {
        #expect(TextClassifier.classify("cellTitle is nil") == .other)
        #expect(TextClassifier.classify("Data is nil.") == .other)
        #expect(TextClassifier.classify(" (unexpected nil)", fragment: true) == .other)
        #expect(TextClassifier.classify("nil: estimatedNextExecution") == .other)
        #expect(TextClassifier.classify("Vanilla ice cream") == .prose)
        #expect(TextClassifier.classify("Nil by mouth") == .prose)
        #expect(TextClassifier.classify("The Nile river") == .prose)
    }

    /// A person's name written with initials is a name (NetNewsWire's sample byline); a sentence after a letter's
    /// period is prose.
    @Test func initialsAndSurnameAreAName() {
        #expect(TextClassifier.classify("J. R. R. Tolkien") == .other)
        #expect(TextClassifier.classify("C.S. Lewis") == .other)
        #expect(TextClassifier.classify("A. Open the door") == .prose)
        #expect(TextClassifier.classify("B. Second answer") == .prose)
    }

    /// Upper-case error codes joined by underscores, alone or before a colon, are identifiers; a sentence that
    /// names one, or a capitalised word without an underscore, is prose.
    @Test func errorCodesAreNotProse() {
        #expect(TextClassifier.classify("RSA_DECRYPTION_FAILED: ", fragment: true) == .other)
        #expect(TextClassifier.classify("ERR_NETWORK_42 (HTTP_500)") == .other)
        #expect(TextClassifier.classify("RSA_DECRYPTION_FAILED: try again", fragment: true) == .prose)
        #expect(TextClassifier.classify("FAILED: ", fragment: true) == .prose)
    }

    /// A mask of digits (virusafe's stored phone number shown masked) is no text; X's that are words are.
    @Test func digitMasksAreNotProse() {
        #expect(TextClassifier.classify("(+359) XXX-XXX") == .other)
        #expect(TextClassifier.classify("XX:XX") == .other)
        // A template of `{name}` placeholders only (edX's `"{top}\n{bottom}"`); one with words is text.
        #expect(TextClassifier.classify("{top}\n{bottom}") == .other)
        #expect(TextClassifier.classify("{count} files left") == .prose)
        // Two `[name]` placeholders or more (squirrel's candidate format); a bracketed badge or words beside them are text.
        #expect(TextClassifier.classify("[label]. [candidate] [comment]") == .other)
        #expect(TextClassifier.classify("[Beta] New editor") == .prose)
        #expect(TextClassifier.classify("[label] picks the [candidate]") == .prose)
        // A release of an Apple system (mac-mulator's guest systems); a sentence about one is text.
        #expect(TextClassifier.classify("macOS 11.x (Big Sur)") == .other)
        #expect(TextClassifier.classify("macOS 10.14.x (Mojave)") == .other)
        #expect(TextClassifier.classify("macOS 11 is required") == .prose)
        // A model of an Apple device (edX's device names); a sentence naming one is text.
        #expect(TextClassifier.classify("iPhone 12 Pro Max") == .other)
        #expect(TextClassifier.classify("iPad Pro (12.9-inch) (3rd generation)") == .other)
        #expect(TextClassifier.classify("iPad Mini 4") == .other)
        // Sizes in inches as Apple writes them (Pyto's device layouts).
        #expect(TextClassifier.classify("iPad Pro 11\"") == .other)
        #expect(TextClassifier.classify("iPad Pro 12.9\" (5th generation)") == .other)
        #expect(TextClassifier.classify("iPad 9.7\" screen") == .prose)
        // A number and its unit symbol is a measurement, judged as a unit (phoenix's slider labels), not words.
        #expect(TextClassifier.classify("175 px") == .other)
        #expect(TextClassifier.classify("12 km") == .other)
        #expect(TextClassifier.classify("12 km away") == .prose)
        #expect(TextClassifier.classify("iPhone only") == .prose)
        #expect(TextClassifier.classify("iPad Pro (connect a keyboard)") == .prose)
        #expect(TextClassifier.classify("Size XXL") == .prose)
        #expect(TextClassifier.classify("XXX-XXX for your phone") == .prose)
    }

    /// A name with numbers only and a language's own name are not prose; the same shapes with a word a translator
    /// translates are.
    @Test func technicalNamesAndEndonyms() {
        let cases: [(text: String, expected: TextClassifier.Kind)] = [
            ("HTTP 0", .other), ("HTTP %lld", .other), ("TLS 1.3", .other), ("Windows 10", .other), ("iOS 17", .other),
            ("macOS 14.2", .other), ("watchOS 0", .other), ("Xcode 15.2", .other), ("SSH 0 0", .other),
            // A format with its sample and bit rates (DevToys's audio converter).
            ("FLAC 48000Hz", .other), ("MP3 44100Hz 320kbps", .other), ("M4R 44100Hz 64kbs", .other),
            ("Page 10px", .prose), ("IP: 0", .other), ("Name: 0", .prose),
            // A product and its model code (iAPS's sensors) are a name; a word and a number stay prose.
            ("Dexcom G6", .other), ("Galaxy S23", .other), ("Page 2", .prose), ("Step 12", .prose),
            ("Deutsch", .other), ("日本語", .other), ("Español", .other), ("Tiếng Việt", .other), ("English", .other),
            // Words translators translate, with the same shapes.
            ("Page 0", .prose), ("Step 2", .prose), ("Error 404", .prose), ("iOS 17 or later", .prose),
            ("HTTP error 0", .prose), ("Windows", .prose), ("German", .prose), ("Japanese", .prose),
            ("HTTP", .other), ("0 MB", .other),
            // Formats and names that start with an acronym; plural acronyms and words stay prose.
            ("HEVC", .other), ("AV1", .other), ("VP9", .other), ("H264", .other), ("MPVKit", .other),
            ("URLSession", .other), ("FAQs", .prose), ("URLs", .prose), ("IDs", .prose), ("OK", .prose),
            ("Okay", .prose), ("TV", .other), ("Television", .prose),
            // Apple's products keep their names in every language Apple localizes into.
            ("Apple TV", .other), ("Apple Vision Pro", .other), ("HomePod", .other), ("Apple Music", .other), ("Face ID", .other), ("Apple", .prose),
            // A service's name alone is a brand; a sentence around it, or a common word, is prose.
            ("Discord", .other), ("Mastodon", .other), ("Patreon", .other), ("Ko-fi", .other),
            ("Join us on Discord", .prose), ("Signal", .prose), ("Matrix", .prose), ("Community", .prose),
        ]
        for (text, expected) in cases {
            #expect(TextClassifier.classify(text) == expected, "\(text)")
        }
    }

    @Test func abbreviatedUnits() {
        let cases: [(text: String, expected: TextClassifier.Unit?)] = [
            ("7d", .time), ("+0s", .time), ("0.5 min", .time), ("250ms", .time), ("min", .time), ("mins", .time),
            ("12 km", .measure), ("0 mi", .measure), ("km", .measure), ("3.5 kg", .measure), ("mph", .measure),
            ("0 MB", .dataSize), ("GB", .dataSize), ("1.2 GiB", .dataSize),
            // One letter alone, a word that is also a unit, and units in prose are not units.
            ("s", nil), ("m", nil), ("mo", nil), ("ms", nil), ("miles", nil), ("12 km away", nil), ("km/s", nil),
            ("Distance", nil), ("", nil),
        ]
        for (text, expected) in cases {
            #expect(TextClassifier.abbreviatedUnit(text) == expected, "\(text)")
        }
    }

    @Test func singularAndPluralPairs() {
        let pairs: [(String, String, Bool)] = [
            ("line", "lines", true), ("lines", "line", true), ("match", "matches", true), ("entry", "entries", true),
            ("day", "days", true), ("done", "edit", false), ("on", "off", false), ("s", "ss", false),
            ("line", "line", false), ("entry", "entrys", true), ("item", "items!", false),
        ]
        for (a, b, expected) in pairs {
            #expect(TextClassifier.isSingularAndPlural(a, b) == expected, "\(a)/\(b)")
        }
    }

    @Test func sampleDataNames() {
        let names: [(String, orPreview: Bool, Bool)] = [
            ("preview", false, true), ("previewState", false, true), ("previews", false, true),
            ("sampleVehicles", false, true), ("mock", false, true), ("mockUser", false, true), ("stubs", false, true),
            ("folderPreview", true, true), ("folderPreview", false, false), ("userSample", false, true),
            ("previewing", false, false), ("sampler", false, false), ("mockup", false, true), ("houseMockup", false, true), ("mockingbird", false, false), ("title", true, false),
            ("example", true, true), ("examples", false, true), ("exampleURL", true, false), ("counterexample", true, false),
        ]
        for (name, orPreview, expected) in names {
            #expect(FileDeclarations.isSampleName(name, orPreview: orPreview) == expected, "\(name)")
        }
    }

    @Test func fragmentsWithSpacesAreProse() {
        #expect(TextClassifier.classify(" items", fragment: true) == .prose)
        #expect(TextClassifier.classify("items", fragment: true) == .key)
        #expect(TextClassifier.classify(" ", fragment: true) == .other)
        #expect(TextClassifier.classify("/restaurants/", fragment: true) == .other)
    }

    @Test func dottedKeys() {
        let cases: [(String, Bool)] = [
            ("home.title", true), ("a.b.c", true), ("settings.notifications-toggle", true), ("Home.title", false),
            ("home.", false), (".title", false), ("home", false), ("logo.png", false), ("home title.x", false),
            ("home..title", false),
            // A version is no key's separator (dev-management-mac's model placeholder); digits beside letters are.
            ("gpt-5.6-luna", false), ("ios-17.0", false), ("onboarding.step2.title", true), ("level.2.title", true),
        ]
        for (text, expected) in cases { #expect(TextClassifier.isDottedKey(text) == expected, "\(text)") }
    }

    @Test func keySuggestions() {
        let cases: [(type: String?, file: String, element: String?, text: String, expected: String)] = [
            ("RestaurantDetailView", "x.swift", "button", "Favorite", "restaurant.detail.button.favorite"),
            (nil, "Sources/App/RestaurantDetailView.swift", nil, "Favorite", "restaurant.detail.favorite"),
            (nil, "Sources/SettingsViewController.swift", "title", "Settings", "settings.title.settings"),
            ("URLSettingsScreen", "x.swift", nil, "Open the link now please", "url.settings.open_the_link_now"),
            ("View", "x.swift", nil, "Hi", "view.label.hi"),
            ("HomeView", "x.swift", nil, "%lld restaurants", "home.label.restaurants"),
            ("HomeView", "x.swift", nil, "保存", "home.label.bao_cun"),
            ("SettingsView", "x.swift", "title", "Настройки", "settings.title.nastrojki"),
            ("HomeView", "x.swift", nil, "🍽️", "home.label.text"),
            (nil, "Sources/Home+Extensions.swift", "alert", "Don't go", "home.alert.dont_go"),
            ("CheckoutView", "x.swift", "button", "2 items", "checkout.button.items"),
            ("Step2View", "x.swift", nil, "Go", "step2.label.go"),
            ("2FAView", "x.swift", "button", "Verify", "app_2.fa.button.verify"),
            ("MenuView", "x.swift", "button", "Añadir al menú", "menu.button.anadir_al_menu"),
            ("MenuView", "x.swift", nil, "🍽️ Menú", "menu.label.menu"),
        ]
        cases: for (type, file, element, text, expected) in cases {
            let suggestion = KeySuggestion.suggest(
                prefix: KeySuggestion.Prefix(type: type, file: file), element: element, text: text)
            #expect(suggestion == expected, "\(text)")
            // Every suggestion must itself pass the key-convention rule.
            let segments = suggestion.split(separator: ".", omittingEmptySubsequences: false)
            #expect(segments.count >= 3, "'\(suggestion)' has three segments")
            for segment in segments {
                guard let first = segment.utf8.first, first >= 0x61 && first <= 0x7A,
                    segment.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F })
                else {
                    Issue.record("'\(suggestion)' (for '\(text)') breaks the key convention at '\(segment)'")
                    continue cases
                }
            }
        }
    }

    /// A byte-wise search, in place for native strings and through `UTF8View` for bridged ones.
    @Test func containsBytesFindsEveryPosition() {
        let cases: [(String, String, Bool)] = [
            ("https://x.com", "://", true), ("abc", "abcd", false), ("aab", "ab", true), ("ab", "b", true),
            ("", "a", false), ("abc", "", true), ("Añadir", "ñ", true), ("Previews/HomeMock.swift", "Mock", true),
            ("Previews/HomeMoc", "Mock", false),
        ]
        for (text, needle, expected) in cases {
            #expect(text.containsBytes(needle) == expected, "\(text) \(needle)")
            #expect(text.dropFirst(0).containsBytes(needle) == expected, "\(text) \(needle) as a substring")
        }
    }

    /// Latin text skips ICU's transliteration, which leaves it unchanged; the Ohm sign is Greek to ICU.
    @Test func latinTextIsOnlyFolded() {
        #expect(KeySuggestion.isLatin("Añadir al menú… ✓ 🍽️ → €5"))
        #expect(!KeySuggestion.isLatin("保存"))
        #expect(!KeySuggestion.isLatin("10 kΩ"))
        #expect(!KeySuggestion.isLatin("Настройки"))
        #expect(KeySuggestion.words(inText: "Añadir al menú…") == ["anadir", "al", "menu"])
        #expect(KeySuggestion.words(inText: "10 kΩ") == ["ko"])
        #expect(KeySuggestion.words(inText: "保存 保存") == ["bao", "cun", "bao", "cun"])
    }

    /// GithubClient's about screen shows its ICP filing number as registered: a licence, not words.
    @Test func aChineseFilingNumberIsNoProse() {
        #expect(TextClassifier.classify("苏ICP备20014152号-2A") == .other)
        #expect(TextClassifier.classify("京ICP证030173号") == .other)
        #expect(TextClassifier.classify("ICP备案查询") == .prose)
    }

    @Test func formatSpecifiersAreNormalised() {
        #expect(UnusedKeyRule.normalizedFormat("%lld of %2$@ (%.1f%%)") == "%@ of %@ (%@%%)")
        #expect(UnusedKeyRule.normalizedFormat("no specifiers") == "no specifiers")
    }
}
