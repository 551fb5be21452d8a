import Foundation
import Testing

/// `l10n merge --catalog FILE TRANSLATION…` through the built binary: XLIFF (ours, Xcode's, .xcloc), CSV, JSON,
/// rejections, dry runs and untrusted XML.
@Suite struct MergeImportCommandTests {
    /// English source, French done, Spanish missing (Xcode's form, written by hand).
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "files.count" : {
              "comment" : "Number of files",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                }
              }
            },
            "home.title" : {
              "comment" : "Home screen title",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Home"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Accueil"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// The catalog after importing Spanish: `home.title` and `files.count`'s `one` case (its `other` was
    /// rejected), with states as the file said.
    static let catalogWithSpanish = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "files.count" : {
              "comment" : "Number of files",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                },
                "es" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Un archivo"
                        }
                      }
                    }
                  }
                }
              }
            },
            "home.title" : {
              "comment" : "Home screen title",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Home"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Inicio & <más>"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Accueil"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// An XLIFF in the shape Xcode exports: one rejected unit (a format mismatch), one unknown key, one untranslated.
    static let spanishXLIFF = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="App/Localizable.xcstrings" source-language="en" target-language="es" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242d"/>
            </header>
            <body>
              <trans-unit id="files.count|==|plural.one" xml:space="preserve">
                <source>%lld file</source>
                <target state="translated">Un archivo</target>
                <note>Number of files</note>
              </trans-unit>
              <trans-unit id="files.count|==|plural.other" xml:space="preserve">
                <source>%lld files</source>
                <target state="translated">%@ archivos</target>
                <note>Number of files</note>
              </trans-unit>
              <trans-unit id="home.title" xml:space="preserve">
                <source>Home</source>
                <target state="needs-review-translation">Inicio &amp; &lt;más&gt;</target>
                <note>Home screen title</note>
              </trans-unit>
              <trans-unit id="settings.title" xml:space="preserve">
                <source>Settings</source>
                <target state="translated">Ajustes</target>
              </trans-unit>
              <trans-unit id="files.count|==|plural.many" xml:space="preserve">
                <source>%lld files</source>
                <target state="new"></target>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """

    static let rejectedLines = """
        es.xliff:13:7: error: 'files.count' (plural.other): argument 1 is '%lld' in the source but '%@' in 'es' [format-specifier-mismatch]
        es.xliff:23:7: warning: no key 'settings.title' in 'Localizable.xcstrings'; skipped [unknown-key]

        """

    static func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func importsXLIFFAppliesTheRestAndExitsOneOnRejections() throws {
        let folder = try TemporaryDirectory()
        let catalog = try folder.write(Self.catalog, to: "Localizable.xcstrings")
        _ = try folder.write(Self.spanishXLIFF, to: "es.xliff")
        let result = try L10nProcess.run(["merge", "--catalog", "Localizable.xcstrings", "es.xliff"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == Self.rejectedLines
            + "Localizable.xcstrings: 2 added, 0 updated, 0 unchanged, 1 rejected, 1 skipped, 1 untranslated\n")
        #expect(try Self.contents(catalog) == Self.catalogWithSpanish)

        // Importing the same file again changes nothing more.
        let again = try L10nProcess.run(["merge", "--catalog", "Localizable.xcstrings", "es.xliff"], in: folder.url)
        #expect(again.status == 1)
        #expect(again.stderr.hasSuffix("Localizable.xcstrings: 0 added, 0 updated, 2 unchanged, 1 rejected, 1 skipped, 1 untranslated\n"))
        #expect(try Self.contents(catalog) == Self.catalogWithSpanish)
    }

    @Test func dryRunListsChangesAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        let catalog = try folder.write(Self.catalog, to: "Localizable.xcstrings")
        _ = try folder.write(Self.spanishXLIFF, to: "es.xliff")
        let result = try L10nProcess.run(
            ["merge", "--catalog", "Localizable.xcstrings", "--dry-run", "es.xliff"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == """
            added 'files.count' ['es'] 'plural.one': "Un archivo"
            added 'home.title' ['es']: "Inicio & <más>"

            """)
        #expect(result.stderr == Self.rejectedLines
            + "Localizable.xcstrings: 2 added, 0 updated, 0 unchanged, 1 rejected, 1 skipped, 1 untranslated (dry run: nothing written)\n")
        #expect(try Self.contents(catalog) == Self.catalog)
    }

    @Test func importsCSVWithLanguageAndJSONUnits() throws {
        let folder = try TemporaryDirectory()
        let catalog = try folder.write(Self.catalog, to: "Localizable.xcstrings")
        // A spreadsheet's CSV (BOM, CRLF, quoted fields), and JSON units that name their language.
        _ = try folder.write(
            "\u{FEFF}key,variant,source,target,comment,state\r\n"
                + "files.count,plural.one,%lld file,Un archivo,Number of files,translated\r\n"
                + "home.title,,Home,\"Inicio & <más>\",\"Home screen title\",needs_review\r\n",
            to: "es.csv")
        _ = try folder.write("""
            [
              {
                "key" : "files.count",
                "variant" : "plural.other",
                "source" : "%lld files",
                "target" : "%lld archivos",
                "targetLanguage" : "es"
              }
            ]

            """, to: "es.json")

        let withoutLanguage = try L10nProcess.run(["merge", "--catalog", catalog.path, "es.csv"], in: folder.url)
        #expect(withoutLanguage.status == 2)
        #expect(withoutLanguage.stderr == "es.csv: error: a CSV file does not name its language; pass '--language'\n")
        #expect(try Self.contents(catalog) == Self.catalog)

        let result = try L10nProcess.run(
            ["merge", "--catalog", catalog.path, "--language", "es", "es.csv", "es.json"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr == "\(catalog.path): 3 added, 0 updated, 0 unchanged, 0 rejected\n")
        let expected = Self.catalogWithSpanish.replacingOccurrences(
            of: """
                                  "value" : "Un archivo"
                                }
                              }
                """,
            with: """
                                  "value" : "Un archivo"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld archivos"
                                }
                              }
                """)
        #expect(expected != Self.catalogWithSpanish)
        #expect(try Self.contents(catalog) == expected)
    }

    @Test func xclocFolderImportsOnlyThisCatalogsUnits() throws {
        let folder = try TemporaryDirectory()
        let catalog = try folder.write(Self.catalog, to: "Localizable.xcstrings")
        // Xcode puts every catalog of the project in one XLIFF: InfoPlist's units are not for this catalog.
        let infoPlist = """
              <file original="App/InfoPlist.xcstrings" source-language="en" target-language="es" datatype="plaintext">
                <body>
                  <trans-unit id="CFBundleDisplayName" xml:space="preserve">
                    <source>Files</source>
                    <target state="translated">Archivos</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        let xliff = Self.spanishXLIFF.replacingOccurrences(of: "</xliff>", with: infoPlist)
        _ = try folder.write(xliff, to: "es.xcloc/Localized Contents/es.xliff")
        _ = try folder.write("{}", to: "es.xcloc/contents.json")
        let result = try L10nProcess.run(["merge", "--catalog", "Localizable.xcstrings", "es.xcloc"], in: folder.url)
        #expect(result.status == 1)
        let xliffPath = "es.xcloc/Localized Contents/es.xliff"
        #expect(result.stderr == """
            \(xliffPath):13:7: error: 'files.count' (plural.other): argument 1 is '%lld' in the source but '%@' in 'es' [format-specifier-mismatch]
            \(xliffPath):23:7: warning: no key 'settings.title' in 'Localizable.xcstrings'; skipped [unknown-key]
            \(xliffPath):33:3: warning: 1 unit for 'App/InfoPlist.xcstrings', not 'Localizable.xcstrings'; skipped [other-catalog]
            Localizable.xcstrings: 2 added, 0 updated, 0 unchanged, 1 rejected, 2 skipped, 1 untranslated

            """)
        #expect(try Self.contents(catalog) == Self.catalogWithSpanish)
    }

    @Test func catalogsOfTheSameNameAreToldApartByTheirPath() throws {
        let folder = try TemporaryDirectory()
        let app = try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
        let other = try folder.write(Self.catalog, to: "Other/Localizable.xcstrings")
        let widget = """
              <file original="Widget/Localizable.xcstrings" source-language="en" target-language="es" datatype="plaintext">
                <body>
                  <trans-unit id="home.title" xml:space="preserve">
                    <source>Home</source>
                    <target state="translated">WIDGET</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        _ = try folder.write(Self.spanishXLIFF.replacingOccurrences(of: "</xliff>", with: widget), to: "es.xliff")
        let result = try L10nProcess.run(["merge", "--catalog", "App/Localizable.xcstrings", "es.xliff"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains(
            "es.xliff:33:3: warning: 1 unit for 'Widget/Localizable.xcstrings', not 'Localizable.xcstrings'; skipped [other-catalog]\n"))
        #expect(try Self.contents(app) == Self.catalogWithSpanish)

        let ambiguous = try L10nProcess.run(["merge", "--catalog", "Other/Localizable.xcstrings", "es.xliff"], in: folder.url)
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr == "es.xliff: error: holds several catalogs that could be 'Other/Localizable.xcstrings' "
            + "('App/Localizable.xcstrings', 'Widget/Localizable.xcstrings'); give the catalog's path as the file names it, "
            + "from the project folder\n")
        #expect(try Self.contents(other) == Self.catalog)
    }

    @Test func untrustedXMLIsRejectedQuicklyAndTheCatalogIsUntouched() throws {
        let folder = try TemporaryDirectory()
        let catalog = try folder.write(Self.catalog, to: "Localizable.xcstrings")
        let secret = try folder.write("TOP-SECRET", to: "secret.txt")
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [\n  <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            laughs += "  <!ENTITY lol\(level) \"\(String(repeating: "&\(previous);", count: 10))\">\n"
        }
        let body = """
            <xliff version="1.2"><file original="Localizable.xcstrings" source-language="en" target-language="es">
            <body><trans-unit id="home.title"><source>Home</source><target>%@</target></trans-unit></body></file></xliff>

            """
        laughs += "]>\n" + body.replacingOccurrences(of: "%@", with: "&lol9;")
        let external = "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [ <!ENTITY xxe SYSTEM \"file://\(secret.path)\"> ]>\n"
            + body.replacingOccurrences(of: "%@", with: "&xxe;")
        // An external DTD that would define the entity: never read, so the entity stays undefined.
        let dtd = try folder.write("<!ENTITY xxe \"TOP-SECRET\">", to: "evil.dtd")
        let externalDTD = "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff SYSTEM \"file://\(dtd.path)\">\n"
            + body.replacingOccurrences(of: "%@", with: "&xxe;")
        let undeclared = body.replacingOccurrences(of: "%@", with: "&nbsp;")
        let malformed = body.replacingOccurrences(of: "</target>", with: "</trget>")
        let cases: [(file: String, text: String, error: String)] = [
            ("laughs.xliff", laughs, "laughs.xliff:3:3: error: entity declarations are not allowed"),
            ("external.xliff", external, "external.xliff:2:19: error: entity declarations are not allowed"),
            ("dtd.xliff", externalDTD, "dtd.xliff:4:64: error: undefined entity '&xxe;'"),
            ("undeclared.xliff", undeclared, "undeclared.xliff:2:64: error: undefined entity '&nbsp;'"),
            ("malformed.xliff", malformed, "malformed.xliff:2:66: error: mismatched end tag: expected '</target>' (opened at 2:56)"),
        ]
        nextCase: for (fileName, text, error) in cases {
            _ = try folder.write(text, to: fileName)
            let start = Date()
            let result = try L10nProcess.run(["merge", "--catalog", "Localizable.xcstrings", fileName], in: folder.url)
            #expect(Date().timeIntervalSince(start) < 5, "\(fileName)")
            #expect(result.status == 2, "\(fileName)")
            #expect(result.stderr.hasPrefix(error), "\(fileName): \(result.stderr)")
            #expect(!result.stderr.contains("TOP-SECRET") && !result.stdout.contains("TOP-SECRET"), "\(fileName)")
            #expect(try Self.contents(catalog) == Self.catalog, "\(fileName)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
            "Localizable.xcstrings", "dtd.xliff", "evil.dtd", "external.xliff", "laughs.xliff", "malformed.xliff",
            "secret.txt", "undeclared.xliff",
        ])
    }

    @Test func unreadableInputsExitTwo() throws {
        let folder = try TemporaryDirectory()
        let catalog = try folder.write(Self.catalog, to: "Localizable.xcstrings")
        _ = try folder.write(Self.spanishXLIFF, to: "es.xliff")
        let cases: [(arguments: [String], stderr: String)] = [
            (["--catalog", "Missing.xcstrings", "es.xliff"], "Missing.xcstrings: error: cannot open file: No such file or directory\n"),
            (["--catalog", "Localizable.xcstrings", "nope.xliff"], "nope.xliff: error: no such file or folder\n"),
            (["--catalog", "Localizable.xcstrings", "--language", "es", "broken.json"], "broken.json:1:3: error: expected a key in double quotes, found ']'\n"),
            // A good file first and a broken one after: nothing is written at all.
            (["--catalog", "Localizable.xcstrings", "--language", "es", "es.xliff", "broken.json"], "broken.json:1:3: error: "),
        ]
        _ = try folder.write("[{]", to: "broken.json")
        nextCase: for (arguments, stderr) in cases {
            let result = try L10nProcess.run(["merge"] + arguments, in: folder.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix(stderr), "\(arguments): \(result.stderr)")
            #expect(try Self.contents(catalog) == Self.catalog, "\(arguments)")
        }
    }
}
