import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import L10nFiles
import L10nSourceParsing
import L10nSourceRules
import L10nTables
import XCStrings

extension CheckRun {
    /// What a check learns from its catalogs, tables and Interface Builder documents before the lint's second pass:
    /// their findings (a project's practice taken into account), coverage and keys. The catalogs themselves are not
    /// kept (their memory is not held through the lint).
    struct CatalogPhase: Sendable {
        var diagnostics: [Diagnostic]
        var coverage: [CatalogCoverage]
        var failures: [String]
        /// Where each key of the catalogs and tables stands, for `unused-key`.
        var keySites: [String: [KeySite]]
        /// Stale keys no other catalog holds as current.
        var staleKeys: Set<String>
        /// The languages the project ships (``ProjectLanguages/shipped``).
        var shippedLanguages: Set<String>
        /// How the catalogs' translators treat abbreviated units (``CatalogPractice/units(in:)``).
        var unitPractice = UnitPractice()
        /// Whether a catalog or table was read: then the lint knows the catalogs' keys.
        var hasKeys: Bool
        /// The legacy tables' and documents' files, as shown.
        var legacyFiles: [String]
        /// Each table file by the file whose findings stand for it (``CheckOutcome/coveredFiles``).
        var coveredFiles: [String: String]
        /// Whether no table is half migrated (``legacyCatalogs(for:catalogFiles:)``).
        var halfMigratedIsEmpty: Bool
        /// The Interface Builder documents read.
        var documentFiles: [String]
        /// Whether String Catalogs alone made it (no table, no Interface Builder document): then `englishKeys`
        /// changes no more than `key-convention`'s findings in it (``CheckReuse``).
        var isCatalogsAlone: Bool
        /// Whether a catalog or table varies a string by plural (``usesPlurals(_:)``).
        var projectUsesPlurals = true
        /// Whether the tables keep their words in capitals in English in every language (``CapitalsPractice``).
        var keepsCapitals = false
        /// The parts of the project whose catalogs vary by plural (``pluralHome(of:in:)``), when no table does;
        /// empty when one does.
        var pluralHomes: Set<String> = []
        /// The legacy tables' keys the development language's tables do not hold: their own source text unless
        /// the code gives one (``withoutKeyComparisons(_:keysWithoutSourceText:references:)``).
        var keysWithoutSourceText: [String: String] = [:]
        /// The one language the tables are written in, with ten values or more (``CatalogPractice/writtenLanguages(in:)``),
        /// where they hold another that only copies it, no configured language is another, and the disk agrees
        /// (``OneLanguageTables``): the app ships that language alone. Nil for any other project.
        var onlyLanguage: String?
    }

    /// The catalogs' part of ``run(_:)``: `files` read and checked with `checker` on every core (beside the lint's
    /// first pass), with the legacy tables and Interface Builder documents.
    static func catalogPhase(_ request: CheckRequest, files: [String], checker: CatalogChecker) -> CatalogPhase {
        var diagnostics: [Diagnostic] = []
        var coverage: [CatalogCoverage] = []
        var failures: [String] = []
        var keySites: [String: [KeySite]] = [:]
        // Every catalog is read before any is counted: each counts in every language the project ships.
        // Read, and then checked, on every core (beside the lint's first pass): each catalog on its own, the
        // largest first; the results in the files' order.
        let cwd = request.currentDirectory
        let largestFirst = files.count > 1 ? largestFirst(files, currentDirectory: cwd) : nil
        let readAlready = request.readCatalogs
        let read = concurrentMap(files, costliestFirst: largestFirst) { file in
            if let catalog = readAlready?.take(PathDisplay.absolute(file, from: cwd)) {
                return Result<StringCatalog, CatalogError>.success(catalog)
            }
            return Result { () throws(CatalogError) in try readCatalog(file, currentDirectory: cwd) }
        }
        // The inference's count of each catalog, taken by its check when it counts alike.
        let counted = files.map { readAlready?.takeCoverage(PathDisplay.absolute($0, from: cwd)) }
        readAlready?.drop()
        // Legacy tables (.strings/.stringsdict) are read as catalogs: the same rules, findings in their files.
        let legacy = legacyCatalogs(for: request, catalogFiles: files)
        diagnostics += legacy.halfMigrated
        // Interface Builder documents: on tables (read as catalogs), on a catalog, or not localized.
        let documents = interfaceBuilder(legacy.interfaceBuilder, request: request)
        failures += documents.failures.map(\.description)
        let unusedKeySeverity = LintOptions(ruleLevels: request.configuration.rules).severity(of: "unused-key")
        // The languages the app's own screens ship in are the project's less those only a settings bundle's tables
        // have (MeshCoreOne's `Settings.bundle/ar.lproj` translates the acknowledgements the Settings app lists, in an
        // app with no Arabic: its layout is never seen right to left); the settings tables are added after them.
        let inSettingsBundle = { (table: LegacyCatalog) in
            table.table.folder.split(separator: "/").contains { $0.hasSuffix("Settings.bundle") }
        }
        var languages = ProjectLanguages(
            required: request.effectiveLanguages,
            catalogs: read.lazy.compactMap { try? $0.get() } + legacy.converted.filter { !inSettingsBundle($0) }.map(\.catalog)
                + documents.converted.map(\.catalog))
        // Less a language a handful of strings have (Watch-Browser's French: one of 940): nobody reads the app in it,
        // so how it writes a decimal or a date decides nothing.
        let appLanguages = Self.readLanguages(
            languages.shipped, required: request.effectiveLanguages,
            catalogs: read.lazy.compactMap { try? $0.get() } + legacy.converted.filter { !inSettingsBundle($0) }.map(\.catalog)
                + documents.converted.map(\.catalog))
        for table in legacy.converted where inSettingsBundle(table) { languages.add(table.catalog) }
        let project = languages
        let bases = checker.rules.contains { $0.description.id == SourceChangedRule.description.id }
            ? SourceChangeBase.catalogs(of: files, request: request) : [:]
        let checks = concurrentMap(Array(zip(zip(files, read), counted)), costliestFirst: largestFirst) {
            item, counted -> (diagnostics: [Diagnostic], coverage: CatalogCoverage)? in
            let (file, result) = item
            guard let catalog = try? result.get() else { return nil }
            // A document's catalog is checked against the document.
            if let document = documents.documentsByCatalog[PathDisplay.absolute(file, from: request.currentDirectory)] {
                return checkDocumentCatalog(
                    catalog, file: file, document: document, checker: checker, project: project, base: bases[file],
                    unusedKeySeverity: unusedKeySeverity, hidden: documents.hiddenKeys[document.path] ?? [])
            }
            if let reuse = request.reuse {
                return reuse.check(catalog, file: file, checker: checker, project: project, base: bases[file], counted: counted)
            }
            return checker.run(catalog, file: file, project: project, base: bases[file], counted: counted)
        }
        for ((file, result), checked) in zip(zip(files, read), checks) {
            switch result {
            case .success(let catalog):
                diagnostics += duplicateEntryFindings(catalog, file: file)
                guard let checked else { continue }
                diagnostics += request.groupsSourceCopies
                    // `stale-key` is grouped once the code's references are known (``CheckRun/withoutReadStaleKeys``).
                    ? NeedsReviewGroups.grouped(SourceCopyGroups.grouped(
                        UntranslatedKeyGroups.grouped(UntranslatedTableGroups.grouped(checked.diagnostics, coverage: checked.coverage)),
                        coverage: checked.coverage))
                    : checked.diagnostics
                coverage.append(checked.coverage)
                for (key, entry) in catalog.entries where entry.extractionState != .stale
                    && !TranslationNeeds.isEmptyKeyWithoutText(entry, sourceLanguage: catalog.sourceLanguage)
                {
                    keySites[key, default: []].append(
                        KeySite(
                            file: file, position: entry.position, sourceText: entry.sourceText(key, in: catalog.sourceLanguage),
                            translated: entry.isTranslated(besides: catalog.sourceLanguage), hasText: entry.hasText,
                            keptAlike: entry.isKeptAlike(besides: catalog.sourceLanguage),
                            keptAlikeCount: entry.keptAlikeCount(besides: catalog.sourceLanguage),
                            keptTerms: entry.keptTerms(besides: catalog.sourceLanguage),
                            untranslatable: entry.shouldTranslate == false))
                }
            case .failure(let error):
                failures.append(error.description)
                coverage.append(.unreadable(file, failure: error.description))
            }
        }

        var legacyFiles: [String] = []
        let legacyChecks = concurrentMap(legacy.converted) { table in
            checker.run(table.checkedCatalog, file: table.table.catalogPath, project: project)
        }
        for (table, checked) in zip(legacy.converted, legacyChecks) {
            failures += table.failures.map(\.description)
            let checked = recordLegacy(
                table, checked: checked, keySites: &keySites, groupsSourceCopies: request.groupsSourceCopies)
            diagnostics += checked.diagnostics
            coverage.append(checked.coverage)
            legacyFiles += table.table.files.map(\.path)
        }
        var coveredFiles: [String: String] = [:]
        for table in legacy.converted {
            for file in table.table.files { coveredFiles[file.path] = table.table.primaryFile.path }
        }
        for converted in documents.converted {
            let checked = checkInterfaceBuilder(
                converted, checker: checker, project: project, unusedKeySeverity: unusedKeySeverity,
                groupsSourceCopies: request.groupsSourceCopies, hidden: documents.hiddenKeys[converted.document.path] ?? [])
            diagnostics += checked.diagnostics
            coverage.append(checked.coverage)
            for file in converted.source.table?.files ?? [] { coveredFiles[file.path] = converted.document.path }
        }
        legacyFiles += documents.files
        // The project localizes when this check read a catalog or a table, or its configuration names catalogs
        // (a check of one document: `l10n check iOS/Settings.storyboard`).
        // Whether the tables keep their words in capitals in English (``CapitalsPractice``): for the documents here and
        // the Swift lint after.
        let keepsCapitals = Self.capitalsPractice(keySites, shipped: appLanguages).keepsCapitals
        diagnostics += unlocalizedDocumentFindings(
            documents,
            projectLocalizes: !files.isEmpty || !legacy.converted.isEmpty || !request.configuration.catalogs.isEmpty,
            request: request, keepsCapitals: keepsCapitals)
        // A storyboard nothing loads shows its texts to nobody (``UnloadedStoryboards``); asked of a project's
        // folders, not of files named one by one (`l10n check iOS/Settings.storyboard` names no loader).
        let walk = walkedFolders(for: request)
        if documents.sources.contains(where: { $0.document.hasSuffix(".storyboard") }), walk.roots.allSatisfy(isFolder) {
            let unloaded = UnloadedStoryboards.names(
                of: documents.sources, roots: walk.roots, exclude: walk.exclude, rootNames: walk.rootNames)
            diagnostics = UnloadedStoryboards.filtered(diagnostics, sources: documents.sources, unloaded: unloaded)
            // A scene of a loaded storyboard that nothing opens shows its texts to nobody either (``UnopenedScenes``;
            // its tables' keys are hidden keys already).
            diagnostics = UnopenedScenes.filtered(diagnostics, unopened: documents.unopenedScenes)
        }
        // A catalog that could not be read holds keys nobody knows: no key is called unknown until it reads.
        var staleKeys = Set<String>()
        for case .success(let catalog) in read {
            for (key, entry) in catalog.entries where entry.extractionState == .stale && keySites[key] == nil {
                staleKeys.insert(key)
            }
        }
        // A language's habits over the whole project (its catalogs, tables and documents' tables) explain some
        // punctuation and copies one table alone cannot (``CatalogPractice``).
        diagnostics = CatalogPractice.filtered(
            diagnostics,
            catalogs: read.compactMap { try? $0.get() } + legacy.converted.map(\.checkedCatalog)
                + documents.converted.map(\.catalog),
            keyPattern: checker.keyPattern)

        let allCatalogs = read.compactMap { try? $0.get() } + legacy.converted.map(\.checkedCatalog)
            + documents.converted.map(\.catalog)
        // A name or term a language keeps as the source writes it is no gap where it is missing.
        diagnostics = CatalogPractice.withoutKeptNames(diagnostics, catalogs: allCatalogs)
        var keysWithoutSourceText: [String: String] = [:]
        for table in legacy.converted {
            let source = table.catalog.sourceLanguage
            for (key, entry) in table.catalog.entries where entry.localizations[source] == nil { keysWithoutSourceText[key] = source }
        }
        var phase = CatalogPhase(
            diagnostics: diagnostics, coverage: coverage, failures: failures, keySites: keySites, staleKeys: staleKeys,
            shippedLanguages: appLanguages, hasKeys: !files.isEmpty || !legacy.converted.isEmpty,
            legacyFiles: legacyFiles, coveredFiles: coveredFiles, halfMigratedIsEmpty: legacy.halfMigrated.isEmpty,
            documentFiles: documents.files,
            isCatalogsAlone: legacy.converted.isEmpty && legacy.halfMigrated.isEmpty && documents.files.isEmpty
                && documents.converted.isEmpty && documents.documentsByCatalog.isEmpty && documents.unlocalized.isEmpty
                && documents.failures.isEmpty && legacyFiles.isEmpty)
        phase.projectUsesPlurals = usesPlurals(allCatalogs)
        phase.keepsCapitals = keepsCapitals
        if !legacy.converted.contains(where: { usesPlurals($0.checkedCatalog) }) {
            for (file, result) in zip(files, read) {
                if let catalog = try? result.get(), usesPlurals(catalog) { phase.pluralHomes.insert(pluralHome(of: file, in: cwd)) }
            }
        }
        phase.unitPractice = CatalogPractice.units(in: allCatalogs)
        phase.onlyLanguage = OneLanguageTables.onlyLanguage(
            of: allCatalogs, found: project.found, configured: request.configuration.languages,
            tables: legacy.converted.map(\.table), root: request.currentDirectory)
        phase.keysWithoutSourceText = keysWithoutSourceText
        request.reuse?.keep(phase)
        return phase
    }
}

extension CheckRun {
    /// `duplicate-key`: an entry whose key an earlier entry of the catalog has (the check reads past it, keeping the
    /// first: ``StringCatalog/duplicateEntries``). Xcode keeps one of the two and drops the other's translations.
    ///
    ///     // Mlem/Localizable.xcstrings:10620:5: error: duplicate key 'Toggle Notifications' (first at 10610:5): …
    static func duplicateEntryFindings(_ catalog: StringCatalog, file: String) -> [Diagnostic] {
        catalog.duplicateEntries.map { duplicate in
            Diagnostic(
                location: SourceLocation(file: file, line: duplicate.position.line, column: duplicate.position.column),
                severity: .error, ruleID: duplicateKeyID,
                message: "duplicate key '\(duplicate.key)' (first at \(duplicate.first)): Xcode keeps only one of the two entries and drops the other's translations; merge them into one",
                key: duplicate.key)
        }
    }

    /// `duplicate-key`'s id (the one `migrate` reports a table's duplicate keys by).
    static let duplicateKeyID = "duplicate-key"

    /// `shipped` less the languages not required that one string in fifty or fewer has, counted over every
    /// catalog's keys (a translator's first try, left there).
    static func readLanguages(_ shipped: Set<String>, required: [String], catalogs: [StringCatalog]) -> Set<String> {
        let total = catalogs.reduce(0) { $0 + $1.entries.count }
        guard total >= 50 else { return shipped }
        var counts: [String: Int] = [:]
        for catalog in catalogs {
            counts[catalog.sourceLanguage, default: 0] += catalog.entries.count
            for entry in catalog.entries.values {
                for language in entry.localizations.keys where language != catalog.sourceLanguage { counts[language, default: 0] += 1 }
            }
        }
        let kept = Set(required)
        return shipped.filter { kept.contains($0) || (counts[$0] ?? 0) * 50 > total }
    }
}
