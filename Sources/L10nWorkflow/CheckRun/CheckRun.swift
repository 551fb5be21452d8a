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

/// `l10n check`'s work, without the command line: find the catalogs and Swift files, run the rules, apply the
/// configured severities and the baseline, sort, and summarise.
///
///     let outcome = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: cwd))
///     print(XcodeReporter().report(outcome.diagnostics, summary: outcome.summary).output)
///     exit(outcome.exitStatus(strict: false))
///
/// The pipeline: the walk for ``sourceFiles(for:)`` starts on a thread of its own; meanwhile
/// ``catalogFiles(for:)`` → ``CatalogChecker`` per catalog (diagnostics, progress, keys); then `SourceLintRunner`
/// (L10nSourceRules) lints the Swift files with the catalogs' keys as the walk hands them over, then `unused-key` at the
/// keys' catalog positions → ``finish(_:request:catalogs:filesScanned:failures:)`` (levels, baseline, order,
/// summary).
public enum CheckRun {
    /// Every rule `l10n check` knows, in the order `l10n rules` and SARIF list them: catalog rules, then the
    /// Swift source rules.
    /// A source rule that is the Swift side of a catalog rule (`key-convention`) is one rule: its rationale and
    /// examples are added to the catalog rule's.
    public static var ruleDescriptions: [RuleDescription] {
        var descriptions = CatalogRules.descriptions + [
            HalfMigratedTableRule.description, MalformedTableRule.description, FlattenedPluralsRule.description,
        ]
        for source in SourceRules.descriptions {
            guard let index = descriptions.firstIndex(where: { $0.id == source.id }) else {
                descriptions.append(source)
                continue
            }
            descriptions[index].rationale += "\n\nIn Swift: " + source.rationale
            descriptions[index].triggeringExamples += source.triggeringExamples
            descriptions[index].nonTriggeringExamples += source.nonTriggeringExamples
        }
        return descriptions
    }

    /// Rule ids the configuration may name.
    public static var knownRuleIDs: Set<String> { Set(ruleDescriptions.map(\.id)) }

    /// Where a catalog key stands, for `unused-key`.
    struct KeySite: Sendable {
        var file: String
        var position: SourcePosition
        /// The key's text in the catalog's source language (the key itself where it has none): a key the lint
        /// suggests is not one a catalog holds for another text.
        var sourceText: String? = nil
        /// Whether another language than the source gives the key a text (``CatalogEntry/isTranslated(besides:)``).
        var translated = false
        /// Whether some language gives the key a text in this table (``CatalogEntry/hasText``).
        var hasText = true
        /// Whether two languages or more keep the source's text unchanged, and none gives another
        /// (``CatalogEntry/isKeptAlike(besides:)``).
        var keptAlike = false
        /// How many languages besides the source keep the source's text unchanged, none giving another
        /// (``CatalogEntry/keptAlikeCount(besides:)``).
        var keptAlikeCount = 0
        /// Terms every translation in a non-Latin script keeps as the source writes them (``CatalogEntry/keptTerms(besides:)``).
        var keptTerms: [String] = []
        /// Whether the catalog marks the key not to be translated (`shouldTranslate: false`): the team's decision
        /// that its text reads the same in every language.
        var untranslatable = false
    }

    /// Whether a source text of a few words that `keptBy` languages besides the source keep unchanged, none
    /// giving another, is written alike in every language of `shipped` (the source's among them):
    /// ``L10nSourceRules/LintOptions/keptAlikeTexts``.
    /// The tables' texts in capitals, kept alike or translated (``L10nSourceRules/CapitalsPractice``): each key's
    /// source text once.
    static func capitalsPractice(_ keySites: [String: [KeySite]], shipped: Set<String>) -> CapitalsPractice {
        var practice = CapitalsPractice()
        for sites in keySites.values {
            guard let text = sites.lazy.compactMap(\.sourceText).first else { continue }
            practice.note(
                text, keptAlike: sites.contains { isKeptAlikeText(text, keptBy: $0.keptAlikeCount, shipped: shipped) },
                translated: sites.contains(where: \.translated))
        }
        return practice
    }

    static func isKeptAlikeText(_ text: String, keptBy: Int, shipped: Set<String>) -> Bool {
        shipped.count >= 2 && keptBy >= shipped.count - 1 && text.split(separator: " ").count <= 3 && text.utf8.count <= 40
    }

    public static func run(_ request: CheckRequest) -> CheckOutcome {
        // The Swift files are looked for from the start, while catalogs are found and read (their keys are
        // needed before any file is linted); a check without a configuration may have started the walk and the
        // index pass already, while the catalogs were read for the inference (``LintHeadStart``).
        var started = request.headStart?.take(for: request)
        let sources = started?.sources ?? SourceDiscovery(request)
        let files: [String]
        if let found = request.reuse?.catalogFiles {
            files = found
        } else {
            do {
                files = try catalogFiles(for: request)
            } catch {
                return CheckOutcome(failures: [error.description])
            }
            request.reuse?.keep(catalogFiles: files)
        }
        guard let checker = catalogChecker(for: request) else {
            return CheckOutcome(failures: ["error: 'keyPattern' is not a valid regular expression"])
        }
        // The lint's first pass (the project index) needs no catalog: it runs beside the catalogs' reading and checks.
        let indexing = started?.indexing
            ?? SourceLintRunner.Indexing(sources.discovery, reuse: request.reuse?.lint) { baseLintOptions(for: request) }
        let headStarted = started != nil
        started = nil  // the index is held by `indexing` alone, and freed with it

        // A check run again with `englishKeys` set takes the first's catalogs' part, when it can (``CheckReuse``).
        let phase = request.reuse?.replayedCatalogPhase(englishKeys: request.configuration.englishKeys)
            ?? catalogPhase(request, files: files, checker: checker)
        var diagnostics = phase.diagnostics
        var failures = phase.failures
        let (coverage, keySites, legacyFiles, coveredFiles) = (phase.coverage, phase.keySites, phase.legacyFiles, phase.coveredFiles)
        let lint = lintSources(
            sources, indexing: indexing, request: request, keySites: phase.hasKeys ? keySites : nil,
            staleKeys: phase.staleKeys, unknownKeysKnowable: failures.isEmpty, shippedLanguages: phase.shippedLanguages,
            unitPractice: phase.unitPractice,
            streamable: phase.documentFiles.isEmpty, projectUsesPlurals: !phase.hasKeys || phase.projectUsesPlurals,
            keepsCapitals: phase.keepsCapitals)
        // A head start walked and indexed without the reuse: what a second check takes is kept now.
        if headStarted, let reuse = request.reuse {
            reuse.keep(sourcePaths: sources.walked?.withLock { $0 } ?? [])
            indexing.keep(in: reuse.lint)
        }
        // The project index is freed while the findings are merged and written (tens of milliseconds of frees on
        // a large project, at the run's end where one core works alone).
        // Which files of the findings no project builds is worked out beside the filters below (``UnbuiltFilesPrefetch``).
        let unbuiltPrefetch = UnbuiltFilesPrefetch(diagnostics, lint.diagnostics, currentDirectory: request.currentDirectory)
        let productNames = indexing.options.productNames
        let usageDescriptionKeys = indexing.options.usageDescriptionKeys
        let unloadedNibs = indexing.project.unloadedNibs
        Disposal.dropInBackground(consume indexing)
        // A key no code reads needs no translation, and its translations' quality reaches nobody: `unused-key`
        // says what to do with it, and its other findings would be noise (Element X's keys of the Android app).
        if !lint.unusedKeys.isEmpty {
            diagnostics.removeAll { diagnostic in
                guard let key = diagnostic.key, lint.unusedKeys.contains(key) else { return false }
                return Self.needlessForUnusedKeys.contains(diagnostic.ruleID)
            }
        }
        diagnostics = withoutReadStaleKeys(diagnostics, references: lint.references, grouping: request.groupsSourceCopies)
        diagnostics = OtherProjectsKeys.filtered(diagnostics, references: lint.references, currentDirectory: request.currentDirectory)
        diagnostics = OtherTargetsKeys.filtered(diagnostics, references: lint.references, currentDirectory: request.currentDirectory)
        // In an app that ships one language, another language no configuration asks for (weg-li's `en.lproj`, a copy
        // of its German) reaches no user its gaps and copies would matter to.
        if let only = phase.onlyLanguage {
            diagnostics.removeAll { diagnostic in
                guard let language = diagnostic.language, Self.needlessForUnusedKeys.contains(diagnostic.ruleID) else { return false }
                return TranslationText.language(language) != only
            }
        }
        diagnostics = PackageLanguages.filtered(diagnostics, request: request)
        // A table whose numbers one language shifts entry after entry (``ShiftedNumbers``): its convention.
        diagnostics = ShiftedNumbers.filtered(diagnostics)
        diagnostics = withoutKeyComparisons(diagnostics, keysWithoutSourceText: phase.keysWithoutSourceText, references: lint.references)
        if phase.hasKeys {
            diagnostics = withoutPluralCandidates(
                diagnostics, projectUsesPlurals: phase.projectUsesPlurals, configured: Set(request.configuration.rules.keys))
            diagnostics = withoutPluralCandidates(
                diagnostics, outside: phase.pluralHomes, configured: Set(request.configuration.rules.keys),
                currentDirectory: request.currentDirectory)
            // Counted text the code reads only for counts other than 1 (``SingularPickedInCode``).
            diagnostics = SingularPickedInCode.filtered(
                diagnostics, references: lint.references, currentDirectory: request.currentDirectory)
        }
        // A key the code reads only where it builds HTML (``KeyReference/isShownAsHTML``: Psiphon's privacy policy) is
        // shown as HTML, where runs of spaces collapse: its translations' doubled or missing spaces change nothing.
        let shownAsHTML = Self.keysReferencedOnly(where: \.isShownAsHTML, in: lint.references)
        if !shownAsHTML.isEmpty {
            diagnostics.removeAll { diagnostic in
                guard let key = diagnostic.key, shownAsHTML.contains(key) else { return false }
                return diagnostic.ruleID == DoubledSpaceRule.description.id
                    || diagnostic.ruleID == WhitespaceMismatchRule.description.id
            }
        }
        // A text that is the app's name (its `.xcodeproj`'s, its display name: LikePics's share extension header)
        // reads the same in every language.
        diagnostics = Self.withoutAppNameTranslations(diagnostics, keySites: keySites, productNames: productNames)
        if let declared = usageDescriptionKeys {
            diagnostics = Self.withoutUndeclaredUsageDescriptions(diagnostics, declared: declared)
        }
        // A key the code reads only in `#if DEBUG` or a preview (``KeyReference/isInDebugCode``: AndBible's JavaScript
        // error box setting) reaches developers only: its translations' quality reaches no user.
        diagnostics = Self.withoutDebugKeyTranslations(diagnostics, references: lint.references)
        diagnostics = Self.withoutBareEntriesOfOtherTables(diagnostics, keySites: keySites)
        // A settings bundle's entry its property lists do not name is never shown (``SettingsBundleKeys``).
        diagnostics = SettingsBundleKeys.filtered(diagnostics, currentDirectory: request.currentDirectory)
        // Xcode marks a key stale when its extraction no longer finds it, which it cannot through the app's own
        // wrapper (OnlySwitch's `"1 account".localized()`) nor in a key the code builds (Unstoppable's
        // `NSLocalizedString("wallet_name.\(index)", …)` names every `wallet_name.N`): such a key is in use, not stale.
        if !lint.references.isEmpty, diagnostics.contains(where: { $0.ruleID == Self.staleKeyID }) {
            let named = Set(lint.references.map(\.key))
            let built = UnusedKeyRule.builtKeyPrefixes(lint.references)
            diagnostics.removeAll { diagnostic in
                guard diagnostic.ruleID == Self.staleKeyID, let key = diagnostic.key else { return false }
                return named.contains(key) || built.contains { key.hasPrefix($0) && UnusedKeyRule.isBuiltFrom(key, prefix: $0) }
            }
        }
        // A file of many keys no catalog holds, and none that one does, is one finding (``UnknownKeyFiles``).
        // Tables only packages of the project's own hold and read: the app itself is not localized.
        var lintDiagnostics = lint.diagnostics
        if phase.hasKeys {
            let catalogKeys = Set(keySites.keys)
            // A key in the app's own YAML or JSON tables (``ForeignTableKeys``) is in its tables, only not in one
            // l10n reads.
            lintDiagnostics = ForeignTableKeys.filtered(
                lintDiagnostics, roots: roots(for: request) + sourceRoots(for: request), currentDirectory: request.currentDirectory)
            lintDiagnostics = UnknownKeyFiles.grouped(lintDiagnostics, references: lint.references, catalogKeys: catalogKeys)
            // A key with spaces the tables give another text names it (``IdentifierKeys``).
            lintDiagnostics = IdentifierKeys.filtered(lintDiagnostics) { keySites[$0]?.first?.sourceText }
            lintDiagnostics = PackageOnlyLocalization.filtered(
                lintDiagnostics, tableFiles: Set(keySites.values.lazy.flatMap { $0.map(\.file) }),
                references: lint.references, keys: catalogKeys, root: request.currentDirectory)
            // Tables written in one language (weg-li's German, its `en.lproj` a copy; Vite Ma Dose's French): the app
            // ships that language alone, and text its code hardcodes or glues reaches every user as its tables' does.
            if phase.onlyLanguage != nil, request.configuration.rules["hardcoded-string"] == nil {
                lintDiagnostics.removeAll { PackageOnlyLocalization.rules.contains($0.ruleID) }
            }
        }
        // The catalogs' few findings merged into the lint's many, already in report order (no sort of them all).
        if diagnostics.isEmpty {
            diagnostics = lintDiagnostics
        } else if lint.inReportOrder {
            diagnostics = Diagnostic.merged(diagnostics.sorted(by: Diagnostic.reportOrder), lintDiagnostics)
        } else {
            diagnostics += lintDiagnostics
        }
        failures += lint.failures
        // Swift files, Interface Builder documents and strings tables left in a folder the Xcode project does not
        // build show nothing.
        diagnostics = UnbuiltFiles.filtered(diagnostics, unbuilt: unbuiltPrefetch.decided)
        // A second app of the project that ships no table (Planet's `Croptop`) shows its text in English by design
        // (``UnlocalizedApps``).
        let unlocalizedApps = UnlocalizedApps.split(diagnostics, currentDirectory: request.currentDirectory)
        diagnostics = unlocalizedApps.kept
        // A catalog's translation of an in-app purchase's name or description, which a StoreKit file lists: the App
        // Store shows it, no code reads it (``StoreKitProductTexts``).
        let walk = walkedFolders(for: request)
        diagnostics = StoreKitProductTexts.filtered(
            diagnostics, sourceTexts: { keySites[$0]?.first?.sourceText }, roots: walk.roots, exclude: walk.exclude,
            rootNames: walk.rootNames)
        // XIBs nothing loads (no code, storyboard or setting names them) show nothing either (``UnloadedNibs``).
        diagnostics = UnloadedNibs.filtered(diagnostics, unloaded: unloadedNibs, currentDirectory: request.currentDirectory)
        // `layout-direction`'s one note in an app that ships no right-to-left language: said below the summary, not
        // among the findings (``CheckOutcome/layoutNote``).
        let layoutNote = diagnostics.first(where: LayoutDirectionNotes.isGroup)
        if layoutNote != nil { diagnostics.removeAll(where: LayoutDirectionNotes.isGroup) }
        var outcome = finish(
            diagnostics, request: request, catalogs: coverage.filter { $0.failure == nil }.map(\.progress),
            filesScanned: files.count + legacyFiles.count + lint.files.count,
            failures: failures, scannedFiles: files.isEmpty && legacyFiles.isEmpty ? lint.files : files + legacyFiles + lint.files,
            inReportOrder: files.isEmpty && legacyFiles.isEmpty && phase.halfMigratedIsEmpty && lint.inReportOrder)
        outcome.coverage = coverage
        outcome.coveredFiles = coveredFiles
        outcome.shippedLanguages = phase.shippedLanguages
        outcome.unitPractice = phase.unitPractice
        outcome.keyReferences = lint.references
        outcome.sourceFiles = lint.files
        outcome.unlocalizedAppStrings = unlocalizedApps.goneStrings
        outcome.catalogFiles = files
        outcome.keySites = keySites
        outcome.layoutNote = layoutNote
        if let streamed = lint.streamed {
            outcome.summary.counts = streamed
            outcome.streamed = true
        }
        return outcome
    }

    /// The catalog rules whose findings on a key `unused-key` reports say nothing a user meets: what a translation
    /// lacks or how it reads, and a format no code formats (ParkenDD's `FORECAST_TITLE`, sora's `received.invitations`:
    /// no crash where nothing reads the key). `key-convention` and the table's structure stay.
    /// `diagnostics` without the `stale-key` findings of keys the code reads: Xcode marks a key stale where its
    /// extraction does not see it, and a key looked up through the project's own wrapper (Alertivity's
    /// `L10n.string("status.title.menu.normal")`) is one; removing it would lose its translations. Then a catalog's
    /// many stale strings are one finding (``StaleKeyGroups``), when `grouping`.
    static func withoutReadStaleKeys(_ diagnostics: [Diagnostic], references: [KeyReference], grouping: Bool) -> [Diagnostic] {
        let id = staleKeyID
        guard diagnostics.contains(where: { $0.ruleID == id }) else { return diagnostics }
        // A key with format specifiers is read by the code's key with other specifiers too (`%lld` for `%@`).
        func normalized(_ key: String) -> String {
            key.containsByte(UInt8(ascii: "%"))
                ? TextClassifier.replacingFormatSpecifiers(in: key, with: "%@", includingPercent: false) : key
        }
        var read = Set<String>()
        var withPercent = Set<String>()
        // Each reference's key read in place (not the reference copied whole).
        for index in references.indices {
            let key = references[index].key
            read.insert(key)
            // A key without a '%' is its own normalized form: inserted once. One with a '%' is normalized once for all
            // its references (`%@ items` in every list).
            if key.containsByte(UInt8(ascii: "%")) { withPercent.insert(key) }
        }
        for key in withPercent { read.insert(normalized(key)) }
        var kept = diagnostics
        kept.removeAll { diagnostic in
            guard diagnostic.ruleID == id, let key = diagnostic.key else { return false }
            return read.contains(key) || read.contains(normalized(key))
        }
        return grouping ? StaleKeyGroups.grouped(kept) : kept
    }

    /// `diagnostics` without the translation findings (``needlessForUnusedKeys``) of keys every reference to which
    /// is in code only developers run (``KeyReference/isInDebugCode``) or where the API shows no text
    /// (``KeyReference/isNeverShown``: a chart's plottable value label, which VoiceOver's audio graph reads). The
    /// chart labels of a language the team translates some of them into keep their `missing-translation`: the
    /// team reads them as text (Beszel's Polish 'Date' and 'Usage', so 'Category' missing is a gap; StudyPulse
    /// translates none of its chart labels).
    static func withoutDebugKeyTranslations(_ diagnostics: [Diagnostic], references: [KeyReference]) -> [Diagnostic] {
        let debugOnly = keysReferencedOnly(where: { $0.isInDebugCode || $0.isNeverShown }, in: references)
        guard !debugOnly.isEmpty else { return diagnostics }
        let chartOnly = keysReferencedOnly(where: { $0.isNeverShown && !$0.isInDebugCode }, in: references)
        // Per language, the chart labels it misses; where it misses only some, it translates the others.
        var missingLabels: [String: Set<String>] = [:]
        if !chartOnly.isEmpty {
            for diagnostic in diagnostics where diagnostic.ruleID == "missing-translation" {
                guard let key = diagnostic.key, chartOnly.contains(key), let language = diagnostic.language else { continue }
                missingLabels[language, default: []].insert(key)
            }
        }
        return diagnostics.filter { diagnostic in
            guard let key = diagnostic.key, debugOnly.contains(key) else { return true }
            if diagnostic.ruleID == "missing-translation", chartOnly.contains(key), let language = diagnostic.language,
                let missing = missingLabels[language], missing.count < chartOnly.count
            {
                return true
            }
            return !needlessForUnusedKeys.contains(diagnostic.ruleID)
        }
    }

    /// The keys every reference to which has `trait` (none when no reference has it): keys read only where their
    /// text is shown as HTML, or only in code developers run.
    static func keysReferencedOnly(where trait: (KeyReference) -> Bool, in references: [KeyReference]) -> Set<String> {
        guard references.contains(where: trait) else { return [] }
        var with = Set<String>()
        // Each reference read in place (not copied whole, as a `for … in` over them would).
        for index in references.indices where trait(references[index]) { with.insert(references[index].key) }
        // Only the few keys with the trait are looked up among the others (no set of every key read).
        for index in references.indices where !trait(references[index]) && with.contains(references[index].key) {
            with.remove(references[index].key)
        }
        return with
    }

    /// `diagnostics` without `missing-translation` and `untranslated-copy` findings of keys whose source text is
    /// one of `productNames`, folded as the lint folds them (``ProjectIndex/folded(_:)``): the app's name, which every
    /// language shows as it is.
    static func withoutAppNameTranslations(_ diagnostics: [Diagnostic], keySites: [String: [KeySite]], productNames: [String])
        -> [Diagnostic]
    {
        let folded = ProjectIndex.folded
        let names = Set(productNames.map(folded).filter { $0.count >= 3 })
        guard !names.isEmpty else { return diagnostics }
        let kinds: Set<String> = [MissingTranslationRule.description.id, UntranslatedCopyRule.description.id]
        return diagnostics.filter { diagnostic in
            guard kinds.contains(diagnostic.ruleID), let key = diagnostic.key,
                let text = keySites[key]?.lazy.compactMap(\.sourceText).first
            else { return true }
            return !names.contains(folded(text))
        }
    }

    /// `diagnostics` without the findings about an `InfoPlist` table's privacy usage description that no `Info.plist`
    /// or build setting declares (TodayIsYou's `NSSpeechRecognitionUsageDescription`, for speech recognition the app
    /// no longer asks for): the system shows a translation of one only when asking for a permission the app declares.
    static func withoutUndeclaredUsageDescriptions(_ diagnostics: [Diagnostic], declared: Set<String>) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            guard let key = diagnostic.key, key.hasPrefix("NS"), key.hasSuffix("UsageDescription"), !declared.contains(key)
            else { return true }
            let name = (diagnostic.location.file as NSString).lastPathComponent
            return name != "InfoPlist.strings" && name != "InfoPlist.xcstrings" && name != "InfoPlist.stringsdict"
        }
    }

    /// `diagnostics` without the `missing-translation` findings of a bare entry (`"app.contact" : { }`, no language
    /// gives it a text) whose key another table of the project gives a text: the code reads the key from that
    /// table (hyuabot's `String(localized: resourceID, table: "Settings")`), and the bare entry is a leftover whose
    /// languages nobody misses. The entry with the text is checked as any other.
    static func withoutBareEntriesOfOtherTables(_ diagnostics: [Diagnostic], keySites: [String: [KeySite]]) -> [Diagnostic] {
        let id = MissingTranslationRule.description.id
        return diagnostics.filter { diagnostic in
            guard diagnostic.ruleID == id, let key = diagnostic.key, let sites = keySites[key], sites.count > 1,
                sites.contains(where: { $0.file == diagnostic.location.file && !$0.hasText })
            else { return true }
            return !sites.contains { $0.file != diagnostic.location.file && $0.hasText }
        }
    }

    static let needlessForUnusedKeys: Set<String> = [
        "missing-translation", "needs-review", "empty-translation", "untranslated-copy", "whitespace-mismatch",
        "format-specifier-mismatch",
        "doubled-space", "punctuation-mismatch", "bracket-mismatch", "number-mismatch", "placeholder-translation",
        "length-limit", "glossary-term", "plural-candidate", "plural-missing-category", "plural-unused-category",
        "plural-cldr-category", "source-changed",
    ]

    /// The catalog rules the configuration leaves on, with its languages and key pattern; nil when `keyPattern` is
    /// not a valid regular expression.
    static func catalogChecker(for request: CheckRequest) -> CatalogChecker? {
        let keyPattern: KeyPattern
        do {
            keyPattern = try request.configuration.keyPattern.map { try KeyPattern(regularExpression: $0) } ?? .convention
        } catch {
            return nil
        }
        let rules = CatalogRules.all.filter { request.configuration.level(of: $0.description) != .off }
        return CatalogChecker(
            rules: rules, languages: request.effectiveLanguages, keyPattern: keyPattern, detail: request.coverageDetail,
            englishKeys: request.configuration.englishKeys,
            translationSettings: TranslationRuleSettings(configuration: request.configuration))
    }

    /// The Swift files of ``sourceFiles(for:)``, looked for on a thread of their own from the moment a check
    /// starts. They are opened (and linted) as shown, unless the process runs elsewhere (tests): then relative
    /// paths are opened from the request's folder, and ``shownPaths`` remembers how each was shown.
    struct SourceDiscovery {
        let discovery: SourceLintRunner.Discovery
        /// Shown paths by opened path; nil when files are opened as shown.
        /// How each file was shown, by the path it was opened at; filled by the walk's thread.
        let shownPaths: Locked<[String: String]>?
        /// The files as the walk showed them, in its order, when kept (``LintHeadStart``: for a check run again).
        let walked: Locked<[String]>?

        init(_ request: CheckRequest, keepingWalked: Bool = false) {
            let cwd = request.currentDirectory
            // One look at the process's folder for all files (it is a system call).
            let shownPaths = FileManager.default.currentDirectoryPath == cwd ? nil : Locked<[String: String]>([:])
            // The same check run again with only `englishKeys` changed hands over the first's files (``CheckReuse``).
            let walk: @Sendable (_ found: (String) -> Void) -> Void
            if let reuse = request.reuse, let walked = reuse.sourcePaths {
                walk = { found in walked.forEach(found) }
            } else if let reuse = request.reuse {
                let folders = sourceWalk(for: request)
                walk = { found in
                    var walked: [String] = []
                    folders { shown in
                        walked.append(shown)
                        found(shown)
                    }
                    reuse.keep(sourcePaths: walked)
                }
            } else {
                walk = sourceWalk(for: request)
            }
            self.shownPaths = shownPaths
            let walked = keepingWalked ? Locked<[String]>([]) : nil
            self.walked = walked
            discovery = SourceLintRunner.Discovery { found in
                walk { shown in
                    walked?.withLock { $0.append(shown) }
                    guard let shownPaths, !shown.hasPrefix("/") else { return found(shown) }
                    let opened = PathDisplay.absolute(shown, from: cwd)
                    shownPaths.withLock { $0[opened] = shown }
                    found(opened)
                }
            }
        }
    }

    /// Lints the Swift files `sources` finds (while the folders are still walked), then reports catalog keys no
    /// file references (`unused-key`). The files come back as ``sourceFiles(for:)`` shows them; `inReportOrder`
    /// tells that the diagnostics are in report order as they are (the runner's, paths not changed, nothing added).
    /// Without catalogs, Interface Builder documents (`streamable` false) and a baseline, the findings go to the
    /// request's stream, if any: `streamed` counts them.
    static func lintSources(
        _ sources: SourceDiscovery, indexing: SourceLintRunner.Indexing, request: CheckRequest,
        keySites: [String: [KeySite]]?, staleKeys: Set<String> = [], unknownKeysKnowable: Bool = true,
        shippedLanguages: Set<String>, unitPractice: UnitPractice = UnitPractice(), streamable: Bool = true,
        projectUsesPlurals: Bool = true, keepsCapitals: Bool = false
    )
        -> (
            files: [String], diagnostics: [Diagnostic], failures: [String], references: [KeyReference],
            inReportOrder: Bool, streamed: ReportSummary.SeverityCounts?, unusedKeys: Set<String>
        )
    {
        var options = indexing.options
        options.setKeyStyle(for: request)
        // The catalogs' memory is let go with the index pass's (the index kept): when catalogs were read (by this
        // check or by the inference before it), their pages are given back before the lint's second pass takes its
        // own, most of them in other threads' arenas than those it freed. (Without catalogs, giving back the index
        // pass's alone raised the peak: its pages are the lint's next ones.)
        if keySites != nil || request.readCatalogs != nil { FreedMemory.giveBack() }
        options.setCatalogKeys(keySites.map { Set($0.keys) })
        options.symbolCatalogKeys = keySites.map { sites in
            Set(sites.lazy.filter { $0.value.contains { $0.file.hasSuffix(".xcstrings") } }.map(\.key))
        }
        options.setLayoutDirectionLevel(for: request, shipping: shippedLanguages)
        options.shippedLanguages = shippedLanguages
        options.countsAsEnglishDoes = ShippedPlurals.countAsEnglishDoes(shippedLanguages)
        options.keepsCapitals = keepsCapitals
        // A project with no plural anywhere writes counted text its own way (``withoutPluralCandidates``).
        if !projectUsesPlurals, request.configuration.rules["plural-candidate-source"] == nil {
            options.ruleLevels["plural-candidate-source"] = .off
        }
        options.staleCatalogKeys = staleKeys
        options.unitPractice = unitPractice
        if !unknownKeysKnowable { options.ruleLevels["unknown-key"] = .off }
        // Each file's table once (its keys stand at thousands of sites, all in a few files).
        var catalogFiles = Set<String>()
        var keptTerms = Set<String>()
        let teamKeyStyle = request.configuration.keyPattern != nil
        for (key, sites) in keySites ?? [:] {
            let sourceText = sites.lazy.compactMap(\.sourceText).first
            if let text = sourceText { options.catalogTexts[key] = text }
            // Under the team's own key style (a `keyPattern` its configuration or `init` states), a key translated
            // into another language is localized whatever its style; the built-in house rule holds prose keys to
            // `feature.screen.element` (``LintOptions/translatedCatalogKeys``).
            if teamKeyStyle, sites.contains(where: \.translated) { options.translatedCatalogKeys.insert(key) }
            // A name the tables keep alike in every language (VeraSnap's "VeraSnap Pro" in ten): a brand, as the
            // app's own name is, wherever code writes it.
            if let text = sourceText, sites.contains(where: \.keptAlike),
                KeptNames.isBrandLike(text)
            {
                options.productNames.append(text)
            }
            // A text of a few words every language the app ships writes as the source does (eightLttrs' German
            // 'Shop' and 'Name'): shown alike wherever code writes it, localized or not.
            if let text = sourceText, sites.contains(where: { Self.isKeptAlikeText(text, keptBy: $0.keptAlikeCount, shipped: shippedLanguages) }) {
                options.keptAlikeTexts.insert(text)
            }
            // A key the catalog marks not to be translated (DJDX's `"LEVEL 4" : { "shouldTranslate" : false }`): the
            // team decided its text reads alike in every language, wherever code writes it.
            if sites.contains(where: \.untranslatable) {
                options.keptAlikeTexts.insert(key)
                if let text = sourceText { options.keptAlikeTexts.insert(text) }
            }
            // A term the translations keep in English (GithubClient's 'Access Token' in "输入 Access Token"): a name
            // the team does not translate, wherever code writes it alone.
            for site in sites { keptTerms.formUnion(site.keptTerms) }
            for site in sites { catalogFiles.insert(site.file) }
        }
        options.productNames += keptTerms.sorted()
        for file in catalogFiles { options.catalogTables.insert(SourceExtraction.tableName(of: file)) }
        // Nothing comes between the lint's findings in the report (no catalog findings or `unused-key`, no
        // baseline, paths shown as opened): they can be written as the files are linted.
        var counter: Locked<ReportSummary.SeverityCounts>?
        var stream: (@Sendable ([Diagnostic]) -> Void)?
        // `layout-direction`'s notes (no right-to-left language shipped) are one note (``LayoutDirectionNotes``);
        // streamed, they are held back and written last.
        let groupsLayoutNotes = request.configuration.rules[CheckRun.layoutDirectionID] == nil
        let heldNotes = Locked([Diagnostic]())
        // A target left in English as a whole is one `hardcoded-string` finding (``TargetsLeftInEnglish``):
        // streamed, its findings are held back and written last, one or each as the whole target's count says.
        let targets = targetsLeftInEnglish(request, options: options, project: indexing.project)
        // Error descriptions no file reports alone still count toward a target's or folder's unit, then go.
        options.holdsErrorTexts = targets.hasCandidates
        let heldTargets = Locked([Diagnostic]())
        if let sink = request.stream, streamable, keySites == nil, request.baseline == nil, sources.shownPaths == nil {
            let counting = Locked(ReportSummary.SeverityCounts())
            counter = counting
            stream = { batch in
                var batch = batch
                if groupsLayoutNotes, batch.contains(where: LayoutDirectionNotes.isGrouped) {
                    let notes = batch.filter(LayoutDirectionNotes.isGrouped)
                    heldNotes.withLock { $0 += notes }
                    batch.removeAll(where: LayoutDirectionNotes.isGrouped)
                }
                if targets.hasCandidates, batch.contains(where: targets.isHeld) {
                    let held = batch.filter(targets.isHeld)
                    heldTargets.withLock { $0 += held }
                    batch.removeAll(where: targets.isHeld)
                }
                batch.removeAll(where: \.countsOnlyInGroups)
                counting.withLock { $0.add(batch) }
                sink(batch)
            }
        }
        // The Objective-C files' key uses (for `unused-key`) are looked for while the Swift files are linted: a walk
        // of the folders on a thread of its own, mostly waiting on the system.
        let projectRulesOn = SourceRules.projectRules.contains(where: { options.severity(of: $0.description.id) != nil })
        let objectiveC = keySites.flatMap { keySites in
            projectRulesOn ? ObjectiveCSearch(request: request, keys: Set(keySites.keys)) : nil
        }
        // Without catalog keys no literal is judged by them: `englishKeys` changes nothing, no file's result is kept.
        let (linted, result) = SourceLintRunner.run(
            sources.discovery, indexing: indexing, options: options, stream: stream,
            reuse: keySites == nil ? nil : request.reuse?.lint)
        if result.streamed, let sink = request.stream, case let held = heldTargets.withLock({ $0 }), !held.isEmpty {
            let written = targets.grouping(held).filter { !$0.countsOnlyInGroups }
            counter?.withLock { $0.add(written) }
            sink(written)
        }
        // Streamed, the note is not written with the findings: it goes below the summary (``CheckOutcome/layoutNote``).
        let streamedNote = result.streamed ? LayoutDirectionNotes.grouped(heldNotes.withLock { $0 }) : nil
        let streamed = result.streamed ? counter?.withLock { $0 } : nil
        var files = linted
        // The project rules (`unused-key`) start now, on a thread of their own, while the lint's findings are
        // grouped below (``ProjectRulesSearch``): they run only when sources were scanned.
        let projectRules = !linted.isEmpty && projectRulesOn
            ? keySites.flatMap { keySites in
                objectiveC.map { objectiveC in
                    ProjectRulesSearch(
                        keySites: keySites, lint: result, objectiveC: objectiveC, options: options,
                        currentDirectory: request.currentDirectory, reuse: request.reuse)
                }
            } : nil
        var diagnostics = groupsLayoutNotes ? LayoutDirectionNotes.grouping(result.diagnostics) : result.diagnostics
        if let shownPaths = sources.shownPaths {
            // Report the paths as the user would type them, not as they were opened.
            let byOpened = shownPaths.withLock { $0 }
            files = files.map { byOpened[$0] ?? $0 }
            for index in diagnostics.indices {
                let opened = diagnostics[index].location.file
                diagnostics[index].location.file = byOpened[opened] ?? opened
                for place in diagnostics[index].related.indices {
                    diagnostics[index].related[place].file = byOpened[diagnostics[index].related[place].file] ?? diagnostics[index].related[place].file
                }
            }
        }
        // A file left behind when its code moved, beside a twin of its name that localizes (``LeftoverCopies``).
        if !result.streamed {
            diagnostics = LeftoverCopies.filtered(
                diagnostics, localizingPaths: indexing.project.localizingPaths, targetFolders: options.targetFolders,
                currentDirectory: request.currentDirectory)
        }
        // The catalogs' keys, as the lint was given them (``LintOptions/setCatalogKeys(_:)``).
        if !result.streamed, targets.hasCandidates {
            let localized = targets.localizedInPractice(
                diagnostics, references: result.references, catalogKeys: options.catalogKeys ?? [])
            diagnostics = targets.grouping(diagnostics, localizedInPractice: localized)
        }
        // An app that localizes a sliver of its text is one finding (``AppLeftInEnglish``).
        if !result.streamed, let catalogKeys = options.catalogKeys {
            diagnostics = AppLeftInEnglish.grouping(
                diagnostics, localized: AppLeftInEnglish.localizedTexts(references: result.references, catalogKeys: catalogKeys),
                localizingFiles: AppLeftInEnglish.localizingFiles(of: indexing.project))
        }
        if options.holdsErrorTexts { diagnostics.removeAll(where: \.countsOnlyInGroups) }
        // Accessibility text kept in English as a whole is one finding (``AccessibilityLeftInEnglish``); streamed
        // findings (a project without catalogs) keep one each.
        let ungrouped = diagnostics
        let localizingFunctions = indexing.project.localizingFunctions
        let groupsAccessibility = !result.streamed
        let accessibilityGrouped: @Sendable () -> [Diagnostic] = {
            groupsAccessibility
                ? AccessibilityLeftInEnglish.grouping(ungrouped, files: linted, localizingFunctions: localizingFunctions)
                : ungrouped
        }
        let failures = result.errors.map { "\($0.location.file): error: \($0.message)" }

        // The project rules (`unused-key`) run only when sources were scanned.
        guard let projectRules else {
            return (files, accessibilityGrouped() + (streamedNote.map { [$0] } ?? []), failures, result.references,
                sources.shownPaths == nil && streamedNote == nil, streamed, [])
        }
        // `unused-key`'s findings stand in the catalogs: merged in report order when the lint's are in it. A mixed
        // app's Objective-C names keys too.
        // The same check run again with only `englishKeys` changed comes to the first's findings when its lint's
        // references are the first's (``CheckReuse``).
        // They depend on nothing the accessibility grouping does: both are worked out at once (each had the main
        // thread to itself, one core waiting, after the lint).
        let grouped = accessibilityGrouped()
        let (project, unusedKeys) = projectRules.value
        diagnostics = grouped
        guard sources.shownPaths == nil else {
            return (files, diagnostics + project, failures, result.references, false, nil, unusedKeys)
        }
        return (
            files, Diagnostic.merged(project.sorted(by: Diagnostic.reportOrder), diagnostics), failures, result.references,
            true, nil, unusedKeys
        )
    }

    /// ``objectiveCReferences(for:keys:)`` worked out on a thread of its own from the moment it is made.
    final class ObjectiveCSearch: Sendable {
        private let found = Locked<[KeyReference]?>(nil)
        private let done = DispatchSemaphore(value: 0)

        init(request: CheckRequest, keys: Set<String>) {
            let found = self.found
            let done = self.done
            // The same check run again with only `englishKeys` changed takes the first's (``CheckReuse``).
            if let kept = request.reuse?.objectiveCReferences(keys: keys) {
                found.withLock { $0 = kept }
                done.signal()
                return
            }
            Thread {
                let references = CheckRun.objectiveCReferences(for: request, keys: keys)
                request.reuse?.keep(objectiveC: references, keys: keys)
                found.withLock { $0 = references }
                done.signal()
            }.start()
        }

        /// The references (waits for the search).
        var references: [KeyReference] {
            if let references = found.withLock({ $0 }) { return references }
            done.wait()
            done.signal()
            return found.withLock { $0! }
        }
    }

    /// The level of `layout-direction` for a project that ships `languages` (its catalogs' and the required ones):
    /// an error when one of them is written right to left (``LanguageNames/isRightToLeft(_:)``: its users see the
    /// layout that does not flip), a note when none is (nobody sees it yet; the day a right-to-left language comes,
    /// the notes are the list to fix).
    ///
    ///     CheckRun.layoutDirectionLevel(shipping: ["en", "ar"])   // .severity(.error)
    ///     CheckRun.layoutDirectionLevel(shipping: ["en", "de"])   // .severity(.note)
    /// `languages` less the right-to-left ones the Xcode projects do not localize the app in, where they name two
    /// languages or more and no right-to-left one: Cliqz's Arabic tables, copied from Firefox into extension folders,
    /// beside a project whose `knownRegions` are `en, Base, de, fr, it`, reach no user.
    ///
    ///     CheckRun.built(["en", "de", "ar"], knownRegions: ["en", "de"])   // ["en", "de"]
    ///     CheckRun.built(["en", "ar"], knownRegions: ["en", "ar"])         // ["en", "ar"]
    static func built(_ languages: Set<String>, knownRegions: Set<String>) -> Set<String> {
        guard knownRegions.count >= 2, !knownRegions.contains(where: isRightToLeftRegion) else { return languages }
        return languages.filter { !LanguageNames.isRightToLeft($0) }
    }

    /// A `knownRegions` entry for a right-to-left language, by code or by the old English names (`Arabic`).
    private static func isRightToLeftRegion(_ region: String) -> Bool {
        LanguageNames.isRightToLeft(region) || ["arabic", "hebrew", "persian", "farsi", "urdu"].contains(region.lowercased())
    }

    static func layoutDirectionLevel(shipping languages: Set<String>) -> RuleLevel {
        .severity(languages.contains(where: LanguageNames.isRightToLeft) ? .error : .note)
    }

    /// `stale-key`'s id.
    static let staleKeyID = StaleKeyRule.description.id

    /// `layout-direction`'s id (a source rule's, in L10nSourceRules).
    static let layoutDirectionID = "layout-direction"

    /// Applies the configured levels (dropping `off` rules), then the baseline; sorts; builds the summary.
    /// Baseline entries for `scannedFiles` (nil: any file) that match no finding are counted as unmatched.
    /// `inReportOrder` says the diagnostics come in report order already (the order is then not checked again).
    public static func finish(
        _ diagnostics: [Diagnostic], request: CheckRequest, catalogs: [ReportSummary.CatalogProgress],
        filesScanned: Int, failures: [String], scannedFiles: [String]? = nil, inReportOrder: Bool = false
    ) -> CheckOutcome {
        var levelled: [Diagnostic] = []
        if request.configuration.rules.isEmpty {
            levelled = diagnostics  // no levels to apply: no per-diagnostic copy
        } else {
            levelled.reserveCapacity(diagnostics.count)
            for var diagnostic in diagnostics {
                switch request.configuration.rules[diagnostic.ruleID] {
                case .off?: continue
                case .severity(let severity)?: diagnostic.severity = severity
                case nil: break
                }
                levelled.append(diagnostic)
            }
        }
        // Usually sorted already (the lint's findings come sorted): checking is cheaper than a stable sort.
        if !inReportOrder, !Diagnostic.isInReportOrder(levelled) { levelled.sort(by: Diagnostic.reportOrder) }
        // The same finding reached twice (a table two copies of one document pair with: Clipy's XIB in its folder
        // and in Base.lproj) is reported once; in report order, equal findings are neighbours.
        if levelled.count > 1, zip(levelled, levelled.dropFirst()).contains(where: { $0 == $1 }) {
            var unique: [Diagnostic] = []
            unique.reserveCapacity(levelled.count)
            for diagnostic in levelled where unique.last != diagnostic { unique.append(diagnostic) }
            levelled = unique
        }
        var kept = levelled
        var hidden = 0
        var unmatched = 0
        if let baseline = request.baseline {
            let applied = baseline.apply(
                to: levelled, currentDirectory: request.currentDirectory, scannedFiles: scannedFiles)
            (kept, hidden, unmatched) = (applied.kept, applied.hidden, applied.unmatched.count)
        }
        return CheckOutcome(
            diagnostics: kept, allDiagnostics: levelled, hiddenByBaseline: hidden, unmatchedBaselineEntries: unmatched,
            summary: ReportSummary(catalogs: catalogs, filesScanned: filesScanned, diagnostics: kept), failures: failures)
    }

    /// What the request covers: the paths as typed, else the configuration's `catalogs` (relative to the
    /// configuration's folder, shown relative to the current folder), else `.`.
    static func roots(for request: CheckRequest) -> [String] {
        if !request.paths.isEmpty { return request.paths }
        let configured = resolved(request.configuration.catalogs, request)
        return configured.isEmpty ? ["."] : configured
    }

    /// The configuration's paths, taken from its folder and shown relative to the current folder (absolute when
    /// outside it).
    static func resolved(_ paths: [String], _ request: CheckRequest) -> [String] {
        let base = request.configuration.baseDirectory ?? request.currentDirectory
        return paths.map { PathDisplay.shown(PathDisplay.absolute($0, from: base), from: request.currentDirectory) }
    }

    /// The catalogs to check: ``roots(for:)`` searched for `.xcstrings` files (`.swift` files among the paths
    /// are left to the source lint), minus those an `exclude` glob matches (the glob is tried on the path
    /// relative to the configuration's folder and on each of its folders). Paths are as typed, or absolute when
    /// they lead outside the current folder.
    public static func catalogFiles(for request: CheckRequest) throws(CatalogError) -> [String] {
        let cwd = request.currentDirectory
        // A storyboard or xib named on the command line: its catalog, when it has one.
        let roots = Self.roots(for: request).filter { !$0.hasSuffix(".swift") }
            .compactMap { InterfaceBuilderDocument.isDocument($0) ? InterfaceBuilderFinder.catalog(ofDocument: $0, cwd: cwd) : $0 }
        guard !roots.isEmpty else { return [] }
        var found = try CatalogFinder.find(roots.map { absoluteIfNeeded($0, cwd) })
        let globs = request.configuration.exclude.map(Glob.init)
        if !globs.isEmpty {
            found.removeAll { FileFinder.matchesItselfOrAFolder(excludeName(of: $0, request), globs) }
        }
        return found.map { PathDisplay.display($0, currentDirectory: cwd) }
    }

    /// A path as `exclude` globs see it: relative to the configuration's folder (else the current folder).
    static func excludeName(of path: String, _ request: CheckRequest) -> String {
        let cwd = request.currentDirectory
        return PathDisplay.relative(
            PathDisplay.absolute(path, from: cwd), to: request.configuration.baseDirectory ?? cwd)
    }

    /// The Swift files to lint: under the paths as typed, else under the configuration's `sources`, else under
    /// ``roots(for:)``; `exclude` globs see paths relative to the configuration's folder, as for catalogs.
    /// Paths lose a leading `./`; those outside the current folder are absolute.
    public static func sourceFiles(for request: CheckRequest) -> [String] {
        var files: [String] = []
        sourceWalk(for: request)({ files.append($0) })
        return FileFinder.sortedAndUnique(files)
    }

    /// A walk that hands each Swift file of ``sourceFiles(for:)`` over as found, as shown (not yet sorted).
    /// The catalog keys the Objective-C files name (``ObjectiveCKeyUses``): under the Swift sources' roots and the
    /// top folder of each configured catalog folder (`ownCloudAppFramework` for `ownCloudAppFramework/Resources`:
    /// a framework with no Swift file reads its own table), with the same exclusions.
    static func objectiveCReferences(for request: CheckRequest, keys: Set<String>) -> [KeyReference] {
        var roots = sourceRoots(for: request)
        if request.paths.isEmpty {
            let base = request.configuration.baseDirectory ?? request.currentDirectory
            // An Android app beside the iOS one (a top folder with a Gradle build): tables generated for both hold
            // keys only its Kotlin reads (``ObjectiveCKeyUses/androidResourcesWithLines(in:)``).
            let androidFolders = DirectoryListing.names(of: base)?.sorted().filter { name in
                !name.hasPrefix(".") && ["settings.gradle", "settings.gradle.kts", "build.gradle", "build.gradle.kts"].contains {
                    FileManager.default.fileExists(atPath: base + "/" + name + "/" + $0)
                }
            } ?? []
            for folder in request.configuration.catalogs.compactMap({ $0.split(separator: "/").first(where: { $0 != "." }) }).map(String.init)
                + androidFolders
            {
                let shown = PathDisplay.shown(PathDisplay.absolute(folder, from: base), from: request.currentDirectory)
                if !roots.contains(where: { shown == $0 || shown.hasPrefix($0 + "/") || $0 == "." }) { roots.append(shown) }
            }
        }
        // Vendored code the configuration leaves out of the lint still names keys of the app's tables when the team
        // adapted it (Stage1st's `Vendors/REComposeViewController` reads 'REComposeSheetView.Post'): its literals count
        // as uses, though its text is not the team's to localize.
        let exclude = request.configuration.exclude.filter { pattern in
            !ProjectSurvey.vendoredNames.contains(String(pattern.split(separator: "/").last ?? ""))
        }
        var references = ObjectiveCKeyUses.references(
            roots: roots.map { absoluteIfNeeded($0, request.currentDirectory) }, exclude: exclude,
            rootNames: exclude.isEmpty ? nil : roots.map { excludeName(of: $0, request) }, keys: keys)
        // A UI test target the configuration leaves out of the lint still reads the app's keys: PDF Reader's UI tests
        // find the 'Search' button by `localizedString("Search")`, from the table the test bundle copies, so the
        // screen shows that text; deleting such a key breaks them. (A unit test that only checks a table's strings,
        // govuk's `LocalizedEnglishStringTests`, keeps no key in use.)
        if request.paths.isEmpty {
            let base = request.configuration.baseDirectory ?? request.currentDirectory
            let testFolders = DirectoryListing.names(of: base)?.sorted().filter { name in
                !name.hasPrefix(".") && name.hasSuffix("UITests")
            } ?? []
            let testRoots = testFolders.map { PathDisplay.shown(PathDisplay.absolute($0, from: base), from: request.currentDirectory) }
                .filter { shown in !roots.contains(where: { shown == $0 || shown.hasPrefix($0 + "/") || $0 == "." }) }
            if !testRoots.isEmpty {
                references += ObjectiveCKeyUses.swiftLiteralReferences(
                    roots: testRoots.map { absoluteIfNeeded($0, request.currentDirectory) }, keys: keys)
            }
        }
        return references
    }

    static func sourceWalk(for request: CheckRequest) -> @Sendable (_ found: (String) -> Void) -> Void {
        let roots = sourceRoots(for: request)
        let cwd = request.currentDirectory
        let exclude = request.configuration.exclude
        let walkRoots = roots.map { absoluteIfNeeded($0, cwd) }
        let rootNames = exclude.isEmpty ? nil : roots.map { excludeName(of: $0, request) }
        // With a plain absolute current folder, a path with no `..` component stays inside it, so
        // PathDisplay.display would return it unchanged: skip resolving each of thousands of files through URL.
        let plainCwd = cwd.hasPrefix("/") && !cwd.split(separator: "/").contains { $0 == "." || $0 == ".." }
        return { found in
            FileFinder(fileExtension: "swift").walk(walkRoots, exclude: exclude, rootNames: rootNames) { path in
                found(shownSourcePath(path, cwd: cwd, plainCwd: plainCwd))
            }
        }
    }

    /// The paths Swift files are looked for under: the paths as typed, else the configuration's `sources`, else
    /// ``roots(for:)``.
    static func sourceRoots(for request: CheckRequest) -> [String] {
        var roots = request.paths
        if roots.isEmpty { roots = resolved(request.configuration.sources, request) }
        if roots.isEmpty { roots = Self.roots(for: request) }
        return roots
    }

    /// Relative paths are kept as typed when the process runs in `cwd` (the command line); otherwise (tests, which
    /// never change the current folder) they are made absolute from `cwd`.
    static func absoluteIfNeeded(_ path: String, _ cwd: String) -> String {
        if path.hasPrefix("/") || FileManager.default.currentDirectoryPath == cwd { return path }
        return PathDisplay.absolute(path, from: cwd)
    }

    /// The positions of `files` from the largest file to the smallest (an unreadable one last): the order to read
    /// and check them on several cores in, so that the last ones taken are short.
    static func largestFirst(_ files: [String], currentDirectory: String) -> [Int] {
        let sizes = files.map { file in
            (try? FileManager.default.attributesOfItem(atPath: absoluteIfNeeded(file, currentDirectory))[.size] as? Int) ?? 0
        }
        return files.indices.sorted { sizes[$0] > sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) }
    }

    /// The catalog at `file`, read from the file mapped, each part handed back once read (see ``MappedFile``): the
    /// model is held, not the file besides (with the inference's read, `ProjectInit.infer`, likewise: `check` on a
    /// 56 MB catalog without a configuration peaked at 151 MB, 126 MB since).
    static func readCatalog(_ file: String, currentDirectory: String) throws(CatalogError) -> StringCatalog {
        let mapped = try MappedFile.input(absoluteIfNeeded(file, currentDirectory), shownAs: file)
        return try StringCatalog(file: mapped, path: file, keepingFirstOfDuplicates: true)
    }
}
