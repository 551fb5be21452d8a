import L10nSourceParsing

/// What a table's own name says of its translation: a team that keeps some text in the development language on
/// purpose often gives it a table of its own and names it for that (Element X's `Untranslated.strings`, read through
/// its generated `UntranslatedL10n`). Such a name states the intent for every key in it, as a comment would.
///
///     TableIntent.saysUntranslated("Untranslated")        // true
///     TableIntent.saysUntranslated("NotLocalizable")      // true
///     TableIntent.saysUntranslated("Localizable")         // false
///     TableIntent.saysUntranslated("TranslatedTerms")     // false
public enum TableIntent {
    /// Whether a table named `name` (without extension) says its text is not translated (``UntranslatedName``).
    public static func saysUntranslated(_ name: String) -> Bool { UntranslatedName.says(name) }
}
