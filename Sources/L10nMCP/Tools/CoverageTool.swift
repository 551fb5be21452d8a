import L10nCatalogChecks
import L10nWorkflow
import XCStrings

/// `coverage`: how far each language is, over all catalogs and per catalog — the numbers of `l10n report` (and of
/// `l10n check`'s summary), from the same library call (``CoverageReport``).
struct CoverageTool: MCPTool {
    let name = "coverage"
    let title = "Translation coverage"
    let readOnly = true
    let description = """
        Translation coverage of the project's String Catalogs, per language: keys translated, needing review, \
        new and missing, the total that needs translating, the percentage, and the strings and words still to \
        translate — the numbers 'l10n report' and the summary of 'l10n check' give. 'languages' is the total over \
        all catalogs (source language first, then the required ones, then the others); 'catalogs' gives each \
        catalog's own numbers, paged ('limit' catalogs per page). Filter with 'language' and 'catalog'. A catalog \
        that cannot be read is listed with its error.
        """
    let inputSchema = Schema.object([
        ("language", Schema.string("Only this language, e.g. 'de' or 'pt-BR'.")),
        ("catalog", Schema.string("Only this catalog: its path as listed, or a unique end of it such as 'Localizable.xcstrings'.")),
        ("cursor", Schema.cursor),
        ("limit", Schema.integer("Catalogs per page.", minimum: 1, maximum: 50, default: 10)),
    ])

    func call(_ arguments: ToolArguments, project: MCPProject) throws(ToolError) -> JSONValue {
        let language = try arguments.optionalString("language")
        let limit = try arguments.integer("limit", default: 10, in: 1...50)
        let start = try arguments.cursor(scope: name)?.offset ?? 0
        var request = try project.request()
        var files = try project.catalogFiles(request)
        if let catalog = try arguments.optionalString("catalog") { files = [try project.catalog(named: catalog, among: files)] }
        guard !files.isEmpty else { throw ToolError("no String Catalog (.xcstrings) found in the project") }
        // The catalogs alone: their coverage does not depend on the Swift files, which are not read.
        request.paths = files.map(project.absolute(of:))
        let report = CoverageReport.run(request, toolVersion: "")
        func shown(_ path: String) -> String { files.first { project.absolute(of: $0) == path } ?? path }
        func rows(_ languages: [LanguageCoverage]) -> JSONValue {
            .array(languages.filter { language == nil || $0.language == language }.map(Self.row))
        }
        let page = report.catalogs.dropFirst(start).prefix(limit)
        let end = start + page.count
        return .record([
            ("requiredLanguages", .strings(report.requiredLanguages)),
            ("languages", rows(report.languages)),
            ("catalogs", .array(page.map { catalog in
                .record([
                    ("catalog", .string(shown(catalog.file))),
                    ("sourceLanguage", catalog.sourceLanguage.map(JSONValue.string)),
                    ("error", catalog.failure.map { .string($0.replacingOccurrences(of: catalog.file, with: shown(catalog.file))) }),
                    ("languages", catalog.failure == nil ? rows(catalog.languages) : nil),
                ])
            })),
            ("catalogCount", .integer(report.catalogs.count)),
            ("nextCursor", end < report.catalogs.count ? .string(PageCursor(offset: end, scope: name).encoded) : nil),
        ])
    }

    static func row(_ coverage: LanguageCoverage) -> JSONValue {
        .record([
            ("language", .string(coverage.language)), ("role", .string(coverage.role.rawValue)),
            ("translated", .integer(coverage.translated)), ("needsReview", .integer(coverage.needsReview)),
            ("new", .integer(coverage.new)), ("copies", .integer(coverage.copies)),
            ("missing", .integer(coverage.missing)), ("total", .integer(coverage.total)),
            ("percent", .integer(coverage.percent)), ("stringsToTranslate", .integer(coverage.stringsToTranslate)),
            ("wordsToTranslate", .integer(coverage.wordsToTranslate)),
        ])
    }
}
