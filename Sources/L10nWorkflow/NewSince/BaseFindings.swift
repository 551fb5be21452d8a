import L10nCatalogChecks
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing
import L10nSourceRules
import XCStrings

/// The findings the merge base had, for ``NewSinceCheck``: what `l10n check` would have reported there, with
/// each file named as it is named now.
///
/// Only what differs is checked again. A file unchanged since the merge base has the findings it has now, except
/// for the findings that depend on other files:
/// - a changed catalog is read as the commit has it (from its old name when renamed) and checked; an added one
///   had nothing;
/// - a changed Swift file is linted as the commit has it, under its current name (so a rename alone changes no
///   suggested key); an added one had nothing;
/// - the catalog keys at the commit are those of the unchanged catalogs, the changed ones as they were, and the
///   deleted ones (those the check would have found: under its paths, not excluded); when they differ from
///   today's, the unchanged Swift files that use keys are linted again with them (`unknown-key`);
/// - `unused-key` is worked out again from the commit's keys and the commit's references (deleted Swift files'
///   included).
struct BaseFindings {
    /// The merge base's findings, paths as the work tree's run shows them.
    var diagnostics: [Diagnostic] = []
    /// Files the commit has that could not be read as catalogs (their findings then all count as new).
    var notes: [String] = []

    init(
        of outcome: CheckOutcome, request: CheckRequest, repository: GitRepository, commit: String,
        changes: [GitChange]
    ) throws(GitError) {
        let cwd = request.currentDirectory
        let files = FileMap(repository: repository, currentDirectory: cwd)
        var byPath: [String: GitChange] = [:]
        for change in changes where change.kind != .deleted { byPath[change.path] = change }
        /// The change to a file the run checked, by its shown path.
        func change(of shown: String) -> GitChange? {
            byPath.isEmpty ? nil : files.repositoryPath(of: shown).flatMap { byPath[$0] }
        }
        let changedCatalogs = outcome.catalogFiles.compactMap { shown in change(of: shown).map { (shown, $0) } }
        let changedSources = outcome.sourceFiles.compactMap { shown in change(of: shown).map { (shown, $0) } }
        let deleted = changes.filter { $0.kind == .deleted }.map(\.path)
        let deletedCatalogs = deleted.filter {
            $0.hasSuffix(".xcstrings") && files.wouldBeChecked($0, roots: CheckRun.roots(for: request), request)
        }
        let deletedSources = deleted.filter {
            $0.hasSuffix(".swift") && files.wouldBeChecked($0, roots: CheckRun.sourceRoots(for: request), request)
        }
        let wanted = (changedCatalogs + changedSources).compactMap(\.1.oldPath) + deletedCatalogs + deletedSources
        let contents = try repository.contents(of: wanted, at: commit)

        // Catalogs: unchanged ones as they are now, changed and deleted ones as the commit has them.
        let changedCatalogNames = Set(changedCatalogs.map(\.0))
        var keySites = outcome.keySites.compactMapValues { sites -> [CheckRun.KeySite]? in
            let kept = sites.filter { !changedCatalogNames.contains($0.file) }
            return kept.isEmpty ? nil : kept
        }
        var hadCatalogs = outcome.catalogFiles.count > changedCatalogs.count
        let checker = CheckRun.catalogChecker(for: request)
        let catalogsAtCommit =
            changedCatalogs.compactMap { shown, change in change.oldPath.map { (shown, $0, true) } }
            + deletedCatalogs.map { (files.shown($0), $0, false) }
        for (shown, oldPath, isChecked) in catalogsAtCommit {
            guard let bytes = contents[oldPath] else { continue }
            hadCatalogs = true
            let catalog: StringCatalog
            do {
                catalog = try StringCatalog(bytes: bytes, path: shown)
            } catch {
                notes.append(
                    "note: '\(oldPath)' at \(commit.prefix(7)) is not a readable catalog (\(error.message)); "
                        + "its findings count as new")
                continue
            }
            if isChecked, let checker {
                let checked = checker.run(catalog, file: shown)
                diagnostics += SourceCopyGroups.grouped(checked.diagnostics, coverage: checked.coverage)
            }
            for (key, entry) in catalog.entries where entry.extractionState != .stale {
                keySites[key, default: []].append(CheckRun.KeySite(file: shown, position: entry.position))
            }
        }
        let catalogNames = Set(outcome.catalogFiles)
        let projectRuleIDs = Set(SourceRules.projectRules.map { $0.description.id })
        diagnostics += outcome.allDiagnostics.filter {
            catalogNames.contains($0.location.file) && !changedCatalogNames.contains($0.location.file)
                && !projectRuleIDs.contains($0.ruleID)
        }

        // Swift files: changed and deleted ones linted as the commit has them, with the commit's keys.
        let keysNow = Set(outcome.keySites.keys)
        let keys = hadCatalogs && !outcome.catalogFiles.isEmpty ? Set(keySites.keys) : nil
        var options = CheckRun.lintOptions(for: request, catalogKeys: keys, shippedLanguages: outcome.shippedLanguages)
        options.unitPractice = outcome.unitPractice
        let linter = SourceLinter(options: options)
        var references: [KeyReference] = []
        let sourcesAtCommit =
            changedSources.compactMap { shown, change in change.oldPath.map { (shown, $0, true) } }
            + deletedSources.map { (files.shown($0), $0, false) }
        for (shown, oldPath, isChecked) in sourcesAtCommit {
            guard let bytes = contents[oldPath] else { continue }
            let result = linter.lint(path: CheckRun.absoluteIfNeeded(shown, cwd), bytes: bytes)
            references += result.references
            if isChecked { diagnostics += result.diagnostics.map { $0.relabelled(shown) } }
        }
        // Unchanged ones as they are now, or linted again when the keys they may name differ.
        let changedSourceNames = Set(changedSources.map(\.0))
        let opened = Set(changedSources.map { CheckRun.absoluteIfNeeded($0.0, cwd) })
        let filesWithReferences = Set(outcome.keyReferences.map(\.location.file))
        var relinted: [String: String] = [:]  // shown path by opened path
        if let keys, keys != keysNow {
            for shown in outcome.sourceFiles where !changedSourceNames.contains(shown) {
                let path = CheckRun.absoluteIfNeeded(shown, cwd)
                if filesWithReferences.contains(path) { relinted[path] = shown }
            }
        }
        references += outcome.keyReferences.filter {
            !opened.contains($0.location.file) && relinted[$0.location.file] == nil
        }
        if !relinted.isEmpty {
            let result = SourceLintRunner.run(files: relinted.keys.sorted(), options: options)
            diagnostics += result.diagnostics.map { $0.relabelled(relinted[$0.location.file] ?? $0.location.file) }
        }
        let relintedNames = Set(relinted.values)
        let sourceNames = Set(outcome.sourceFiles)
        diagnostics += outcome.allDiagnostics.filter {
            sourceNames.contains($0.location.file) && !changedSourceNames.contains($0.location.file)
                && !relintedNames.contains($0.location.file)
        }

        // `unused-key`, as the run worked it out, from the commit's keys and references.
        if keys != nil, !outcome.sourceFiles.isEmpty {
            diagnostics += CheckRun.projectRuleFindings(
                keySites, references: references, options: options, currentDirectory: request.currentDirectory)
        }
    }

    /// Paths as git names them (relative to the repository's top) and as the run shows them.
    struct FileMap {
        let top: String
        let currentDirectory: String

        init(repository: GitRepository, currentDirectory: String) {
            self.currentDirectory = currentDirectory
            top = PathDisplay.absolute(repository.upToTop.isEmpty ? "." : repository.upToTop, from: currentDirectory)
        }

        /// `App/Home.swift` for a shown path inside the repository, else nil.
        func repositoryPath(of shown: String) -> String? {
            let absolute = PathDisplay.absolute(shown, from: currentDirectory)
            guard absolute != top, PathDisplay.isInside(absolute, top) else { return nil }
            return PathDisplay.relative(absolute, to: top)
        }

        /// A repository path as the run would show it.
        func shown(_ path: String) -> String {
            PathDisplay.shown(absolute(path), from: currentDirectory)
        }

        func absolute(_ path: String) -> String {
            PathDisplay.absolute(path, from: top)
        }

        /// Whether the check would have found this file (a catalog under the catalog roots, a Swift file under the
        /// source roots): under one of `roots`, in no skipped folder (`.build`, `.git` …), not excluded.
        func wouldBeChecked(_ path: String, roots: [String], _ request: CheckRequest) -> Bool {
            let file = absolute(path)
            let isUnderARoot = roots.contains { root in
                let folder = PathDisplay.absolute(root, from: currentDirectory)
                guard file == folder || PathDisplay.isInside(file, folder) else { return false }
                let inside = PathDisplay.relative(file, to: folder).split(separator: "/").dropLast()
                return !inside.contains { SkippedFolders.contains(String($0)) }
            }
            guard isUnderARoot else { return false }
            let globs = request.configuration.exclude.map(Glob.init)
            return globs.isEmpty
                || !FileFinder.matchesItselfOrAFolder(CheckRun.excludeName(of: shown(path), request), globs)
        }
    }
}

extension Diagnostic {
    /// The same finding in another file's name.
    func relabelled(_ file: String) -> Diagnostic {
        var copy = self
        copy.location.file = file
        return copy
    }
}
