/// How serious a finding is, in the order Xcode shows them.
///
///     Severity.error > Severity.warning   // true
///     Severity(rawValue: "note")          // .note
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A rule's configured level: a severity, or `off`.
///
///     RuleLevel(rawValue: "off")      // .off
///     RuleLevel(rawValue: "warning")  // .severity(.warning)
public enum RuleLevel: Sendable, Hashable {
    case off
    case severity(Severity)

    public init?(rawValue: String) {
        if rawValue == "off" { self = .off; return }
        guard let severity = Severity(rawValue: rawValue) else { return nil }
        self = .severity(severity)
    }

    public var rawValue: String {
        switch self {
        case .off: "off"
        case .severity(let severity): severity.rawValue
        }
    }
}

extension RuleLevel {
    /// The level `rule` runs at under a configuration's `levels` (rule id → level): the configured level, else
    /// the rule's default severity, or off for an opt-in rule. The one place a rule's level is resolved, for
    /// catalog and source rules alike.
    ///
    ///     RuleLevel.of(staleKey, in: [:])                        // .severity(.warning), its default
    ///     RuleLevel.of(staleKey, in: ["stale-key": .off])        // .off
    ///     RuleLevel.of(pluralCLDRCategory, in: [:])              // .off: opt-in
    public static func of(_ rule: RuleDescription, in levels: [String: RuleLevel]) -> RuleLevel {
        levels[rule.id] ?? (rule.isOptIn ? .off : .severity(rule.defaultSeverity))
    }

    /// The severity findings get at this level; nil when the rule is off.
    public var severity: Severity? {
        switch self {
        case .off: nil
        case .severity(let severity): severity
        }
    }
}
