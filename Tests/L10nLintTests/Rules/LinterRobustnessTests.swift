import Foundation
import L10nLint
import Testing

enum ProcessInfoShim {
    static var verbose: Bool { ProcessInfo.processInfo.environment["L10N_VERBOSE"] != nil }
}

/// The whole linter (not just the lexer) on hostile input: never crashes, and shapes that could make a naive
/// analysis quadratic finish quickly.
@Suite struct LinterRobustnessTests {
    static func repeated(_ text: String, _ count: Int) -> [UInt8] { Array(String(repeating: text, count: count).utf8) }

    static let shapes: [(name: String, bytes: [UInt8])] = [
        ("chained assignments", repeated("a.text = ", 50_000) + Array("\"Hi there\"".utf8)),
        ("many preview types nested", repeated("struct APreview { ", 20_000) + repeated("}", 20_000)),
        ("many small types with findings", repeated("struct A { var body: some View { Text(\"Hello there\") } }\n", 20_000)),
        ("many suppressions and findings", repeated("Text(\"Hello there\") // l10n:disable:this hardcoded-string\n", 20_000)),
        ("many disable regions", repeated("// l10n:disable hardcoded-string\nText(\"Hi there\")\n", 5_000)),
        ("long plus chain", Array("Text(".utf8) + repeated("\"a b\" + ", 50_000) + Array("x)".utf8)),
        ("Text plus Text chain", repeated("Text(\"Hello there\") + ", 20_000) + Array("Text(x)".utf8)),
        ("localized plus chain", repeated("String(localized: \"a.b\") + ", 20_000) + Array("x".utf8)),
        ("deep call nesting", repeated("Text(", 50_000) + Array("\"Hello there\"".utf8) + repeated(")", 50_000)),
        ("deep unclosed nesting", repeated("Button(title: Text(", 30_000)),
        ("nested if DEBUG", repeated("#if DEBUG\n", 10_000) + repeated("#endif\n", 10_000)),
        ("many appends", repeated("message.append(String(localized: \"a.b\"))\n", 20_000)),
        ("logging with plus", repeated("print(", 5_000) + repeated("String(localized: \"a.b\") + x + ", 5_000)),
    ]

    @Test(.timeLimit(.minutes(1))) func hostileShapesFinish() {
        var options = LintOptions(catalogKeys: ["a.b"])
        options.uiArguments = ["title"]
        options.uiFunctions = ["Row(title:)"]
        let linter = SourceLinter(options: options)
        let clock = ContinuousClock()
        for (name, bytes) in Self.shapes {
            if ProcessInfoShim.verbose { FileHandle.standardError.write(Data("SHAPE start \(name)\n".utf8)) }
            let start = clock.now
            let result = linter.lint(path: "Sources/A.swift", bytes: bytes)
            // Generous for a debug build on a shared machine; a quadratic shape takes minutes.
            #expect(clock.now - start < .seconds(20), "\(name) took \(clock.now - start)")
            #expect(result.diagnostics.count >= 0, "\(name)")
            if ProcessInfoShim.verbose { FileHandle.standardError.write(Data("SHAPE \(name): \(clock.now - start)\n".utf8)) }
        }
    }

    @Test func nastyLexerInputsThroughTheWholeLinter() {
        let linter = SourceLinter(options: LintOptions(catalogKeys: []))
        for (_, bytes) in NastyInputTests.cases {
            _ = linter.lint(path: "Sources/A.swift", bytes: bytes)
        }
    }
}
