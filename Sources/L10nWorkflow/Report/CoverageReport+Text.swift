import Foundation
import L10nCatalogChecks

extension CoverageReport {
    /// Plain text for a terminal or a CI log: the languages over all catalogs with a bar each, each catalog's
    /// required languages (the others on one line), the first ``listedKeys`` keys not yet translated in each
    /// required language, findings by rule, and the catalogs that could not be read.
    ///
    ///     Localization coverage: 1 catalog · 6 keys · 2 languages
    ///
    ///         language            progress          translated  review  new  copy  missing  keys  to translate
    ///     en  English (source)    ██████████ 100 %           6       0    0     0        0     6  -
    ///     es  Spanish (required)  ██████▋···  66 %           4       1    0     0        1     6  2 strings, 9 words
    ///     …
    public func text() -> String {
        var out = "Localization coverage: \(headline) (l10n \(toolVersion))\n"
        out += "Findings: \(findingsLine) in \(Self.counted(filesScanned, "file"))\n"
        if !languages.isEmpty {
            out += "\n" + Self.languageTable(languages, indent: "")
        }

        if catalogs.count > 1 || catalogs.contains(where: { $0.failure != nil }) {
            out += "\nCatalogs\n"
            for catalog in catalogs {
                guard catalog.failure == nil, let source = catalog.sourceLanguage else {
                    out += "  \(catalog.file): unreadable\n"
                    continue
                }
                let all = Self.translations(of: catalog)
                let findings = catalogCounts[catalog.file] ?? .init()
                out += "  \(catalog.file): \(Self.counted(catalog.keys, "key")), source \(source), "
                    + "\(all.percent) % translated in \(Self.counted(catalog.languages.count - 1, "other language")); "
                    + "\(Self.counted(findings.errors, "error")), \(Self.counted(findings.warnings, "warning"))\n"
                let shown = catalog.languages.filter { $0.role != .other }
                out += Self.languageTable(shown, indent: "    ", header: false)
                let others = catalog.languages.filter { $0.role == .other }
                if !others.isEmpty {
                    out += "    others: " + others.map { "\($0.language) \($0.percent) %" }.joined(separator: ", ") + "\n"
                }
            }
        }

        for (catalog, language) in listedLanguages {
            out += "\nNot translated yet in '\(language.language)', \(catalog.file): "
                + "\(Self.counted(language.notTranslated, "key"))\n"
            let shown = language.samples.prefix(Self.listedKeys)
            let width = shown.map { $0.state.label.count }.max() ?? 0
            for sample in shown {
                var line = "  " + sample.state.label.padding(toLength: width, withPad: " ", startingAt: 0)
                line += "  '\(Self.oneLine(sample.key))'"
                if !sample.variant.isRoot { line += " (\(sample.variant))" }
                if let source = sample.source { line += "  \"\(Self.oneLine(source))\"" }
                if let value = sample.value { line += " → \"\(Self.oneLine(value))\"" }
                out += line + "\n"
            }
            let more = language.notTranslated - shown.count
            if more > 0 {
                out += "  … and \(more) more: 'l10n report --format html' lists them all, "
                    + "'l10n extract --language \(language.language)' exports them\n"
            }
        }

        if !findings.isEmpty {
            out += "\nFindings by rule\n"
            let ruleWidth = findings.map(\.rule.count).max() ?? 0
            let countWidth = findings.map { String($0.count).count }.max() ?? 0
            for finding in findings {
                let count = String(finding.count)
                out += "  " + finding.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0) + "  "
                    + String(repeating: " ", count: countWidth - count.count) + count + "  "
                    + finding.rule.padding(toLength: ruleWidth, withPad: " ", startingAt: 0) + "  " + finding.summary
                    + "\n"
            }
        }

        let unreadable = catalogs.compactMap(\.failure)
        if !unreadable.isEmpty {
            out += "\nUnreadable catalogs\n"
            for failure in unreadable { out += "  \(failure)\n" }
        }
        return out
    }

    /// One row per language: code, name, bar, counts, work left.
    static func languageTable(_ languages: [LanguageCoverage], indent: String, header: Bool = true) -> String {
        var rows: [[String]] = []
        if header {
            rows.append(["", "language", "progress", "translated", "review", "new", "copy", "missing", "keys", "to translate"])
        }
        for language in languages {
            var name = LanguageNames.name(of: language.language) ?? ""
            if language.role != .other { name += name.isEmpty ? language.role.rawValue : " (\(language.role.rawValue))" }
            rows.append([
                language.language, name, TextBar.labelled(language.fraction, language.percent),
                String(language.translated), String(language.needsReview), String(language.new),
                String(language.copies), String(language.missing), String(language.total), work(language),
            ])
        }
        let numeric: Set<Int> = [3, 4, 5, 6, 7, 8]
        var widths = Array(repeating: 0, count: 10)
        for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
        return rows.map { row in
            var line = indent
            for (column, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { line += "  " }
                line += numeric.contains(column) ? pad + cell : (column == row.count - 1 ? cell : cell + pad)
            }
            return line + "\n"
        }.joined()
    }

    /// Text on one line, cut at 60 characters: `↵` for line breaks.
    static func oneLine(_ text: String, limit: Int = 60) -> String {
        var line = text.replacingOccurrences(of: "\r\n", with: "↵").replacingOccurrences(of: "\n", with: "↵")
            .replacingOccurrences(of: "\t", with: " ")
        if line.count > limit { line = String(line.prefix(limit - 1)) + "…" }
        return line
    }
}
