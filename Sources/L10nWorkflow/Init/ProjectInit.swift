import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import L10nFiles
import L10nTables
import XCStrings

/// `l10n init`'s work, without the command line: look at a project, write the `.l10n.json` that describes it as
/// it is, and run the first check with it.
///
///     let result = try ProjectInit.run(ProjectInit.Request(root: ".", currentDirectory: cwd))
///     print(result.rendered)   // what was inferred and why, then the first check's counts by rule
///
/// What is inferred: the catalogs' folders and the top-level folders of the project's own Swift files
/// (``ProjectSurvey``), the source and required languages (``LanguageInference``), and the key style
/// (``KeyStyle``). An existing `.l10n.json` is never replaced without ``Request/force``.
public enum ProjectInit {
    public struct Request: Sendable {
        /// The project folder, as typed.
        public var root: String
        /// The absolute current folder.
        public var currentDirectory: String
        /// Replace an existing `.l10n.json`.
        public var force = false
        /// Where to record the first check's findings as a baseline, as typed; nil: no baseline but the project's
        /// practice (``recordsPractice``).
        public var baseline: String?
        /// Whether to record the project's practice in ``practiceBaseline`` when no `baseline` is asked for: the
        /// hardcoded text a thoroughly localized project keeps (``HardcodedTextPractice``) and the keys its tables
        /// ship in another style (``keyStylePractice(_:)``). `--no-baseline`: false.
        public var recordsPractice = true

        /// The baseline file the practice is recorded in, in the project folder.
        public static let practiceBaseline = ".l10n-baseline.json"

        public init(
            root: String, currentDirectory: String, force: Bool = false, baseline: String? = nil, recordsPractice: Bool = true
        ) {
            self.root = root
            self.currentDirectory = currentDirectory
            self.force = force
            self.baseline = baseline
            self.recordsPractice = recordsPractice
        }
    }

    /// Why init wrote nothing: `path: error: message`, exit status 2.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var lines: [String]
        public var description: String { lines.joined(separator: "\n") }
    }

    public struct Result: Sendable {
        /// The configuration file written, as shown.
        public var configurationFile: String
        /// Its text.
        public var configurationText: String
        public var survey: ProjectSurvey
        public var catalogKeys: Int
        /// The `.strings`/`.stringsdict` tables read as catalogs (`App/Localizable`), as shown.
        public var legacyTables: [String] = []
        /// Catalogs and table files that could not be read (`path:line:column: error: …`): left out of what was
        /// inferred, named, and no reason to write nothing.
        public var unreadable: [String] = []
        /// What Foundation does not load in the tables (`path:line:column: message`), reported by the first check
        /// as `malformed-table`; the rest of each table was read.
        public var malformed: [String] = []
        /// Interface Builder documents: localized ones (with tables, a catalog or neither yet), and those in no
        /// `.lproj` folder.
        public var documents: (localized: Int, notLocalized: Int) = (0, 0)
        public var languages: LanguageInference
        public var keyStyle: KeyStyle
        /// Set when the code made init configure `englishKeys` beside another key style: how many literals of how
        /// many, and what they are (``EnglishKeysEvidence``).
        public var englishKeysFromCode: (literals: Int, of: Int, evidence: EnglishKeysEvidence)?
        /// The first check with the new configuration.
        public var outcome: CheckOutcome
        /// The baseline written, as typed, and how many findings it holds.
        public var baseline: (file: String, entries: Int)?
        /// Set when the baseline holds the hardcoded text the project keeps (``HardcodedTextPractice``).
        public var practice: HardcodedTextPractice?
        /// How many `key-convention` findings of the tables' keys the baseline holds as the project's practice
        /// (``keyStylePractice(_:)``); 0 when a baseline was asked for.
        public var keyStyleRecorded = 0
    }

    public static func run(_ request: Request) throws(Failure) -> Result {
        let cwd = request.currentDirectory
        let root = PathDisplay.absolute(request.root, from: cwd)
        let file = (root as NSString).appendingPathComponent(L10nConfiguration.fileName)
        let shownFile = PathDisplay.shown(file, from: cwd)
        if FileManager.default.fileExists(atPath: file), !request.force {
            throw Failure(lines: [
                "\(shownFile): error: a configuration already exists; l10n init leaves it as it is (use --force to replace it)"
            ])
        }
        var inferred = try infer(root: request.root, currentDirectory: cwd)
        var configuration = inferred.configuration
        // The baseline first: when it cannot be written, neither is a configuration that names it.
        var recordedBaseline: (file: String, entries: Int)?
        // Without a baseline asked for, what the project already does by its own practice is recorded: a thoroughly
        // localized project's hardcoded text, and the keys its tables hold in another style than the one inferred.
        let recordsPractice = request.baseline == nil && request.recordsPractice && inferred.outcome.failures.isEmpty
        let practice = recordsPractice
            ? HardcodedTextPractice(
                diagnostics: inferred.outcome.allDiagnostics, catalogKeys: inferred.catalogKeys,
                unlocalizedAppStrings: inferred.outcome.unlocalizedAppStrings) : nil
        let keyStyleFindings = recordsPractice ? Self.keyStylePractice(inferred.outcome.allDiagnostics) : []
        let practiceFindings = (practice?.findings ?? []) + keyStyleFindings
        let baselinePath = request.baseline
            ?? (practiceFindings.isEmpty ? nil : (request.root as NSString).appendingPathComponent(Request.practiceBaseline))
        if let path = baselinePath, inferred.outcome.failures.isEmpty {
            let absolute = PathDisplay.absolute(path, from: cwd)
            let recorded = Baseline(
                recording: request.baseline == nil ? practiceFindings : inferred.outcome.allDiagnostics, currentDirectory: cwd,
                directory: Baseline.folder(of: absolute))
            do {
                try recorded.write(to: absolute)
            } catch {
                throw Failure(lines: [error.description, "error: nothing written: .l10n.json would name a baseline that is not there"])
            }
            recordedBaseline = (request.baseline ?? PathDisplay.shown(absolute, from: cwd), recorded.entries.count)
            // `l10n check` then hides what the baseline recorded by itself: CI starts green with the plain command.
            configuration.baseline = PathDisplay.relative(absolute, to: root)
        }
        let text = configurationText(configuration)
        do {
            try AtomicFile.write(Array(text.utf8), to: file)
        } catch {
            throw Failure(lines: [error.description])
        }
        inferred.configuration = configuration
        var result = Result(
            configurationFile: shownFile, configurationText: text, survey: inferred.survey,
            catalogKeys: inferred.catalogKeys, legacyTables: inferred.legacyTables, languages: inferred.languages,
            keyStyle: inferred.keyStyle, englishKeysFromCode: inferred.englishKeysFromCode, outcome: inferred.outcome)
        result.baseline = recordedBaseline
        result.practice = practice
        result.keyStyleRecorded = keyStyleFindings.count
        result.unreadable = inferred.unreadable
        result.malformed = inferred.malformed
        result.documents = inferred.documents
        return result
    }

    /// The `key-convention` findings of keys the catalogs and tables hold, in a style other than the one init
    /// inferred from most of them: keys the app ships, read by its code and its translators' tools, which
    /// renaming would churn for nothing a user sees. Judged on real apps after init, 13 of 112 such findings were
    /// right, against 26 of 75 in Swift, where a prose key is a call the code still makes (those stay findings).
    /// Init records them with the practice (``Request/practiceBaseline``), so that `check` reports a new key that
    /// breaks the style.
    static func keyStylePractice(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.ruleID == "key-convention" && !$0.location.file.hasSuffix(".swift") }
    }

    /// What init infers about a project, in memory: the configuration it would write (its `file` and
    /// `baseDirectory` say where, nothing is written) and the check with it. `l10n check` without a
    /// `.l10n.json` checks with it too.
    /// What made `l10n init` configure `englishKeys` from the code.
    public enum EnglishKeysEvidence: Sendable, Hashable {
        /// Literals the defaults call hardcoded are text the catalogs hold as keys.
        case catalogKeys
        /// The code's localization calls are keyed by their English text, and no catalog key says otherwise.
        case calls
    }

    public struct Inference: Sendable {
        public var configuration: L10nConfiguration
        public var survey: ProjectSurvey
        /// Translatable keys of the catalogs (Info.plist catalogs left out).
        public var catalogKeys: Int
        /// The `.strings`/`.stringsdict` tables read as catalogs (`App/Localizable`), as shown.
        public var legacyTables: [String]
        public var languages: LanguageInference
        public var keyStyle: KeyStyle
        /// Set when the code made init configure `englishKeys` beside another key style: how many literals of how
        /// many, and what they are (``EnglishKeysEvidence``).
        public var englishKeysFromCode: (literals: Int, of: Int, evidence: EnglishKeysEvidence)?
        /// The check with ``configuration``, from `currentDirectory`, with every path it names.
        public var outcome: CheckOutcome
        /// Catalogs and table files that could not be read (``Result/unreadable``).
        public var unreadable: [String] = []
        /// What Foundation does not load in the tables (``Result/malformed``).
        public var malformed: [String] = []
        /// Interface Builder documents (``Result/documents``).
        public var documents: (localized: Int, notLocalized: Int) = (0, 0)
        /// The catalogs' translatable keys, for judging them again when the code makes `englishKeys` configured.
        var keys: [String] = []
        /// The catalogs read, for the first check to take instead of reading them again (``ReadCatalogs``).
        var readCatalogs: ReadCatalogs?
        /// The first check's walk and index pass, started once the survey was done (``LintHeadStart``).
        var headStart: LintHeadStart?

        /// This inference, checked: the check `request` makes of the configuration (by default the whole project,
        /// as ``configuration`` names it) runs once, and once more with `englishKeys` when its hardcoded literals
        /// say the team localizes SwiftUI literals by their English. `l10n check` without a `.l10n.json` hands
        /// the check it was asked for (its paths, languages, baseline), so the inference's check is that check.
        ///
        ///     let inferred = try ProjectInit.infer(root: ".", currentDirectory: cwd, checked: false)
        ///     let outcome = inferred.checked { configuration in CheckRequest(paths: ["App"], configuration: configuration, currentDirectory: cwd) }.outcome
        public func checked(_ request: ((L10nConfiguration) -> CheckRequest)? = nil) -> Inference {
            var inference = self
            let cwd = configuration.baseDirectory ?? ""
            // The second check, if any, differs from the first in `englishKeys` alone: it does only the work that
            // setting can change (``CheckReuse``).
            // With `englishKeys` set already there is no second check: nothing is kept.
            let reuse = configuration.englishKeys ? nil : CheckReuse()
            let make = { (configuration: L10nConfiguration) -> CheckRequest in
                var made = request?(configuration) ?? CheckRequest(configuration: configuration, currentDirectory: cwd)
                made.reuse = reuse
                return made
            }
            // The first check takes the catalogs the inference read (the second replays its catalogs' part).
            var first = make(inference.configuration)
            first.readCatalogs = readCatalogs
            inference.readCatalogs = nil
            first.headStart = headStart
            inference.headStart = nil
            inference.outcome = CheckRun.run(first)
            readCatalogs?.drop()
            // The code decides too: when most literals the check calls hardcoded are text the catalogs hold as
            // keys, the team localizes SwiftUI literals by their English (as Xcode extracts them), whatever its
            // other keys.
            let hint = FirstRunHint(inference.outcome)
            // With no catalog key to infer a style from, the code's own localization calls are the practice: a
            // team whose calls are keyed by their English keys by English. So is a team whose calls keyed by their
            // English outnumber its tables' keys, twenty calls at least (Palace: some 270 `NSLocalizedString("Done",
            // comment: …)` its translation platform serves at run time, beside eleven snake_case plural keys).
            let outnumbered = hint.proseKeys >= 20 && hint.proseKeys > inference.keys.count
            let byCalls = hint.codeKeysByEnglish && (inference.keyStyle.kind == .unknown || outnumbered)
            if !inference.configuration.englishKeys, hint.suggestsEnglishKeys || byCalls {
                inference.configuration.englishKeys = true
                inference.keyStyle.englishKeys = true
                inference.keyStyle.judge(keys)
                inference.englishKeysFromCode = hint.suggestsEnglishKeys
                    ? (hint.hardcodedCatalogKeys, hint.hardcoded, .catalogKeys) : (hint.proseKeys, hint.proseKeys, .calls)
                inference.outcome = CheckOutcome()  // the first check's findings are not kept through the second
                reuse?.replay()
                inference.outcome = CheckRun.run(make(inference.configuration))
            }
            return inference
        }

        /// One line for `l10n check` run without a configuration: what it inferred, and how to keep it.
        ///
        ///     note: no .l10n.json: checked as 'l10n init' describes this project (languages en, de, fr; identifier camelCase keys); run 'l10n init' to keep it
        public var checkNote: String {
            let languages = configuration.languages
            let more = languages.count > 8 ? " and \(languages.count - 8) more" : ""
            var said = ["languages " + languages.prefix(8).joined(separator: ", ") + more]
            switch keyStyle.kind {
            case .unknown: break
            case .convention: said.append("'feature.screen.element' keys")
            case .pattern(let name): said.append(name)
            case .englishText: said.append("English text as keys")
            }
            if configuration.englishKeys, keyStyle.kind != .englishText { said.append("englishKeys") }
            return "note: no .l10n.json: checked as 'l10n init' describes this project (" + said.joined(separator: "; ")
                + "); run 'l10n init' to keep it"
        }
    }

    /// Infers the configuration of the project at `root` (as typed, from `currentDirectory`) and, unless `checked`
    /// is false (``Inference/checked(_:)`` then runs it), the check with it; writes nothing. Throws when `root` is no folder; a catalog or table that cannot be read is named in
    /// ``Inference/unreadable`` and left out.
    ///
    /// With `headStart` (how the check to come makes its request of a configuration), that check's walk of the Swift
    /// files and its index pass start as soon as the survey knows the sources and what is left out, beside the
    /// catalogs' reading (``LintHeadStart``): ``Inference/checked(_:)`` hands them to the check.
    public static func infer(
        root typed: String, currentDirectory cwd: String, checked: Bool = true,
        headStart: (@Sendable (L10nConfiguration) -> CheckRequest)? = nil
    ) throws(Failure) -> Inference {
        let root = PathDisplay.absolute(typed, from: cwd)
        let file = (root as NSString).appendingPathComponent(L10nConfiguration.fileName)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure(lines: ["\(typed): error: no such folder"])
        }
        // The survey lists the folders on one core while the other would wait: half of them are listed there first.
        FolderPrefetch.start(under: URL(fileURLWithPath: root).standardizedFileURL.path) { name in
            ProjectSurvey.bundleSuffixes.contains { name.hasSuffix($0) }
        }
        let survey = ProjectSurvey(root: root)
        // The configuration as far as the walk and the index pass read it (the catalogs decide the rest).
        let started = headStart.map { request in
            LintHeadStart(request(L10nConfiguration(
                languages: ["en"], catalogs: survey.catalogFolders, sources: survey.sourceRoots, exclude: survey.exclude,
                file: file, baseDirectory: root)))
        }
        var catalogs: [(file: String, catalog: StringCatalog)] = []
        var failures: [String] = []
        // Tables still on .strings and .stringsdict count as the catalogs they read as (issue 39): their languages
        // and keys say as much about the project. Looked for (a walk of the folders, on one thread, mostly waiting
        // on the system) while the catalogs are read.
        let surveyRequest = CheckRequest(paths: [root], currentDirectory: cwd)
        let catalogPaths = survey.catalogs.map { (root as NSString).appendingPathComponent($0) }
        let tablesFound = Locked<LegacyFindings?>(nil)
        let tablesDone = DispatchSemaphore(value: 0)
        Thread {
            let found = CheckRun.legacyCatalogs(for: surveyRequest, catalogFiles: catalogPaths)
            tablesFound.withLock { $0 = LegacyFindings(found: found) }
            tablesDone.signal()
        }.start()
        // Read on every core, kept in the survey's order.
        let read = concurrentMap(survey.catalogs) { relative -> (file: String, catalog: StringCatalog?, failure: String?) in
            let absolute = (root as NSString).appendingPathComponent(relative)
            let shown = PathDisplay.shown(absolute, from: cwd)
            do throws(CatalogError) {
                // Mapped, each part handed back once read: the model is held, not the file besides.
                let file = try MappedFile.input(absolute, shownAs: shown)
                return (shown, try StringCatalog(file: file, path: shown, keepingFirstOfDuplicates: true), nil)
            } catch {
                return (shown, nil, error.description)
            }
        }
        // Kept for the check to take (its files are shown as these are: from the current folder).
        let readCatalogs = ReadCatalogs()
        for result in read {
            if let catalog = result.catalog {
                catalogs.append((result.file, catalog))
                readCatalogs.keep(catalog, at: PathDisplay.absolute(result.file, from: cwd))
            }
            if let failure = result.failure { failures.append(failure) }
        }
        // The String Catalogs come first: their counts are kept for the check (``ReadCatalogs``).
        let readCount = catalogs.count
        tablesDone.wait()
        let found = tablesFound.withLock { $0! }.found
        // A test target's tables (`Package/Tests/WebTests/Resources/en.lproj`) are fixtures, left out as its Swift is.
        // So are a test project's of its own (``ProjectSurvey/leftOut``: `UICalendarMyOwnTest`), and a vendored
        // library's (ManicEMU's `HXPhotoPicker/…/HXPhotoPicker.bundle`): its authors', shipped as they wrote them.
        func isLeftOut(_ table: LegacyCatalog, reasons: Set<ProjectSurvey.Reason>) -> Bool {
            let relative = PathDisplay.relative(PathDisplay.absolute(table.table.folder, from: cwd), to: root)
            return relative.split(separator: "/").contains { ProjectSurvey.reason(forFolder: String($0)).map(reasons.contains) == true }
                || survey.leftOut.contains { reasons.contains($0.reason) && (relative + "/").hasPrefix($0.path + "/") }
        }
        let legacy = found.converted.filter { !isLeftOut($0, reasons: [.tests, .vendored, .dependencies]) }
        // One bad file never stops init: it is named, and the project is described without it.
        var malformed: [String] = []
        for table in legacy {
            for failure in table.failures {
                var shown = failure
                shown.file = PathDisplay.shown(failure.file, from: cwd)
                failures.append(shown.description)
            }
            malformed += table.problems.map { problem in
                "\(PathDisplay.shown(problem.file, from: cwd)):\(problem.position.line):\(problem.position.column): "
                    + problem.message
            }
            catalogs.append((table.table.catalogPath, table.catalog))
        }
        // Interface Builder documents on tables count for the languages; their keys are ibtool's, not the team's,
        // and say nothing of its key style (nor do those of a document's catalog, numbered XIB ids included).
        var ibtoolKeys = Set<String>()
        let documents = CheckRun.interfaceBuilder(found.interfaceBuilder, request: surveyRequest)
        failures += documents.failures.map(\.description)
        for converted in documents.converted {
            catalogs.append((converted.document.path, converted.catalog))
            ibtoolKeys.insert(converted.document.path)
        }
        for file in documents.documentsByCatalog.keys {
            ibtoolKeys.insert(PathDisplay.shown(file, from: cwd))
        }

        var keys: [String] = []
        for (file, catalog) in catalogs where !CatalogContext.isInfoPlist(file) {
            let isDocument = ibtoolKeys.contains(file)
            // Interface Builder keys (`1b7-l0-nxx.title`) are ids Xcode chose: they say nothing of the team's style.
            for (key, entry) in catalog.entries where entry.isTranslatable && !InterfaceBuilderKey.isObjectKey(key) {
                // A document's catalog or table also holds the keys code looks up in it (Rectangle's
                // `NSLocalizedString("Top Third", tableName: "Main", …)` beside its storyboard's ids): the team's.
                if isDocument && InterfaceBuilderCatalogCheck.isDocumentKey(key, entry) { continue }
                keys.append(key)
            }
        }
        let keyStyle = KeyStyle.infer(keys)
        let project = ProjectLanguages(required: [], catalogs: catalogs.map(\.catalog))
        // Counted as `check` will count them: a translation that is its source unchanged is no translation. The
        // copies are told as `untranslated-copy` tells them, with the checker's own key pattern and settings, so that
        // an entry's decisions are made once through its context, not each apart (``CatalogChecker/copies``; the
        // counting runs no rule).
        let counter = CatalogChecker(
            rules: [UntranslatedCopyRule.self], languages: [],
            keyPattern: keyStyle.keyPattern.flatMap { try? KeyPattern(regularExpression: $0) } ?? .convention)
        let counted = concurrentMap(catalogs) { counter.countedCoverage($0.catalog, file: $0.file, project: project) }
        for index in 0..<readCount {
            readCatalogs.keep(counted[index], at: PathDisplay.absolute(catalogs[index].file, from: cwd))
        }
        let coverage = counted.map(\.coverage)
        var languages = LanguageInference(coverage: coverage)
        if keyStyle.kind == .convention { languages.requireHouseLanguages() }

        let configuration = L10nConfiguration(
            languages: languages.required.isEmpty ? ["en"] : languages.requiredCodes,
            catalogs: Self.folders(survey.catalogFolders, adding: legacy.map { PathDisplay.relative(
                PathDisplay.absolute($0.table.folder, from: cwd), to: root) }),
            sources: survey.sourceRoots, exclude: survey.exclude, keyPattern: keyStyle.keyPattern,
            englishKeys: keyStyle.englishKeys, file: file, baseDirectory: root)
        var inference = Inference(
            configuration: configuration, survey: survey, catalogKeys: keys.count,
            legacyTables: legacy.map {
                PathDisplay.shown(PathDisplay.absolute("\($0.table.folder)/\($0.table.name)", from: cwd), from: cwd)
            },
            languages: languages, keyStyle: keyStyle, englishKeysFromCode: nil, outcome: CheckOutcome(),
            unreadable: failures, malformed: malformed,
            documents: (documents.converted.count + documents.documentsByCatalog.count, documents.unlocalized.count),
            keys: keys)
        inference.readCatalogs = readCatalogs
        inference.headStart = started
        // Checked from the current folder, with every path the configuration names.
        return checked ? inference.checked { CheckRequest(configuration: $0, currentDirectory: cwd) } : inference
    }

    /// What ``CheckRun/legacyCatalogs(for:catalogFiles:)`` found, handed from the thread that looked.
    private struct LegacyFindings: Sendable {
        let found: (converted: [LegacyCatalog], halfMigrated: [Diagnostic], interfaceBuilder: [InterfaceBuilderSource])
    }

    /// The catalog folders and the legacy tables' folders, none inside another, sorted.
    static func folders(_ catalogs: [String], adding tables: [String]) -> [String] {
        let all = Set(catalogs + tables)
        if all.contains(".") { return ["."] }
        return all.filter { folder in !all.contains { folder != $0 && folder.hasPrefix($0 + "/") } }.sorted()
    }

    /// The configuration as init writes it: only what it inferred (`version`, `languages`, `catalogs`,
    /// `sources`, and `exclude`, `keyPattern`, `englishKeys` when they say something), in that order, one member a
    /// line, as a person writes it:
    ///
    ///     {
    ///       "version" : 1,
    ///       "languages" : ["en", "de"],
    ///       "catalogs" : ["App/Resources"],
    ///       "sources" : ["App", "Widget"],
    ///       "keyPattern" : "^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*){1,}$"
    ///     }
    static func configurationText(_ configuration: L10nConfiguration) -> String {
        func strings(_ values: [String]) -> String { "[" + values.map(JSONText.quoted).joined(separator: ", ") + "]" }
        var members = [
            ("version", String(configuration.version)), ("languages", strings(configuration.languages)),
            ("catalogs", strings(configuration.catalogs)), ("sources", strings(configuration.sources)),
        ]
        if !configuration.exclude.isEmpty { members.append(("exclude", strings(configuration.exclude))) }
        if let pattern = configuration.keyPattern { members.append(("keyPattern", JSONText.quoted(pattern))) }
        if configuration.englishKeys { members.append(("englishKeys", "true")) }
        if let baseline = configuration.baseline { members.append(("baseline", JSONText.quoted(baseline))) }
        return "{\n" + members.map { "  \"\($0.0)\" : \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }
}
