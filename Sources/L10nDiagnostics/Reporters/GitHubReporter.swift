/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull request's diff.
///
///     ::error file=Localizable.xcstrings,line=12,col=5,title=missing-translation::missing 'es' translation for 'home.title'
///
/// Errors are `::error`, warnings `::warning`, notes `::notice`. Escaping follows `@actions/core`: in the
/// message `%`, CR and LF become `%25`, `%0D`, `%0A`; in property values `:` and `,` also become `%3A` and
/// `%2C`. The summary goes to standard error, where it shows in the job log.
public struct GitHubReporter: DiagnosticReporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], summary: ReportSummary) -> Report {
        var output = ""
        for diagnostic in diagnostics.sorted(by: Diagnostic.reportOrder) {
            output += Self.command(for: diagnostic)
            output += "\n"
        }
        return Report(output: output, summary: summary.text(colour: false))
    }

    static func command(for diagnostic: Diagnostic) -> String {
        let name =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        let location = diagnostic.location
        let properties = [
            "file=" + escapeProperty(location.file),
            "line=\(location.line)",
            "col=\(location.column)",
            "title=" + escapeProperty(diagnostic.ruleID),
        ].joined(separator: ",")
        return "::\(name) \(properties)::\(escapeData(diagnostic.message))"
    }

    /// `%` → `%25`, CR → `%0D`, LF → `%0A`.
    static func escapeData(_ text: String) -> String {
        escape(text, extra: false)
    }

    /// ``escapeData(_:)`` plus `:` → `%3A` and `,` → `%2C`.
    static func escapeProperty(_ text: String) -> String {
        escape(text, extra: true)
    }

    private static func escape(_ text: String, extra: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "%"): out.append(contentsOf: "%25".utf8)
            case 0x0D: out.append(contentsOf: "%0D".utf8)
            case 0x0A: out.append(contentsOf: "%0A".utf8)
            case UInt8(ascii: ":") where extra: out.append(contentsOf: "%3A".utf8)
            case UInt8(ascii: ",") where extra: out.append(contentsOf: "%2C".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
