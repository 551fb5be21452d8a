import Foundation
import L10nWorkflow
import Testing
import XCStrings

/// `CatalogDiff` on catalogs shaped as Xcode writes them: English, Spanish, French and German, a plural with a
/// comment, keys renamed, added and removed, a source change, translations added, changed and removed, states.
@Suite struct CatalogDiffTests {
    static func unit(_ value: String, _ state: String = "translated") -> String {
        #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
    }

    static func plural(_ one: String, _ other: String, _ otherState: String = "translated") -> String {
        #"{ "variations" : { "plural" : { "one" : \#(unit(one)), "other" : \#(unit(other, otherState)) } } }"#
    }

    static let old = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : { },
            "files.count %lld" : {
              "comment" : "Files in a folder",
              "localizations" : {
                "en" : \(plural("%lld file", "%lld files")),
                "es" : \(plural("%lld archivo", "%lld archivos"))
              }
            },
            "home.heading" : {
              "localizations" : {
                "en" : \(unit("Home")), "es" : \(unit("Inicio")), "fr" : \(unit("Accueil"))
              }
            },
            "old.key" : { "localizations" : { "de" : \(unit("Alt")), "en" : \(unit("Old")) } },
            "settings.title" : {
              "localizations" : {
                "de" : \(unit("Einstellungen")), "en" : \(unit("Settings")), "es" : \(unit("Ajustes")),
                "fr" : \(unit("Réglages"))
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let new = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "common.cancel" : { "localizations" : { "en" : \(unit("Cancel")) } },
            "files.count %lld" : {
              "comment" : "Number of files in a folder",
              "localizations" : {
                "en" : \(plural("%lld file", "%lld documents")),
                "es" : \(plural("%lld archivo", "%lld archivos", "needs_review")),
                "fr" : \(plural("%lld fichier", "%lld fichiers"))
              }
            },
            "home.title" : { "localizations" : { "en" : \(unit("Home")), "es" : \(unit("Inicio")) } },
            "settings.title" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : \(unit("Settings")), "es" : \(unit("Configuración", "needs_review")), "fr" : \(unit("Réglages"))
              }
            },
            "welcome.title" : { "localizations" : { "en" : \(unit("Welcome")), "es" : \(unit("Bienvenido")) } }
          },
          "version" : "1.0"
        }
        """

    static func catalog(_ text: String, _ path: String = "Localizable.xcstrings") throws -> StringCatalog {
        try StringCatalog(bytes: Array(text.utf8), path: path)
    }

    /// One line per change: kind, key (old key), language and variant, old → new, states.
    static func lines(_ diff: CatalogDiff) -> [String] {
        diff.changes.map { change in
            var line = "\(change.kind.rawValue) \(change.key)"
            if let oldKey = change.oldKey { line += " (was \(oldKey))" }
            if let language = change.language { line += " [\(language)\(change.variant.isRoot ? "" : " \(change.variant)")]" }
            if let attribute = change.attribute { line += " \(attribute)" }
            line += ": \(change.old ?? "-") → \(change.new ?? "-")"
            if change.oldState != nil || change.newState != nil {
                line += " (\(change.oldState ?? "-") → \(change.newState ?? "-"))"
            }
            if !change.languages.isEmpty { line += " \(change.languages)" }
            return line
        }
    }

    @Test func everyKindOfChangeInKeyOrder() throws {
        let diff = CatalogDiff(old: try Self.catalog(Self.old), new: try Self.catalog(Self.new))
        #expect(Self.lines(diff) == [
            "key-renamed common.cancel (was Cancel): - → Cancel",
            "comment-changed files.count %lld: Files in a folder → Number of files in a folder",
            "source-changed files.count %lld [en plural.other]: %lld files → %lld documents (translated → translated)",
            "state-changed files.count %lld [es plural.other]: %lld archivos → %lld archivos (translated → needs_review)",
            "translation-added files.count %lld [fr plural.one]: - → %lld fichier (- → translated)",
            "translation-added files.count %lld [fr plural.other]: - → %lld fichiers (- → translated)",
            "key-renamed home.title (was home.heading): - → Home",
            "translation-removed home.title (was home.heading) [fr]: Accueil → - (translated → -)",
            "key-removed old.key: Old → - [\"de\"]",
            "attribute-changed settings.title extractionState: - → manual",
            "translation-removed settings.title [de]: Einstellungen → - (translated → -)",
            "translation-changed settings.title [es]: Ajustes → Configuración (translated → needs_review)",
            "key-added welcome.title: - → Welcome [\"es\"]",
        ])
        #expect(diff.summary == "1 key added, 1 removed, 2 renamed, 2 changed; 1 source changed; "
            + "2 translations added, 1 changed, 2 removed; 1 state changed; 2 other changes")
    }

    @Test func textGroupsChangesUnderTheirKey() throws {
        let diff = CatalogDiff(old: try Self.catalog(Self.old), new: try Self.catalog(Self.new))
        #expect(diff.text() == """
            renamed 'Cancel' → 'common.cancel': "Cancel"
            changed 'files.count %lld'
              comment changed: "Files in a folder" → "Number of files in a folder"
              en plural.other: source changed: "%lld files" → "%lld documents"
              es plural.other: state changed: translated → needs_review
              fr plural.one: translation added: "%lld fichier" (translated)
              fr plural.other: translation added: "%lld fichiers" (translated)
            renamed 'home.heading' → 'home.title': "Home"
              fr: translation removed: "Accueil" (translated)
            removed 'old.key': "Old" (de)
            changed 'settings.title'
              extractionState changed: none → manual
              de: translation removed: "Einstellungen" (translated)
              es: translation changed: "Ajustes" → "Configuración" (translated → needs_review)
            added 'welcome.title': "Welcome" (es)

            1 key added, 1 removed, 2 renamed, 2 changed; 1 source changed; 2 translations added, 1 changed, 2 removed; 1 state changed; 2 other changes

            """)
    }

    /// Two keys gone with one source text: which one the new key replaces cannot be told, so no rename.
    @Test func ambiguousSourceTextIsNoRename() throws {
        func catalog(_ keys: [(String, String)]) throws -> StringCatalog {
            let entries = keys.map { #""\#($0.0)" : { "localizations" : { "en" : \#(Self.unit($0.1)) } }"# }
            return try Self.catalog(#"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ", ")) }, "version" : "1.0" }"#)
        }
        let diff = CatalogDiff(
            old: try catalog([("alert.ok", "OK"), ("sheet.ok", "OK"), ("title", "Title")]),
            new: try catalog([("common.ok", "OK"), ("screen.title", "Title")]))
        #expect(Self.lines(diff) == [
            "key-removed alert.ok: OK → -",
            "key-added common.ok: - → OK",
            "key-renamed screen.title (was title): - → Title",
            "key-removed sheet.ok: OK → -",
        ])
    }

    /// A source change in English, nothing else: one line, as `check --new-since` would flag each language.
    @Test func sourceChangeOnly() throws {
        let before = #"{ "sourceLanguage" : "en", "strings" : { "settings.sync.title" : { "localizations" : { "de" : \#(Self.unit("Synchronisieren")), "en" : \#(Self.unit("Sync")), "es" : \#(Self.unit("Sincronizar")) } } }, "version" : "1.0" }"#
        let after = before.replacingOccurrences(of: #""Sync""#, with: #""Sync now""#)
        let diff = CatalogDiff(old: try Self.catalog(before), new: try Self.catalog(after))
        #expect(diff.text() == """
            changed 'settings.sync.title'
              en: source changed: "Sync" → "Sync now"

            1 key changed; 1 source changed

            """)
        #expect(diff.counts.sourcesChanged == 1 && diff.counts.keysChanged == 1 && diff.changes.count == 1)
    }

    /// The file written again in another layout (JSONSerialization's: no spaces, no line breaks): no change, and
    /// the same text for git.
    @Test func layoutOnlyIsNoChange() throws {
        let original = try Self.catalog(Self.new)
        let object = try JSONSerialization.jsonObject(with: Data(Self.new.utf8))
        let relaid = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        #expect(relaid != Self.new)
        let diff = CatalogDiff(old: original, new: try Self.catalog(relaid))
        #expect(diff.isEmpty)
        #expect(diff.text() == "no translation changes\n")
        #expect(CatalogLines.render(original) == CatalogLines.render(try Self.catalog(relaid)))
    }

    @Test func markdownIsATableForAPullRequest() throws {
        let diff = CatalogDiff(old: try Self.catalog(Self.old), new: try Self.catalog(Self.new))
        let markdown = diff.markdown(old: "HEAD~1:App/Localizable.xcstrings", new: "App/Localizable.xcstrings")
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "#### Translation changes: `HEAD~1:App/Localizable.xcstrings` → `App/Localizable.xcstrings`")
        #expect(lines[2] == diff.summary)
        #expect(lines[4] == "| key | change | language | before | after |")
        let rows = lines.filter { $0.hasPrefix("| `") }
        #expect(rows.count == diff.changes.count)
        #expect(rows.contains("| `files.count %lld` | source changed | en plural.other | `%lld files` | `%lld documents` |"))
        #expect(rows.contains("| `files.count %lld` | state changed | es plural.other | translated | needs_review |"))
        #expect(rows.contains("| `home.title` | renamed from `home.heading` |  |  | `Home` |"))
        #expect(rows.contains("| `settings.title` | translation changed | es | `Ajustes` (translated) | `Configuración` (needs_review) |"))
        #expect(CatalogDiff(old: try Self.catalog(Self.old), new: try Self.catalog(Self.old))
            .markdown(old: "a", new: "a") == "#### Translation changes in `a`\n\nno translation changes\n")
    }

    @Test func jsonListsEveryChangeForTools() throws {
        let diff = CatalogDiff(old: try Self.catalog(Self.old), new: try Self.catalog(Self.new))
        let text = diff.json(old: "old.xcstrings", new: "new.xcstrings", toolVersion: "9.9")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["old"] as? String == "old.xcstrings")
        #expect(object["sourceLanguage"] as? String == "en")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["keysRenamed"] as? Int == 2)
        #expect(summary["translationsRemoved"] as? Int == 2)
        #expect(summary["text"] as? String == diff.summary)
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.count == 13)
        let source = try #require(changes.first { $0["kind"] as? String == "source-changed" })
        #expect(source["key"] as? String == "files.count %lld")
        #expect(source["language"] as? String == "en")
        #expect(source["variant"] as? String == "plural.other")
        #expect(source["old"] as? String == "%lld files")
        #expect(source["new"] as? String == "%lld documents")
        let added = try #require(changes.last)
        #expect(added["kind"] as? String == "key-added")
        #expect(added["languages"] as? [String] == ["es"])
        #expect(added["variant"] == nil && added["old"] == nil)
    }

    @Test func textconvIsOneLinePerString() throws {
        let lines = CatalogLines.render(try Self.catalog(Self.old)).split(separator: "\n").map(String.init)
        #expect(lines == [
            #"sourceLanguage: "en""#,
            #"version: "1.0""#,
            #"'Cancel' en: "Cancel" (the key)"#,
            #"'files.count %lld' comment: "Files in a folder""#,
            #"'files.count %lld' en plural.one: "%lld file""#,
            #"'files.count %lld' en plural.other: "%lld files""#,
            #"'files.count %lld' es plural.one: "%lld archivo""#,
            #"'files.count %lld' es plural.other: "%lld archivos""#,
            #"'home.heading' en: "Home""#,
            #"'home.heading' es: "Inicio""#,
            #"'home.heading' fr: "Accueil""#,
            #"'old.key' en: "Old""#,
            #"'old.key' de: "Alt""#,
            #"'settings.title' en: "Settings""#,
            #"'settings.title' de: "Einstellungen""#,
            #"'settings.title' es: "Ajustes""#,
            #"'settings.title' fr: "Réglages""#,
        ])
        #expect(CatalogLines.render(try Self.catalog(Self.new)).contains(
            "'settings.title' extractionState: manual\n'settings.title' en: \"Settings\"\n"
                + "'settings.title' es: \"Configuración\" (needs_review)\n"))
    }

    // MARK: Real catalogs

    static var corpusFiles: [URL] {
        // `../shared/corpus` beside the repository (a worktree may be a level deeper).
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<7 {
            folder = folder.deletingLastPathComponent()
            let corpus = folder.appendingPathComponent("shared/corpus")
            if let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path) {
                return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { corpus.appendingPathComponent($0) }
            }
        }
        return []
    }

    /// The catalog on one line, top-level members and keys in `keys`' order (JSON text of each key and entry
    /// written by JSONSerialization: compact, its own member order, `/` escaped).
    static func relaidOut(_ bytes: Data, keys: [String]) throws -> Data {
        func json(_ value: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]), as: UTF8.self)
        }
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let strings = try #require(object["strings"] as? [String: Any])
        let entries = try keys.map { "\(try json($0)):\(try json(strings[$0]!))" }
        var members = ["\"strings\":{\(entries.joined(separator: ","))}"]
        for (key, value) in object where key != "strings" { members.insert("\(try json(key)):\(try json(value))", at: 0) }
        return Data(("{" + members.reversed().joined(separator: ",") + "}").utf8)
    }

    /// Every real catalog of `../shared/corpus` (skipped when absent) written again on one line, keys reversed,
    /// members in another order, `/` escaped: no translation changes, the same text for git; and one translation
    /// edited in it is exactly one change.
    @Test(.enabled(if: !corpusFiles.isEmpty, "../shared/corpus is absent"))
    func realCatalogsRelaidOutHaveNoChanges() throws {
        var edited = 0
        for file in Self.corpusFiles {
            let name = file.lastPathComponent
            let bytes = try Data(contentsOf: file)
            let original = try StringCatalog(bytes: [UInt8](bytes), path: name)
            let relaid = try Self.relaidOut(bytes, keys: original.entries.keys.reversed())
            #expect(relaid != bytes, "\(name)")
            let again = try StringCatalog(bytes: [UInt8](relaid), path: name)
            let diff = CatalogDiff(old: original, new: again)
            #expect(diff.isEmpty, "\(name): \(diff.text())")
            #expect(CatalogLines.render(original) == CatalogLines.render(again), "\(name)")

            guard let (key, language) = original.entries.lazy.compactMap({ key, entry in
                entry.localizations.first { $0.key != original.sourceLanguage && $0.value.stringUnit != nil }
                    .map { (key, $0.key) }
            }).first else { continue }
            var changed = again
            changed[key]!.localizations[language]!.stringUnit!.value += " (edited)"
            let one = CatalogDiff(old: original, new: changed)
            #expect(Self.lines(one).count == 1, "\(name)")
            #expect(one.changes.first?.kind == .translationChanged, "\(name)")
            #expect(one.changes.first?.key == key && one.changes.first?.language == language, "\(name)")
            edited += 1
        }
        #expect(edited >= 5)
    }
}
