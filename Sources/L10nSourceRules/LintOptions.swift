import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing

/// What the source linter checks, from `.l10n.json` and the command line.
///
///     var options = LintOptions()
///     options.uiFunctions = ["Row(title:subtitle:)", "PrimaryButton"]
///     options.catalogKeys = ["home.title", "restaurant.detail.favorite"]
///     let result = SourceLinter(options: options).lint(path: "HomeView.swift", bytes: Array(source.utf8))
public struct LintOptions: Sendable {
    /// Per-rule level; a rule missing here runs at its default severity.
    public var ruleLevels: [String: RuleLevel]
    /// Extra user-facing functions and initialisers, matched on the last name component:
    /// `"PrimaryButton"` (its first unlabelled argument is user-facing), `"Row(title:subtitle:)"` (those
    /// labelled arguments), `"Toast.show(_:)"` (the unlabelled one).
    public var uiFunctions: [String]
    /// Argument labels that are user-facing in any call, e.g. `["title", "subtitle"]`.
    public var uiArguments: [String]
    /// Keys never reported as unknown or unused; `*` matches any run of characters (`"onboarding.*"`).
    public var ignoreKeys: [String]
    /// Lint files under `Tests/` and `*Tests.swift` too.
    public var includeTests: Bool
    /// English text is used as its own key: a SwiftUI `LocalizedStringKey` literal that a catalog holds as a key
    /// is localized, not hardcoded (`.l10n.json`'s `englishKeys`). Off by default: the house rule is
    /// `String(localized: "feature.screen.element")`, and Xcode puts every SwiftUI literal into the catalog by
    /// itself, so the catalog having it says nothing about whether the team localized it.
    public var englishKeys: Bool
    /// Every key of the scanned catalogs; nil when no catalog was scanned (then `unknown-key` does not run).
    public var catalogKeys: Set<String>?
    /// Keys the scanned catalogs hold only as stale (`extractionState: stale`): `unknown-key` says so instead of
    /// "not in any scanned catalog".
    public var staleCatalogKeys: Set<String> = []
    /// How the catalogs' translators treat abbreviated units: a hardcoded unit they keep as written is no finding
    /// (``UnitPractice``; with no catalog, data sizes are kept and time and measures are not).
    public var unitPractice = UnitPractice()
    /// The source-language text of each catalog key (the key itself where the catalog has none): a key a finding
    /// would suggest is taken when a catalog holds it for another text, so the finding suggests another.
    public var catalogTexts: [String: String] = [:]
    /// Catalog keys another language than the source gives a text of its own, under the team's own key style (a
    /// configured `keyPattern`): a literal shown as one of them (`Text("Last checked")`) is translated where it is
    /// shown, whatever the keys' style (`key-convention` judges that), so it is no hardcoded text. Under the built-in
    /// house rule (no `keyPattern`), prose used as its own key stays hardcoded text.
    public var translatedCatalogKeys: Set<String> = []
    /// The keys of String Catalogs (`.xcstrings`), the only tables Xcode generates symbols for
    /// (``GeneratedSymbolName``); nil: every key of ``catalogKeys``. A legacy table's 'System' is no `.system`.
    public var symbolCatalogKeys: Set<String>?
    /// Texts of a few words every language the app ships writes as the source does, in the tables' values
    /// (eightLttrs' German 'Shop'): hardcoded, they show what localized they would.
    public var keptAlikeTexts: Set<String> = []
    /// The tables the catalogs' keys belong to (`Localizable`, `Settings`): a generated accessor may nest a table's
    /// keys under its name (`R.string.settings.title()`, `L10n.Settings.title`; see ``GeneratedAccessors``). Empty:
    /// `Localizable` alone.
    public var catalogTables: Set<String> = []
    /// How much of each key reference ``SourceLintRunner/Result/references`` carries.
    public var references: ReferenceDetail
    /// What the whole project says about text (your own views, helpers and text-valued properties). Nil: the
    /// runner indexes the files it lints before linting them, and a single file linted alone indexes itself.
    public var project: ProjectIndex?
    /// Whether a key follows the team's key convention (the configuration's `keyPattern`, else the built-in
    /// `feature.screen.element` one): prose a localizing call takes as its key is a `key-convention` finding
    /// unless it does. Nil: only the built-in convention's dotted keys are keys.
    public var isConventionalKey: (@Sendable (String) -> Bool)? = nil
    /// Swift files of the project's package dependencies (their checkouts): read into the project index with the
    /// project's own files, so text given to a dependency's views is followed as far as the dependency shows it,
    /// but never linted or reported.
    public var dependencyFiles: [String] = []
    /// Absolute folders of agent apps (`LSUIElement` true in their `Info.plist`): the main menu such an app builds
    /// in code never shows (it holds key equivalents), so its text is not reported.
    public var agentAppFolders: [String] = []
    /// Absolute folders of network extensions (their `Info.plist`'s `NSExtensionPointIdentifier` starts with
    /// `com.apple.networkextension.`): a packet tunnel or a proxy has no screen, so its text is not reported.
    public var screenlessExtensionFolders: [String] = []
    /// Keep the error descriptions a file does not report alone (``Diagnostic/countsOnlyInGroups``) for the caller to
    /// count in a folder's or a target's unit left in English, then drop (`check` does); else they are dropped.
    public var holdsErrorTexts = false
    /// Absolute folders of the build targets: each folder that holds an `Info.plist` (the app's, an extension's, a
    /// watch app's); a Swift file belongs to the nearest that encloses it. `check` groups the `hardcoded-string`
    /// findings of a target left in English as a whole (``L10nWorkflow``'s `TargetsLeftInEnglish`).
    public var targetFolders: [String] = []
    /// The apps' names as their projects give them (the `.xcodeproj`'s name): a brand, not
    /// prose, like the name of the `@main` type (``ProjectIndex/isProductName(_:)``).
    public var productNames: [String] = []
    /// The privacy usage descriptions the apps' `Info.plist` files and build settings declare
    /// (`NSCameraUsageDescription`, `INFOPLIST_KEY_NSCameraUsageDescription`); nil when no `Info.plist` or project was
    /// read. The system shows an `InfoPlist` table's translation of one only when it is declared.
    public var usageDescriptionKeys: Set<String>?
    /// The lowest deployment target of each platform the projects' `.xcodeproj` files build for (`"macOS": [12,
    /// 0]`, `"iOS": [15, 0]`): an `if #available(macOS 11, *)` always holds there, so its `else` branch never runs
    /// and its text is not reported (``DeploymentTargets``). Empty: nothing is known, every branch counts.
    public var deploymentTargets: [String: [Int]] = [:]
    /// The languages the app ships (its catalogs' and tables' languages): a fixed date order every one of them
    /// writes is no finding (``LocaleFormatRule``). Empty: nothing is known.
    public var shippedLanguages: Set<String> = []
    /// Whether every language the app ships, two or more, says whole numbers as English does: one form for 1
    /// (and 0, in French), another for 2 up to 999 (CLDR's plural rules). A word chosen in code by the count
    /// (`n > 1 ? "months" : "month"`), both words looked up in the tables, reads right in each of them (Omega's
    /// Spanish, French and Italian). False: nothing is known.
    public var countsAsEnglishDoes = false
    /// Whether the app keeps its words in capitals in English in every language (``CapitalsPractice``).
    public var keepsCapitals = false
    /// The languages the Xcode projects localize the app in (their `knownRegions`, `Base` left out); empty where no
    /// project says.
    public var projectRegions: Set<String> = []

    /// Which of the names it is given the project's files of other languages name (storyboards, XIBs, Objective-C,
    /// property lists: ``L10nWorkflow``'s `NamesOutsideSwift`), asked once by the project index for the types no
    /// Swift file names (``ProjectIndex/unreachedTypes``). Nil: the run cannot tell, and only views no code names
    /// are taken as unreached.
    /// The second argument: files to pass over, the XIBs nothing loads (``unloadedNibs``).
    public var namedElsewhere: (@Sendable (Set<String>, Set<String>) -> Set<String>)? = nil

    /// The paths of the XIBs nothing loads (``L10nWorkflow``'s `UnloadedNibs`), asked once by the project index of a
    /// whole app with whether a Swift file uses a name (``ProjectIndex/unloadedNibs``). Nil: every XIB is loaded.
    public var unloadedNibs: (@Sendable (_ isUsedInSwift: @Sendable (String) -> Bool) -> Set<String>)? = nil

    /// The scripts other than Latin the app's data files are written in (``BilingualText/Script``'s names: its
    /// bundled JSON, CSV and text files, not its tables), asked at most once, only when a literal is written in a
    /// script none of the app's languages uses (GreekWordsA2's `verbs.json`: a thousand Greek verbs, the content
    /// of the course). Nil: none.
    public var dataScripts: (@Sendable () -> Set<String>)? = nil

    /// What the index pass worked out of each file that the lint would work out the same (``SiteFileParts``), kept
    /// for it: shared by this value's copies.
    let fileParts = SiteFileParts.Store()

    /// What a lint records of each key reference it finds.
    public enum ReferenceDetail: Sendable {
        /// Nothing: no reference is recorded (`check` without catalogs, where nothing reads them).
        case none
        /// The key, where it is, its kind and its default value (`unused-key`; a default value is the source text a
        /// table without the development language's entry lacks).
        case keys
        /// Also the default value, comment and table (`extract --from-sources`).
        case full
    }

    public init(
        ruleLevels: [String: RuleLevel] = [:], uiFunctions: [String] = [], uiArguments: [String] = [],
        ignoreKeys: [String] = [], includeTests: Bool = false, englishKeys: Bool = false, catalogKeys: Set<String>? = nil,
        references: ReferenceDetail = .full
    ) {
        self.references = references
        self.ruleLevels = ruleLevels
        self.uiFunctions = uiFunctions
        self.uiArguments = uiArguments
        self.ignoreKeys = ignoreKeys
        self.includeTests = includeTests
        self.englishKeys = englishKeys
        self.catalogKeys = catalogKeys
    }

    /// The severity `ruleID` (a source rule) runs at, or nil when it is off (see ``RuleLevel/of(_:in:)``).
    public func severity(of ruleID: String) -> Severity? {
        SourceRules.description(for: ruleID).flatMap { RuleLevel.of($0, in: ruleLevels).severity }
    }
}
