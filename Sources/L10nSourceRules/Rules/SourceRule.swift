import L10nDiagnostics
import L10nSourceParsing

/// Any rule of the source lint, whatever it looks at: its description (id, severity, rationale, ↓ examples) is
/// what `l10n rules`, SARIF metadata, configured levels, suppressions and the example tests know of it. A rule is
/// one of three kinds:
///
/// - ``SourceRule``: checks the sites of each file the walker finds (`hardcoded-string`, `unknown-key`, …);
/// - ``FileEndRule``: checks a file once its other findings are known (`unused-suppression`);
/// - ``ProjectRule``: checks the whole project once every file is linted (`unused-key`).
public protocol LintRule: Sendable {
    static var description: RuleDescription { get }
}

extension LintRule {
    static var id: String { description.id }
}

/// A check of Swift source, the counterpart of the catalog side's `CatalogRule`. Each rule is a type in `Rules/`
/// with a ``description`` whose ↓-marked examples are run as tests (see `RuleExampleTests`), the kinds of
/// ``Site`` it wants to see, and its logic. Adding one is one new file plus one line in ``SourceRules/siteRules``:
/// generic sites (``Site/call(_:)``, ``Site/assignment(_:)``) let a rule about any call or property need no
/// change to the walker.
///
///     enum AbsolutePaddingRule: SourceRule {
///         static let description = RuleDescription(id: "absolute-padding", name: "Absolute Padding", …,
///             triggeringExamples: ["Text(\"home.title\").padding(↓.left, 8)"], …)
///         static let sites: SiteKinds = [.call]
///         static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
///             guard case .call(let call) = site, call.isMember, context.view.token(call.name, is: "padding"),
///                 let edge = call.arguments.first, !edge.hasLabel,
///                 let dot = context.view.firstCode(in: edge.expression), let side = context.view.next(dot),
///                 context.view.token(side, is: "left")
///             else { return }
///             findings.report(Self.self, at: dot, "padding on '.left' does not flip in right-to-left languages; …")
///         }
///     }
///
/// Its severity, `l10n rules`, SARIF metadata, the list of rules `unused-suppression` knows and the example tests
/// all come from the registry. Rules report at their default severity; the linter applies the configured levels
/// and suppressions afterwards.
protocol SourceRule: LintRule {
    /// The sites ``check(_:in:into:)`` is given; the walker derives only the kinds some running rule wants.
    static var sites: SiteKinds { get }
    /// For a rule that wants ``SiteKinds/call``: the callee names it reads (`["constraint", "Image"]`), so the
    /// walker builds call sites only for those; empty (the default): every call.
    static var callNames: [String] { get }
    /// For a rule that wants ``SiteKinds/assignment``: the assigned names it reads (`["textAlignment"]`); empty
    /// (the default): every assignment.
    static var assignedNames: [String] { get }
    /// Whether the rule runs only when catalogs were scanned (it judges keys against them); by default a rule
    /// that wants ``SiteKinds/keyReference`` does (`unknown-key`).
    static var needsCatalogs: Bool { get }
    /// Appends the findings for one site of `context.file`.
    static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings)
}

extension SourceRule {
    static var callNames: [String] { [] }
    static var assignedNames: [String] { [] }
    static var needsCatalogs: Bool { sites.contains(.keyReference) }
}

/// A rule checked once per file, after the file's site findings went through its suppressions: it reads what
/// the file's suppressions did (`unused-suppression`: a suppression that suppressed nothing).
protocol FileEndRule: LintRule {
    /// The findings for a file whose other findings have been filtered through `suppressions`: a token and a
    /// message each.
    static func findings(for suppressions: Suppressions, in context: LintContext) -> [(token: Int, message: String)]
}

/// A rule checked once over the whole project, after every file is linted: its findings are about catalog keys
/// and sit where the caller puts each key (`unused-key`: at the key's line in its catalog), or about a whole table
/// (at its first key).
public protocol ProjectRule: LintRule {
    /// The findings over `project`: those about keys in key order, then those about tables in table order.
    static func findings(in project: ProjectKeyUse) -> [ProjectFinding]
}

/// A finding of a ``ProjectRule``: about one key, reported wherever the key stands, or about a whole table,
/// reported at its first key.
public struct ProjectFinding: Sendable, Equatable {
    public enum Subject: Sendable, Equatable {
        case key(String)
        case table(String)
    }

    public var subject: Subject
    public var message: String
    /// A severity of its own: `unused-key` says as a note that a table is read through generated code. Nil: the
    /// rule's.
    public var severity: Severity?
    /// The keys a finding about a table reports together (`unused-key`'s group of a table's unused keys).
    public var coveredKeys: [String] = []
    /// The keys a note about a table read through generated code leaves unreported though no code names them, by
    /// its accessor's members or as a key built at run time (``UnusedKeyRule/builtKeyPrefixes(_:)``): not reported
    /// unused, since most of the table would be, but their translations' quality reaches no user the code shows.
    public var unnamedKeys: Set<String> = []

    public init(
        _ subject: Subject, message: String, severity: Severity? = nil, coveredKeys: [String] = [],
        unnamedKeys: Set<String> = []
    ) {
        self.subject = subject
        self.message = message
        self.severity = severity
        self.coveredKeys = coveredKeys
        self.unnamedKeys = unnamedKeys
    }
}

/// What a ``ProjectRule`` reads: every catalog key, every key reference the lint found, and the configured
/// `ignoreKeys` patterns; the keys of each table, and the generated accessors the lint could not match
/// (``SourceLintRunner/Result/unmatchedAccessors``).
public struct ProjectKeyUse: Sendable {
    public var catalogKeys: Set<String>
    public var references: [KeyReference]
    public var ignoreKeys: [String]
    /// The keys of each table (`Localizable` for `Localizable.xcstrings` and `en.lproj/Localizable.strings`); every
    /// key of ``catalogKeys`` is in one or more. Empty: the keys are one table.
    public var tables: [String: Set<String>]
    public var unmatchedAccessors: [String]
    /// The keys localization calls commented out name (``SourceLintRunner/Result/commentedOutReferences``): parked,
    /// not unused.
    public var commentedOutReferences: [KeyReference]

    public init(
        catalogKeys: Set<String>, references: [KeyReference], ignoreKeys: [String], tables: [String: Set<String>] = [:],
        unmatchedAccessors: [String] = [], commentedOutReferences: [KeyReference] = []
    ) {
        self.commentedOutReferences = commentedOutReferences
        self.catalogKeys = catalogKeys
        self.references = references
        self.ignoreKeys = ignoreKeys
        self.tables = tables
        self.unmatchedAccessors = unmatchedAccessors
    }
}
