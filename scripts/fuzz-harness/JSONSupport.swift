// Helpers of the `json` and `catalog` harnesses; compiled with the XCStrings sources.

/// A JSON value with positions dropped and object members sorted by key, so that two documents with the same
/// content compare equal whatever their layout and member order.
indirect enum PlainJSON: Equatable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([PlainJSON])
    case object([(String, PlainJSON)])

    init(_ value: JSONValue) {
        switch value {
        case .string(let s): self = .string(s)
        case .number(let n): self = .number(n)
        case .bool(let b): self = .bool(b)
        case .null: self = .null
        case .array(let elements): self = .array(elements.map(PlainJSON.init))
        case .object(let members):
            self = .object(members.map { ($0.key, PlainJSON($0.value)) }.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) })
        }
    }

    static func == (a: PlainJSON, b: PlainJSON) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }
}

/// Checks what every reader error must be: a position inside (or just past) the input and a one-line,
/// non-empty message, so `path:line:column: error: message` stays one line.
func checkError(_ error: CatalogError, in bytes: [UInt8], path: String) {
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    require(error.file == path, "error names '\(error.file)', not '\(path)'")
    require(error.line >= 1 && error.line <= lines, "error line \(error.line) outside 1...\(lines)")
    require(error.column >= 1 && error.column <= bytes.count + 1, "error column \(error.column) out of range")
    require(!error.message.isEmpty, "empty error message")
    require(!error.message.utf8.contains(0x0A) && !error.message.utf8.contains(0x0D),
        "multi-line error message: \(error.message.debugDescription)")
}
