import L10nDiagnostics
import XCStrings

extension CatalogEntry {
    /// Whether the entry's comment tells translators to leave it as it is (GoMap's `Note = "Placeholder - Do not
    /// translate"`): the team's stated intent, as `shouldTranslate: false` is, so no language needs a translation.
    ///
    ///     // comment "Placeholder - Do not translate"   → true
    ///     // comment "Not yet implemented. No need to localize"   → true
    ///     // comment "Title of the settings screen"     → false
    var saysNotToTranslate: Bool {
        guard let comment, Self.mentionsTranslation(comment) else { return false }
        let text = comment.lowercased().replacingOccurrences(of: "’", with: "'")
        return Self.phrases.contains { text.contains($0) }
    }

    static let phrases = [
        "do not translate", "don't translate", "dont translate", "not to be translated", "should not be translated",
        "must not be translated", "never translate", "no translation needed", "leave untranslated",
        "do not localize", "don't localize", "do not localise", "don't localise", "not to be localized",
        "should not be localized",
        // btlb's features not built yet: "Not yet implemented. No need to localize".
        "no need to localize", "no need to localise", "no need to translate", "no need to be localized",
        "no need to be translated", "no localization needed", "no localization required", "no translation required",
        "don't need to localize", "don't need to translate", "do not need to localize", "do not need to translate",
        "doesn't need to be localized", "doesn't need to be translated", "does not need to be localized",
        "does not need to be translated",
    ]

    /// A cheap look at the bytes before the comment is lowercased: it names translating or localizing (`ransl`,
    /// `ocali`, `ocalis` in any case), read as a rolling window of five bytes.
    private static func mentionsTranslation(_ comment: String) -> Bool {
        let (ransl, ocali) = (Self.ransl, Self.ocali)  // read once, not at every byte
        var window: UInt64 = 0
        for byte in comment.utf8 {
            window = ((window << 8) | UInt64(byte | 0x20)) & 0xFF_FFFF_FFFF
            if window == ransl || window == ocali { return true }
        }
        return false
    }

    private static let ransl = PackedBytes.of("ransl")
    private static let ocali = PackedBytes.of("ocali")
}
