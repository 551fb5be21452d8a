import L10nDiagnostics
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
///       "version" : 1
///     }
///
/// An entry is file, rule, key, language and message, never a line number, so it survives edits elsewhere in the
/// file. Matching is a multiset: two identical findings need two entries, and a third identical finding is new.
/// Entries are sorted, so the file is stable across runs and diffs well.
public struct Baseline: Sendable, Hashable {
    public static let formatVersion = 1

    /// One recorded finding.
    public struct Entry: Sendable, Hashable, Comparable {
        public var file: String
        public var rule: String
        public var key: String?
        public var language: String?
        public var message: String

        public init(file: String, rule: String, key: String?, language: String?, message: String) {
            self.file = file
            self.rule = rule
            self.key = key
            self.language = language
            self.message = message
        }

        /// The entry a diagnostic is recorded as (a leading `./` of the path is dropped).
        public init(_ diagnostic: Diagnostic) {
            self.init(
                file: Baseline.normalizedPath(diagnostic.location.file), rule: diagnostic.ruleID, key: diagnostic.key,
                language: diagnostic.language, message: diagnostic.message)
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.key ?? "", lhs.language ?? "", lhs.message)
                < (rhs.file, rhs.rule, rhs.key ?? "", rhs.language ?? "", rhs.message)
        }
    }

    /// Sorted.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// A baseline of these findings.
    public init(recording diagnostics: [Diagnostic]) {
        self.init(entries: diagnostics.map(Entry.init))
    }

    /// The diagnostics not in the baseline, and how many were hidden.
    ///
    ///     let (shown, hidden) = baseline.filter(findings)
    public func filter(_ diagnostics: [Diagnostic]) -> (kept: [Diagnostic], hidden: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var kept: [Diagnostic] = []
        var hidden = 0
        // Sorted first, so which of several identical findings stays visible does not depend on check order.
        for diagnostic in diagnostics.sorted(by: Diagnostic.reportOrder) {
            let entry = Entry(diagnostic)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                hidden += 1
            } else {
                kept.append(diagnostic)
            }
        }
        return (kept, hidden)
    }

    static func normalizedPath(_ path: String) -> String {
        var result = Substring(path)
        while result.hasPrefix("./") { result = result.dropFirst(2) }
        return String(result)
    }
}
