import L10nDiagnostics
import L10nSourceParsing

extension InterfaceBuilderLint {
    /// The findings for a not-localized document's texts, at `severity` (nil: the rule is off).
    public static func hardcoded(_ texts: [InterfaceBuilderText], severity: Severity?) -> [Diagnostic] {
        guard let severity else { return [] }
        return texts.compactMap { text in
            guard verdict(text) == .reported else { return nil }
            var diagnostic = Diagnostic(
                location: SourceLocation(file: text.file, line: text.line, column: text.column), severity: severity,
                ruleID: HardcodedStringRule.description.id, message: message(text), key: text.key)
            diagnostic.text = text.value
            return diagnostic
        }
    }
}
