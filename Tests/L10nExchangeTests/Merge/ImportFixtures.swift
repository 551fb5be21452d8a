import L10nDiagnostics
import L10nFormats
import XCStrings

/// A catalog shaped like a real app's (written by hand in Xcode's form): plain keys, a plural, a substitution,
/// device variations, a key not to translate, comments, unknown fields; English source, French done, Spanish
/// partly done.
enum ImportFixtures {
    static let catalogText = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "AppName" : {
              "shouldTranslate" : false
            },
            "files.count" : {
              "comment" : "Number of files in a folder",
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
              "commentGenerationVersion" : 2,
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Home"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "reviewer" : "ana",
                    "state" : "needs_review",
                    "value" : "Inicio"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Accueil"
                  }
                }
              }
            },
            "inbox.summary" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%1$@ has %#@messages@"
                  },
                  "substitutions" : {
                    "messages" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg message"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg messages"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "tap.to.continue" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Click to continue"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Tap to continue"
                        }
                      }
                    }
                  }
                },
                "fr" : {
                  "variations" : {
                    "device" : {
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Touchez pour continuer"
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
        """

    static func catalog() throws -> StringCatalog {
        try StringCatalog(bytes: Array(catalogText.utf8), path: "Localizable.xcstrings")
    }

    /// A Spanish unit as a file would give it, read at `line` of `es.xliff`.
    static func unit(
        _ key: String, _ variant: String = "", target: String?, state: String? = nil, language: String = "es",
        line: Int = 1
    ) -> TranslationUnit {
        TranslationUnit(
            file: "Localizable.xcstrings", key: key, variant: variant, source: "", target: target, state: state,
            sourceLanguage: "en", targetLanguage: language,
            location: SourceLocation(file: "es.xliff", line: line, column: 7))
    }

    /// The catalog's canonical text without one language, to check that nothing else changed.
    static func text(_ catalog: StringCatalog, without language: String) -> String {
        var copy = catalog
        for index in copy.entries.indices {
            copy.entries[valueAt: index].localizations[language] = nil
        }
        return String(decoding: copy.canonicalBytes(), as: UTF8.self)
    }
}
