import L10nExchange
import L10nFiles
import L10nSourceParsing
import L10nSourceRules
import L10nWorkflow
import XCStrings

/// Where the project's Swift code uses catalog keys: the references `l10n check` records for `unused-key` (and
/// `extract --from-sources` reads), each with the API that shows the text.
///
///     let usages = try KeyUsages.find(request: request, project: project, catalogKeys: keys)
///     usages.sites(of: "home.title", table: "Localizable")
///     // [Site(file: "App/HomeView.swift", line: 12, column: 14, kind: "text", shownBy: "Text")]
struct KeyUsages {
    struct Site: Sendable, Hashable {
        var file: String
        var line: Int
        var column: Int
        /// How the key is looked up (``KeyReference/Kind``): `stringLocalized`, `text`, `literal`, …
        var kind: String
        /// The call or property that shows the text (`Text`, `Button`, `.navigationTitle`, `SettingRow(title:)`,
        /// `label.text`), when the code around the reference says.
        var shownBy: String?

        var json: JSONValue {
            .record([
                ("file", .string(file)), ("line", .integer(line)), ("column", .integer(column)),
                ("kind", .string(kind)), ("shownBy", shownBy.map(JSONValue.string)),
            ])
        }
    }

    /// References by key (compared by Unicode scalars, as catalog keys are).
    private var references: [ScalarString: [KeyReference]] = [:]
    /// References written with interpolation (`Text("\(count) items")`), by ``SourceKeySync/pattern(of:)``: they
    /// use the catalog key with the same pattern whatever its specifiers (`%lld items`), as for `extract`.
    private var interpolated: [String: [KeyReference]] = [:]
    private let project: MCPProject

    /// Lints the Swift files `check` would lint, for references only (no rule runs), with the catalogs' keys
    /// (so that a literal naming a key and Xcode's generated symbols count, as for `unused-key`).
    static func find(request: CheckRequest, project: MCPProject, catalogKeys: Set<String>) -> KeyUsages {
        var usages = KeyUsages(project: project)
        let files = CheckRun.sourceFiles(for: request)
        guard !files.isEmpty else { return usages }
        let configuration = request.configuration
        var options = LintOptions(
            uiFunctions: configuration.uiFunctions, uiArguments: configuration.uiArguments,
            ignoreKeys: configuration.ignoreKeys, includeTests: configuration.includeTests,
            englishKeys: configuration.englishKeys, catalogKeys: catalogKeys, references: .full)
        for description in SourceRules.descriptions { options.ruleLevels[description.id] = .off }
        // Shown as `check` shows them from the project's folder (the walk gives absolute paths when the process runs
        // elsewhere).
        let shown = Dictionary(
            files.map { (project.absolute(of: $0), project.shown($0)) },
            uniquingKeysWith: { first, _ in first })
        let result = SourceLintRunner.run(files: files.map(project.absolute(of:)), options: options)
        for var reference in result.references {
            reference.location.file = shown[reference.location.file] ?? reference.location.file
            if reference.hasInterpolation {
                usages.interpolated[SourceKeySync.pattern(of: reference.key), default: []].append(reference)
            } else {
                usages.references[ScalarString(reference.key), default: []].append(reference)
            }
        }
        return usages
    }

    private init(project: MCPProject) { self.project = project }

    /// The uses of `key` in code that looks it up in `table` (a call without `table:` looks in `Localizable`; a
    /// literal that merely names the key, or a generated accessor's member matched to it by name, counts for any
    /// table), in file order.
    func references(of key: String, table: String) -> [KeyReference] {
        let found = (references[ScalarString(key)] ?? []) + (interpolated[SourceKeySync.pattern(of: key)] ?? [])
        return found.filter { $0.kind == .literal || $0.kind == .accessor || ($0.table ?? "Localizable") == table }
            .sorted { $0.location < $1.location }
    }

    /// The first `limit` uses of `key`, each with the API that shows it (files are read again to say so).
    func sites(of references: [KeyReference], limit: Int, sources: inout [String: SwiftSource]) -> [Site] {
        references.prefix(limit).map { reference in
            let file = reference.location.file
            if sources[file] == nil {
                let bytes = (try? FileReader.read(project.absolute(of: file))) ?? []
                sources[file] = Lexer.tokenize(bytes)
            }
            return Site(
                file: file, line: reference.location.line, column: reference.location.column,
                kind: reference.kind.rawValue,
                shownBy: sources[file].flatMap { ShowingAPI.name(in: $0, line: reference.location.line, column: reference.location.column) })
        }
    }
}

/// The call or property that shows the text at a position: the innermost call around it that is not a
/// localization lookup (`String(localized:)`, `LocalizedStringResource`, `NSLocalizedString`), with the argument
/// label when the text is a labelled argument (`SettingRow(title:)`); or the property a lookup is assigned to
/// (`label.text`).
///
///     // Text("home.title")                                  → "Text"
///     // .navigationTitle(String(localized: "home.title"))   → ".navigationTitle"
///     // SettingRow(title: "settings.dpi")                   → "SettingRow(title:)"
///     // label.text = String(localized: "home.title")        → "label.text"
enum ShowingAPI {
    static let lookups: Set<String> = ["String", "AttributedString", "LocalizedStringResource", "NSLocalizedString", "LocalizedStringKey"]

    static func name(in source: SwiftSource, line: Int, column: Int) -> String? {
        let tokens = source.tokens
        guard let start = tokens.firstIndex(where: { $0.line == line && $0.column == column }) else { return nil }
        var index = start - 1
        var label: String?
        // Past a `,` or a label at the current depth: the argument's label (if any) is known.
        var closed = false
        var steps = 0
        while index >= 0, steps < 4000 {
            steps += 1
            let token = tokens[index]
            let text = source.text(of: token)
            if token.kind == .punctuation, [")", "]", "}"].contains(text), token.partner >= 0, Int(token.partner) < index {
                index = Int(token.partner) - 1
                continue
            }
            if token.kind == .punctuation, text == "," { closed = true }
            if token.kind == .punctuation, text == ":", !closed, index > 0, tokens[index - 1].kind == .identifier {
                label = source.text(of: tokens[index - 1])
                closed = true
            }
            if token.kind == .punctuation, text == "{" { return nil }
            if token.kind == .punctuation, text == "(" || text == "[" {
                guard text == "(", index > 0 else { return nil }
                let nameToken = tokens[index - 1]
                guard nameToken.kind == .identifier || nameToken.kind == .keyword else { return nil }
                let name = source.text(of: nameToken)
                if lookups.contains(name) {
                    // A lookup: what shows it is further out (or the property it is assigned to).
                    if let assigned = assignedProperty(source, before: index - 1) { return assigned }
                    label = nil
                    closed = false
                    index -= 2
                    continue
                }
                let dotted = index >= 2 && source.text(of: tokens[index - 2]) == "." ? "." + name : name
                return label.map { "\(dotted)(\($0):)" } ?? dotted
            }
            if token.kind == .operator, text == "=" { return nil }
            index -= 1
        }
        return nil
    }

    /// `label.text` in `label.text = String(localized: …)`: the member chain before a `=` that precedes `call`.
    static func assignedProperty(_ source: SwiftSource, before call: Int) -> String? {
        let tokens = source.tokens
        var index = call - 1
        guard index >= 0, tokens[index].kind == .operator, source.text(of: tokens[index]) == "=" else { return nil }
        index -= 1
        var parts: [String] = []
        while index >= 0, tokens[index].kind == .identifier || [".", "self"].contains(source.text(of: tokens[index])) {
            parts.insert(source.text(of: tokens[index]), at: 0)
            index -= 1
        }
        // `let title = String(localized: …)`: a local name says nothing about what shows the text.
        if index >= 0, tokens[index].kind == .keyword, ["let", "var"].contains(source.text(of: tokens[index])) { return nil }
        let chain = parts.joined()
        return chain.isEmpty ? nil : chain
    }
}
