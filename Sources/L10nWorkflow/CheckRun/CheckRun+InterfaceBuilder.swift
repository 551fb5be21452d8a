import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import L10nFiles
import L10nSourceIndex
import L10nSourceParsing
import L10nSourceRules
import L10nTables
import XCStrings

extension CheckRun {
    /// The Interface Builder documents of a request, read: each with its tables converted (``InterfaceBuilderCatalog``),
    /// its catalog to check it against, or, in no `.lproj` folder, as a document that is not localized.
    public struct InterfaceBuilderInput: Sendable {
        public var sources: [InterfaceBuilderSource] = []
        /// Documents on tables, or in `Base.lproj` with none yet, read as catalogs.
        public var converted: [InterfaceBuilderCatalog] = []
        /// Documents on a catalog, by the catalog's absolute path.
        public var documentsByCatalog: [String: InterfaceBuilderDocument] = [:]
        /// Documents in no `.lproj` folder.
        public var unlocalized: [InterfaceBuilderDocument] = []
        /// Documents and tables that could not be read.
        public var failures: [CatalogError] = []
        /// Every document and table file read.
        public var files: [String] = []
        /// By document path, the keys of its texts no one sees (read with `shownOnly`): `check` asks no
        /// translation of them and finds nothing in their values, though coverage counts them as Xcode does.
        public var hiddenKeys: [String: Set<String>] = [:]
        /// By storyboard path (as shown), the scenes nothing opens (``UnopenedScenes``), when read with `shownOnly`.
        var unopenedScenes: [String: UnopenedScenes.Unopened] = [:]

        /// Whether any document is localized (in a `.lproj` folder, with tables, a catalog or neither yet).
        public var localizesAny: Bool { !converted.isEmpty || !documentsByCatalog.isEmpty }
    }

    /// Reads the documents `sources` names (as ``legacyCatalogs(for:catalogFiles:)`` paired them). A localized
    /// document is kept whole, every text ibtool exports, as Xcode's catalog and export count it (`report`'s
    /// coverage, `extract`, `merge`, `migrate`). With `shownOnly` (what `check` finds), the texts no one sees are
    /// also named, in ``InterfaceBuilderInput/hiddenKeys``, and left out of a document that is not localized
    /// (``InterfaceBuilderDocument/shown(inAgentApp:)``): what code sets instead (a binding's value, placeholders on
    /// an object code holds an outlet to, an outlet's text the Swift or Objective-C code assigns:
    /// ``OutletAssignments``), and an agent app's main menu (an app with `LSUIElement` in its `Info.plist` has no
    /// menu bar: ``AppBundles``, the lint's same decision).
    public static func interfaceBuilder(
        _ sources: [InterfaceBuilderSource], request: CheckRequest, shownOnly: Bool = true
    ) -> InterfaceBuilderInput {
        let cwd = request.currentDirectory
        var input = InterfaceBuilderInput()
        input.sources = sources
        let bundles = shownOnly && !sources.isEmpty
            ? AppBundles(under: PathDisplay.absolute(request.configuration.baseDirectory ?? cwd, from: cwd)) : nil
        let agentFolders = bundles?.agentFolders ?? []
        // The app's name (OpenDocument Reader's launch screen label) reads the same in every language: kept as
        // written, as ``withoutAppNameTranslations(_:keySites:productNames:)`` keeps a table's entry of it.
        let appNames = Set((bundles?.productNames ?? []).map(ProjectIndex.folded).filter { $0.count >= 3 })
        // Every document first, as read: what the code sets through their outlets is read once for all.
        var documents: [String: InterfaceBuilderDocument] = [:]
        for path in sources.flatMap({ [$0.document] + $0.languageCopies.values.sorted() }) where documents[path] == nil {
            do {
                documents[path] = try InterfaceBuilderReader.read(contentsOf: PathDisplay.absolute(path, from: cwd), shownAs: path)
            } catch {
                input.failures.append(error)
            }
        }
        var assignments = OutletAssignments(
            names: shownOnly ? Set(documents.values.flatMap(\.outletNames)) : [],
            sceneClasses: shownOnly ? Set(documents.values.flatMap(\.sceneClasses)) : [],
            objectClasses: shownOnly ? Set(documents.values.flatMap(\.objectClasses)) : [],
            tags: shownOnly ? Set(documents.values.flatMap(\.tags)) : [])
        if !assignments.isEmpty {
            let roots = Set(Self.roots(for: request) + sourceRoots(for: request)).filter { !InterfaceBuilderDocument.isDocument($0) }
                .sorted().map { absoluteIfNeeded($0, cwd) }
            assignments.scan(roots: roots, exclude: request.configuration.exclude)
        }
        func shown(_ path: String) -> InterfaceBuilderDocument? {
            guard let document = documents[path] else { return nil }
            guard shownOnly else { return document }
            let opened = PathDisplay.absolute(path, from: cwd)
            let inAgentApp = agentFolders.contains { opened.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            return document.shown(inAgentApp: inAgentApp, assignments: assignments)
        }
        // Scenes of a storyboard nothing opens (``UnopenedScenes``): their texts are seen by no one either.
        if shownOnly, sources.contains(where: { $0.document.hasSuffix(".storyboard") }) {
            let walk = walkedFolders(for: request)
            if walk.roots.allSatisfy(isFolder) {
                input.unopenedScenes = UnopenedScenes.find(
                    in: sources.map { ($0.document, PathDisplay.absolute($0.document, from: cwd)) }, roots: walk.roots,
                    exclude: walk.exclude, rootNames: walk.rootNames)
            }
        }
        func read(_ path: String) -> InterfaceBuilderDocument? {
            guard let document = documents[path] else { return nil }
            if shownOnly, let shown = shown(path) {
                var hidden = Set(document.strings.map(\.key)).subtracting(shown.strings.map(\.key))
                if let unopened = input.unopenedScenes[path] { hidden.formUnion(UnopenedScenes.keys(document.strings.map(\.key), in: unopened)) }
                for string in document.strings where appNames.contains(ProjectIndex.folded(string.value)) { hidden.insert(string.key) }
                if !hidden.isEmpty { input.hiddenKeys[path] = hidden }
            }
            return document
        }
        for source in sources {
            if case .none = source.localization {
                guard let document = shown(source.document) else { continue }
                input.files.append(source.document)
                input.unlocalized.append(document)
                continue
            }
            guard let document = read(source.document) else { continue }
            input.files.append(source.document)
            switch source.localization {
            case .none:
                break
            case .catalog(let catalog):
                input.documentsByCatalog[PathDisplay.absolute(catalog, from: cwd)] = document
            case .tables, .base:
                var copies: [String: InterfaceBuilderDocument] = [:]
                for (language, path) in source.languageCopies {
                    if let copy = read(path) {
                        copies[language] = copy
                        input.files.append(path)
                    }
                }
                let converted = InterfaceBuilderConversion.convert(
                    source, document: document, currentDirectory: cwd, copies: copies)
                input.failures += converted.failures
                input.files += source.table?.files.map(\.path) ?? []
                input.converted.append(converted)
            }
        }
        return input
    }

    /// Whether `diagnostic` is a translation finding of a key in `gone` (``needlessForUnusedKeys``).
    static func isNeedless(_ diagnostic: Diagnostic, forGone gone: Set<String>) -> Bool {
        guard !gone.isEmpty, let key = diagnostic.key else { return false }
        return gone.contains(key) && needlessForUnusedKeys.contains(diagnostic.ruleID)
    }

    /// The catalog rules on a document read as a catalog: findings in the document and its tables, `unused-key`
    /// for the tables' keys whose object is gone, the coverage named after the document.
    /// What Foundation does not load in the tables is `malformed-table`, and a language's copies of the English are
    /// grouped, as for any table (``checkLegacy(_:checker:project:keySites:groupsSourceCopies:)``).
    /// Nothing is found in the `hidden` keys' texts (no one sees them), though coverage counts them.
    static func checkInterfaceBuilder(
        _ converted: InterfaceBuilderCatalog, checker: CatalogChecker, project: ProjectLanguages,
        unusedKeySeverity: Severity?, groupsSourceCopies: Bool = true, hidden: Set<String> = []
    ) -> (diagnostics: [Diagnostic], coverage: CatalogCoverage) {
        let path = converted.source.catalogPath
        let checked = checker.run(converted.catalog, file: path, project: project)
        // A key whose object is gone is `unused-key` alone: its translations reach nobody.
        let gone = Set(converted.unusedKeys.map(\.key))
        var diagnostics = InterfaceBuilderCatalogCheck.remap(
            checked.diagnostics.filter { !hidden.contains($0.key ?? "") && !Self.isNeedless($0, forGone: gone) },
            of: converted, checkedAs: path)
        diagnostics += converted.problems.map(MalformedTableRule.finding)
        if groupsSourceCopies {
            diagnostics = SourceCopyGroups.grouped(
                UntranslatedKeyGroups.grouped(UntranslatedTableGroups.grouped(diagnostics, coverage: checked.coverage)), coverage: checked.coverage)
        }
        diagnostics += InterfaceBuilderCatalogCheck.unusedKeyFindings(
            converted.unusedKeys, document: converted.document.path, severity: unusedKeySeverity)
        var coverage = checked.coverage
        coverage.file = converted.document.path
        return (diagnostics, coverage)
    }

    /// The catalog rules on a document's catalog, with the document's strings it lacks (missing in every
    /// language, at their text in the document) and `unused-key` for its keys whose object is gone. Nothing is
    /// found in the `hidden` keys' texts (no one sees them), though coverage counts them.
    static func checkDocumentCatalog(
        _ catalog: StringCatalog, file: String, document: InterfaceBuilderDocument, checker: CatalogChecker,
        project: ProjectLanguages, base: StringCatalog?, unusedKeySeverity: Severity?, hidden: Set<String> = []
    ) -> (diagnostics: [Diagnostic], coverage: CatalogCoverage) {
        let augmented = InterfaceBuilderCatalogCheck.augment(catalog, with: document)
        let checked = checker.run(augmented.catalog, file: file, project: project, base: base)
        // A key whose object is gone (HSTracker's `7m7-Z3-h67.title`) is `unused-key` alone: its translations reach nobody.
        let gone = Set(augmented.unused)
        // Interface Builder's stand-in texts (a prototype cell's 'Table View Cell', a 'Label' the code fills): what
        // their translators did with them nobody sees (Cog's `PathSuggester` cell, bound to its table column).
        var standIns = Set<String>()
        for (key, entry) in catalog.entries
        where InterfaceBuilderLint.isLibraryPlaceholder(entry.sourceText(key, in: catalog.sourceLanguage), className: "") {
            standIns.insert(key)
        }
        var diagnostics = InterfaceBuilderCatalogCheck.remap(
            checked.diagnostics.filter {
                !hidden.contains($0.key ?? "") && !Self.isNeedless($0, forGone: gone)
                    && !(standIns.contains($0.key ?? "") && $0.ruleID != UnusedKeyRule.description.id)
            },
            added: augmented.added, document: document, catalog: catalog, path: file)
        let unused = augmented.unused.compactMap { key in
            catalog.entries[key].map {
                InterfaceBuilderCatalog.UnusedKey(key: key, file: file, position: $0.position, tables: 1)
            }
        }
        diagnostics += InterfaceBuilderCatalogCheck.unusedKeyFindings(
            unused, document: document.path, severity: unusedKeySeverity)
        return (diagnostics, checked.coverage)
    }

    /// `hardcoded-string` at the texts of documents that are not localized, when the project localizes (it has a
    /// catalog, a table or a localized document): in an app that does not, nothing is.
    static func unlocalizedDocumentFindings(
        _ input: InterfaceBuilderInput, projectLocalizes: Bool, request: CheckRequest, keepsCapitals: Bool = false
    ) -> [Diagnostic] {
        guard projectLocalizes || input.localizesAny else { return [] }
        let severity = LintOptions(ruleLevels: request.configuration.rules).severity(of: "hardcoded-string")
        // A document of a test target (WooCommerce's `WooCommerceTests/System/TestingMode.storyboard`) is as Swift
        // tests are: left out unless the configuration includes tests.
        let includeTests = request.configuration.includeTests
        return input.unlocalized.filter { includeTests || !SourceLinter.isTestFile($0.path) }.flatMap { document in
            InterfaceBuilderLint.hardcoded(
                document.strings.map { $0.lintText(in: document) }, severity: severity, keepsCapitals: keepsCapitals)
        }
    }
}

extension InterfaceBuilderString {
    /// The string as the lint's `hardcoded-string` judges it.
    func lintText(in document: InterfaceBuilderDocument) -> InterfaceBuilderText {
        InterfaceBuilderText(
            file: document.path, key: key, className: className, property: property, value: value, note: note,
            line: position.line, column: position.column, isEditableContent: isEditableContent)
    }
}

extension CheckRun {
    /// The Interface Builder document a path names (the `.storyboard` or `.xib`, one of its tables, or its
    /// catalog), paired with its tables or catalog as `check` pairs them; nil when the path is none of these.
    ///
    ///     let source = CheckRun.interfaceBuilderSource(for: "App/de.lproj/Main.strings", currentDirectory: cwd)
    ///     source?.document   // "App/Base.lproj/Main.storyboard"
    public static func interfaceBuilderSource(
        for path: String, configuration: L10nConfiguration = L10nConfiguration(), currentDirectory: String
    ) -> InterfaceBuilderSource? {
        let name = InterfaceBuilderDocument.tableName(of: path)
        var parent = (path as NSString).deletingLastPathComponent
        if (parent as NSString).pathExtension == "lproj" { parent = (parent as NSString).deletingLastPathComponent }
        if parent.isEmpty { parent = "." }
        var request = CheckRequest(paths: [parent], currentDirectory: currentDirectory)
        request.configuration = configuration
        let catalogs = (try? catalogFiles(for: request)) ?? []
        let sources = legacyCatalogs(for: request, catalogFiles: catalogs).interfaceBuilder
        let target = PathDisplay.absolute(path, from: currentDirectory)
        func absolute(_ shown: String) -> String { PathDisplay.absolute(shown, from: currentDirectory) }
        return sources.first { source in
            if absolute(source.document) == target { return true }
            guard source.name == name, absolute(source.folder) == absolute(parent) else { return false }
            switch source.localization {
            case .tables(let table): return table.files.contains { absolute($0.path) == target }
            case .catalog(let catalog): return absolute(catalog) == target
            case .base, .none: return false
            }
        }
    }
}
