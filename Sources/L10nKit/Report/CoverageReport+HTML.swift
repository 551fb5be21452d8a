import Foundation
import XCStrings

extension CoverageReport {
    /// One self-contained HTML page: inline CSS only (no script, font, image or link to fetch; a
    /// Content-Security-Policy says so), light and dark colours after the reader's setting, tables with header
    /// cells, language names with their codes, and values in their writing direction (`dir="rtl"` for Arabic,
    /// Hebrew …, `dir="auto"` for keys). Sections: languages over all catalogs with a bar each (translated,
    /// needs review and new in three colours), the catalogs, findings by rule, unreadable catalogs, then each
    /// catalog's languages and, folded, the first keys not yet translated in each language.
    public func html() -> String {
        var page = HTMLPage()
        page.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        page.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        page.raw("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n")
        page.raw("<meta name=\"color-scheme\" content=\"light dark\">\n")
        page.raw("<meta name=\"generator\" content=\"l10n \(page.text(toolVersion))\">\n")
        page.raw("<title>Localization coverage</title>\n<style>\n\(Self.htmlStyle)</style>\n</head>\n<body>\n<main>\n")
        page.raw("<h1>Localization coverage</h1>\n<p class=\"meta\">\(page.text(headline)) · \(page.text(findingsLine))")
        page.raw(" · l10n \(page.text(toolVersion))</p>\n")
        page.raw(Self.htmlLegend)

        page.raw("<section aria-labelledby=\"languages\">\n<h2 id=\"languages\">Languages</h2>\n")
        htmlLanguageTable(languages, caption: "All catalogs: keys by state in each language", into: &page)
        page.raw("</section>\n")

        if !catalogs.isEmpty {
            page.raw("<section aria-labelledby=\"catalogs\">\n<h2 id=\"catalogs\">Catalogs</h2>\n<table class=\"catalogs\">\n")
            page.raw("<thead><tr><th scope=\"col\">Catalog</th><th scope=\"col\">Source</th><th scope=\"col\" class=\"num\">Keys</th>")
            page.raw("<th scope=\"col\">Translated (all languages)</th><th scope=\"col\" class=\"num\">%</th>")
            page.raw("<th scope=\"col\" class=\"num\">Errors</th><th scope=\"col\" class=\"num\">Warnings</th></tr></thead>\n<tbody>\n")
            for (index, catalog) in catalogs.enumerated() {
                guard catalog.failure == nil, let source = catalog.sourceLanguage else {
                    page.raw("<tr class=\"unreadable\"><th scope=\"row\"><code>\(page.text(catalog.file))</code></th>")
                    page.raw("<td colspan=\"6\" class=\"error\">unreadable</td></tr>\n")
                    continue
                }
                let all = Self.translations(of: catalog)
                let findings = catalogCounts[catalog.file] ?? .init()
                page.raw("<tr data-catalog=\"\(page.attribute(catalog.file))\" data-translated=\"\(all.translated)\" ")
                page.raw("data-total=\"\(all.total)\"><th scope=\"row\">")
                page.raw("<a href=\"#catalog-\(index)\"><code>\(page.text(catalog.file))</code></a></th>")
                page.raw("<td>\(page.text(Self.title(source)))</td><td class=\"num\">\(catalog.keys)</td>")
                page.raw("<td>\(Self.htmlBar(all))</td><td class=\"num\">\(all.percent) %</td>")
                page.raw("<td class=\"num\">\(findings.errors)</td><td class=\"num\">\(findings.warnings)</td></tr>\n")
            }
            page.raw("</tbody>\n</table>\n</section>\n")
        }

        page.raw("<section aria-labelledby=\"findings\">\n<h2 id=\"findings\">Findings by rule</h2>\n")
        if findings.isEmpty {
            page.raw("<p>No findings.</p>\n")
        } else {
            page.raw("<table class=\"findings\">\n<thead><tr><th scope=\"col\">Severity</th><th scope=\"col\">Rule</th>")
            page.raw("<th scope=\"col\" class=\"num\">Findings</th><th scope=\"col\">What it finds</th></tr></thead>\n<tbody>\n")
            for finding in findings {
                page.raw("<tr><td class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td>")
                page.raw("<th scope=\"row\"><code>\(page.text(finding.rule))</code></th><td class=\"num\">\(finding.count)</td>")
                page.raw("<td>\(page.text(finding.summary))</td></tr>\n")
            }
            page.raw("</tbody>\n</table>\n")
        }
        page.raw("</section>\n")

        let unreadable = catalogs.filter { $0.failure != nil }
        if !unreadable.isEmpty {
            page.raw("<section aria-labelledby=\"unreadable\">\n<h2 id=\"unreadable\">Unreadable catalogs</h2>\n<ul class=\"failures\">\n")
            for catalog in unreadable {
                page.raw("<li><code>\(page.text(catalog.failure ?? catalog.file))</code></li>\n")
            }
            page.raw("</ul>\n</section>\n")
        }

        for (index, catalog) in catalogs.enumerated() where catalog.failure == nil {
            htmlCatalogSection(catalog, index: index, open: catalogs.count == 1, into: &page)
        }
        page.raw(Self.htmlFootnote)
        page.raw("</main>\n</body>\n</html>\n")
        return page.out
    }

    /// One catalog: its languages, then the first keys not yet translated in each language, folded.
    func htmlCatalogSection(_ catalog: CatalogCoverage, index: Int, open: Bool, into page: inout HTMLPage) {
        let source = catalog.sourceLanguage ?? ""
        page.raw("<section class=\"catalog\" id=\"catalog-\(index)\">\n<details\(open ? " open" : "")>")
        page.raw("<summary><h2><code>\(page.text(catalog.file))</code></h2></summary>\n")
        let findings = catalogCounts[catalog.file] ?? .init()
        page.raw("<p class=\"meta\">Source \(page.text(Self.title(source))) · \(Self.counted(catalog.keys, "key")) · ")
        page.raw("\(Self.counted(findings.errors, "error")), \(Self.counted(findings.warnings, "warning")), ")
        page.raw("\(Self.counted(findings.notes, "note"))</p>\n")
        htmlLanguageTable(catalog.languages, caption: "Keys by state in each language", into: &page)
        let left = catalog.languages.filter { $0.notTranslated > 0 }
        if !left.isEmpty {
            page.raw("<h3>Not translated yet</h3>\n")
            for language in left {
                page.raw("<details class=\"keys\"><summary>\(page.text(Self.title(language.language))): ")
                page.raw("\(Self.counted(language.notTranslated, "key"))</summary>\n<table>\n")
                page.raw("<thead><tr><th scope=\"col\">Key</th><th scope=\"col\">State</th><th scope=\"col\">Source text</th>")
                page.raw("<th scope=\"col\">Current value</th></tr></thead>\n<tbody>\n")
                let sourceDirection = LanguageNames.isRightToLeft(source) ? "rtl" : "auto"
                let direction = LanguageNames.isRightToLeft(language.language) ? "rtl" : "auto"
                for sample in language.samples {
                    page.raw("<tr><th scope=\"row\"><code dir=\"auto\">\(page.text(sample.key))</code>")
                    if !sample.variant.isRoot { page.raw(" <span class=\"variant\">\(page.text(sample.variant.description))</span>") }
                    page.raw("</th><td class=\"state-\(sample.state.rawValue)\">\(sample.state.label)</td>")
                    page.raw("<td lang=\"\(page.attribute(source))\" dir=\"\(sourceDirection)\">\(page.text(sample.source ?? ""))</td>")
                    page.raw("<td lang=\"\(page.attribute(language.language))\" dir=\"\(direction)\">")
                    page.raw("\(page.text(sample.value ?? ""))</td></tr>\n")
                }
                page.raw("</tbody>\n</table>\n")
                let more = language.notTranslated - language.samples.count
                if more > 0 {
                    page.raw("<p class=\"more\">… and \(more) more: <code>l10n extract --language ")
                    page.raw("\(page.text(language.language))</code> exports them all.</p>\n")
                }
                page.raw("</details>\n")
            }
        }
        page.raw("</details>\n</section>\n")
    }

    /// A table of languages: name and code, bar, percentage, keys by state, work left.
    func htmlLanguageTable(_ languages: [LanguageCoverage], caption: String, into page: inout HTMLPage) {
        page.raw("<table class=\"languages\">\n<caption>\(page.text(caption))</caption>\n<thead><tr>")
        page.raw("<th scope=\"col\">Language</th><th scope=\"col\">Progress</th><th scope=\"col\" class=\"num\">%</th>")
        for heading in ["Translated", "Needs review", "New", "Missing", "Keys"] {
            page.raw("<th scope=\"col\" class=\"num\">\(heading)</th>")
        }
        page.raw("<th scope=\"col\" class=\"num\">Strings to translate</th><th scope=\"col\" class=\"num\">Words</th></tr></thead>\n<tbody>\n")
        for language in languages {
            let code = page.attribute(language.language)
            page.raw("<tr data-language=\"\(code)\" data-translated=\"\(language.translated)\" data-total=\"\(language.total)\">")
            page.raw("<th scope=\"row\">")
            if let name = LanguageNames.name(of: language.language) { page.raw("\(page.text(name)) ") }
            page.raw("<code>\(page.text(language.language))</code>")
            if language.role != .other { page.raw(" <span class=\"role\">\(language.role.rawValue)</span>") }
            page.raw("</th><td>\(Self.htmlBar(language))</td><td class=\"num\">\(language.percent) %</td>")
            for count in [language.translated, language.needsReview, language.new, language.missing, language.total] {
                page.raw("<td class=\"num\">\(count)</td>")
            }
            if language.role == .source {
                page.raw("<td class=\"num\">-</td><td class=\"num\">-</td></tr>\n")
            } else {
                page.raw("<td class=\"num\">\(language.stringsToTranslate)</td><td class=\"num\">\(language.wordsToTranslate)</td></tr>\n")
            }
        }
        page.raw("</tbody>\n</table>\n")
    }

    /// A bar in three colours (translated, needs review, new) over the rest (missing), with a text alternative.
    static func htmlBar(_ language: LanguageCoverage) -> String {
        let total = max(language.total, 1)
        func width(_ count: Int) -> String { String(format: "%.3f%%", Double(count) * 100 / Double(total)) }
        let review = language.needsReview * 100 / total
        let new = language.new * 100 / total
        return "<div class=\"bar\" role=\"img\" aria-label=\"\(language.percent) % translated, \(review) % needs review, "
            + "\(new) % new\"><span class=\"done\" style=\"width:\(language.total == 0 ? "100%" : width(language.translated))\">"
            + "</span><span class=\"review\" style=\"width:\(width(language.needsReview))\"></span>"
            + "<span class=\"new\" style=\"width:\(width(language.new))\"></span></div>"
    }

    static let htmlLegend = """
        <p class="legend"><span class="swatch done"></span> translated <span class="swatch review"></span> needs review \
        <span class="swatch new"></span> new <span class="swatch missing"></span> missing</p>

        """

    static let htmlFootnote = """
        <footer class="meta"><p>A key counts in a language when it is translatable and not stale. It is translated \
        when every string the language needs for it (each plural category Xcode creates for the language, each \
        device and substitution case) has a value in a state other than new or needs review; otherwise its least \
        advanced string decides. Every language the project ships counts in every catalog (a catalog without it \
        has all its keys missing there); the empty key is not counted. These are the numbers of \
        <code>l10n check</code>; strings and words to translate are what <code>l10n extract --language</code> \
        exports.</p></footer>

        """

    static let htmlStyle = """
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0;
          --head: #f6f8fa; --done: #1a7f37; --review: #bf8700; --new: #0969da; --track: #e1e6eb;
          --error: #cf222e; --warning: #9a6700; --note: #0969da; --link: #0969da; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --head: #151b23;
            --done: #3fb950; --review: #d29922; --new: #4493f8; --track: #2a313c;
            --error: #ff7b72; --warning: #d29922; --note: #79c0ff; --link: #79c0ff; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
        main { max-width: 1280px; margin: 0 auto; padding: 24px; }
        h1 { font-size: 26px; margin: 0 0 4px; }
        h2 { font-size: 20px; margin: 28px 0 8px; }
        h3 { font-size: 16px; margin: 16px 0 8px; }
        summary h2 { display: inline; font-size: 16px; margin: 0; }
        a { color: var(--link); }
        code { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
        .meta, .more, caption, .role, .variant { color: var(--muted); }
        .legend { color: var(--fg); margin: 8px 0 0; }
        footer { margin-top: 32px; border-top: 1px solid var(--line); }
        caption { text-align: left; font-size: 13px; padding: 0 0 4px; }
        table { border-collapse: collapse; width: 100%; margin: 4px 0 16px; }
        th, td { border-bottom: 1px solid var(--line); padding: 5px 10px; text-align: left; vertical-align: middle; }
        thead th { background: var(--head); font-weight: 600; white-space: nowrap; }
        tbody th { font-weight: 500; }
        .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .role, .variant { font-size: 12px; }
        .bar { display: flex; width: 160px; height: 10px; border-radius: 5px; overflow: hidden; background: var(--track); }
        .bar span { display: block; height: 100%; flex: none; }
        .done { background: var(--done); } .review { background: var(--review); } .new { background: var(--new); }
        .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-left: 6px; }
        .swatch.missing { background: var(--track); }
        .error, .state-missing { color: var(--error); } .warning, .state-needs_review { color: var(--warning); }
        .note, .state-new { color: var(--note); }
        details { margin: 6px 0; }
        summary { cursor: pointer; }
        section.catalog { border-top: 1px solid var(--line); margin-top: 12px; padding-top: 4px; }
        details.keys table td, details.keys table th { vertical-align: top; overflow-wrap: anywhere; }
        ul.failures code { color: var(--error); }

        """
}

/// An HTML page being written: raw markup, and text escaped for element content or a double-quoted attribute
/// (with ``XMLEscaper``: `&`, `<`, `>`, `"`; characters XML cannot carry are left out).
struct HTMLPage {
    var out = ""

    mutating func raw(_ markup: String) { out += markup }

    func text(_ value: String) -> String {
        var escaper = XMLEscaper()
        return escaper.text(value)
    }

    func attribute(_ value: String) -> String {
        var escaper = XMLEscaper()
        return escaper.attribute(value)
    }
}
