import L10nDiagnostics

/// Many findings of one kind in one place as one finding: the grouping ``StaleKeyGroups`` (a catalog's stale
/// strings) and ``NeedsReviewGroups`` (a language's unreviewed translations) share. Each group is sorted once.
///
///     FindingGroups.replacing(diagnostics, threshold: 5, place: { $0.ruleID == "stale-key" ? $0.location.file : nil }) {
///         file, members in … one finding for `members` …
///     }
enum FindingGroups {
    /// `diagnostics` with each place's members (those `place` names one for), when there are `threshold` or more,
    /// replaced by `make(place, members in report order)` where the first of them stood; the others keep their order.
    static func replacing<Place: Hashable>(
        _ diagnostics: [Diagnostic], threshold: Int, place: (Diagnostic) -> Place?,
        make: (Place, [Diagnostic]) -> Diagnostic
    ) -> [Diagnostic] {
        var indices: [Place: [Int]] = [:]
        for index in diagnostics.indices {
            if let place = place(diagnostics[index]) { indices[place, default: []].append(index) }
        }
        var replaced: [Int: Diagnostic?] = [:]
        for (place, members) in indices where members.count >= threshold {
            let ordered = members.sorted { Diagnostic.reportOrder(diagnostics[$0], diagnostics[$1]) }
            replaced[ordered[0]] = make(place, ordered.map { diagnostics[$0] })
            for index in ordered.dropFirst() { replaced[index] = .some(nil) }
        }
        guard !replaced.isEmpty else { return diagnostics }
        return diagnostics.indices.compactMap { index in replaced[index] ?? diagnostics[index] }
    }
}
