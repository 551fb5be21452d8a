import Foundation
import Testing

/// One count of what is left to translate, whichever command tells it (issue 30, point 1): an app translated into
/// Italian whose Finder extension's catalog has no Italian at all, an empty key Xcode kept, and a malformed catalog.
@Suite struct ReportProjectCountTests {
    /// The app's catalog, as Xcode writes it: English, Spanish and Italian; the empty key Xcode keeps for
    /// `Toggle("", isOn:)`, with the empty values a translation tool wrote for it; a plural.
    static let app = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "" : {
              "localizations" : {
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : ""
                  }
                },
                "it" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : ""
                  }
                }
              }
            },
            "home.screen.title" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Home"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Inicio"
                  }
                },
                "it" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Home"
                  }
                }
              }
            },
            "inbox.list.count %lld" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld message"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld messages"
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
                          "value" : "%lld mensaje"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld mensajes"
                        }
                      }
                    }
                  }
                },
                "it" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld messaggio"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld messaggi"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    /// The Finder extension's catalog: English and Spanish only, nobody translated it into Italian.
    static let finderExtension = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "finder.menu.open" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Open in Mail"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Abrir en Mail"
                  }
                }
              }
            },
            "finder.menu.share_file" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Share this file"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Compartir este archivo"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    static let malformed = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : 1\n  },\n  \"version\" : \"1.0\"\n}"

    /// The two catalogs, with the configuration a team would have: English and Spanish required.
    static func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        _ = try dir.write(app, to: "App/Localizable.xcstrings")
        _ = try dir.write(finderExtension, to: "FinderExtension/Localizable.xcstrings")
        _ = try dir.write(#"{ "languages": ["en", "es"] }"#, to: ".l10n.json")
        return dir
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `language translated/total missing strings` of each language of each catalog of a JSON report.
    static func catalogNumbers(_ report: [String: Any]) -> [String: [String]] {
        var numbers: [String: [String]] = [:]
        for case let catalog as [String: Any] in report["catalogs"] as? [Any] ?? [] {
            numbers[catalog["file"] as? String ?? ""] = (catalog["languages"] as? [[String: Any]] ?? []).map {
                "\($0["language"] as? String ?? "") \($0["translated"] as? Int ?? -1)/\($0["total"] as? Int ?? -1) "
                    + "missing \($0["missing"] as? Int ?? -1), \($0["stringsToTranslate"] as? Int ?? -1) strings"
            }
        }
        return numbers
    }

    @Test func aCatalogWithoutAShippedLanguageCountsAllItsKeysThere() throws {
        let dir = try Self.project()
        // check's summary: Italian is shipped (the app has it), so the extension's two keys are untranslated there.
        let check = try L10nProcess.run(["check"], in: dir.url)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("""
            FinderExtension/Localizable.xcstrings
              en  2/2 (100%)
              es  2/2 (100%)
              it  0/2 (0%)

            """), "\(check.stderr)")

        // report, JSON: the same numbers, in the catalog and in the totals; 2 strings, as extract exports.
        let json = try L10nProcess.run(["report", "--format", "json"], in: dir.url)
        #expect(json.status == 0, "\(json.stderr)")
        let report = try Self.object(json.stdout)
        #expect(Self.catalogNumbers(report)["FinderExtension/Localizable.xcstrings"] == [
            "en 2/2 missing 0, 0 strings", "es 2/2 missing 0, 0 strings", "it 0/2 missing 2, 2 strings",
        ])
        #expect(Self.catalogNumbers(report)["App/Localizable.xcstrings"] == [
            "en 2/2 missing 0, 0 strings", "es 2/2 missing 0, 0 strings", "it 2/2 missing 0, 0 strings",
        ])
        let totals = (report["languages"] as? [[String: Any]] ?? []).map {
            "\($0["language"] as? String ?? "") \($0["translated"] as? Int ?? -1)/\($0["total"] as? Int ?? -1)"
        }
        #expect(totals == ["en 4/4", "es 4/4", "it 2/4"])

        // extract --language it: the extension's two strings, nothing from the app.
        let extract = try L10nProcess.run(["extract", "--language", "it", "--format", "json"], in: dir.url)
        #expect(extract.status == 0, "\(extract.stderr)")
        let units = try #require(try JSONSerialization.jsonObject(with: Data(extract.stdout.utf8)) as? [[String: Any]])
        #expect(units.map { "\($0["file"] as? String ?? "") \($0["key"] as? String ?? "")" } == [
            "FinderExtension/Localizable.xcstrings finder.menu.open",
            "FinderExtension/Localizable.xcstrings finder.menu.share_file",
        ])
        #expect(extract.stderr.contains("it: 2 units to translate (6 words) in 2 catalogs"), "\(extract.stderr)")

        // The HTML's table for the extension shows Italian; text and Markdown too.
        let html = try L10nProcess.run(["report", "--format", "html"], in: dir.url)
        let section = try #require(
            html.stdout.components(separatedBy: "<section class=\"catalog\"").dropFirst().first {
                $0.contains("FinderExtension/")
            })
        #expect(section.contains("<tr data-language=\"it\" data-translated=\"0\" data-total=\"2\">"), "\(section)")
        let text = try L10nProcess.run(["report"], in: dir.url)
        #expect(text.stdout.contains("""
              FinderExtension/Localizable.xcstrings: 2 keys, source en, 50 % translated in 2 other languages; \
            0 errors, 0 warnings

            """), "\(text.stdout)")
        #expect(text.stdout.contains("    others: it 0 %\n"), "\(text.stdout)")
        let markdown = try L10nProcess.run(["report", "--format", "markdown"], in: dir.url)
        #expect(markdown.stdout.contains("| Italian `it` | `█████·····`  50 % | 2 | 0 | 0 | 0 | 2 | 4 | 2 strings, 6 words |"),
                "\(markdown.stdout)")
    }

    @Test func aLanguageOnlyRequiredCountsInEveryCatalogToo() throws {
        let dir = try Self.project()
        let json = try L10nProcess.run(["report", "--format", "json", "--languages", "en,fr"], in: dir.url)
        let numbers = Self.catalogNumbers(try Self.object(json.stdout))
        // French is required, Spanish and Italian are shipped: every catalog counts in all four.
        #expect(numbers["FinderExtension/Localizable.xcstrings"]?.map { String($0.prefix(2)) } == ["en", "fr", "es", "it"])
        #expect(numbers["App/Localizable.xcstrings"]?.map { String($0.prefix(2)) } == ["en", "fr", "es", "it"])
    }

    /// The three real apps of `../shared/apps` read as one project: each ships its own languages (Yattee only
    /// English), and every catalog is counted in all of them, as `extract` exports them.
    @Test(.enabled(if: ReportRealCatalogTests.shared != nil, "../shared/apps is absent"))
    func realAppsTogetherCountEveryCatalogInEveryLanguageTheyShip() throws {
        let apps = try #require(ReportRealCatalogTests.shared).appendingPathComponent("apps")
        let empty = try TemporaryDirectory()
        let config = try empty.write("{}", to: "l10n.json").path
        let json = try L10nProcess.run(["report", "--format", "json", "--config", config, "."], in: apps)
        #expect(json.status == 0, "\(json.stderr)")
        let report = try Self.object(json.stdout)
        let catalogs = report["catalogs"] as? [[String: Any]] ?? []
        #expect(catalogs.count == 3)
        let shipped = Set((report["languages"] as? [[String: Any]] ?? []).compactMap { $0["language"] as? String })
        #expect(shipped.count >= 20 && shipped.contains("ja") && shipped.contains("hu"))
        for catalog in catalogs {
            let languages = (catalog["languages"] as? [[String: Any]] ?? []).compactMap { $0["language"] as? String }
            #expect(Set(languages) == shipped, "\(catalog["file"] ?? "")")
        }
        // Japanese is in one app only: the others' strings are all to translate, as extract exports them.
        let extract = try L10nProcess.run(
            ["extract", "--language", "ja", "--format", "json", "--config", config, "."], in: apps)
        let units = try #require(try JSONSerialization.jsonObject(with: Data(extract.stdout.utf8)) as? [[String: Any]])
        for catalog in catalogs {
            let file = catalog["file"] as? String ?? ""
            let japanese = (catalog["languages"] as? [[String: Any]] ?? []).first { ($0["language"] as? String) == "ja" }
            let exported = units.filter { ($0["file"] as? String) == file }.count
            #expect(japanese?["stringsToTranslate"] as? Int == exported, "\(file): \(exported) units")
        }
        let yattee = try #require(catalogs.first { ($0["file"] as? String)?.hasPrefix("yattee__yattee/") == true })
        let ja = (yattee["languages"] as? [[String: Any]] ?? []).first { ($0["language"] as? String) == "ja" }
        #expect(ja?["translated"] as? Int == 0 && (ja?["missing"] as? Int ?? 0) > 1_000)
        #expect(units.filter { ($0["file"] as? String) == yattee["file"] as? String }.count > 1_000)
    }

    @Test func theEmptyKeyIsNotAStringToTranslateAnywhere() throws {
        let dir = try Self.project()
        // No finding about it (it had empty translations and no feature.screen.element form); the plural's
        // notes about Spanish and Italian `many` are all there is.
        let check = try L10nProcess.run(["check", "--format", "json"], in: dir.url)
        let findings = try Self.object(check.stdout)["diagnostics"] as? [[String: Any]] ?? []
        #expect(findings.map { "\($0["rule"] as? String ?? "") \($0["key"] as? String ?? "-")" } == [
            "plural-cldr-category inbox.list.count %lld", "plural-cldr-category inbox.list.count %lld",
        ])
        // Not counted: the app has two keys.
        let report = try Self.object(try L10nProcess.run(["report", "--format", "json"], in: dir.url).stdout)
        let app = (report["catalogs"] as? [[String: Any]] ?? []).first { ($0["file"] as? String) == "App/Localizable.xcstrings" }
        #expect(app?["keys"] as? Int == 2)
        // Not exported as work in any language, the source language included; exported with --all, as Xcode does.
        for language in ["en", "es", "it"] {
            let extract = try L10nProcess.run(["extract", "--language", language, "--format", "json"], in: dir.url)
            let units = try #require(try JSONSerialization.jsonObject(with: Data(extract.stdout.utf8)) as? [[String: Any]])
            #expect(!units.contains { ($0["key"] as? String) == "" }, "\(language)")
        }
        let all = try L10nProcess.run(["extract", "--language", "es", "--all", "App"], in: dir.url)
        #expect(all.stdout.contains("<trans-unit id=\"\" xml:space=\"preserve\">"), "\(all.stdout)")
    }

    @Test func anUnreadableCatalogIsInNoTotal() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.malformed, to: "Broken.xcstrings")
        let alone = try L10nProcess.run(["report"], in: dir.url)
        #expect(alone.status == 2)
        #expect(alone.stdout.hasPrefix("""
            Localization coverage: 0 catalogs · 0 keys · 0 languages · 1 unreadable catalog (l10n 
            """), "\(alone.stdout)")
        #expect(alone.stdout.contains("Findings: 1 error (1 unreadable file), 0 warnings, 0 notes in 1 file\n"))
        #expect(alone.stdout.contains("\nUnreadable catalogs\n  Broken.xcstrings:4:11: error: "), "\(alone.stdout)")
        let markdown = try L10nProcess.run(["report", "--format", "markdown"], in: dir.url)
        #expect(markdown.stdout.contains(
            "\n0 catalogs · 0 keys · 0 languages · 1 unreadable catalog · 1 error (1 unreadable file), 0 warnings, 0 notes\n"))

        _ = try dir.write(Self.finderExtension, to: "Localizable.xcstrings")
        let both = try L10nProcess.run(["report", "--format", "html"], in: dir.url)
        #expect(both.status == 2)
        #expect(both.stdout.contains(
            "<p class=\"meta\">1 catalog · 2 keys · 2 languages · 1 unreadable catalog · 1 error (1 unreadable file), "),
            "\(both.stdout)")
    }
}
