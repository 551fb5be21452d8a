import Foundation
import PluralRules
import XCStrings

/// Whether a submitted variant fits the target language: each plural category must be one Xcode generates for it
/// or CLDR gives it (both are picked at run time), or `zero` (used for 0 in every language; see
/// the CLDR notes in ../shared/cldr/README.md), and each device one Xcode knows.
///
///     VariantCheck.problem("plural.few", language: "de")
///     // "German has one and other; 'few' is not a plural category of 'de'"
public enum VariantCheck {
    public static func problem(_ variant: String, language: String) -> String? {
        let components = variant.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < components.count {
            let component = components[index]
            if component == "substitutions" {
                index += 2
                continue
            }
            if component == "plural", index + 1 < components.count {
                let category = components[index + 1]
                let rules = PluralRules(locale: language)
                let named = rules.xcodeCategories.map(\.rawValue).filter { $0 != "zero" }
                // Xcode's categories, CLDR's (Foundation picks them at run time: Spanish 'many'), and 'zero',
                // which Foundation uses for 0 in every language.
                let allowed = Set(named + rules.categories.map(\.rawValue) + ["zero"])
                if !allowed.contains(category) {
                    let list = named.count <= 1 ? named.joined() : named.dropLast().joined(separator: ", ") + " and " + named.last!
                    return "\(name(of: language)) has \(list); '\(category)' is not a plural category of '\(language)'"
                }
            }
            if component == "device", index + 1 < components.count, !DeviceClass(rawValue: components[index + 1]).isKnown {
                return "'\(components[index + 1])' is not a device Xcode knows; use one of \(DeviceClass.all.map { "'\($0)'" }.joined(separator: ", "))"
            }
            index += 2
        }
        return nil
    }

    /// The language's English name (`German`), or its code.
    static func name(of language: String) -> String {
        Locale(identifier: "en").localizedString(forIdentifier: language) ?? language
    }
}
