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
