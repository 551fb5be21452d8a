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
        let ordered = Diagnostic.isInReportOrder(diagnostics) ? diagnostics : diagnostics.sorted(by: Diagnostic.reportOrder)
        if colour {
            var output = ""
            for diagnostic in ordered {
                output += line(for: diagnostic, style: style)
                output += "\n"
            }
            return Report(output: output, summary: summary.text(colour: colour))
        }
        // Without colour (files, pipes, CI): each line's parts go straight into one byte buffer.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(ordered.count * 160)
        for diagnostic in ordered {
            Self.append(diagnostic.location.file, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            Self.append(diagnostic.location.line, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            Self.append(diagnostic.location.column, to: &bytes)
            bytes.append(contentsOf: ": ".utf8)
            Self.append(diagnostic.severity.rawValue, to: &bytes)
            bytes.append(contentsOf: ": ".utf8)
            Self.append(Self.singleLine(diagnostic.message), to: &bytes)
            bytes.append(contentsOf: " [".utf8)
            Self.append(diagnostic.ruleID, to: &bytes)
            bytes.append(contentsOf: "]\n".utf8)
        }
        return Report(output: String(decoding: bytes, as: UTF8.self), summary: summary.text(colour: colour))
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private static func append(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 {
            append(String(number), to: &bytes)
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var value = number
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
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
        let hasLineBreak = message.utf8.withContiguousStorageIfAvailable { $0.contains { $0 == 0x0A || $0 == 0x0D } }
            ?? message.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D })
        guard hasLineBreak else { return message }
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
