import Foundation
@testable import L10nCatalogChecks
import L10nDiagnostics
import L10nSourceParsing
@testable import L10nSourceIndex
@testable import L10nTables
@testable import L10nWorkflow
import Testing
import XCStrings

/// Structures of the second round of apps nobody tuned for (issue 46), each written as the real app writes it:
/// Element X's `Untranslated.strings` and untranslated `SAS.strings`, Zotero's `en-GB` and plurals exported as
/// English copies, Mochi Diffusion's Crowdin-flattened plurals without a case name, Info.plist keys in another table.
@Suite struct SecondRoundStructureTests {
    let tables = TableStructureCheckTests()

    @Test func aTableNamedUntranslatedNeedsNoTranslation() throws {
        let root = tables.temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try tables.write(root, [
            "App.xcodeproj/project.pbxproj": "developmentRegion = en;\n",
            "App/en.lproj/Localizable.strings": "\"common.ok\" = \"OK\";\n",
            "App/de.lproj/Localizable.strings": "\"common.ok\" = \"OK\";\n",
            "App/en.lproj/Untranslated.strings": "\"softLogout.title\" = \"Sign in\";\n",
        ])
        let findings = tables.check(root, languages: ["en", "de"])
        #expect(!findings.contains { $0.contains("Untranslated.strings") }, "\(findings)")
        #expect(TableIntent.saysUntranslated("Untranslated"))
        #expect(TableIntent.saysUntranslated("NotLocalizable"))
        #expect(!TableIntent.saysUntranslated("Localizable"))
        #expect(!TableIntent.saysUntranslated("TranslatedTerms"))
    }

    @Test func languagesWithNoneOfATableAreOneFinding() throws {
        let root = tables.temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Element X: SAS.strings (emoji names) exists in English and German only; French and Czech ship the app.
        let names = ["dog", "cat", "lion", "horse", "unicorn", "pig"]
        let english = names.map { "\"\($0)\" = \"\($0.capitalized)\";\n" }.joined()
        try tables.write(root, [
            "App.xcodeproj/project.pbxproj": "developmentRegion = en;\n",
            "App/en.lproj/SAS.strings": english,
            "App/de.lproj/SAS.strings": names.map { "\"\($0)\" = \"\($0)-de\";\n" }.joined(),
            "App/en.lproj/Localizable.strings": "\"common.ok\" = \"OK\";\n",
            "App/de.lproj/Localizable.strings": "\"common.ok\" = \"OK\";\n",
            "App/fr.lproj/Localizable.strings": "\"common.ok\" = \"D'accord\";\n",
            "App/cs.lproj/Localizable.strings": "\"common.ok\" = \"Dobře\";\n",
        ])
        let findings = tables.check(root, languages: ["en", "de", "fr", "cs"]).filter { $0.contains("missing-translation") }
        // 6 strings x 2 languages: one finding at the table's start, naming no key.
        #expect(findings == ["App/en.lproj/SAS.strings:1 missing-translation  "], "\(findings)")
    }

    @Test func aRegionalVariantOfTheSourceLanguageIsNeverRequired() {
        #expect(LanguageInference.isRegionalVariant("en-GB", of: "en"))
        #expect(LanguageInference.isRegionalVariant("en_US", of: "en"))
        #expect(!LanguageInference.isRegionalVariant("es-419", of: "en"))
        #expect(!LanguageInference.isRegionalVariant("en", of: "en"))
        var british = LanguageCoverage(language: "en-GB", role: .other)
        british.translated = 99
        british.missing = 1
        var german = LanguageCoverage(language: "de", role: .other)
        german.translated = 100
        var english = LanguageCoverage(language: "en", role: .source)
        english.translated = 100
        let coverage = CatalogCoverage(file: "en.lproj/Localizable.strings", sourceLanguage: "en", languages: [english, british, german])
        let inferred = LanguageInference(coverage: [coverage])
        #expect(inferred.requiredCodes == ["en", "de"])
        #expect(inferred.fallbacks.map(\.language) == ["en-GB"])
    }

    @Test func aFlattenedPluralWithoutItsCaseNameIsFlattened() {
        let key = FlattenedPluralKey("/%lld image(s):dict/images:dict/")
        #expect(key?.key == "%lld image(s)")
        #expect(key?.part == .rule(variable: "images", name: ""))
        #expect(FlattenedPluralKey("settings.title") == nil)
    }

    @Test func infoPlistKeysInAnotherTableAreTheSystems() {
        #expect(InfoPlistKey.matches("CFBundleDisplayName"))
        #expect(InfoPlistKey.matches("NSCameraUsageDescription"))
        #expect(!InfoPlistKey.matches("settings.title"))
        #expect(!InfoPlistKey.matches("NSErrorTitle"))
    }
}

/// The source side of the second round: a type named for its intent, R.swift's key chains, a substitution's
/// directive read as its own argument.
@Suite struct SecondRoundSourceTests {
    @Test func aTypeNamedUnlocalizedStatesItsIntent() {
        #expect(StatedIntent.namesUntranslated("Unlocalized"))
        #expect(StatedIntent.namesUntranslated("NonLocalizedStrings"))
        #expect(!StatedIntent.namesUntranslated("LocalizedStrings"))
    }

    @Test func aSubstitutionsDirectiveReadsItsOwnArgument() {
        // GoMap: '%ld points' in substitution 'points' (argNum 2) against the translation's '%arg'.
        let placeholder = FormatSubstitution(argumentNumber: 2, formatSpecifier: "ld")
        let source = FormatSignature("%ld points", argumentPlaceholder: placeholder)
        let translation = FormatSignature("%arg bodů", argumentPlaceholder: placeholder)
        #expect(source.uses.map(\.position) == [2])
        #expect(translation.mismatches(against: source, language: "cs").isEmpty)
    }
}

/// Catalog entries the team's words or the code's use settle: a comment telling translators to leave the text,
/// a key no code reads.
@Suite struct SecondRoundCatalogTests {
    let tables = TableStructureCheckTests()

    @Test func aCommentSayingDoNotTranslateNeedsNoTranslation() throws {
        let root = tables.temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // GoMap's POI.xcstrings: 'Quercus ' is a placeholder its comment says not to translate.
        try tables.write(root, [
            "App/Localizable.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "poi.genus.placeholder" : {
                      "comment" : "Placeholder - Do not translate",
                      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Quercus " } } }
                    },
                    "poi.title" : {
                      "comment" : "Title of the POI screen",
                      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Point of interest" } } }
                    }
                  },
                  "version" : "1.0"
                }
                """,
        ])
        let findings = tables.check(root, languages: ["en", "de"]).filter { $0.contains("missing-translation") }
        #expect(findings == ["App/Localizable.xcstrings:8 missing-translation poi.title de"], "\(findings)")
    }

    @Test func aCommentSayingNoNeedToLocalizeNeedsNoTranslation() throws {
        let root = tables.temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // btlb's Loans.xcstrings: an iCal feature not built yet, "No need to localize at the moment".
        try tables.write(root, [
            "App/Loans.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "loans.expired" : {
                      "comment" : "Only in combination with iCal.\\n No need to localize at the moment\\n %1$@ is the title of the item\\n %2$@ is a date string",
                      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ expired on %2$@" } } }
                    },
                    "loans.renewed" : {
                      "comment" : "%1$@ is the title of the item, %2$@ a date string",
                      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ renewed until %2$@" } } }
                    }
                  },
                  "version" : "1.0"
                }
                """,
        ])
        let findings = tables.check(root, languages: ["en", "de"]).filter { $0.contains("missing-translation") }
        #expect(findings == ["App/Loans.xcstrings:8 missing-translation loans.renewed de"], "\(findings)")
    }

    @Test func aKeyNoCodeReadsIsReportedUnusedAlone() throws {
        let root = tables.temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try tables.write(root, [
            "App/Localizable.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "home.title" : {
                      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } } }
                    },
                    "old.screen.title" : {
                      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Old screen" } } }
                    }
                  },
                  "version" : "1.0"
                }
                """,
            "App/Home.swift": "let title = String(localized: \"home.title\")\n",
        ])
        let findings = tables.check(root, languages: ["en", "de"])
        #expect(findings.contains { $0.contains("missing-translation home.title de") }, "\(findings)")
        #expect(findings.contains { $0.contains("unused-key old.screen.title") }, "\(findings)")
        #expect(!findings.contains { $0.contains("missing-translation old.screen.title") }, "\(findings)")
    }
}
