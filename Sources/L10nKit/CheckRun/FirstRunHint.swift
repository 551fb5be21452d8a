import L10nDiagnostics
import L10nLint

/// The one line `l10n check` ends with when it ran on the defaults (no `.l10n.json`) and the defaults, not the
/// project, made most of what it found: `missing-translation` for a required language no catalog has,
/// `key-convention` on most keys (the team has its own style), or `hardcoded-string` on English text the app's
/// catalogs or `.strings` tables hold as keys (the team uses English keys, looked up where the text is shown or by
/// SwiftUI). It points to `l10n init`.
///
///     hint: 752 of 1,436 findings are 'missing-translation' for 'es', which no catalog has; 684 of 752 keys break
///     the built-in 'feature.screen.element' convention; run 'l10n init' to write a .l10n.json that describes this
///     project as it is
///
/// It reads only the outcome: the catalogs' keys and languages as the check read them, whatever kind of table
/// they came from, and the findings.
public struct FirstRunHint: Sendable, Hashable {
    /// Findings of `missing-translation` for required languages no catalog holds, and those languages.
    public var missingForAbsentLanguages = 0
    public var absentLanguages: [String] = []
    /// All findings.
    public var findings = 0
    /// `key-convention` findings, and the catalogs' keys.
    public var keyConvention = 0
    public var keys = 0
    /// `hardcoded-string` findings, and those whose text a catalog holds as a key.
    public var hardcoded = 0
    public var hardcodedCatalogKeys = 0

    /// What `hardcoded-string` says of a literal whose text (interpolations as format specifiers) a scanned catalog
    /// holds as a key: the lint decides it as it decides `englishKeys`, and the hint takes its word.
    /// (`EnglishKeysTests` checks the rule still says so.)
    public static let ownCatalogKey = "is used as its own catalog key"
    /// What it says of such text that reaches the screen through the app's own declaration (`KeyValue(key:
    /// "Silent")` shown by `localizedString(item.key)`): a `.strings` table's English key, looked up where shown.
    public static let tableKey = "text a table holds as a key"

    /// Counts what the outcome says.
    public init(_ outcome: CheckOutcome) {
        var present = Set<String>()
        for catalog in outcome.coverage {
            if let source = catalog.sourceLanguage { present.insert(source) }
            for language in catalog.languages where language.translated + language.needsReview + language.new > 0 {
                present.insert(language.language)
            }
        }
        keys = outcome.keySites.count
        findings = outcome.allDiagnostics.count
        var absent = Set<String>()
        var conventionKeys = Set<String>()
        for diagnostic in outcome.allDiagnostics {
            switch diagnostic.ruleID {
            case "missing-translation":
                if let language = diagnostic.language, !present.contains(language) {
                    missingForAbsentLanguages += 1
                    absent.insert(language)
                }
            case "key-convention":
                // The catalogs' keys only: a Swift call keyed by its English is counted apart from them.
                // Each key once: a key two tables hold is one key of `keys` (`426 of 423 keys` otherwise).
                if !diagnostic.location.file.hasSuffix(".swift") {
                    if let key = diagnostic.key {
                        if conventionKeys.insert(key).inserted { keyConvention += 1 }
                    } else {
                        keyConvention += 1
                    }
                }
            case "hardcoded-string":
                hardcoded += 1
                // By bytes: Foundation's `contains` cost 2 % of the instructions of a check with a catalog.
                if diagnostic.message.containsBytes(Self.ownCatalogKey) || diagnostic.message.containsBytes(Self.tableKey) {
                    hardcodedCatalogKeys += 1
                }
            default:
                break
            }
        }
        absentLanguages = absent.sorted()
    }

    /// Whether most `hardcoded-string` findings (at least 3) are text the catalogs hold as keys.
    public var suggestsEnglishKeys: Bool { hardcodedCatalogKeys >= 3 && hardcodedCatalogKeys * 2 > hardcoded }

    /// The reasons the defaults misdescribe the project, most findings first; empty when they fit it.
    public var reasons: [String] {
        var reasons: [(count: Int, text: String)] = []
        if missingForAbsentLanguages * 2 > findings {
            let languages = absentLanguages.map { "'\($0)'" }.joined(separator: ", ")
            reasons.append((
                missingForAbsentLanguages,
                "\(missingForAbsentLanguages) of \(findings) findings are 'missing-translation' for \(languages), which no catalog has"
            ))
        }
        if keys > 0, keyConvention * 2 > keys {
            reasons.append((
                keyConvention,
                "\(keyConvention) of \(keys) keys break the built-in '\(KeyConvention.name)' convention"
            ))
        }
        if suggestsEnglishKeys {
            reasons.append((
                hardcodedCatalogKeys,
                "\(hardcodedCatalogKeys) of \(hardcoded) 'hardcoded-string' findings are English text the catalogs hold as keys (englishKeys)"
            ))
        }
        return reasons.sorted { $0.count > $1.count }.map(\.text)
    }

    /// The line to print, or nil when the defaults fit the project.
    public var line: String? {
        let reasons = reasons
        guard !reasons.isEmpty else { return nil }
        return "hint: " + reasons.joined(separator: "; ")
            + "; run 'l10n init' to write a .l10n.json that describes this project as it is"
    }
}
