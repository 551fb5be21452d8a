import Testing

@testable import L10nSourceParsing

/// The values a body gives: each `return` (also inside `if let`, `guard`, `for` and `switch` blocks), never a
/// closure's.
@Suite struct ValueExpressionsTests {
    @Test func returnsOfControlBlocksAreValuesAndClosuresAreNot() {
        let table: [(body: String, expected: [String])] = [
            ("{ \"Audio\" }", ["\"Audio\""]),
            ("{ if let size = image?.size { return \"Sized\" }\n return \"Unknown\" }", ["\"Sized\"", "\"Unknown\""]),
            ("{ if ready, let fps { return \"Fast\" }\n return \"Slow\" }", ["\"Fast\"", "\"Slow\""]),
            ("{ guard let name else { return \"Guest\" }\n return name }", ["\"Guest\"", "name"]),
            ("{ while let next = queue.pop() { return \"Busy\" }\n return \"Idle\" }", ["\"Busy\"", "\"Idle\""]),
            ("{ if case let .failed(reason) = state { return reason }\n return \"OK\" }", ["reason", "\"OK\""]),
            // A closure's returns are its own, whatever comes before it.
            ("{ let names = items.map { item in return \"Item\" }\n return names.joined() }", ["names.joined()"]),
            ("{ var names = items.compactMap { item -> String? in if let n = item.name { return n }; return nil }\n return names[0] }", ["names[0]"]),
        ]
        for (body, expected) in table {
            let file = SourceFile(path: "A.swift", source: Lexer.tokenize("var label: String " + body))
            let open = file.tokens.indices.first { file.view.isPunctuation($0, UInt8(ascii: "{")) }!
            let close = file.view.matching(open)!
            let values = ValueExpressions.of(body: open...close, in: file).map { file.sourceText(of: $0) }
            #expect(values.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } == expected, "\(body)")
        }
    }
}
