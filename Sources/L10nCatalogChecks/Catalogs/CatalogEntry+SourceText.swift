import XCStrings

extension CatalogEntry {
    /// The text the entry shows in `sourceLanguage`: its string unit's value, else its first variation's (a plural's
    /// or a device's), else the key itself, as Xcode shows an entry with no source-language value.
    ///
    ///     entry.sourceText("home.title", in: "en")   // "Home"
    ///     entry.sourceText("Cancel", in: "en")       // "Cancel" (no English value: the key is the text)
    package func sourceText(_ key: String, in sourceLanguage: String) -> String {
        localizations[sourceLanguage].flatMap(Self.text(of:)) ?? key
    }

    /// A localization's text: its string unit's value, else its first variation's.
    private static func text(of localization: Localization) -> String? {
        localization.stringUnit?.value ?? localization.stringUnits.first?.unit.value
    }

    /// Whether a language other than `sourceLanguage` gives the entry a text of its own (not the source's text
    /// copied): translators worked on it, so code that shows its key (`Text("Last checked")`) shows it translated.
    ///
    ///     // "Last checked": { "en": "Last checked", "fr": "Dernière vérification" }
    ///     entry.isTranslated(besides: "en")   // true
    ///     // "Sign": { "fr": "Sign" }: a copy
    ///     entry.isTranslated(besides: "en")   // false
    package func isTranslated(besides sourceLanguage: String) -> Bool {
        let source = localizations[sourceLanguage].flatMap(Self.text(of:))
        return localizations.contains { language, localization in
            guard language != sourceLanguage, let value = Self.text(of: localization) else { return false }
            return !value.isEmpty && value != source
        }
    }

    /// Whether two languages or more besides the source give the entry a text, each the source's unchanged: what
    /// a team keeps alike in every language (VeraSnap's `paywall.title` = `"VeraSnap Pro"` in ten).
    package func isKeptAlike(besides sourceLanguage: String) -> Bool {
        guard let source = localizations[sourceLanguage].flatMap(Self.text(of:)), !source.isEmpty else { return false }
        var kept = 0
        for (language, localization) in localizations where language != sourceLanguage {
            guard let value = Self.text(of: localization), !value.isEmpty else { continue }
            guard value == source else { return false }
            kept += 1
        }
        return kept >= 2
    }

    /// Whether some language gives the entry a text (a string unit, a set, or variations with a case): not a bare
    /// `"app.contact" : { }`, whose key is all Foundation can show.
    package var hasText: Bool { localizations.values.contains { $0.hasContent } }
}
