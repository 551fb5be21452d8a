import XCStrings

/// A catalog with one key in each situation coverage distinguishes (English source; Spanish, Russian, Arabic).
enum CoverageFixtures {
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                "es" : { "stringUnit" : { "state" : "needs_review", "value" : "" } }
              }
            },
            "debug.token" : {
              "shouldTranslate" : false
            },
            "home.title" : {
              "localizations" : {
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "الرئيسية" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Inicio" } },
                "ru" : { "stringUnit" : { "state" : "machine_translated", "value" : "Главная" } }
              }
            },
            "inbox.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld new message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld new messages" } } } } },
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld mensaje nuevo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld mensajes nuevos" } } } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld новое сообщение" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld новых сообщений" } } } } }
              }
            },
            "old.screen.title" : {
              "extractionState" : "stale",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } }
              }
            },
            "settings.sign_out" : {
              "localizations" : {
                "ar" : { "stringUnit" : { "state" : "new", "value" : "Sign out" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sign out" } },
                "es" : { "stringUnit" : { "state" : "needs_review", "value" : "Salir" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            },
            "settings.subtitle" : {

            },
            "Start a shortcut" : {
              "localizations" : {
                "en" : { "stringSet" : { "state" : "translated", "values" : [ "Start a shortcut", "Run a shortcut" ] } },
                "es" : { "stringSet" : { "state" : "translated", "values" : [ "Iniciar un atajo" ] } },
                "ru" : { "stringSet" : { "state" : "new", "values" : [ "Запустить" ] } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    static func read() throws -> StringCatalog {
        try StringCatalog(bytes: Array(catalog.utf8), path: "Localizable.xcstrings")
    }
}
