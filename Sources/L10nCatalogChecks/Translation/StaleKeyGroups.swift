import L10nDiagnostics

/// `stale-key` findings of one catalog as one finding when there are many: a catalog that keeps ``threshold`` or more
/// strings Xcode no longer finds in the code is a team that does not prune them yet (GitOK's settings plugin keeps
/// 17), one clean-up to decide, not one finding per string. The finding stands at the first, names a few keys, and
/// lists the others (`related`, which JSON and SARIF output carry).
///
///     StaleKeyGroups.grouped(diagnostics)
///     // Plugins/Appearance/Localizable.xcstrings:12:5: warning: 17 strings of this catalog are stale: no longer
///     //   found in the code, e.g. 'Theme', 'Accent'; remove them, or keep them on purpose [stale-key]
public enum StaleKeyGroups {
    /// From this many stale strings in a catalog on, they are one finding.
    public static let threshold = 5

    /// `diagnostics` with each catalog's `stale-key` findings replaced by one at the first, when there are
    /// ``threshold`` or more.
    public static func grouped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let id = StaleKeyRule.description.id
        return FindingGroups.replacing(
            diagnostics, threshold: threshold, place: { (diagnostic: Diagnostic) -> String? in
                diagnostic.ruleID == id && diagnostic.key != nil ? diagnostic.location.file : nil
            }
        ) { (_: String, members: [Diagnostic]) in
            let examples = members.prefix(2).compactMap(\.key).map { "'\($0)'" }.joined(separator: ", ")
            var finding = Diagnostic(
                location: members[0].location, severity: members[0].severity, ruleID: id,
                message: "\(members.count) strings of this catalog are stale: no longer found in the code, e.g. "
                    + examples + "; remove them, or keep them on purpose")
            finding.related = members.dropFirst().map(\.location)
            finding.text = "stale strings of the catalog"
            return finding
        }
    }
}
