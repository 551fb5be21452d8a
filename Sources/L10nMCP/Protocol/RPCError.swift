import XCStrings

/// A JSON-RPC 2.0 error object: what a request that could not be answered gets instead of a result.
///
///     RPCError.methodNotFound("resources/list")
///     // {"code":-32601,"message":"method 'resources/list' is not supported; this server offers tools only: …"}
///
/// Protocol errors only: a tool that runs and fails (a malformed catalog, a wrong argument) answers with a result
/// whose `isError` is true, so that the agent reads the message and can correct itself (MCP 2025-11-25).
public struct RPCError: Error, Sendable, Hashable {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public static let parseErrorCode = -32700
    public static let invalidRequestCode = -32600
    public static let methodNotFoundCode = -32601
    public static let invalidParamsCode = -32602
    public static let internalErrorCode = -32603
    /// MCP 2026-07-28: the request names a protocol version the server does not speak.
    public static let unsupportedProtocolVersionCode = -32022

    /// The message is not JSON.
    static func parseError(_ detail: String) -> RPCError {
        RPCError(code: parseErrorCode, message: "parse error: \(detail)")
    }

    static func invalidRequest(_ detail: String) -> RPCError {
        RPCError(code: invalidRequestCode, message: "invalid request: \(detail)")
    }

    static func methodNotFound(_ method: String) -> RPCError {
        RPCError(
            code: methodNotFoundCode,
            message: "method '\(method)' is not supported; this server offers initialize, server/discover, ping, tools/list and tools/call")
    }

    /// With the versions the server speaks, for the client to pick one (`data: {supported, requested}`).
    static func unsupportedVersion(_ requested: String, supported: [String]) -> RPCError {
        RPCError(
            code: unsupportedProtocolVersionCode,
            message: "protocol version '\(requested)' is not supported; use one of \(supported.joined(separator: ", "))",
            data: .record([("supported", .strings(supported)), ("requested", .string(requested))]))
    }

    static func invalidParams(_ detail: String) -> RPCError {
        RPCError(code: invalidParamsCode, message: "invalid params: \(detail)")
    }

    /// The error object as JSON-RPC writes it.
    var json: JSONValue {
        .record([("code", .integer(code)), ("message", .string(message)), ("data", data)])
    }
}
