import L10nDiagnostics
import L10nFiles
import L10nSourceRules

extension CheckRun {
    /// `explained` (shown as the user typed `opened`) as `check` reports its line when `layout-direction`'s places
    /// are one note for the project (no right-to-left language ships, the level not configured:
    /// ``LayoutDirectionNotes``): the note stands at the first place, with every place listed under it; a place
    /// further down says where its note went.
    ///
    ///     check --explain falcon/app/falcon/Extension/UIView+Extension.swift:220
    ///     // …:220:47: note: 11 uses of left and right do not flip in right-to-left languages, … [layout-direction]
    ///     //   its places:
    ///     //     falcon/app/falcon/Extension/UIView+Extension.swift:221:48
    ///     //     …
    ///
    /// `options`: the explain's, with the project index; `files`: the project's Swift files, absolute.
    static func foldingLayoutNotes(
        _ explained: inout LineExplanation, opened: String, request: CheckRequest, options: LintOptions, files: [String]
    ) {
        guard request.configuration.rules[layoutDirectionID] == nil, options.severity(of: layoutDirectionID) == .note
        else { return }
        let here = explained.otherFindings.contains(where: LayoutDirectionNotes.isGrouped)
            || explained.literals.contains { $0.findings.contains(where: LayoutDirectionNotes.isGrouped) }
        guard here else { return }
        // Every place of the project, as `check` finds them: the lint with this one rule on.
        var only = options
        for description in SourceRules.descriptions where description.id != layoutDirectionID {
            only.ruleLevels[description.id] = .off
        }
        let cwd = request.currentDirectory
        let notes = SourceLintRunner.run(files: files, options: only).diagnostics.filter(LayoutDirectionNotes.isGrouped).map {
            var note = $0
            note.location.file = PathDisplay.shown(note.location.file, from: cwd)
            return note
        }
        guard var group = LayoutDirectionNotes.grouped(notes) else { return }
        let anchor = group.location
        let isAnchorHere = PathDisplay.absolute(anchor.file, from: cwd) == opened
        if isAnchorHere { group.location.file = explained.path }
        // The group lists every place, the first too, for the list to work through.
        group.related.insert(anchor, at: 0)
        func folded(_ finding: Diagnostic) -> Diagnostic? {
            guard LayoutDirectionNotes.isGrouped(finding) else { return finding }
            guard !(isAnchorHere && finding.location.line == anchor.line && finding.location.column == anchor.column)
            else { return nil }
            var member = finding
            member.message += "; reported with the project's others in one note at \(anchor.file):\(anchor.line)"
            return member
        }
        explained.otherFindings = explained.otherFindings.compactMap(folded)
        for index in explained.literals.indices {
            explained.literals[index].findings = explained.literals[index].findings.compactMap(folded)
        }
        if isAnchorHere && anchor.line == explained.line { explained.otherFindings.append(group) }
    }
}
