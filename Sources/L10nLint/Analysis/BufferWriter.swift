/// Appends bytes through a pointer into room made beforehand (a `String`'s or an array's uninitialized storage):
/// no capacity or uniqueness check per byte. The caller makes enough room; `count` is what was written.
///
///     let message = String(unsafeUninitializedCapacity: 16) { buffer in
///         var writer = BufferWriter(buffer)
///         writer.append("key '")
///         writer.append(UInt8(ascii: "'"))
///         return writer.count
///     }
///     // "key ''"
struct BufferWriter {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        base = buffer.baseAddress!
        capacity = buffer.count
    }

    /// The room left after what was written.
    var rest: UnsafeMutableBufferPointer<UInt8> {
        UnsafeMutableBufferPointer(start: base + count, count: capacity - count)
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        assert(count < capacity)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        assert(count + bytes.count <= capacity)
        guard let source = bytes.baseAddress else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the string's UTF-8 bytes.
    @inline(__always)
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }
}
