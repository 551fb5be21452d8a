import L10nDiagnostics
import L10nWorkflow
import XCStrings

/// `check`: the findings of `l10n check` on the project (catalog and Swift source rules, the configuration's
/// levels applied), filtered and paged. One ``CheckRun`` per call.
struct CheckTool: MCPTool {
    let name = "check"
    let title = "Check catalogs and Swift sources"
    let readOnly = true
    let description = """
        Runs 'l10n check' on the project — the catalog rules (missing translations, format specifier \
        mismatches, plural categories, key convention, stale keys…) and the Swift source rules (hardcoded \
        user-facing strings, concatenation, unknown and unused keys…) with the project's configuration — and \
        returns its findings in report order: file, line, column, severity, rule id and message (Xcode's \
        wording), with the key and language when the finding is about one. Filter by 'rule' (an id such as \
        'hardcoded-string'), 'file' (a path or its end) and 'severity'; 'counts' gives the totals before \
        filtering, 'total' after. Paged: pass 'nextCursor' as 'cursor'.
        """
    let inputSchema = Schema.object([
        ("rule", Schema.string("Only this rule id, e.g. 'hardcoded-string' or 'format-specifier-mismatch'.")),
        ("file", Schema.string("Only findings in this file: a path as findings show it, or its end ('HomeView.swift').")),
        ("severity", Schema.string("Only this severity.", oneOf: ["error", "warning", "note"])),
        ("cursor", Schema.cursor),
        ("limit", Schema.integer("Findings per page.", minimum: 1, maximum: 200, default: 50)),
    ])

    func call(_ arguments: ToolArguments, project: MCPProject) throws(ToolError) -> JSONValue {
        let rule = try arguments.optionalString("rule")
        if let rule, !CheckRun.knownRuleIDs.contains(rule) {
            throw ToolError("unknown rule '\(rule)'; the rules are \(CheckRun.ruleDescriptions.map(\.id).joined(separator: ", "))")
        }
        let file = try arguments.optionalString("file")
        let severity = try arguments.optionalString("severity")
        if let severity, !["error", "warning", "note"].contains(severity) {
            throw ToolError("'severity' must be 'error', 'warning' or 'note'")
        }
        let limit = try arguments.integer("limit", default: 50, in: 1...200)
        let start = try arguments.cursor(scope: name)?.offset ?? 0
        let request = try project.request()
        let outcome = CheckRun.run(request)
        let wantedFile = file.map(project.absolute(of:))
        let findings = outcome.diagnostics.filter { diagnostic in
            if let rule, diagnostic.ruleID != rule { return false }
            if let severity, diagnostic.severity.rawValue != severity { return false }
            if let file, let wantedFile {
                let shown = diagnostic.location.file
                guard shown == file || shown.hasSuffix("/" + file) || project.absolute(of: shown) == wantedFile else { return false }
            }
            return true
        }
        let page = findings.dropFirst(start).prefix(limit)
        let end = start + page.count
        return .record([
            ("counts", .record([
                ("errors", .integer(outcome.summary.counts.errors)), ("warnings", .integer(outcome.summary.counts.warnings)),
                ("notes", .integer(outcome.summary.counts.notes)),
            ])),
            ("total", .integer(findings.count)),
            ("findings", .array(page.map(Self.finding))),
            ("failures", outcome.failures.isEmpty ? nil : .strings(outcome.failures)),
            ("nextCursor", end < findings.count ? .string(PageCursor(offset: end, scope: name).encoded) : nil),
        ])
    }

    static func finding(_ diagnostic: Diagnostic) -> JSONValue {
        .record([
            ("file", .string(diagnostic.location.file)), ("line", .integer(diagnostic.location.line)),
            ("column", .integer(diagnostic.location.column)), ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.ruleID)), ("message", .string(diagnostic.message)),
            ("key", diagnostic.key.map(JSONValue.string)), ("language", diagnostic.language.map(JSONValue.string)),
        ])
    }
}
