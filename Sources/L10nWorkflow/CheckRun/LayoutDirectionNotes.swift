import L10nDiagnostics

/// `layout-direction`'s notes in a project that ships no right-to-left language, as one note: nobody sees a layout
/// that does not flip yet, so the places are one list to work through the day such a language comes, not a
/// finding each (FlowDown, DevToys and ClashX, apps in English and Chinese or Japanese: their maintainers would
/// change none of them today). Where the configuration sets the rule's level, each place is reported.
///
///     // ClashX/Views/ProxyItemView.swift:43:9: note: 5 places lay out by left and right, not leading and trailing
///     //   (first here); the app ships no right-to-left language, so none is seen yet: … [layout-direction]
enum LayoutDirectionNotes {
    /// Whether a diagnostic is one of the notes to group.
    static func isGrouped(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.ruleID == CheckRun.layoutDirectionID && diagnostic.severity == .note && diagnostic.related.isEmpty
    }

    /// One note for `notes` (in report order), at the first; nil when there is none. A single place keeps its own.
    static func grouped(_ notes: [Diagnostic]) -> Diagnostic? {
        guard let first = notes.first else { return nil }
        guard notes.count > 1 else { return first }
        var finding = Diagnostic(
            location: first.location, severity: .note, ruleID: CheckRun.layoutDirectionID,
            message: "\(notes.count) places lay out by left and right, not leading and trailing (first here: \(first.message)); the app ships no right-to-left language, so none is seen yet: set 'layout-direction' to 'warning' in .l10n.json's 'rules' to list each before adding one")
        finding.related = notes.dropFirst().map(\.location)
        finding.text = "layout by left and right"
        return finding
    }

    /// `diagnostics` (in report order) with the notes to group replaced by one, at the first's place.
    static func grouping(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let notes = diagnostics.filter(isGrouped)
        guard notes.count > 1, let group = grouped(notes) else { return diagnostics }
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
