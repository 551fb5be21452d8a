import Foundation
import L10nDiagnostics
import Testing
import XCStrings

@testable import L10nExchange
@testable import L10nFormats

@Suite struct TranslationImportTests {
    typealias F = ImportFixtures

    static func apply(_ units: [TranslationUnit], language: String? = "es") throws -> ImportResult {
        TranslationImport.apply(units, to: try F.catalog(), catalogPath: "App/Localizable.xcstrings", language: language)
    }

    static func value(_ result: ImportResult, _ key: String, _ language: String, _ variant: String = "") -> StringUnit? {
        let path = VariantPath(variant.isEmpty ? [] : variant.split(separator: ".").map(String.init))
        return result.catalog[key]?.localizations[language]?.stringUnit(at: path)
    }

    @Test func fixtureIsInXcodesForm() throws {
        #expect(String(decoding: try F.catalog().canonicalBytes(), as: UTF8.self) == F.catalogText)
    }

    @Test func writesPlainPluralSubstitutionAndDeviceUnits() throws {
        let result = try Self.apply([
            F.unit("home.title", target: "Portada"),
            F.unit("files.count", "plural.one", target: "Un archivo"),
            F.unit("files.count", "plural.other", target: "%lld archivos", state: "needs_review"),
            F.unit("inbox.summary", target: "%1$@ tiene %#@messages@"),
            F.unit("inbox.summary", "substitutions.messages.plural.one", target: "un mensaje"),
            F.unit("inbox.summary", "substitutions.messages.plural.other", target: "%arg mensajes"),
            F.unit("tap.to.continue", "device.mac", target: "Haz clic para continuar"),
        ])
        #expect(result.diagnostics == [])
        #expect(result.changes.map(\.description) == [
            "updated 'home.title' ['es']: \"Inicio\" -> \"Portada\" (state 'needs_review' -> 'translated')",
            "added 'files.count' ['es'] 'plural.one': \"Un archivo\"",
            "added 'files.count' ['es'] 'plural.other': \"%lld archivos\"",
            "added 'inbox.summary' ['es']: \"%1$@ tiene %#@messages@\"",
            "added 'inbox.summary' ['es'] 'substitutions.messages.plural.one': \"un mensaje\"",
            "added 'inbox.summary' ['es'] 'substitutions.messages.plural.other': \"%arg mensajes\"",
            "added 'tap.to.continue' ['es'] 'device.mac': \"Haz clic para continuar\"",
        ])
        #expect(result.summary == "6 added, 1 updated, 0 unchanged, 0 rejected")
        // The unknown member of the string unit survives an update.
        let home = try #require(Self.value(result, "home.title", "es"))
        #expect(home.extra.map(\.key) == ["reviewer"])
        #expect(Self.value(result, "files.count", "es", "plural.one")?.value == "Un archivo")
        #expect(Self.value(result, "files.count", "es", "plural.other")?.state == .needsReview)
        #expect(Self.value(result, "inbox.summary", "es")?.value == "%1$@ tiene %#@messages@")
        #expect(Self.value(result, "inbox.summary", "es", "substitutions.messages.plural.one")?.value == "un mensaje")
        #expect(Self.value(result, "tap.to.continue", "es", "device.mac")?.value == "Haz clic para continuar")
        // A substitution created for Spanish copies the source's argument number and format.
        let substitution = try #require(result.catalog["inbox.summary"]?.localizations["es"]?.substitutions?["messages"])
        #expect(substitution.argNum == 2)
        #expect(substitution.formatSpecifier == "lld")
        // Everything but Spanish is byte-identical.
        let original = try F.catalog()
        #expect(F.text(result.catalog, without: "es") == F.text(original, without: "es"))
    }

    @Test func exactSpanishOutput() throws {
        let result = try Self.apply([
            F.unit("files.count", "plural.one", target: "Un archivo"),
            F.unit("files.count", "plural.other", target: "%lld archivos"),
        ])
        let text = String(decoding: result.catalog.canonicalBytes(), as: UTF8.self)
        // Inserted after the English localization of 'files.count', in Xcode's layout; nothing else moves.
        let englishEnd = """
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                }
              }
            },

        """
        let withSpanish = """
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
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld archivos"
                        }
                      }
                    }
                  }
                }
              }
            },

        """
        let expected = F.catalogText.replacingFirst(englishEnd, withSpanish)
        #expect(expected != F.catalogText)
        #expect(text == expected)
    }

    @Test func xcodesSpelledOutArgumentBecomesArgPlaceholder() throws {
        let result = try Self.apply([
            F.unit("inbox.summary", "substitutions.messages.plural.one", target: "%2$lld mensaje"),
            F.unit("inbox.summary", "substitutions.messages.plural.other", target: "%arg mensajes"),
        ])
        #expect(result.diagnostics == [])
        #expect(Self.value(result, "inbox.summary", "es", "substitutions.messages.plural.one")?.value == "%arg mensaje")
        #expect(Self.value(result, "inbox.summary", "es", "substitutions.messages.plural.other")?.value == "%arg mensajes")
        // Importing Xcode's spelling again is no change.
        let again = TranslationImport.apply(
            [F.unit("inbox.summary", "substitutions.messages.plural.one", target: "%2$lld mensaje")],
            to: result.catalog, catalogPath: "Localizable.xcstrings", language: "es")
        #expect(again.changes.isEmpty)
        #expect(again.unchangedCount == 1)

        let cases: [(text: String, argNum: Int, specifier: String, expected: String)] = [
            ("%2$lld catálogos", 2, "lld", "%arg catálogos"),
            ("%lld catálogos", 2, "lld", "%lld catálogos"),
            ("%lld catálogos", 1, "lld", "%arg catálogos"),
            ("%1$@ y %2$lld", 2, "lld", "%1$@ y %arg"),
            ("100%% de %2$lld, %2$lld", 2, "lld", "100%% de %arg, %arg"),
            ("%2$d", 2, "lld", "%2$d"),
            ("sin argumento", 2, "lld", "sin argumento"),
        ]
        nextCase: for (text, argNum, specifier, expected) in cases {
            let substitution = Substitution(argNum: argNum, formatSpecifier: specifier)
            #expect(substitution.writingArgumentPlaceholder(in: text) == expected, "\(text)")
        }
    }

    @Test func statesFollowTheFileOrTheChange() throws {
        struct Case {
            var name: String
            var target: String
            var state: String?
            var expected: TranslationState?
            var changed: Bool
        }
        let cases = [
            Case(name: "same value, no state: unchanged", target: "Inicio", state: nil, expected: .needsReview, changed: false),
            Case(name: "same value, state new: unchanged", target: "Inicio", state: "new", expected: .needsReview, changed: false),
            Case(name: "same value, translated: state changes", target: "Inicio", state: "translated", expected: .translated, changed: true),
            Case(name: "new value, no state: translated", target: "Inicio.", state: nil, expected: .translated, changed: true),
            Case(name: "new value, needs_review kept", target: "Inicio.", state: "needs_review", expected: .needsReview, changed: true),
            Case(name: "new value, unknown state: translated", target: "Inicio.", state: "signed-off", expected: .translated, changed: true),
        ]
        nextCase: for testCase in cases {
            let result = try Self.apply([F.unit("home.title", target: testCase.target, state: testCase.state)])
            #expect(Self.value(result, "home.title", "es")?.state == testCase.expected, "\(testCase.name)")
            #expect(result.changes.isEmpty == !testCase.changed, "\(testCase.name)")
            #expect(result.unchangedCount == (testCase.changed ? 0 : 1), "\(testCase.name)")
        }
    }

    @Test func everyRejectionAndSkipReason() throws {
        struct Case {
            var name: String
            var unit: TranslationUnit
            var language: String? = "es"
            var expected: String?
        }
        let cases: [Case] = [
            Case(
                name: "format specifier of another type",
                unit: F.unit("files.count", "plural.other", target: "%@ archivos"),
                expected: "es.xliff:1:7: error: 'files.count' (plural.other): argument 1 is '%lld' in the source but '%@' in 'es' [format-specifier-mismatch]"),
            Case(
                name: "few checked against the source's other",
                unit: F.unit("files.count", "plural.few", target: "%@ archivos"),
                expected: "es.xliff:1:7: error: 'files.count' (plural.few): argument 1 is '%lld' in the source but '%@' in 'es' [format-specifier-mismatch]"),
            Case(
                name: "a substitution case read as another type",
                unit: F.unit("inbox.summary", "substitutions.messages.plural.other", target: "%@ mensajes"),
                expected: "es.xliff:1:7: error: 'inbox.summary' (substitutions.messages.plural.other): argument 2 is '%arg' in the source but '%@' in 'es' [format-specifier-mismatch]"),
            Case(
                name: "argument missing in a plain string",
                unit: F.unit("inbox.summary", target: "tiene %#@messages@"),
                expected: "es.xliff:1:7: error: 'inbox.summary': argument 1 ('%1$@') is missing in 'es' [format-specifier-mismatch]"),
            Case(
                name: "unknown key",
                unit: F.unit("no.such.key", target: "Nada"),
                expected: "es.xliff:1:7: warning: no key 'no.such.key' in 'Localizable.xcstrings'; skipped [unknown-key]"),
            Case(
                name: "not to be translated",
                unit: F.unit("AppName", target: "Nombre"),
                expected: "es.xliff:1:7: warning: 'AppName' is marked not to be translated; skipped [not-translatable]"),
            Case(name: "empty target", unit: F.unit("home.title", target: ""), expected: nil),
            Case(
                name: "Xcode's untranslated placeholder: state new, target = source",
                unit: TranslationUnit(
                    file: "Localizable.xcstrings", key: "home.title", source: "Home", target: "Home", state: "new",
                    sourceLanguage: "en", targetLanguage: "es"),
                expected: nil),
            Case(name: "no target", unit: F.unit("home.title", target: nil), expected: nil),
            Case(
                name: "another language than the one imported",
                unit: F.unit("home.title", target: "Accueil !", language: "fr"),
                expected: "es.xliff:1:7: error: unit is for 'fr', but the import is for 'es' [language-mismatch]"),
            Case(
                name: "the source language",
                unit: F.unit("home.title", target: "Start", language: "en"), language: nil,
                expected: "es.xliff:1:7: error: unit is for the source language 'en'; only translations are imported [language-mismatch]"),
            Case(
                name: "no language at all",
                unit: F.unit("home.title", target: "Hola", language: ""), language: nil,
                expected: "es.xliff:1:7: error: unit for 'home.title' names no target language; pass '--language' [language-mismatch]"),
            Case(
                name: "unknown plural category",
                unit: F.unit("files.count", "plural.lots", target: "muchos"),
                expected: "es.xliff:1:7: error: 'plural.lots' is not a variant a catalog can hold; expected 'plural.CATEGORY', 'device.DEVICE' or 'substitutions.NAME.plural.CATEGORY' [invalid-variant]"),
            Case(
                name: "unknown substitution",
                unit: F.unit("inbox.summary", "substitutions.count.plural.one", target: "uno"),
                expected: "es.xliff:1:7: error: 'inbox.summary' has no substitution 'count' [invalid-variant]"),
        ]
        nextCase: for testCase in cases {
            let original = try F.catalog()
            let result = TranslationImport.apply(
                [testCase.unit], to: original, catalogPath: "App/Localizable.xcstrings", language: testCase.language)
            let lines = XcodeReporter().report(result.diagnostics, summary: ReportSummary()).output
            #expect(lines == testCase.expected.map { $0 + "\n" } ?? "", "\(testCase.name)")
            #expect(result.changes.isEmpty, "\(testCase.name)")
            #expect(result.catalog.canonicalBytes() == original.canonicalBytes(), "\(testCase.name)")
        }
    }

    @Test func rejectedUnitsDoNotStopTheOthers() throws {
        let result = try Self.apply([
            F.unit("home.title", target: "Portada", line: 3),
            F.unit("files.count", "plural.other", target: "%d%% archivos", line: 8),
            F.unit("home.title", target: "Casa", line: 12),
            F.unit("home.title", target: "Portada", line: 15),
        ])
        #expect(result.changes.map(\.place) == ["'home.title' ['es']", "'files.count' ['es'] 'plural.other'"])
        #expect(Self.value(result, "home.title", "es")?.value == "Portada")
        #expect(result.diagnostics.map { "\($0.location.line) \($0.ruleID)" } == [
            "12 duplicate-unit",
        ])
        #expect(result.diagnostics.first?.message == "second unit for 'home.title' ['es'] with another target (first at es.xliff:3:7)")
        // '%d' reads an int like '%lld': compatible, so that unit was accepted.
        #expect(Self.value(result, "files.count", "es", "plural.other")?.value == "%d%% archivos")
        #expect(result.summary == "1 added, 1 updated, 0 unchanged, 1 rejected")
    }

    /// "Translated empty" is a translation: Xcode writes `<target state="translated"/>` for a value that is
    /// deliberately empty and imports it back as such. An empty target without that state (no state, `new`,
    /// `needs-review`) is no translation at all, and neither is Xcode's `new` placeholder.
    @Test func anEmptyTargetIsATranslationOnlyWhenMarkedTranslated() throws {
        var placeholder = F.unit("files.count", "plural.one", target: "%lld file", state: "new")
        placeholder.source = "%lld file"
        let result = try Self.apply([
            F.unit("home.title", target: "", state: "translated"),
            F.unit("files.count", "plural.other", target: ""),
            F.unit("files.count", "plural.few", target: "", state: "new"),
            F.unit("files.count", "plural.many", target: "", state: "needs_review"),
            placeholder,
        ])
        #expect(result.changes.map(\.description) == [
            "updated 'home.title' ['es']: \"Inicio\" -> \"\" (state 'needs_review' -> 'translated')"
        ])
        #expect(result.untranslatedCount == 4 && result.diagnostics.isEmpty)
        #expect(Self.value(result, "home.title", "es")?.value == "")
    }

    /// A unit the file marks `translate="no"` is not imported, with a warning where it carries a translation.
    @Test func translateNoUnitsAreSkippedWithAWarning() throws {
        var marked = F.unit("home.title", target: "Portada", line: 9)
        marked.translatable = false
        var empty = F.unit("files.count", "plural.one", target: nil)
        empty.translatable = false
        let result = try Self.apply([marked, empty])
        #expect(result.changes.isEmpty)
        let report = XcodeReporter().report(result.diagnostics, summary: ReportSummary()).output
        #expect(report == "es.xliff:9:7: warning: 'home.title' is marked not to be translated in the file "
            + "(translate=\"no\"); skipped [not-translatable]\n")
        #expect(result.summary == "0 added, 0 updated, 0 unchanged, 0 rejected, 1 skipped, 1 untranslated")
    }

    /// Keys Xcode's ids do not split cleanly: a key holding `|==|` itself (`plain|==|word`; Xcode 27.0 imports
    /// such a key's update), and a substitution whose name has a dot (`@DOT.NAME@` in the id).
    @Test func keysWithTheSeparatorAndDottedSubstitutionNames() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "plain|==|word" : {
                  "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Word" } } }
                },
                "sub.count" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@DOT.NAME@" },
                      "substitutions" : { "DOT.NAME" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } } } } } }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
        let units = [
            F.unit("plain", "word", target: "Palabra"),
            F.unit("sub.count", target: "%1$#@DOT.NAME@"),
            F.unit("sub.count", "substitutions.@DOT.NAME@.plural.other", target: "%1$lld elementos"),
        ]
        let result = TranslationImport.apply(units, to: catalog, catalogPath: "Localizable.xcstrings", language: "es")
        #expect(result.diagnostics == [])
        #expect(result.catalog["plain|==|word"]?.localizations["es"]?.stringUnit?.value == "Palabra")
        let spanish = result.catalog["sub.count"]?.localizations["es"]
        #expect(spanish?.stringUnit?.value == "%#@DOT.NAME@")
        #expect(spanish?.stringUnit(at: VariantPath(["substitutions", "DOT.NAME", "plural", "other"]))?.value
            == "%arg elementos")
    }

    /// Substitution references as Xcode's export numbers them are written back the catalog's way.
    @Test func numberedSubstitutionReferencesAreWrittenBackNamed() throws {
        let result = try Self.apply([
            F.unit("inbox.summary", target: "%1$@ tiene %2$#@messages@"),
            F.unit("inbox.summary", "substitutions.messages.plural.other", target: "%2$lld mensajes"),
        ])
        #expect(result.diagnostics == [])
        #expect(Self.value(result, "inbox.summary", "es")?.value == "%1$@ tiene %#@messages@")
        #expect(Self.value(result, "inbox.summary", "es", "substitutions.messages.plural.other")?.value == "%arg mensajes")
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, _ replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
