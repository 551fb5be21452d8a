import Foundation
import L10nDiagnostics

/// Many `needs-review` findings in one language of one catalog are one finding with their count: a language whose
/// translations a tool or a translator left marked for review (kaset's Indonesian, Korean and Turkish, machine
/// translated and flagged in bulk) is one review to run, `l10n review --language id`, not a finding per string. The
/// finding stands at the first and lists the others (`related`, which JSON and SARIF output carry).
///
///     NeedsReviewGroups.grouped(diagnostics)
///     // Localizable.xcstrings:40:23: warning: 57 translations in 'id' need review, e.g. 'Music', 'Behavior';
///     //   'l10n review --language id' shows them one by one [needs-review]
///
/// A few (fewer than ``threshold``) stay one finding each: a source changed after its translation, worth seeing
/// where it is; but one key marked in ``keyThreshold`` languages or more is one finding that names them.
public enum NeedsReviewGroups {
    /// From this many unreviewed translations in one language and catalog on, they are one finding.
    public static let threshold = 10

    struct Place: Hashable {
        var file: String
        var language: String
    }

    /// `diagnostics` with each catalog's and language's `needs-review` findings replaced by one at the first, when
    /// there are ``threshold`` or more. The others keep their order.
    public static func grouped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        byKey(byLanguage(diagnostics))
    }

    /// From this many languages whose translations of one key need review on, they are one finding.
    public static let keyThreshold = 3

    /// `diagnostics` with the `needs-review` findings of one key in one catalog, in ``keyThreshold`` languages or
    /// more, replaced by one at the first: the key's source text changed once, and every language was marked
    /// (Flare's 'profile_insight_analyzing', marked in nine languages when its "…" became "..."). One decision for
    /// the team, as a key that several languages lack is (``UntranslatedKeyGroups``).
    static func byKey(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let id = NeedsReviewRule.description.id
        var states: [String: String] = [:]
        return KeyLanguageGroups.grouped(diagnostics, threshold: keyThreshold, member: { diagnostic in
            guard diagnostic.ruleID == id, diagnostic.message.hasPrefix("'"),
                diagnostic.message.containsBytes("' translation of '"), let key = diagnostic.key
            else { return false }
            if states[key] == nil, let open = diagnostic.message.range(of: "(state '", options: .backwards) {
                states[key] = String(diagnostic.message[open.upperBound...].prefix { $0 != "'" })
            }
            return true
        }) { first, key, languages in
            var finding = Diagnostic(
                location: first.location, severity: first.severity, ruleID: id,
                message: "\(UntranslatedTableGroups.named(languages)) translations of '\(key)' need review"
                    + (states[key].map { " (state '\($0)')" } ?? ""),
                key: key)
            finding.text = "to review in " + languages.joined(separator: ", ")
            return finding
        }
    }

    /// `diagnostics` with each catalog's and language's `needs-review` findings replaced by one at the first, when
    /// there are ``threshold`` or more.
    static func byLanguage(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let id = NeedsReviewRule.description.id
        return FindingGroups.replacing(diagnostics, threshold: threshold, place: { (diagnostic: Diagnostic) -> Place? in
            guard diagnostic.ruleID == id, diagnostic.key != nil, let language = diagnostic.language else { return nil }
            return Place(file: diagnostic.location.file, language: language)
        }) { (place: Place, members: [Diagnostic]) in
            let examples = members.prefix(2).compactMap(\.key).map { "'\($0)'" }.joined(separator: ", ")
            var finding = Diagnostic(
                location: members[0].location, severity: members[0].severity, ruleID: id,
                message: "\(members.count) translations in '\(place.language)' need review, e.g. \(examples); "
                    + "'l10n review --language \(place.language)' shows them one by one")
            finding.related = members.dropFirst().map(\.location)
            finding.language = place.language
            finding.text = "translations to review in '\(place.language)'"
            return finding
        }
    }
}
