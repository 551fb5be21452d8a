/// Reads the decimal text of a number into ``PluralOperands`` without allocating (unless an operand has more than
/// 19 digits).
enum PluralNumberParser {
    /// Why text is not a number: the byte offset of the offending character (or the end) and what was expected.
    struct Failure: Error, Sendable, Equatable {
        enum Reason: Sendable, Equatable {
            case empty
            case unexpectedCharacter
            case expectedDigit(after: String?)
            case exponentTooLarge
        }
        var offset: Int
        var reason: Reason
    }

    /// Exponents above this are refused: `1c100000` would be a 100,001-digit integer.
    static let maximumExponent = 9_999

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<PluralOperands, Failure> {
        let count = bytes.count
        if count == 0 { return .failure(Failure(offset: 0, reason: .empty)) }
        var k = 0
        var sign: String?
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            sign = bytes[0] == UInt8(ascii: "-") ? "-" : "+"
            k = 1
        }
        let integerStart = k
        while k < count, isDigit(bytes[k]) { k += 1 }
        let integerEnd = k
        if integerEnd == integerStart {
            if k == count, let sign { return .failure(Failure(offset: k, reason: .expectedDigit(after: sign))) }
            return .failure(Failure(offset: k, reason: k == count ? .expectedDigit(after: nil) : .unexpectedCharacter))
        }
        var fractionStart = k
        var fractionEnd = k
        if k < count, bytes[k] == UInt8(ascii: ".") {
            k += 1
            fractionStart = k
            while k < count, isDigit(bytes[k]) { k += 1 }
            fractionEnd = k
            if fractionEnd == fractionStart {
                return .failure(
                    Failure(offset: k, reason: k == count ? .expectedDigit(after: ".") : .unexpectedCharacter))
            }
        }
        var exponent = 0
        if k < count, bytes[k] | 0x20 == UInt8(ascii: "c") || bytes[k] | 0x20 == UInt8(ascii: "e") {
            let marker = String(UnicodeScalar(bytes[k]))
            k += 1
            let exponentStart = k
            while k < count, isDigit(bytes[k]) {
                exponent = exponent * 10 + Int(bytes[k] &- UInt8(ascii: "0"))
                if exponent > maximumExponent { return .failure(Failure(offset: exponentStart, reason: .exponentTooLarge)) }
                k += 1
            }
            if k == exponentStart {
                return .failure(
                    Failure(offset: k, reason: k == count ? .expectedDigit(after: marker) : .unexpectedCharacter))
            }
        }
        if k < count { return .failure(Failure(offset: k, reason: .unexpectedCharacter)) }

        // The exponent moves the decimal point right: "1.0000001c6" is 1000000.1.
        let fractionCount = fractionEnd - fractionStart
        let shifted = min(exponent, fractionCount)
        let integerCount = (integerEnd - integerStart) + exponent
        let v = fractionCount - shifted
        // Virtual digit sequence: integer digits, then fraction digits, then zeros.
        @inline(__always) func digit(_ index: Int) -> UInt8 {
            let integerDigits = integerEnd - integerStart
            if index < integerDigits { return bytes[integerStart + index] &- UInt8(ascii: "0") }
            let fractionIndex = index - integerDigits
            if fractionIndex < fractionCount { return bytes[fractionStart + fractionIndex] &- UInt8(ascii: "0") }
            return 0
        }

        var iLow: UInt64 = 0
        var iSignificant = 0
        for index in 0..<integerCount {
            let d = digit(index)
            if iSignificant > 0 || d != 0 { iSignificant += 1 }
            iLow = (iLow % (PluralOperands.base / 10)) * 10 + UInt64(d)
        }
        var w = v
        // Trailing zeros of the fraction (fraction digit j is virtual digit integerDigits + shifted + j).
        let fractionBase = (integerEnd - integerStart) + shifted
        while w > 0, digit(fractionBase + w - 1) == 0 { w -= 1 }
        var fLow: UInt64 = 0
        var tLow: UInt64 = 0
        var fSignificant = 0
        for j in 0..<v {
            let d = digit(fractionBase + j)
            if fSignificant > 0 || d != 0 { fSignificant += 1 }
            fLow = (fLow % (PluralOperands.base / 10)) * 10 + UInt64(d)
            if j == w - 1 { tLow = fLow }
        }
        var large: PluralOperands.LargeDigits?
        if iSignificant > 19 || fSignificant > 19 {
            var digits = PluralOperands.LargeDigits()
            if iSignificant > 19 {
                digits.integer = (integerCount - iSignificant..<integerCount).map { digit($0) }
            }
            if fSignificant > 19 {
                digits.fraction = (0..<v).map { digit(fractionBase + $0) }
                digits.isTrimmedFractionLarge = fSignificant - (v - w) > 19
            }
            large = digits
        }
        return .success(
            PluralOperands(iLow: iLow, fLow: fLow, tLow: tLow, v: v, w: w, c: exponent, large: large))
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
