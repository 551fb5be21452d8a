import Foundation
import L10nMCP
import Testing
import XCStrings

/// A throwaway project folder: a catalog, Swift files, and a server started on it.
struct MCPTestProject {
    let root: String

    init(catalog: String, files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: catalogPath))
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
        }
    }

    var catalogPath: String { root + "/App/Localizable.xcstrings" }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    func server() -> MCPServer {
        MCPServer(tools: L10nTools.all, project: MCPProject(currentDirectory: root), version: "test")
    }

    func catalogBytes() throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: catalogPath))) }
}

/// Sends one message, returns the parsed answer (nil when none).
func send(_ server: MCPServer, _ text: String) throws -> JSONValue? {
    guard let answer = server.handle(Array(text.utf8)) else { return nil }
    // The stdio transport's framing: one message a line.
    #expect(!answer.contains(0x0A))
    return try JSONReader.parse(answer, path: "answer")
}

/// A server that has been through the handshake.
func initialized(_ server: MCPServer, version: String = "2025-11-25") throws -> MCPServer {
    _ = try send(server, #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"\#(version)","capabilities":{},"clientInfo":{"name":"tests","version":"1"}}}"#)
    _ = try send(server, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
    return server
}

/// Calls a tool; returns its structured result (or its error text) and whether it failed.
func call(_ server: MCPServer, _ tool: String, _ arguments: String, id: Int = 7) throws -> (result: JSONValue, isError: Bool) {
    let answer = try send(server, #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#)
    let result = try #require(answer?["result"])
    let isError = result["isError"]?.boolValue ?? false
    let text = try #require(result["content"]?.arrayValue?.first?["text"]?.stringValue)
    if isError { return (.string(text), true) }
    // The text block carries the same JSON as structuredContent, for clients before 2025-06-18.
    let parsed = try JSONReader.parse(Array(text.utf8), path: "text")
    if let structured = result["structuredContent"] { #expect(CompactJSON.encode(structured) == Array(text.utf8)) }
    return (parsed, false)
}
