import L10nDiagnostics

/// Many `untranslated-copy` findings in one language of one table are one finding with their count: a tool that
/// filled a language's gaps with the source (a Crowdin or Transifex sync, a script that appends the English) is one
/// problem to fix, not 158 lines. `l10n check --explain FILE` lists the copies behind it.
///
///     SourceCopyGroups.grouped(findings)
///     // Localizable.xcstrings:1:1: warning: 158 translations in 'ko' are the source text unchanged, e.g. 'Open in
///     //   Safari', 'Delete tunnel'; 'l10n check --explain Localizable.xcstrings' lists them [untranslated-copy]
///
/// A handful of copies (fewer than ``threshold``) stay one finding each: an oversight on a few strings, each worth
/// seeing where it is.
public enum SourceCopyGroups {
    /// From this many copies in one language and file on, they are one finding. On the six apps of issue 46 and the
    /// quality catalogs, a language and table held 1 to 8 copies where translators missed a few strings, and 11 to
    /// 488 where a sync filled the gaps with the source.
    public static let threshold = 10

    /// The file and language a group of copies belongs to.
    struct Place: Hashable {
        var file: String
        var language: String
    }

    /// `diagnostics` with each file's and language's `untranslated-copy` findings, when there are ``threshold`` or
    /// more, replaced by one at the start of the file (where it stays when strings are added), identified by its
    /// language and file (never its count, so a baseline keeps matching as copies are translated). The others keep
    /// their order.
    ///
    /// With the file's `coverage`, the copies of a language no one has translated yet are left out first
    /// (``languagesNotStarted(in:)``).
    public static func grouped(_ diagnostics: [Diagnostic], coverage: CatalogCoverage? = nil) -> [Diagnostic] {
        var diagnostics = diagnostics
        if let coverage {
            let notStarted = languagesNotStarted(in: coverage)
            if !notStarted.isEmpty { diagnostics.removeAll { isCopy($0) && notStarted.contains($0.language ?? "") } }
        }
        let copies = Dictionary(grouping: diagnostics.filter(isCopy), by: place)
        let mostlyCopied = coverage.map(languagesMostlyCopied(in:)) ?? []
        let large = copies.filter { $0.value.count >= threshold || ($0.value.count >= 3 && mostlyCopied.contains($0.key.language)) }
        guard !large.isEmpty else { return groupedByKey(diagnostics) }
        var result = diagnostics.filter { !isCopy($0) || large[place(of: $0)] == nil }
        for (place, group) in large.sorted(by: { ($0.key.file, $0.key.language) < ($1.key.file, $1.key.language) }) {
            result.append(finding(place, group))
        }
        return groupedByKey(result)
    }

    /// From this many languages with one key's copy on, they are one finding.
    public static let languagesPerKey = 3

    /// `diagnostics` with the copies of one key in one table, in ``languagesPerKey`` or more languages, replaced by
    /// one finding where the first of them stood: a string added after the last translation round and synced as
    /// the source into every language (Zap's camera permission, English in twelve `InfoPlist.strings`), one
    /// decision for the team, as ``UntranslatedKeyGroups`` makes one of a key several languages lack. A table's
    /// languages are its `xx.lproj` copies; a catalog is one file.
    static func groupedByKey(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        KeyLanguageGroups.grouped(diagnostics, threshold: languagesPerKey, member: isCopy) { first, key, languages in
            var message = "'\(key)' is the source text unchanged in \(UntranslatedTableGroups.named(languages))"
            if let text = copiedText(of: first) { message += " ('\(text)')" }
            message += "; their users read it in the source language"
            var finding = Diagnostic(
                location: first.location, severity: first.severity, ruleID: UntranslatedCopyRule.description.id,
                message: message, key: key)
            finding.text = "source copies of '\(key)'"
            return finding
        }
    }

    /// The languages of a catalog or table that are not required and hold at least twice as many copies of the
    /// source as real translations: a language a platform exported whole as English (Sileo's `el`, identical to
    /// its `Base`), or one its translators have barely started. Its users read English either way, as they do where
    /// a string is missing, which `missing-translation` leaves alone in a language that is not required; a copy is
    /// a finding among real translations, where it is the one string left in English. A language half translated
    /// (Psiphon's Hebrew: 108 translations, 109 copies) is under way: its copies are one finding. A required
    /// language keeps every copy reported (its coverage gate would pass on English text otherwise).
    ///
    ///     // 'el' in Sileo: 0 translated, 412 copies, not required
    ///     SourceCopyGroups.languagesNotStarted(in: coverage)   // ["el"]
    public static func languagesNotStarted(in coverage: CatalogCoverage) -> Set<String> {
        Set(coverage.languages.filter { $0.role == .other && $0.copies > 0 && $0.copies >= 2 * $0.translated }.map(\.language))
    }

    /// The languages of a catalog or table that hold at least as many copies of the source as real translations,
    /// required or not: a table handed over as English (Loop's `Learn/de.lproj`, its ten entries the English text).
    /// Three copies or more there are one finding, as ten are anywhere: one decision to translate the table.
    public static func languagesMostlyCopied(in coverage: CatalogCoverage) -> Set<String> {
        Set(coverage.languages.filter { $0.copies >= 3 && $0.copies >= $0.translated }.map(\.language))
    }

    /// Whether the diagnostic is one copy (not a group).
    static func isCopy(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.ruleID == UntranslatedCopyRule.description.id && diagnostic.key != nil && diagnostic.language != nil
    }

    static func place(of diagnostic: Diagnostic) -> Place {
        Place(file: diagnostic.location.file, language: diagnostic.language ?? "")
    }

    /// The one finding for a group of copies.
    static func finding(_ place: Place, _ group: [Diagnostic]) -> Diagnostic {
        let ordered = group.sorted(by: Diagnostic.reportOrder)
        var examples: [String] = []
        for text in ordered.lazy.compactMap(copiedText(of:)) where !examples.contains(text) {
            examples.append(text)
            if examples.count == 2 { break }
        }
        examples = examples.map { "'\($0)'" }
        var message = "\(group.count) translations in '\(place.language)' are the source text unchanged"
        if !examples.isEmpty { message += ", e.g. " + examples.joined(separator: ", ") }
        message += "; 'l10n check --explain \(place.file)' lists them"
        var finding = Diagnostic(
            location: SourceLocation(file: place.file, line: 1, column: 1), severity: group[0].severity,
            ruleID: UntranslatedCopyRule.description.id, message: message, language: place.language)
        finding.text = "source copies in '\(place.language)'"
        return finding
    }

    /// The copied text a copy's message quotes (`… unchanged ('Open in Safari')`), cut at 40 characters.
    static func copiedText(of diagnostic: Diagnostic) -> String? {
        let marker = UntranslatedCopyRule.messagePrefix
        guard let start = diagnostic.message.range(of: marker), diagnostic.message.hasSuffix("')") else { return nil }
        let text = diagnostic.message[start.upperBound...].dropLast(2)
        return text.count > 40 ? String(text.prefix(39)) + "…" : String(text)
    }

    /// The copies behind the groups of `file` (every copy in it when `file` has no group), in report order: what
    /// `check --explain FILE` lists.
    public static func copies(in file: String, of diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { isCopy($0) && $0.location.file == file }.sorted(by: Diagnostic.reportOrder)
    }
}
