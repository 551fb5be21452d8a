/// Byte-wise tests on UTF-8 buffers, for text that is looked at without building a `String`.
extension UnsafeBufferPointer<UInt8> {
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
