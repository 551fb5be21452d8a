import Foundation
import Testing

/// `source-changed` and `l10n check --mark-changed` in real repositories: the English of a key changes in a
/// commit, the translations do not.
@Suite(.enabled(if: gitIsInstalled, "needs git on PATH"))
struct CheckSourceChangedTests {
    /// A catalog in Xcode's layout: `settings.sync.title` in en, es, fr (translated) and de (needs_review),
    /// `settings.sync.subtitle` in en and es, and `inbox.list.count %lld`, an English plural with a Russian one.
    static func catalog(syncTitle: String = "Sync", subtitle: String = "Keeps your devices in step",
                        other: String = "%lld messages", spanishTitle: String = "Sincronizar") -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "inbox.list.count %lld" : {
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
                          "value" : "\(other)"
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "few" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld сообщения"
                        }
                      },
                      "many" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld сообщений"
                        }
                      },
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld сообщение"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld сообщения"
                        }
                      }
                    }
                  }
                }
              }
            },
            "settings.sync.subtitle" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(subtitle)"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Mantiene tus dispositivos al día"
                  }
                }
              }
            },
            "settings.sync.title" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Synchronisieren"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(syncTitle)"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(spanishTitle)"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Synchroniser"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """
    }

    static let config = #"{"languages": ["en", "es"], "rules": {"missing-translation": "off"}}"#

    /// A repository with the catalog and the configuration committed, then `edit` committed on top.
    static func repository(_ edited: String, config: String = config) throws -> TemporaryRepository {
        let repository = try TemporaryRepository()
        try repository.write(catalog(), to: "App/Localizable.xcstrings")
        try repository.write(config, to: ".l10n.json")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "base")
        try repository.write(edited, to: "App/Localizable.xcstrings")
        try repository.git("commit", "-q", "-am", "English changed")
        return repository
    }

    static func findings(_ result: L10nProcess.Result, rule: String) -> [String] {
        result.stdout.split(separator: "\n").map(String.init).filter { $0.hasSuffix("[\(rule)]") }
    }

    @Test func aChangedEnglishValueIsReportedForEachTranslatedLanguageAndMarkChangedMarksExactlyThose() throws {
        let repository = try Self.repository(Self.catalog(syncTitle: "Sync now"))
        let found = try L10nProcess.run(["check", "--new-since", "HEAD~1"], in: repository.url)
        #expect(found.status == 0, "\(found.stderr)")
        // es and fr still say 'translated'; de is already needs_review; the subtitle and the plural did not change.
        #expect(Self.findings(found, rule: "source-changed") == [
            "App/Localizable.xcstrings:88:23: warning: source of 'settings.sync.title' changed from 'Sync' to "
                + "'Sync now' since the 'es' translation; review it [source-changed]",
            "App/Localizable.xcstrings:94:23: warning: source of 'settings.sync.title' changed from 'Sync' to "
                + "'Sync now' since the 'fr' translation; review it [source-changed]",
        ])

        let marked = try L10nProcess.run(["check", "--new-since", "HEAD~1", "--mark-changed"], in: repository.url)
        #expect(marked.status == 0, "\(marked.stderr)")
        #expect(marked.stderr.contains("marked 2 translations 'needs_review' in 1 catalog\n"))
        // Exactly two lines changed: the two states, nothing else of the file.
        let diff = try repository.git("diff", "-U0", "--no-color", "App/Localizable.xcstrings").output
        let changed = diff.split(separator: "\n").filter {
            ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---")
        }
        #expect(changed == [
            #"-            "state" : "translated","#, #"+            "state" : "needs_review","#,
            #"-            "state" : "translated","#, #"+            "state" : "needs_review","#,
        ])
        #expect(diff.contains("@@ -88 +88 @@") && diff.contains("@@ -94 +94 @@"))

        // Marked: no source-changed finding any more; needs-review for es (required), and extract exports it.
        let after = try L10nProcess.run(["check", "--new-since", "HEAD~1"], in: repository.url)
        #expect(Self.findings(after, rule: "source-changed").isEmpty)
        #expect(Self.findings(after, rule: "needs-review").count == 1)
        let extract = try L10nProcess.run(
            ["extract", "--language", "fr", "--format", "csv", "-o", "-", "App"], in: repository.url)
        #expect(extract.stdout.contains("settings.sync.title,,Sync now,Synchroniser,,needs_review"), "\(extract.stdout)")
    }

    @Test func aPluralOtherChangeReachesEveryCaseItStandsFor() throws {
        let repository = try Self.repository(Self.catalog(other: "%lld unread messages"))
        let found = try L10nProcess.run(["check", "--new-since", "HEAD~1"], in: repository.url)
        // One finding for Russian, at its first case translated from English 'other' (few).
        #expect(Self.findings(found, rule: "source-changed") == [
            "App/Localizable.xcstrings:29:29: warning: source of 'inbox.list.count %lld' (plural.few) changed from "
                + "'%lld messages' to '%lld unread messages' since the 'ru' translation (and 2 more variants of it); "
                + "review it [source-changed]"
        ])
        let marked = try L10nProcess.run(["check", "--new-since", "HEAD~1", "--mark-changed"], in: repository.url)
        #expect(marked.stderr.contains("marked 3 translations 'needs_review' in 1 catalog\n"))
        let text = try repository.read("App/Localizable.xcstrings")
        // few, many and other marked; one (translated from English 'one', unchanged) kept.
        #expect(text.components(separatedBy: "\"needs_review\"").count - 1 == 3 + 1)  // + de's
        #expect(text.contains("\"state\" : \"translated\",\n                  \"value\" : \"%lld сообщение\""))
    }

    @Test func aTranslationChangedAlongWithItsSourceIsNotReported() throws {
        let repository = try Self.repository(Self.catalog(syncTitle: "Sync now", spanishTitle: "Sincronizar ahora"))
        let found = try L10nProcess.run(["check", "--new-since", "HEAD~1"], in: repository.url)
        #expect(Self.findings(found, rule: "source-changed").map { $0.contains("'fr'") } == [true])
    }

    @Test func theConfiguredBaseServesAPlainCheckAndWithoutGitTheRuleIsSilent() throws {
        let configured = #"{"languages": ["en", "es"], "rules": {"missing-translation": "off"}, "base": "HEAD~1"}"#
        let repository = try Self.repository(Self.catalog(syncTitle: "Sync now"), config: configured)
        let found = try L10nProcess.run(["check"], in: repository.url)
        #expect(Self.findings(found, rule: "source-changed").count == 2)
        // The same files outside any repository: nothing from the rule, the check runs as ever.
        let plain = try TemporaryDirectory()
        _ = try plain.write(Self.catalog(syncTitle: "Sync now"), to: "App/Localizable.xcstrings")
        _ = try plain.write(configured, to: ".l10n.json")
        let outside = try L10nProcess.run(["check"], in: plain.url)
        #expect(outside.status == 0, "\(outside.stderr)")
        #expect(Self.findings(outside, rule: "source-changed").isEmpty)
        #expect(!outside.stderr.contains("git") && !outside.stderr.contains("error:"), "\(outside.stderr)")
        // --mark-changed without any base is a usage error that says what it needs.
        _ = try plain.write(Self.config, to: ".l10n.json")
        let noBase = try L10nProcess.run(["check", "--mark-changed"], in: plain.url)
        #expect(noBase.status == 2)
        #expect(noBase.stderr.contains("'--mark-changed' needs a git base: '--new-since REF', or \"base\" in .l10n.json"))
    }

    @Test func markingKeepsAFileInItsOwnLayout() throws {
        // Four-space indentation and `"key": value`, as another tool writes it.
        func foreign(_ english: String) -> String {
            """
            {
                "sourceLanguage": "en",
                "strings": {
                    "settings.sync.title": {
                        "localizations": {
                            "en": {"stringUnit": {"state": "translated", "value": "\(english)"}},
                            "es": {"stringUnit": {"state": "translated", "value": "Sincronizar"}}
                        }
                    }
                },
                "version": "1.0"
            }
            """
        }
        let repository = try TemporaryRepository()
        try repository.write(foreign("Sync"), to: "Localizable.xcstrings")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "base")
        try repository.write(foreign("Sync now"), to: "Localizable.xcstrings")  // not committed: the work tree counts
        let marked = try L10nProcess.run(["check", "--new-since", "HEAD", "--mark-changed"], in: repository.url)
        #expect(marked.stderr.contains("marked 1 translation 'needs_review' in 1 catalog\n"), "\(marked.stderr)")
        #expect(try repository.read("Localizable.xcstrings") == foreign("Sync now").replacingOccurrences(
            of: #""es": {"stringUnit": {"state": "translated""#, with: #""es": {"stringUnit": {"state": "needs_review""#))
    }
}
