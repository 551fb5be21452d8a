import L10nDiagnostics

/// The findings rules report for one file, before suppressions and severities: each at a token, each rule at most
/// once per token.
///
///     var findings = SourceFindings()
///     findings.report(HardcodedStringRule.self, at: 12, "hardcoded user-facing string 'Save' in 'Button'; …")
///     findings.report(HardcodedStringRule.self, at: 12, "…")  // ignored: already reported there
struct SourceFindings {
    struct Finding {
        var ruleID: String
        /// The token the finding points at.
        var token: Int
        var message: String
        var key: String?
        var suggestedKey: SuggestedKey?
        /// Text an error's description gives (``UserText/isErrorText``): reported only where its type's practice is to
        /// localize (``UnitsLeftInEnglish/errorTextsToReport(_:hardcoded:references:file:declarations:lint:)``).
        var isErrorText = false
    }

    private(set) var all: [Finding] = []
    private var reported: Set<Reported> = []

    private struct Reported: Hashable {
        var rule: ObjectIdentifier
        var token: Int
    }

    /// Adds a finding of `rule` at token `token`, unless that rule already reported there.
    mutating func report(
        _ rule: any SourceRule.Type, at token: Int, _ message: String, key: String? = nil,
        suggestedKey: SuggestedKey? = nil, isErrorText: Bool = false
    ) {
        guard reported.insert(Reported(rule: ObjectIdentifier(rule), token: token)).inserted else { return }
        all.append(
            Finding(ruleID: rule.id, token: token, message: message, key: key, suggestedKey: suggestedKey, isErrorText: isErrorText))
    }

    /// Whether `rule` reported (or ``markReported(_:at:)`` marked) token `token`.
    func hasReported(_ rule: any SourceRule.Type, at token: Int) -> Bool {
        reported.contains(Reported(rule: ObjectIdentifier(rule), token: token))
    }

    /// Drops the findings reported since there were `count` (a rule that learns after reporting that its
    /// findings do not hold); their tokens stay marked as reported.
    mutating func dropFindings(after count: Int) {
        if all.count > count { all.removeSubrange(count...) }
    }

    /// Marks token `token` as reported by `rule` without a finding (a chain reported once, at its first operator).
    mutating func markReported(_ rule: any SourceRule.Type, at token: Int) {
        reported.insert(Reported(rule: ObjectIdentifier(rule), token: token))
    }
}
