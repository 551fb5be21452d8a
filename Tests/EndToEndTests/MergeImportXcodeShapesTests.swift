import Foundation
import Testing

/// `l10n merge` of Xcode-shaped files (``XcodeShapesFixtures``): Xcode's own export imports back changing
/// nothing; a translator's edit of it changes the Polish strings it edits — string sets, plural and substitution
/// cases, an empty translation — and nothing else.
@Suite struct MergeImportXcodeShapesTests {
    /// The fixture as Xcode writes it, with its `<tool>` lines.
    static var xcodePolish: String {
        XcodeShapesFixtures.polish.replacingOccurrences(
            of: "    <header>\n", with: "    <header>\n      <tool tool-id=\"com.apple.dt.xcode\" tool-name=\"Xcode\" "
                + "tool-version=\"26.5\" build-num=\"17F42\"/>\n")
    }

    /// Every language's strings but `language`'s, from a catalog's JSON: what an import of `language` keeps.
    static func others(_ url: URL, but language: String) throws -> NSDictionary {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        var strings = json["strings"] as! [String: [String: Any]]
        for (key, var entry) in strings {
            var localizations = entry["localizations"] as? [String: Any] ?? [:]
            localizations[language] = nil
            entry["localizations"] = localizations
            strings[key] = entry
        }
        var rest = json
        rest["strings"] = strings
        return rest as NSDictionary
    }

    static func polish(_ url: URL, _ key: String) throws -> [String: Any]? {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let strings = json["strings"] as! [String: [String: Any]]
        return (strings[key]?["localizations"] as? [String: Any])?["pl"] as? [String: Any]
    }

    @Test func xcodesExportImportsBackChangingNothing() throws {
        let folder = try XcodeShapesFixtures.project()
        let file = try folder.write(Self.xcodePolish, to: "pl.xliff")
        for name in ["AppShortcuts", "dev_options", "Localizable"] {
            let catalog = folder.url.appendingPathComponent("App/\(name).xcstrings")
            let before = try Data(contentsOf: catalog)
            let result = try L10nProcess.run(["merge", "--catalog", "App/\(name).xcstrings", file.path], in: folder.url)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(try Data(contentsOf: catalog) == before, "\(name)")
            #expect(!result.stderr.contains(": error: "), "\(name): \(result.stderr)")
        }
        let localizable = try L10nProcess.run(["merge", "--catalog", "App/Localizable.xcstrings", file.path], in: folder.url)
        // The one translate="no" unit with a target says so; the other (no target) has nothing to import.
        #expect(localizable.stderr.contains(
            "pl.xliff:45:7: warning: 'Adaptation' is marked not to be translated in the file (translate=\"no\"); "
                + "skipped [not-translatable]\n"))
        #expect(localizable.stderr.hasSuffix(
            "App/Localizable.xcstrings: 0 added, 0 updated, 17 unchanged, 0 rejected, 3 skipped, 15 untranslated\n"))
    }

    @Test func aTranslatorsEditChangesOnlyWhatItTranslates() throws {
        let folder = try XcodeShapesFixtures.project()
        var text = Self.xcodePolish
        let edits: [(String, String)] = [
            // A second phrase for the App Shortcut.
            ("          <mrk mtype=\"x-set\" mid=\"0\">Szukaj w ${applicationName}</mrk>\n        </target>",
             "          <mrk mtype=\"x-set\" mid=\"0\">Szukaj w ${applicationName}</mrk>\n"
                + "          <mrk mtype=\"x-set\" mid=\"1\">Znajdź w ${applicationName}</mrk>\n        </target>"),
            // The plural categories Polish lacked.
            ("<source>%lld messages</source>\n        <note>Unread messages</note>",
             "<source>%lld messages</source>\n        <target state=\"translated\">%lld wiadomości</target>\n        <note>Unread messages</note>"),
            // A case of the substitution only Polish has, in Xcode's spelling (%1$lld for %arg).
            ("<source>total.count|==|substitutions.count.plural.few</source>\n",
             "<source>total.count|==|substitutions.count.plural.few</source>\n        <target state=\"translated\">%1$lld pozycje</target>\n"),
            // A deliberately empty translation.
            ("<target state=\"needs-review-l10n\">Przegląd</target>", "<target state=\"translated\"/>"),
            // A percent sign in plain text.
            ("Bateria w 100% naładowana", "Bateria naładowana w 100% teraz"),
            // A translation of a string not to translate: not imported.
            ("<source>Account</source>\n", "<source>Account</source>\n        <target state=\"translated\">Konto</target>\n"),
        ]
        for (old, new) in edits {
            #expect(text.contains(old), "\(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        let file = try folder.write(text, to: "pl.xliff")
        let localizable = folder.url.appendingPathComponent("App/Localizable.xcstrings")
        let shortcuts = folder.url.appendingPathComponent("App/AppShortcuts.xcstrings")
        let othersBefore = try Self.others(localizable, but: "pl")
        let shortcutsOthersBefore = try Self.others(shortcuts, but: "pl")

        let result = try L10nProcess.run(["merge", "--catalog", "App/Localizable.xcstrings", file.path], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("'Account' is marked not to be translated in the file (translate=\"no\"); skipped"))
        #expect(result.stderr.hasSuffix(
            "App/Localizable.xcstrings: 4 added, 2 updated, 15 unchanged, 0 rejected, 4 skipped, 10 untranslated\n"))
        #expect(try Self.others(localizable, but: "pl") == othersBefore)

        let inbox = try #require(try Self.polish(localizable, "inbox.count"))
        let plural = (inbox["variations"] as! [String: Any])["plural"] as! [String: [String: [String: String]]]
        #expect(plural.keys.sorted() == ["few", "many", "one", "other"])
        #expect(plural["few"]?["stringUnit"] == ["state": "translated", "value": "%lld wiadomości"])
        let total = try #require(try Self.polish(localizable, "total.count"))
        let count = ((total["substitutions"] as! [String: Any])["count"] as! [String: Any])
        let cases = (count["variations"] as! [String: Any])["plural"] as! [String: [String: [String: String]]]
        #expect(cases["few"]?["stringUnit"] == ["state": "translated", "value": "%arg pozycje"])
        #expect((total["stringUnit"] as? [String: String])?["value"] == "Razem %#@count@")
        #expect(try Self.polish(localizable, "status.review")?["stringUnit"] as? [String: String]
            == ["state": "translated", "value": ""])
        #expect(try Self.polish(localizable, "Battery at 100% now")?["stringUnit"] as? [String: String]
            == ["state": "translated", "value": "Bateria naładowana w 100% teraz"])
        #expect(try Self.polish(localizable, "Account") == nil)

        let set = try L10nProcess.run(["merge", "--catalog", "App/AppShortcuts.xcstrings", file.path], in: folder.url)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stderr.hasSuffix("App/AppShortcuts.xcstrings: 0 added, 1 updated, 0 unchanged, 0 rejected, 34 skipped\n"))
        #expect(try Self.polish(shortcuts, "Search on ${applicationName}")?["stringSet"] as? NSDictionary == [
            "state": "translated", "values": ["Szukaj w ${applicationName}", "Znajdź w ${applicationName}"],
        ] as NSDictionary)
        #expect(try Self.others(shortcuts, but: "pl") == shortcutsOthersBefore)
    }

    /// A string set's phrases for a key that is a plain string (or a plain string for a set) cannot be written:
    /// rejected with the reason, the rest imported.
    @Test func aStringSetForAPlainStringIsRejected() throws {
        let folder = try XcodeShapesFixtures.project()
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/Localizable.xcstrings" source-language="en" target-language="pl" datatype="plaintext">
                <body>
                  <trans-unit id="status.machine" xml:space="preserve">
                    <source>
                      <mrk mtype="x-set" mid="0">Machine</mrk>
                    </source>
                    <target state="translated">
                      <mrk mtype="x-set" mid="0">Maszyna</mrk>
                    </target>
                  </trans-unit>
                  <trans-unit id="welcome.title" xml:space="preserve">
                    <source>Welcome</source>
                    <target state="translated">Witajcie</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        let file = try folder.write(text, to: "pl.xliff")
        let result = try L10nProcess.run(["merge", "--catalog", "App/Localizable.xcstrings", file.path], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains(
            "pl.xliff:5:7: error: 'status.machine' is not a string set in 'Localizable.xcstrings', but the file gives "
                + "phrases ('mrk') for it [invalid-variant]\n"))
        #expect(result.stderr.hasSuffix("App/Localizable.xcstrings: 0 added, 1 updated, 0 unchanged, 1 rejected\n"))
    }
}
