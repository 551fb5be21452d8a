/// One JSON object for scripts and dashboards:
///
///     {
///       "version": 1,
///       "diagnostics": [
///         {
///           "file": "Localizable.xcstrings",
///           "line": 12,
///           "column": 5,
///           "severity": "error",
///           "rule": "missing-translation",
///           "message": "missing 'es' translation for 'home.title'",
///           "key": "home.title",
///           "language": "es"
///         }
///       ],
///       "summary": {
///         "errors": 1, "warnings": 0, "notes": 0, "files": 1,
///         "catalogs": [{"file": "Localizable.xcstrings", "languages": [
///           {"language": "es", "translated": 11, "total": 12, "percent": 91}]}]
///       }
///     }
///
/// Members appear in exactly this order; `key` and `language` only when the diagnostic has them, `related` (the
/// lines and columns in the same file a finding stands for, as `[{"line": 22, "column": 30}]`) only when it stands
/// for several places. The summary is part of the object, so ``Report/summary`` is `nil`.
public struct JSONReporter: DiagnosticReporter {
    /// The format's version; bumped only for incompatible changes.
    public static let formatVersion = 1

    public init() {}

    public func report(_ diagnostics: [Diagnostic], summary: ReportSummary) -> Report {
        let entries = diagnostics.sorted(by: Diagnostic.reportOrder).map(Self.entry)
        let root = JSONText.object([
            ("version", .int(Self.formatVersion)),
            ("diagnostics", .array(entries)),
            ("summary", Self.summary(summary)),
        ])
        return Report(output: root.rendered(), summary: nil)
    }

    static func entry(_ diagnostic: Diagnostic) -> JSONText {
        var members: [(String, JSONText)] = [
            ("file", .string(diagnostic.location.file)),
            ("line", .int(diagnostic.location.line)),
            ("column", .int(diagnostic.location.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.ruleID)),
            ("message", .string(diagnostic.message)),
        ]
        if let key = diagnostic.key { members.append(("key", .string(key))) }
        if let language = diagnostic.language { members.append(("language", .string(language))) }
        if !diagnostic.related.isEmpty {
            let places = diagnostic.related.map { JSONText.object([("line", .int($0.line)), ("column", .int($0.column))]) }
            members.append(("related", .array(places)))
        }
        return .object(members)
    }

    static func summary(_ summary: ReportSummary) -> JSONText {
        .object([
            ("errors", .int(summary.counts.errors)),
            ("warnings", .int(summary.counts.warnings)),
            ("notes", .int(summary.counts.notes)),
            ("files", .int(summary.filesScanned)),
            (
                "catalogs",
                .array(
                    summary.catalogs.map { catalog in
                        .object([
                            ("file", .string(catalog.file)),
                            (
                                "languages",
                                .array(
                                    catalog.languages.map { progress in
                                        .object([
                                            ("language", .string(progress.language)),
                                            ("translated", .int(progress.translated)),
                                            ("total", .int(progress.total)),
                                            ("percent", .int(progress.percent)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }
}
