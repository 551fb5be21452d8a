/// The operands of UTS #35 Part 3 ("Language Plural Rules") for one number, from an integer or from decimal text.
///
///     let operands = try PluralOperands(parsing: "-1.50")
///     operands.i  // 1      integer digits (nil from 10¹⁹ up: see integerRemainder(dividingBy:))
///     operands.v  // 2      visible fraction digits
///     operands.w  // 1      visible fraction digits without trailing zeros
///     operands.f  // 50     visible fraction digits, as an integer
///     operands.t  // 5      the same without trailing zeros
///     operands.c  // 0      compact exponent: "1.1c6" is 1100000 with c = 6
///
/// Text is read exactly as CLDR samples write numbers: an optional sign, digits, an optional `.` and digits, an
/// optional exponent `c`/`e` and digits. Trailing zeros are visible (`1.0` is not `1`); leading zeros are not
/// (`007` is 7). Integers of any length work: operands keep their value modulo 10¹⁹ and, when that is not
/// exact, their digits, so `i % 1000000` and every range test stay exact.
public struct PluralOperands: Sendable, Hashable {
    /// 10¹⁹: operands are kept modulo this (it fits in a UInt64); every modulus dividing it stays exact.
    static let base: UInt64 = 10_000_000_000_000_000_000

    var iLow: UInt64
    var fLow: UInt64
    var tLow: UInt64
    /// `v`: the number of visible fraction digits.
    public let v: Int
    /// `w`: the number of visible fraction digits without trailing zeros.
    public let w: Int
    /// `c` (also `e`): the compact decimal exponent, 0 unless the text has one.
    public let c: Int
    /// The digits of the operands that do not fit below 10¹⁹; nil for every number that does (all `Int`s).
    var large: LargeDigits?

    /// Significant digits of operands of 20 digits or more.
    struct LargeDigits: Sendable, Hashable {
        /// The integer digits without leading zeros when `i` ≥ 10¹⁹, else empty.
        var integer: [UInt8] = []
        /// All visible fraction digits when `f` ≥ 10¹⁹, else empty (`t` is their first `w`).
        var fraction: [UInt8] = []
        /// Whether `t` (the fraction without trailing zeros) still has more than 19 significant digits.
        var isTrimmedFractionLarge = false
    }

    /// The operands of an integer: `i` = |value|, `v` = `w` = `f` = `t` = `c` = 0.
    ///
    ///     PluralOperands(-21).i  // 21
    public init(_ value: Int) {
        self.init(integer: value.magnitude)
    }

    init(integer: UInt) {
        iLow = UInt64(integer)
        fLow = 0
        tLow = 0
        v = 0
        w = 0
        c = 0
        large = nil
    }

    init(iLow: UInt64, fLow: UInt64, tLow: UInt64, v: Int, w: Int, c: Int, large: LargeDigits?) {
        self.iLow = iLow
        self.fLow = fLow
        self.tLow = tLow
        self.v = v
        self.w = w
        self.c = c
        self.large = large
    }

    /// Reads decimal text as CLDR samples write it, e.g. `1`, `-0`, `007`, `1.0`, `2.50`, `1c6`, `1.1e6`,
    /// `1234567890123456789012345`.
    ///
    /// - Throws: ``PluralNumberSyntaxError`` naming the first character that does not fit.
    public init(parsing text: String) throws(PluralNumberSyntaxError) {
        let result =
            text.utf8.withContiguousStorageIfAvailable { PluralNumberParser.parse($0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { PluralNumberParser.parse($0) }
        switch result {
        case .success(let operands): self = operands
        case .failure(let failure): throw PluralNumberSyntaxError(text: text, failure: failure)
        }
    }

    /// `i`: the integer digits of the absolute value; nil when it is 10¹⁹ or more.
    public var i: UInt64? { isIntegerLarge ? nil : iLow }
    /// `f`: the visible fraction digits as an integer (`2.50` → 50); nil when it is 10¹⁹ or more.
    public var f: UInt64? { isFractionLarge ? nil : fLow }
    /// `t`: `f` without trailing zeros (`2.50` → 5); nil when it is 10¹⁹ or more.
    public var t: UInt64? { isTrimmedFractionLarge ? nil : tLow }
    /// Whether `n` is an integer: no fraction digits other than zeros (`1.00` is, `1.5` is not).
    public var isIntegral: Bool { w == 0 }

    /// `i % modulus`, exact for integers of any length.
    ///
    ///     try PluralOperands(parsing: "1234567890123456789012345").integerRemainder(dividingBy: 1_000_000)  // 12345
    public func integerRemainder(dividingBy modulus: UInt64) -> UInt64 {
        remainder(of: .i, dividingBy: modulus)
    }

    var isIntegerLarge: Bool { large.map { !$0.integer.isEmpty } ?? false }
    var isFractionLarge: Bool { large.map { !$0.fraction.isEmpty } ?? false }
    var isTrimmedFractionLarge: Bool { large?.isTrimmedFractionLarge ?? false }

    /// The remainder of a (possibly large) operand; only `n`, `i`, `f`, `t` can be large.
    func remainder(of operand: PluralOperand, dividingBy modulus: UInt64) -> UInt64 {
        let digits: ArraySlice<UInt8>
        switch operand {
        case .n, .i:
            guard isIntegerLarge, let large else { return iLow % modulus }
            digits = large.integer[...]
        case .f:
            guard isFractionLarge, let large else { return fLow % modulus }
            digits = large.fraction[...]
        case .t:
            guard isTrimmedFractionLarge, let large else { return tLow % modulus }
            digits = large.fraction.prefix(w)
        case .v: return UInt64(v) % modulus
        case .w: return UInt64(w) % modulus
        case .c: return UInt64(c) % modulus
        }
        if PluralOperands.base % modulus == 0 {
            // The kept value is exact modulo 10¹⁹, hence modulo every divisor of it.
            switch operand {
            case .f: return fLow % modulus
            case .t: return tLow % modulus
            default: return iLow % modulus
            }
        }
        var result: UInt64 = 0
        for digit in digits {
            // modulus < 10¹⁸ (rule numbers are bounded), so result * 10 + 9 cannot overflow.
            result = (result * 10 + UInt64(digit)) % modulus
        }
        return result
    }
}

/// The operands a rule can test: `n i v w f t c` (`e` reads as `c`).
enum PluralOperand: UInt8, Sendable, Hashable {
    case n, i, v, w, f, t, c
}
