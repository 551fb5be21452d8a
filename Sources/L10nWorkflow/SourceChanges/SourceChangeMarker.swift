import L10nCatalogChecks
import L10nDiagnostics
import L10nFiles
import XCStrings

/// `l10n check --mark-changed`: sets each translation `source-changed` finds (see ``SourceChange``) to
/// `needs_review`, in place, so `extract` and MCP's `untranslated` hand it out again.
///
///     let marked = SourceChangeMarker.mark(files: outcome.catalogFiles, request: request)
///     // [Marked(file: "App/Localizable.xcstrings", changes: [es 'settings.sync.title', fr …])]
///
/// Only those string units' `state` changes; each catalog is written once, atomically, in its own layout
/// (``StringCatalog/bytes(replacing:)``): a one-string change is a one-line diff. A catalog whose bytes differ
/// from what was checked (another writer meanwhile) is not written, and said so.
public enum SourceChangeMarker {
    /// What was marked in one catalog.
    public struct Marked: Sendable, Hashable {
        public var file: String
        public var changes: [SourceChange]
    }

    /// What marking did: the catalogs written and lines for standard error (files that could not be written).
    public struct Outcome: Sendable, Hashable {
        public var marked: [Marked] = []
        public var failures: [String] = []

        /// `marked 3 translations 'needs_review' in 1 catalog`.
        public var summary: String {
            let count = marked.reduce(0) { $0 + $1.changes.count }
            let files = marked.count
            return "marked \(CoverageReport.counted(count, "translation")) 'needs_review' in "
                + CoverageReport.counted(files, "catalog")
        }
    }

    /// Marks the source-changed translations of `files` (as the run shows them); the rule's level is not
    /// consulted (asking to mark is asking for the rule).
    public static func mark(files: [String], request: CheckRequest) -> Outcome {
        var outcome = Outcome()
        let bases = SourceChangeBase.catalogs(of: files, request: request)
        for file in files.sorted() {
            guard let base = bases[file] else { continue }
            let path = PathDisplay.absolute(file, from: request.currentDirectory)
            let original: [UInt8]
            var catalog: StringCatalog
            do {
                original = try FileReader.read(path)
                catalog = try StringCatalog(bytes: original, path: file)
            } catch {
                outcome.failures.append("\(file): error: could not mark it: \(error)")
                continue
            }
            let (changed, changes) = marking(catalog, base: base)
            guard !changes.isEmpty else { continue }
            do {
                try AtomicFile.write(changed.bytes(replacing: original), to: path)
                outcome.marked.append(Marked(file: file, changes: changes))
            } catch {
                outcome.failures.append("\(file): error: could not write it: \(error)")
            }
        }
        return outcome
    }

    /// `catalog` with every source-changed translation set to `needs_review`, and those changes.
    public static func marking(_ catalog: StringCatalog, base: StringCatalog) -> (StringCatalog, [SourceChange]) {
        var catalog = catalog
        var all: [SourceChange] = []
        for index in catalog.entries.indices {
            let entry = catalog.entries[valueAt: index]
            guard entry.shouldTranslate != false, entry.extractionState != .stale else { continue }
            let changes = SourceChange.find(
                in: entry, base: base.entries[entry.key], sourceLanguage: catalog.sourceLanguage)
            guard !changes.isEmpty else { continue }
            all += changes
            var updated = entry
            for language in Set(changes.map(\.language)) {
                let paths = Set(changes.filter { $0.language == language }.map(\.variant))
                updated.localizations[language]?.updateStringUnits { path, unit in
                    if paths.contains(path) { unit.state = .needsReview }
                }
            }
            catalog.entries[valueAt: index] = updated
        }
        return (catalog, all)
    }
}
