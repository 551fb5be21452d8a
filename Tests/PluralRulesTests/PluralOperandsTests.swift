import Testing

@testable import PluralRules

@Suite struct PluralOperandsTests {
    struct Case: Sendable {
        var text: String
        var i: UInt64?
        var v: Int
        var w: Int
        var f: UInt64?
        var t: UInt64?
        var c: Int
    }

    // Operands worked out by hand from UTS #35 Part 3, "Plural Operand Meanings".
    static let cases: [Case] = [
        Case(text: "0", i: 0, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(text: "-0", i: 0, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(text: "-1", i: 1, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(text: "+1", i: 1, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(text: "007", i: 7, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(text: "1.0", i: 1, v: 1, w: 0, f: 0, t: 0, c: 0),
        Case(text: "1.00", i: 1, v: 2, w: 0, f: 0, t: 0, c: 0),
        Case(text: "2.50", i: 2, v: 2, w: 1, f: 50, t: 5, c: 0),
        Case(text: "1.03", i: 1, v: 2, w: 2, f: 3, t: 3, c: 0),
        Case(text: "1.230", i: 1, v: 3, w: 2, f: 230, t: 23, c: 0),
        Case(text: "1000000", i: 1_000_000, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(text: "1000000.0", i: 1_000_000, v: 1, w: 0, f: 0, t: 0, c: 0),
        Case(text: "1c3", i: 1000, v: 0, w: 0, f: 0, t: 0, c: 3),
        Case(text: "1e3", i: 1000, v: 0, w: 0, f: 0, t: 0, c: 3),
        Case(text: "1c6", i: 1_000_000, v: 0, w: 0, f: 0, t: 0, c: 6),
        Case(text: "1.1c6", i: 1_100_000, v: 0, w: 0, f: 0, t: 0, c: 6),
        Case(text: "1.0000001c6", i: 1_000_000, v: 1, w: 1, f: 1, t: 1, c: 6),
        Case(text: "1.0001c3", i: 1000, v: 1, w: 1, f: 1, t: 1, c: 3),
        Case(text: "1.20c1", i: 12, v: 1, w: 0, f: 0, t: 0, c: 1),
        Case(text: "0.000000000000000000001", i: 0, v: 21, w: 21, f: 1, t: 1, c: 0),
        Case(text: "9999999999999999999", i: 9_999_999_999_999_999_999, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(text: "10000000000000000000", i: nil, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(text: "1234567890123456789012345", i: nil, v: 0, w: 0, f: 0, t: 0, c: 0),
        Case(text: "0.12345678901234567890123", i: 0, v: 23, w: 23, f: nil, t: nil, c: 0),
        Case(text: "0.123456789012345678901230", i: 0, v: 24, w: 23, f: nil, t: nil, c: 0),
        Case(text: "0.0000012345678901234567890000", i: 0, v: 28, w: 24, f: nil, t: 12_345_678_901_234_567_89, c: 0),
    ]

    @Test func operandsOfDecimalText() throws {
        cases: for example in Self.cases {
            let operands: PluralOperands
            do { operands = try PluralOperands(parsing: example.text) } catch {
                Issue.record("'\(example.text)': \(error)")
                continue cases
            }
            #expect(operands.i == example.i, "'\(example.text)' i")
            #expect(operands.v == example.v, "'\(example.text)' v")
            #expect(operands.w == example.w, "'\(example.text)' w")
            #expect(operands.f == example.f, "'\(example.text)' f")
            #expect(operands.t == example.t, "'\(example.text)' t")
            #expect(operands.c == example.c, "'\(example.text)' c")
        }
    }

    @Test func integersOfAnyLengthKeepExactRemainders() throws {
        let big = try PluralOperands(parsing: "1234567890123456789012345")
        #expect(big.integerRemainder(dividingBy: 1_000_000) == 12345)
        #expect(big.integerRemainder(dividingBy: 100) == 45)
        #expect(big.integerRemainder(dividingBy: 7) == 2)  // Python: 1234567890123456789012345 % 7
        let tenToThe24 = try PluralOperands(parsing: "1000000000000000000000000")
        #expect(tenToThe24.integerRemainder(dividingBy: 1_000_000) == 0)
        #expect(tenToThe24.integerRemainder(dividingBy: 7) == 1)
        // 10¹⁹ is 0 modulo the kept 10¹⁹, but it is not 0.
        let tenToThe19 = try PluralOperands(parsing: "10000000000000000000")
        #expect(try PluralRule("i = 0").matches(tenToThe19) == false)
        #expect(try PluralRule("i % 10 = 0").matches(tenToThe19))
        #expect(try PluralRule("i % 7 = 3").matches(tenToThe19))
        #expect(try PluralRule("n != 0..1000").matches(tenToThe19))
        // Large fractions: f = 12345678901234567890123, f % 7 = 3.
        let longFraction = try PluralOperands(parsing: "0.12345678901234567890123")
        #expect(try PluralRule("f % 7 = 3").matches(longFraction))
        #expect(try PluralRule("f % 1000 = 123 and t % 100 = 23").matches(longFraction))
        #expect(try PluralRule("f = 0..999999").matches(longFraction) == false)
    }

    @Test func intMatchesItsDecimalText() throws {
        let rules = ["en", "fr", "ru", "ar", "pl", "lv", "cy", "es", "he", "br", "kw"].map { PluralRules(locale: $0) }
        let values = Array(-200...200) + [1_000_000, 2_000_000, 10_000_000, Int.max, Int.min, Int.min + 1]
        values: for value in values {
            for rules in rules {
                let viaText = try rules.category(for: String(value))
                let viaInt = rules.category(for: value)
                if viaText != viaInt {
                    Issue.record("'\(rules.locale)' \(value): Int gives \(viaInt), text gives \(viaText)")
                    continue values
                }
            }
        }
    }

    struct BadNumber: Sendable {
        var text: String
        var column: Int
        var message: String
    }

    static let badNumbers: [BadNumber] = [
        BadNumber(text: "", column: 1, message: "empty number"),
        BadNumber(text: "1x", column: 2, message: "unexpected character 'x'"),
        BadNumber(text: "x", column: 1, message: "unexpected character 'x'"),
        BadNumber(text: "-", column: 2, message: "expected a digit after '-'"),
        BadNumber(text: "--1", column: 2, message: "unexpected character '-'"),
        BadNumber(text: "1.", column: 3, message: "expected a digit after '.'"),
        BadNumber(text: "1.x", column: 3, message: "unexpected character 'x'"),
        BadNumber(text: "1..2", column: 3, message: "unexpected character '.'"),
        BadNumber(text: ".5", column: 1, message: "unexpected character '.'"),
        BadNumber(text: "1c", column: 3, message: "expected a digit after 'c'"),
        BadNumber(text: "1e-3", column: 3, message: "unexpected character '-'"),
        BadNumber(text: "1 000", column: 2, message: "unexpected character U+0020"),
        BadNumber(text: "1,5", column: 2, message: "unexpected character ','"),
        BadNumber(text: "٣", column: 1, message: "unexpected character '٣'"),
        BadNumber(text: "12é", column: 3, message: "unexpected character 'é'"),
        BadNumber(text: "1\t", column: 2, message: "unexpected character U+0009"),
        BadNumber(text: "1c99999", column: 3, message: "exponent is larger than 9999"),
    ]

    @Test func malformedTextThrowsNamingTheCharacter() {
        cases: for bad in Self.badNumbers {
            do {
                let operands = try PluralOperands(parsing: bad.text)
                Issue.record("'\(bad.text)' parsed as \(operands)")
                continue cases
            } catch {
                #expect(error.column == bad.column, "'\(bad.text)' column")
                #expect(error.message == bad.message, "'\(bad.text)' message")
                #expect(error.text == bad.text)
            }
        }
        #expect(
            PluralNumberSyntaxError(text: "1.5x", failure: .init(offset: 3, reason: .unexpectedCharacter)).description
                == "unexpected character 'x' at column 4 of '1.5x'")
    }
}
