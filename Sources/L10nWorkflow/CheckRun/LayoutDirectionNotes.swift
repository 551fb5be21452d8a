import Foundation
import L10nDiagnostics

/// `layout-direction`'s notes in a project that ships no right-to-left language, as one note for the project, which
/// `check` says below its summary rather than among the findings (``CheckOutcome/layoutNote``: no maintainer changed
/// such a place while no right-to-left language shipped, 0 of 16 judged on real apps):
/// nobody sees a layout that does not flip yet, so the places are one list to work through the day such a language
/// comes, not a finding each (FlowDown, DevToys and ClashX, apps in English and Chinese or Japanese, and
/// passforios and falcon: their maintainers would change none of them today; a note per line was judged wrong every
/// time). Where the configuration sets the rule's level, each place is reported. `check --explain` on the note's
/// line lists the places (``CheckRun/foldingLayoutNotes(_:opened:request:options:files:)``).
///
///     // falcon/app/falcon/Extension/UIView+Extension.swift:220:47: note: 11 uses of left and right do not flip in
///     //   right-to-left languages, e.g. 'leftAnchor' in 'UIView+Extension.swift'; the app ships no right-to-left
///     //   language, so this matters only when one is added ('check --explain' on this line lists them) [layout-direction]
enum LayoutDirectionNotes {
    /// Whether a diagnostic is one of the notes to group.
    static func isGrouped(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.ruleID == CheckRun.layoutDirectionID && diagnostic.severity == .note && diagnostic.related.isEmpty
    }

    /// Whether `diagnostic` is the one note that stands for them all (``grouped(_:)``).
    static func isGroup(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.ruleID == CheckRun.layoutDirectionID && diagnostic.severity == .note && diagnostic.text == groupText
    }

    /// What the note's `text` says (it names the group for baselines and `--explain`).
    static let groupText = "layout by left and right"

    /// One note for `notes`, at the first by path and line, listing the others; nil when there is none. A single
    /// place is a group of one: the note says the same of it.
    static func grouped(_ notes: [Diagnostic]) -> Diagnostic? {
        let notes = notes.sorted(by: Diagnostic.reportOrder)
        guard let first = notes.first else { return nil }
        let uses = notes.count == 1 ? "1 use of left or right does" : "\(notes.count) uses of left and right do"
        let file = (first.location.file as NSString).lastPathComponent
        let example = Self.example(in: first.message).map { "\($0) in '\(file)'" } ?? "in '\(file)'"
        var finding = Diagnostic(
            location: first.location, severity: .note, ruleID: CheckRun.layoutDirectionID,
            message: "\(uses) not flip in right-to-left languages, e.g. \(example); the app ships no right-to-left language, so this matters only when one is added\(notes.count == 1 ? "" : " ('check --explain' on this line lists them)")")
        finding.related = notes.dropFirst().map(\.location)
        finding.text = groupText
        return finding
    }

    /// The first quoted name of a place's message: `'leftAnchor'`, `'textAlignment = .left'`, `'chevron.right'`.
    static func example(in message: String) -> String? {
        guard let open = message.firstIndex(of: "'") else { return nil }
        let rest = message[message.index(after: open)...]
        guard let close = rest.firstIndex(of: "'"), close > rest.startIndex else { return nil }
        return "'" + rest[..<close] + "'"
    }

    /// `diagnostics` (in report order) with the notes to group replaced by one, at the first's place.
    static func grouping(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let notes = diagnostics.filter(isGrouped)
        guard let group = grouped(notes) else { return diagnostics }
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count - notes.count + 1)
        var placed = false
        for diagnostic in diagnostics {
            guard isGrouped(diagnostic) else {
                result.append(diagnostic)
                continue
            }
            if !placed {
                result.append(group)
                placed = true
            }
        }
        return result
    }
}
