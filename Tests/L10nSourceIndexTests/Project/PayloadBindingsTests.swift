import Testing

@testable import L10nSourceIndex
@testable import L10nSourceParsing

/// The names enum case patterns bind, each with its case and position; names bound otherwise are not payloads.
@Suite struct PayloadBindingsTests {
    @Test func patternsBindPayloadsByPosition() {
        let table: [(source: String, expected: [String])] = [
            ("switch s { case .failed(let reason): Text(reason) }", ["reason: failed 0"]),
            ("if case let .success(message) = result { Text(message) }", ["message: success 0"]),
            ("if case .done(_, note: let note) = result {}", ["note: done 1"]),
            ("switch s { case let .pair(first, second): break }", ["first: pair 0", "second: pair 1"]),
            ("switch s { case .a(let x), .b(let y): break }", ["x: a 0", "y: b 0"]),
            ("guard case .failure(var error) = result else { return }", ["error: failure 0"]),
            // Declarations and values bind nothing.
            ("enum State { case failed(reason: String) }", []),
            ("enum Style: String { case standard = \"Default\" }", []),
            ("switch s { case .failed(reason): break }", []),
            ("let (text, icon) = pair", []),
        ]
        for (source, expected) in table {
            let file = SourceFile(path: "A.swift", source: Lexer.tokenize(source))
            let bindings = FileFacts.payloadBindings(in: file.view)
            let found = bindings.flatMap { name, list in list.map { "\(name): \($0.caseName) \($0.position)" } }
            #expect(found.sorted() == expected.sorted(), "\(source)")
        }
    }
}
