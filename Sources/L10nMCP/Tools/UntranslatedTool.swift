import L10nCatalogChecks
import L10nExchange
import L10nSourceParsing
import L10nWorkflow
import PluralRules
import XCStrings

/// `untranslated`: a page of the keys one language still needs, each with every string it needs (the plural and
/// device cases the language needs by CLDR, with an example number per plural category), its format arguments,
/// and where the code shows it. What a language needs is `extract --language`'s (``ExportSelector``, itself
/// `check`'s definition of coverage), in the order of Xcode's export.
struct UntranslatedTool: MCPTool {
    let name = "untranslated"
    let title = "Strings to translate"
    let readOnly = true
    let description = """
        A page of keys one language still needs translated: missing, empty, 'new' or 'needs_review', as 'l10n \
        extract --language' selects them. Each key comes with its developer comment and every string it needs: \
        'variant' ('' for the plain text, 'plural.one', 'device.ipad', 'substitutions.NAME.plural.few'), the \
        source text to translate, the current translation and state if any, and for plural cases an example \
        number of the category in this language (CLDR 48: 'one' in Russian is 1, 21, 31…). 'formatArguments' \
        explains each format specifier: keep every one in the translation (reorder with positional forms such as \
        '%2$@'). 'usages' says where the code shows the key: file, line and the API or view ('Text', \
        '.navigationTitle', 'SettingRow(title:)'). Translate with 'submit_translations' using the same catalog, \
        key and variant, and pass back each string's 'sourceToken' so a translation made against English that \
        changed meanwhile is refused. A string a reviewer rejected carries 'rejected' (the reason and the rejected \
        text): fix what the reason says. 'glossary' lists the team's terms the key's source holds and what each \
        must be in this language ('translation', or 'keep': unchanged); a translation that does not follow it is \
        rejected. With a git base ("base" in .l10n.json), a translation whose English changed since while it did \
        not comes with state 'source_changed' (or its own 'needs_review') and 'previousSource', the English it \
        was made for: edit 'current' to say what 'source' says now. Pass 'nextCursor' as 'cursor' for the next \
        page; keys translated meanwhile are not skipped or repeated.
        """
    let inputSchema = Schema.object([
        ("language", Schema.string("The language to translate into, as the catalog writes it: 'de', 'pt-BR', 'zh-Hans'.")),
        ("catalog", Schema.string("Only this catalog: its path as listed, or a unique end of it such as 'Localizable.xcstrings'.")),
        ("cursor", Schema.cursor),
        ("limit", Schema.integer("Keys per page.", minimum: 1, maximum: 100, default: 20)),
        ("usages", Schema.integer("Usages listed per key (0: do not look in the Swift files).", minimum: 0, maximum: 20, default: 3)),
    ], required: ["language"])

    /// One key to translate, with the strings it needs.
    struct Item {
        var catalog: String
        var key: String
        var units: [ExportUnit]
    }

    func call(_ arguments: ToolArguments, project: MCPProject) throws(ToolError) -> JSONValue {
        let language = try arguments.string("language")
        guard LanguageCode.isValid(language) else {
            throw ToolError("'\(language)' is not a language code; use one as the catalog writes it, such as 'de' or 'pt-BR'")
        }
        let limit = try arguments.integer("limit", default: 20, in: 1...100)
        let usageLimit = try arguments.integer("usages", default: 3, in: 0...20)
        let cursor = try arguments.cursor(scope: name)
        let request = try project.request()
        var files = try project.catalogFiles(request)
        if let catalog = try arguments.optionalString("catalog") { files = [try project.catalog(named: catalog, among: files)] }
        guard !files.isEmpty else { throw ToolError("no String Catalog (.xcstrings) found in the project") }
        // With a git base, the catalogs as it has them: translations whose English changed since are work too.
        let bases = SourceChangeBase.catalogs(of: files, request: request)
        let glossary = request.configuration.glossary

        // Every catalog is read (the total counts them all); only the page's keys are described.
        var items: [Item] = []
        var tables: [String: String] = [:]
        var catalogKeys: Set<String> = []
        var startIndex = 0
        for file in files {
            let catalog = try project.readCatalog(file, language: language)
            tables[file] = SourceExtraction.tableName(of: file)
            if usageLimit > 0 { catalogKeys.formUnion(catalog.entries.keys) }
            // A string with no source text needs nothing (coverage does not count it; Xcode exports it empty).
            var selector = ExportSelector(language: language, sourceBase: bases[file])
            selector.copies = SourceCopies(configuration: request.configuration)
            let units = selector.select(in: catalog).units.filter {
                $0.reason.needsWork && !$0.source.isEmpty
            }
            // One item per key (keys compared by Unicode scalars, as Xcode compares them), in export order.
            var order: [String] = []
            var byKey: [ScalarString: [ExportUnit]] = [:]
            for unit in units {
                if byKey[ScalarString(unit.key)] == nil { order.append(unit.key) }
                byKey[ScalarString(unit.key), default: []].append(unit)
            }
            if let after = cursor?.after, after.catalog == file {
                // Resume after the last key given; if it has been translated since, where it would stand.
                let next = order.firstIndex { $0.hasSameScalars(as: after.key) }.map { $0 + 1 }
                    ?? order.firstIndex { !ExportOrder.unitPrecedes($0, after.key) } ?? order.count
                startIndex = items.count + next
            }
            items += order.map { Item(catalog: file, key: $0, units: byKey[ScalarString($0)] ?? []) }
        }
        if let after = cursor?.after, !files.contains(after.catalog) { startIndex = min(cursor?.offset ?? 0, items.count) }
        let page = items[min(startIndex, items.count)..<min(items.count, startIndex + limit)]

        let usages = usageLimit > 0 && !page.isEmpty
            ? KeyUsages.find(request: request, project: project, catalogKeys: catalogKeys) : nil
        var sources: [String: SwiftSource] = [:]
        let rules = PluralRules(locale: language)
        var described: [JSONValue] = []
        var logs: [String: ReviewLog] = [:]
        for item in page {
            if logs[item.catalog] == nil { logs[item.catalog] = ReviewLog.read(catalog: project.absolute(of: item.catalog)) }
            var record = Self.describe(
                item, rules: rules, log: logs[item.catalog] ?? ReviewLog(), language: language, glossary: glossary)
            if let usages {
                let references = usages.references(of: item.key, table: tables[item.catalog] ?? "Localizable")
                let sites = usages.sites(of: references, limit: usageLimit, sources: &sources)
                record.append(JSONMember(key: "usages", value: .array(sites.map(\.json))))
                if references.count > sites.count {
                    record.append(JSONMember(key: "moreUsages", value: .integer(references.count - sites.count)))
                }
            }
            described.append(.object(record))
        }
        let next = page.last.flatMap { last -> JSONValue? in
            guard page.endIndex < items.count else { return nil }
            return .string(PageCursor(offset: page.endIndex, scope: name, after: (last.catalog, last.key)).encoded)
        }
        return .record([
            ("language", .string(language)),
            ("pluralCategories", .array(rules.xcodeCategories.map { category in
                .record([("category", .string(category.rawValue)), ("examples", .strings(Self.examples(rules, category.rawValue, limit: 4)))])
            })),
            ("keysToTranslate", .integer(items.count)),
            ("keys", .array(described)),
            ("nextCursor", next),
        ])
    }

    /// Up to `limit` CLDR example numbers of a category in the language (`0` for Xcode's `zero` where CLDR has none).
    static func examples(_ rules: PluralRules, _ category: String, limit: Int) -> [String] {
        guard let known = rules.categories.first(where: { $0.rawValue == category }) else {
            return category == "zero" ? ["0"] : []
        }
        return rules.examples(for: known, limit: limit)
    }

    static func describe(
        _ item: Item, rules: PluralRules, log: ReviewLog = ReviewLog(), language: String = "", glossary: Glossary = Glossary()
    ) -> [JSONMember] {
        let first = item.units[0]
        var state = CoverageState.translated
        var strings: [JSONValue] = []
        var arguments = FormatArguments()
        for unit in item.units {
            state = state.including(Self.state(of: unit.reason))
            let components = unit.variant.components
            let category = components.lastIndex(of: "plural").flatMap { components.indices.contains($0 + 1) ? components[$0 + 1] : nil }
            let device = components.firstIndex(of: "device").flatMap { components.indices.contains($0 + 1) ? components[$0 + 1] : nil }
            strings.append(.record([
                ("variant", .string(unit.variant.xliffVariant)),
                ("source", .string(unit.source)),
                ("pluralCategory", category.map(JSONValue.string)),
                ("example", category.flatMap { examples(rules, $0, limit: 1).first }.map(JSONValue.string)),
                ("device", device.map(JSONValue.string)),
                ("current", unit.target.flatMap { $0.isEmpty ? nil : .string($0) }),
                ("previousSource", unit.previousSource.map(JSONValue.string)),
                ("state", .string(unit.reason.rawValue)),
                ("sourceToken", .string(SourceToken.make(unit))),
                ("rejected", log.entry(language: language, key: unit.key, variant: unit.variant.xliffVariant).flatMap { entry in
                    entry.rejected.map { reason in
                        .record([("reason", .string(reason)), ("translation", entry.rejectedTranslation.map(JSONValue.string))])
                    }
                }),
            ]))
            arguments.add(unit.source)
        }
        let terms = Self.glossaryTerms(item.units, glossary: glossary, language: language)
        return [
            JSONMember(key: "catalog", value: .string(item.catalog)),
            JSONMember(key: "key", value: .string(item.key)),
            JSONMember(key: "state", value: .string(state.rawValue)),
        ] + (first.comment.map { [JSONMember(key: "comment", value: .string($0))] } ?? [])
            + [JSONMember(key: "strings", value: .array(strings))]
            + (arguments.list.isEmpty ? [] : [JSONMember(key: "formatArguments", value: .array(arguments.list))])
            + (terms.isEmpty ? [] : [JSONMember(key: "glossary", value: .array(terms))])
    }

    /// The glossary terms the key's source texts hold, each once, with what it must be in `language`:
    /// `{"term": "Wallet", "translation": "cartera"}` or `{"term": "Acme", "keep": true}`.
    static func glossaryTerms(_ units: [ExportUnit], glossary: Glossary, language: String) -> [JSONValue] {
        guard !glossary.isEmpty else { return [] }
        var seen: Set<String> = []
        var terms: [JSONValue] = []
        for unit in units {
            for (term, requirement) in glossary.terms(in: unit.source, language: language) where seen.insert(term.term).inserted {
                switch requirement {
                case .translation(let text): terms.append(.record([("term", .string(term.term)), ("translation", .string(text))]))
                case .keep: terms.append(.record([("term", .string(term.term)), ("keep", .bool(true))]))
                }
            }
        }
        return terms
    }

    static func state(of reason: ExportUnit.Reason) -> CoverageState {
        switch reason {
        case .missing, .empty: .missing
        case .copy: .copy
        case .new: .new
        case .needsReview, .sourceChanged: .needsReview
        case .complete, .notTranslatable: .translated
        }
    }
}

/// The format arguments of a key's source texts, each once, with what it stands for.
struct FormatArguments {
    private(set) var list: [JSONValue] = []
    private var seen: Set<String> = []

    mutating func add(_ text: String) {
        var next = 1
        for specifier in FormatSpecifier.parse(text) {
            let meaning: String
            var argument: Int?
            switch specifier.conversion {
            case .percentSign: continue
            case .substitution(let name):
                meaning = "replaced by the text of substitution '\(name)', whose cases are the 'substitutions.\(name).…' variants"
                argument = specifier.position
            case .substitutionArgument:
                meaning = "the substitution's own number"
            case .invalid:
                meaning = "not a valid format directive: copy it unchanged"
            case .argument:
                argument = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                meaning = Self.meaning(of: specifier.argumentKind)
            }
            guard seen.insert("\(specifier.text)|\(argument ?? 0)").inserted else { continue }
            list.append(.record([
                ("specifier", .string(specifier.text)), ("argument", argument.map(JSONValue.integer)),
                ("meaning", .string(meaning)),
            ]))
        }
    }

    static func meaning(of kind: FormatArgumentKind?) -> String {
        switch kind {
        case .int?: "an integer (a count or a number)"
        case .double?: "a decimal number"
        case .object?: "text or a value formatted as text"
        case .cString?, .unicharString?: "a C string"
        case .char?: "a single character"
        case .pointer?: "a pointer"
        case .count?: "a field width"
        case nil: "a value"
        }
    }
}
