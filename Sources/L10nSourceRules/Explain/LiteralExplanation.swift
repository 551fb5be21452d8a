import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing

/// Why `l10n check` did or did not report a string literal: the evidence the source rules decided on, as `check
/// --explain FILE:LINE` prints it and the MCP server's `explain` tool returns it. A model, separate from its
/// rendering (``text``).
///
///     TitleRow(title: "Opening Hours")      // Views/Hours.swift:12
///     // Views/Hours.swift:12:17: "Opening Hours"
///     //   site: argument 'title:' of 'TitleRow'
///     //   through: 'TitleRow(title:)' (Views/TitleRow.swift:3) → 'TitleRow.title' (Views/TitleRow.swift:2) → 'Text'
///     //   reported: error: hardcoded user-facing string … [hardcoded-string]
public struct LiteralExplanation: Sendable, Equatable {
    /// Where the literal opens.
    public var location: SourceLocation
    /// The literal's source between its delimiters (`Hello, \(name)!`).
    public var text: String
    /// The place the literal stands, when a user-facing API takes it (`argument of 'Text'`, `value assigned to
    /// 'text'`); nil when none does.
    public var site: String?
    /// The API entry that matched (`'Button' (LocalizedStringKey: a literal is looked up in the catalog)`).
    public var api: String?
    /// The project declarations the text went through on its way to ``shownBy``, in order.
    public var route: [Hop]
    /// The built-in API that finally shows the text, when it went through project declarations.
    public var shownBy: String?
    /// What was reported at this literal, after suppressions and configured severities.
    public var findings: [Diagnostic]
    /// Why it was or was not reported, one plain sentence each.
    public var reasons: [String]

    public init(
        location: SourceLocation, text: String, site: String?, api: String?, route: [Hop], shownBy: String?,
        findings: [Diagnostic], reasons: [String]
    ) {
        self.location = location
        self.text = text
        self.site = site
        self.api = api
        self.route = route
        self.shownBy = shownBy
        self.findings = findings
        self.reasons = reasons
    }

    /// The explanation as `check --explain` prints it: a header line, then indented evidence.
    public var rendered: String {
        var lines = ["\(location.file):\(location.line):\(location.column): \"\(text)\""]
        lines.append("  site: " + (site ?? "none: no user-facing API takes this literal"))
        if let api { lines.append("  api: \(api)") }
        if !route.isEmpty {
            let hops = route.map { hop in
                hop.path.isEmpty ? "'\(hop.name)'" : "'\(hop.name)' (\(hop.path):\(hop.line))"
            }
            lines.append("  through: " + (hops + (shownBy.map { ["'\($0)'"] } ?? [])).joined(separator: " → "))
        }
        for finding in findings {
            lines.append("  reported: \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]")
        }
        if findings.isEmpty { lines.append("  not reported") }
        for reason in reasons { lines.append("  because: \(reason)") }
        return lines.joined(separator: "\n")
    }
}

/// Every string literal of one line, explained (see ``LiteralExplanation``), and the findings on the line that
/// stand at no literal (a `+` of `string-concatenation`).
public struct LineExplanation: Sendable, Equatable {
    public var path: String
    public var line: Int
    public var literals: [LiteralExplanation]
    public var otherFindings: [Diagnostic]
    /// The dependency folders the project index read (see `LintOptions.dependencyFiles`), as shown: one line
    /// at the end when there are any.
    public var dependencyFolders: [String]?

    public init(path: String, line: Int, literals: [LiteralExplanation], otherFindings: [Diagnostic]) {
        self.path = path
        self.line = line
        self.literals = literals
        self.otherFindings = otherFindings
    }

    /// As `check --explain` prints it.
    public var rendered: String {
        var blocks = literals.map(\.rendered)
        if literals.isEmpty { blocks.append("\(path):\(line): no string literal on this line") }
        for finding in otherFindings {
            var block = "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
            if !finding.related.isEmpty {
                // A unit's strings (a group's places), one line each: where they are, for the team's one decision.
                let what = finding.ruleID == LayoutDirectionRule.description.id ? "places" : "strings"
                block += "\n  its \(what):" + finding.related.map { "\n    \($0)" }.joined()
            }
            blocks.append(block)
        }
        if let folders = dependencyFolders, !folders.isEmpty {
            blocks.append("dependencies read for declarations: " + folders.joined(separator: ", "))
        }
        return blocks.joined(separator: "\n") + "\n"
    }
}
