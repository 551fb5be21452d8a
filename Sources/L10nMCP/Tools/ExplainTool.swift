import L10nDiagnostics
import L10nSourceRules
import L10nWorkflow
import XCStrings

/// `explain`: the `check --explain FILE:LINE` trace for a line, as data: for each string literal, the site, the
/// API that matched, the project declarations its text went through, what was reported and why something was not.
struct ExplainTool: MCPTool {
    let name = "explain"
    let title = "Explain why a line's strings were (not) reported"
    let readOnly = true
    let description = """
        Why 'l10n check' reported each string literal on FILE:LINE, or did not: for each literal, the site (which \
        argument or property takes it), the user-facing API that matched, each project declaration its text went \
        through on its way to the screen (name, file, line), the findings reported there (rule, severity, \
        message) and the reasons in plain sentences (a key, not prose, a preview, #if DEBUG, a suppression, a \
        rule turned off, a test file). Read before changing code a finding points at, or to report a false \
        positive. The project is read as 'check' reads it.
        """
    let inputSchema = Schema.object([
        ("file", Schema.string("The Swift file: absolute, or relative to the project the server serves (the folder 'l10n mcp' was given, else the configuration's folder).")),
        ("line", Schema.integer("The line to explain.", minimum: 1, maximum: 10_000_000, default: 1)),
    ], required: ["file", "line"])

    func call(_ arguments: ToolArguments, project: MCPProject) throws(ToolError) -> JSONValue {
        let file = try arguments.string("file")
        let line = try arguments.integer("line", default: 1, in: 1...10_000_000)
        let request = try project.request()
        let explained: LineExplanation
        do throws(CheckRun.ExplainError) {
            explained = try CheckRun.explain(request, file: project.resolve(file), line: line)
        } catch {
            throw ToolError(error.description)
        }
        return .record([
            ("file", .string(explained.path)), ("line", .integer(explained.line)),
            ("literals", .array(explained.literals.map(Self.json))),
            ("otherFindings", .array(explained.otherFindings.map(Self.json))),
        ])
    }

    static func json(_ literal: LiteralExplanation) -> JSONValue {
        .record([
            ("column", .integer(literal.location.column)), ("text", .string(literal.text)),
            ("site", literal.site.map(JSONValue.string)), ("api", literal.api.map(JSONValue.string)),
            ("through", .array(literal.route.map { hop in
                .record([("name", .string(hop.name)), ("file", .string(hop.path)), ("line", .integer(hop.line))])
            })),
            ("shownBy", literal.shownBy.map(JSONValue.string)),
            ("reported", .array(literal.findings.map(json))),
            ("reasons", .array(literal.reasons.map(JSONValue.string))),
        ])
    }

    static func json(_ finding: Diagnostic) -> JSONValue {
        .record([
            ("line", .integer(finding.location.line)), ("column", .integer(finding.location.column)),
            ("rule", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
        ])
    }
}
