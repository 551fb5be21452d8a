import Testing

@testable import XCStrings

@Suite struct FormatSpecifierSignatureTests {
    /// `position:kind` per use, in order of appearance; `?` for an unknown kind.
    static func describe(_ signature: FormatSignature) -> [String] {
        signature.uses.map { "\($0.position):\($0.kind?.rawValue ?? "?")" }
    }

    @Test func assignsPositionsLikeFoundation() {
        let totalAndRemaining: [String: FormatSubstitution] = [
            "total.strings": .init(argumentNumber: 2, formatSpecifier: "lld"),
            "remaining.strings": .init(argumentNumber: 3, formatSpecifier: "lld"),
        ]
        let cases: [(name: String, input: String, substitutions: [String: FormatSubstitution], expected: [String])] = [
            ("in order", "%@ and %@", [:], ["1:object", "2:object"]),
            ("numbered", "%1$@ sent you %2$lld messages", [:], ["1:object", "2:int"]),
            ("reordered", "%2$lld 件のメッセージが %1$@ から", [:], ["2:int", "1:object"]),
            ("unnumbered counts apart", "%2$@ %@", [:], ["2:object", "1:object"]),
            ("repeated", "%1$lld, I repeat: %1$lld", [:], ["1:int", "1:int"]),
            ("star width", "%*d", [:], ["1:count", "2:int"]),
            ("star width and precision", "%-*.*f", [:], ["1:count", "2:count", "3:double"]),
            ("numbered stars", "%3$*1$.*2$f", [:], ["1:count", "2:count", "3:double"]),
            ("percent reads nothing", "Battery at 50%%", [:], []),
            ("invalid reads nothing, prose space flag reads", "100% sure %y", [:], ["1:cString"]),
            (
                "substitutions with argNum", "%@! There %#@total.strings@ and you have %#@remaining.strings@ remaining",
                totalAndRemaining, ["1:object", "2:int", "3:int"]
            ),
            (
                "substitution names only", "%#@files@ in %#@folders@", ["files": .init(), "folders": .init()],
                ["1:?", "2:?"]
            ),
            ("unknown substitution", "%#@files@ and %@", [:], ["1:?", "2:object"]),
        ]
        for testCase in cases {
            let signature = FormatSignature(testCase.input, substitutions: testCase.substitutions)
            #expect(Self.describe(signature) == testCase.expected, "\(testCase.name)")
        }
    }

    @Test func recordsUnknownSubstitutionsAndInvalidDirectives() {
        let signature = FormatSignature("%#@files@ in %#@folders@ at 100%", substitutions: ["files": .init()])
        #expect(signature.unknownSubstitutions.map(\.text) == ["%#@folders@"])
        #expect(signature.invalidSpecifiers.map(\.text) == ["%"])
        #expect(signature.positions == [1, 2])
        #expect(signature.readsArguments)
        #expect(!FormatSignature("Battery at 50%%").readsArguments)
        #expect(!FormatSignature("50% off, 100% sure").readsArguments)
        #expect(FormatSignature("50% off %@").readsArguments)
    }

    @Test func argumentPlaceholderReadsTheSubstitutionsArgument() {
        let files = FormatSubstitution(argumentNumber: 2, formatSpecifier: "lld")
        let signature = FormatSignature("%arg files", argumentPlaceholder: files)
        #expect(Self.describe(signature) == ["2:int"])
        #expect(Self.describe(FormatSignature("%arg", argumentPlaceholder: FormatSubstitution())) == ["1:?"])
    }

    @Test func substitutionKindComesFromItsFormatSpecifier() {
        let cases: [(specifier: String?, kind: FormatArgumentKind?)] = [
            ("lld", .int), ("d", .int), ("@", .object), (".1f", .double), (nil, nil), ("lldx", nil), ("y", nil),
        ]
        for testCase in cases {
            #expect(
                FormatSubstitution(formatSpecifier: testCase.specifier).kind == testCase.kind,
                "\(testCase.specifier ?? "nil")")
        }
    }
}
