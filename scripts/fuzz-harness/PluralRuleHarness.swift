// `scripts/fuzz plural-rule`: the UTS #35 plural rule text parser and evaluator.
// Properties: a rule that parses evaluates on integers, decimals, huge numbers and compact exponents without
// trapping, and parsing its own text again gives a rule that answers the same; errors point inside the text
// (or one past its end).

private let probes: [PluralOperands] = {
    let texts = ["0", "1", "2", "3", "5", "11", "21", "101", "1000000", "0.0", "1.0", "1.5", "2.50", "0.01", "1.1c6",
        "1c3", "12345678901234567890123", "9223372036854775807", "18446744073709551616.000000000000000000001"]
    return texts.map { try! PluralOperands(parsing: $0) } + [PluralOperands(Int.max), PluralOperands(Int.min)]
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPluralRule(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: inputBytes(data, size), as: UTF8.self)
    let rule: PluralRule
    do {
        rule = try PluralRule(text)
    } catch {
        require(error.column >= 1 && error.column <= text.unicodeScalars.count + 1, "error column \(error.column) outside the text")
        require(!error.message.isEmpty, "empty error message")
        return 0
    }
    let answers = probes.map { rule.matches($0) }
    let reparsed: PluralRule
    do {
        reparsed = try PluralRule(rule.text)
    } catch {
        fatalError("property violated: a rule's own text does not parse: \(error)")
    }
    require(probes.map { reparsed.matches($0) } == answers, "reparsed rule answers differently")
    _ = rule.matches(Int.min)
    _ = rule.matches(Int.max)
    return 0
}
