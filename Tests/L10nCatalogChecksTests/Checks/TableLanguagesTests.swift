import L10nCatalogChecks
import L10nDiagnostics
import Testing
import XCStrings

/// The languages of a table as its findings see them. Zap's tables: a sync filled `af`, `ka` and `zh-Hant` with the
/// English text from end to end, and a string added late is English in several real translations too. The filled
/// languages are no translators keeping a term, and a key copied or missing in many languages is one finding; a
/// region of a language the table has is that language.
@Suite struct TableLanguagesTests {
    /// Twelve entries in English, German (translated but for the last key), Spanish (the same) and three languages
    /// filled with the English; the last key is the late one.
    func catalog() throws -> StringCatalog {
        var members: [String] = []
        for index in 1...12 {
            let english = index == 12 ? "Turn on camera access to scan QR codes." : "Open channel number \(index) now"
            let german = index == 12 ? english : "Kanal Nummer \(index) jetzt öffnen"
            let spanish = index == 12 ? english : "Abrir ahora el canal número \(index)"
            var localizations = [#""en":{"stringUnit":{"state":"translated","value":"\#(english)"}}"#]
            localizations.append(#""de":{"stringUnit":{"state":"translated","value":"\#(german)"}}"#)
            localizations.append(#""es":{"stringUnit":{"state":"translated","value":"\#(spanish)"}}"#)
            localizations.append(#""fr":{"stringUnit":{"state":"translated","value":"\#(index == 12 ? "Activez la caméra" : "Ouvrir le canal \(index)")"}}"#)
            for filled in ["af", "ka", "zh-Hant"] {
                localizations.append(#""\#(filled)":{"stringUnit":{"state":"translated","value":"\#(english)"}}"#)
            }
            members.append(#""key.\#(index)":{"localizations":{\#(localizations.joined(separator: ","))}}"#)
        }
        let text = #"{"sourceLanguage":"en","strings":{\#(members.joined(separator: ","))},"version":"1.0"}"#
        return try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
    }

    @Test func languagesFilledWithTheSourceDoNotExcuseACopy() throws {
        let findings = CatalogChecker(rules: [UntranslatedCopyRule.self], languages: ["en", "de", "es"])
            .check(try catalog(), file: "Localizable.xcstrings")
        // German and Spanish left the late key in English: two of three real translations, not a term they keep.
        let late = findings.filter { $0.key == "key.12" }.compactMap(\.language).sorted()
        #expect(late.contains("de") && late.contains("es"), "\(late)")
        #expect(!findings.contains { $0.key == "key.1" && ($0.language == "de" || $0.language == "es") })
    }

    @Test func aKeyCopiedInThreeLanguagesIsOneFinding() throws {
        func copy(_ language: String, line: Int) -> Diagnostic {
            Diagnostic(
                location: SourceLocation(file: "Zap/\(language).lproj/InfoPlist.strings", line: line, column: 1),
                severity: .warning, ruleID: "untranslated-copy",
                message: "'NSCameraUsageDescription' in '\(language)': the translation is the source text unchanged "
                    + "('Turn on camera access to scan QR codes.')",
                key: "NSCameraUsageDescription", language: language)
        }
        let other = Diagnostic(
            location: SourceLocation(file: "Zap/de.lproj/InfoPlist.strings", line: 3, column: 1), severity: .warning,
            ruleID: "untranslated-copy", message: "'NSFaceIDUsageDescription' in 'de': the translation is the source text unchanged ('Face ID')",
            key: "NSFaceIDUsageDescription", language: "de")
        let grouped = SourceCopyGroups.grouped([copy("es", line: 11), copy("el", line: 11), other, copy("he", line: 11)])
        #expect(grouped.count == 2)
        let group = try #require(grouped.first { $0.key == "NSCameraUsageDescription" })
        #expect(group.language == nil)
        #expect(group.location.file == "Zap/el.lproj/InfoPlist.strings")
        #expect(group.message == "'NSCameraUsageDescription' is the source text unchanged in 'el', 'es', 'he' "
            + "('Turn on camera access to scan QR codes.'); their users read it in the source language")
        // Two languages keep a finding each.
        #expect(SourceCopyGroups.grouped([copy("es", line: 11), copy("el", line: 11)]).count == 2)
    }

    /// Lockwise's 'Delete Login' button, added to `ItemDetail.storyboard` after the last export: its key is in no
    /// language's `ItemDetail.strings`, one finding for the table, not one per language file.
    @Test func aKeyMissingFromEveryCopyOfATableIsOneFinding() throws {
        func missing(_ language: String) -> Diagnostic {
            Diagnostic(
                location: SourceLocation(file: "lockbox-ios/Storyboard/\(language).lproj/ItemDetail.strings", line: 1, column: 1),
                severity: .error, ruleID: "missing-translation",
                message: "missing '\(language)' translation for 'Q5w-8r-WF1.normalTitle'", key: "Q5w-8r-WF1.normalTitle",
                language: language)
        }
        let grouped = UntranslatedKeyGroups.grouped(["fr", "de", "it", "es"].map(missing))
        #expect(grouped.count == 1)
        #expect(grouped.first?.location.file == "lockbox-ios/Storyboard/de.lproj/ItemDetail.strings")
        #expect(grouped.first?.message == "'de', 'es', 'fr' and 1 more have no translation for 'Q5w-8r-WF1.normalTitle'; their users read it in the source language")
    }

    /// Pocket's Intents catalog is in `de` and `es` while the project requires `de-DE` and `es-ES`: Foundation shows
    /// those users the `de` and `es` strings, so nothing is missing; `fr-FR`, in neither form, is; `zh-Hant` is a
    /// script, not a region of `zh`.
    @Test func aRegionOfALanguageTheCatalogHasIsThatLanguage() throws {
        let text = #"""
            {"sourceLanguage":"en","strings":{"shortcut.save":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"Save to Pocket"}},
              "de":{"stringUnit":{"state":"translated","value":"In Pocket speichern"}},
              "es":{"stringUnit":{"state":"translated","value":"Guardar en Pocket"}},
              "zh":{"stringUnit":{"state":"translated","value":"保存到 Pocket"}}}}},"version":"1.0"}
            """#
        let catalog = try StringCatalog(bytes: Array(text.utf8), path: "Intents/Localizable.xcstrings")
        let findings = CatalogChecker(rules: [MissingTranslationRule.self], languages: ["en", "de-DE", "es-ES", "fr-FR", "zh-Hant"])
            .check(catalog, file: "Intents/Localizable.xcstrings")
        #expect(findings.compactMap(\.language).sorted() == ["fr-FR", "zh-Hant"])
    }
}

/// 49EuroTravel's catalog: its source is British English, its keys are the text, and one plural holds a stray `en`
/// entry. English is the catalog's own text: `en` is no language required of every key.
@Suite struct RegionalSourceLanguageTests {
    @Test func aStrayBaseLanguageOfTheSourceIsNotRequired() throws {
        let text = #"""
            {"sourceLanguage":"en-GB","strings":{
              "%lld stop":{"localizations":{"en":{"variations":{"plural":{
                "one":{"stringUnit":{"state":"translated","value":"%lld stop"}},
                "other":{"stringUnit":{"state":"translated","value":"%lld stops"}}}}}}},
              "Bad url":{},
              "App system settings":{}
            },"version":"1.0"}
            """#
        let catalog = try StringCatalog(bytes: Array(text.utf8), path: "ChooChoo/Assets/Localizable.xcstrings")
        let findings = CatalogChecker(rules: [MissingTranslationRule.self], languages: ["en-GB"])
            .check(catalog, file: "ChooChoo/Assets/Localizable.xcstrings")
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        // A region of a translation still reads its language's entries: 'de-DE' required, 'de' held.
        let german = try StringCatalog(bytes: Array(#"""
            {"sourceLanguage":"en","strings":{
              "Bad url":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ungültige URL"}}}},
              "App system settings":{}
            },"version":"1.0"}
            """#.utf8), path: "Localizable.xcstrings")
        let missing = CatalogChecker(rules: [MissingTranslationRule.self], languages: ["en", "de-DE"])
            .check(german, file: "Localizable.xcstrings")
        #expect(missing.map { "\($0.key ?? "") \($0.language ?? "")" } == ["App system settings de"])
    }
}
