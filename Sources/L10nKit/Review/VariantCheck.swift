import Foundation
import PluralRules
import XCStrings

/// Whether a submitted variant fits the target language: each plural category must be one Xcode generates for it
/// (CLDR's categories, plus `zero` which Xcode offers in every language), and each device one Xcode knows.
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
                let categories = PluralRules(locale: language).xcodeCategories.map(\.rawValue)
                let named = categories.filter { $0 != "zero" }
                if !categories.contains(category) {
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
