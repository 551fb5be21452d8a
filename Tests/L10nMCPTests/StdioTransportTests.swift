import Foundation
import Testing
import XCStrings

@testable import L10nMCP

/// Collects what the transport writes, one call per message.
final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [[UInt8]] = []

    func append(_ line: [UInt8]) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    /// The messages, parsed, each checked to be exactly one line.
    func messages() throws -> [JSONValue] {
        lock.lock()
        defer { lock.unlock() }
        return try lines.map { line in
            #expect(line.last == 0x0A)
            #expect(line.dropLast().contains(0x0A) == false)
            return try JSONReader.parse(Array(line.dropLast()), path: "output")
        }
    }
}

/// Runs the transport on `input` written into a pipe that is then closed (standard input closing).
func serve(_ server: MCPServer, _ input: [UInt8], maximumMessageBytes: Int = 16 << 20) throws -> [JSONValue] {
    let pipe = Pipe()
    let output = Output()
    let writer = Thread {
        pipe.fileHandleForWriting.write(Data(input))
        try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    StdioTransport(server: server, maximumMessageBytes: maximumMessageBytes)
        .run(input: pipe.fileHandleForReading.fileDescriptor) { output.append($0) }
    return try output.messages()
}

func lines(_ messages: [String]) -> [UInt8] { Array(messages.joined(separator: "\n").utf8) + [0x0A] }

let initializeLine = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#

@Suite struct StdioTransportTests {
    @Test func answersARequestSentJustBeforeStandardInputCloses() throws {
        let project = try MCPTestProject(catalog: smallCatalog)
        defer { project.remove() }
        // The last request has no line break: the input ends right after it. Both are answered before `run` returns.
        var input = lines([initializeLine, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#])
        input += Array(#"{"jsonrpc":"2.0","id":"last","method":"tools/call","params":{"name":"coverage","arguments":{}}}"#.utf8)
        let answers = try serve(project.server(), input)
        #expect(answers.count == 2)
        let last = try #require(answers.first { $0["id"] == .string("last") })
        #expect(last["result"]?["isError"] == .bool(false))
        // Empty lines and a CRLF line end are fine.
        let crlf = try serve(project.server(), Array("\n\r\n\(initializeLine)\r\n\n".utf8))
        #expect(crlf.count == 1 && crlf[0]["result"]?["protocolVersion"] == .string("2025-11-25"))
    }

    /// A client that sends requests right behind `initialize`, without waiting for its answer, is served: no
    /// request is handled before the session is open ("send 'initialize' first" would be the answer).
    @Test func requestsRightBehindInitializeAreServed() throws {
        let project = try MCPTestProject(catalog: smallCatalog)
        defer { project.remove() }
        let calls = (1...8).map { id in
            #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"coverage","arguments":{}}}"#
        }
        for _ in 1...10 {
            let answers = try serve(project.server(), lines([initializeLine] + calls))
            #expect(answers.count == 9)
            for answer in answers where answer["id"]?.intValue != 0 {
                #expect(answer["error"] == nil, "\(answer)")
                #expect(answer["result"]?["isError"] == .bool(false))
            }
        }
    }

    @Test func concurrentRequestsAreEachAnsweredOnce() throws {
        let project = try MCPTestProject(catalog: smallCatalog)
        defer { project.remove() }
        var messages = [initializeLine, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#]
        for id in 1...60 {
            switch id % 4 {
            case 0: messages.append(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#)
            case 1: messages.append(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"untranslated","arguments":{"language":"de"}}}"#)
            case 2: messages.append(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"coverage","arguments":{"language":"de"}}}"#)
            default: messages.append(#"{"jsonrpc":"2.0","id":\#(id),"method":"bogus"}"#)
            }
        }
        let answers = try serve(project.server(), lines(messages))
        let ids = answers.compactMap { $0["id"]?.intValue }
        #expect(ids.sorted() == Array(0...60))
        for answer in answers {
            let id = try #require(answer["id"]?.intValue)
            switch id % 4 {
            case _ where id == 0: #expect(answer["result"]?["protocolVersion"] != nil)
            case 0: #expect(answer["result"] == .object([]))
            case 1: #expect(answer["result"]?["structuredContent"]?["keysToTranslate"] == .integer(2))
            case 2: #expect(answer["result"]?["structuredContent"]?["languages"]?.arrayValue?.first?["translated"] == .integer(1))
            default: #expect(answer["error"]?["code"] == .integer(-32601))
            }
        }
        // The server itself, called from many threads at once, answers as it does one call at a time.
        let server = try initialized(project.server())
        let request = Array(#"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"untranslated","arguments":{"language":"de"}}}"#.utf8)
        let expected = server.handle(request)
        let results = Results(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { results.set($0, server.handle(request)) }
        #expect(results.all.allSatisfy { $0 == expected })
    }

    @Test func anOversizedMessageIsRefusedWithoutBeingKept() throws {
        let project = try MCPTestProject(catalog: smallCatalog)
        defer { project.remove() }
        let huge = #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":""# + String(repeating: "x", count: 3 << 20) + #""}}"#
        let answers = try serve(
            project.server(), lines([huge, #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#]), maximumMessageBytes: 64 << 10)
        #expect(answers.count == 2)
        #expect(answers.first { $0["id"] == .null }?["error"]?["code"] == .integer(-32600))
        #expect(answers.first { $0["id"] == .integer(2) }?["result"] == .object([]))
        // The reader holds at most the limit while it skips the rest of the line.
        var reader = LineReader(maximumBytes: 1024)
        var events: [String] = []
        for _ in 0..<100 {
            reader.take(ArraySlice(repeating: UInt8(ascii: "a"), count: 4096)) { event in
                if case .tooLong = event { events.append("too long") }
            }
            #expect(reader.pendingCount <= 1024)
        }
        reader.take(ArraySlice(Array("b\nping\n".utf8))) { event in
            if case .line(let line) = event { events.append(String(decoding: line, as: UTF8.self)) }
        }
        #expect(events == ["too long", "ping"])
    }
}

/// Answers gathered from concurrent calls.
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[UInt8]?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: [UInt8]?) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
    var all: [[UInt8]?] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
