import L10nCatalogChecks
import L10nDiagnostics
import Testing
import XCStrings

/// Messages and columns of `format-specifier-mismatch` beyond the rule's own examples.
@Suite struct FormatSpecifierMismatchTests {
    func messages(_ example: RuleExample) throws -> [String] {
        try example.findings(of: FormatSpecifierMismatchRule.self).sorted(by: Diagnostic.reportOrder).map {
            "\($0.location.line):\($0.location.column) \($0.language ?? "-") \($0.message)"
        }
    }

    @Test func columnsCountEscapesInTheFile() throws {
        let example = RuleExample(
            #"""
            "chat.quote.said %@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ said \"hi\"" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "\"hola\"\tdijo ↓%d" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "「こんにちは」と↓%lldが言った" } }
              }
            }
            """#)
        let found = try example.findings(of: FormatSpecifierMismatchRule.self)
        #expect(found.map(SourcePosition.init).sorted() == example.markers.sorted())
        let got = try messages(example)
        #expect(got == [
            "7:81 es 'chat.quote.said %@': argument 1 is '%@' in the source but '%d' in 'es'",
            "8:90 ja 'chat.quote.said %@': argument 1 is '%@' in the source but '%lld' in 'ja'",
        ])
    }

    @Test func englishAsKeyUsesTheKeyAsSource() throws {
        let example = RuleExample(
            """
            "Delete %@?" : {
              "localizations" : {
                "es" : { "stringUnit" : { "state" : "translated", "value" : "¿Eliminar ↓%d?" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer %@ ?" } }
              }
            }
            """)
        let got = try messages(example)
        #expect(got == ["6:77 es 'Delete %@?': argument 1 is '%@' in the source but '%d' in 'es'"])
    }

    @Test func sourcePluralCasesAreComparedWithTheirOtherCase() throws {
        let example = RuleExample(
            """
            "files.list.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "↓%@ file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                } } }
              }
            }
            """)
        let found = try example.findings(of: FormatSpecifierMismatchRule.self)
        #expect(found.map(SourcePosition.init) == example.markers)
        let got = try messages(example)
        #expect(got == [
            "7:69 en 'files.list.count %lld' (plural.one): argument 1 is '%lld' in the source but '%@' in 'en'"
        ])
    }

    @Test func unknownSubstitutionInTheSourceIsReported() throws {
        let example = RuleExample(
            """
            "files.list.count %lld" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "↓%#@file@" },
                  "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                  } } } }
                }
              }
            }
            """)
        let got = try messages(example)
        #expect(got == ["7:59 en 'files.list.count %lld': '%#@file@' in 'en' names no substitution 'file'"])
    }

    @Test func substitutionArgumentTypeMismatch() throws {
        let example = RuleExample(
            """
            "files.list.count %lld" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@files@" },
                  "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                  } } } }
                },
                "es" : {
                  "stringUnit" : { "state" : "translated", "value" : "↓%#@files@" },
                  "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "@", "variations" : { "plural" : {
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg archivos" } }
                  } } } }
                }
              }
            }
            """)
        let found = try example.findings(of: FormatSpecifierMismatchRule.self)
        #expect(found.map(SourcePosition.init) == example.markers)
        let got = try messages(example)
        #expect(got == [
            "13:59 es 'files.list.count %lld': argument 1 ('%#@files@') has another format in 'es' than in the source; check the substitution's 'formatSpecifier'"
        ])
    }
}
