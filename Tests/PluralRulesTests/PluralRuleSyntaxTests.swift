import Testing

@testable import PluralRules

@Suite struct PluralRuleSyntaxTests {
    struct Case: Sendable {
        var rule: String
        var number: String
        var matches: Bool
    }

    // Every keyword of UTS #35 Part 3, worked out by hand.
    static let cases: [Case] = [
        Case(rule: "n is 1", number: "1", matches: true),
        Case(rule: "n is 1", number: "1.0", matches: true),
        Case(rule: "n is 1", number: "1.5", matches: false),
        Case(rule: "n is not 1", number: "2", matches: true),
        Case(rule: "n is not 1", number: "1", matches: false),
        Case(rule: "n in 1..3", number: "2", matches: true),
        Case(rule: "n in 1..3", number: "1.5", matches: false),
        Case(rule: "n not in 1..3", number: "1.5", matches: true),
        Case(rule: "n within 1..3", number: "1.5", matches: true),
        Case(rule: "n within 1..3", number: "3.0", matches: true),
        Case(rule: "n within 1..3", number: "3.5", matches: false),
        Case(rule: "n not within 1..3", number: "2.5", matches: false),
        Case(rule: "n not within 1..3", number: "0.5", matches: true),
        Case(rule: "n mod 10 in 3..4,9", number: "19", matches: true),
        Case(rule: "n mod 10 in 3..4,9", number: "15", matches: false),
        Case(rule: "n % 10 = 3..4,9", number: "24", matches: true),
        Case(rule: "n % 10 = 1", number: "21.5", matches: false),
        Case(rule: "n % 10 within 1..2", number: "21.5", matches: true),
        Case(rule: "n % 10 within 1..2", number: "22.5", matches: false),
        Case(rule: "n != 1,2", number: "3", matches: true),
        Case(rule: "n != 1,2", number: "2", matches: false),
        Case(rule: "i = 1 and v = 0", number: "1", matches: true),
        Case(rule: "i = 1 and v = 0", number: "1.0", matches: false),
        Case(rule: "w = 1 and t = 5", number: "2.50", matches: true),
        Case(rule: "f = 50", number: "2.50", matches: true),
        Case(rule: "e = 6", number: "1c6", matches: true),
        Case(rule: "c = 6", number: "1e6", matches: true),
        Case(rule: "c = 0", number: "1000000", matches: true),
        // `and` binds tighter than `or`: n = 1 or (n = 2 and v = 1).
        Case(rule: "n = 1 or n = 2 and v = 1", number: "1", matches: true),
        Case(rule: "n = 1 or n = 2 and v = 1", number: "2", matches: false),
        Case(rule: "n = 1 or n = 2 and v = 1", number: "2.0", matches: true),
        Case(rule: "n = 2 and v = 1 or n = 1", number: "1", matches: true),
        Case(rule: "  n=1  ", number: "1", matches: true),
        Case(rule: "", number: "42", matches: true),
    ]

    @Test func keywordsAndPrecedence() throws {
        cases: for example in Self.cases {
            let rule: PluralRule
            do { rule = try PluralRule(example.rule) } catch {
                Issue.record("'\(example.rule)': \(error)")
                continue cases
            }
            let got = rule.matches(try PluralOperands(parsing: example.number))
            #expect(got == example.matches, "'\(example.rule)' on \(example.number)")
        }
    }

    static let errors: [(rule: String, column: Int, message: String)] = [
        ("x = 1", 1, "expected an operand (n, i, v, w, f, t, c, e), found 'x'"),
        ("n = ", 5, "expected a number, found the end"),
        ("n % 0 = 1", 5, "modulus must not be 0"),
        ("n = 3..1", 5, "range 3..1 is empty"),
        ("n = 1 or", 9, "expected an operand (n, i, v, w, f, t, c, e), found the end"),
        ("n = 1 xor n = 2", 7, "expected 'and' or 'or', found 'xor'"),
        ("n is 1..2", 7, "expected 'and' or 'or', found '.'"),
        ("n not 1", 7, "expected 'in' or 'within' after 'not', found '1'"),
        ("n < 1", 3, "expected '=', '!=', 'is', 'in', 'not' or 'within', found '<'"),
        ("n = 1000000000000000000", 5, "number is too large (limit 10^18)"),
        ("ni = 1", 1, "expected an operand (n, i, v, w, f, t, c, e), found 'ni'"),
    ]

    @Test func syntaxErrorsSayWhereAndWhat() {
        for (rule, column, message) in Self.errors {
            do {
                _ = try PluralRule(rule)
                Issue.record("'\(rule)' parsed")
            } catch {
                #expect(error.column == column, "'\(rule)' column")
                #expect(error.message == message, "'\(rule)' message")
            }
        }
    }
}
