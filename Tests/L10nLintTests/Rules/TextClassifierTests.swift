@testable import L10nLint
import Testing

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
            ("support@example.com", .other), ("images/logo", .other), ("logo.png", .other),
            ("data.json", .other), ("com.example.app", .key), ("RestaurantDetailView", .other), ("iPhone", .other),
            ("welcomeTitle", .other), ("Restaurant_Cell", .other), ("%@", .other), ("%1$@ – %2$@", .other),
            ("•", .other), ("—", .other), ("42%", .other), ("A", .other), ("", .other), ("🎉", .other),
            ("   ", .other), ("12:30", .other), ("v1", .other),
        ]
        for (text, expected) in cases {
            #expect(TextClassifier.classify(text) == expected, "\(text)")
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
        ]
        for (text, expected) in cases { #expect(TextClassifier.isDottedKey(text) == expected, "\(text)") }
    }

    @Test func keySuggestions() {
        let cases: [(type: String?, file: String, element: String?, text: String, expected: String)] = [
            ("RestaurantDetailView", "x.swift", "button", "Favorite", "restaurant.detail.button.favorite"),
            (nil, "Sources/App/RestaurantDetailView.swift", nil, "Favorite", "restaurant.detail.favorite"),
            (nil, "Sources/SettingsViewController.swift", "title", "Settings", "settings.title.settings"),
            ("URLSettingsScreen", "x.swift", nil, "Open the link now please", "url.settings.openTheLinkNow"),
            ("View", "x.swift", nil, "Hi", "view.hi"),
            ("HomeView", "x.swift", nil, "%lld restaurants", "home.restaurants"),
            ("HomeView", "x.swift", nil, "保存", "home.text"),
            (nil, "Sources/Home+Extensions.swift", "alert", "Don't go", "home.alert.dontGo"),
        ]
        for (type, file, element, text, expected) in cases {
            #expect(KeySuggestion.suggest(type: type, file: file, element: element, text: text) == expected, "\(text)")
        }
    }

    @Test func formatSpecifiersAreNormalised() {
        #expect(LintRules.normalizedFormat("%lld of %2$@ (%.1f%%)") == "%@ of %@ (%@%%)")
        #expect(LintRules.normalizedFormat("no specifiers") == "no specifiers")
    }
}
