import L10nDiagnostics
import XCStrings

/// `source-changed`: the source text changed since the git base while a translation stayed the same and still
/// says it is done.
public enum SourceChangedRule: CatalogRule {
    public static let description = RuleDescription(
        id: "source-changed", name: "Source Changed",
        defaultSeverity: .warning,
        summary: "The source text of a key changed since the git base while a translation stayed the same and is still marked 'translated'.",
        rationale: """
            When the English moves and the translation does not, the app ships a translation of the old text, \
            marked done: nobody is asked to look again. With a git base ('l10n check --new-since REF', or "base": \
            "origin/main" in .l10n.json), each catalog that changed since the merge base of that revision and HEAD \
            is compared with its version there: for each key and language, a string whose source text differs \
            while its translation is the same at the base and now, in state 'translated' (or \
            'machine_translated'), is reported once, at the first such string's state. Each variant is compared \
            with the source text it is translated from (its own case, else the source's 'other', else the plain \
            text), so a changed English 'other' reaches every plural case it stands for. Nothing is reported for \
            a key or source text added since the base, a translation added or changed since (someone translated \
            again), or without git or a base (the rule is silent then, and nothing breaks). 'l10n check \
            --mark-changed' sets exactly those translations to 'needs_review' in place (the file's own layout \
            kept), so 'extract' and MCP's 'untranslated' hand them out again. A translation confirmed unchanged \
            in the same branch is reported until the base moves past it: suppress it with a baseline.
            """,
        triggeringExamples: [
            """
            // at the merge base:
            "settings.sync.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sync" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Sincronizar" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Synchroniser" } }
              }
            }
            // now:
            "settings.sync.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sync now" } },
                "es" : { "stringUnit" : { "state" : ↓"translated", "value" : "Sincronizar" } },
                "fr" : { "stringUnit" : { "state" : ↓"translated", "value" : "Synchroniser" } }
              }
            }
            """,
            """
            // at the merge base:
            "inbox.list.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } }
                } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщение" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщения" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщений" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщения" } }
                } } }
              }
            }
            // now:
            "inbox.list.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld unread messages" } }
                } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщение" } },
                  "few" : { "stringUnit" : { "state" : ↓"translated", "value" : "%lld сообщения" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщений" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщения" } }
                } } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // at the merge base:
            "settings.sync.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sync" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Sincronizar" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Synchroniser" } }
              }
            },
            "Cancel" : {
              "localizations" : {
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Cancelar" } }
              }
            }
            // now:
            "settings.sync.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sync now" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Sincronizar ahora" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Synchroniser" } }
              }
            },
            "Cancel" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Cancelar" } }
              }
            },
            "settings.sync.subtitle" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Keeps devices in step" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Mantiene los dispositivos al día" } }
              }
            }
            """,
            """
            "settings.sync.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sync now" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Sincronizar" } }
              }
            }
            """,
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        guard let base = context.base, entry.isTranslatable else { return }
        let changes = SourceChange.find(in: entry, base: base.entries[entry.key], sourceLanguage: context.sourceLanguage)
        var reported: Set<String> = []
        for change in changes where !reported.contains(change.language) {
            reported.insert(change.language)
            let more = changes.filter { $0.language == change.language }.count - 1
            findings.append(
                context.finding(
                    Self.self, at: change.statePosition, message(change, more: more), key: entry.key,
                    language: change.language))
        }
    }

    /// `source of 'settings.sync.title' changed from 'Sync' to 'Sync now' since the 'es' translation; review it`.
    public static func message(_ change: SourceChange, more: Int = 0) -> String {
        let others = more > 0 ? " (and \(more) more \(more == 1 ? "variant" : "variants") of it)" : ""
        return "source of \(change.describedKey) changed from '\(change.oldSource)' to '\(change.newSource)' since the "
            + "'\(change.language)' translation\(others); review it"
    }
}
