import L10nDiagnostics
import XCStrings

extension CheckRun {
    /// The rules that ask for plural variations where the text counts (`"%lld files"` with one form).
    static let pluralCandidateRules: Set<String> = ["plural-candidate", "plural-candidate-source"]

    /// Whether any catalog or table of the project varies by plural (a `.stringsdict`, a catalog's plural
    /// variations, at any level).
    ///
    ///     CheckRun.usesPlurals(catalogs)   // false for Sequel-Ace: no .stringsdict, 'table(s)' in 11 strings
    static func usesPlurals(_ catalogs: [StringCatalog]) -> Bool {
        catalogs.contains(where: usesPlurals)
    }

    /// Whether one catalog (or table read as one) varies by plural anywhere.
    static func usesPlurals(_ catalog: StringCatalog) -> Bool {
        catalog.entries.values.contains { entry in
            entry.localizations.values.contains { localization in
                localization.variations?.plural != nil
                    || localization.substitutions?.values.contains { $0.variations?.plural != nil } == true
            }
        }
    }

    /// The folder a catalog or table belongs to for its plural practice: the first folder of its path as shown
    /// (`MiaoYanMobile` for `MiaoYanMobile/Resources/Localizable.xcstrings`, `Resources` for
    /// `Resources/Localization/ja.lproj/Localizable.strings`), "" for a file at the top; a path under
    /// `currentDirectory` is read from there.
    static func pluralHome(of path: String, in currentDirectory: String) -> String {
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        let path = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return "" }
        return parts[0].isEmpty && parts.count >= 3 ? "/" + parts[1] : String(parts[0])
    }

    /// `diagnostics` without the `plural-candidate` findings of `.strings` tables in a part of the project
    /// (``pluralHome(of:)``) whose catalogs vary by plural nowhere, when no table of the project has a `.stringsdict`:
    /// MiaoYan's macOS tables write 'note(s)' in every language; only its iOS app's catalog has plural variations.
    /// Where some table has a `.stringsdict`, the tables' team writes plurals so (openedx's modules: 'Syncing %d
    /// Courses' in one module's table, `.stringsdict` files in others): every table's finding stays.
    static func withoutPluralCandidates(
        _ diagnostics: [Diagnostic], outside homes: Set<String>, configured: Set<String>, currentDirectory: String
    ) -> [Diagnostic] {
        guard !homes.isEmpty, !configured.contains("plural-candidate") else { return diagnostics }
        return diagnostics.filter { diagnostic in
            diagnostic.ruleID != "plural-candidate" || !diagnostic.location.file.hasSuffix(".strings")
                || homes.contains(pluralHome(of: diagnostic.location.file, in: currentDirectory))
        }
    }

    /// A project that has no plural anywhere chose to write counted text one way (`table(s)`, `%i Notes
    /// Trashed` picked by count in code, translators phrasing around the number): one such string is the app's
    /// practice, not a slip, so `plural-candidate` speaks only where the project varies by plural elsewhere
    /// (Sequel-Ace, iina, Simplenote: each such finding judged wrong). The configuration can still ask for it by
    /// setting the rule's level.
    static func withoutPluralCandidates(_ diagnostics: [Diagnostic], projectUsesPlurals: Bool, configured: Set<String>)
        -> [Diagnostic]
    {
        guard !projectUsesPlurals else { return diagnostics }
        let dropped = pluralCandidateRules.subtracting(configured)
        guard !dropped.isEmpty else { return diagnostics }
        return diagnostics.filter { !dropped.contains($0.ruleID) }
    }
}
