import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing
import L10nSourceRules

/// An app whose user-facing text is left in English nearly as a whole: its code localizes a sliver (redis-pro's
/// tooltips, `.help("HELP_SEARCH_BAR")`, 23 keys) beside a hundred English labels, buttons and alerts no table has.
/// That is one decision for the team, not a hundred forgotten strings, so it is one `hardcoded-string` finding at
/// the first of them; `related` holds the others and `check --explain` on its line lists them.
///
///     redis-pro/Command/AbountCommand.swift:12:20: error: 96 user-facing strings in this app, only 23 localized:
///         most of its interface is in English, one decision for the app; … [hardcoded-string]
///
/// Counted after the targets and folders of ``TargetsLeftInEnglish`` (their findings stand for their strings): at
/// least ``minimum`` strings, and the texts the code localizes at most a third of them (a quarter of all). An app
/// that localizes more keeps a finding per string: a forgotten string there is a bug of its own.
enum AppLeftInEnglish {
    static let minimum = 20
    /// The finding's `text`: what `check --explain` names it on the other strings' lines.
    static let unitName = "the app"
    /// The most texts an app's code may localize and still be one left in English: a sliver (redis-pro's 23
    /// tooltips), not a localized interface with gaps (AuroraEditor's 185 texts beside 638 English ones, whose
    /// missing ones are bugs of their own).
    static let sliver = 50
    static let ruleID = HardcodedStringRule.description.id

    /// Whether `diagnostic` is one the app's finding may stand for: a `hardcoded-string` finding of prose (with a
    /// suggested key, or one that counts only in groups: `"Ok"`), or of a type, file, folder or target unit; or a
    /// `string-concatenation` finding.
    static func isHeld(_ diagnostic: Diagnostic) -> Bool {
        if diagnostic.ruleID == TargetsLeftInEnglish.gluedRuleID { return true }
        return diagnostic.ruleID == ruleID
            && (diagnostic.suggestedKey != nil || diagnostic.countsOnlyInGroups || isGroup(diagnostic))
    }

    /// A unit's finding: a type's or file's (its `related` are all its strings), or a target's or folder's (its
    /// location is its first string, `related` the others).
    static func isGroup(_ diagnostic: Diagnostic) -> Bool {
        guard let text = diagnostic.text, !diagnostic.related.isEmpty else { return false }
        return text.hasPrefix("unit '") || text.hasPrefix("target '") || text.hasPrefix("folder '")
    }

    /// The strings a held finding stands for.
    static func strings(of diagnostic: Diagnostic) -> [SourceLocation] {
        guard diagnostic.ruleID == ruleID else { return [] }
        if diagnostic.text?.hasPrefix("unit '") == true, !diagnostic.related.isEmpty { return diagnostic.related }
        return [diagnostic.location] + (isGroup(diagnostic) ? diagnostic.related : [])
    }

    /// The texts the code localizes: the keys its references name that a catalog holds, each once.
    static func localizedTexts(references: [KeyReference], catalogKeys: Set<String>) -> Int {
        var found = Set<String>()
        for reference in references where catalogKeys.contains(reference.key) { found.insert(reference.key) }
        return found.count
    }

    /// The files of the app that localize, test files left out.
    static func localizingFiles(of project: ProjectIndex) -> Int {
        project.localizingPaths.count { !SourceLinter.isTestFile($0) }
    }

    /// `diagnostics` (in report order) with the app's held findings replaced by one at the first of them, when they
    /// stand for at least ``minimum`` strings and `localized` is at most a third of that; else unchanged.
    static func grouping(_ diagnostics: [Diagnostic], localized: Int, localizingFiles: Int) -> [Diagnostic] {
        let held = diagnostics.indices.filter { isHeld(diagnostics[$0]) }
        var seen = Set<String>()
        var strings: [SourceLocation] = []
        for index in held {
            for place in Self.strings(of: diagnostics[index]) where seen.insert("\(place.file):\(place.line):\(place.column)").inserted {
                strings.append(place)
            }
        }
        // The files that localize count too: a team whose macro or wrapper localizes across hundreds of files
        // (Proton Pass's `#localized`, whose keys the scan may not match one by one) localizes its interface.
        let heldFiles = Set(strings.map(\.file)).count
        guard strings.count >= minimum, localized <= sliver, localized * 3 <= strings.count, localizingFiles * 3 <= heldFiles,
            let firstIndex = held.first(where: { diagnostics[$0].ruleID == ruleID })
        else { return diagnostics }
        let first = diagnostics[firstIndex]
        let localizedPart = localized == 0 ? "none localized" : "only \(localized) localized"
        let place = "\(first.location.file):\(first.location.line)"
        var finding = Diagnostic(
            location: first.location, severity: first.severity, ruleID: ruleID,
            message: "\(strings.count) user-facing strings in this app, \(localizedPart): most of its interface is in English, one decision for the app; localize them, or state in a comment above each declaration that they stay in English on purpose ('check --explain \(place)' lists them)")
        finding.related = strings.filter { $0 != first.location }
        finding.text = unitName
        let heldSet = Set(held)
        var result: [Diagnostic] = []
        for index in diagnostics.indices {
            if index == firstIndex { result.append(finding) } else if !heldSet.contains(index) { result.append(diagnostics[index]) }
        }
        return result
    }
}
