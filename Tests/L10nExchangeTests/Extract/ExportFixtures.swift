import XCStrings

/// Hand-written catalogs for the export tests, shaped like the catalogs Xcode writes.
enum ExportFixtures {
    /// English source; Spanish mostly done; Russian partly done; French absent.
    static let app = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {
              "localizations" : {
                "es" : { "stringUnit" : { "state" : "new", "value" : "Hecho" } }
              }
            },
            "debug.token" : {
              "shouldTranslate" : false,
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "TOKEN" } } }
            },
            "empty.value" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Nothing here" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            },
            "files.summary" : {
              "comment" : "Files and folders selected",
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
                  "stringUnit" : { "state" : "translated", "value" : "%#@files@ в %#@folders@" },
                  "substitutions" : {
                    "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg файл" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg файла" } } } } }
                  }
                }
              }
            },
            "inbox.count" : {
              "comment" : "Unread messages badge",
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } } } } },
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld mensaje" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld mensajes" } } } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщение" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщения" } } } } }
              }
            },
            "old.key" : {
              "extractionState" : "stale",
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } } }
            },
            "photos.count" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "iphone" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo on this iPhone" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos on this iPhone" } } } } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } } } } }
              }
            },
            "settings.button" : {
              "comment" : "Opens Settings",
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } },
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } },
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" } } } } },
                "es" : { "variations" : { "device" : {
                  "ipad" : { "stringUnit" : { "state" : "needs_review", "value" : "Toca para abrir" } },
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Toca para abrir" } } } } }
              }
            },
            "shortcut.phrase" : {
              "localizations" : {
                "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open ${applicationName}" ] } }
              }
            },
            "welcome.title" : {
              "comment" : "Title of the welcome screen",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Bienvenido" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// One key that varies by plural in English only.
    static let englishPlural = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "inbox.count" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } } } } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func catalog(_ text: String = app) throws -> StringCatalog {
        try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
    }
}
