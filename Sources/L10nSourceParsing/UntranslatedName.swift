/// Whether a name a team gives says its text stays untranslated: a table (`Untranslated.strings`,
/// `NotLocalized.strings`, Element X's table read through `UntranslatedL10n`) or a type (passepartout's
/// `enum Unlocalized`). Such a name states the intent for all it holds, as a comment would. The one reading of such
/// names, for tables (`TableIntent`) and types (`StatedIntent`).
///
///     UntranslatedName.says("Untranslated")        // true
///     UntranslatedName.says("NonLocalizedStrings") // true
///     UntranslatedName.says("Localizable")         // false
///     UntranslatedName.says("TranslatedTerms")     // false
package enum UntranslatedName {
    /// The words (letters only, lowercased) that name what is kept untranslated.
    static let words: [String] = [
        "untranslated", "untranslatable", "nottranslated", "notranslate", "donottranslate", "nontranslatable",
        "unlocalized", "unlocalised", "notlocalized", "notlocalised", "nonlocalized", "nonlocalised",
        "notlocalizable", "nonlocalizable", "donotlocalize", "donotlocalise", "nolocalize",
    ]

    package static func says(_ name: String) -> Bool {
        let letters = String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) })
        return words.contains { letters.contains($0) }
    }
}
