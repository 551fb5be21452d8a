import L10nDiagnostics

/// What `l10n init` reads from its first check to decide `englishKeys` from the code: how many `hardcoded-string`
/// findings are English text the app's catalogs or `.strings` tables hold as keys (the team uses English keys,
/// looked up where the text is shown or by SwiftUI).
///
///     let hint = FirstRunHint(outcome)
///     hint.suggestsEnglishKeys   // true: 300 of 307 'hardcoded-string' findings are the catalogs' keys
///
/// It also counts the `key-convention` findings of calls keyed by their English text, the code's own key style
/// where the catalogs give none. It reads only the outcome's findings.
public struct FirstRunHint: Sendable, Hashable {
    /// `hardcoded-string` findings, and those whose text a catalog holds as a key.
    public var hardcoded = 0
    public var hardcodedCatalogKeys = 0
    /// `key-convention` findings of text localized by its own English (`NSLocalizedString("Save", comment: "")`).
    public var proseKeys = 0

    /// What `hardcoded-string` says of a literal whose text (interpolations as format specifiers) a scanned catalog
    /// holds as a key: the lint decides it as it decides `englishKeys`, and the hint takes its word.
    /// (`EnglishKeysTests` checks the rule still says so.)
    public static let ownCatalogKey = "is used as its own catalog key"
    /// What it says of such text that reaches the screen through the app's own declaration (`KeyValue(key:
    /// "Silent")` shown by `localizedString(item.key)`): a `.strings` table's English key, looked up where shown.
    public static let tableKey = "text a table holds as a key"
    /// What `key-convention` says of a localization call keyed by its English text.
    public static let proseKey = "is localized but keyed by its English text"

    /// Counts what the outcome says.
    public init(_ outcome: CheckOutcome) {
        for diagnostic in outcome.allDiagnostics {
            if diagnostic.ruleID == "key-convention", diagnostic.message.containsBytes(Self.proseKey) { proseKeys += 1 }
            guard diagnostic.ruleID == "hardcoded-string" else { continue }
            hardcoded += 1
            // By bytes: Foundation's `contains` cost 2 % of the instructions of a check with a catalog.
            if diagnostic.message.containsBytes(Self.ownCatalogKey) || diagnostic.message.containsBytes(Self.tableKey) {
                hardcodedCatalogKeys += 1
            }
        }
    }

    /// Whether most `hardcoded-string` findings (at least 3) are text the catalogs hold as keys.
    public var suggestsEnglishKeys: Bool { hardcodedCatalogKeys >= 3 && hardcodedCatalogKeys * 2 > hardcoded }

    /// Whether the code localizes by English text (at least 3 calls keyed by their English), for a project whose
    /// catalogs hold no key to infer its style from: the calls are then the team's only stated practice (GitHawk's
    /// 266 `NSLocalizedString("Save", comment: "")` and no table yet), not a slip each.
    public var codeKeysByEnglish: Bool { proseKeys >= 3 }
}
