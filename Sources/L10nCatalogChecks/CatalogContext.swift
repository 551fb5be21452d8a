import Foundation
import L10nDiagnostics
import XCStrings

/// What the catalog rules know while checking one catalog: the catalog, the path to report, the required
/// languages and the key pattern.
///
///     let context = CatalogContext(catalog: catalog, file: "App/Localizable.xcstrings", languages: ["en", "es"])
///     var findings: [Diagnostic] = []
///     for (_, entry) in catalog.entries { MissingTranslationRule.check(entry, in: context, into: &findings) }
///
/// Not shareable between threads (it caches plural rules); make one per thread.
public final class CatalogContext {
    public let catalog: StringCatalog
    /// The path diagnostics name, as the user gave it.
    public let file: String
    /// The catalog's source language first, then the other required languages, without repeats.
    public let requiredLanguages: [String]
    public let keyPattern: KeyPattern
    /// Whether the catalog is `InfoPlist.xcstrings`, whose keys are Info.plist keys (`CFBundleDisplayName`)
    /// fixed by Apple: `key-convention` does not apply and the keys need no source value.
    public let isInfoPlist: Bool
    /// The team uses English text as keys (`englishKeys`): a key that reads as text is not held to the convention.
    public let englishKeys: Bool
    /// What the translation rules read from `.l10n.json` (``TranslationRuleSettings``).
    public let translationSettings: TranslationRuleSettings
    /// The catalog as the git base has it (`source-changed`); nil without a base, or when the file is new or
    /// unchanged since.
    public let base: StringCatalog?
    let plurals = PluralExpectationCache()
    /// The plural maps of the entry last asked about: the three plural rules run one after the other on an entry.
    private var pluralMemo: (key: String, found: [(language: String, plurals: [PluralVariation])])?
    /// The translated units of the entry last asked about: the translation rules run one after the other on it.
    private var translationMemo: (key: String, found: [TranslationPairs.Translated])?
    /// `untranslated-copy`'s problems with the units of ``translationMemo`` (same indices; nil: not decided yet),
    /// decided once for the coverage and the rule (``untranslatedCopyProblems(of:at:)``); empty until first asked.
    private var copyProblems: [[TranslationProblem]?] = []
    /// The source text last judged for `untranslated-copy` without a glossary, and its translatable words.
    private var copyWords: (source: String, words: [Substring])?
    /// The words of the catalog's source-language texts, lowercased (``isSourceWord(_:)``); nil until first asked.
    private var sourceWords: Set<String>?
    /// ``isFilledWithSourceText(_:)`` by language, decided the first time each is asked.
    private var filledWithSourceText: [String: Bool] = [:]
    /// The terms each language keeps inside its own translations (``KeptTermsInLanguage``), built when a copy asks;
    /// shared by the checker's slices of this catalog (the checker gives each slice's context the same).
    var keptTerms: KeptTermsInLanguage
    /// Whether the catalog is a String Catalog file of its own, not `.strings` tables read as one (their path is the
    /// catalog a migration would write): only a catalog's states say a copy was marked translated.
    private lazy var isStringCatalogFile = file.hasSuffix(".xcstrings") && FileManager.default.fileExists(atPath: file)
    /// The languages a tool filled with the source text, shared by the checker's slices of this catalog (the
    /// checker gives each slice's context the same).
    var sourceFilled: SourceFilledLanguages

    public init(
        catalog: StringCatalog, file: String, languages: [String], keyPattern: KeyPattern = .convention,
        englishKeys: Bool = false, translationSettings: TranslationRuleSettings = TranslationRuleSettings(),
        base: StringCatalog? = nil
    ) {
        sourceFilled = SourceFilledLanguages(catalog)
        keptTerms = KeptTermsInLanguage(catalog)
        self.englishKeys = englishKeys
        self.translationSettings = translationSettings
        self.base = base
        self.catalog = catalog
        self.file = file
        requiredLanguages = Self.required(catalog, languages)
        self.keyPattern = keyPattern
        isInfoPlist = Self.isInfoPlist(file)
    }

    /// Whether the file is an `InfoPlist.xcstrings`, or a target's table named for its Info.plist
    /// (`CrystalFetch-InfoPlist.strings`, read as `CrystalFetch-InfoPlist.xcstrings`: Info.plist keys).
    package static func isInfoPlist(_ file: String) -> Bool {
        guard let name = file.split(separator: "/").last else { return false }
        return name == "InfoPlist.xcstrings" || name.hasSuffix("-InfoPlist.xcstrings")
    }

    public var sourceLanguage: String { catalog.sourceLanguage }

    /// The catalog's source language, then `languages` without repeats. A language of a region (`de-DE`, `es-419`)
    /// that the catalog has nowhere, while it has the language itself (`de`), is that language here: Foundation
    /// shows a `de-DE` user the `de` strings (Pocket's Intents catalog in `de` and `es` beside a project in `de-DE`
    /// and `es-ES`: nothing is missing).
    static func required(_ catalog: StringCatalog, _ languages: [String]) -> [String] {
        var required = [catalog.sourceLanguage]
        for language in languages {
            // The source language is the catalog's own text, never another's (49EuroTravel's source 'en-GB', whose one
            // stray 'en' plural made 'en' required: 18 keys reported missing in English).
            let shown = language == catalog.sourceLanguage ? language : regionFallback(language, in: catalog) ?? language
            if !required.contains(shown) { required.append(shown) }
        }
        return required
    }

    /// The language `language`'s users are shown from this catalog when the catalog lacks it: its base language
    /// (`de` for `de-DE` or `de_DE`, `es` for `es-419`), when the catalog has that; nil otherwise, and for a script
    /// (`zh-Hant` is no region of `zh`).
    static func regionFallback(_ language: String, in catalog: StringCatalog) -> String? {
        guard let separator = language.firstIndex(where: { $0 == "-" || $0 == "_" }) else { return nil }
        let region = language[language.index(after: separator)...]
        guard region.count == 2 && region.allSatisfy({ $0.isASCII && $0.isUppercase })
            || region.count == 3 && region.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        // Most catalogs have the language: found in the first entries.
        func has(_ code: String) -> Bool { catalog.entries.values.contains { $0.localizations[code] != nil } }
        let base = String(language[..<separator])
        guard !has(language), has(base) else { return nil }
        return base
    }

    /// Every language of the entry that has plural variations, with them (see ``Localization/pluralVariations``).
    func pluralVariations(of entry: CatalogEntry) -> [(language: String, plurals: [PluralVariation])] {
        if let memo = pluralMemo, memo.key == entry.key { return memo.found }
        var found: [(language: String, plurals: [PluralVariation])] = []
        for index in entry.localizations.indices {
            let localization = entry.localizations.values[index]
            guard localization.variations != nil || localization.substitutions != nil else { continue }
            let plurals = localization.pluralVariations
            if !plurals.isEmpty { found.append((entry.localizations.keys[index], plurals)) }
        }
        pluralMemo = (entry.key, found)
        return found
    }

    /// ``CatalogEntry/isTranslatable`` of the entry last asked about: every rule asks it of each entry, and reading
    /// the comment for a 'do not translate' each time cost about 4 % of a catalog's check.
    private var translatableMemo: (key: String, isTranslatable: Bool)?

    /// Whether the entry is to be translated (``CatalogEntry/isTranslatable``), decided once for the rules that
    /// ask it of the entry one after the other.
    func isTranslatable(_ entry: CatalogEntry) -> Bool {
        if let memo = translatableMemo, memo.key == entry.key { return memo.isTranslatable }
        let isTranslatable = entry.isTranslatable
            && !(isInfoPlist && UnshownInfoPlistEntry.matches(entry, sourceLanguage: sourceLanguage))
            && !RuleEditorFormatting.isFormattingKey(entry.key)
        translatableMemo = (entry.key, isTranslatable)
        return isTranslatable
    }

    /// The entry's translated string units with their source texts (``TranslationPairs``).
    func translatedUnits(of entry: CatalogEntry) -> [TranslationPairs.Translated] {
        if let memo = translationMemo, memo.key == entry.key { return memo.found }
        let found = TranslationPairs.of(entry, sourceLanguage: sourceLanguage, keyPattern: keyPattern)
        translationMemo = (entry.key, found)
        copyProblems.removeAll(keepingCapacity: true)
        return found
    }

    /// `untranslated-copy`'s problems with the `index`-th of the entry's translated units (``translatedUnits(of:)``),
    /// worked out once per unit: the coverage asks first (``SourceCopies``), the rule after it.
    func untranslatedCopyProblems(of entry: CatalogEntry, at index: Int) -> [TranslationProblem] {
        let units = translatedUnits(of: entry)
        if copyProblems.isEmpty { copyProblems = Array(repeating: nil, count: units.count) }
        if let decided = copyProblems[index] { return decided }
        let pair = units[index].pair
        let problems = UntranslatedCopyRule.problems(in: pair, settings: translationSettings) {
            let glossary = translationSettings.glossary
            // Without a glossary the words depend on the source alone: an entry's copies in many languages share them.
            guard glossary.isEmpty else {
                return UntranslatedCopyRule.translatableWords(in: pair.source, language: pair.language, glossary: glossary)
            }
            if let memo = copyWords, memo.source == pair.source { return memo.words }
            let words = UntranslatedCopyRule.translatableWords(in: pair.source, language: pair.language, glossary: glossary)
            copyWords = (pair.source, words)
            return words
        } isFilledWithSource: { language in
            self.sourceFilled.contains(language)
        }
        // A term the language's translators keep inside their own sentences (Persistent's German 'Quick Add' in
        // "Quick Add Aktionen"): the name the language uses, written as the source writes it.
        let kept = !problems.isEmpty && (keptTerms.keeps(pair.source, in: pair.language, besides: pair.key)
            || (pair.source.split(separator: " ").count <= 3 && isStringCatalogFile
                && sourceFilled.keepsShortTerms(pair.language)))
        copyProblems[index] = kept ? [] : problems
        if kept { return [] }
        return problems
    }

    /// `untranslated-copy`'s decisions on the entry's translated units so far (``untranslatedCopyProblems(of:at:)``;
    /// nil where a unit was not decided), when the entry is the one last asked about and a unit was decided: what a
    /// count of the catalog hands to its check (``CountedCoverage/copyDecisions``).
    func copyDecisions(of entry: CatalogEntry) -> [[TranslationProblem]?]? {
        guard let memo = translationMemo, memo.key == entry.key, copyProblems.contains(where: { $0 != nil }) else {
            return nil
        }
        return copyProblems
    }

    /// Takes `decided`, the decisions on the entry's units that a count of the catalog made with the same settings
    /// and key pattern (``copyDecisions(of:)``), instead of deciding those units again; units decided here already
    /// keep their decision.
    func adoptCopyDecisions(_ decided: [[TranslationProblem]?], of entry: CatalogEntry) {
        let units = translatedUnits(of: entry)
        guard decided.count == units.count else { return }
        if copyProblems.isEmpty {
            copyProblems = decided
        } else {
            for index in decided.indices where copyProblems[index] == nil { copyProblems[index] = decided[index] }
        }
    }

    /// Whether `word` (lowercased) is a word of one of the catalog's source-language texts (an entry's source
    /// string units, or its key when it has none), which ``TranslationText/readsAsSourceLanguage(_:isSourceWord:)``
    /// asks of a translation. The words are read over the whole catalog the first time a rule asks.
    func isSourceWord(_ word: String) -> Bool {
        if let sourceWords { return sourceWords.contains(word) }
        var words = Set<String>()
        func add(_ text: String) {
            for word in UntranslatedCopyRule.words(in: TranslationText.masked(text)) { words.insert(word.lowercased()) }
        }
        for entry in catalog.entries.values where entry.isTranslatable {
            if let source = entry.localizations[sourceLanguage] {
                source.forEachStringUnit { _, unit in add(unit.value) }
            } else {
                add(entry.key)
            }
        }
        sourceWords = words
        return words.contains(word)
    }

    /// Whether a quarter or more of the catalog's translations in `language` read as the source language
    /// (``TranslationText/readsAsSourceLanguage(_:isSourceWord:)``): a language a platform half filled with the
    /// source text, old copies of it among them (jami's es_US, fi_FI, ja_JP: 28 to 69 % English), not one whose
    /// translators left a string or two in English (iina's Portuguese: 7 %).
    func isFilledWithSourceText(_ language: String) -> Bool {
        if let known = filledWithSourceText[language] { return known }
        var total = 0
        var inSourceLanguage = 0
        for entry in catalog.entries.values where entry.isTranslatable {
            entry.localizations[language]?.forEachStringUnit { _, unit in
                total += 1
                if TranslationText.readsAsSourceLanguage(unit.value, isSourceWord: isSourceWord) { inSourceLanguage += 1 }
            }
        }
        let filled = total > 0 && inSourceLanguage * 4 >= total
        filledWithSourceText[language] = filled
        return filled
    }

    /// Whether the string of `language` at `path` in the entry is a copy `untranslated-copy` reports: the decision
    /// of ``SourceCopies/isCopy(_:language:path:value:sourceLanguage:)`` on the pair ``TranslationPairs/pair(in:language:path:sourceLanguage:keyPattern:)``
    /// makes, which is the first unit of ``translatedUnits(of:)`` at that language and path.
    func isUntranslatedCopy(_ entry: CatalogEntry, language: String, path: VariantPath) -> Bool {
        let units = translatedUnits(of: entry)
        // By index, reading each unit in place (no copy of its strings).
        for index in units.indices where units[index].pair.path == path && units[index].pair.language == language {
            return !untranslatedCopyProblems(of: entry, at: index).isEmpty
        }
        return false
    }

    /// How many translatable entries give each short value (12 bytes at most) in each language: the marks a
    /// catalog uses as its own convention (`placeholder-translation`). Counted over the whole catalog the first
    /// time a rule asks.
    private var shortValues: [String: [String: Int]]?

    /// How many translatable, live entries of the catalog have `value` as a translation in `language` (at any
    /// variant; an entry once), for a value of 12 UTF-8 bytes at most; 0 for longer ones.
    func entries(translatedAs value: String, in language: String) -> Int {
        guard value.utf8.count <= 12 else { return 0 }
        if shortValues == nil {
            var counts: [String: [String: Int]] = [:]
            for entry in catalog.entries.values where entry.isTranslatable && entry.extractionState != .stale {
                for (code, localization) in entry.localizations where code != sourceLanguage {
                    var seen = Set<String>()
                    localization.forEachStringUnit { _, unit in
                        if unit.value.utf8.count <= 12, seen.insert(unit.value).inserted {
                            counts[code, default: [:]][unit.value, default: 0] += 1
                        }
                    }
                }
            }
            shortValues = counts
        }
        return shortValues?[language]?[value] ?? 0
    }

    /// The keys of entries whose source text puts two placeholders side by side (`this %3$@%2$@%4$@`): templates
    /// the app splices pieces into; nil until first asked.
    private var templateKeys: [String]?

    /// Whether `key` names a piece the app splices into a template: it extends the key of an entry whose source
    /// puts two placeholders side by side (kDrive's `shareLinkPublicRightDescriptionPassword`, "password-protected ",
    /// spliced into `shareLinkPublicRightDescription`, "… this %3$@%2$@%4$@."). Each language's template decides
    /// where the piece goes, so its spaces and commas are the translator's (German ", das durch ein Kennwort
    /// geschützt ist" after the noun).
    func isSplicedPiece(_ key: String) -> Bool {
        if templateKeys == nil {
            templateKeys = catalog.entries.compactMap { key, entry in
                Self.gluesPlaceholders(entry.sourceText(key, in: sourceLanguage)) ? key : nil
            }
        }
        guard let templateKeys, !templateKeys.isEmpty else { return false }
        return templateKeys.contains { key != $0 && key.hasPrefix($0) }
    }

    /// Whether `text` has a format placeholder followed at once by another (`%2$@%3$@`, `%@%@`), not by `%%`.
    ///
    ///     CatalogContext.gluesPlaceholders("can %1$@ this %3$@%2$@%4$@.")  // true
    ///     CatalogContext.gluesPlaceholders("%@ of %@")                      // false
    static func gluesPlaceholders(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return false }
        let arguments = FormatSpecifier.parse(text).filter { if case .argument = $0.conversion { true } else { false } }
        return zip(arguments, arguments.dropFirst()).contains { $0.offset + $0.length == $1.offset }
    }

    /// Required languages other than the source language.
    var requiredTranslations: ArraySlice<String> { requiredLanguages.dropFirst() }

    /// A diagnostic of `rule` at its default severity (or at `severity`).
    func finding(
        _ rule: any CatalogRule.Type, at position: SourcePosition, _ message: String, key: String,
        language: String? = nil, severity: Severity? = nil
    ) -> Diagnostic {
        let description = rule.description
        return Diagnostic(
            location: SourceLocation(file: file, line: position.line, column: position.column),
            severity: severity ?? description.defaultSeverity, ruleID: description.id, message: message, key: key,
            language: language)
    }

    /// `'home.title'`, or `'home.title' (plural.one)` for a string unit inside variations.
    package static func describe(_ key: String, _ path: VariantPath) -> String {
        path.isRoot ? "'\(key)'" : "'\(key)' (\(path))"
    }
}

extension CatalogEntry {
    /// Whether translators should translate it (`shouldTranslate` is not `false`).
    package var isTranslatable: Bool { shouldTranslate != false && !saysNotToTranslate }
}

extension Localization {
    /// Whether it holds any text: a string unit, a string set, or variations with at least one case.
    var hasContent: Bool {
        if stringUnit != nil || stringSet != nil { return true }
        guard let variations else { return false }
        return !(variations.plural?.isEmpty ?? true) || !(variations.device?.isEmpty ?? true)
    }
}

extension StringUnit {
    /// Where the `k`-th UTF-8 byte of the value stands in the file, assuming the value is written the way Xcode
    /// writes strings (only `"`, `\` and control characters escaped).
    package func position(ofValueOffset offset: Int) -> SourcePosition {
        guard valuePosition != .unknown else { return valuePosition }
        var column = valuePosition.column + 1
        var seen = 0
        for byte in value.utf8 {
            if seen >= offset { break }
            seen += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x08, 0x09, 0x0A, 0x0C, 0x0D: column += 2
            case 0..<0x20: column += 6
            default: column += 1
            }
        }
        return SourcePosition(line: valuePosition.line, column: column)
    }
}
