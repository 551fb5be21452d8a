/// ``TextClassifier``'s tests on UTF-8 bytes, so callers holding a literal's bytes build no `String`.
extension TextClassifier {
    /// ``isDottedKey(_:)`` on the text's UTF-8 bytes: `home.title` yes, `logo.png` and `Home.title` no.
    static func isDottedKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var segments = 0
        var segmentLength = 0
        var lastSegmentStart = 0
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: ".") {
                guard segmentLength > 0 else { return false }
                segments += 1
                segmentLength = 0
                lastSegmentStart = offset + 1
            } else {
                let lower = byte | 0x20
                let allowed = (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
                    || byte == 0x2D
                guard allowed else { return false }
                if offset == 0, !((byte >= 0x61 && byte <= 0x7A) || byte == 0x5F) { return false }
                segmentLength += 1
            }
        }
        guard segmentLength > 0, segments >= 1 else { return false }
        // A file name (`logo.png`, `data.json`) is not a key.
        if segments == 1, isFileExtension(UnsafeBufferPointer(rebasing: bytes[lastSegmentStart...])) { return false }
        return true
    }

    /// ``isFileExtension(_:)`` on ASCII bytes (where equal text is equal bytes): `png` yes, `PNG` and `title` no.
    static func isFileExtension(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2, bytes.count <= 10, let base = bytes.baseAddress else { return false }
        names: for name in fileExtensionNames where name.utf8CodeUnitCount == bytes.count {
            for offset in 0..<bytes.count where base[offset] != name.utf8Start[offset] { continue names }
            return true
        }
        return false
    }

    /// The file name extensions that make `name.ext` a file name rather than a key.
    static let fileExtensionNames: [StaticString] = [
        "png", "jpg", "jpeg", "gif", "heic", "pdf", "svg", "json", "plist", "txt", "md", "html", "css", "js",
        "mp3", "mp4", "mov", "wav", "m4a", "caf", "ttf", "otf", "zip", "xml", "csv", "storyboard", "xib",
        "strings", "xcstrings", "swift", "sqlite", "db", "realm", "mlmodel", "usdz", "scn", "webp", "lottie",
    ]

    /// ``removingFormatSpecifiers(_:)`` on ASCII bytes: each specifier (`%@`, `%lld`, `%1$@`, `%.2f`, `%%`) becomes
    /// `0`, written into `output` (at least as long as `text`: a specifier is two bytes or more); returns the count.
    ///
    ///     "%lld of %2$@ (100%%)" → "0 of 0 (1000)"
    static func removeFormatSpecifiers(
        fromASCII text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        @inline(__always) func isFlag(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "#"),
                UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "'"), UInt8(ascii: "h"),
                UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "j"),
                UInt8(ascii: "t"):
                return true
            default: return false
            }
        }
        @inline(__always) func isConversion(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"),
                UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"),
                UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
                UInt8(ascii: "G"), UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"),
                UInt8(ascii: "p"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "%"):
                return true
            default: return false
            }
        }
        var count = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            guard byte == UInt8(ascii: "%") else {
                output[count] = byte
                count += 1
                continue
            }
            var lookahead = index
            while lookahead < text.count, isFlag(text[lookahead]) { lookahead += 1 }
            if lookahead < text.count, isConversion(text[lookahead]) {
                index = lookahead + 1
                output[count] = UInt8(ascii: "0")
            } else {
                output[count] = byte
            }
            count += 1
        }
        return count
    }
}

extension TextClassifier {
    /// True for the bytes that may stand inside a dotted key's segment: ASCII letters, digits, `_` and `-`.
    @inline(__always)
    static func isKeySegmentByte(_ byte: UInt8) -> Bool {
        byte &- 0x61 < 26 || byte &- 0x41 < 26 || byte &- 0x30 < 10 || byte == 0x5F || byte == 0x2D
    }

    /// ``isDottedKeyOfThreeOrMoreSegments(_:)-(UnsafeBufferPointer<UInt8>)`` on `count` bytes at `base`, where the
    /// byte at `base[count]` is readable and is neither a segment byte nor a dot (a literal's closing quote): it
    /// stops every run, so the runs test no bound per byte. Same answer as the general test.
    @inline(__always)
    static func isDottedKeyOfThreeOrMoreSegments(sentinelTerminated base: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard count > 0, base[0] &- 0x61 < 26 || base[0] == 0x5F else { return false }
        let end = base + count
        var cursor = base + 1
        var dots = 0
        while true {
            // The tightest loop on lower-case letters, the usual byte; then, by how often each ends a run: a dot,
            // the end, another segment byte.
            while cursor.pointee &- 0x61 < 26 { cursor += 1 }
            let byte = cursor.pointee
            if byte == UInt8(ascii: ".") {
                // The sentinel is no dot, so this dot lies inside the text; the segment after it may not be empty.
                cursor += 1
                guard cursor < end, cursor.pointee != UInt8(ascii: ".") else { return false }
                dots += 1
                continue
            }
            if cursor == end { return dots >= 2 }
            guard isKeySegmentByte(byte) else { return false }
            cursor += 1
        }
    }
}
