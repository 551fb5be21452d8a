import Foundation
import L10nCatalogChecks
import L10nDiagnostics

/// The formats `l10n report` writes.
public enum CoverageReportFormat: String, Sendable, CaseIterable {
    /// Aligned plain text for a terminal or a CI log (default).
    case text
    /// GitHub-flavoured Markdown for a job summary or a pull-request comment.
    case markdown
    /// One self-contained HTML page, for a CI artifact or a browser.
    case html
    /// The numbers for dashboards and scripts (schema: docs/report-json.md).
    case json
}

extension CoverageReport {
    /// The report in `format`.
    public func rendered(as format: CoverageReportFormat) -> String {
        switch format {
        case .text: text()
        case .markdown: markdown()
        case .html: html()
        case .json: json()
        }
    }

    /// `1 catalog · 221 keys · 16 languages`, counting the readable catalogs; then `· 1 unreadable catalog` when
    /// one could not be read (its keys and languages are unknown, so it is in no total).
    var headline: String {
        let unreadable = catalogs.count - readableCatalogs.count
        return "\(Self.counted(readableCatalogs.count, "catalog")) · \(Self.counted(keys, "key")) · "
            + Self.counted(languages.count, "language")
            + (unreadable > 0 ? " · " + Self.counted(unreadable, "unreadable catalog") : "")
    }

    /// `224 errors, 14 warnings, 0 notes`; a file that could not be read is an error too:
    /// `1 error (1 unreadable file), 0 warnings, 0 notes`.
    var findingsLine: String {
        var errors = Self.counted(counts.errors + failures.count, "error")
        if !failures.isEmpty { errors += " (\(Self.counted(failures.count, "unreadable file")))" }
        return [errors, Self.counted(counts.warnings, "warning"), Self.counted(counts.notes, "note")]
            .joined(separator: ", ")
    }

    /// `1 key`, `2 keys`.
    package static func counted(_ count: Int, _ noun: String) -> String { L10nDiagnostics.counted(count, noun) }

    /// The language's name and code (`German (de)`), or the code alone when the name is not known.
    static func title(_ code: String) -> String {
        LanguageNames.name(of: code).map { "\($0) (\(code))" } ?? code
    }

    /// Translated keys over all of a catalog's languages but its source language, as one coverage.
    static func translations(of catalog: CatalogCoverage) -> LanguageCoverage {
        var all = LanguageCoverage(language: "*", role: .other)
        for language in catalog.languages where language.role != .source { all.add(language) }
        return all
    }

    /// `221 strings, 748 words`; `-` for a source language.
    static func work(_ language: LanguageCoverage) -> String {
        if language.role == .source { return "-" }
        return "\(counted(language.stringsToTranslate, "string")), \(counted(language.wordsToTranslate, "word"))"
    }

    /// Keys the text and Markdown list at most per language and catalog; the HTML and JSON list every one.
    static let listedKeys = 10

    /// The lists of keys not yet translated that text and Markdown show: each catalog's required languages that
    /// have keys left (the HTML and JSON list every language's).
    var listedLanguages: [(catalog: CatalogCoverage, language: LanguageCoverage)] {
        readableCatalogs.flatMap { catalog in
            catalog.languages.filter { $0.role == .required && $0.notTranslated > 0 }.map { (catalog, $0) }
        }
    }
}
