import L10nDiagnostics
import L10nFiles

/// The project's `.l10n.json`: which languages are required, where catalogs and sources are, which rules run
/// at which level.
///
///     {
///       "version": 1,
///       "languages": ["en", "es"],
///       "catalogs": ["App/Resources"],
///       "sources": ["App"],
///       "exclude": ["**/Generated/**"],
///       "keyPattern": "^[a-z]+(\\.[a-z_]+){2,}$",
///       "rules": {"needs-review": "error", "stale-key": "off"},
///       "lengthLimits": {"widget.*": 20},
///       "glossary": {"Wallet": {"es": "cartera"}, "Acme": {"*": "keep"}},
///       "base": "origin/main"
///     }
///
/// Every member is optional; a missing one takes the default below. Relative paths are relative to the folder
/// holding the file (``baseDirectory``).
public struct L10nConfiguration: Sendable, Hashable {
    /// The file name looked for from the current folder upwards.
    public static let fileName = ".l10n.json"
    /// The configuration format version this tool reads.
    public static let currentVersion = 1
    /// Required languages when neither the configuration nor `--languages` names any.
    public static let defaultLanguages = ["en", "es"]

    /// Format version, `1`.
    public var version: Int
    /// Required languages: each key must be translated into each of them (the catalog's source language is
    /// always required too).
    public var languages: [String]
    /// Catalogs or folders searched for catalogs when `l10n check` gets no path.
    public var catalogs: [String]
    /// Folders or files of Swift source for the source lint rules.
    public var sources: [String]
    /// Folders of dependency sources the project index reads (declarations only, never linted): a package's
    /// checkout, or a folder of checkouts such as Xcode's `SourcePackages` (from `xcodebuild
    /// -clonedSourcePackagesDirPath`), whose `checkouts/*` are read. SwiftPM's `.build/checkouts` and a
    /// `SourcePackages/checkouts` next to the configuration are found without being named.
    public var dependencies: [String] = []
    /// Globs of catalogs and sources to leave out (`**/Generated/**`, `Legacy.xcstrings`), matched against paths
    /// relative to the configuration's folder, whatever folder is searched: `App/Legacy/**` is that one folder,
    /// `**/Generated/**` a `Generated` folder at any depth, and a pattern without `/` any path component. A
    /// matching folder is skipped whole, even when named on the command line.
    public var exclude: [String]
    /// A regular expression keys must match in full, replacing the built-in `feature.screen.element` convention.
    public var keyPattern: String?
    /// Level per rule id; rules not listed keep their default severity.
    public var rules: [String: RuleLevel]
    /// Extra functions whose string arguments are shown to the user (source lint), e.g. `Row`.
    public var uiFunctions: [String]
    /// Extra argument labels whose string values are shown to the user (source lint), e.g. `title`.
    public var uiArguments: [String]
    /// Keys (or globs of keys) that `unused-key` must not report: used through generated symbols or dynamically.
    public var ignoreKeys: [String]
    /// Whether test files (`Tests/`, `*Tests.swift`) are linted too.
    public var includeTests: Bool
    /// Whether the team uses English text as its own key: then a SwiftUI literal that a scanned catalog holds as a
    /// key is localized, not hardcoded.
    public var englishKeys: Bool
    /// `"review": "required"`: translations agents submit over MCP land as `needs_review` until a person approves
    /// them (`l10n review`, the `review` tool); `"optional"` (default) writes them as `translated`.
    public var reviewRequired: Bool = false
    /// `"lengthLimits": {"widget.*": 20}`: the most characters a translation of a key the glob matches may have
    /// (`length-limit`), first matching glob first.
    public var lengthLimits: [LengthLimit] = []
    /// The team's words (`glossary-term`, and beside every string `extract` and MCP hand out); empty by default.
    public var glossary = Glossary()
    /// The git revision `source-changed` compares the catalogs with (`origin/main`) when `check` has no
    /// `--new-since`; nil: `source-changed` runs only with `--new-since`.
    public var base: String?
    /// The baseline file `check` hides recorded findings with when it has no `--baseline` (`l10n init --baseline`
    /// writes it), as written: relative to ``baseDirectory``; nil: none.
    public var baseline: String?
    /// ``baseline`` as a path from the current directory: absolute when the configuration came from a file.
    public var baselinePath: String? {
        guard let baseline else { return nil }
        guard let baseDirectory else { return baseline }
        return PathDisplay.absolute(baseline, from: baseDirectory)
    }
    /// The file the configuration was read from; nil for the defaults.
    public var file: String?
    /// The folder relative paths in the configuration are relative to; nil for the defaults.
    public var baseDirectory: String?

    public init(
        version: Int = Self.currentVersion, languages: [String] = Self.defaultLanguages, catalogs: [String] = [],
        sources: [String] = [], exclude: [String] = [], keyPattern: String? = nil, rules: [String: RuleLevel] = [:],
        uiFunctions: [String] = [], uiArguments: [String] = [], ignoreKeys: [String] = [], includeTests: Bool = false,
        englishKeys: Bool = false, file: String? = nil, baseDirectory: String? = nil
    ) {
        self.version = version
        self.languages = languages
        self.catalogs = catalogs
        self.sources = sources
        self.exclude = exclude
        self.keyPattern = keyPattern
        self.rules = rules
        self.uiFunctions = uiFunctions
        self.uiArguments = uiArguments
        self.ignoreKeys = ignoreKeys
        self.includeTests = includeTests
        self.englishKeys = englishKeys
        self.file = file
        self.baseDirectory = baseDirectory
    }

    /// The configured level of a rule, or its default severity when the configuration does not list it.
    ///
    ///     config.level(of: CatalogRules.description(of: "needs-review")!)   // .severity(.warning) by default
    public func level(of rule: RuleDescription) -> RuleLevel {
        RuleLevel.of(rule, in: rules)
    }
}
