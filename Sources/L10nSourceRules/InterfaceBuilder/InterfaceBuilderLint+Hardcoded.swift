import L10nDiagnostics
import L10nSourceParsing

extension InterfaceBuilderLint {
    /// The findings for a not-localized document's texts, at `severity` (nil: the rule is off): one for the
    /// document when it has more than one text to report, as localizing it is one decision and one click in Xcode
    /// (Sequel-Ace localizes none of its 26 XIBs: 1,231 findings one per text, 26 one per document), at its first
    /// text; `l10n check --explain DOCUMENT:LINE` explains each text.
    ///
    ///     InterfaceBuilderLint.hardcoded(texts, severity: .error)
    ///     // Source/Interfaces/DBView.xib:453:17: error: 'DBView.xib' is not localized: its 87 user-facing texts
    ///     //   show as written in every language, e.g. 'Type', 'Delete Row'; localize it in Xcode (Localize… in the
    ///     //   File inspector)
    ///     //   [hardcoded-string]
    /// `keepsCapitals`: the app keeps its words in capitals in English (``CapitalsPractice``); its texts in capitals are
    /// its style, not reported.
    public static func hardcoded(_ texts: [InterfaceBuilderText], severity: Severity?, keepsCapitals: Bool = false) -> [Diagnostic] {
        guard let severity else { return [] }
        let reported = texts.filter { verdict($0) == .reported && !(keepsCapitals && CapitalsPractice.isCapitals($0.value)) }
            .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        guard let first = reported.first else { return [] }
        guard reported.count > 1 else {
            var diagnostic = Diagnostic(
                location: SourceLocation(file: first.file, line: first.line, column: first.column), severity: severity,
                ruleID: HardcodedStringRule.description.id, message: message(first), key: first.key)
            diagnostic.text = first.value
            return [diagnostic]
        }
        var examples: [String] = []
        for text in reported where !examples.contains(text.value) {
            examples.append(text.value)
            if examples.count == 2 { break }
        }
        let document = first.file.split(separator: "/").last.map(String.init) ?? first.file
        var diagnostic = Diagnostic(
            location: SourceLocation(file: first.file, line: first.line, column: first.column), severity: severity,
            ruleID: HardcodedStringRule.description.id,
            message: "'\(document)' is not localized: its \(reported.count) user-facing texts show as written in every language, e.g. "
                + examples.map(SourceFile.quote).joined(separator: ", ")
                + "; localize it in Xcode (Localize… in the File inspector)")
        diagnostic.text = "texts of '\(document)'"
        diagnostic.related = reported.dropFirst().map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) }
        return [diagnostic]
    }
}
