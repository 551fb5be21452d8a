import Testing

@testable import PluralRules

/// Random text never traps: numbers either read or throw with a column inside the text; rules either parse or
/// throw. Seeded, so a failure reproduces.
@Suite struct PluralRobustnessTests {
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// What the grammar accepts: [+-]? digit+ ('.' digit+)? ([cCeE] digit+)?, checked character by character.
    static func isWellFormed(_ text: String) -> Bool {
        var characters = Substring(text)
        if characters.first == "+" || characters.first == "-" { characters = characters.dropFirst() }
        func digits() -> Bool {
            let run = characters.prefix { $0.isASCII && $0.isNumber }
            characters = characters.dropFirst(run.count)
            return !run.isEmpty
        }
        guard digits() else { return false }
        if characters.first == "." {
            characters = characters.dropFirst()
            guard digits() else { return false }
        }
        if let marker = characters.first, "cCeE".contains(marker) {
            characters = characters.dropFirst()
            guard digits() else { return false }
        }
        return characters.isEmpty
    }

    @Test func randomNumbersReadOrThrowInsideTheText() {
        var generator = SplitMix64(state: 48)
        let alphabet: [Character] = Array("0123456789000.+-ceCE x,é٣") + ["\u{0301}", "\t"]
        var read = 0
        cases: for _ in 0..<20_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            do {
                let operands = try PluralOperands(parsing: text)
                read += 1
                if !Self.isWellFormed(text) { Issue.record("'\(text)' read as \(operands)") }
            } catch {
                if Self.isWellFormed(text), error.message != "exponent is larger than 9999" {
                    Issue.record("'\(text)' refused: \(error)")
                    continue cases
                }
                #expect((1...text.unicodeScalars.count + 1).contains(error.column), "'\(text)' column \(error.column)")
            }
        }
        #expect(read > 100, "some random texts are numbers")
    }

    @Test func randomRulesParseOrThrow() {
        var generator = SplitMix64(state: 35)
        let words = ["n", "i", "v", "w", "f", "t", "c", "e", "=", "!=", "%", "mod", "is", "not", "in", "within",
                     "and", "or", "1", "10", "2..4", ",", "..", "0", "x", "999999999999999999999"]
        var parsed = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                words.randomElement(using: &generator)!
            }.joined(separator: " ")
            do {
                let rule = try PluralRule(text)
                parsed += 1
                _ = rule.matches(7)
                _ = rule.matches(try! PluralOperands(parsing: "1234567890123456789012345.50"))
            } catch {
                #expect((1...text.utf8.count + 1).contains(error.column), "'\(text)' column \(error.column)")
            }
        }
        #expect(parsed > 100, "some random rules parse")
    }
}
