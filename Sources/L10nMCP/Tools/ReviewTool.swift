import Foundation
import L10nCatalogChecks
import L10nFiles
import L10nWorkflow
import XCStrings

/// `review`: approves or rejects translations waiting for review (``ReviewWorkflow/decide(_:in:catalogPath:language:log:)``),
/// written through the catalog's one save path (only the changed entries, in the file's own layout); the reasons go to the ``ReviewLog`` beside it.
struct ReviewTool: MCPTool {
    let name = "review"
    let title = "Approve or reject translations"
    let readOnly = false
    let description = """
        Approves or rejects translations 'review_queue' listed, one language and one catalog per call. 'approve' \
        sets the string to 'translated'; 'reject' needs a 'reason': the translation stays in the catalog as \
        'needs_review', leaves the review queue and comes back in 'untranslated' with the reason and the rejected \
        text, so the next attempt knows what was wrong. Decisions on strings not waiting for review are refused \
        with the reason. 'dryRun': true answers what would be approved, rejected and refused, writing nothing.
        """
    let inputSchema = Schema.object([
        ("language", Schema.string("The language under review, as the catalog writes it.")),
        ("catalog", Schema.string("The catalog: its path as 'review_queue' gave it (needed when the project has several).")),
        ("decisions", .record([
            ("type", .string("array")), ("maxItems", .integer(500)),
            ("items", Schema.object([
                ("key", Schema.string("The catalog key.")),
                ("variant", Schema.string("'' (default) for the plain text, else the variant as 'review_queue' gave it.")),
                ("decision", Schema.string("What to do.", oneOf: ["approve", "reject"])),
                ("reason", Schema.string("Why it is rejected, for the next translator (required with 'reject').")),
            ], required: ["key", "decision"])),
        ])),
        ("dryRun", .record([("type", .string("boolean")), ("description", .string("Answer what would happen, writing nothing.")), ("default", .bool(false))])),
    ], required: ["language", "decisions"])

    func call(_ arguments: ToolArguments, project: MCPProject) throws(ToolError) -> JSONValue {
        let language = try arguments.string("language")
        guard LanguageCode.isValid(language) else {
            throw ToolError("'\(language)' is not a language code; use one as the catalog writes it, such as 'de' or 'pt-BR'")
        }
        let items = try arguments.array("decisions")
        guard items.count <= 500 else { throw ToolError("\(items.count) decisions in one call; give at most 500 at a time") }
        let dryRun = try arguments.bool("dryRun", default: false)
        let request = try project.request()
        let path = try project.catalog(named: try arguments.optionalString("catalog"), among: try project.catalogFiles(request))
        var decisions: [ReviewWorkflow.Decision] = []
        for item in items {
            guard let key = item["key"]?.stringValue, let verdict = item["decision"]?.stringValue.flatMap(ReviewWorkflow.Verdict.init) else {
                throw ToolError("each decision needs 'key' and 'decision' ('approve' or 'reject')")
            }
            decisions.append(.init(key: key, variant: item["variant"]?.stringValue ?? "", verdict: verdict, reason: item["reason"]?.stringValue))
        }
        SubmitTranslationsTool.writeLock.lock()
        defer { SubmitTranslationsTool.writeLock.unlock() }
        let (catalog, originalBytes) = try project.readCatalogFile(path)
        let absolute = project.absolute(of: path)
        let outcome = ReviewWorkflow.decide(decisions, in: catalog, catalogPath: path, language: language, log: ReviewLog.read(catalog: absolute))
        var written = false
        if !dryRun {
            if outcome.changesCatalog {
                guard project.isUnchanged(path, since: originalBytes) else {
                    throw ToolError("'\(path)' changed on disk while these decisions were checked; nothing was written; send them again")
                }
                do { try AtomicFile.write(outcome.catalog.bytes(replacing: originalBytes), to: absolute) } catch { throw ToolError("nothing was written: \(error)") }
                written = true
            }
            if outcome.changesLog {
                do { try outcome.log.write(catalog: absolute) } catch { throw ToolError("the review notes were not written: \(error)") }
                written = true
            }
        }
        func place(_ index: Int) -> [(String, JSONValue?)] {
            [("key", .string(decisions[index].key)), ("variant", .string(decisions[index].variant))]
        }
        return .record([
            ("catalog", .string(path)), ("language", .string(language)), ("written", .bool(written)),
            ("dryRun", dryRun ? .bool(true) : nil),
            ("approved", .array(outcome.approved.map { .record(place($0)) })),
            ("rejected", .array(outcome.rejected.map { .record(place($0) + [("reason", decisions[$0].reason.map(JSONValue.string))]) })),
            ("refused", .array(outcome.refused.map { .record(place($0.index) + [("reason", .string($0.reason))]) })),
        ])
    }
}
