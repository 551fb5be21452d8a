import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import L10nFiles
import L10nFormats
import L10nWorkflow
import XCStrings

/// `submit_translations`: writes a batch of translations into one catalog, each checked exactly as `l10n merge`
/// checks imported units (``TranslationImport``: language, key, variant, plural category, substitution, duplicate,
/// format specifiers as `check` compares them), the catalog written once, atomically, in the file's own layout
/// (``StringCatalog/bytes(replacing:)``: Xcode's for a file Xcode wrote). Only the accepted strings change.
struct SubmitTranslationsTool: MCPTool {
    let name = "submit_translations"
    let title = "Submit translations"
    let readOnly = false
    /// Units per call.
    static let maximumBatch = 500
    /// One submission at a time: each reads the catalog, changes it and writes it whole.
    static let writeLock = NSLock()

    let description = """
        Writes translations into a String Catalog, one language and one catalog per call (at most 500). Each \
        translation names the key and the variant exactly as 'untranslated' gave them ('' for the plain text, \
        'plural.one', 'substitutions.count.plural.few', …) and the translated 'value'. Every one is checked as \
        'l10n merge' checks imports: the key must exist, the variant must be one the catalog can hold (a plural \
        category the language has, a substitution the source defines), the value must not be empty, and its format \
        specifiers must match the source text's (same arguments, same types; reorder with '%1$@'); a plural \
        category must be one the language has ('plural.few' is refused for German), and a 'sourceToken' given \
        back from 'untranslated' must still match (else: the source changed since you read it). Accepted ones \
        are written with state 'translated' (or 'needs_review' if asked, and always when the project requires \
        review; a person approves them with 'review') in one atomic write in the file's own \
        layout (Xcode's for a file Xcode wrote); nothing else in the file changes. The answer lists what was applied, what was already there, and \
        for each rejected translation the reason in one sentence: fix it and submit that one again. If the file \
        changes on disk while the batch is checked (Xcode saved it), nothing is written: submit the batch again. \
        'dryRun': true answers the same, writing nothing.
        """
    let inputSchema = Schema.object([
        ("language", Schema.string("The language of the translations, as the catalog writes it: 'de', 'pt-BR'.")),
        ("catalog", Schema.string("The catalog to write: its path as 'untranslated' gave it (needed when the project has several).")),
        ("translations", .record([
            ("type", .string("array")), ("maxItems", .integer(maximumBatch)),
            ("items", Schema.object([
                ("key", Schema.string("The catalog key.")),
                ("variant", Schema.string("'' (default) for the plain text, else the variant as 'untranslated' gave it.")),
                ("value", Schema.string("The translated text.")),
                ("state", Schema.string("The state to write (default 'translated'; always 'needs_review' when the project's .l10n.json says \"review\": \"required\").", oneOf: ["translated", "needs_review"])),
                ("sourceToken", Schema.string("The 'sourceToken' 'untranslated' gave with this string: if the source text, variant or comment changed since, the translation is rejected.")),
            ], required: ["key", "value"])),
        ])),
        ("submittedBy", Schema.string("Who or what translated (an agent and model, a person): shown to reviewers by 'review_queue', kept beside the catalog.")),
        ("dryRun", .record([("type", .string("boolean")), ("description", .string("Check and answer what would be applied and rejected, writing nothing.")), ("default", .bool(false))])),
    ], required: ["language", "translations"])

    func call(_ arguments: ToolArguments, project: MCPProject) throws(ToolError) -> JSONValue {
        let language = try arguments.string("language")
        guard LanguageCode.isValid(language) else {
            throw ToolError("'\(language)' is not a language code; use one as the catalog writes it, such as 'de' or 'pt-BR'")
        }
        let items = try arguments.array("translations")
        guard items.count <= Self.maximumBatch else {
            throw ToolError("\(items.count) translations in one call; submit at most \(Self.maximumBatch) at a time")
        }
        let dryRun = try arguments.bool("dryRun", default: false)
        let submittedBy = try arguments.optionalString("submittedBy")
        let request = try project.request()
        let reviewRequired = request.configuration.reviewRequired
        let path = try project.catalog(named: try arguments.optionalString("catalog"), among: try project.catalogFiles(request))

        Self.writeLock.lock()
        defer { Self.writeLock.unlock() }
        let (catalog, originalBytes) = try project.readCatalogFile(path)
        var sources: [String: ExportUnit] = [:]
        for unit in ExportSelector(language: language, includeAll: true).units(in: catalog) {
            sources[unit.key + "\u{0}" + unit.variant.xliffVariant] = unit
        }
        var units: [TranslationUnit] = []
        var rejected: [Int: JSONValue] = [:]
        var places: [(key: String, variant: String)] = []
        for (index, item) in items.enumerated() {
            let entry = ToolArguments(item)
            let key = (try? entry.string("key")) ?? ""
            let variant = (try? entry.optionalString("variant")) ?? ""
            places.append((key, variant))
            func reject(_ rule: String, _ reason: String) {
                rejected[index] = Self.outcome(key, variant, [("rule", .string(rule)), ("reason", .string(reason))])
            }
            guard item.isObject, item["key"]?.stringValue != nil else {
                reject("invalid-unit", "each translation needs 'key' (a string)")
                continue
            }
            guard let value = item["value"]?.stringValue else {
                reject("invalid-unit", "'value' must be the translated text (a string)")
                continue
            }
            guard !value.isEmpty else {
                reject("empty-value", "the value is empty; give the translated text (empty translations are not imported)")
                continue
            }
            var state = item["state"]?.stringValue ?? "translated"
            guard state == "translated" || state == "needs_review" else {
                reject("invalid-unit", "'state' must be 'translated' or 'needs_review'")
                continue
            }
            if reviewRequired { state = "needs_review" }
            if let problem = VariantCheck.problem(variant, language: language) {
                reject(TranslationImport.variantRule, problem)
                continue
            }
            if let token = item["sourceToken"]?.stringValue, let source = sources[key + "\u{0}" + variant],
               SourceToken.make(source) != token {
                reject("source-changed", "the source changed since you read it: now '\(source.source)'")
                continue
            }
            units.append(
                TranslationUnit(
                    file: path, key: key, variant: variant, source: "", target: value, state: state,
                    sourceLanguage: catalog.sourceLanguage, targetLanguage: language,
                    location: SourceLocation(file: "translations", line: index + 1, column: 1)))
        }
        let result = TranslationImport.apply(
            units, to: catalog, catalogPath: path, language: language,
            checks: TranslationChecks(configuration: request.configuration))
        // The translation rules' warnings and notes about accepted strings: they land, and are listed with them.
        var findings: [Int: [JSONValue]] = [:]
        for finding in result.findings {
            findings[finding.location.line - 1, default: []].append(.record([
                ("rule", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
                ("message", .string(finding.message)),
            ]))
        }
        var applied: [Int: JSONValue] = [:]
        for change in result.changes {
            guard let index = change.location.map({ $0.line - 1 }) else { continue }
            applied[index] = Self.outcome(places[index].key, places[index].variant, [
                ("state", change.new.state.map { .string($0.rawValue) }), ("change", .string(change.kind.rawValue)),
                ("findings", findings[index].map(JSONValue.array)),
            ])
        }
        for diagnostic in result.diagnostics {
            let index = diagnostic.location.line - 1
            rejected[index] = Self.outcome(places[index].key, places[index].variant, [
                ("rule", .string(diagnostic.ruleID)), ("reason", .string(diagnostic.message)),
            ])
        }
        var written = false
        if !applied.isEmpty && !dryRun {
            // Another writer (Xcode saving, a second agent) may have changed the file since it was read: writing
            // now would undo that change.
            guard project.isUnchanged(path, since: originalBytes) else {
                throw ToolError("'\(path)' changed on disk while these translations were checked; nothing was written; submit them again")
            }
            do {
                try AtomicFile.write(result.catalog.bytes(replacing: originalBytes), to: project.absolute(of: path))
                written = true
            } catch {
                throw ToolError("nothing was written: \(error)")
            }
            // Who submitted what waits for review, beside the catalog; a new translation clears a rejection.
            var log = ReviewLog.read(catalog: project.absolute(of: path))
            let before = log
            for (index, outcome) in applied {
                let (key, variant) = places[index]
                let waits = outcome["state"]?.stringValue == "needs_review"
                log.set(waits && submittedBy != nil ? ReviewLog.Entry(language: language, key: key, variant: variant, submittedBy: submittedBy) : nil,
                        language: language, key: key, variant: variant)
            }
            if log != before { try? log.write(catalog: project.absolute(of: path)) }
        }
        let unchanged = items.indices.filter { applied[$0] == nil && rejected[$0] == nil }
        return .record([
            ("catalog", .string(path)), ("language", .string(language)), ("written", .bool(written)),
            ("dryRun", dryRun ? .bool(true) : nil),
            ("applied", .array(applied.keys.sorted().map { applied[$0]! })),
            ("unchanged", .array(unchanged.map { Self.outcome(places[$0].key, places[$0].variant, []) })),
            ("rejected", .array(rejected.keys.sorted().map { rejected[$0]! })),
        ])
    }

    static func outcome(_ key: String, _ variant: String, _ more: [(String, JSONValue?)]) -> JSONValue {
        .record([("key", .string(key)), ("variant", .string(variant))] + more)
    }
}
