import Testing

@testable import XCStrings

/// Arbitrary text never crashes the parser, and what it returns always describes the input exactly:
/// directives in order, not overlapping, inside the string, each `text` the bytes at its offset.
@Suite struct FormatSpecifierRobustnessTests {
    /// SplitMix64: deterministic, so a failure is reproducible from the case number.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Pieces that stress the grammar: every flag, length, conversion, positions, stars, substitutions.
    static let alphabet: [String] = [
        "%", "%", "%", "$", "#", "@", "*", ".", "-", "+", " ", "0", "'", "1", "2", "9", "h", "l", "q", "j", "z", "t",
        "L", "d", "x", "f", "s", "S", "p", "n", "c", "a", "r", "g", "y", "é", "日", "🎉", "\n", "files", "arg",
    ]

    @Test func arbitraryTextParsesConsistently() {
        var generator = Generator(state: 42)
        cases: for number in 0..<3_000 {
            let length = Int(generator.next() % 24)
            let text = (0..<length).map { _ in Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))] }
                .joined()
            let bytes = Array(text.utf8)
            for placeholder in [false, true] {
                let specifiers = FormatSpecifier.parse(text, recognizingArgumentPlaceholder: placeholder)
                var end = 0
                for specifier in specifiers {
                    let inBounds = specifier.offset >= end && specifier.offset + specifier.length <= bytes.count
                    #expect(inBounds, "case \(number): \(text.debugDescription)")
                    guard inBounds else { continue cases }
                    let slice = String(decoding: bytes[specifier.offset..<specifier.offset + specifier.length], as: UTF8.self)
                    #expect(slice == specifier.text, "case \(number): \(text.debugDescription)")
                    #expect(bytes[specifier.offset] == UInt8(ascii: "%"), "case \(number): \(text.debugDescription)")
                    end = specifier.offset + specifier.length
                }
                let percentSigns = bytes.filter { $0 == UInt8(ascii: "%") }.count
                #expect(specifiers.count <= percentSigns, "case \(number): \(text.debugDescription)")
                // Comparing with itself and with a typical source never traps either.
                let signature = FormatSignature(text, substitutions: ["files": .init(argumentNumber: 2)])
                _ = signature.problems(language: "es")
                _ = signature.mismatches(against: FormatSignature("%1$@ sent you %2$lld messages"), language: "es")
            }
        }
    }

    @Test func hugePositionsSaturateInsteadOfOverflowing() {
        let specifier = FormatSpecifier.parse("%99999999999999999999999$@")[0]
        #expect(specifier.position == 1_000_000)
        #expect(specifier.argumentKind == .object)
    }
}
