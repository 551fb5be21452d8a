/// Up to eight bytes of a short text in one integer, the last byte lowest: a rolling window over a text's bytes is
/// compared with a phrase in one comparison (the comment scans of `StatedIntent` and of catalog entries' comments).
///
///     PackedBytes.of("ransl")   // 0x72_61_6E_73_6C
public enum PackedBytes {
    public static func of(_ text: StaticString) -> UInt64 {
        var value: UInt64 = 0
        text.withUTF8Buffer { for byte in $0 { value = (value << 8) | UInt64(byte) } }
        return value
    }
}
