#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A growable byte buffer for building large reports: appending is a bounds check and a `memcpy`, without the
/// generic collection machinery of `Array.append(contentsOf:)`. Owns its memory; `release()` frees it.
///
///     var writer = ByteWriter(capacity: 1 << 20)
///     writer.append("a.swift")
///     writer.append(12)
///     let text = writer.text       // "a.swift12"
///     writer.release()
struct ByteWriter {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    mutating func release() { base.deallocate() }

    /// Empties the buffer, keeping its memory.
    mutating func removeAll() { count = 0 }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = grown
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        memcpy(base + count, source, bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: String) {
        // Native strings are contiguous UTF-8: read in place; others (bridged) are made so first.
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// `count` spaces (an indentation).
    mutating func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        memset(base + count, 0x20, spaces)
        count += spaces
    }

    /// The bytes written so far, as text (decoded as UTF-8, as written).
    var text: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// A non-negative number in decimal; a negative one through `String`.
    mutating func append(_ number: Int) {
        guard number >= 0 else {
            append(String(number))
            return
        }
        reserve(20)
        var digits = 1
        var probe = number
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        var value = number
        var index = count + digits - 1
        repeat {
            base[index] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
            index -= 1
        } while value > 0
        count += digits
    }
}
