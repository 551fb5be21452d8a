import Testing

@testable import XCStrings

@Suite struct FormatSpecifierComparisonTests {
    struct Case {
        var name: String
        var source: String
        var translation: String
        var sourceSubstitutions: [String: FormatSubstitution] = [:]
        var translationSubstitutions: [String: FormatSubstitution] = [:]
        var ignoringMissing: Set<Int> = []
        var expected: [String]
    }

    static let cases: [Case] = [
        Case(
            name: "Japanese reorders numbered arguments", source: "%1$@ sent you %2$lld messages",
            translation: "%2$lld 件のメッセージが %1$@ から届きました", expected: []),
        Case(
            name: "reordered without numbers", source: "%@ sent you %lld messages", translation: "%lld mensajes de %@",
            expected: [
                "argument 1 is '%@' in the source but '%lld' in 'es'",
                "argument 2 is '%lld' in the source but '%@' in 'es'",
            ]),
        Case(
            name: "three arguments reordered in Japanese", source: "%1$@ sent %2$lld photos to %3$@",
            translation: "%1$@ が %3$@ に %2$lld 枚の写真を送りました", expected: []),
        Case(
            name: "Japanese reordered but unnumbered", source: "%@ sent %lld photos to %@",
            translation: "%@ が %@ に %lld 枚の写真を送りました",
            expected: [
                "argument 2 is '%lld' in the source but '%@' in 'es'",
                "argument 3 is '%@' in the source but '%lld' in 'es'",
            ]),
        Case(name: "%d and %lld are both int", source: "%d files", translation: "%lld archivos", expected: []),
        Case(name: "%ld and %u and %x are int", source: "%ld of %u", translation: "%x de %lu", expected: []),
        Case(name: "precision does not matter", source: "%.1f km", translation: "%.2f km", expected: []),
        Case(
            name: "object against C string", source: "Hello %@", translation: "Hola %s",
            expected: ["argument 1 is '%@' in the source but '%s' in 'es'"]),
        Case(
            name: "double against int", source: "%f%%", translation: "%d %%",
            expected: ["argument 1 is '%f' in the source but '%d' in 'es'"]),
        Case(
            name: "object against number", source: "%@ files", translation: "%lld archivos",
            expected: ["argument 1 is '%@' in the source but '%lld' in 'es'"]),
        Case(
            name: "missing arguments", source: "%@ sent you %lld messages", translation: "Nuevo mensaje",
            expected: ["argument 1 ('%@') is missing in 'es'", "argument 2 ('%lld') is missing in 'es'"]),
        Case(
            name: "extra argument", source: "%@ files", translation: "%@ archivos %@",
            expected: ["'%@' in 'es' reads argument 2, which the source does not have"]),
        Case(
            name: "space before percent reads an argument", source: "%lld%% off", translation: "%lld % de descuento",
            expected: ["'% d' in 'es' reads argument 2, which the source does not have; write '%%' for a percent sign"]),
        Case(
            name: "duplicated instead of the second", source: "%@ and %@", translation: "%1$@ y %1$@",
            expected: [
                "argument 1 ('%1$@') appears twice in 'es' but once in the source",
                "argument 2 ('%@') is missing in 'es'",
            ]),
        Case(
            name: "repeated like the source", source: "%1$lld, I repeat: %1$lld", translation: "%1$lld, repito: %1$lld",
            expected: []),
        Case(
            name: "plain source, percent typography", source: "50% off", translation: "50 % de descuento", expected: []),
        Case(name: "plain source, German percent", source: "50% off", translation: "50%Rabatt", expected: []),
        Case(
            name: "plain source, percent before a word", source: "Battery at 100% now",
            translation: "Batería al 100% ahora", expected: []),
        Case(
            name: "plain source, percent before 's'", source: "Battery at 100% now",
            translation: "Batterie à 100% sur secteur", expected: []),
        // Input Source Pro: `% lo` (a space flag and the length `l`) begins the word 'locally'; the Japanese and
        // Korean percent signs are prose too.
        Case(
            name: "plain source, percent before a word read with a length", source: "Runs 100% locally",
            translation: "100%ローカルで動作します", expected: []),
        Case(
            name: "plain source, percent, space and a Hangul word", source: "Runs 100% locally",
            translation: "100% 로컬에서 동작합니다", expected: []),
        Case(name: "plain source, object added: shown as is", source: "Hello", translation: "Hola %@", expected: []),
        Case(
            name: "format string without arguments, percent before 's'", source: "Battery at 100%% on power",
            translation: "Batterie à 100 % sur secteur",
            expected: ["'% s' in 'es' reads argument 1, which the source does not have; write '%%' for a percent sign"]),
        Case(
            name: "format string without arguments, object added", source: "Done: 100%%", translation: "Hecho: %@",
            expected: ["'%@' in 'es' reads argument 1, which the source does not have"]),
        Case(
            name: "plain source, unknown substitution", source: "Files", translation: "%#@archivos@",
            expected: ["'%#@archivos@' in 'es' names no substitution 'archivos'"]),
        Case(name: "escaped percent both sides", source: "Battery at 50%%", translation: "Batería al 50%%", expected: []),
        Case(
            name: "trailing percent in a format string", source: "Battery at %lld%%", translation: "Batería al %lld%",
            expected: ["'%' at the end of 'es' is not a valid format specifier; write '%%' for a percent sign"]),
        Case(
            name: "unknown conversion in a format string", source: "%@: done", translation: "%@: %y hecho",
            expected: ["'%y' in 'es' is not a valid format specifier; write '%%' for a percent sign"]),
        Case(name: "same invalid directive as the source", source: "%@ is 100%", translation: "%@ es 100%", expected: []),
        Case(
            name: "substitutions present", source: "%#@files@ in %#@folders@", translation: "%#@files@ en %#@folders@",
            sourceSubstitutions: ["files": .init(), "folders": .init()],
            translationSubstitutions: ["files": .init(), "folders": .init()], expected: []),
        Case(
            name: "substitution named wrong", source: "%#@files@ in %#@folders@", translation: "%#@files@ en %#@carpetas@",
            sourceSubstitutions: ["files": .init(), "folders": .init()],
            translationSubstitutions: ["files": .init(), "folders": .init()],
            expected: ["'%#@carpetas@' in 'es' names no substitution 'carpetas'"]),
        Case(
            name: "substitution replaced by an object", source: "%#@files@", translation: "%@ archivos",
            sourceSubstitutions: ["files": .init(argumentNumber: 1, formatSpecifier: "lld")],
            expected: ["argument 1 is '%#@files@' in the source but '%@' in 'es'"]),
        Case(
            name: "substitution replaced by a number", source: "%#@files@", translation: "%lld archivos",
            sourceSubstitutions: ["files": .init(argumentNumber: 1, formatSpecifier: "lld")], expected: []),
        Case(
            name: "unknown kinds read two ways", source: "%#@count@", translation: "%1$@ %1$lld",
            sourceSubstitutions: ["count": .init()],
            expected: ["argument 1 is read as both '%1$@' and '%1$lld' in 'es'"]),
        Case(
            name: "unknown kinds read two ways in the same order", source: "%#@count@ %1$#@count@",
            translation: "%1$@ %1$lld", sourceSubstitutions: ["count": .init()],
            expected: ["argument 1 is read as both '%1$@' and '%1$lld' in 'es'"]),
        Case(
            // Mastodon's stringsdict: `%#@names@` is a plural read as `%ld`, its variant then shows argument 1 as
            // `%1$@`; the English does it, and each translation only repeats it.
            name: "the source's own conflict repeated", source: "Followed by %1$@, and %1$ld mutuals",
            translation: "Seguito da %1$@ e %1$ld amici in comune", expected: []),
        Case(
            name: "the source's own conflict, and a third kind", source: "Followed by %1$@, and %1$ld mutuals",
            translation: "Seguito da %1$@ e %1$f amici", expected: ["argument 1 is read as both '%1$@' and '%1$f' in 'es'"]),
        Case(
            name: "plural one leaves out its number", source: "%lld files", translation: "One file",
            ignoringMissing: [1], expected: []),
        Case(
            name: "plural one leaves out its number but shifts the next", source: "%1$lld files in %2$@",
            translation: "one file in %@", ignoringMissing: [1],
            expected: [
                "argument 1 is '%1$lld' in the source but '%@' in 'es'",
                "argument 2 ('%2$@') is missing in 'es'",
            ]),
        Case(
            name: "star width must stay an int", source: "%*d items", translation: "%*@ elementos",
            expected: ["argument 2 is '%*d' in the source but '%*@' in 'es'"]),
    ]

    @Test func reportsMismatches() {
        cases: for testCase in Self.cases {
            let source = FormatSignature(testCase.source, substitutions: testCase.sourceSubstitutions)
            let translation = FormatSignature(testCase.translation, substitutions: testCase.translationSubstitutions)
            let messages = translation.mismatches(against: source, language: "es", ignoringMissing: testCase.ignoringMissing)
                .map(\.message)
            #expect(messages == testCase.expected, "\(testCase.name)")
            if messages != testCase.expected { continue cases }
        }
    }

    @Test func mismatchesCarryReasonPositionAndOffset() {
        let source = FormatSignature("%1$@ sent you %2$lld messages")
        let translation = FormatSignature("Tienes %2$@ mensajes")
        let mismatches = translation.mismatches(against: source, language: "es")
        #expect(mismatches.count == 2)
        #expect(mismatches.map(\.reason) == [.typeMismatch, .missingArgument])
        #expect(mismatches.map(\.position) == [2, 1])
        #expect(mismatches.map(\.offset) == [7, nil])
        #expect(mismatches[0].sourceSpecifier?.text == "%2$lld")
        #expect(mismatches[0].translationSpecifier?.text == "%2$@")
    }

    @Test func problemsOfAStringOnItsOwn() {
        let cases: [(name: String, input: String, substitutions: [String: FormatSubstitution], expected: [String])] = [
            ("fine", "%1$@ sent you %2$lld messages", [:], []),
            ("one argument two ways", "%1$@ and %1$d", [:], ["argument 1 is read as both '%1$@' and '%1$d' in 'en'"]),
            ("int and count agree", "%1$*1$d", [:], []),
            ("unknown substitution", "%#@files@", [:], ["'%#@files@' in 'en' names no substitution 'files'"]),
            ("invalid against itself", "%@ at 100%", [:], []),
            ("repeated", "%1$lld, I repeat: %1$lld", [:], []),
        ]
        for testCase in cases {
            let signature = FormatSignature(testCase.input, substitutions: testCase.substitutions)
            #expect(signature.problems(language: "en").map(\.message) == testCase.expected, "\(testCase.name)")
        }
    }

    @Test func crashRiskIsWhereAnArgumentIsDereferenced() {
        let cases: [(name: String, source: String, translation: String, crash: [Bool])] = [
            ("object read as number", "%@ files", "%lld archivos", [true]),
            ("number read as object", "%lld files", "%@ archivos", [true]),
            ("C string against object", "%@", "%s", [true]),
            ("double read as int", "%f km", "%d km", [false]),
            ("extra object", "%lld files", "%lld archivos de %@", [true]),
            ("extra number", "%lld files", "%lld archivos en %d", [false]),
            ("missing", "%@ and %@", "%@", [false]),
        ]
        for testCase in cases {
            let mismatches = FormatSignature(testCase.translation)
                .mismatches(against: FormatSignature(testCase.source), language: "es")
            #expect(mismatches.map(\.isCrashRisk) == testCase.crash, "\(testCase.name)")
        }
    }

    @Test func substitutionVariationsCompareWithTheirPlaceholder() {
        let files = FormatSubstitution(argumentNumber: 2, formatSpecifier: "lld")
        let source = FormatSignature("%arg files", argumentPlaceholder: files)
        let cases: [(name: String, translation: String, expected: [String])] = [
            ("same", "%arg archivos", []),
            ("one without number", "un archivo", ["argument 2 ('%arg') is missing in 'es'"]),
            ("written out", "%2$lld archivos", []),
            ("wrong kind", "%2$@ archivos", ["argument 2 is '%arg' in the source but '%2$@' in 'es'"]),
        ]
        for testCase in cases {
            let translation = FormatSignature(testCase.translation, argumentPlaceholder: files)
            #expect(
                translation.mismatches(against: source, language: "es").map(\.message) == testCase.expected,
                "\(testCase.name)")
        }
    }

    @Test func compatibilityTable() {
        let compatible: [(FormatArgumentKind, FormatArgumentKind)] = [(.int, .int), (.int, .count), (.count, .int)]
        for lhs in FormatArgumentKind.allCases {
            for rhs in FormatArgumentKind.allCases {
                let expected = lhs == rhs || compatible.contains(where: { $0 == (lhs, rhs) })
                #expect(lhs.isCompatible(with: rhs) == expected, "\(lhs) vs \(rhs)")
            }
        }
    }
}
