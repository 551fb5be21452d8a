import L10nDiagnostics

/// Lints Swift source for localization problems: `hardcoded-string`, `string-concatenation`, `unknown-key`
/// and `unused-suppression`, and collects every key reference (for `unused-key` and `extract`).
///
///     let linter = SourceLinter(options: LintOptions(catalogKeys: ["home.title"]))
///     let result = linter.lint(path: "Sources/App/HomeView.swift", bytes: Array(#"Text("Welcome")"#.utf8))
///     result.diagnostics[0].description
///     // Sources/App/HomeView.swift:1:6: error: hardcoded user-facing string 'Welcome' in 'Text'; use …
///
/// A linter is immutable and `Sendable`: one instance lints many files on many threads.
public struct SourceLinter: Sendable {
    public let options: LintOptions
    private let context: LintContext

    public init(options: LintOptions) {
        self.options = options
        self.context = LintContext(options: options)
    }

    /// Lints one file's bytes; `path` is used in diagnostics, for test-file detection and suggested keys.
    public func lint(path: String, bytes: [UInt8]) -> SourceLintResult {
        var buffers = LintBuffers()
        return lint(path: path, bytes: bytes, reusing: &buffers)
    }

    /// Lints one file's bytes with the lexer's and the analysis's storage taken from (and given back to)
    /// `buffers`, so one thread linting file after file allocates its scratch storage once.
    public func lint(path: String, bytes: [UInt8], reusing buffers: inout LintBuffers) -> SourceLintResult {
        let source = Lexer.tokenize(bytes, reusing: &buffers.lexer)
        let result = lint(path: path, source: source, analysis: &buffers.analysis)
        buffers.lexer.recycle(source)
        return result
    }

    private func lint(path: String, source: SwiftSource, analysis: inout AnalysisBuffers) -> SourceLintResult {
        let view = CodeView(source)
        var analyzer = FileAnalyzer(view: view, path: path, context: context, reusing: &analysis)
        analyzer.run()
        analyzer.recycle(into: &analysis)
        // The findings array goes back to the buffers, emptied, when the file's diagnostics are made.
        var findings: [RawFinding] = []
        swap(&findings, &analyzer.findings)
        defer {
            findings.emptyKeepingCapacity()
            analysis.findings = findings
        }
        let references = options.references == .none ? [] : analyzer.references
        if !options.includeTests && Self.isTestFile(path) {
            return SourceLintResult(diagnostics: [], references: references)
        }
        if context.catalogKeys != nil {
            // Most references name a catalog key: that test, on the key's bytes, goes first (the tests are all
            // pure, so their order changes nothing but the time), and the references are read in place.
            var matcher: KeyMatcher?
            for index in analyzer.references.indices {
                guard !analyzer.references[index].hasInterpolation else { continue }
                let key = analyzer.references[index].key
                guard !context.containsCatalogKey(key), TextClassifier.isDottedKey(key) else { continue }
                if matcher == nil { matcher = KeyMatcher(patterns: options.ignoreKeys) }
                guard matcher?.matches(key) == false else { continue }
                let reference = analyzer.references[index]
                var message = "key '\(reference.key)' is not in any scanned catalog"
                if let near = context.nearestKeys?.nearest(to: reference.key) {
                    message += "; did you mean '\(near)'?"
                }
                findings.append(
                    RawFinding(
                        ruleID: context.unknownKeyID, line: reference.location.line,
                        column: reference.location.column, message: message, key: reference.key))
            }
        }
        var suppressions = Suppressions(view)
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(findings.count)
        findings.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in 0..<buffer.count {
                // Moved out of the array, an empty finding (which holds no storage) left in its place for the
                // array to discard: its strings go into the diagnostic without being copied.
                let finding = (base + index).move()
                (base + index).initialize(to: RawFinding(ruleID: "", line: 0, column: 0, message: "", key: nil))
                guard let severity = context.severity(ofRuleID: finding.ruleID),
                    !suppressions.suppresses(finding.ruleID, line: finding.line)
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        location: SourceLocation(file: path, line: finding.line, column: finding.column),
                        severity: severity, ruleID: finding.ruleID, message: finding.message, key: finding.key))
            }
        }
        if let severity = context.unusedSuppressionSeverity {
            for entry in suppressions.entries where !entry.used {
                guard let message = unusedMessage(entry) else { continue }
                let token = source.tokens[entry.token]
                diagnostics.append(
                    Diagnostic(
                        location: SourceLocation(file: path, line: token.line, column: token.column),
                        severity: severity, ruleID: LintRules.unusedSuppression, message: message))
            }
        }
        if !SourceLintRunner.isInReportOrder(diagnostics) { diagnostics.sort(by: Diagnostic.reportOrder) }
        return SourceLintResult(diagnostics: diagnostics, references: references)
    }

    /// The message for a suppression that suppressed nothing, or nil when a rule it names did not run
    /// (it is off, or `unknown-key` without a catalog), so it could not have been used.
    private func unusedMessage(_ entry: Suppressions.Entry) -> String? {
        let sourceRules = [LintRules.hardcodedString, LintRules.stringConcatenation, LintRules.unknownKey]
        func runs(_ rule: String) -> Bool {
            options.severity(of: rule) != nil && (rule != LintRules.unknownKey || options.catalogKeys != nil)
        }
        if let rules = entry.rules {
            if let unknown = rules.sorted().first(where: { LintRules.description(for: $0) == nil }) {
                return "'\(entry.text)' names unknown rule '\(unknown)'"
            }
            guard rules.allSatisfy(runs) else { return nil }
        } else {
            guard sourceRules.contains(where: runs) else { return nil }
        }
        return "'\(entry.text)' suppresses nothing; remove it"
    }

    /// True for files under a `Tests` folder (or a folder ending in `Tests`) and files named `*Tests.swift`.
    ///
    ///     SourceLinter.isTestFile("App/Tests/HomeTests.swift")     // true
    ///     SourceLinter.isTestFile("AppUITests/LaunchScreen.swift") // true
    ///     SourceLinter.isTestFile("App/Sources/Contest.swift")     // false
    public static func isTestFile(_ path: String) -> Bool {
        // One pass over the bytes: a component named `Tests` or ending in `Tests`, or a file `*Tests.swift`.
        var path = path
        return path.withUTF8 { bytes in
            func endsWith(_ word: StaticString, at end: Int) -> Bool {
                let count = word.utf8CodeUnitCount
                guard end >= count else { return false }
                for offset in 0..<count where bytes[end - count + offset] != word.utf8Start[offset] { return false }
                return true
            }
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "/") && endsWith("Tests", at: index) {
                return true
            }
            guard endsWith(".swift", at: bytes.count) else { return false }
            let stem = bytes.count - 6
            return endsWith("Tests", at: stem) || endsWith("Test", at: stem)
        }
    }
}
