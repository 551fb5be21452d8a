import PluralRules

/// The text `l10n plurals LOCALE` prints: CLDR's categories with their rules and samples, then what Xcode
/// creates and how it differs.
///
///     es: CLDR locale 'es', cardinal rules (CLDR 48.0)
///
///     CLDR 48.0: one, many, other
///       one    n = 1
///              @integer 1 @decimal 1.0, 1.00, 1.000, 1.0000
///       …
///     Xcode: one, other
///       one    same as CLDR 48.0
///       other  same as CLDR 48.0; also takes what CLDR 48.0 puts in 'many' (1000000, 1c6, 2c6, …)
public enum PluralsReport {
    public static func describe(_ rules: PluralRules) -> String {
        let cldr = "CLDR \(PluralRules.cldrVersion)"
        var out = "\(rules.requestedLocale): CLDR locale '\(rules.locale)', \(rules.type.rawValue) rules (\(cldr))\n"
        if rules.locale == "root" {
            out += "  '\(rules.requestedLocale)' is not a locale with its own rules: the root rules apply (only 'other').\n"
        } else if rules.localesSharingRules.count > 1 {
            out += "  Same rules: " + rules.localesSharingRules.filter { $0 != rules.locale }.joined(separator: " ") + "\n"
        }
        out += "\n\(cldr): " + rules.categories.map(\.rawValue).joined(separator: ", ") + "\n"
        for category in rules.categories {
            let condition = rules.ruleText(for: category) ?? ""
            out += row(category, condition.isEmpty ? "(every other number)" : condition)
            if let samples = rules.samples(for: category), !samples.description.isEmpty {
                out += row(nil, samples.description)
            }
        }

        out += "\nXcode: " + rules.xcodeCategories.map(\.rawValue).joined(separator: ", ") + "\n"
        if rules.type == .ordinal {
            out += "  String Catalogs vary by cardinal plural only; ordinal numbers follow \(cldr) at run time.\n"
            return out
        }
        let cldrOnly = rules.cldrOnlyCategories
        for category in rules.xcodeCategories {
            if !rules.categories.contains(category) {
                out += row(category, "not in \(cldr): its rules never select '\(category)'")
            } else if category == .other && !cldrOnly.isEmpty {
                let moved = cldrOnly.map { missing in
                    "'\(missing)' (" + (rules.examples(for: missing) + ["…"]).joined(separator: ", ") + ")"
                }
                out += row(category, "same as \(cldr); also takes what \(cldr) puts in " + moved.joined(separator: " and "))
            } else {
                out += row(category, "same as \(cldr)")
            }
        }
        return out
    }

    static func row(_ category: PluralCategory?, _ text: String) -> String {
        let label = category?.rawValue ?? ""
        return "  " + label + String(repeating: " ", count: 7 - label.count) + text + "\n"
    }
}
