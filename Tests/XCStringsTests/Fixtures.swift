/// Catalogs written by hand in Xcode's exact form, used across the tests.
enum Fixtures {
    /// Plain units, a plural with substitution, device variations nested with plurals, a string set,
    /// unknown fields at several levels, unknown state and extraction state, non-ASCII and escapes.
    static let rich = """
        {
          "futureTopLevel" : [
            1,
            "two"
          ],
          "sourceLanguage" : "en",
          "strings" : {
            "" : {

            },
            "files.count" : {
              "comment" : "Number of files",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "%#@count@"
                  },
                  "substitutions" : {
                    "count" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "new",
                              "value" : "%arg file"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "new",
                              "value" : "%arg files"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "greeting" : {
              "commentGenerationVersion" : 2,
              "extractionState" : "brand_new_state",
              "localizations" : {
                "es" : {
                  "stringUnit" : {
                    "reviewer" : null,
                    "state" : "machine_translated",
                    "value" : "¡Hola, \\"mundo\\"!\\n"
                  }
                }
              },
              "shouldTranslate" : true
            },
            "Phrases" : {
              "localizations" : {
                "en" : {
                  "stringSet" : {
                    "state" : "translated",
                    "values" : [
                      "Open ${applicationName}",
                      "Start 😀"
                    ]
                  }
                }
              }
            },
            "tap.hint" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : {
                        "variations" : {
                          "plural" : {
                            "one" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "Tap %lld time"
                              }
                            },
                            "other" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "Tap %lld times"
                              }
                            }
                          }
                        }
                      },
                      "mac" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "Click"
                        }
                      },
                      "vision_pro_2" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Pinch"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.1"
        }
        """
}
