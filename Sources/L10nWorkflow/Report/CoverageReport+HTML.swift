import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import XCStrings

extension CoverageReport {
    /// One self-contained HTML page: inline CSS and one inline script (no font, image, link or request to
    /// fetch; a Content-Security-Policy says so), light and dark colours after the reader's setting, tables with
    /// header cells, language names with their codes, and values in their writing direction (`dir="rtl"` for
    /// Arabic, Hebrew …, `dir="auto"` for keys). Sections: languages over all catalogs with a bar each
    /// (translated, needs review and new in three colours over the missing part), the catalogs, findings by rule
    /// and, folded, every finding of each rule (file:line:column, message), unreadable catalogs, then each
    /// catalog's languages and, folded, every key not yet translated in each language. A filter box (shown when
    /// the script runs) narrows the folded lists to the rows holding what is typed.
    ///
    /// On a narrow screen (a 390 px phone) nothing is wider than the screen: tables keep their essential columns
    /// (language, bar, percentage, translated), lists of keys and findings become cards, paths wrap after a `/`,
    /// keys after a `.`, `_` or `-`, and language codes never wrap.
    public func html() -> String {
        var page = HTMLPage()
        page.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        page.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        page.raw("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; ")
        page.raw("script-src 'unsafe-inline'\">\n")
        page.raw("<meta name=\"color-scheme\" content=\"light dark\">\n")
        page.raw("<meta name=\"generator\" content=\"l10n \(page.text(toolVersion))\">\n")
        page.raw("<title>Localization coverage</title>\n<style>\n\(Self.htmlStyle)</style>\n</head>\n<body>\n<main>\n")
        page.raw("<h1>Localization coverage</h1>\n<p class=\"meta\">\(page.text(headline)) · \(page.text(findingsLine))")
        page.raw(" · l10n \(page.text(toolVersion))</p>\n")
        page.raw(Self.htmlLegend)
        page.raw(Self.htmlFilter)

        page.raw("<section aria-labelledby=\"languages\">\n<h2 id=\"languages\">Languages</h2>\n")
        htmlLanguageTable(languages, caption: "All catalogs: keys by state in each language", into: &page)
        page.raw("</section>\n")

        if !catalogs.isEmpty { htmlCatalogTable(into: &page) }
        htmlFindings(into: &page)

        let unreadable = catalogs.filter { $0.failure != nil }
        if !unreadable.isEmpty {
            page.raw("<section aria-labelledby=\"unreadable\">\n<h2 id=\"unreadable\">Unreadable catalogs</h2>\n<ul class=\"failures\">\n")
            for catalog in unreadable {
                page.raw("<li><code class=\"path\">\(page.path(catalog.failure ?? catalog.file))</code></li>\n")
            }
            page.raw("</ul>\n</section>\n")
        }

        for (index, catalog) in catalogs.enumerated() where catalog.failure == nil {
            htmlCatalogSection(catalog, index: index, open: catalogs.count == 1, into: &page)
        }
        page.raw(Self.htmlFootnote)
        page.raw("</main>\n<script>\n\(Self.htmlScript)</script>\n</body>\n</html>\n")
        return page.out
    }

    /// The catalogs: source language, keys, share translated over all their languages, errors and warnings.
    func htmlCatalogTable(into page: inout HTMLPage) {
        page.raw("<section aria-labelledby=\"catalogs\">\n<h2 id=\"catalogs\">Catalogs</h2>\n<div class=\"scroll\">\n")
        page.raw("<table class=\"catalogs cards\">\n")
        page.raw("<thead><tr><th scope=\"col\">Catalog</th><th scope=\"col\" class=\"wide\">Source</th>")
        page.raw("<th scope=\"col\" class=\"num wide\">Keys</th>")
        page.raw("<th scope=\"col\">Translated (all languages)</th><th scope=\"col\" class=\"num\">%</th>")
        page.raw("<th scope=\"col\" class=\"num wide\">Errors</th><th scope=\"col\" class=\"num wide\">Warnings</th></tr></thead>\n<tbody>\n")
        for (index, catalog) in catalogs.enumerated() {
            guard catalog.failure == nil, let source = catalog.sourceLanguage else {
                page.raw("<tr class=\"unreadable\"><th scope=\"row\"><code class=\"path\">\(page.path(catalog.file))</code></th>")
                page.raw("<td colspan=\"6\" class=\"error\">unreadable</td></tr>\n")
                continue
            }
            let all = Self.translations(of: catalog)
            let findings = catalogCounts[catalog.file] ?? .init()
            page.raw("<tr data-catalog=\"\(page.attribute(catalog.file))\" data-translated=\"\(all.translated)\" ")
            page.raw("data-total=\"\(all.total)\"><th scope=\"row\">")
            page.raw("<a href=\"#catalog-\(index)\"><code class=\"path\">\(page.path(catalog.file))</code></a></th>")
            page.raw("<td class=\"wide\">\(page.text(Self.title(source)))</td><td class=\"num wide\">\(catalog.keys)</td>")
            page.raw("<td>\(Self.htmlBar(all))</td><td class=\"num\">\(all.percent) %</td>")
            page.raw("<td class=\"num wide\">\(findings.errors)</td><td class=\"num wide\">\(findings.warnings)</td></tr>\n")
        }
        page.raw("</tbody>\n</table>\n</div>\n</section>\n")
    }

    /// Findings counted by rule, then, folded per rule, each finding: where (`path:line:column`) and what.
    func htmlFindings(into page: inout HTMLPage) {
        page.raw("<section aria-labelledby=\"findings\">\n<h2 id=\"findings\">Findings by rule</h2>\n")
        guard !findings.isEmpty else {
            page.raw("<p>No findings.</p>\n</section>\n")
            return
        }
        page.raw("<div class=\"scroll\">\n<table class=\"findings\">\n<thead><tr><th scope=\"col\">Severity</th><th scope=\"col\">Rule</th>")
        page.raw("<th scope=\"col\" class=\"num\">Findings</th><th scope=\"col\" class=\"wide\">What it finds</th></tr></thead>\n<tbody>\n")
        for finding in findings {
            page.raw("<tr><td class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td>")
            page.raw("<th scope=\"row\"><code>\(page.text(finding.rule))</code></th><td class=\"num\">\(finding.count)</td>")
            page.raw("<td class=\"wide\">\(page.text(finding.summary))</td></tr>\n")
        }
        page.raw("</tbody>\n</table>\n</div>\n")
        for finding in findings where !finding.diagnostics.isEmpty {
            page.raw("<details class=\"list rule\" data-rule=\"\(page.attribute(finding.rule))\" ")
            page.raw("data-severity=\"\(finding.severity.rawValue)\"><summary><code>\(page.text(finding.rule))</code> ")
            page.raw("(\(finding.severity.rawValue)): \(Self.counted(finding.diagnostics.count, "finding"))</summary>\n")
            page.raw("<div class=\"scroll\">\n<table class=\"list cards\">\n")
            page.raw("<thead><tr><th scope=\"col\">Where</th><th scope=\"col\">Message</th></tr></thead>\n<tbody>\n")
            for diagnostic in finding.diagnostics {
                let location = diagnostic.location
                page.raw("<tr><td><code class=\"path\">\(page.path(location.file)):\(location.line):\(location.column)</code></td>")
                page.raw("<td>\(page.text(diagnostic.message))</td></tr>\n")
            }
            page.raw("</tbody>\n</table>\n</div>\n</details>\n")
        }
        page.raw("</section>\n")
    }

    /// One catalog: its languages, then every key not yet translated in each language, folded.
    func htmlCatalogSection(_ catalog: CatalogCoverage, index: Int, open: Bool, into page: inout HTMLPage) {
        let source = catalog.sourceLanguage ?? ""
        page.raw("<section class=\"catalog\" id=\"catalog-\(index)\">\n<details\(open ? " open" : "")>")
        page.raw("<summary><h2><code class=\"path\">\(page.path(catalog.file))</code></h2></summary>\n")
        let findings = catalogCounts[catalog.file] ?? .init()
        page.raw("<p class=\"meta\">Source \(page.text(Self.title(source))) · \(Self.counted(catalog.keys, "key")) · ")
        page.raw("\(Self.counted(findings.errors, "error")), \(Self.counted(findings.warnings, "warning")), ")
        page.raw("\(Self.counted(findings.notes, "note"))</p>\n")
        htmlLanguageTable(catalog.languages, caption: "Keys by state in each language", into: &page)
        let left = catalog.languages.filter { $0.notTranslated > 0 }
        if !left.isEmpty {
            page.raw("<h3>Not translated yet</h3>\n")
            for language in left { htmlKeyList(language, source: source, into: &page) }
        }
        page.raw("</details>\n</section>\n")
    }

    /// Every key not yet translated in one language of a catalog, folded: the key with its comment and the places
    /// the code uses it, then every string the language needs for it (each plural category, device or substitution
    /// case, done or not) with its state, source text and current value. On a narrow screen each key is a card.
    func htmlKeyList(_ language: LanguageCoverage, source: String, into page: inout HTMLPage) {
        page.raw("<details class=\"list keys\" data-language=\"\(page.attribute(language.language))\"><summary>")
        page.raw("\(page.text(Self.title(language.language))): \(Self.counted(language.notTranslated, "key"))</summary>\n")
        page.raw("<div class=\"scroll\">\n<table class=\"list cards\">\n")
        page.raw("<thead><tr><th scope=\"col\">Key</th><th scope=\"col\">Strings: state, source text → current value</th>")
        page.raw("</tr></thead>\n<tbody>\n")
        let sourceText = "lang=\"\(page.attribute(source))\" dir=\"\(LanguageNames.isRightToLeft(source) ? "rtl" : "auto")\""
        let valueText = "lang=\"\(page.attribute(language.language))\" "
            + "dir=\"\(LanguageNames.isRightToLeft(language.language) ? "rtl" : "auto")\""
        for sample in language.samples {
            page.raw("<tr><th scope=\"row\"><code class=\"key\" dir=\"auto\">\(page.key(sample.key))</code>")
            if let comment = sample.comment, !comment.isEmpty {
                page.raw("<span class=\"comment\">\(page.text(comment))</span>")
            }
            let places = usages[sample.key] ?? []
            if !places.isEmpty {
                page.raw("<span class=\"used\">used at ")
                for (index, place) in places.prefix(Self.htmlUsagesShown).enumerated() {
                    page.raw("\(index > 0 ? ", " : "")<code class=\"path\">\(page.path(place.description))</code>")
                }
                if places.count > Self.htmlUsagesShown { page.raw(" and \(places.count - Self.htmlUsagesShown) more") }
                page.raw("</span>")
            }
            page.raw("</th><td><ul class=\"strings\">")
            let parts = sample.strings.isEmpty
                ? [CoverageSample.Part(variant: sample.variant, state: sample.state, source: sample.source, value: sample.value)]
                : sample.strings
            for part in parts {
                page.raw("<li>")
                if !part.variant.isRoot { page.raw("<span class=\"variant\">\(page.text(part.variant.description))</span> ") }
                page.raw("<span class=\"state-\(part.state.rawValue)\">\(part.state.label)</span>")
                if let text = part.source { page.raw(" <span class=\"source\" \(sourceText)>\(page.text(text))</span>") }
                if let value = part.value { page.raw(" → <span class=\"value\" \(valueText)>\(page.text(value))</span>") }
                page.raw("</li>")
            }
            page.raw("</ul></td></tr>\n")
        }
        page.raw("</tbody>\n</table>\n</div>\n")
        let more = language.notTranslated - language.samples.count
        if more > 0 {
            page.raw("<p class=\"more\">… and \(more) more: <code>l10n extract --language ")
            page.raw("\(page.text(language.language))</code> exports them all.</p>\n")
        }
        page.raw("</details>\n")
    }

    /// How many places in the code a key's card names before "and N more".
    static let htmlUsagesShown = 3

    /// A table of languages: name and code, bar, percentage, keys by state, work left.
    func htmlLanguageTable(_ languages: [LanguageCoverage], caption: String, into page: inout HTMLPage) {
        page.raw("<div class=\"scroll\">\n<table class=\"languages\">\n<caption>\(page.text(caption))</caption>\n<thead><tr>")
        page.raw("<th scope=\"col\">Language</th><th scope=\"col\">Progress</th><th scope=\"col\" class=\"num\">%</th>")
        page.raw("<th scope=\"col\" class=\"num\">Translated</th>")
        for heading in ["Needs review", "New", "Source copies", "Missing", "Keys", "Strings to translate", "Words"] {
            page.raw("<th scope=\"col\" class=\"num wide\">\(heading)</th>")
        }
        page.raw("</tr></thead>\n<tbody>\n")
        for language in languages {
            let code = page.attribute(language.language)
            page.raw("<tr data-language=\"\(code)\" data-translated=\"\(language.translated)\" data-total=\"\(language.total)\">")
            page.raw("<th scope=\"row\">")
            if let name = LanguageNames.name(of: language.language) { page.raw("\(page.text(name)) ") }
            page.raw("<code>\(page.text(language.language))</code>")
            if language.role != .other { page.raw(" <span class=\"role\">\(language.role.rawValue)</span>") }
            page.raw("</th><td>\(Self.htmlBar(language))</td><td class=\"num\">\(language.percent) %</td>")
            page.raw("<td class=\"num\">\(language.translated)</td>")
            for count in [language.needsReview, language.new, language.copies, language.missing, language.total] {
                page.raw("<td class=\"num wide\">\(count)</td>")
            }
            if language.role == .source {
                page.raw("<td class=\"num wide\">-</td><td class=\"num wide\">-</td></tr>\n")
            } else {
                page.raw("<td class=\"num wide\">\(language.stringsToTranslate)</td>")
                page.raw("<td class=\"num wide\">\(language.wordsToTranslate)</td></tr>\n")
            }
        }
        page.raw("</tbody>\n</table>\n</div>\n")
    }

    /// The part of a bar left for what is not translated, at least: 99 % never looks like 100 %.
    static let htmlBarRemainder = "4px"

    /// A bar in three colours (translated, needs review, new) over the rest (missing), with a text alternative.
    /// Until every key is translated, the translated part stops ``htmlBarRemainder`` short of the end.
    static func htmlBar(_ language: LanguageCoverage) -> String {
        let total = max(language.total, 1)
        func width(_ count: Int) -> String { String(format: "%.3f%%", Double(count) * 100 / Double(total)) }
        let review = language.needsReview * 100 / total
        let new = language.new * 100 / total
        let done = language.notTranslated == 0
            ? "100%" : "min(\(width(language.translated)), calc(100% - \(htmlBarRemainder)))"
        return "<div class=\"bar\" role=\"img\" aria-label=\"\(language.percent) % translated, \(review) % needs review, "
            + "\(new) % new\"><span class=\"done\" style=\"width:\(done)\">"
            + "</span><span class=\"review\" style=\"width:\(width(language.needsReview))\"></span>"
            + "<span class=\"new\" style=\"width:\(width(language.new))\"></span></div>"
    }
}
