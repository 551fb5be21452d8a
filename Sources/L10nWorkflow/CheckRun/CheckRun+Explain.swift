import L10nCatalogChecks
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing
import L10nSourceRules
import L10nTables
import XCStrings

extension CheckRun {
    /// A problem with `check --explain`'s file, as a `path: error: …` line.
    public struct ExplainError: Error, CustomStringConvertible {
        public var description: String
    }

    /// `check --explain FILE:LINE`: every literal on that line explained (``LineExplanation``), with the catalogs'
    /// keys and the project index that `check` itself would use for the request (the file is indexed with the
    /// project's Swift files even when it is not among them).
    public static func explain(_ request: CheckRequest, file path: String, line: Int) throws(ExplainError)
        -> LineExplanation
    {
        if InterfaceBuilderDocument.isDocument(path) { return try explainInterfaceBuilder(request, file: path, line: line) }
        let opened = PathDisplay.absolute(path, from: request.currentDirectory)
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(opened)
        } catch {
            throw ExplainError(description: "\(path): error: cannot read the file to explain")
        }
        var keys: Set<String> = []
        var catalogsRead = false
        var project = ProjectLanguages(required: request.effectiveLanguages)
        let catalogs = (try? catalogFiles(for: request)) ?? []
        var read: [StringCatalog] = []
        for catalog in catalogs {
            guard let catalog = try? readCatalog(catalog, currentDirectory: request.currentDirectory) else { continue }
            read.append(catalog)
        }
        // Xcode generates symbols for the String Catalogs' keys alone (``L10nSourceRules/LintOptions/symbolCatalogKeys``).
        let symbolKeys = Set(read.flatMap(\.entries.keys))
        // Legacy tables' keys count as a catalog's do (a key in any language's table is a key).
        read += legacyCatalogs(for: request, catalogFiles: catalogs).converted.map(\.catalog)
        // The source texts too, as `check` gives them to the lint (an 'OK' the tables keep is no finding).
        var texts: [String: String] = [:]
        for catalog in read {
            for (key, entry) in catalog.entries {
                keys.insert(key)
                if texts[key] == nil { texts[key] = entry.sourceText(key, in: catalog.sourceLanguage) }
            }
            project.add(catalog)
            catalogsRead = true
        }
        var options = lintOptions(
            for: request, catalogKeys: catalogsRead ? keys : nil, shippedLanguages: project.shipped)
        options.catalogTexts = texts
        if catalogsRead { options.symbolCatalogKeys = symbolKeys }
        var capitals = CapitalsPractice()
        for catalog in read {
            for (key, entry) in catalog.entries {
                let text = entry.sourceText(key, in: catalog.sourceLanguage)
                let keptAlike = isKeptAlikeText(text, keptBy: entry.keptAlikeCount(besides: catalog.sourceLanguage), shipped: project.shipped)
                capitals.note(text, keptAlike: keptAlike, translated: entry.isTranslated(besides: catalog.sourceLanguage))
                guard keptAlike else { continue }
                options.keptAlikeTexts.insert(text)
            }
        }
        options.keepsCapitals = capitals.keepsCapitals
        options.countsAsEnglishDoes = ShippedPlurals.countAsEnglishDoes(project.shipped)
        options.unitPractice = CatalogPractice.units(in: read)
        options.references = .full
        var files = sourceFiles(for: request).map { PathDisplay.absolute($0, from: request.currentDirectory) }
        if !files.contains(opened) { files.append(opened) }
        options.dependencyFiles = dependencyFiles(for: request)
        options.project = SourceLintRunner.projectIndex(files: files, options: options)
        var explained = SourceLinter(options: options).explain(path: opened, bytes: bytes, line: line)
        explained.dependencyFolders = dependencyFolders(for: request)
        explained.show(as: path, opened: opened, cwd: request.currentDirectory)
        foldingTarget(&explained, opened: opened, request: request, options: options, files: files)
        foldingLayoutNotes(&explained, opened: opened, request: request, options: options, files: files)
        return explained
    }
}

extension LineExplanation {
    /// Paths as the user typed the file (and the project's other files relative to the current folder).
    mutating func show(as typed: String, opened: String, cwd: String) {
        func shown(_ file: String) -> String { file == opened ? typed : PathDisplay.shown(file, from: cwd) }
        path = typed
        for index in literals.indices {
            literals[index].location.file = typed
            for finding in literals[index].findings.indices { literals[index].findings[finding].location.file = typed }
            for hop in literals[index].route.indices where !literals[index].route[hop].path.isEmpty {
                literals[index].route[hop].path = shown(literals[index].route[hop].path)
            }
        }
        for index in otherFindings.indices { otherFindings[index].location.file = typed }
    }
}
