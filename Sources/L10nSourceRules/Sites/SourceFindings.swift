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
        var key: String?
        /// The text a suggested key is for, when the finding suggests one (``written`` gives the key).
        var suggestedText: String?
        /// Text an error's description gives (``UserText/isErrorText``): reported only where its type's practice is to
        /// localize (``UnitsLeftInEnglish/errorTextsToReport(_:hardcoded:references:file:declarations:lint:)``).
        var isErrorText = false
        /// Text users read the same in every shipped language ('OK' where the tables never translate it): no finding
        /// of its own, but one of the strings of a unit left in English (``UnitsLeftInEnglish``), as it is.
        var countsOnlyInUnits = false
        fileprivate var content: Content

        /// The message and the suggested key, written as they were reported or worked out now.
        var written: (message: String, suggestedKey: SuggestedKey?) {
            switch content {
            case .written(let message, let suggestedKey): (message, suggestedKey)
            case .deferred(let write): write()
            }
        }

        fileprivate enum Content {
            case written(String, SuggestedKey?)
            /// Worked out only for a finding reported on its own: most text left in English in a large project is
            /// one unit's (``UnitsLeftInEnglish``), whose strings' keys nobody reads.
            case deferred(() -> (String, SuggestedKey))
        }
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
            Finding(
                ruleID: rule.id, token: token, key: key, suggestedText: suggestedKey?.text, isErrorText: isErrorText,
                content: .written(message, suggestedKey)))
    }

    /// Adds a finding of `rule` at token `token` that suggests a key for `text`, unless that rule already reported
    /// there; its message and key are worked out by `write` only if it is reported on its own (not as one of a
    /// unit's strings, not suppressed).
    mutating func report(
        _ rule: any SourceRule.Type, at token: Int, suggestingKeyFor text: String, isErrorText: Bool = false,
        countsOnlyInUnits: Bool = false, _ write: @escaping () -> (message: String, suggestedKey: SuggestedKey)
    ) {
        guard reported.insert(Reported(rule: ObjectIdentifier(rule), token: token)).inserted else { return }
        all.append(
            Finding(
                ruleID: rule.id, token: token, key: nil, suggestedText: text, isErrorText: isErrorText,
                countsOnlyInUnits: countsOnlyInUnits, content: .deferred(write)))
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
