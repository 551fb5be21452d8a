import Foundation

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

    /// The whole report: ``write(_:to:)``'s pieces joined.
    public func report(_ diagnostics: [Diagnostic], summary: ReportSummary) -> Report {
        var output = ByteWriter(capacity: 1 << 16)
        defer { output.release() }
        write(diagnostics) { output.append($0) }
        let text = String(decoding: UnsafeBufferPointer(start: output.base, count: output.count), as: UTF8.self)
        return Report(output: text, summary: summary.text(colour: colour))
    }

    /// The output of ``report(_:summary:)`` handed to `sink` in pieces of about 64 KB, built in one reused buffer:
    /// a report of any size is written without holding a copy of all of it.
    ///
    ///     reporter.write(diagnostics) { bytes in console.outBytes(bytes) }
    ///
    /// `inReportOrder` says the diagnostics are sorted already (a check's outcome is), so their order is not
    /// checked again.
    public func write(
        _ diagnostics: [Diagnostic], inReportOrder: Bool = false, to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let ordered =
            inReportOrder || Diagnostic.isInReportOrder(diagnostics)
            ? diagnostics : diagnostics.sorted(by: Diagnostic.reportOrder)
        let cores = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        if !colour, cores > 1, ordered.count >= Self.parallelWindow {
            writeInParallel(ordered, cores: cores, to: sink)
            return
        }
        // One batch through the same rendering as a check's streamed report.
        withoutActuallyEscaping(sink) { sink in
            let lines = stream(to: sink)
            lines.write(ordered)
            lines.finish()
        }
    }

    /// Diagnostics rendered per slice in ``writeInParallel(_:cores:to:)``: enough to be worth a thread, few
    /// enough that a window's bytes (about 200 per line) stay small.
    static let parallelWindow = 1_024

    /// Renders `cores` consecutive slices of ``parallelWindow`` diagnostics at a time, one per core, then hands
    /// them to `sink` in order; each slice's buffer is reused from window to window, so memory stays flat.
    private func writeInParallel(_ ordered: [Diagnostic], cores: Int, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        let chunks = ChunkStore(count: cores)
        for slice in 0..<cores { chunks.set(slice, ByteWriter(capacity: Self.parallelWindow * 192)) }
        defer { chunks.release() }
        ordered.withUnsafeBufferPointer { all in
            // The diagnostics are read in place (no copy, no retain per line) while `ordered` is alive.
            let diagnostics = Diagnostics(base: all.baseAddress!, count: all.count)
            var start = 0
            while start < diagnostics.count {
                let windowStart = start
                DispatchQueue.concurrentPerform(iterations: cores) { slice in
                    let lower = min(diagnostics.count, windowStart + slice * Self.parallelWindow)
                    let upper = min(diagnostics.count, lower + Self.parallelWindow)
                    var writer = chunks.take(slice)
                    writer.removeAll()
                    for index in lower..<upper { Self.appendLine(diagnostics.base + index, to: &writer) }
                    chunks.set(slice, writer)
                }
                for chunk in chunks.chunks where chunk.count > 0 {
                    sink(UnsafeBufferPointer(start: chunk.base, count: chunk.count))
                }
                start += cores * Self.parallelWindow
            }
        }
    }

    /// The diagnostics being written, shared with the rendering threads, which only read them.
    private struct Diagnostics: @unchecked Sendable {
        let base: UnsafePointer<Diagnostic>
        let count: Int
    }

    /// `path:line:column: severity: message [rule-id]` and a line feed, for a diagnostic read in place (no copy of
    /// its strings).
    static func appendLine(_ diagnostic: UnsafePointer<Diagnostic>, to writer: inout ByteWriter) {
        writer.append(diagnostic.pointee.location.file)
        writer.append(UInt8(ascii: ":"))
        writer.append(diagnostic.pointee.location.line)
        writer.append(UInt8(ascii: ":"))
        writer.append(diagnostic.pointee.location.column)
        writer.append(UInt8(ascii: ":"))
        writer.append(UInt8(ascii: " "))
        writer.append(diagnostic.pointee.severity.rawValue)
        writer.append(UInt8(ascii: ":"))
        writer.append(UInt8(ascii: " "))
        appendSingleLine(diagnostic.pointee.message, to: &writer)
        writer.append(UInt8(ascii: " "))
        writer.append(UInt8(ascii: "["))
        writer.append(diagnostic.pointee.ruleID)
        writer.append(UInt8(ascii: "]"))
        writer.append(UInt8(ascii: "\n"))
    }

    /// ``singleLine(_:)`` appended to `writer`: a message without line breaks (nearly all) is copied as it is.
    private static func appendSingleLine(_ message: String, to writer: inout ByteWriter) {
        let copied = message.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return true }
            guard memchr(base, 0x0A, bytes.count) == nil, memchr(base, 0x0D, bytes.count) == nil else { return false }
            writer.append(bytes)
            return true
        }
        if copied != true { writer.append(singleLine(message)) }
    }

    /// Each slice's bytes, filled in from several threads.
    private final class ChunkStore: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [ByteWriter?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ writer: ByteWriter) {
            lock.lock()
            slots[index] = writer
            lock.unlock()
        }

        /// The writer of one slice (after its `set`), to fill again.
        func take(_ index: Int) -> ByteWriter {
            lock.lock()
            defer { lock.unlock() }
            return slots[index]!
        }

        /// The slices in order (after every `set`).
        var chunks: [ByteWriter] { slots.compactMap { $0 } }

        func release() {
            for index in slots.indices { slots[index]?.release() }
        }
    }

    /// `path:line:column: severity: message [rule-id]`, coloured as the reporter is (a line said apart from the
    /// report: `check`'s layout note below its summary).
    public func line(for diagnostic: Diagnostic) -> String { line(for: diagnostic, style: ANSIStyle(enabled: colour)) }

    /// `path:line:column: severity: message [rule-id]`, with colour when the style has it.
    func line(for diagnostic: Diagnostic, style: ANSIStyle) -> String {
        let location = style.bold("\(diagnostic.location):")
        let severity = style.colour("\(diagnostic.severity.rawValue):", for: diagnostic.severity)
        let message = Self.singleLine(diagnostic.message) + " [\(diagnostic.ruleID)]"
        return "\(location) \(severity) \(style.bold(message))"
    }

    /// Replaces CR LF, LF and CR with the two characters `\n`.
    static func singleLine(_ message: String) -> String {
        var text = message
        let hasLineBreak = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 0x0A, bytes.count) != nil || memchr(base, 0x0D, bytes.count) != nil
        }
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
