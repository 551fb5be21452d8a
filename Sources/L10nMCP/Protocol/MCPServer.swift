import Foundation
import L10nFiles
import XCStrings

/// The Model Context Protocol server behind `l10n mcp`: the lifecycle (``initialize``, `notifications/initialized`,
/// `ping`) and the tools (`tools/list`, `tools/call`), one JSON-RPC 2.0 message in, at most one out.
///
///     let server = MCPServer(tools: L10nTools.all, project: project, version: "0.1.0")
///     server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8))
///     // {"jsonrpc":"2.0","id":1,"result":{}}
///
/// Protocol revisions, both eras:
/// - the initialize era, ``protocolVersions`` (newest first): a client asking `initialize` for one of them gets it;
///   any other version is answered with the newest, as the lifecycle's version negotiation says (the client then
///   decides whether it can go on);
/// - the stateless revision, ``statelessVersions`` (2026-07-28): a request whose `params._meta` names its protocol
///   version (`io.modelcontextprotocol/protocolVersion`) is served on its own, without a handshake; its result
///   carries `resultType` and the server's identity in `_meta`, a list carries the cache hints `ttlMs` and
///   `cacheScope`, and a version the server does not speak is refused with -32022 and the versions it does.
///   `server/discover` answers the versions, capabilities and instructions; clients that probe it first
///   (stdio's backward-compatibility rule) then use it, and older clients never send it.
///
/// Errors: a message that is not JSON gets a parse error (-32700); not a request (no `jsonrpc: "2.0"`, a batch, an
/// id that is neither a string nor an integer) an invalid-request error (-32600); an unknown method -32601; an
/// unknown tool, a missing tool name or a bad `tools/list` cursor -32602. A tool that runs and fails answers with
/// `isError: true` and a sentence the agent can act on (MCP 2025-11-25: input validation errors are tool
/// errors). Without `initialize`, only `ping` and stateless requests (their version in `_meta`) are served; other
/// requests are refused (-32600).
///
/// Thread-safe: the transport may hand it messages from several threads at once (``StdioTransport``).
public final class MCPServer: Sendable {
    /// The revisions this server speaks, newest first.
    public static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    /// The stateless revisions this server speaks (no handshake; the version comes with each request).
    public static let statelessVersions = ["2026-07-28"]
    /// Where a stateless request names its protocol version, in `params._meta`.
    static let versionMetaKey = "io.modelcontextprotocol/protocolVersion"

    let tools: [any MCPTool]
    let project: MCPProject
    let version: String
    /// Tools per `tools/list` page.
    let toolsPageSize: Int

    /// The protocol version agreed on by `initialize`, once it came.
    private let negotiated = Locked<String?>(nil)

    public init(tools: [any MCPTool], project: MCPProject, version: String, toolsPageSize: Int = 50) {
        self.tools = tools
        self.project = project
        self.version = version
        self.toolsPageSize = max(1, toolsPageSize)
    }

    /// The protocol version agreed on by `initialize`, if it came.
    public var protocolVersion: String? {
        negotiated.withLock { $0 }
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
        let statelessVersion = params?["_meta"]?[Self.versionMetaKey]?.stringValue
        do {
            if method != "initialize" && (statelessVersion != nil || method == "server/discover") {
                return Self.response(
                    id: id, result: try answerStateless(method, version: statelessVersion, params: params ?? .object([])))
            }
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
                throw .invalidRequest(
                    "send 'initialize' first, or name the revision in each request's params._meta "
                        + "(\"\(Self.versionMetaKey)\": \"\(Self.statelessVersions[0])\")")
            }
            let structured = supportsStructuredContent
            return method == "tools/list" ? try listTools(params, titles: structured) : try callTool(params, structured: structured)
        default:
            throw .methodNotFound(method)
        }
    }

    /// A request of the stateless revision: the version it names (nil only for a `server/discover` without
    /// `_meta`) must be one of ``statelessVersions``.
    func answerStateless(_ method: String, version: String?, params: JSONValue) throws(RPCError) -> JSONValue {
        if let version, !Self.statelessVersions.contains(version) {
            throw .unsupportedVersion(version, supported: Self.statelessVersions + Self.protocolVersions)
        }
        let result: JSONValue
        var cacheable = false
        switch method {
        case "server/discover":
            result = .record([
                ("supportedVersions", .strings(Self.statelessVersions)),
                ("capabilities", .record([("tools", .record([("listChanged", .bool(false))]))])),
                ("instructions", .string(Self.instructions)),
            ])
            cacheable = true
        case "tools/list":
            result = try listTools(params, titles: true)
            cacheable = true
        case "tools/call": result = try callTool(params, structured: true)
        case "ping": result = .object([])
        default: throw .methodNotFound(method)
        }
        guard case .object(var members) = result else { return result }
        members.insert(JSONMember(key: "resultType", value: .string("complete")), at: 0)
        if cacheable {
            // The tools never change while the server runs, but the answer is cheap: nothing to gain from caching.
            members.append(JSONMember(key: "ttlMs", value: .integer(0)))
            members.append(JSONMember(key: "cacheScope", value: .string("private")))
        }
        members.append(JSONMember(key: "_meta", value: .record([("io.modelcontextprotocol/serverInfo", serverInfo)])))
        return .object(members)
    }

    var serverInfo: JSONValue {
        .record([("name", .string("l10n")), ("title", .string("l10n")), ("version", .string(version))])
    }

    func initialize(_ params: JSONValue) -> JSONValue {
        let requested = params["protocolVersion"]?.stringValue ?? ""
        let chosen = Self.protocolVersions.contains(requested) ? requested : Self.protocolVersions[0]
        negotiated.withLock { $0 = chosen }
        return .record([
            ("protocolVersion", .string(chosen)),
            ("capabilities", .record([("tools", .record([("listChanged", .bool(false))]))])),
            ("serverInfo", serverInfo),
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

    /// A page of tools; `titles`: with their `title` (2025-06-18 on).
    func listTools(_ params: JSONValue, titles: Bool) throws(RPCError) -> JSONValue {
        var start = 0
        if let cursor = params["cursor"] {
            guard let text = cursor.stringValue, let offset = PageCursor(decoding: text, for: "tools/list")?.offset,
                offset <= tools.count
            else { throw .invalidParams("'cursor' is not one this server gave; list the tools again without it") }
            start = offset
        }
        let end = min(tools.count, start + toolsPageSize)
        let page = tools[start..<end].map { $0.definition(includingOutputHints: titles) }
        let next = end < tools.count ? PageCursor(offset: end, scope: "tools/list").encoded : nil
        return .record([("tools", .array(page)), ("nextCursor", next.map(JSONValue.string))])
    }

    /// `structuredContent` and tool `title`s came with 2025-06-18.
    var supportsStructuredContent: Bool {
        guard let version = protocolVersion else { return false }
        return version >= "2025-06-18"
    }

    /// Runs a tool; `structured`: its result also as `structuredContent` (2025-06-18 on).
    func callTool(_ params: JSONValue, structured: Bool) throws(RPCError) -> JSONValue {
        guard let name = params["name"]?.stringValue else { throw .invalidParams("'name' (the tool to call) is missing") }
        guard let tool = tools.first(where: { $0.name == name }) else {
            throw .invalidParams("unknown tool '\(name)'; the tools are \(tools.map { "'\($0.name)'" }.joined(separator: ", "))")
        }
        let arguments = params["arguments"] ?? .object([])
        guard arguments.isObject else { throw .invalidParams("'arguments' must be an object") }
        do throws(ToolError) {
            if let problem = SchemaCheck.unknownMember(in: arguments, schema: tool.inputSchema) { throw ToolError(problem) }
            let result = try tool.call(ToolArguments(arguments), project: project)
            let text = String(decoding: CompactJSON.encode(result), as: UTF8.self)
            return .record([
                ("content", .array([.record([("type", .string("text")), ("text", .string(text))])])),
                ("structuredContent", structured ? result : nil),
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
