import L10nCatalogChecks
import L10nDiagnostics

extension CoverageReport {
    /// The numbers for dashboards and scripts, in a stable order and layout; the schema is in docs/report-json.md.
    ///
    ///     {
    ///       "version": 1,
    ///       "tool": "l10n 0.1.0",
    ///       "requiredLanguages": ["en", "es"],
    ///       "totals": { "catalogs": 1, "unreadableCatalogs": 0, "keys": 6, "filesScanned": 3, "sourceFiles": 2 },
    ///       "languages": [{ "language": "es", "name": "Spanish", "role": "required", "translated": 4, … }],
    ///       "catalogs": [{ "file": "Localizable.xcstrings", "status": "ok", … }],
    ///       "findings": { "errors": 2, "warnings": 1, "notes": 0,
    ///                     "byRule": [{ "rule": "missing-translation", …, "findings": [{ "file": …, "line": 12, … }] }] },
    ///       "failures": []
    ///     }
    public func json() -> String {
        JSONText.object([
            ("version", .int(1)),
            ("tool", .string("l10n \(toolVersion)")),
            ("requiredLanguages", .array(requiredLanguages.map { .string($0) })),
            (
                "totals",
                .object([
                    ("catalogs", .int(catalogs.count)),
                    ("unreadableCatalogs", .int(catalogs.count - readableCatalogs.count)),
                    ("keys", .int(keys)),
                    ("filesScanned", .int(filesScanned)),
                    ("sourceFiles", .int(sourceFiles)),
                ])
            ),
            ("languages", .array(languages.map { json($0, withSamples: false) })),
            ("catalogs", .array(catalogs.map(json))),
            (
                "findings",
                .object([
                    ("errors", .int(counts.errors)),
                    ("warnings", .int(counts.warnings)),
                    ("notes", .int(counts.notes)),
                    ("byRule", .array(findings.map(Self.json))),
                ])
            ),
            ("failures", .array(failures.map { .string($0) })),
        ]).rendered()
    }

    func json(_ catalog: CatalogCoverage) -> JSONText {
        guard catalog.failure == nil, let source = catalog.sourceLanguage else {
            return .object([
                ("file", .string(catalog.file)), ("status", .string("unreadable")),
                ("error", .string(catalog.failure ?? "")),
            ])
        }
        let findings = catalogCounts[catalog.file] ?? .init()
        return .object([
            ("file", .string(catalog.file)),
            ("status", .string("ok")),
            ("sourceLanguage", .string(source)),
            ("keys", .int(catalog.keys)),
            (
                "findings",
                .object([
                    ("errors", .int(findings.errors)), ("warnings", .int(findings.warnings)),
                    ("notes", .int(findings.notes)),
                ])
            ),
            ("languages", .array(catalog.languages.map { json($0, withSamples: true) })),
        ])
    }

    func json(_ language: LanguageCoverage, withSamples: Bool) -> JSONText {
        var members: [(String, JSONText)] = [("language", .string(language.language))]
        if let name = LanguageNames.name(of: language.language) { members.append(("name", .string(name))) }
        members += [
            ("role", .string(language.role.rawValue)),
            ("direction", .string(LanguageNames.isRightToLeft(language.language) ? "rtl" : "ltr")),
            ("translated", .int(language.translated)),
            ("needsReview", .int(language.needsReview)),
            ("new", .int(language.new)),
            ("copies", .int(language.copies)),
            ("missing", .int(language.missing)),
            ("total", .int(language.total)),
            ("percent", .int(language.percent)),
            ("stringsToTranslate", .int(language.stringsToTranslate)),
            ("wordsToTranslate", .int(language.wordsToTranslate)),
        ]
        if withSamples {
            members.append(("notTranslated", .array(language.samples.map { json($0) })))
            members.append(("notTranslatedNotListed", .int(language.notTranslated - language.samples.count)))
        }
        return .object(members)
    }

    func json(_ sample: CoverageSample) -> JSONText {
        var members: [(String, JSONText)] = [("key", .string(sample.key)), ("state", .string(sample.state.rawValue))]
        if !sample.variant.isRoot { members.append(("variant", .string(sample.variant.description))) }
        if let source = sample.source { members.append(("source", .string(source))) }
        if let value = sample.value { members.append(("value", .string(value))) }
        if let comment = sample.comment, !comment.isEmpty { members.append(("comment", .string(comment))) }
        if !sample.strings.isEmpty {
            members.append(("strings", .array(sample.strings.map { part in
                var string: [(String, JSONText)] = []
                if !part.variant.isRoot { string.append(("variant", .string(part.variant.description))) }
                string.append(("state", .string(part.state.rawValue)))
                if let source = part.source { string.append(("source", .string(source))) }
                if let value = part.value { string.append(("value", .string(value))) }
                return .object(string)
            })))
        }
        if let places = usages[sample.key], !places.isEmpty {
            members.append(("usedAt", .array(places.map { .string($0.description) })))
        }
        return .object(members)
    }

    static func json(_ finding: RuleFindings) -> JSONText {
        .object([
            ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
            ("count", .int(finding.count)), ("summary", .string(finding.summary)),
            ("findings", .array(finding.diagnostics.map(json))),
        ])
    }

    /// One finding behind a rule's count: where and what (the key and language when it names them).
    static func json(_ diagnostic: Diagnostic) -> JSONText {
        var members: [(String, JSONText)] = [
            ("file", .string(diagnostic.location.file)), ("line", .int(diagnostic.location.line)),
            ("column", .int(diagnostic.location.column)), ("message", .string(diagnostic.message)),
        ]
        if let key = diagnostic.key { members.append(("key", .string(key))) }
        if let language = diagnostic.language { members.append(("language", .string(language))) }
        return .object(members)
    }
}
