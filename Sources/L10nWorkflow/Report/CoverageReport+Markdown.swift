import L10nCatalogChecks
import L10nFormats
import XCStrings

extension CoverageReport {
    /// Bytes of lists of keys not yet translated the Markdown holds at most, so a job summary or pull-request
    /// comment stays far below GitHub's 1 MB limit whatever the catalogs (tables come first and are small: a row
    /// per language, at most ``markdownCatalogRows`` catalogs, a row per rule).
    static let markdownListBudget = 200_000
    /// Catalog rows the Markdown shows at most; the rest are counted.
    static let markdownCatalogRows = 100

    /// GitHub-flavoured Markdown for a job summary or a pull-request comment: a table of languages with a text bar
    /// each, a table of catalogs, findings by rule, and, folded, the first ``listedKeys`` keys not yet translated in
    /// each required language of each catalog, with how many more there are (the HTML lists them all, in every
    /// language).
    ///
    ///     ## Localization coverage
    ///
    ///     1 catalog · 6 keys · 2 languages · 2 errors, 1 warning, 0 notes
    ///
    ///     | Language | Progress | Translated | Needs review | New | Source copies | Missing | Keys | To translate |
    ///     |:--|:--|--:|--:|--:|--:|--:|--:|--:|
    ///     | English `en` · source | `██████████` 100 % | 6 | 0 | 0 | 0 | 0 | 6 | - |
    ///     | Spanish `es` · required | `██████▋···`  66 % | 4 | 1 | 0 | 0 | 1 | 6 | 2 strings, 9 words |
    public func markdown() -> String {
        var out = "## Localization coverage\n\n"
        out += "\(headline) · \(findingsLine)\n"

        if !languages.isEmpty {
            out += "\n| Language | Progress | Translated | Needs review | New | Source copies | Missing | Keys | To translate |\n"
            out += "|:--|:--|--:|--:|--:|--:|--:|--:|--:|\n"
            for language in languages {
                out += "| \(Self.markdownName(language)) | \(Self.markdownBar(language)) | \(language.translated) | "
                    + "\(language.needsReview) | \(language.new) | \(language.copies) | \(language.missing) | \(language.total) | "
                    + "\(Self.work(language)) |\n"
            }
        }

        if !catalogs.isEmpty {
            out += "\n### Catalogs\n\n"
            out += "| Catalog | Source | Keys | Translated (all languages) | Errors | Warnings |\n"
            out += "|:--|:--|--:|:--|--:|--:|\n"
            for catalog in catalogs.prefix(Self.markdownCatalogRows) {
                guard catalog.failure == nil, let source = catalog.sourceLanguage else {
                    out += "| \(MarkdownText.code(catalog.file, limit: 120)) | | | **unreadable** | | |\n"
                    continue
                }
                let findings = catalogCounts[catalog.file] ?? .init()
                out += "| \(MarkdownText.code(catalog.file, limit: 120)) | `\(source)` | \(catalog.keys) | "
                    + "\(Self.markdownBar(Self.translations(of: catalog))) | \(findings.errors) | \(findings.warnings) |\n"
            }
            if catalogs.count > Self.markdownCatalogRows {
                out += "\n… and \(Self.counted(catalogs.count - Self.markdownCatalogRows, "more catalog")) "
                    + "(the HTML and JSON reports list them all).\n"
            }
        }

        if !findings.isEmpty {
            out += "\n### Findings by rule\n\n| Severity | Rule | Findings | What it finds |\n|:--|:--|--:|:--|\n"
            for finding in findings {
                out += "| \(finding.severity.rawValue) | `\(finding.rule)` | \(finding.count) | \(finding.summary) |\n"
            }
        }

        let unreadable = catalogs.compactMap(\.failure)
        if !unreadable.isEmpty {
            out += "\n### Unreadable catalogs\n\n| Error |\n|:--|\n"
            for failure in unreadable { out += "| \(MarkdownText.code(failure, limit: 300)) |\n" }
        }

        let lists = listedLanguages
        if !lists.isEmpty {
            out += "\n### Not translated yet\n"
            var used = 0
            for (index, (catalog, language)) in lists.enumerated() {
                let block = Self.markdownList(language, in: catalog)
                if used + block.utf8.count > Self.markdownListBudget {
                    out += "\n… and \(Self.counted(lists.count - index, "more list")), left out to keep this summary "
                        + "small (the HTML and JSON reports have them).\n"
                    break
                }
                used += block.utf8.count
                out += block
            }
        }
        return out
    }

    /// `Spanish `es` · required`.
    static func markdownName(_ language: LanguageCoverage) -> String {
        var name = LanguageNames.name(of: language.language).map { "\($0) " } ?? ""
        name += "`\(language.language)`"
        if language.role != .other { name += " · \(language.role.rawValue)" }
        return name
    }

    /// `` `█████▌····`  56 % ``: the bar in a code span, so it keeps its width.
    static func markdownBar(_ language: LanguageCoverage) -> String {
        let number = String(language.percent)
        return "`\(TextBar.draw(language.fraction))` " + String(repeating: " ", count: max(0, 3 - number.count))
            + number + " %"
    }

    /// A folded table of the first ``listedKeys`` keys not yet translated in one language of one catalog, then how
    /// many more there are and where to find them.
    static func markdownList(_ language: LanguageCoverage, in catalog: CatalogCoverage) -> String {
        var escaper = XMLEscaper()
        var block = "\n<details><summary>\(escaper.text(title(language.language))) in "
            + "\(escaper.text(catalog.file)): \(counted(language.notTranslated, "key")) not translated</summary>\n\n"
        block += "| Key | State | Source text | Current value |\n|:--|:--|:--|:--|\n"
        let shown = language.samples.prefix(listedKeys)
        for sample in shown {
            var key = MarkdownText.code(sample.key)
            if !sample.variant.isRoot { key += " (\(MarkdownText.code(sample.variant.description)))" }
            block += "| \(key) | \(sample.state.label) | \(sample.source.map { MarkdownText.code($0) } ?? "") | "
                + "\(sample.value.map { MarkdownText.code($0) } ?? "") |\n"
        }
        let more = language.notTranslated - shown.count
        if more > 0 {
            block += "\n… and \(more) more: the HTML report (`l10n report --format html`) lists them all; "
                + "`l10n extract --language \(language.language)` exports them.\n"
        }
        return block + "\n</details>\n"
    }
}
