import L10nDiagnostics
import L10nFiles
import L10nSourceRules

extension CheckRun {
    /// `explained` (shown as the user typed `opened`) as `check` reports its line when the file is in a build target
    /// left in English as a whole (``TargetsLeftInEnglish``): the target's one finding stands at the first of its
    /// strings, listed under it; each other string says where its finding went.
    ///
    ///     check --explain BookPlayerWidgets/Phone/LastPlayed/LastPlayedView.swift:88
    ///     // …:88:36: error: 26 user-facing strings in target 'BookPlayerWidgets', only 1 localized, … [hardcoded-string]
    ///     //   its strings:
    ///     //     BookPlayerWidgets/Phone/LastPlayed/LastPlayedWidgetView.swift:45:31
    ///     //     …
    ///
    /// `options`: the explain's, with the project index; `files`: the project's Swift files, absolute.
    static func foldingTarget(
        _ explained: inout LineExplanation, opened: String, request: CheckRequest, options: LintOptions, files: [String]
    ) {
        guard let project = options.project else { return }
        let cwd = request.currentDirectory
        let targets = targetsLeftInEnglish(request, options: options, project: project)
        // The app's finding takes the targets' and folders' into it, as in `check`.
        if foldingApp(&explained, opened: opened, request: request, options: options, files: files, targets: targets) {
            return
        }
        guard let target = targets.candidate(of: opened) else { return }
        // The target's findings, as `check` reports them (paths shown from the current folder).
        let diagnostics = shownFindings(files: files.filter { targets.candidate(of: $0) == target }, options: options, cwd: cwd)
        let localized = targets.localizedInPractice(
            diagnostics.diagnostics, references: diagnostics.references, catalogKeys: options.catalogKeys ?? [])
        func isUnitOfTarget(_ finding: Diagnostic) -> Bool {
            guard let text = finding.text, text.hasPrefix("target '") || text.hasPrefix("folder '") else { return false }
            return targets.candidate(of: finding.location.file) == target
        }
        guard let group = targets.grouping(diagnostics.diagnostics, localizedInPractice: localized).first(where: isUnitOfTarget)
        else { return }
        folding(&explained, into: group, opened: opened, cwd: cwd)
    }

    /// `explained` as `check` reports its line when the app is left in English nearly as a whole
    /// (``AppLeftInEnglish``): the whole project is linted again, as `check` linted it, and its one finding stands at
    /// the first of the app's strings. Only for a line with a `hardcoded-string` finding of its own, in a project
    /// whose files that localize could be few enough. True when the line's strings are the app's.
    @discardableResult
    static func foldingApp(
        _ explained: inout LineExplanation, opened: String, request: CheckRequest, options: LintOptions, files: [String],
        targets: TargetsLeftInEnglish
    ) -> Bool {
        guard let project = options.project, let catalogKeys = options.catalogKeys,
            explained.literals.contains(where: { $0.findings.contains { $0.ruleID == AppLeftInEnglish.ruleID } }),
            AppLeftInEnglish.localizingFiles(of: project) * 3 <= files.count
        else { return false }
        let cwd = request.currentDirectory
        // As `check` lints: error descriptions no file reports alone count toward a unit.
        var options = options
        options.holdsErrorTexts = targets.hasCandidates
        let found = shownFindings(files: files, options: options, cwd: cwd)
        var diagnostics = found.diagnostics
        if targets.hasCandidates {
            let localized = targets.localizedInPractice(diagnostics, references: found.references, catalogKeys: catalogKeys)
            diagnostics = targets.grouping(diagnostics, localizedInPractice: localized)
        }
        let grouped = AppLeftInEnglish.grouping(
            diagnostics, localized: AppLeftInEnglish.localizedTexts(references: found.references, catalogKeys: catalogKeys),
            localizingFiles: AppLeftInEnglish.localizingFiles(of: project))
        guard let group = grouped.first(where: { $0.text == AppLeftInEnglish.unitName }) else { return false }
        func isHere(_ location: SourceLocation) -> Bool { PathDisplay.absolute(location.file, from: cwd) == opened }
        guard isHere(group.location) || group.related.contains(where: isHere) else { return false }
        folding(&explained, into: group, opened: opened, cwd: cwd)
        return true
    }

    /// The lint's findings over `files`, their paths shown from `cwd` as `check` shows them.
    private static func shownFindings(files: [String], options: LintOptions, cwd: String) -> SourceLintRunner.Result {
        var diagnostics = SourceLintRunner.run(files: files, options: options)
        for index in diagnostics.diagnostics.indices {
            diagnostics.diagnostics[index].location.file = PathDisplay.shown(diagnostics.diagnostics[index].location.file, from: cwd)
            for place in diagnostics.diagnostics[index].related.indices {
                let file = diagnostics.diagnostics[index].related[place].file
                diagnostics.diagnostics[index].related[place].file = PathDisplay.shown(file, from: cwd)
            }
        }
        return diagnostics
    }

    /// `explained` with a group's finding in place of its line's own: shown at the group's first string, and named as
    /// where each other string's finding went.
    private static func folding(_ explained: inout LineExplanation, into group: Diagnostic, opened: String, cwd: String) {
        func isHere(_ location: SourceLocation) -> Bool { PathDisplay.absolute(location.file, from: cwd) == opened }
        let anchor = isHere(group.location) ? group.location : nil
        let members = Set(group.related.filter(isHere).map { [$0.line, $0.column] })
        var showsGroup = false
        for index in explained.literals.indices {
            let literal = explained.literals[index]
            let place = [literal.location.line, literal.location.column]
            guard anchor.map({ [$0.line, $0.column] == place }) == true || members.contains(place) else { continue }
            explained.literals[index].findings.removeAll { $0.ruleID == TargetsLeftInEnglish.ruleID && $0.related.isEmpty }
            if anchor.map({ [$0.line, $0.column] == place }) == true {
                showsGroup = true
            } else {
                explained.literals[index].reasons.append(
                    "one of the strings of \(group.text ?? "a target") left in English, reported once at the first (\(group.location.file):\(group.location.line)): \(group.message)")
            }
        }
        // A type or file unit of the target folds into it too.
        let units = explained.otherFindings.filter(TargetsLeftInEnglish.isUnit)
        explained.otherFindings.removeAll(where: TargetsLeftInEnglish.isUnit)
        if showsGroup || !units.isEmpty { explained.otherFindings.append(group) }
    }
}
