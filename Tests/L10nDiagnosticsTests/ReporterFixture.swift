import L10nDiagnostics

/// A realistic run: findings in two catalogs and one Swift file, every severity, unicode, quotes, commas,
/// colons, percent signs, a tab and a CR LF in messages, with and without key/language. Deliberately out
/// of report order.
enum ReporterFixture {
    static let diagnostics: [Diagnostic] = [
        Diagnostic(
            location: SourceLocation(file: "Sources/App/Home View.swift", line: 7, column: 30), severity: .warning,
            ruleID: "hardcoded-string",
            message: "hardcoded string \"Hello, world: 100%\"\tshould use String(localized:)"),
        Diagnostic(
            location: SourceLocation(file: "Localizable.xcstrings", line: 40, column: 9), severity: .error,
            ruleID: "format-specifier-mismatch",
            message: "argument 1 is '%@' in the source but '%lld' in 'es'", key: "chat.unread %lld", language: "es"),
        Diagnostic(
            location: SourceLocation(file: "Localizable.xcstrings", line: 12, column: 5), severity: .warning,
            ruleID: "needs-review", message: "'es' translation of 'home.title' needs review", key: "home.title",
            language: "es"),
        Diagnostic(
            location: SourceLocation(file: "Localizable.xcstrings", line: 12, column: 5), severity: .error,
            ruleID: "missing-translation", message: "missing 'es' translation for 'home.title'", key: "home.title",
            language: "es"),
        Diagnostic(
            location: SourceLocation(file: "Docs/Übersicht.xcstrings", line: 2, column: 3), severity: .error,
            ruleID: "key-convention",
            message: "key 'Ünïcödé 🎉' does not read 'feature.screen.element'\r\nsecond line", key: "Ünïcödé 🎉"),
        Diagnostic(
            location: SourceLocation(file: "Localizable.xcstrings", line: 3, column: 5), severity: .note,
            ruleID: "plural-cldr-category",
            message: "'es' has no 'many' case: 1000000, 2000000 fall back to 'other'", key: "inbox.count %lld",
            language: "es"),
    ]

    static let summary = ReportSummary(
        catalogs: [
            .init(
                file: "Localizable.xcstrings",
                languages: [
                    .init(language: "en", translated: 12, total: 12),
                    .init(language: "es", translated: 10, total: 12),
                    .init(language: "zh-Hans", translated: 199, total: 200),
                ]),
            .init(file: "Docs/Übersicht.xcstrings", languages: [.init(language: "en", translated: 3, total: 3)]),
        ],
        filesScanned: 3, diagnostics: diagnostics)

    /// The summary every text format prints on standard error, checked by hand against the data above.
    static let summaryText = """
        Localizable.xcstrings
          en         12/12 (100%)
          es         10/12 (83%)
          zh-Hans  199/200 (99%)
        Docs/Übersicht.xcstrings
          en  3/3 (100%)
        3 errors, 2 warnings, 1 note in 3 files

        """
}
