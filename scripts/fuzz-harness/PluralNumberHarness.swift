// `scripts/fuzz plural-number`: the decimal text reader of plural operands.
// Properties: for plain decimals of up to 18 digits, the operands i, v, w, f, t, c equal those computed here
// independently; every number that parses selects a category in several locales without trapping; errors point
// inside the text (or one past its end).

private let locales = ["en", "fr", "ru", "ar", "lv", "cy", "pt_PT", "it"].map { PluralRules(locale: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPluralNumber(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let text = String(decoding: bytes, as: UTF8.self)
    let operands: PluralOperands
    do {
        operands = try PluralOperands(parsing: text)
    } catch {
        require(error.column >= 1 && error.column <= text.unicodeScalars.count + 1, "error column \(error.column) outside the text")
        return 0
    }
    require(operands.v >= operands.w && operands.w >= 0 && operands.c >= 0, "v \(operands.v) w \(operands.w) c \(operands.c)")
    if let expected = plainOperands(Array(text.utf8)) {
        require(operands.i == expected.i && operands.f == expected.f && operands.t == expected.t
            && operands.v == expected.v && operands.w == expected.w && operands.c == 0,
            "operands of '\(text)': i \(String(describing: operands.i)) v \(operands.v) w \(operands.w) f \(String(describing: operands.f)) t \(String(describing: operands.t)), expected \(expected)")
    }
    for rules in locales {
        _ = rules.category(for: operands)
    }
    _ = operands.integerRemainder(dividingBy: 100)
    return 0
}

/// i, v, w, f, t of `[+-]digits[.digits]` with at most 18 digits on each side, else nil.
private func plainOperands(_ utf8: [UInt8]) -> (i: UInt64, v: Int, w: Int, f: UInt64, t: UInt64)? {
    var k = 0
    if k < utf8.count, utf8[k] == UInt8(ascii: "-") || utf8[k] == UInt8(ascii: "+") { k += 1 }
    let isDigit = { (b: UInt8) in b >= 0x30 && b <= 0x39 }
    let integerStart = k
    while k < utf8.count, isDigit(utf8[k]) { k += 1 }
    let integer = utf8[integerStart..<k]
    guard !integer.isEmpty, integer.count <= 18 else { return nil }
    var fraction: ArraySlice<UInt8> = []
    if k < utf8.count {
        guard utf8[k] == UInt8(ascii: ".") else { return nil }
        fraction = utf8[(k + 1)...]
        guard !fraction.isEmpty, fraction.count <= 18, fraction.allSatisfy(isDigit) else { return nil }
    }
    let value = { (digits: ArraySlice<UInt8>) in digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1 - 0x30) } }
    var trimmed = fraction
    while trimmed.last == UInt8(ascii: "0") { trimmed.removeLast() }
    return (value(integer), fraction.count, trimmed.count, value(fraction), value(trimmed))
}
