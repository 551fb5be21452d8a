import Foundation
import Testing

@Suite struct ExtractCommandTests {
    static let app = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "alert.delete" : {
              "comment" : "Asks before deleting; <b>bold</b> & \\"quoted\\"",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete \\"%@\\", really?\\nYou can't undo this." } },
                "es" : { "stringUnit" : { "state" : "needs_review", "value" : "¿Eliminar «%@»?" } }
              }
            },
            "debug.token" : {
              "shouldTranslate" : false
            },
            "discount" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "+50% off, today only" } }
              }
            },
            "inbox.count" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } } } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщение" } } } } }
              }
            },
            "welcome.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Bienvenido" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let widget = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "widget.title" : {
              "comment" : "Widget gallery title",
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Today's Inbox" } } }
            }
          },
          "version" : "1.0"
        }
        """

    static func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        _ = try folder.write(app, to: "App/Localizable.xcstrings")
        _ = try folder.write(widget, to: "Widget/Widget.xcstrings")
        return folder
    }

    static func version() throws -> String {
        try L10nProcess.run(["--version"]).stdout.trimmingCharacters(in: .newlines)
    }

    @Test func xliffForSpanishHasWhatSpanishNeedsEscaped() throws {
        let folder = try Self.project()
        let version = try Self.version()
        let result = try L10nProcess.run(["extract", "--language", "es", "App"], in: folder.url)
        #expect(result.status == 0)
        // The Spanish waiting for review lost the source's second sentence: the translation rules' findings go to
        // the translator in a note of their own, after the comment (the XLIFF reader does not take it back as one).
        #expect(result.stdout == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
            http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
              <file original="App/Localizable.xcstrings" source-language="en" target-language="es" datatype="plaintext">
                <header>
                  <tool tool-id="l10n" tool-name="l10n" tool-version="\(version)" build-num="\(version)"/>
                </header>
                <body>
                  <trans-unit id="alert.delete" xml:space="preserve">
                    <source>Delete "%@", really?
            You can't undo this.</source>
                    <target state="needs-review-l10n">¿Eliminar «%@»?</target>
                    <note>Asks before deleting; &lt;b&gt;bold&lt;/b&gt; &amp; "quoted"</note>
                    <note from="l10n">l10n check: warning: 'alert.delete' in 'es': the source has 1 line break, the translation no line break and less than half its length: a paragraph is missing [whitespace-mismatch]</note>
                  </trans-unit>
                  <trans-unit id="discount" xml:space="preserve">
                    <source>+50% off, today only</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="inbox.count|==|plural.one" xml:space="preserve">
                    <source>%lld message</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="inbox.count|==|plural.other" xml:space="preserve">
                    <source>%lld messages</source>
                    <note/>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """)
        // Words: Delete really? You can't undo this. (6) + +50% off, today only (4) + message (1) + messages (1).
        #expect(result.stderr == """
            App/Localizable.xcstrings: es: 4 units to translate (12 words)
            es: 4 units to translate (12 words) in 1 catalog

            """)
    }

    @Test func csvQuotesCommasQuotesAndLineBreaksAndGuardsFormulas() throws {
        let folder = try Self.project()
        let result = try L10nProcess.run(["extract", "--language", "es", "--format", "csv", "App"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "\u{FEFF}key,variant,source,target,comment,state\r\n"
            + "alert.delete,,\"Delete \"\"%@\"\", really?\nYou can't undo this.\",¿Eliminar «%@»?,"
            + "\"Asks before deleting; <b>bold</b> & \"\"quoted\"\"\n"
            + "l10n check: warning: 'alert.delete' in 'es': the source has 1 line break, the translation no line break and less than half its length: a paragraph is missing [whitespace-mismatch]\",needs_review\r\n"
            + "discount,,\"'+50% off, today only\",,,\r\n"
            + "inbox.count,plural.one,%lld message,,,\r\n"
            + "inbox.count,plural.other,%lld messages,,,\r\n")
    }

    @Test func russianGetsItsOwnPluralCategoriesAsJSONInAFile() throws {
        let folder = try Self.project()
        let output = folder.url.appendingPathComponent("ru.json")
        let result = try L10nProcess.run(
            ["extract", "--language", "ru", "--format", "json", "--output", "ru.json", "App/Localizable.xcstrings"],
            in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOf: output, encoding: .utf8) == """
            [
              {
                "key" : "alert.delete",
                "variant" : "",
                "source" : "Delete \\"%@\\", really?\\nYou can't undo this.",
                "comment" : "Asks before deleting; <b>bold</b> & \\"quoted\\"",
                "file" : "App/Localizable.xcstrings",
                "sourceLanguage" : "en",
                "targetLanguage" : "ru"
              },
              {
                "key" : "discount",
                "variant" : "",
                "source" : "+50% off, today only",
                "file" : "App/Localizable.xcstrings",
                "sourceLanguage" : "en",
                "targetLanguage" : "ru"
              },
              {
                "key" : "inbox.count",
                "variant" : "plural.few",
                "source" : "%lld messages",
                "file" : "App/Localizable.xcstrings",
                "sourceLanguage" : "en",
                "targetLanguage" : "ru"
              },
              {
                "key" : "inbox.count",
                "variant" : "plural.many",
                "source" : "%lld messages",
                "file" : "App/Localizable.xcstrings",
                "sourceLanguage" : "en",
                "targetLanguage" : "ru"
              },
              {
                "key" : "inbox.count",
                "variant" : "plural.other",
                "source" : "%lld messages",
                "file" : "App/Localizable.xcstrings",
                "sourceLanguage" : "en",
                "targetLanguage" : "ru"
              },
              {
                "key" : "welcome.title",
                "variant" : "",
                "source" : "Welcome",
                "file" : "App/Localizable.xcstrings",
                "sourceLanguage" : "en",
                "targetLanguage" : "ru"
              }
            ]

            """)
        // Words: 6 + 4 + 1 for each of the three `%lld messages` + 1.
        #expect(result.stderr == """
            App/Localizable.xcstrings: ru: 6 units to translate (14 words)
            ru: 6 units to translate (14 words) in 1 catalog

            """)
    }

    @Test func allCatalogsOfTheCurrentFolderAndAll() throws {
        let folder = try Self.project()
        let result = try L10nProcess.run(["extract", "--language", "es", "--all", "--format", "json"], in: folder.url)
        #expect(result.status == 0)
        // Everything translatable: 5 from App (shouldTranslate false left out) and the widget title.
        let units = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
        #expect(units.map { $0["file"]! + " " + $0["key"]! + " " + $0["variant"]! } == [
            "App/Localizable.xcstrings alert.delete ", "App/Localizable.xcstrings discount ",
            "App/Localizable.xcstrings inbox.count plural.one", "App/Localizable.xcstrings inbox.count plural.other",
            "App/Localizable.xcstrings welcome.title ", "Widget/Widget.xcstrings widget.title ",
        ])
        #expect(units[4]["target"] == "Bienvenido" && units[4]["state"] == "translated")
        #expect(result.stderr == """
            App/Localizable.xcstrings: es: 5 units exported, 4 to translate (12 words)
            Widget/Widget.xcstrings: es: 1 unit exported, 1 to translate (2 words)
            es: 6 units exported, 5 to translate (14 words) in 2 catalogs

            """)
    }

    @Test func aLanguageCodeInTheWrongCaseGetsAHint() throws {
        let folder = try Self.project()
        let result = try L10nProcess.run(["extract", "--language", "ES", "--format", "json", "App"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("""
            App/Localizable.xcstrings: ES: 5 units to translate (13 words)
            App/Localizable.xcstrings: warning: no 'ES' strings; did you mean 'es'?

            """))
    }

    /// The development language exports as Xcode's `en.xliff`: every string with itself as target and its state,
    /// `new` where the source language has no string (the key is the text; geteduroam's export by Xcode 16.0).
    @Test func theSourceLanguageExportsAsXcodeExportsTheDevelopmentLanguage() throws {
        let folder = try Self.project()
        let needed = try L10nProcess.run(["extract", "--language", "en", "--format", "csv", "Widget"], in: folder.url)
        #expect(needed.status == 0)
        #expect(needed.stdout == "\u{FEFF}key,variant,source,target,comment,state\r\n")
        #expect(needed.stderr == """
            Widget/Widget.xcstrings: en: 0 units to translate (0 words)
            en: 0 units to translate (0 words) in 1 catalog

            """)
        let all = try L10nProcess.run(["extract", "--language", "en", "--all", "App"], in: folder.url)
        #expect(all.status == 0)
        #expect(all.stdout.contains(
            "<file original=\"App/Localizable.xcstrings\" source-language=\"en\" target-language=\"en\" datatype=\"plaintext\">"))
        #expect(all.stdout.contains("""
                  <trans-unit id="debug.token" translate="no" xml:space="preserve">
                    <source>debug.token</source>
                    <target state="new">debug.token</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="discount" xml:space="preserve">
                    <source>+50% off, today only</source>
                    <target state="translated">+50% off, today only</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="inbox.count|==|plural.one" xml:space="preserve">
                    <source>%lld message</source>
                    <target state="translated">%lld message</target>
                    <note/>
                  </trans-unit>

            """))
        #expect(all.stderr.hasPrefix("App/Localizable.xcstrings: en: 6 units exported, 0 to translate (0 words)\n"))
    }

    @Test func badInputExitsTwoAndWritesNothing() throws {
        let folder = try Self.project()
        _ = try folder.write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [ ]\n}", to: "Broken/Bad.xcstrings")
        let cases: [(arguments: [String], stderrPrefix: String)] = [
            (["--language", "es", "--output", "out.xliff", "Broken"], "Broken/Bad.xcstrings:3:"),
            (["--language", "es", "--output", "out.xliff", "Nowhere"], "Nowhere: error: no such file or folder"),
            (["--output", "out.xliff", "App"], "error: missing '--language <language>'"),
            (["--language", "es.xliff", "App"], "error: invalid language 'es.xliff'"),
            (["--language", "es", "--format", "pdf", "App"], "error: unknown format 'pdf'"),
            (["--language", "es", "--catalog", "App/Localizable.xcstrings"], "error: '--catalog' needs '--from-sources'"),
            (["--language", "es", "--output", "missing-folder/out.xliff", "App"], "missing-folder/out.xliff"),
            (["--language", "es", "--output", "App/Localizable.xcstrings", "App"],
             "error: '--output App/Localizable.xcstrings' would overwrite a String Catalog"),
            (["--language", "es", "--output", "App", "App"], "App: error: is a folder"),
        ]
        for (arguments, prefix) in cases {
            let result = try L10nProcess.run(["extract"] + arguments, in: folder.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix(prefix), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out.xliff").path))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("App/Localizable.xcstrings"), encoding: .utf8) == Self.app)
    }

    @Test func configurationNamesTheCatalogsAndControlCharactersAreDroppedWithAWarning() throws {
        let folder = try Self.project()
        _ = try folder.write("{\n  \"catalogs\" : [\"Widget\"]\n}\n", to: ".l10n.json")
        let bell = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "widget.bell" : {
                  "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Ding\\u0007 dong" } } }
                }
              },
              "version" : "1.0"
            }
            """
        _ = try folder.write(bell, to: "Widget/Bell.xcstrings")
        // Run from a subfolder: the configuration is found upwards and its paths are relative to it.
        let sub = folder.url.appendingPathComponent("Widget")
        let result = try L10nProcess.run(["extract", "--language", "de", "--output", "-"], in: sub)
        #expect(result.status == 0)
        #expect(result.stdout.contains("<trans-unit id=\"widget.bell\" xml:space=\"preserve\">\n        <source>Ding dong</source>"))
        #expect(result.stdout.contains("<file original=\"Bell.xcstrings\""))
        #expect(result.stdout.contains("<file original=\"Widget.xcstrings\""))
        #expect(!result.stdout.contains("alert.delete"))
        #expect(result.stderr == """
            warning: dropped character U+0007 from 'widget.bell' (xml 1.0 cannot carry it)
            Bell.xcstrings: de: 1 unit to translate (2 words)
            Widget.xcstrings: de: 1 unit to translate (2 words)
            de: 2 units to translate (4 words) in 2 catalogs

            """)
    }
}
