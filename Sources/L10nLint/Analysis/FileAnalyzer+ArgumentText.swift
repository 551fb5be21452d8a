/// What a call's arguments hold, read before the call is analysed.
extension FileAnalyzer {
    /// What a call's argument tokens hold, from one scan (see ``argumentText(_:)``).
    enum ArgumentText {
        /// No string literal and no `+`.
        case none
        /// String literals, each a one-line dotted key of three or more segments (`"home.title.text"`), never
        /// prose; no `+`.
        case onlyKeys
        /// Anything else, or a range too long to read (over 512 tokens, as in ``hasLiteralOrPlus(_:)``).
        case other
    }

    /// Classifies the tokens of a call's arguments: ``ArgumentText/none`` exactly when ``hasLiteralOrPlus(_:)``
    /// is false.
    // Inlined: called from mutating methods, an outlined call would copy the whole analyzer first.
    @inline(__always)
    func argumentText(_ range: Range<Int>) -> ArgumentText {
        if range.count > 512 { return .other }
        return tokens.withUnsafeBufferPointer { tokens in
            source.bytes.withUnsafeBufferPointer { bytes in
                source.literals.withUnsafeBufferPointer { literals in
                    Self.argumentText(range, tokens: tokens, bytes: bytes, literals: literals)
                }
            }
        }
    }

    /// ``argumentText(_:)`` through the storage of the file's tokens, bytes and literals: no slice (and no
    /// retain) per literal. The lexer's invariants keep every index in bounds: a literal of three tokens has its
    /// text and closing tokens, a string opening's partner is its literal, a token's range lies in the bytes.
    static func argumentText(
        _ range: Range<Int>, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>,
        literals: UnsafeBufferPointer<StringLiteral>
    ) -> ArgumentText {
        var sawLiteral = false
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            // Most tokens are neither an operator nor a string opening (adjacent kinds): one test passes them.
            if token.kind.rawValue &- TokenKind.operator.rawValue >= 2 {
                index += 1
                continue
            }
            if token.kind == .stringOpen {
                // ``SwiftSource/plainTextRange(of:)``, then the key test on the text's bytes.
                let literal = literals[Int(token.partner)]
                guard !literal.isMultiline, literal.isTerminated, literal.tokens.count == 3 else { return .other }
                let text = tokens[index + 1]
                guard text.kind == .stringText else { return .other }
                let start = bytes.baseAddress! + Int(text.start)
                // A token's end never precedes its start.
                let count = Int(text.end &- text.start)
                // The closing quote after the text stops the key test's runs (checked, not assumed).
                let isKey =
                    Int(text.end) < bytes.count && bytes[Int(text.end)] == UInt8(ascii: "\"")
                    ? TextClassifier.isDottedKeyOfThreeOrMoreSegments(sentinelTerminated: start, count: count)
                    : TextClassifier.isDottedKeyOfThreeOrMoreSegments(UnsafeBufferPointer(start: start, count: count))
                guard isKey else { return .other }
                sawLiteral = true
                index += 3
                continue
            }
            if token.end &- token.start == 1, bytes[Int(token.start)] == UInt8(ascii: "+") { return .other }
            index += 1
        }
        return sawLiteral ? .onlyKeys : .none
    }
}
