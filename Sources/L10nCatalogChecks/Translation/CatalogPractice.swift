import L10nDiagnostics
import L10nFiles
import XCStrings

/// What a catalog's own translations and keys show to be the team's or a translator's practice, not a slip: the
/// findings that practice explains are left out of a catalog's findings. Each decision is read from the same
/// catalog, so it holds on any app, whoever tuned nothing for it.
///
///     let kept = CatalogPractice.withoutKeyFamilies(findings)                                        // one catalog: key style
///     let all = CatalogPractice.filtered(findings, catalogs: catalogs, keyPattern: checker.keyPattern)  // a project: languages
///
/// A language's habits are read over every catalog and table of the project (``filtered(_:catalogs:keyPattern:)``,
/// as `check` runs it): an app cut into many small tables, one per storyboard, shows them only as a whole.
///
/// - **A language's own punctuation.** A translator who drops or changes one ending in a quarter or more of the
///   language's translations of sources with that ending (iina's Korean labels: 29 of 39 colons left out, as
///   Korean interfaces often do) follows a convention of that language; `punctuation-mismatch` is kept for an
///   ending the language otherwise keeps (iina's French: 1 period dropped in 36), where it is a slip.
/// - **An ending the translators agree to leave out.** When a quarter or more of a source's translations (three
///   at least) drop or change its colon or ellipsis, that ending is the English text's style, not the message's.
/// - **Words the language uses.** A copy whose every word to translate the language's real translations use
///   elsewhere in the catalog, also as a plural or singular (Catalan 'Error' beside 'Error en carregar el fitxer',
///   Afrikaans 'Open' beside 'Open lêer', Danish 'Download' beside 'Automatiske Downloads', Maltese 'Settings' beside
///   'mur fil-Settings', after the article it is joined to), is the language's
///   wording: no `untranslated-copy`. A translation that reads as the source language shows nothing.
/// - **Terms kept as their kind is kept.** A copy of a short term whose comment names its kind ('Genre'), where the
///   language keeps three or more of that kind unchanged and translates no more (Shiori's German genres, kept as
///   anime fans write them), is the translator's decision for the kind (``keptTermKinds(_:catalogs:)``).
/// - **A table's own key style.** Keys of one catalog that do not follow the configured style but share a shape
///   with at least ``keyFamily`` − 1 others of it (undotted words, English text, identifiers with `+`; not dotted
///   keys) are a
///   family the table keeps (iina's `FilterPresets.strings`: mpv's filter names, read by code as they are;
///   Easydict's English-text keys of a vendored library): renaming them is churn no maintainer takes on. A key
///   that deviates alone stays a `key-convention` finding, as `init`'s key style has it.
public enum CatalogPractice {
    /// Findings of one kind at or above which a language's share is asked (fewer are slips, whatever the share).
    public static let practiceMinimum = 3
    /// Deviating keys of one shape in a catalog that make a family.
    public static let keyFamily = 3

    /// `diagnostics` (one catalog's) without the `key-convention` findings of key families the catalog keeps.
    public static func withoutKeyFamilies(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let keyConvention = KeyConventionRule.description.id
        guard diagnostics.count(where: { $0.ruleID == keyConvention }) >= keyFamily else { return diagnostics }
        var shapes: [KeyFamilyShape: Int] = [:]
        for diagnostic in diagnostics where diagnostic.ruleID == keyConvention {
            if let key = diagnostic.key { shapes[KeyFamilyShape(key), default: 0] += 1 }
        }
        return diagnostics.filter { diagnostic in
            guard diagnostic.ruleID == keyConvention, let key = diagnostic.key else { return true }
            let shape = KeyFamilyShape(key)
            return shape.isDotted || (shapes[shape] ?? 0) < keyFamily
        }
    }

    /// `diagnostics` (a whole project's, catalogs and tables) without the `punctuation-mismatch` and single
    /// `untranslated-copy` findings that the languages' own translations in `catalogs` explain.
    public static func filtered(_ diagnostics: [Diagnostic], catalogs: [StringCatalog], keyPattern: KeyPattern)
        -> [Diagnostic]
    {
        let punctuation = PunctuationMismatchRule.description.id
        let copy = UntranslatedCopyRule.description.id
        // One finding is enough to ask: the habit is read from the language's translations, findings or not.
        let hasPunctuation = diagnostics.contains { $0.ruleID == punctuation }
        let copyLanguages = Set(diagnostics.lazy.filter { $0.ruleID == copy && $0.key != nil }.compactMap(\.language))
        guard hasPunctuation || !copyLanguages.isEmpty else { return diagnostics }
        let punctuationLanguages = hasPunctuation
            ? Set(diagnostics.lazy.filter { $0.ruleID == punctuation }.compactMap(\.language)) : []
        let languages = copyLanguages.union(punctuationLanguages)
        // The root translations of those languages (by language), and the pairs of the keys these findings name.
        let keys = Set(diagnostics.lazy.filter { $0.ruleID == punctuation || $0.ruleID == copy }.compactMap(\.key))
        let hasCopies = !copyLanguages.isEmpty
        // Each practice decides its findings apart: the ones read from the pairs on one core, the ones read from the
        // catalogs on the other (the dropped indices are a set, whichever decides first).
        let (fromPairs, fromCatalogs) = concurrently({ () -> Set<Int> in
            let pairs = PracticePairs(catalogs: catalogs, languages: languages, keys: keys, keyPattern: keyPattern)
            var dropped = Set<Int>()
            if hasPunctuation { dropped.formUnion(punctuationPractice(diagnostics, pairs: pairs)) }
            if hasCopies { dropped.formUnion(wordsInUse(diagnostics, pairs: pairs)) }
            return dropped
        }, { () -> Set<Int> in
            var dropped = Set<Int>()
            if hasPunctuation { dropped.formUnion(optionalEndings(diagnostics, catalogs: catalogs)) }
            if hasCopies {
                dropped.formUnion(keptTitles(diagnostics, catalogs: catalogs))
                dropped.formUnion(keptTermKinds(diagnostics, catalogs: catalogs))
            }
            return dropped
        })
        let dropped = fromPairs.union(fromCatalogs)
        guard !dropped.isEmpty else { return diagnostics }
        return diagnostics.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// The indices of `punctuation-mismatch` findings a language's own practice explains.
    static func punctuationPractice(_ diagnostics: [Diagnostic], pairs: PracticePairs) -> Set<Int> {
        struct Habit: Hashable {
            var language: String
            var ending: PunctuationMismatchRule.Ending
        }
        func sourceEnding(_ source: String, _ sourceLanguage: String) -> PunctuationMismatchRule.Ending {
            PunctuationMismatchRule.ending(
                of: TranslationText.masked(source), language: TranslationText.language(sourceLanguage)
            ).kind
        }
        var found: [Habit: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.ruleID == PunctuationMismatchRule.description.id {
            guard let key = diagnostic.key, let language = diagnostic.language,
                let pair = pairs.first(key: key, language: language)
            else { continue }
            found[Habit(language: language, ending: sourceEnding(pair.source, pair.sourceLanguage)), default: []].append(index)
        }
        // Each language's translations by their source's ending, counted once for all its habits; and those that
        // end otherwise, findings or not: a translation the rule lets be (one sentence in Chinese without its '。',
        // an ellipsis written as a full stop) shows the translator's habit all the same (Saily's Traditional
        // Chinese: 17 of 18 periods left out, one of them a finding).
        var endings: [String: [PunctuationMismatchRule.Ending: Int]] = [:]
        var changedEndings: [String: [PunctuationMismatchRule.Ending: Int]] = [:]
        var explained = Set<Int>()
        for (habit, indices) in found {
            if changedEndings[habit.language] == nil {
                var counts: [PunctuationMismatchRule.Ending: Int] = [:]
                for texts in pairs.byLanguage[habit.language] ?? [] {
                    let ending = sourceEnding(texts.source, texts.sourceLanguage)
                    if sourceEnding(texts.translation, habit.language) != ending { counts[ending, default: 0] += 1 }
                }
                changedEndings[habit.language] = counts
            }
            let changed = max(indices.count, changedEndings[habit.language]?[habit.ending] ?? 0)
            guard changed >= practiceMinimum else { continue }
            if endings[habit.language] == nil {
                var counts: [PunctuationMismatchRule.Ending: Int] = [:]
                for texts in pairs.byLanguage[habit.language] ?? [] {
                    counts[sourceEnding(texts.source, texts.sourceLanguage), default: 0] += 1
                }
                endings[habit.language] = counts
            }
            if changed * 4 >= endings[habit.language]?[habit.ending] ?? 0 { explained.formUnion(indices) }
        }
        return explained
    }

    /// Whether the pair's source ends with an ellipsis and its translation with a single full stop, which
    /// `punctuation-mismatch` leaves to the translator.
    static func isEllipsisAsPeriod(_ pair: TranslationPair) -> Bool {
        isEllipsisAsPeriod(
            source: pair.source, sourceLanguage: pair.sourceLanguage, translation: pair.translation, language: pair.language)
    }

    /// ``isEllipsisAsPeriod(_:)`` of a translation's texts and languages.
    static func isEllipsisAsPeriod(source: String, sourceLanguage: String, translation: String, language: String) -> Bool {
        func ending(_ text: String, _ language: String) -> PunctuationMismatchRule.Ending {
            PunctuationMismatchRule.ending(of: TranslationText.masked(text), language: TranslationText.language(language)).kind
        }
        guard ending(source, sourceLanguage) == .ellipsis, ending(translation, language) == .period
        else { return false }
        return !PunctuationMismatchRule.endsWithTwoPeriods(TranslationText.masked(translation))
    }

    /// The indices of `punctuation-mismatch` findings of a source whose colon or ellipsis a quarter or more of its
    /// translations, three at least, leave out or change: translators who agree on their own that the ending is the
    /// English text's style (damus's 'Report ID:' on a line of its own, 8 of 30; 'Could not find user to mute...',
    /// 8 of 30), not a part of the message. A slip is one translator's; a period is the sentence's.
    static func optionalEndings(_ diagnostics: [Diagnostic], catalogs: [StringCatalog]) -> Set<Int> {
        let rule = PunctuationMismatchRule.description.id
        var byKey: [String: [Int]] = [:]
        // A label's colon or an ellipsis only: a sentence's period left out stays a slip however many translators
        // leave it out (Simplenote's account-deletion paragraph, dropped in five languages of twenty).
        let styleEndings = ["the source ends with ':'", "the source ends with '...'", "the source ends with '…'"]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.ruleID == rule {
            guard let key = diagnostic.key, styleEndings.contains(where: diagnostic.message.contains) else { continue }
            byKey[key, default: []].append(index)
        }
        var explained = Set<Int>()
        for (key, indices) in byKey {
            // The most translations the key has in one catalog or table (a key may stand in several), and the most
            // of them that write its ellipsis as a full stop: no finding, but a change all the same.
            var translations = 0
            var asPeriods = 0
            for catalog in catalogs {
                guard let entry = catalog.entries[key] else { continue }
                let source = catalog.sourceLanguage
                let count = entry.localizations.keys.count(where: { $0 != source })
                translations = max(translations, count)
                guard let sourceText = entry.localizations[source]?.stringUnit?.value else { continue }
                let periods = entry.localizations.count(where: { language, localization in
                    guard language != source, let value = localization.stringUnit?.value else { return false }
                    return isEllipsisAsPeriod(TranslationPair(
                        key: key, language: language, source: sourceText, translation: value, sourceLanguage: source))
                })
                asPeriods = max(asPeriods, periods)
            }
            let changed = indices.count + asPeriods
            if changed >= practiceMinimum, translations > 0, changed * 4 >= translations { explained.formUnion(indices) }
        }
        return explained
    }

    /// The indices of single `untranslated-copy` findings whose words the language's real translations use: each
    /// word a translator would change (``UntranslatedCopyRule/translatableWords(in:language:glossary:)``) is a word
    /// of a translation in that language that is not its source and does not read as the source language, or its
    /// plural or singular there (Danish 'Download' beside 'Automatiske Downloads', Dutch 'Open in Finder' beside
    /// 'Open het bestand').
    static func wordsInUse(_ diagnostics: [Diagnostic], pairs: PracticePairs) -> Set<Int> {
        func words(_ text: String) -> [String] {
            UntranslatedCopyRule.words(in: TranslationText.masked(text)).map { $0.lowercased() }
        }
        // Each copy's words to translate, and every such word by language: a translation is read into words only
        // when its bytes hold one of its language's (most hold none; reading every one cost a fifth of a check of
        // catalogs alone).
        var copies: [(index: Int, language: String, words: [String])] = []
        var wanted: [String: Set<String>] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.ruleID == UntranslatedCopyRule.description.id {
            guard let key = diagnostic.key, let language = diagnostic.language,
                let pair = pairs.first(key: key, language: language)
            else { continue }
            let copied = UntranslatedCopyRule.translatableWords(in: pair.source, language: language, glossary: Glossary())
                .map { $0.lowercased() }
            guard !copied.isEmpty else { continue }
            copies.append((index, language, copied))
            wanted[language, default: []].formUnion(copied)
        }
        var explained = Set<Int>()
        guard !copies.isEmpty else { return explained }
        var vocabularies: [String: Set<String>] = [:]
        // Each source's words, read once: every language translates the same sources.
        var wordsOfSource: [String: [String]] = [:]
        func sourceWordsOf(_ source: String) -> [String] {
            if let known = wordsOfSource[source] { return known }
            let found = words(source)
            wordsOfSource[source] = found
            return found
        }
        for (language, candidates) in wanted {
            let texts = pairs.byLanguage[language] ?? []
            var sourceWords: Set<String>?
            var used = Set<String>()
            let needles = candidates.map { Array($0.utf8) }
            for text in texts where text.translation != text.source {
                guard FoldedBytes(text.translation).holdsAny(needles) else { continue }
                if sourceWords == nil { sourceWords = Set(texts.lazy.flatMap { sourceWordsOf($0.source) }) }
                guard let sourceWords,
                    !TranslationText.readsAsSourceLanguage(text.translation, isSourceWord: sourceWords.contains)
                else { continue }
                for word in words(text.translation) {
                    used.insert(word)
                    // A word joined to an article or a preposition (Maltese 'fil-Settings', 'is-Settings'; French
                    // 'l'application'): the word is used as it is.
                    if word.contains(where: { $0 == "-" || $0 == "'" || $0 == "’" }) {
                        for part in word.split(whereSeparator: { $0 == "-" || $0 == "'" || $0 == "’" }) { used.insert(String(part)) }
                    }
                }
            }
            vocabularies[language] = used
        }
        func isUsed(_ word: String, in used: Set<String>) -> Bool {
            used.contains(word) || used.contains(word + "s")
                || word.count > 3 && word.hasSuffix("s") && used.contains(String(word.dropLast()))
        }
        for copy in copies {
            let used = vocabularies[copy.language] ?? []
            if copy.words.allSatisfy({ isUsed($0, in: used) }) { explained.insert(copy.index) }
        }
        return explained
    }

    /// Whether `haystack` holds `needle`'s bytes, ASCII letters compared without case (`needle` lowercased: a
    /// source's word, `download` in `Automatiske Downloads`). Other letters are compared as they are.
    static func holdsASCIIIgnoringCase(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        FoldedBytes(haystack).holds(needle)
    }
}

/// The shape a key family shares: English text (with spaces), dotted, one lowercase word, one capitalised word, or
/// an identifier of other separators (`absolute-percent+keyframe`, `snake_case`).
/// Dotted keys are no family of their own: how their segments deviate is the configured style's question (init's
/// ``KeyStyle`` traits), and a new dotted key that breaks it is the slip `key-convention` is for.
struct KeyFamilyShape: Hashable {
    var shape: UInt8

    var isDotted: Bool { shape == 1 }

    init(_ key: String) {
        if key.contains(" ") {
            shape = 0
        } else if key.contains(".") {
            shape = 1
        } else if key.allSatisfy({ $0.isLetter && $0.isLowercase }) {
            shape = 2
        } else if key.allSatisfy(\.isLetter) {
            shape = 3
        } else {
            shape = 4
        }
    }
}
