import XCStrings

/// One tool the server offers: its name, the description and input schema an agent reads, and its work.
///
/// A tool returns a JSON object (sent as text and, from 2025-06-18 on, as `structuredContent`), or throws a
/// ``ToolError`` whose message tells the agent what to change. Every tool reads the files again on each call.
public protocol MCPTool: Sendable {
    var name: String { get }
    var title: String { get }
    /// What the tool does and returns, for an agent deciding whether and how to call it.
    var description: String { get }
    /// A JSON Schema (draft 2020-12, as MCP 2025-11-25 assumes) of the arguments.
    var inputSchema: JSONValue { get }
    /// Whether the tool changes files (only `submit_translations` does).
    var readOnly: Bool { get }
    func call(_ arguments: ToolArguments, project: MCPProject) throws(ToolError) -> JSONValue
}

extension MCPTool {
    /// The tool as `tools/list` gives it; `title` only for clients on 2025-06-18 or later.
    func definition(includingOutputHints: Bool) -> JSONValue {
        .record([
            ("name", .string(name)),
            ("title", includingOutputHints ? .string(title) : nil),
            ("description", .string(description)),
            ("inputSchema", inputSchema),
            ("annotations", .record([
                ("title", .string(title)), ("readOnlyHint", .bool(readOnly)), ("destructiveHint", .bool(false)),
                ("idempotentHint", .bool(true)), ("openWorldHint", .bool(false)),
            ])),
        ])
    }
}

/// Why a tool call failed, in one sentence the agent can act on (sent with `isError: true`).
public struct ToolError: Error, Sendable, Hashable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// A tool's arguments, read with the checks their schema states; a wrong one throws a ``ToolError`` naming it.
public struct ToolArguments: Sendable {
    public let json: JSONValue

    public init(_ json: JSONValue) { self.json = json }

    public func string(_ name: String) throws(ToolError) -> String {
        guard let value = try optionalString(name) else { throw ToolError("argument '\(name)' is required") }
        return value
    }

    public func optionalString(_ name: String) throws(ToolError) -> String? {
        guard let value = json[name], value != .null else { return nil }
        guard let text = value.stringValue else { throw ToolError("argument '\(name)' must be a string") }
        return text
    }

    /// An integer in `range`, `defaultValue` when absent.
    public func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(ToolError) -> Int {
        guard let value = json[name], value != .null else { return defaultValue }
        guard let number = value.intValue, range.contains(number) else {
            throw ToolError("argument '\(name)' must be an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    public func bool(_ name: String, default defaultValue: Bool) throws(ToolError) -> Bool {
        guard let value = json[name], value != .null else { return defaultValue }
        guard let flag = value.boolValue else { throw ToolError("argument '\(name)' must be true or false") }
        return flag
    }

    public func array(_ name: String) throws(ToolError) -> [JSONValue] {
        guard let value = json[name] else { throw ToolError("argument '\(name)' is required") }
        guard let elements = value.arrayValue else { throw ToolError("argument '\(name)' must be an array") }
        return elements
    }

    /// The page a list starts at: 0, or the offset of the `cursor` argument (a cursor of this tool's).
    public func cursor(scope: String) throws(ToolError) -> PageCursor? {
        guard let text = try optionalString("cursor") else { return nil }
        guard let cursor = PageCursor(decoding: text, for: scope) else {
            throw ToolError("'cursor' is not a cursor '\(scope)' gave; pass 'nextCursor' from its last answer, or none to start over")
        }
        return cursor
    }
}

/// Building blocks of the input schemas.
enum Schema {
    static func object(_ properties: [(String, JSONValue)], required: [String] = []) -> JSONValue {
        .record([
            ("type", .string("object")),
            ("properties", .object(properties.map { JSONMember(key: $0.0, value: $0.1) })),
            ("required", required.isEmpty ? nil : .strings(required)),
            ("additionalProperties", .bool(false)),
        ])
    }

    static func string(_ description: String, oneOf values: [String]? = nil) -> JSONValue {
        .record([("type", .string("string")), ("description", .string(description)), ("enum", values.map(JSONValue.strings))])
    }

    static func integer(_ description: String, minimum: Int, maximum: Int, default value: Int) -> JSONValue {
        .record([
            ("type", .string("integer")), ("description", .string(description)), ("minimum", .integer(minimum)),
            ("maximum", .integer(maximum)), ("default", .integer(value)),
        ])
    }

    static let cursor = string("The 'nextCursor' of the previous page; omit for the first page.")
}
