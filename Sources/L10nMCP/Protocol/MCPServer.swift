import Foundation
import XCStrings

/// The Model Context Protocol server behind `l10n mcp`: the lifecycle (``initialize``, `notifications/initialized`,
/// `ping`) and the tools (`tools/list`, `tools/call`), one JSON-RPC 2.0 message in, at most one out.
///
///     let server = MCPServer(tools: L10nTools.all, project: project, version: "0.1.0")
///     server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8))
///     // {"jsonrpc":"2.0","id":1,"result":{}}
///
/// Protocol revisions: the initialize-era ones, ``protocolVersions`` (newest first). A client asking for one of
/// them gets it; any other version is answered with the newest, as the lifecycle's version negotiation says (the
/// client then decides whether it can go on). `server/discover` (the stateless 2026-07-28 revision) is not
/// offered: it is answered "method not found", which clients that probe it take as the sign to send `initialize`.
///
/// Errors: a message that is not JSON gets a parse error (-32700); not a request (no `jsonrpc: "2.0"`, a batch, an
/// id that is neither a string nor an integer) an invalid-request error (-32600); an unknown method -32601; an
/// unknown tool, a missing tool name or a bad `tools/list` cursor -32602. A tool that runs and fails answers with
/// `isError: true` and a sentence the agent can act on (MCP 2025-11-25: input validation errors are tool
/// errors). Requests other than `initialize` and `ping` before `initialize` are refused (-32600).
///
/// Thread-safe: the transport may hand it messages from several threads at once (``StdioTransport``).
public final class MCPServer: @unchecked Sendable {
    /// The revisions this server speaks, newest first.
    public static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    let tools: [any MCPTool]
    let project: MCPProject
    let version: String
    /// Tools per `tools/list` page.
    let toolsPageSize: Int

    private let lock = NSLock()
    private var negotiated: String?

    public init(tools: [any MCPTool], project: MCPProject, version: String, toolsPageSize: Int = 50) {
        self.tools = tools
        self.project = project
        self.version = version
        self.toolsPageSize = max(1, toolsPageSize)
    }

    /// The protocol version agreed on by `initialize`, if it came.
    public var protocolVersion: String? {
        lock.lock()
        defer { lock.unlock() }
        return negotiated
    }

    /// Answers one message (one line, without its line break): the response's bytes (one line, no line break), or
    /// nil for a notification or a response.
    public func handle(_ line: [UInt8]) -> [UInt8]? {
        let message: JSONValue
        do {
            message = try JSONReader.parse(line, path: "message")
        } catch {
            return Self.response(id: .null, error: .parseError(error.message))
        }
        guard case .object = message else {
            if case .array = message {
                return Self.response(
                    id: .null,
                    error: .invalidRequest("JSON-RPC batches are not part of MCP since 2025-06-18; send one message a line"))
            }
            return Self.response(id: .null, error: .invalidRequest("a message must be a JSON object"))
        }
        let id = message["id"]
        if let id, !Self.isValidID(id) {
            return Self.response(id: .null, error: .invalidRequest("'id' must be a string or an integer"))
        }
        guard message["jsonrpc"]?.stringValue == "2.0" else {
            return Self.response(id: id ?? .null, error: .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        guard let method = message["method"]?.stringValue else {
            // A response (to a request this server never sends) or nonsense: nothing to answer.
            if message["result"] != nil || message["error"] != nil { return nil }
            return Self.response(id: id ?? .null, error: .invalidRequest("'method' must be a string"))
        }
        let params = message["params"]
        if let params, !params.isObject {
            guard let id else { return nil }
            return Self.response(id: id, error: .invalidParams("'params' must be an object"))
        }
        guard let id else {
            notify(method)
            return nil
        }
        do {
            return Self.response(id: id, result: try answer(method, params: params ?? .object([])))
        } catch {
            return Self.response(id: id, error: error)
        }
    }

    /// Notifications need nothing: `initialize` already opened the session (`notifications/initialized` only
    /// confirms it), and every request is answered as soon as it is done (`notifications/cancelled` comes too late
    /// to matter).
    func notify(_ method: String) {}

    func answer(_ method: String, params: JSONValue) throws(RPCError) -> JSONValue {
        switch method {
        case "initialize":
            guard params["protocolVersion"]?.stringValue != nil else {
                throw .invalidParams("'protocolVersion' (the revision the client speaks, e.g. \"2025-11-25\") is missing")
            }
            return initialize(params)
        case "ping": return .object([])
        case "tools/list", "tools/call":
            guard protocolVersion != nil else {
                throw .invalidRequest("send 'initialize' first; '\(method)' comes after the handshake")
            }
            return method == "tools/list" ? try listTools(params) : try callTool(params)
        default:
            throw .methodNotFound(method)
        }
    }

    func initialize(_ params: JSONValue) -> JSONValue {
        let requested = params["protocolVersion"]?.stringValue ?? ""
        let chosen = Self.protocolVersions.contains(requested) ? requested : Self.protocolVersions[0]
        lock.lock()
        negotiated = chosen
        lock.unlock()
        return .record([
            ("protocolVersion", .string(chosen)),
            ("capabilities", .record([("tools", .record([("listChanged", .bool(false))]))])),
            ("serverInfo", .record([("name", .string("l10n")), ("title", .string("l10n")), ("version", .string(version))])),
            ("instructions", .string(Self.instructions)),
        ])
    }

    static let instructions = """
        String Catalogs (.xcstrings) of this project, checked as 'l10n check' checks them. Typical work: 'coverage' \
        to see what is missing; 'untranslated' for a page of units to translate in one language (with where each \
        string is shown in the app); 'submit_translations' to write them (each one checked like 'l10n merge'; \
        rejected ones come back with the reason); 'check' for the findings CI reports; 'suggest_key' for the key \
        a hardcoded string should get. Lists are paged: pass 'nextCursor' back as 'cursor'.
        """

    func listTools(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var start = 0
        if let cursor = params["cursor"] {
            guard let text = cursor.stringValue, let offset = PageCursor(decoding: text, for: "tools/list")?.offset,
                offset <= tools.count
            else { throw .invalidParams("'cursor' is not one this server gave; list the tools again without it") }
            start = offset
        }
        let end = min(tools.count, start + toolsPageSize)
        let page = tools[start..<end].map { $0.definition(includingOutputHints: supportsStructuredContent) }
        let next = end < tools.count ? PageCursor(offset: end, scope: "tools/list").encoded : nil
        return .record([("tools", .array(page)), ("nextCursor", next.map(JSONValue.string))])
    }

    /// `structuredContent` and tool `title`s came with 2025-06-18.
    var supportsStructuredContent: Bool {
        guard let version = protocolVersion else { return false }
        return version >= "2025-06-18"
    }

    func callTool(_ params: JSONValue) throws(RPCError) -> JSONValue {
        guard let name = params["name"]?.stringValue else { throw .invalidParams("'name' (the tool to call) is missing") }
        guard let tool = tools.first(where: { $0.name == name }) else {
            throw .invalidParams("unknown tool '\(name)'; the tools are \(tools.map { "'\($0.name)'" }.joined(separator: ", "))")
        }
        let arguments = params["arguments"] ?? .object([])
        guard arguments.isObject else { throw .invalidParams("'arguments' must be an object") }
        do {
            let result = try tool.call(ToolArguments(arguments), project: project)
            let text = String(decoding: CompactJSON.encode(result), as: UTF8.self)
            return .record([
                ("content", .array([.record([("type", .string("text")), ("text", .string(text))])])),
                ("structuredContent", supportsStructuredContent ? result : nil),
                ("isError", .bool(false)),
            ])
        } catch {
            return .record([
                ("content", .array([.record([("type", .string("text")), ("text", .string(error.message))])])),
                ("isError", .bool(true)),
            ])
        }
    }

    static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string: true
        case .number(let text): Int(text) != nil
        default: false
        }
    }

    static func response(id: JSONValue, result: JSONValue) -> [UInt8] {
        CompactJSON.encode(.record([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    static func response(id: JSONValue, error: RPCError) -> [UInt8] {
        CompactJSON.encode(.record([("jsonrpc", .string("2.0")), ("id", id), ("error", error.json)]))
    }
}
