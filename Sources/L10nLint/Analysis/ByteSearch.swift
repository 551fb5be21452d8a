/// Byte-wise tests on UTF-8 buffers, for text that is looked at without building a `String`.
extension UnsafeBufferPointer<UInt8> {
    /// True when the bytes end with `suffix`'s UTF-8 bytes.
    func hasSuffix(_ suffix: String) -> Bool {
        var suffix = suffix
        return suffix.withUTF8 { tail in
            guard tail.count <= count else { return false }
            let start = count - tail.count
            for offset in 0..<tail.count where self[start + offset] != tail[offset] { return false }
            return true
        }
    }

    /// True when `needle` occurs in the bytes (an empty needle always does).
    func contains(bytesOf needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count > 0 else { return true }
        guard count >= needle.count else { return false }
        outer: for start in 0...(count - needle.count) {
            for offset in 0..<needle.count where self[start + offset] != needle[offset] { continue outer }
            return true
        }
        return false
    }
}
