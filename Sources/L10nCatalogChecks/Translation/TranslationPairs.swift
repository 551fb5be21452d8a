import XCStrings

/// The translated string units of one entry, each with the source text it translates.
///
///     for translated in TranslationPairs.of(entry, sourceLanguage: "en", keyPattern: .convention) {
///         print(translated.pair.language, translated.pair.source, "→", translated.pair.translation)
///     }
///
/// Every language other than the source language, every string unit with a non-empty value. The source text
/// is the source language's unit at the matching place (``SourceVariant``, same plural case first); when the
/// source language has no value, the key itself — unless the key is an identifier (``readsAsText(_:keyPattern:)``:
/// `home.title` is not the text), and then the unit has no pair.
public enum TranslationPairs {
    /// A translated unit and its pair.
    public struct Translated: Sendable {
        public var pair: TranslationPair
        public var unit: StringUnit
    }

    /// `sharingOtherTranslations` false: the pairs without ``TranslationPair/otherTranslations`` (left empty), for a
    /// reader of their texts alone, which then builds no table of the other languages per entry.
    public static func of(
        _ entry: CatalogEntry, sourceLanguage: String, keyPattern: KeyPattern, sharingOtherTranslations: Bool = true
    ) -> [Translated] {
        let source = entry.localizations[sourceLanguage].flatMap { $0.hasStringUnits ? $0 : nil }
        if source?.variations == nil, source?.substitutions == nil,
            entry.localizations.allSatisfy({ $0.key == sourceLanguage || ($0.value.variations == nil && $0.value.substitutions == nil) })
        {
            return ofPlainValues(
                entry, sourceLanguage: sourceLanguage, source: source, keyPattern: keyPattern,
                sharingOtherTranslations: sharingOtherTranslations)
        }
        return ofAnyShape(
            entry, sourceLanguage: sourceLanguage, source: source, keyPattern: keyPattern,
            sharingOtherTranslations: sharingOtherTranslations)
    }

    /// ``of(_:sourceLanguage:keyPattern:)`` for an entry whose localizations hold a plain value at most (most keys):
    /// each language's value at the root, translating the source's value (the one candidate `SourceVariant` gives
    /// that the source can have), or the key when the source language has none; the other translations are those
    /// of every language, shared by all pairs. No path dictionaries.
    static func ofPlainValues(
        _ entry: CatalogEntry, sourceLanguage: String, source: Localization?, keyPattern: KeyPattern,
        sharingOtherTranslations: Bool = true
    ) -> [Translated] {
        let text: String? = source != nil
            ? source?.stringUnit?.value : readsAsText(entry.key, keyPattern: keyPattern) ? entry.key : nil
        var result: [Translated] = []
        var others: [String: String] = [:]
        for (language, localization) in entry.localizations where language != sourceLanguage {
            guard let unit = localization.stringUnit, !unit.value.isEmpty else { continue }
            if sharingOtherTranslations {
                if others.isEmpty { others.reserveCapacity(entry.localizations.count) }
                others[language] = unit.value
            }
            guard let text, !text.isEmpty, !isPlatformReference(text) else { continue }
            result.append(
                Translated(
                    pair: TranslationPair(
                        key: entry.key, language: language, path: .root, source: text, translation: unit.value,
                        comment: entry.comment, sourceLanguage: sourceLanguage),
                    unit: unit))
        }
        if others.count > 1 {
            for index in result.indices { result[index].pair.otherTranslations = others }
        }
        return result
    }

    /// ``of(_:sourceLanguage:keyPattern:)`` for any entry.
    static func ofAnyShape(
        _ entry: CatalogEntry, sourceLanguage: String, source: Localization?, keyPattern: KeyPattern,
        sharingOtherTranslations: Bool = true
    ) -> [Translated] {
        var sourceTexts: [VariantPath: String] = [:]
        source?.forEachStringUnit { path, unit in if sourceTexts[path] == nil { sourceTexts[path] = unit.value } }
        let keyText: String? = source == nil && readsAsText(entry.key, keyPattern: keyPattern) ? entry.key : nil
        var result: [Translated] = []
        var byPath: [VariantPath: [String: String]] = [:]
        for (language, localization) in entry.localizations where language != sourceLanguage {
            localization.forEachStringUnit { path, unit in
                guard !unit.value.isEmpty else { return }
                var text = keyText
                if source != nil {
                    let candidates = SourceVariant.candidates(
                        for: path, in: localization, source: source, order: .sameCaseFirst) ?? []
                    text = candidates.lazy.compactMap { sourceTexts[$0] }.first
                }
                // Room for every language from the start: no rehash as the languages are added.
                if sharingOtherTranslations {
                    byPath[path, default: Dictionary(minimumCapacity: entry.localizations.count)][language] = unit.value
                }
                guard let text, !text.isEmpty, !isPlatformReference(text) else { return }
                result.append(
                    Translated(
                        pair: TranslationPair(
                            key: entry.key, language: language, path: path, source: text, translation: unit.value,
                            comment: entry.comment, sourceLanguage: sourceLanguage),
                        unit: unit))
            }
        }
        // One dictionary per variant, shared by its pairs (each pair's own language is in it too).
        for index in result.indices where (byPath[result[index].pair.path]?.count ?? 0) > 1 {
            result[index].pair.otherTranslations = byPath[result[index].pair.path] ?? [:]
        }
        return result
    }

    /// Whether a source value is a translation platform's reference to another key, not text: Lokalise writes
    /// `[%key_id:33516072%]` or `[%key:personal.info.title%]` where a value is to be the other key's (sora's English
    /// `personal.info.title`, whose translations rightly hold no bracket). No translation is judged against it.
    ///
    ///     TranslationPairs.isPlatformReference("[%key_id:33516072%]")   // true
    ///     TranslationPairs.isPlatformReference("[%@] %@")              // false
    package static func isPlatformReference(_ text: String) -> Bool {
        text.hasPrefix("[%key") && text.hasSuffix("%]") && !text.dropFirst(2).dropLast(2).contains(where: \.isWhitespace)
    }

    /// Whether a key with no source-language value is its own source text: not an identifier the key pattern
    /// matches (`home.title`), nor a single token with a dot, an underscore, a digit or a capital inside a word
    /// (`FilterArchitecturesDescription`, `Warning2`, `qOo-dc-1LZ.title`). `Settings` and `Open in Safari` are text.
    package static func readsAsText(_ key: String, keyPattern: KeyPattern) -> Bool {
        if keyPattern.matches(key) { return false }
        if key.contains(where: \.isWhitespace) { return true }
        var previous: Character?
        for character in key {
            if character == "." || character == "_" || character.isNumber { return false }
            if character.isUppercase, let previous, previous.isLowercase { return false }
            previous = character
        }
        return true
    }

    /// The pair of the unit at `path` of `language`, if it has one: the one ``of(_:sourceLanguage:keyPattern:)``
    /// lists, made without making the entry's other pairs (coverage asks it of every copy of every language).
    public static func pair(
        in entry: CatalogEntry, language: String, path: VariantPath, sourceLanguage: String, keyPattern: KeyPattern
    ) -> TranslationPair? {
        guard language != sourceLanguage, let localization = entry.localizations[language] else { return nil }
        var found: StringUnit?
        localization.forEachStringUnit { at, unit in
            if found == nil, at == path, !unit.value.isEmpty { found = unit }
        }
        guard let unit = found else { return nil }
        let source = entry.localizations[sourceLanguage].flatMap { $0.hasStringUnits ? $0 : nil }
        var text: String?
        if let source {
            var sourceTexts: [VariantPath: String] = [:]
            source.forEachStringUnit { at, unit in if sourceTexts[at] == nil { sourceTexts[at] = unit.value } }
            let candidates = SourceVariant.candidates(for: path, in: localization, source: source, order: .sameCaseFirst) ?? []
            text = candidates.lazy.compactMap { sourceTexts[$0] }.first
        } else if readsAsText(entry.key, keyPattern: keyPattern) {
            text = entry.key
        }
        guard let text, !text.isEmpty, !isPlatformReference(text) else { return nil }
        var pair = TranslationPair(
            key: entry.key, language: language, path: path, source: text, translation: unit.value,
            comment: entry.comment, sourceLanguage: sourceLanguage)
        // The other languages' values at the same place, as `of` shares them.
        var others: [String: String] = [:]
        for (other, otherLocalization) in entry.localizations where other != sourceLanguage {
            otherLocalization.forEachStringUnit { at, unit in
                if at == path, !unit.value.isEmpty { others[other] = unit.value }
            }
        }
        if others.count > 1 { pair.otherTranslations = others }
        return pair
    }
}
