/// What makes a finding the same finding after edits that do not touch it: `--baseline` and `--new-since` both
/// match findings by it, and SARIF's `partialFingerprints` hash it (so a code-scanning alert survives them too) (as a multiset: the occurrence among identical ones counts, so a third identical finding
/// is new when two were recorded).
///
/// It is what an unrelated edit does not change: the rule, the file, the catalog key and language, the Swift
/// finding's text (the literal as written, ``Diagnostic/text``) and its enclosing declaration
/// (``Diagnostic/scope``). Never the line or column, and never the message of a finding in Swift: that may hold a
/// suggested key whose `_2` depends on the other findings. A finding with no text (every catalog finding, a few
/// Swift ones) is identified by its message, which then names only what the finding is about.
///
///     FindingIdentity(diagnostic)
///     // file: "App/HomeView.swift", rule: "hardcoded-string", subject: "Order again", scope: "HomeView.body"
///
/// Version 1 baselines identified every finding by its message; ``legacy(_:)`` is that identity, kept so that
/// those files still match as they did (see `Baseline`).
public struct FindingIdentity: Sendable, Hashable, Comparable {
    public var file: String
    public var rule: String
    public var key: String?
    public var language: String?
    /// The finding's text where it has one, else its message.
    public var subject: String
    /// The enclosing declaration, for a finding in Swift.
    public var scope: String?

    public init(file: String, rule: String, key: String?, language: String?, subject: String, scope: String?) {
        self.file = file
        self.rule = rule
        self.key = key
        self.language = language
        self.subject = subject
        self.scope = scope
    }

    /// The identity of `diagnostic`, its path as given.
    public init(_ diagnostic: Diagnostic) {
        self.init(
            file: diagnostic.location.file, rule: diagnostic.ruleID, key: diagnostic.key, language: diagnostic.language,
            subject: diagnostic.text ?? diagnostic.message, scope: diagnostic.scope)
    }

    /// The identity version 1 baselines used: the message as the subject, no scope.
    public static func legacy(_ diagnostic: Diagnostic) -> FindingIdentity {
        FindingIdentity(
            file: diagnostic.location.file, rule: diagnostic.ruleID, key: diagnostic.key, language: diagnostic.language,
            subject: diagnostic.message, scope: nil)
    }

    /// The fields in a fixed order, for hashing into a fingerprint: file, rule, key, language, subject, and the
    /// scope only where there is one (so a catalog finding's parts are what they were before scopes existed).
    public var parts: [String] {
        [file, rule, key ?? "", language ?? "", subject] + (scope.map { [$0] } ?? [])
    }

    public static func < (lhs: FindingIdentity, rhs: FindingIdentity) -> Bool {
        (lhs.file, lhs.rule, lhs.key ?? "", lhs.language ?? "", lhs.scope ?? "", lhs.subject)
            < (rhs.file, rhs.rule, rhs.key ?? "", rhs.language ?? "", rhs.scope ?? "", rhs.subject)
    }
}
