import L10nDiagnostics
import L10nExchange
import L10nFiles
import L10nFormats
import L10nSourceParsing
import L10nSourceRules
import L10nTables
import XCStrings

extension CheckRun {
    /// `check --explain App/Base.lproj/Main.storyboard:42`: each text on that line of an Interface Builder document
    /// explained — the property ibtool exports it as, where its translations live and what `check` reported about
    /// it — and each attribute on the line ibtool does not export (an image name, an identifier, Interface
    /// Builder's own `userLabel`), with why.
    ///
    ///     App/Base.lproj/Main.storyboard:42:37: "Update"
    ///       site: the title of 'NSMenuItem' '00n-xr-jcQ' (ibtool's key '00n-xr-jcQ.title')
    ///       api: Interface Builder: Class = "NSMenuItem"; title = "Update"; ObjectID = "00n-xr-jcQ";
    ///       reported: error: missing 'de' translation for '00n-xr-jcQ.title' [missing-translation]
    ///       because: the document is localized with tables in 3 languages (de, fr, ja); 'de' lacks it
    static func explainInterfaceBuilder(_ request: CheckRequest, file path: String, line: Int) throws(ExplainError)
        -> LineExplanation
    {
        let cwd = request.currentDirectory
        let opened = PathDisplay.absolute(path, from: cwd)
        let document: InterfaceBuilderDocument
        let root: XMLElementNode
        do {
            let bytes = try FileReader.readInput(opened, shownAs: path)
            document = try InterfaceBuilderReader.read(bytes, path: path)
            root = try XMLReader.parse(bytes)
        } catch {
            throw ExplainError(description: "\(error)")
        }
        let source = interfaceBuilderSource(for: path, configuration: request.configuration, currentDirectory: cwd)
        // What `check` reports about the document's keys, wherever it reports it (the tables, the catalog).
        let outcome = run(request)
        var byKey: [String: [Diagnostic]] = [:]
        // A finding for the whole document (its texts not localized) stands for each text at its place.
        var byPlace: [SourcePosition: [Diagnostic]] = [:]
        for diagnostic in outcome.allDiagnostics {
            guard let key = diagnostic.key else {
                if PathDisplay.absolute(diagnostic.location.file, from: cwd) == opened {
                    for place in [diagnostic.location] + diagnostic.related {
                        byPlace[SourcePosition(line: place.line, column: place.column), default: []].append(diagnostic)
                    }
                }
                continue
            }
            let file = PathDisplay.absolute(diagnostic.location.file, from: cwd)
            if file == opened || source.map({ relatedFile(file, of: $0, cwd: cwd) }) == true {
                byKey[key, default: []].append(diagnostic)
            }
        }
        let localizes = !outcome.coverage.isEmpty || !request.configuration.catalogs.isEmpty
        var explanation = LineExplanation(path: path, line: line, literals: [], otherFindings: [])
        let onLine = (document.strings + document.placeholders).filter { $0.position.line == line }
            .sorted { $0.position.column < $1.position.column }
        for string in onLine {
            let exported = document.strings.contains(string)
            var reasons: [String] = []
            if !exported {
                reasons.append(
                    "Xcode does not extract it: a placeholder Interface Builder gives a new object, empty text, or a "
                        + "pop-up button cell's title (its selected item's, which the item exports)")
            } else {
                reasons += Self.localizationReasons(for: string, source: source, document: document, localizes: localizes, cwd: cwd)
            }
            explanation.literals.append(
                LiteralExplanation(
                    location: SourceLocation(file: path, line: string.position.line, column: string.position.column),
                    text: string.value,
                    site: "the \(InterfaceBuilderLint.describe(string.property)) of '\(string.className)' "
                        + "'\(string.objectID)' (ibtool's key '\(string.key)')",
                    api: exported ? "Interface Builder: \(string.comment)" : nil, route: [], shownBy: nil,
                    findings: exported ? (byKey[string.key] ?? []) + (byPlace[string.position] ?? []) : [],
                    reasons: reasons))
        }
        // Attributes on the line that hold text ibtool does not export.
        let used = Set(onLine.map(\.position))
        Self.visit(root) { element in
            for attribute in element.attributes where attribute.line == line
                && !used.contains(SourcePosition(line: attribute.line, column: attribute.column))
            {
                guard let reason = Self.notExported[attribute.localName] else { continue }
                explanation.literals.append(
                    LiteralExplanation(
                        location: SourceLocation(file: path, line: attribute.line, column: attribute.column),
                        text: attribute.value, site: nil, api: nil, route: [], shownBy: nil, findings: [],
                        reasons: ["'\(attribute.localName)' of '\(element.name)' is \(reason); ibtool does not export it"]))
            }
        }
        explanation.literals.sort { $0.location.column < $1.location.column }
        return explanation
    }

    /// Attributes that hold text no user reads, and what each is.
    static let notExported: [String: String] = [
        "userLabel": "Interface Builder's own name for the object (the document outline's)",
        "identifier": "an identifier code looks the object up by",
        "storyboardIdentifier": "the identifier code instantiates the scene by",
        "restorationIdentifier": "a state restoration identifier",
        "image": "an image's name",
        "keyEquivalent": "a keyboard shortcut",
        "customClass": "a class name",
        "customModule": "a module name",
        "autosaveName": "a name the frame is saved under",
        "frameAutosaveName": "a name the frame is saved under",
        "placeholderIdentifier": "Interface Builder's placeholder name",
        "selector": "a method name",
        "keyPath": "a key path",
        "catalog": "a color catalog's name",
    ]

    static func visit(_ element: XMLElementNode, _ body: (XMLElementNode) -> Void) {
        body(element)
        for child in element.elements { visit(child, body) }
    }

    /// Whether `file` (absolute) is one of the source's tables or its catalog.
    static func relatedFile(_ file: String, of source: InterfaceBuilderSource, cwd: String) -> Bool {
        switch source.localization {
        case .tables(let table): return table.files.contains { PathDisplay.absolute($0.path, from: cwd) == file }
        case .catalog(let catalog): return PathDisplay.absolute(catalog, from: cwd) == file
        case .base, .none: return false
        }
    }

    /// Where the string's translations live, in words.
    static func localizationReasons(
        for string: InterfaceBuilderString, source: InterfaceBuilderSource?, document: InterfaceBuilderDocument,
        localizes: Bool, cwd: String
    ) -> [String] {
        guard let source else { return ["the document is not among the files the check reads"] }
        switch source.localization {
        case .tables(let table):
            let languages = table.languages.filter { $0 != source.sourceLanguage }
            var holding: [String] = []
            var lacking: [String] = []
            for language in languages {
                let files = table.files.filter { table.language(of: $0) == language && $0.kind == .strings }
                let has = files.contains { file in
                    let bytes = (try? FileReader.readInput(PathDisplay.absolute(file.path, from: cwd))) ?? []
                    return (try? StringsFile(bytes: bytes, path: file.path))?.entries.contains { $0.key == string.key } ?? false
                }
                if has { holding.append(language) } else { lacking.append(language) }
            }
            var reason = "the document is localized with ibtool tables in \(languages.count) "
                + (languages.count == 1 ? "language" : "languages")
            if !lacking.isEmpty { reason += "; \(lacking.count) lack its key (\(lacking.prefix(8).joined(separator: ", ")))" }
            if !holding.isEmpty { reason += "; \(holding.count) hold it" }
            return [reason]
        case .catalog(let catalog):
            return ["the document is localized with the catalog '\(catalog)', which holds the key as '\(string.key)'"]
        case .base:
            return ["the document is in Base.lproj with no table or catalog yet: every other language lacks it"]
        case .none:
            let text = string.lintText(in: document)
            let verdict: String
            switch InterfaceBuilderLint.verdict(text) {
            case .reported: verdict = "prose in a document that is not localized"
            case .notProse: verdict = "not prose (no words a person reads)"
            case .libraryPlaceholder: verdict = "a text Interface Builder gives a new object, which code replaces"
            case .noteSaysNotToLocalize: verdict = "its localizer note says not to localize it"
            case .developerDocument: verdict = "the document is for developers (named Debug…)"
            case .editableContent: verdict = "the initial content of a field the user edits"
            }
            return [verdict, localizes
                ? "the project localizes (it has catalogs, tables or localized documents)"
                : "the project has no catalog, table or localized document: nothing is hardcoded in an app that does not localize"]
        }
    }
}
