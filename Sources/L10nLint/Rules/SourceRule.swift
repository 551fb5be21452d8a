import L10nDiagnostics

/// A check of Swift source, the counterpart of the catalog side's `CatalogRule`. Each rule is a type in `Rules/`
/// with a ``description`` whose ↓-marked examples are run as tests (see `SourceRuleExampleTests`), the kinds of
/// ``Site`` it wants to see, and its logic.
///
///     enum LoudTextRule: SourceRule {
///         static let description = RuleDescription(id: "loud-text", name: "Loud Text", …)
///         static let sites: SiteKinds = [.userText]
///         static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
///             guard case .userText(let text) = site else { return }
///             for item in context.textItems(of: text) where context.file.literalValue(at: item)?.value.isAllCaps == true {
///                 findings.report(Self.self, at: item, "text '…' shouts")
///             }
///         }
///     }
///
/// Registering a rule is one line in ``SourceRules/all``; its severity, `l10n rules`, SARIF metadata, the list of
/// rules `unused-suppression` knows and the example tests all come from that list. Rules report at their default
/// severity; the linter applies the configured levels and suppressions afterwards.
protocol SourceRule: Sendable {
    static var description: RuleDescription { get }
    /// The sites ``check(_:in:into:)`` is given. A rule with none (`unused-key`, `unused-suppression`) is computed
    /// elsewhere and listed for its description and severity.
    static var sites: SiteKinds { get }
    /// Appends the findings for one site of `context.file`.
    static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings)
}

extension SourceRule {
    static var id: String { description.id }

    static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {}
}
