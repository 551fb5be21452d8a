/// Xcode / compiler style: one line per diagnostic, which Xcode, VS Code and most editors turn into
/// clickable issues.
///
///     Localizable.xcstrings:12:5: error: missing 'es' translation for 'home.title' [missing-translation]
///
/// A message's line breaks are written as `\n` so each diagnostic stays on one line. The summary (see
/// ``ReportSummary/text(colour:)``) goes to standard error.
public struct XcodeReporter: DiagnosticReporter {
    /// Colour with ANSI escapes; pass whether the stream is a terminal (`Console.isTerminal`).
    public var colour: Bool

    public init(colour: Bool = false) {
        self.colour = colour
    }

    public func report(_ diagnostics: [Diagnostic], summary: ReportSummary) -> Report {
        let style = ANSIStyle(enabled: colour)
        var output = ""
        for diagnostic in diagnostics.sorted(by: Diagnostic.reportOrder) {
            output += line(for: diagnostic, style: style)
            output += "\n"
        }
        return Report(output: output, summary: summary.text(colour: colour))
    }

    /// `path:line:column: severity: message [rule-id]`.
    func line(for diagnostic: Diagnostic, style: ANSIStyle) -> String {
        let location = style.bold("\(diagnostic.location):")
        let severity = style.colour("\(diagnostic.severity.rawValue):", for: diagnostic.severity)
        let message = Self.singleLine(diagnostic.message) + " [\(diagnostic.ruleID)]"
        return "\(location) \(severity) \(style.bold(message))"
    }

    /// Replaces CR LF, LF and CR with the two characters `\n`.
    static func singleLine(_ message: String) -> String {
        guard message.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return message }
        var out: [UInt8] = []
        out.reserveCapacity(message.utf8.count + 8)
        var previousWasCR = false
        for byte in message.utf8 {
            switch byte {
            case 0x0D:
                out.append(contentsOf: "\\n".utf8)
                previousWasCR = true
                continue
            case 0x0A:
                if !previousWasCR { out.append(contentsOf: "\\n".utf8) }
            default:
                out.append(byte)
            }
            previousWasCR = false
        }
        return String(decoding: out, as: UTF8.self)
    }
}
