import Foundation
import L10nFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// MCP's stdio transport: newline-delimited JSON-RPC messages read from a file descriptor (standard input), the
/// answers written one a line to another (standard output), nothing else on it.
///
///     StdioTransport(server: server).run(input: 0) { line in FileHandle.standardOutput.write(Data(line)) }
///
/// - Requests are answered concurrently (at most ``maximumInFlight`` at once; reading waits beyond that, so a
///   flood of requests never piles up in memory), each answer written whole under a lock, in the order they
///   finish. A client matches answers to requests by id. `initialize` is answered alone, before any request read
///   after it is handled: a client that sends `tools/call` right behind it (without waiting, as MCP asks) is
///   still served.
/// - A message longer than ``maximumMessageBytes`` is refused (-32600) and skipped up to its line break without
///   being kept; an empty line is ignored; a `\r` before the line break is dropped.
/// - At the end of input (the client closed standard input), a last message without a line break is still
///   answered, and ``run(input:output:)`` returns once every request read has been answered.
public struct StdioTransport: Sendable {
    public let server: MCPServer
    public var maximumMessageBytes: Int
    public var maximumInFlight: Int

    public init(server: MCPServer, maximumMessageBytes: Int = 16 << 20, maximumInFlight: Int = 4) {
        self.server = server
        self.maximumMessageBytes = maximumMessageBytes
        self.maximumInFlight = max(1, maximumInFlight)
    }

    private static let initializeBytes = Array(#""initialize""#.utf8)

    /// Reads messages from `input` until its end, answering each through `output` (one message per call, line
    /// break included).
    public func run(input: Int32, output: @escaping @Sendable ([UInt8]) -> Void) {
        let writer = LineWriter(output)
        let group = DispatchGroup()
        let slots = DispatchSemaphore(value: maximumInFlight)
        let queue = DispatchQueue(label: "l10n.mcp.requests", attributes: .concurrent)
        let server = server
        func dispatch(_ line: [UInt8]) {
            slots.wait()
            group.enter()
            // `initialize` opens the session the requests after it need: it runs alone, after those read before it
            // and before those read after it (a line that only mentions the word loses its concurrency, no more).
            let opensSession = line.firstRange(of: Self.initializeBytes) != nil
            queue.async(flags: opensSession ? .barrier : []) {
                if let answer = server.handle(line) { writer.write(answer) }
                slots.signal()
                group.leave()
            }
        }
        var reader = LineReader(maximumBytes: maximumMessageBytes)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            reader.take(chunk[0..<count]) { event in
                switch event {
                case .line(let line): dispatch(line)
                case .tooLong: writer.write(MCPServer.response(id: .null, error: .invalidRequest(
                    "message longer than \(maximumMessageBytes) bytes; skipped")))
                }
            }
        }
        if let last = reader.finish() { dispatch(last) }
        group.wait()
    }
}

/// Writes whole answers, one at a time, each followed by a line break.
final class LineWriter: Sendable {
    /// Held while a line is written, so two answers never interleave.
    private let writing = Locked(())
    private let output: @Sendable ([UInt8]) -> Void

    init(_ output: @escaping @Sendable ([UInt8]) -> Void) { self.output = output }

    func write(_ message: [UInt8]) {
        var line = message
        line.append(0x0A)
        writing.withLock { _ in output(line) }
    }
}

/// Splits bytes into lines of at most `maximumBytes`, keeping nothing of a longer one.
struct LineReader {
    enum Event {
        case line([UInt8])
        /// A line was longer than the limit (reported once, when its first excess byte comes).
        case tooLong
    }

    let maximumBytes: Int
    private var pending: [UInt8] = []
    /// Inside a line that was too long: bytes are dropped until its line break.
    private var skipping = false

    init(maximumBytes: Int) { self.maximumBytes = maximumBytes }

    /// Bytes held for the line being read.
    var pendingCount: Int { pending.count }

    mutating func take(_ bytes: ArraySlice<UInt8>, _ emit: (Event) -> Void) {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else {
                append(bytes[start...], emit)
                return
            }
            append(bytes[start..<newline], emit)
            if skipping {
                skipping = false
            } else {
                finishLine(emit)
            }
            start = newline + 1
        }
    }

    /// The last line, when the input ended without a line break after it.
    mutating func finish() -> [UInt8]? {
        guard !skipping else { return nil }
        var line: [UInt8]?
        finishLine { if case .line(let bytes) = $0 { line = bytes } }
        return line
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>, _ emit: (Event) -> Void) {
        guard !skipping else { return }
        if pending.count + bytes.count > maximumBytes {
            pending = []
            skipping = true
            emit(.tooLong)
            return
        }
        pending.append(contentsOf: bytes)
    }

    private mutating func finishLine(_ emit: (Event) -> Void) {
        var line = pending
        pending = []
        if line.last == 0x0D { line.removeLast() }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
        emit(.line(line))
    }
}
