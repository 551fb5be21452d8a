/// One finding: what is wrong, where, and which rule says so.
///
/// A `Diagnostic` is data only; reporters decide how it looks (Xcode text, JSON, GitHub annotations, SARIF).
///
///     Diagnostic(location: SourceLocation(file: "L.xcstrings", line: 3, column: 5), severity: .error,
///                ruleID: "missing-translation", message: "missing 'es' translation for 'home.title'",
///                key: "home.title", language: "es")
public struct Diagnostic: Sendable, Hashable {
    public var location: SourceLocation
    public var severity: Severity
    /// Stable kebab-case rule id, e.g. `missing-translation`.
    public var ruleID: String
    /// Lowercase message; names in single quotes.
    public var message: String
    /// The catalog key concerned, where one applies.
    public var key: String?
    /// The language concerned, where one applies.
    public var language: String?
    /// The key the message suggests for a hardcoded literal, where it suggests one.
    public var suggestedKey: SuggestedKey?
    /// The source text a finding in Swift is about (a literal's text, as written), where it is about one: with
    /// ``scope`` it identifies the finding across edits (see `FindingIdentity`), where the message may not (a
    /// suggested key's `_2` depends on the other findings).
    public var text: String?
    /// The declaration around a finding in Swift: `HomeView.body`, `Formatter.label`, `HomeView`; nil at the top
    /// level and for catalog findings.
    public var scope: String?
    /// The places in the same file a finding stands for, when it stands for several: the literals of a unit left
    /// in English reported once at its declaration (`hardcoded-string`). Empty for most findings.
    public var related: [SourceLocation] = []
    /// A finding that counts toward a folder's or a target's unit left in English but is never reported alone: an
    /// error's description in a type that localizes none of its texts (whether a user reads it depends on where the
    /// error goes). The caller that groups units drops what no unit took.
    public var countsOnlyInGroups = false

    public init(
        location: SourceLocation, severity: Severity, ruleID: String, message: String,
        key: String? = nil, language: String? = nil
    ) {
        self.location = location
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.key = key
        self.language = language
    }

    /// True when `diagnostics` is already in ``reportOrder(_:_:)``, so a stable sort would change nothing: one
    /// linear pass instead of a sort that copies every diagnostic.
    ///
    ///     let ordered = Diagnostic.isInReportOrder(list) ? list : list.sorted(by: Diagnostic.reportOrder)
    public static func isInReportOrder(_ diagnostics: [Diagnostic]) -> Bool {
        for index in diagnostics.indices.dropFirst() where reportOrder(diagnostics[index], diagnostics[index - 1]) {
            return false
        }
        return true
    }

    /// Two lists each in ``reportOrder(_:_:)`` as one, in that order: a merge, one pass, where sorting the two
    /// joined would compare and move every diagnostic again. On a tie the first list's comes first (as a stable
    /// sort of `first + second` would place it).
    ///
    ///     let all = Diagnostic.merged(catalogFindings.sorted(by: Diagnostic.reportOrder), lintFindings)
    public static func merged(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        guard !first.isEmpty else { return second }
        guard !second.isEmpty else { return first }
        var result: [Diagnostic] = []
        result.reserveCapacity(first.count + second.count)
        var left = 0
        var right = 0
        while left < first.count && right < second.count {
            if reportOrder(second[right], first[left]) {
                result.append(second[right])
                right += 1
            } else {
                result.append(first[left])
                left += 1
            }
        }
        result.append(contentsOf: first[left...])
        result.append(contentsOf: second[right...])
        return result
    }

    /// The stable report order: file, line, column, rule, then message.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        // Field by field, each compared once (the file usually shares its storage, so `!=` is a pointer test).
        if lhs.location.file != rhs.location.file { return lhs.location.file < rhs.location.file }
        if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
        if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
