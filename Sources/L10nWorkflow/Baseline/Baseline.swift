import Foundation
import L10nDiagnostics
import L10nFiles
import XCStrings

/// Findings recorded once so that later runs report only new ones: `l10n check --write-baseline FILE`, then
/// `l10n check --baseline FILE`.
///
///     {
///       "findings" : [
///         {
///           "file" : "App/Localizable.xcstrings",
///           "key" : "home.title",
///           "language" : "es",
///           "message" : "missing 'es' translation for 'home.title'",
///           "rule" : "missing-translation"
///         }
///       ],
///       "version" : 2
///     }
///
/// An entry records a finding's ``FindingIdentity`` (file, rule, key, language, and for a finding in Swift the
/// literal's `text` and its enclosing declaration, `scope`), never a line number, so it survives edits elsewhere
/// in the file; the message is kept for the reader. Matching is a multiset: two identical findings need two
/// entries, and a third identical finding is new.
///
/// A finding whose file was renamed or moved since still matches its entry, when the entry's file no longer
/// exists and the rest of the identity is the same.
///
/// Version 1 files (written before findings in Swift carried their text) are still read and matched as they were
/// written, by message: a suggested key's `_2` in a message can then make an old finding look new. `check` says
/// so in a note; `--write-baseline` rewrites the file as version 2.
/// Entries are sorted, so the file is stable across runs and diffs well. Paths are relative to the baseline
/// file's folder (when it is known), so a baseline written at the repository root still matches a run from a
/// subfolder.
public struct Baseline: Sendable, Hashable {
    /// The version written; version 1 is read too.
    public static let formatVersion = 2
    /// The versions read.
    public static let readableVersions = 1...2

    /// One recorded finding.
    public struct Entry: Sendable, Hashable, Comparable {
        public var file: String
        public var rule: String
        public var key: String?
        public var language: String?
        /// A finding in Swift's text (``Diagnostic/text``).
        public var text: String?
        /// A finding in Swift's enclosing declaration (``Diagnostic/scope``).
        public var scope: String?
        /// For the reader; part of the identity only where there is no text.
        public var message: String

        public init(
            file: String, rule: String, key: String?, language: String?, text: String? = nil, scope: String? = nil,
            message: String
        ) {
            self.file = file
            self.rule = rule
            self.key = key
            self.language = language
            self.text = text
            self.scope = scope
            self.message = message
        }

        /// The entry a diagnostic is recorded as (a leading `./` of the path is dropped).
        public init(_ diagnostic: Diagnostic) {
            self.init(
                file: Baseline.normalizedPath(diagnostic.location.file), rule: diagnostic.ruleID, key: diagnostic.key,
                language: diagnostic.language, text: diagnostic.text, scope: diagnostic.scope,
                message: diagnostic.message)
        }

        /// What the entry matches: the identity of the finding it recorded.
        public var identity: FindingIdentity {
            FindingIdentity(
                file: file, rule: rule, key: key, language: language, subject: text ?? message, scope: scope)
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.identity, lhs.message) < (rhs.identity, rhs.message)
        }
    }

    /// Sorted.
    public private(set) var entries: [Entry]
    /// The absolute folder entry paths are relative to (the baseline file's); nil: as the diagnostics show them.
    public var directory: String?
    /// The file's version: 1 matches findings by message (``FindingIdentity/legacy(_:)``), 2 by identity.
    public var version: Int

    public init(entries: [Entry], directory: String? = nil, version: Int = Baseline.formatVersion) {
        self.entries = entries.sorted()
        self.directory = directory
        self.version = version
    }

    /// A baseline of these findings. With `directory` (the folder the baseline file goes to) and the
    /// `currentDirectory` the diagnostics' paths are relative to, paths are stored relative to `directory`.
    public init(recording diagnostics: [Diagnostic], currentDirectory: String? = nil, directory: String? = nil) {
        self.init(entries: [], directory: directory)
        entries = diagnostics.map { entry(for: $0, currentDirectory: currentDirectory) }.sorted()
    }

    /// The entry a diagnostic is recorded as, its path made relative to ``directory``.
    public func entry(for diagnostic: Diagnostic, currentDirectory: String?) -> Entry {
        var entry = Entry(diagnostic)
        entry.file = entryPath(entry.file, currentDirectory: currentDirectory)
        return entry
    }

    /// The diagnostics not in the baseline, and how many were hidden; `currentDirectory` is the folder the
    /// diagnostics' relative paths start from.
    ///
    ///     let (shown, hidden) = baseline.filter(findings, currentDirectory: cwd)
    public func filter(_ diagnostics: [Diagnostic], currentDirectory: String? = nil) -> (kept: [Diagnostic], hidden: Int) {
        let applied = apply(to: diagnostics, currentDirectory: currentDirectory)
        return (applied.kept, applied.hidden)
    }

    /// What applying a baseline gives: the findings still shown, how many it hid, and its entries that matched
    /// no finding (the baseline is out of date: rewrite it with `--write-baseline`).
    public struct Applied: Sendable, Hashable {
        public var kept: [Diagnostic]
        public var hidden: Int
        /// Entries (one per unmatched occurrence, sorted) that no finding matched.
        public var unmatched: [Entry]
    }

    /// ``filter(_:currentDirectory:)``, also naming the entries no finding matched. With `scannedFiles` (paths
    /// as the diagnostics show them), only entries for those files count as unmatched: an entry for a file the
    /// run did not look at may still be current.
    ///
    ///     let applied = baseline.apply(to: findings, currentDirectory: cwd, scannedFiles: files)
    ///     applied.unmatched.count   // 3: those findings are fixed
    public func apply(to diagnostics: [Diagnostic], currentDirectory: String? = nil, scannedFiles: [String]? = nil)
        -> Applied
    {
        var remaining: [FindingIdentity: [Entry]] = [:]
        for entry in entries { remaining[entry.identity, default: []].append(entry) }
        var kept: [Diagnostic] = []
        var hidden = 0
        // Sorted first, so which of several identical findings stays visible does not depend on check order.
        for diagnostic in diagnostics.sorted(by: Diagnostic.reportOrder) {
            var identity = version == 1 ? FindingIdentity.legacy(diagnostic) : FindingIdentity(diagnostic)
            identity.file = entryPath(identity.file, currentDirectory: currentDirectory)
            if let matches = remaining[identity], !matches.isEmpty {
                remaining[identity]!.removeLast()
                hidden += 1
            } else {
                kept.append(diagnostic)
            }
        }
        if !kept.isEmpty { matchRenamedFiles(&kept, &hidden, &remaining, currentDirectory: currentDirectory) }
        let scanned = scannedFiles.map { files in Set(files.map { entryPath($0, currentDirectory: currentDirectory) }) }
        var unmatched: [Entry] = []
        for (identity, left) in remaining where scanned.map({ $0.contains(identity.file) }) ?? true {
            unmatched += left
        }
        return Applied(kept: kept, hidden: hidden, unmatched: unmatched.sorted())
    }

    /// The second pass of ``apply(to:currentDirectory:scannedFiles:)``: a file renamed or moved since the baseline
    /// was written. Entries left for a file that no longer exists match findings that are the same but for the
    /// file (rule, key, language, text, declaration), each at most once.
    private func matchRenamedFiles(
        _ kept: inout [Diagnostic], _ hidden: inout Int, _ remaining: inout [FindingIdentity: [Entry]],
        currentDirectory: String?
    ) {
        guard let base = directory ?? currentDirectory else { return }
        var orphans: [FindingIdentity: [FindingIdentity]] = [:]  // without the file → as recorded
        var exists: [String: Bool] = [:]
        for (identity, left) in remaining where !left.isEmpty {
            let present = exists[identity.file] ?? FileManager.default.fileExists(
                atPath: PathDisplay.absolute(identity.file, from: base))
            exists[identity.file] = present
            guard !present else { continue }
            var anyFile = identity
            anyFile.file = ""
            orphans[anyFile, default: []] += Array(repeating: identity, count: left.count)
        }
        guard !orphans.isEmpty else { return }
        kept.removeAll { diagnostic in
            var anyFile = version == 1 ? FindingIdentity.legacy(diagnostic) : FindingIdentity(diagnostic)
            anyFile.file = ""
            guard let recorded = orphans[anyFile]?.popLast() else { return false }
            remaining[recorded]!.removeLast()
            hidden += 1
            return true
        }
    }

    /// A path as entries record it: without a leading `./`, relative to ``directory`` when it is known.
    func entryPath(_ path: String, currentDirectory: String?) -> String {
        let normalized = Self.normalizedPath(path)
        guard let directory, let currentDirectory else { return normalized }
        return PathDisplay.relative(PathDisplay.absolute(normalized, from: currentDirectory), to: directory)
    }

    static func normalizedPath(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./") { result = result.dropFirst(2) }
        return String(result)
    }
}
