import Foundation
import L10nDiagnostics
import L10nFiles

/// `unused-key`: a ``ProjectRule``, computed over the whole project by ``findings(in:)`` and reported by the
/// caller at the key's position in its catalog.
///
/// Each example is the members of a catalog's `strings` object, then, from the first line starting with `//`
/// (which names the file), the Swift source scanned with it; `↓` marks a finding in the catalog.
public enum UnusedKeyRule: ProjectRule {
    public static let id = "unused-key"

    public static let description = RuleDescription(
        id: id,
        name: "Unused Key",
        defaultSeverity: .warning,
        summary: "A catalog key that no scanned Swift source references.",
        rationale: """
            Dead keys cost translation money and hide real gaps. Runs only when sources were scanned. A key \
            counts as used when any String(localized:), AttributedString(localized:), LocalizedStringResource, \
            NSLocalizedString or SwiftUI LocalizedStringKey literal (Text, Button, Label, .navigationTitle, …) \
            names it, or any other plain string literal equals it (a key passed around as a String), test files \
            included; interpolated literals match keys with any format specifiers \
            ("\\(count) items" uses "%lld items"). Keys reached through generated symbols or built at run time \
            belong in the configuration's ignoreKeys ("onboarding.*"). Stale keys are left to stale-key. Only catalogs \
            code reads are checked: not InfoPlist.xcstrings (Info.plist keys, read by the system), not a catalog \
            named like a storyboard or xib beside it (or in Base.lproj next to it), which Interface Builder reads \
            (there, and in the document's .strings tables, a key whose object is no longer in the document is \
            unused: docs/interface-builder.md), \
            and not a catalog whose table no scanned code names: Swift reads Localizable.xcstrings (the default \
            table) and AppShortcuts.xcstrings (App Intents), and Foo.xcstrings only for calls that name the table \
            "Foo" (String(localized:table:), NSLocalizedString(_:tableName:comment:), Text(_:tableName:), \
            LocalizedStringResource(_:table:)).
            """,
        triggeringExamples: [
            """
            ↓"home.promo.banner" : {

            },
            "home.title" : {

            }
            // HomeView.swift
            Text("home.title")
            """,
            """
            ↓"settings.account.delete" : {

            },
            "settings.account.sign_out" : {

            }
            // SettingsView.swift
            // Button("settings.account.delete") { confirmDeletion() }
            Button("settings.account.sign_out") { signOut() }
            """,
        ],
        nonTriggeringExamples: [
            """
            "home.title" : {

            }
            // HomeView.swift
            Text("home.title")
            """,
            """
            "cart.items.count %lld" : {

            }
            // CartView.swift
            Text("cart.items.count \\(count)")
            """,
            """
            "home.legacy.title" : {
              "extractionState" : "stale"
            }
            // HomeView.swift
            let title = String(localized: "home.legacy.subtitle")
            """,
            """
            "settings.account.delete" : {

            }
            // SettingsView.swift
            let confirmationKey = "settings.account.delete"
            """,
        ]
    )

    /// One finding per catalog key no source references, in key order.
    public static func findings(in project: ProjectKeyUse) -> [(key: String, message: String)] {
        unusedKeys(catalogKeys: project.catalogKeys, references: project.references, ignoreKeys: project.ignoreKeys)
            .map { ($0, message(forKey: $0)) }
    }

    /// The message of a finding about `key`.
    static func message(forKey key: String) -> String {
        "key '\(key)' is not used in any scanned Swift source"
    }

    /// The catalog keys no source references, sorted; the caller reports them at their catalog positions.
    ///
    /// A reference matches a key exactly or with format specifiers normalised, so `Text("\(count) items")`
    /// (extracted as `%@ items`) uses the key `%lld items`. Keys matching an `ignoreKeys` pattern (`*` is a
    /// wildcard) are never unused.
    ///
    ///     UnusedKeyRule.unusedKeys(catalogKeys: ["home.title", "old.key"], references: refs, ignoreKeys: [])
    ///     // ["old.key"] when only home.title is referenced
    public static func unusedKeys(catalogKeys: Set<String>, references: [KeyReference], ignoreKeys: [String])
        -> [String]
    {
        // One byte lookup per reference: catalog key → its slot (see ``KeyIndex``), then a flag. Normalising can only match keys with a
        // `%`: a text without `%` normalises to itself, and a normalised text keeps a `%` whenever it had one, so
        // references without `%` never need it. References are split across cores, each part with its own flags.
        let keyIndex = KeyIndex(catalogKeys)
        let sorted = keyIndex.keys
        let parts = references.count < 20_000 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        let results = Locked([(used: [Bool], normalized: Set<String>)](repeating: ([], []), count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            var used = [Bool](repeating: false, count: sorted.count)
            var withPercent = Set<String>()
            let range = (references.count * part / parts)..<(references.count * (part + 1) / parts)
            for index in range {
                let key = references[index].key
                if let slot = keyIndex.index(of: key) { used[slot] = true }
                if key.containsByte(UInt8(ascii: "%")) { withPercent.insert(key) }
            }
            // Normalising is slow and the same texts recur (`%@ items` in every list): once per distinct text.
            let usedNormalized = Set(withPercent.map(normalizedFormat))
            results.withLock { $0[part] = (used, usedNormalized) }
        }
        var used = [Bool](repeating: false, count: sorted.count)
        var usedNormalized = Set<String>()
        for (partUsed, partNormalized) in results.withLock({ $0 }) {
            for slot in partUsed.indices where partUsed[slot] { used[slot] = true }
            usedNormalized.formUnion(partNormalized)
        }
        let matcher = KeyMatcher(patterns: ignoreKeys)
        return sorted.indices.filter { slot in
            let key = sorted[slot]
            return !used[slot] && !matcher.matches(key)
                && !(key.containsByte(UInt8(ascii: "%")) && usedNormalized.contains(normalizedFormat(key)))
        }.map { sorted[$0] }
    }

    /// Replaces every format specifier with `%@`: `"%lld of %2$@"` → `"%@ of %@"`.
    static func normalizedFormat(_ key: String) -> String {
        TextClassifier.replacingFormatSpecifiers(in: key, with: "%@", includingPercent: false)
    }
}
