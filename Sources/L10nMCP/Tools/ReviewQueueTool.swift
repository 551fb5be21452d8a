import L10nCatalogChecks
import L10nExchange
import L10nSourceParsing
import L10nWorkflow
import XCStrings

/// `review_queue`: a page of translations waiting for review (``ReviewWorkflow/queue(in:language:log:)``), each
/// with what a reviewer needs: source, translation, comment, where the code shows it, the findings of `check`
/// for it and who submitted it.
struct ReviewQueueTool: MCPTool {
    let name = "review_queue"
    let title = "Translations waiting for review"
    let readOnly = true
    let description = """
        A page of translations waiting for review in one language (state 'needs_review', not already rejected): \
        each with 'key', 'variant', 'source', 'translation', the developer 'comment', 'usages' (where the code \
        shows it: file, line, API), 'findings' (what 'l10n check' reports for that key and language: format \
        specifiers, plural cases and the other catalog rules) and 'submittedBy' when the submitting client said \
        who it was. Approve or reject with 'review'. Pass 'nextCursor' as 'cursor' for the next page.
        """
    let inputSchema = Schema.object([
        ("language", Schema.string("The language under review, as the catalog writes it: 'de', 'pt-BR'.")),
        ("catalog", Schema.string("Only this catalog: its path as listed, or a unique end of it such as 'Localizable.xcstrings'.")),
        ("cursor", Schema.cursor),
        ("limit", Schema.integer("Strings per page.", minimum: 1, maximum: 100, default: 20)),
        ("usages", Schema.integer("Usages listed per key (0: do not look in the Swift files).", minimum: 0, maximum: 20, default: 3)),
    ], required: ["language"])

    func call(_ arguments: ToolArguments, project: MCPProject) throws(ToolError) -> JSONValue {
        let language = try arguments.string("language")
        guard LanguageCode.isValid(language) else {
            throw ToolError("'\(language)' is not a language code; use one as the catalog writes it, such as 'de' or 'pt-BR'")
        }
        let limit = try arguments.integer("limit", default: 20, in: 1...100)
        let usageLimit = try arguments.integer("usages", default: 3, in: 0...20)
        let start = try arguments.cursor(scope: name)?.offset ?? 0
        let request = try project.request()
        var files = try project.catalogFiles(request)
        if let catalog = try arguments.optionalString("catalog") { files = [try project.catalog(named: catalog, among: files)] }
        guard !files.isEmpty else { throw ToolError("no String Catalog (.xcstrings) found in the project") }

        var items: [(catalog: String, item: ReviewWorkflow.Item)] = []
        var keys: Set<String> = []
        for file in files {
            let catalog = try project.readCatalog(file)
            keys.formUnion(catalog.entries.keys)
            let log = ReviewLog.read(catalog: project.absolute(of: file))
            items += ReviewWorkflow.queue(in: catalog, language: language, log: log).map { (file, $0) }
        }
        let page = items.dropFirst(start).prefix(limit)
        let end = start + page.count
        // The findings of `check` for the page's keys in this language (the needs-review finding itself says nothing new).
        let findings = page.isEmpty ? [] : CheckRun.run(request).diagnostics.filter {
            $0.language == language && $0.ruleID != "needs-review"
        }
        let usages = usageLimit > 0 && !page.isEmpty ? KeyUsages.find(request: request, project: project, catalogKeys: keys) : nil
        var sources: [String: SwiftSource] = [:]
        var described: [JSONValue] = []
        for (file, item) in page {
            var sites: [JSONValue]?
            if let usages {
                let references = usages.references(of: item.key, table: SourceExtraction.tableName(of: file))
                sites = usages.sites(of: references, limit: usageLimit, sources: &sources).map(\.json)
            }
            let own = findings.filter { $0.key.map { $0.hasSameScalars(as: item.key) } ?? false }
            described.append(.record([
                ("catalog", .string(file)), ("key", .string(item.key)), ("variant", .string(item.variant)),
                ("source", .string(item.source)), ("translation", .string(item.translation)),
                ("comment", item.comment.map(JSONValue.string)), ("submittedBy", item.submittedBy.map(JSONValue.string)),
                ("usages", sites.map(JSONValue.array)), ("findings", .array(own.map(CheckTool.finding))),
            ]))
        }
        return .record([
            ("language", .string(language)), ("waiting", .integer(items.count)), ("strings", .array(described)),
            ("nextCursor", end < items.count ? .string(PageCursor(offset: end, scope: name).encoded) : nil),
        ])
    }
}
