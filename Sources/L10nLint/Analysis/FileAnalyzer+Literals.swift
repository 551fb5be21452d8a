/// A literal's value as the rules read it, and how findings quote it.
extension FileAnalyzer {
    /// The literal's text with each interpolation as `0` (a number counts as no word), and the interpolations.
    func rendered(_ literal: StringLiteral) -> (value: String, interpolations: [Range<Int>]) {
        if let plain = source.plainText(of: literal) { return (plain, []) }
        var interpolations: [Range<Int>] = []
        if isPlainASCII(literal) {
            // The same value from the bytes, each text token's bytes being its text, written straight into the
            // `String`'s storage (its length counted first).
            var count = 0
            forEachPart(of: literal) { range, _ in count += range.count } interpolation: { _ in count += 1 }
            let value = String(unsafeUninitializedCapacity: count) { buffer in
                var written = 0
                forEachPart(of: literal) { range, _ in
                    for offset in range {
                        buffer[written] = source.bytes[offset]
                        written += 1
                    }
                } interpolation: { range in
                    buffer[written] = UInt8(ascii: "0")
                    written += 1
                    interpolations.append(range)
                }
                return written
            }
            return (value, interpolations)
        }
        var value = ""
        for segment in source.segments(of: literal) {
            switch segment {
            case .text(let text): value += text
            case .interpolation(let range):
                value += "0"
                interpolations.append(range)
            }
        }
        return (value, interpolations)
    }

    /// True when the literal has an interpolation at its top level (as ``rendered(_:)`` lists them).
    // Inlined: called from mutating methods, an outlined call would copy the whole analyzer first.
    @inline(__always)
    func hasInterpolation(_ literal: StringLiteral) -> Bool {
        var found = false
        forEachPart(of: literal) { _, _ in } interpolation: { _ in found = true }
        return found
    }

    /// True when the literal is on one line and every text token at its top level is ASCII without a backslash:
    /// then each text token's decoded text (``SwiftSource/segments(of:)``) is exactly its bytes.
    func isPlainASCII(_ literal: StringLiteral) -> Bool {
        guard !literal.isMultiline else { return false }
        var plain = true
        forEachPart(of: literal) { range, _ in
            for byte in source.bytes[range] where byte >= 0x80 || byte == 0x5C { plain = false }
        } interpolation: { _ in }
        return plain
    }

    /// Walks the literal's top level as ``SwiftSource/segments(of:)`` does: `text` gets each text token's byte
    /// range (and whether it follows another text token with no interpolation between, when `segments` merges
    /// the two), `interpolation` each interpolation's token range.
    func forEachPart(
        of literal: StringLiteral, text: (Range<Int>, _ followsText: Bool) -> Void, interpolation: (Range<Int>) -> Void
    ) {
        var index = literal.tokens.lowerBound + 1
        let end = literal.tokens.upperBound
        var followsText = false
        while index < end {
            let token = tokens[index]
            switch token.kind {
            case .stringText:
                text(token.range, followsText)
                followsText = true
                index += 1
            case .interpolationOpen:
                let closing = Int(token.closingIndex)
                let cursor = closing > index && closing < end ? closing : end
                interpolation(index + 1..<cursor)
                followsText = false
                index = cursor + 1
            default:
                index += 1
            }
        }
    }

    /// The literal as written between its delimiters: `\(count) restaurants`. ASCII spaces are trimmed on the
    /// bytes; other spaces (a no-break space) at either end as scalars, by ``String/trimmingSpaces()``.
    func sourceText(of literal: StringLiteral) -> String {
        var first = tokens[literal.openToken].range.upperBound
        let lastToken = tokens[literal.tokens.upperBound - 1]
        var last = literal.isTerminated ? lastToken.range.lowerBound : lastToken.range.upperBound
        guard first <= last else { return "" }
        while first < last, Self.isASCIISpace(source.bytes[first]) { first += 1 }
        while last > first, Self.isASCIISpace(source.bytes[last - 1]) { last -= 1 }
        let text = String(decoding: source.bytes[first..<last], as: UTF8.self)
        guard first < last, source.bytes[first] >= 0x80 || source.bytes[last - 1] >= 0x80 else { return text }
        return text.trimmingSpaces()
    }

    /// The key Xcode would extract: interpolations as `%@`.
    func formatKey(_ literal: StringLiteral) -> String {
        if let plain = source.plainText(of: literal) { return plain }
        var value = ""
        for segment in source.segments(of: literal) {
            switch segment {
            case .text(let text): value += text
            case .interpolation: value += "%@"
            }
        }
        return value
    }

    /// `hardcoded user-facing string 'Welcome' in 'Text'; use String(localized: "home.label.welcome")`, written
    /// straight into the storage of the `String` returned (room for it is counted first).
    static func hardcodedStringMessage(
        shown: String, apiName: String, prefix: KeySuggestion.KeyPrefix, element: String?, text: String
    ) -> String {
        let quoted = QuotedText(shown)
        let keyText = KeySuggestion.KeyText(text)
        let room = 64 + quoted.room + apiName.utf8.count + KeySuggestion.keyRoom(prefix: prefix, element: element, text: keyText)
        return String(unsafeUninitializedCapacity: room) { buffer in
            var writer = BufferWriter(buffer)
            writer.append("hardcoded user-facing string ")
            quoted.write(into: &writer)
            writer.append(" in '")
            writer.append(apiName)
            writer.append("'; use String(localized: \"")
            KeySuggestion.writeKey(prefix: prefix, element: element, text: keyText, into: &writer)
            writer.append("\")")
            return writer.count
        }
    }

    /// Whether the text of a plain literal (``SwiftSource/plainTextRange(of:)``) is prose, decided on its bytes
    /// when they are at most 40 ASCII bytes without a backslash, `%` or line break (so they are the literal's value
    /// and the finding quotes them whole); nil for any other text, which takes ``rendered(_:)``.
    static func plainASCIIIsProse(_ text: ArraySlice<UInt8>) -> Bool? {
        text.withUnsafeBufferPointer { bytes in
            guard bytes.count <= 40 else { return nil }
            for byte in bytes where byte >= 0x80 || byte == 0x5C || byte == 0x25 || byte == 0x0A || byte == 0x0D {
                return nil
            }
            return TextClassifier.classifyASCII(bytes, fragment: false).map { $0 == .prose }
        }
    }

    /// ``hardcodedStringMessage(shown:apiName:prefix:element:text:)`` for a literal whose value is `text`, bytes
    /// that ``plainASCIIIsProse(_:)`` accepted: quoted and keyed from the bytes, without a `String` of the value.
    static func hardcodedStringMessage(
        plainASCII text: ArraySlice<UInt8>, apiName: String, prefix: KeySuggestion.KeyPrefix, element: String?
    ) -> String {
        text.withUnsafeBufferPointer { bytes in
            let room = 64 + bytes.count + 2 + apiName.utf8.count
                + KeySuggestion.keyRoom(prefix: prefix, element: element, textCount: bytes.count)
            return String(unsafeUninitializedCapacity: room) { buffer in
                var writer = BufferWriter(buffer)
                writer.append("hardcoded user-facing string '")
                writer.append(bytes)
                writer.append("' in '")
                writer.append(apiName)
                writer.append("'; use String(localized: \"")
                KeySuggestion.writeKey(prefix: prefix, element: element, textBytes: bytes, isASCII: true, into: &writer)
                writer.append("\")")
                return writer.count
            }
        }
    }

    /// `interpolation splices words around a number or localized fragment in '\(count) items'; use …`, written
    /// like ``hardcodedStringMessage(shown:apiName:prefix:element:text:)``.
    static func splicedInterpolationMessage(shown: String) -> String {
        let head: StaticString = "interpolation splices words around a number or localized fragment in "
        let tail: StaticString = "; use one localized string with a format and plural variations"
        let quoted = QuotedText(shown)
        let room = head.utf8CodeUnitCount + quoted.room + tail.utf8CodeUnitCount
        return String(unsafeUninitializedCapacity: room) { buffer in
            var writer = BufferWriter(buffer)
            writer.append(head)
            quoted.write(into: &writer)
            writer.append(tail)
            return writer.count
        }
    }

    /// Text as findings quote it (``quote(_:)``): text of at most 40 bytes without a line break is shown whole, so
    /// it is copied as it is; other text is quoted by ``quote(_:)`` first.
    struct QuotedText {
        var text: String
        let isWhole: Bool

        init(_ text: String) {
            var bytes = text
            isWhole = bytes.withUTF8 { $0.count <= 40 && !$0.contains(0x0A) && !$0.contains(0x0D) }
            self.text = isWhole ? text : FileAnalyzer.quote(text)
        }

        var room: Int { text.utf8.count + 2 }

        func write(into writer: inout BufferWriter) {
            if isWhole { writer.append(UInt8(ascii: "'")) }
            writer.append(text)
            if isWhole { writer.append(UInt8(ascii: "'")) }
        }
    }

    static func quote(_ text: String) -> String {
        var shown = text
        if text.containsByte(0x0A) || text.containsByte(0x0D) { shown = text.replacingNewlines() }
        if shown.utf8.count > 40, shown.count > 40 { shown = String(shown.prefix(39)) + "…" }
        var quoted = "'"
        quoted.reserveCapacity(shown.utf8.count + 2)
        quoted += shown
        quoted += "'"
        return quoted
    }
}

extension String {
    func replacingNewlines() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
    }
}
