import L10nKit
import Testing

@Suite struct GlobTests {
    @Test func matching() {
        let table: [(String, String, Bool)] = [
            ("**/Generated/**", "App/Generated/Strings.xcstrings", true),
            ("**/Generated/**", "Generated/Strings.xcstrings", true),
            ("**/Generated/**", "App/GeneratedStrings.xcstrings", false),
            ("Legacy.xcstrings", "App/Old/Legacy.xcstrings", true),
            ("Legacy.xcstrings", "Legacy.xcstrings", true),
            ("Legacy.xcstrings", "App/NotLegacy.xcstrings", false),
            ("*.xcstrings", "App/Localizable.xcstrings", true),
            ("App/*.xcstrings", "App/Localizable.xcstrings", true),
            ("App/*.xcstrings", "App/Sub/Localizable.xcstrings", false),
            ("App/**/*.xcstrings", "App/Sub/Deep/Localizable.xcstrings", true),
            ("App/**/*.xcstrings", "App/Localizable.xcstrings", true),
            ("Pods", "Pods/X/Localizable.xcstrings", true),
            ("Vendor/", "Vendor/Kit/L.xcstrings", true),
            ("./Vendor", "./Vendor/Kit/L.xcstrings", true),
            ("Vendor/Kit", "Vendor/KitExtra/L.xcstrings", false),
            ("Info?list.xcstrings", "InfoPlist.xcstrings", true),
            ("Info?list.xcstrings", "Info/list.xcstrings", false),
            ("", "anything", false),
        ]
        cases: for (pattern, path, expected) in table {
            #expect(Glob(pattern).matches(path) == expected, "'\(pattern)' ~ '\(path)'")
            continue cases
        }
    }
}
