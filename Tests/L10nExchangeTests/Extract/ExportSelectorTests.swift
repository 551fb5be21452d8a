import L10nCatalogChecks
import L10nExchange
import Testing
import XCStrings

@Suite struct ExportSelectorTests {
    /// `key|variant|source|target|state|reason`, one string per unit, so a failure shows the whole row.
    static func rows(_ units: [ExportUnit]) -> [String] {
        units.map { unit in
            [unit.key, unit.variant.description, unit.source, unit.target ?? "-", unit.state ?? "-",
             unit.reason.rawValue].joined(separator: "|")
        }
    }

    @Test func spanishGetsWhatIsMissingEmptyNewOrNeedsReview() throws {
        let selection = ExportSelector(language: "es").select(in: try ExportFixtures.catalog())
        #expect(Self.rows(selection.units) == [
            "Done||Done|Hecho|new|new",
            "empty.value||Nothing here||translated|empty",
            // Substitution references as Xcode's export spells them: numbered, `%arg` with its argument.
            "files.summary||%1$#@files@ in %2$#@folders@|-|-|missing",
            "files.summary|substitutions.files.plural.one|%1$lld file|-|-|missing",
            "files.summary|substitutions.files.plural.other|%1$lld files|-|-|missing",
            "files.summary|substitutions.folders.plural.one|%2$lld folder|-|-|missing",
            "files.summary|substitutions.folders.plural.other|%2$lld folders|-|-|missing",
            "photos.count|device.iphone.plural.one|%lld photo on this iPhone|-|-|missing",
            "photos.count|device.iphone.plural.other|%lld photos on this iPhone|-|-|missing",
            "photos.count|device.other|%lld photos|-|-|missing",
            // Spanish varies by device on its own (ipad, iphone): as in Xcode's export, English's mac is not added.
            "settings.button|device.ipad|Tap to open|Toca para abrir|needs_review|needs_review",
        ])
        #expect(selection.skippedStringSets == ["shortcut.phrase"])
        // Comments travel with every unit of the key.
        #expect(selection.units.filter { $0.key == "files.summary" }.allSatisfy {
            $0.comment == "Files and folders selected"
        })
        #expect(selection.units.first { $0.key == "Done" }?.comment == nil)
    }

    @Test func russianNeedsItsOwnPluralCategoriesEverywhere() throws {
        let units = ExportSelector(language: "ru").units(in: try ExportFixtures.catalog())
        #expect(Self.rows(units) == [
            "Done||Done|-|-|missing",
            "empty.value||Nothing here|-|-|missing",
            // Russian has files (one, other) and names %#@folders@ without defining it. Units come in the order of
            // Xcode's export: by id, so plural categories alphabetically.
            "files.summary|substitutions.files.plural.few|%1$lld files|-|-|missing",
            "files.summary|substitutions.files.plural.many|%1$lld files|-|-|missing",
            "files.summary|substitutions.folders.plural.few|%2$lld folders|-|-|missing",
            "files.summary|substitutions.folders.plural.many|%2$lld folders|-|-|missing",
            "files.summary|substitutions.folders.plural.one|%2$lld folder|-|-|missing",
            "files.summary|substitutions.folders.plural.other|%2$lld folders|-|-|missing",
            // English has one/other; Russian also needs few and many, translated from English `other`.
            "inbox.count|plural.few|%lld messages|-|-|missing",
            "inbox.count|plural.many|%lld messages|-|-|missing",
            "photos.count|device.iphone.plural.few|%lld photos on this iPhone|-|-|missing",
            "photos.count|device.iphone.plural.many|%lld photos on this iPhone|-|-|missing",
            "photos.count|device.iphone.plural.one|%lld photo on this iPhone|-|-|missing",
            "photos.count|device.iphone.plural.other|%lld photos on this iPhone|-|-|missing",
            "photos.count|device.other|%lld photos|-|-|missing",
            "settings.button|device.ipad|Tap to open|-|-|missing",
            "settings.button|device.iphone|Tap to open|-|-|missing",
            "settings.button|device.mac|Click to open|-|-|missing",
            "welcome.title||Welcome|-|-|missing",
        ])
    }

    @Test func allExportsEverythingTranslatableIncludingStaleButNotShouldTranslateFalseOutsideXLIFF() throws {
        let units = ExportSelector(language: "es", includeAll: true).units(in: try ExportFixtures.catalog())
        let ids = units.map { $0.variant.isRoot ? $0.key : "\($0.key)|\($0.variant)" }
        #expect(ids == [
            "Done", "empty.value", "files.summary", "files.summary|substitutions.files.plural.one",
            "files.summary|substitutions.files.plural.other", "files.summary|substitutions.folders.plural.one",
            "files.summary|substitutions.folders.plural.other", "inbox.count|plural.one", "inbox.count|plural.other",
            "old.key", "photos.count|device.iphone.plural.one", "photos.count|device.iphone.plural.other",
            "photos.count|device.other", "settings.button|device.ipad", "settings.button|device.iphone",
            "welcome.title",
        ])
        let welcome = try #require(units.last)
        #expect(welcome.reason == .complete && !welcome.reason.needsWork)
        #expect(welcome.target == "Bienvenido" && welcome.state == "translated")
        #expect(!ids.contains("debug.token"))
    }

    /// For XLIFF, what only it can carry, as Xcode exports it: a string set (its phrases as a list), and with
    /// `--all` a string not to translate (never work). Without `--all`, only what needs work.
    @Test func xliffAlsoGetsStringSetsAndStringsNotToTranslate() throws {
        let catalog = try ExportFixtures.catalog()
        let all = ExportSelector(language: "es", includeAll: true, includeXLIFFOnlyUnits: true).select(in: catalog)
        #expect(all.skippedStringSets.isEmpty)
        let token = try #require(all.units.first { $0.key == "debug.token" })
        #expect(token.reason == .notTranslatable && !token.reason.needsWork)
        #expect(token.source == "TOKEN" && token.target == nil)
        let phrase = try #require(all.units.first { $0.key == "shortcut.phrase" })
        #expect(phrase.sourceSet == ["Open ${applicationName}"] && phrase.targetSet == nil)
        #expect(phrase.variant.isRoot && phrase.reason == .missing)
        // In Xcode's order: "debug.token" after "Done" (D before d), "shortcut.phrase" after "settings.button".
        let keys = all.units.map(\.key)
        #expect(keys.firstIndex(of: "debug.token")! == keys.firstIndex(of: "Done")! + 1)
        #expect(keys.firstIndex(of: "shortcut.phrase")! == keys.lastIndex(of: "settings.button")! + 1)

        let needed = ExportSelector(language: "es", includeXLIFFOnlyUnits: true).select(in: catalog)
        #expect(!needed.units.contains { $0.key == "debug.token" })
        #expect(needed.units.contains { $0.key == "shortcut.phrase" })

        // The development language: the set is its own target, with its state.
        let english = ExportSelector(language: "en", includeAll: true, includeXLIFFOnlyUnits: true).select(in: catalog)
        let own = try #require(english.units.first { $0.key == "shortcut.phrase" })
        #expect(own.targetSet == ["Open ${applicationName}"] && own.state == "translated" && own.reason == .complete)
    }

    /// The categories Xcode creates for each target language (../shared/cldr/README.md, "What Xcode generates"),
    /// for a key that varies by plural in English only.
    @Test func pluralCategoriesFollowTheTargetLanguage() throws {
        let cases: [(language: String, categories: [String])] = [
            ("es", ["one", "other"]),  // CLDR 48 adds many; Xcode does not create it
            ("pt-BR", ["one", "other"]),
            ("fr", ["one", "other"]),
            ("de", ["one", "other"]),
            ("ru", ["one", "few", "many", "other"]),
            ("pl", ["one", "few", "many", "other"]),
            ("hr", ["one", "few", "other"]),
            ("he", ["one", "two", "many", "other"]),
            ("ar", ["zero", "one", "two", "few", "many", "other"]),
            ("cy", ["zero", "one", "two", "few", "many", "other"]),
            ("ja", ["other"]),
            ("zh-Hans", ["other"]),
        ]
        let catalog = try ExportFixtures.catalog(ExportFixtures.englishPlural)
        languages: for (language, categories) in cases {
            let units = ExportSelector(language: language).units(in: catalog).filter { $0.key == "inbox.count" }
            // In the order of Xcode's export: by id, so alphabetically (few, many, one, other, two, zero).
            let expected = categories.sorted().map { "plural.\($0)" }
            #expect(units.map(\.variant.description) == expected, "\(language)")
            // Every category takes the English case of the same name, or English `other`.
            for unit in units {
                let wanted = unit.variant.description == "plural.one" ? "%lld message" : "%lld messages"
                if unit.source != wanted {
                    Issue.record("\(language) \(unit.variant): source '\(unit.source)'")
                    continue languages
                }
            }
        }
    }

    @Test func keptCategoriesAndTargetOnlyVariationsAreExportedWhenTheyNeedWork() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "days.left" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld days left" } },
                    "es" : { "variations" : { "plural" : {
                      "many" : { "stringUnit" : { "state" : "needs_review", "value" : "Quedan %lld de días" } },
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "Queda %lld día" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Quedan %lld días" } } } } },
                    "ru" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "Остался %lld день" } } } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = try ExportFixtures.catalog(text)
        // Spanish varies by plural although English does not; its CLDR `many` is kept and needs review.
        #expect(Self.rows(ExportSelector(language: "es").units(in: catalog)) == [
            "days.left|plural.many|%lld days left|Quedan %lld de días|needs_review|needs_review"
        ])
        // Russian chose to vary by plural: it needs all its categories, each from the plain English value.
        #expect(Self.rows(ExportSelector(language: "ru").units(in: catalog)) == [
            "days.left|plural.few|%lld days left|-|-|missing",
            "days.left|plural.many|%lld days left|-|-|missing",
            "days.left|plural.other|%lld days left|-|-|missing",
        ])
    }

    /// Found by the round-trip property test: a target with one substitution and no plain value yet still
    /// needs the plain value and the source's other substitutions.
    @Test func partialSubstitutionsStillNeedThePlainValueAndTheOtherSubstitutions() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "files.summary" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
                      "substitutions" : {
                        "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } },
                        "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } } } } }
                      }
                    },
                    "ru" : {
                      "substitutions" : {
                        "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg папке" } } } } }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let units = ExportSelector(language: "ru").units(in: try ExportFixtures.catalog(text))
        #expect(units.map(\.variant.description) == [
            "",
            "substitutions.files.plural.few", "substitutions.files.plural.many", "substitutions.files.plural.one",
            "substitutions.files.plural.other",
            "substitutions.folders.plural.few", "substitutions.folders.plural.many", "substitutions.folders.plural.other",
        ])
    }

    /// Xcode exports an empty key as `id=""` with `<source/>` (To-Do-List's export by Xcode 15.4) and an
    /// explicitly empty source value as `<source/>` (Kitsune's `NSHumanReadableCopyright`, Xcode 26.5); a key
    /// without a source-language string is its own text. The empty key, with nothing to translate, comes only
    /// with `--all` (Xcode's whole export); the empty source value of a real key is work (its source is missing).
    @Test func emptySourcesAreExportedAsXcodeDoes() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "" : { },
                "Cancel" : { },
                "greeting" : {
                  "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "" } } }
                }
              },
              "version" : "1.0"
            }
            """
        let all = ExportSelector(language: "de", includeAll: true).units(in: try ExportFixtures.catalog(text))
        #expect(Self.rows(all) == ["|||-|-|missing", "Cancel||Cancel|-|-|missing", "greeting|||-|-|missing"])
        let needed = ExportSelector(language: "de").units(in: try ExportFixtures.catalog(text))
        #expect(Self.rows(needed) == ["Cancel||Cancel|-|-|missing", "greeting|||-|-|missing"])
    }

    @Test func wordsAreCountedWithoutFormatSpecifiers() {
        let cases: [(text: String, words: Int)] = [
            ("Delete %lld photos?", 2),
            ("%#@files@ in %#@folders@", 1),
            ("%arg files", 1),
            ("%1$@ shared %2$@ with you", 3),
            ("Battery at 50%%", 3),
            ("  Save   changes  ", 2),
            ("— · —", 0),
            ("写真を削除", 5),
            ("Hello 世界", 3),
            ("", 0),
        ]
        for (text, words) in cases {
            #expect(WordCounter.count(text) == words, "'\(text)'")
        }
    }
}

@Suite struct LanguageCodeTests {
    @Test func acceptsCatalogLanguageCodesAndRejectsOthers() {
        let cases: [(code: String, valid: Bool)] = [
            ("es", true), ("pt-BR", true), ("pt_BR", true), ("zh-Hans", true), ("sr-Latn-RS", true), ("yue", true),
            ("es-419", true), ("", false), ("e", false), ("espa", false), ("es-", false), ("es.xliff", false),
            ("--all", false), ("es-toolongsubtag", false), ("ñu", false),
        ]
        for (code, valid) in cases {
            #expect(LanguageCode.isValid(code) == valid, "'\(code)'")
        }
    }
}
