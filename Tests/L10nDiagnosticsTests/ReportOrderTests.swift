import Testing

@testable import L10nDiagnostics

/// ``Diagnostic/merged(_:_:)`` gives what a stable sort of the two lists joined gives, for lists that share files,
/// lines and whole findings (ties keep the first list's first).
struct ReportOrderTests {
    /// A small deterministic generator, so a failure names its case.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static func diagnostic(_ generator: inout Generator, tag: String) -> Diagnostic {
        Diagnostic(
            location: SourceLocation(
                file: ["A.swift", "B.swift", "catalog/Localizable.xcstrings"][generator.next(3)], line: generator.next(4) + 1,
                column: generator.next(2) + 1),
            severity: .warning, ruleID: ["hardcoded-string", "unused-key"][generator.next(2)],
            message: "m\(generator.next(2))", key: tag)
    }

    /// Every field, the list's tag (`key`, which the order does not read) last: ties show which list came first.
    private static func text(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.ruleID) "
            + "\(diagnostic.message) \(diagnostic.key ?? "")"
    }

    @Test func mergeIsAStableSortOfBothLists() {
        var generator = Generator(state: 0x5EED)
        cases: for size in 0..<40 {
            let first = (0..<generator.next(size + 1)).map { _ in Self.diagnostic(&generator, tag: "first") }
                .sorted(by: Diagnostic.reportOrder)
            let second = (0..<generator.next(size + 1)).map { _ in Self.diagnostic(&generator, tag: "second") }
                .sorted(by: Diagnostic.reportOrder)
            let merged = Diagnostic.merged(first, second)
            let expected = (first + second).sorted(by: Diagnostic.reportOrder)
            #expect(merged.map(Self.text) == expected.map(Self.text), "case \(size)")
            #expect(Diagnostic.isInReportOrder(merged), "case \(size)")
            if merged.count != first.count + second.count { break cases }  // the rest would only repeat it
        }
    }
}
