import L10nFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Writes JSON exactly as Foundation's `JSONSerialization` does with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`, which is how Xcode writes String Catalogs: two spaces per level, `"key" : value`,
/// an empty object as `{`, an empty line, `}`, keys in ``KeyOrder``, no `\/`, non-ASCII written as itself.
///
///     var writer = JSONWriter()
///     writer.writeValue(.object([JSONMember(key: "b", value: .bool(true)), JSONMember(key: "a", value: .null)]))
///     String(decoding: writer.bytes, as: UTF8.self)   // "{\n  \"a\" : null,\n  \"b\" : true\n}"
public struct JSONWriter: Sendable {
    /// The output so far (in comparison or streaming mode, what has not been handed on yet).
    public var bytes: [UInt8] = []
    /// The current nesting level (indentation is two spaces per level).
    var level = 0
    /// In comparison or streaming mode, where each full chunk of output goes instead of staying in ``bytes``.
    var chunks: Chunks? = nil

    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// A writer that keeps no output but compares it, chunk by chunk, with `expected`; see ``matchesExpected()``.
    public init(comparingWith expected: [UInt8]) {
        chunks = Chunks(comparingWith: .bytes(expected))
        bytes.reserveCapacity(Self.chunkSize + 4096)
    }

    /// A writer that compares its output with a file's bytes, chunk by chunk, handing back each part of the file
    /// once compared (see ``MappedFile``); see ``matchesExpected()``.
    public init(comparingWith file: MappedFile) {
        chunks = Chunks(comparingWith: .file(file))
        bytes.reserveCapacity(Self.chunkSize + 4096)
    }

    /// A writer that compares its output with a file's bytes from `start` on (the first byte written is compared
    /// with the file's byte at `start`), handing back each part of the file once compared.
    init(comparingWith file: MappedFile, from start: Int) {
        chunks = Chunks(comparingWith: .file(file), from: start)
        bytes.reserveCapacity(Self.chunkSize + 4096)
    }

    /// A writer that hands its output to `sink` in chunks of about 64 KB (the last one on ``finishStreaming()``),
    /// keeping none: a whole catalog written to a file without being held.
    public init(streamingTo sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        chunks = Chunks(sink: sink)
        bytes.reserveCapacity(Self.chunkSize + 4096)
    }

    /// Output is handed on in chunks of this size.
    static var chunkSize: Int { 1 << 16 }

    /// Hands a full chunk on, in comparison or streaming mode.
    @inline(__always)
    mutating func flushIfNeeded() {
        if chunks != nil && bytes.count >= Self.chunkSize { compareChunk() }
    }

    /// Hands what is in ``bytes`` on (compared, or streamed) and empties it.
    mutating func compareChunk() {
        if let chunks { bytes.withUnsafeBufferPointer { chunks.take($0) } }
        bytes.removeAll(keepingCapacity: true)
    }

    /// In comparison mode, whether everything written equals the expected bytes.
    public mutating func matchesExpected() -> Bool {
        compareChunk()
        return chunks?.matches ?? false
    }

    /// In comparison mode, how many bytes have been written so far (those compared and those waiting): where the
    /// next byte stands in the expected bytes.
    var writtenCount: Int { (chunks?.compared ?? 0) + bytes.count }

    /// In comparison mode, whether a compared chunk differed from the expected bytes.
    var hasDiffered: Bool { chunks?.differs ?? true }

    /// In comparison mode, takes the expected bytes from `start` to `end` as written (another comparison checked
    /// them): the output so far must end at `start`; the next byte written is compared with the byte at `end`.
    mutating func skipExpected(from start: Int, to end: Int) {
        compareChunk()
        chunks?.skip(from: start, to: end)
    }

    /// In streaming mode, hands the last chunk on.
    public mutating func finishStreaming() {
        compareChunk()
    }

    /// Where a comparing or streaming writer's chunks go. A class: the writer is copied as a value, its chunks'
    /// state is one; used by one writer on one thread.
    final class Chunks: @unchecked Sendable {
        enum Expected {
            case bytes([UInt8])
            case file(MappedFile)
        }

        private let expected: Expected?
        private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?
        /// How many output bytes have been compared so far (once they differ, how many were written).
        private(set) var compared = 0
        /// Whether a compared chunk differed.
        private(set) var differs = false

        init(comparingWith expected: Expected, from start: Int = 0) {
            self.expected = expected
            compared = start
            sink = nil
        }

        func skip(from start: Int, to end: Int) {
            if compared != start { differs = true }
            compared = end
        }

        init(sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
            expected = nil
            self.sink = sink
        }

        func take(_ chunk: UnsafeBufferPointer<UInt8>) {
            if let sink {
                if !chunk.isEmpty { sink(chunk) }
                return
            }
            guard let expected else { return }
            // Past a difference, bytes are counted, not compared (``writtenCount`` goes on counting).
            guard !differs else {
                compared += chunk.count
                return
            }
            switch expected {
            case .bytes(let bytes): bytes.withUnsafeBufferPointer { compare(chunk, with: $0) }
            case .file(let file):
                compare(chunk, with: file.bytes)
                file.release(before: compared)
            }
        }

        private func compare(_ chunk: UnsafeBufferPointer<UInt8>, with target: UnsafeBufferPointer<UInt8>) {
            let count = chunk.count
            if compared + count > target.count {
                differs = true
            } else if count > 0, memcmp(chunk.baseAddress!, target.baseAddress! + compared, count) != 0 {
                differs = true
            }
            compared += count
        }

        /// Whether everything compared equals the expected bytes, all of them.
        var matches: Bool {
            guard let expected, !differs else { return false }
            switch expected {
            case .bytes(let bytes): return compared == bytes.count
            case .file(let file): return compared == file.bytes.count
            }
        }
    }

    // MARK: Structure

    @inline(__always)
    mutating func newlineAndIndent() {
        bytes.append(0x0A)
        for _ in 0..<(level &* 2) { bytes.append(0x20) }
    }

    /// Writes `{` and enters a level; ``member(_:first:)`` and ``endObject(isEmpty:)`` follow.
    @inline(__always)
    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        level &+= 1
    }

    /// Writes the separator and `"key" : ` of a member.
    @inline(__always)
    mutating func member(_ key: String, first: inout Bool) {
        if first {
            first = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
        newlineAndIndent()
        writeString(key)
        bytes.append(0x20)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    /// Leaves the level and writes the closing `}` (an empty object gets its empty line).
    @inline(__always)
    mutating func endObject(isEmpty: Bool) {
        level &-= 1
        if isEmpty { bytes.append(0x0A) }
        newlineAndIndent()
        bytes.append(UInt8(ascii: "}"))
        flushIfNeeded()
    }

    // MARK: Values

    /// Writes a string literal with JSONSerialization's escaping: `"` `\` and control characters only.
    public mutating func writeString(_ string: String) {
        var string = string
        string.withUTF8 { writeStringBytes($0) }
    }

    @inline(__always)
    mutating func writeStringBytes(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var start = 0
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            if byte >= 0x20 && byte != 0x22 && byte != 0x5C {
                index &+= 1
                continue
            }
            if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
            bytes.append(0x5C)
            switch byte {
            case 0x22: bytes.append(0x22)
            case 0x5C: bytes.append(0x5C)
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            }
            index &+= 1
            start = index
        }
        if start < count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<count])) }
        bytes.append(UInt8(ascii: "\""))
    }

    @inline(__always)
    mutating func writeBool(_ value: Bool) {
        if value {
            bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65])
        } else {
            bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
        }
    }

    mutating func writeInteger(_ value: Int) {
        if value >= 0 && value < 10 {
            bytes.append(0x30 &+ UInt8(value))
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    /// Writes an array of strings, one per line.
    mutating func writeStringArray(_ values: [String]) {
        bytes.append(UInt8(ascii: "["))
        level &+= 1
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newlineAndIndent()
            writeString(value)
        }
        level &-= 1
        if values.isEmpty { bytes.append(0x0A) }
        newlineAndIndent()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes any JSON value; object members are sorted in ``KeyOrder``.
    public mutating func writeValue(_ value: JSONValue) {
        switch value {
        case .string(let string): writeString(string)
        case .number(let text): bytes.append(contentsOf: text.utf8)
        case .bool(let flag): writeBool(flag)
        case .null: bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            level &+= 1
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newlineAndIndent()
                writeValue(element)
            }
            level &-= 1
            if elements.isEmpty { bytes.append(0x0A) }
            newlineAndIndent()
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            beginObject()
            var first = true
            for index in KeyOrder.sortedIndices(members.map(\.key)) {
                member(members[index].key, first: &first)
                writeValue(members[index].value)
            }
            endObject(isEmpty: members.isEmpty)
        }
    }
}
