/// 64-bit FNV-1a: a hash that is the same on every run and platform (unlike `Hasher`), for identifiers that are
/// written down and compared later — SARIF fingerprints, MCP source tokens.
///
///     var hash = StableHash()
///     hash.add("Sync".utf8)
///     hash.add(byte: 0xFF)
///     hash.hex   // 16 hex digits
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Mixes in one byte. FNV-1a is defined modulo 2^64: the multiplication wraps by definition (`&*`), it is
    /// the algorithm, not a speed trick.
    public mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    public mutating func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        for byte in bytes { add(byte: byte) }
    }

    /// The value as 16 lower-case hex digits, zero-padded.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
