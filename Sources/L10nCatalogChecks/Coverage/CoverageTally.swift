import XCStrings

/// Counts keys by ``CoverageState`` in each language of one catalog, entry by entry (see ``TranslationNeeds``);
/// slices of a catalog are counted apart and added up in order.
///
///     var tally = CoverageTally(languages: ["en", "es"], sourceLanguage: "en", infoPlist: false, detail: .summary)
///     for entry in catalog.entries.values { tally.count(entry) }
///     tally.coverage(file: "Localizable.xcstrings", required: ["en", "es"]).languages[1].percent
struct CoverageTally: Sendable {
    /// The languages counted: the source language first.
    let languages: [String]
    let infoPlist: Bool
    let detail: CoverageDetail
    /// Tells translations that are their source unchanged; nil: they count as translated.
    let copies: SourceCopies?
    private let slotOfLanguage: [String: Int]
    private var counts: [LanguageCoverage]
    /// Examples per language, one list per state that is not translated (indexed by the state's rank).
    private var samples: [[[CoverageSample]]]
    /// Each language's needs (the source language's unused).
    private let needs: [TranslationNeeds]
    /// Scratch: where each language's localization is in the entry being counted (-1: none).
    private var localizationIndex: [Int]

    init(
        languages: [String], sourceLanguage: String, infoPlist: Bool, detail: CoverageDetail, copies: SourceCopies? = nil
    ) {
        self.copies = copies
        var ordered = [sourceLanguage]
        for language in languages where language != sourceLanguage { ordered.append(language) }
        self.languages = ordered
        self.infoPlist = infoPlist
        self.detail = detail
        slotOfLanguage = Dictionary(ordered.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        counts = ordered.map { LanguageCoverage(language: $0, role: .other) }
        samples = Array(repeating: [[], [], [], []], count: ordered.count)
        needs = ordered.map { TranslationNeeds(language: $0, copies: copies) }
        localizationIndex = Array(repeating: -1, count: ordered.count)
    }

    /// Counts one entry in every language. `context`, when given, shares `untranslated-copy`'s decisions with the
    /// rule (its settings and key pattern must be those of ``copies``).
    mutating func count(_ entry: CatalogEntry, context: CatalogContext? = nil) {
        guard TranslationNeeds.needsTranslation(entry) else { return }
        for slot in localizationIndex.indices { localizationIndex[slot] = -1 }
        for index in entry.localizations.indices {
            if let slot = slotOfLanguage[entry.localizations.keys[index]] { localizationIndex[slot] = index }
        }
        let source = localization(entry, slot: 0)
        if let state = TranslationNeeds.sourceState(of: entry, source: source, infoPlist: infoPlist) {
            counts[0].add(state)
            if state != .translated, detail.samples > 0 { keep(CoverageSample(key: entry.key, state: state, source: nil, value: nil), slot: 0) }
        }
        var words = WordCache(resolver: SourceTextResolver(key: entry.key, source: source))
        let allNeeds = needs
        for slot in 1..<languages.count {
            let target = localization(entry, slot: slot)
            if TranslationNeeds.isStringSet(source: source, target: target) {
                // One string, which `extract` does not export.
                let status = StringStatus(target?.stringSet)
                counts[slot].add(CoverageState(status))
                if status.needsWork {
                    keep(
                        CoverageSample(
                            key: entry.key, state: CoverageState(status), source: source?.stringSet?.values.first,
                            value: target?.stringSet?.values.first),
                        slot: slot)
                }
                continue
            }
            var state: CoverageState?
            var first: TranslationNeeds.NeededString?
            var parts: [TranslationNeeds.NeededString] = []
            // Called on the element in place: a copy of the needs (their settings, glossary, plural rules) per
            // key and language cost more than most keys' counting.
            allNeeds[slot].forEachString(
                entry, sourceLanguage: languages[0], source: source, target: target, context: context
            ) {
                string in
                let stringState = CoverageState(string.status)
                state = state?.including(stringState) ?? stringState
                if detail.samples > 0 { parts.append(string) }
                guard string.status.needsWork else { return }
                if first == nil { first = string }
                if detail.countsStrings {
                    counts[slot].stringsToTranslate += 1
                    counts[slot].wordsToTranslate += words.count(string)
                }
            }
            guard let state else { continue }
            counts[slot].add(state)
            if let first, detail.samples > 0 {
                let strings = parts.map { part in
                    CoverageSample.Part(
                        variant: part.path, state: CoverageState(part.status), source: words.resolver.text(for: part.path),
                        value: part.unit?.value.isEmpty == false ? part.unit?.value : nil)
                }
                keep(
                    CoverageSample(
                        key: entry.key, state: state, variant: first.path, source: words.resolver.text(for: first.path),
                        value: first.unit?.value.isEmpty == false ? first.unit?.value : nil, comment: entry.comment,
                        strings: strings),
                    slot: slot)
            }
        }
    }

    private func localization(_ entry: CatalogEntry, slot: Int) -> Localization? {
        let index = localizationIndex[slot]
        return index < 0 ? nil : entry.localizations.values[index]
    }

    private mutating func keep(_ sample: CoverageSample, slot: Int) {
        let list = Self.list(for: sample.state)
        if samples[slot][list].count < detail.samples { samples[slot][list].append(sample) }
    }

    /// The sample list of a state that is not translated: missing, source copy, new, needs review.
    private static func list(for state: CoverageState) -> Int {
        switch state {
        case .missing: 0
        case .copy: 1
        case .new: 2
        case .needsReview, .translated: 3
        }
    }

    /// Adds a later slice of the same catalog.
    mutating func add(_ other: CoverageTally) {
        for slot in counts.indices {
            counts[slot].add(other.counts[slot])
            for list in 0..<4 {
                let room = detail.samples - samples[slot][list].count
                if room > 0 { samples[slot][list] += other.samples[slot][list].prefix(room) }
            }
        }
    }

    /// The catalog's coverage: the source language, the other `required` languages in their order, then the
    /// others alphabetically; roles set, samples least advanced first.
    func coverage(file: String, required: [String]) -> CatalogCoverage {
        let order = required + languages.filter { !required.contains($0) }.sorted()
        let result = order.compactMap { language -> LanguageCoverage? in
            guard let slot = slotOfLanguage[language] else { return nil }
            var coverage = counts[slot]
            coverage.role = slot == 0 ? .source : required.contains(language) ? .required : .other
            coverage.samples = Array(samples[slot].joined().prefix(detail.samples))
            return coverage
        }
        return CatalogCoverage(file: file, sourceLanguage: languages[0], languages: result)
    }
}

/// The source text of one entry's strings, and their words, counted once for all the languages that need them.
private struct WordCache {
    let resolver: SourceTextResolver
    private var counted: [(path: VariantPath, words: Int)] = []

    init(resolver: SourceTextResolver) { self.resolver = resolver }

    mutating func count(_ string: TranslationNeeds.NeededString) -> Int {
        if let found = counted.first(where: { $0.path == string.path }) { return found.words }
        let words = WordCounter.count(resolver.text(for: string.path))
        counted.append((string.path, words))
        return words
    }
}
