/// Scans over the long runs of a Swift file (indentation, comment text, string text) eight bytes at a time.
///
/// Each scan reads whole 64-bit words only while eight bytes remain before `end`, then finishes byte by byte,
/// so no read goes past the input. Words are read little-endian, so the first byte of the run is the word's low
/// byte and a trailing-zero count finds the first byte that stops the run. Offsets are below `Int32.max` (see
/// ``Lexer/tokenize(_:reusing:)``), so the arithmetic wraps unchecked.
enum ByteRuns {
    /// `byte` in every byte of a word.
    @inline(__always)
    static func splat(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

    /// The high bit of each zero byte of `word`. Bits above the lowest may be spurious (a borrow runs on), so
    /// only the lowest set bit is meaningful: it marks the first zero byte.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    @inline(__always)
    static func word(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// `offset`, or the offset after it when a space is there: the one space that usually follows a token,
    /// skipped without going round the scan loop again.
    @inline(__always)
    static func afterSpace(_ base: UnsafePointer<UInt8>, _ offset: Int, _ end: Int) -> Int {
        offset < end && base[offset] == 0x20 ? offset &+ 1 : offset
    }

    /// ``afterSpace(_:_:_:)`` without the end check, for input that ends with a line break or is followed by a
    /// zero byte (the invariant of ``StoppedInput``): `offset` is at most the offset of that byte.
    @inline(__always)
    static func afterSpace(_ base: UnsafePointer<UInt8>, unchecked offset: Int) -> Int {
        base[offset] == 0x20 ? offset &+ 1 : offset
    }

    /// ``identifierEnd(_:from:to:classes:)`` without end checks, for input that ends with a line break or is
    /// followed by a zero byte (the invariant of ``StoppedInput``), which no identifier continues through:
    /// `offset` is at most the offset of that byte.
    @inline(__always)
    static func identifierEnd(_ base: UnsafePointer<UInt8>, uncheckedFrom offset: Int, classes: UnsafePointer<UInt8>) -> Int {
        let flag = ByteClass.identifierContinue
        var cursor = offset
        while true {
            if classes[Int(base[cursor])] & flag == 0 { return cursor }
            if classes[Int(base[cursor &+ 1])] & flag == 0 { return cursor &+ 1 }
            if classes[Int(base[cursor &+ 2])] & flag == 0 { return cursor &+ 2 }
            if classes[Int(base[cursor &+ 3])] & flag == 0 { return cursor &+ 3 }
            cursor &+= 4
        }
    }

    /// The offset of the first byte from `offset` on that is neither a space nor a tab, or `end`.
    @inline(__always)
    static func blanksEnd(_ base: UnsafePointer<UInt8>, from offset: Int, to end: Int) -> Int {
        var cursor = offset
        while cursor &+ 8 <= end {
            let other = word(base, cursor) ^ splat(0x20)
            if other == 0 {
                cursor &+= 8
                continue
            }
            cursor &+= other.trailingZeroBitCount &>> 3
            if base[cursor] != 0x09 { return cursor }
            cursor += 1
        }
        while cursor < end, base[cursor] == 0x20 || base[cursor] == 0x09 { cursor += 1 }
        return cursor
    }

    /// The offset of the first line feed or carriage return from `offset` on, or `end`.
    @inline(__always)
    static func lineEnd(_ base: UnsafePointer<UInt8>, from offset: Int, to end: Int) -> Int {
        var cursor = offset
        while cursor &+ 8 <= end {
            let bytes = word(base, cursor)
            let found = zeroBytes(bytes ^ splat(0x0A)) | zeroBytes(bytes ^ splat(0x0D))
            if found != 0 { return cursor &+ found.trailingZeroBitCount &>> 3 }
            cursor &+= 8
        }
        while cursor < end, base[cursor] != 0x0A, base[cursor] != 0x0D { cursor += 1 }
        return cursor
    }

    /// The offset of the first of four given bytes from `offset` on, or `end`.
    @inline(__always)
    static func firstOf(
        _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, in base: UnsafePointer<UInt8>, from offset: Int, to end: Int
    ) -> Int {
        var cursor = offset
        while cursor &+ 8 <= end {
            let bytes = word(base, cursor)
            let found = zeroBytes(bytes ^ splat(a)) | zeroBytes(bytes ^ splat(b)) | zeroBytes(bytes ^ splat(c))
                | zeroBytes(bytes ^ splat(d))
            if found != 0 { return cursor &+ found.trailingZeroBitCount &>> 3 }
            cursor &+= 8
        }
        while cursor < end {
            let byte = base[cursor]
            if byte == a || byte == b || byte == c || byte == d { return cursor }
            cursor += 1
        }
        return cursor
    }

    /// The offset of the first byte from `offset` on that cannot continue an identifier (see
    /// ``ByteClass/identifierContinue``), or `end`: a table walk, four bytes per bounds check.
    @inline(__always)
    static func identifierEnd(
        _ base: UnsafePointer<UInt8>, from offset: Int, to end: Int, classes: UnsafePointer<UInt8>
    ) -> Int {
        let flag = ByteClass.identifierContinue
        var cursor = offset
        while cursor &+ 4 <= end {
            if classes[Int(base[cursor])] & flag == 0 { return cursor }
            if classes[Int(base[cursor &+ 1])] & flag == 0 { return cursor &+ 1 }
            if classes[Int(base[cursor &+ 2])] & flag == 0 { return cursor &+ 2 }
            if classes[Int(base[cursor &+ 3])] & flag == 0 { return cursor &+ 3 }
            cursor &+= 4
        }
        while cursor < end, classes[Int(base[cursor])] & flag != 0 { cursor += 1 }
        return cursor
    }
}
