import L10nDiagnostics

/// A place in source that uses a catalog key, for `unused-key` and `extract --from-sources`.
///
///     String(localized: "home.title", defaultValue: "Home", comment: "Tab title")
///     // KeyReference(key: "home.title", kind: .stringLocalized, defaultValue: "Home", comment: "Tab title")
///
/// An interpolated key is written the way Xcode extracts it, interpolations as `%@`
/// (`Text("\(count) items")` → `"%@ items"`), with `hasInterpolation` set.
public struct KeyReference: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// `String(localized:)`, `AttributedString(localized:)`.
        case stringLocalized
        /// `LocalizedStringResource("…")`.
        case localizedStringResource
        /// `NSLocalizedString("…", comment:)`.
        case nsLocalizedString
        /// A SwiftUI `LocalizedStringKey` position: `Text("…")`, `Button("…")`, `.navigationTitle("…")`, …
        case text
        /// Any other literal whose text is a catalog key (`SettingRow(title: "settings.dpi")`,
        /// `case title = "home.title"`): it keeps the key from being reported unused, but it is not a localization
        /// call, so `extract` skips it. Only collected when ``LintOptions/catalogKeys`` is set.
        case literal
        /// A literal the project's own wrapper localizes: `"Cancel".localized`, `"menu_title".loco()`. Xcode does
        /// not extract it, so `extract` skips it. Recorded only when ``LintOptions/catalogKeys`` is set, but always
        /// handed to the rules that check keys (`key-convention`).
        case wrapper
        /// A member of a generated accessor no scanned source declares (`R.string.localizable.cancel()`,
        /// `L10n.Settings.title`), matched to its key by the generators' naming rule (``GeneratedAccessors``); the
        /// accessor is ``KeyReference/accessor``. Only collected when ``LintOptions/catalogKeys`` is set.
        case accessor
    }

    public var key: String
    public var location: SourceLocation
    public var kind: Kind
    /// `tableName:` / `table:`, when given as a literal.
    public var table: String?
    public var defaultValue: String?
    public var comment: String?
    public var hasInterpolation: Bool
    /// Whether Xcode's string extraction takes the call: false for `NSLocalizedString("key")` without `comment:`,
    /// which is the project's own function (Foundation's needs the comment). `migrate` reads it.
    public var isExtractedByXcode = true
    /// For a ``Kind/accessor`` reference, the generated accessor it went through: `R.string.localizable`, `L10n`.
    public var accessor: String?
    /// For a ``Kind/literal`` reference that is the value of a static member of an accessor type (SwiftGen's
    /// `internal static let updateAppMsg = T.tr("Localizable", "update_app_msg", fallback: …)`), that member's
    /// name: the key is in use only where some code names the member.
    public var declaredBy: String?
    /// For a reference with ``declaredBy``, the type that declares the member (SwiftGen's `Friends` in
    /// `L10n.Settings.Friends.settings`): code names it too where it uses the key, so a member name any code uses
    /// (`settings`) does not keep alive a key of a namespace none does.
    public var declaredIn: String?
    /// Made inside a function that builds HTML (a literal of it holds markup: `<p> \(para_1) </p>`, Psiphon's privacy
    /// policy): the key's text is shown as HTML, where runs of spaces collapse into one.
    public var isShownAsHTML = false
    /// Made in code only developers run: inside `#if DEBUG` or a SwiftUI preview (AndBible's JavaScript error box
    /// setting), or in a debug or developer screen's file (cronica's `DeveloperView`). A key read only there reaches
    /// no user in its translations.
    public var isInDebugCode = false
    /// Made where the API shows no text on screen: the label of a Swift Charts plottable value
    /// (`.value("Weekday", day)`, which names the data for VoiceOver's audio graph). A key read only there asks no
    /// translation of anyone looking at the screen.
    public var isNeverShown = false

    public init(
        key: String, location: SourceLocation, kind: Kind, table: String? = nil, defaultValue: String? = nil,
        comment: String? = nil, hasInterpolation: Bool = false
    ) {
        self.key = key
        self.location = location
        self.kind = kind
        self.table = table
        self.defaultValue = defaultValue
        self.comment = comment
        self.hasInterpolation = hasInterpolation
    }
}

extension KeyReference {
    /// A wrapper's interpolated receiver (`"Capture \(name)".localized()`, ishare's screens): Swift builds the text
    /// before the wrapper sees it, so the key looked up is the built text ('Capture Display 1'), never the catalog's
    /// 'Capture %@'. Such a reference names keys only by the head before its value (keys built at run time:
    /// ``hasInterpolation``), not by its own format. `NSLocalizedString("error: \(msg)", comment: …)` is the same:
    /// its key is a `String`, not a `String.LocalizationValue` as `String(localized:)`'s is (49EuroTravel's errors).
    public var looksUpBuiltText: Bool { (kind == .wrapper || kind == .nsLocalizedString) && hasInterpolation }
}

extension KeyReference.Kind {
    /// The calls that look a key up, by name.
    package static let callNames = ["AttributedString", "LocalizedStringResource", "NSLocalizedString", "String"]

    /// The kind of reference a call of this name makes, if it looks a key up: `String(localized:)` and
    /// `AttributedString(localized:)`, `LocalizedStringResource("…")`, `NSLocalizedString("…", comment:)`.
    package init?(callName: String) {
        switch callName {
        case "String", "AttributedString": self = .stringLocalized
        case "LocalizedStringResource": self = .localizedStringResource
        case "NSLocalizedString": self = .nsLocalizedString
        default: return nil
        }
    }
}

/// What linting one file found.
public struct SourceLintResult: Sendable {
    /// Findings in report order.
    public var diagnostics: [Diagnostic]
    /// Every key reference in the file, in source order (test files included, for `unused-key`).
    public var references: [KeyReference]
    /// Whether the lint came to a decision `englishKeys` changes (a literal a catalog or a table holds as a key,
    /// judged as `hardcoded-string` judges it, or a `prose-key` finding): a file that came to none lints the same
    /// with `englishKeys` set or not.
    public var readsEnglishKeys = false
    /// The catalog keys that localization calls commented out name (``CommentedOutKeys``): parked code, whose keys
    /// `unused-key` leaves alone. Kept apart from ``references``: no code in use names them.
    public var commentedOutReferences: [KeyReference] = []

    public init(diagnostics: [Diagnostic] = [], references: [KeyReference] = []) {
        self.diagnostics = diagnostics
        self.references = references
    }
}
