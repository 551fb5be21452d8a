import Foundation
import Testing

/// `l10n diff` as users run it: files and `REV:PATH` in a real git repository, git's diff driver, bad input.
@Suite(.enabled(if: gitIsInstalled, "needs git on PATH"))
struct DiffCommandTests {
    /// `settings.sync.title` in English (given), Spanish, French and German, and a plural, in Xcode's layout.
    static func catalog(title: String = "Sync", frenchState: String = "translated") -> String {
        func unit(_ language: String, _ value: String, _ state: String = "translated") -> String {
            """
                    "\(language)" : {
                      "stringUnit" : {
                        "state" : "\(state)",
                        "value" : "\(value)"
                      }
                    }
            """
        }
        return """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "inbox.count %lld" : {
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
                              "value" : "%lld messages"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "settings.sync.title" : {
                  "localizations" : {
            \([unit("de", "Synchronisieren"), unit("en", title), unit("es", "Sincronizar"),
               unit("fr", "Synchroniser", frenchState)].joined(separator: ",\n"))
                  }
                }
              },
              "version" : "1.0"
            }
            """
    }

    static let path = "App/Localizable.xcstrings"

    /// Two commits: the catalog, then its English title changed.
    static func repository() throws -> TemporaryRepository {
        let repository = try TemporaryRepository()
        try repository.write(catalog(), to: path)
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "catalog")
        try repository.write(catalog(title: "Sync now"), to: path)
        try repository.git("commit", "-q", "-am", "English title")
        return repository
    }

    @Test func revisionAgainstWorkTreeShowsTheSourceChangeOnly() throws {
        let repository = try Self.repository()
        let result = try L10nProcess.run(["diff", "HEAD~1:\(Self.path)", Self.path], in: repository.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            changed 'settings.sync.title'
              en: source changed: "Sync" → "Sync now"

            1 key changed; 1 source changed

            """)
        #expect(result.stderr == "")
        // From a subfolder, `./` names the path from there, as git does.
        let inside = try L10nProcess.run(
            ["diff", "--exit-code", "HEAD~1:./Localizable.xcstrings", "HEAD:./Localizable.xcstrings"],
            in: repository.url.appendingPathComponent("App"))
        #expect(inside.status == 1)
        #expect(inside.stdout == result.stdout)
    }

    @Test func markdownAndJSONFormats() throws {
        let repository = try Self.repository()
        try repository.write(Self.catalog(title: "Sync now", frenchState: "needs_review"), to: Self.path)
        let markdown = try L10nProcess.run(["diff", "--format", "markdown", "HEAD~1:\(Self.path)", Self.path], in: repository.url)
        #expect(markdown.status == 0)
        #expect(markdown.stdout == """
            #### Translation changes: `HEAD~1:App/Localizable.xcstrings` → `App/Localizable.xcstrings`

            1 key changed; 1 source changed; 1 state changed

            | key | change | language | before | after |
            |---|---|---|---|---|
            | `settings.sync.title` | source changed | en | `Sync` | `Sync now` |
            | `settings.sync.title` | state changed | fr | translated | needs_review |

            """)
        let json = try L10nProcess.run(["diff", "--format", "json", "HEAD~1:\(Self.path)", Self.path], in: repository.url)
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["old"] as? String == "HEAD~1:\(Self.path)")
        let changes = try #require(object["changes"] as? [[String: String]])
        #expect(changes == [
            ["kind": "source-changed", "key": "settings.sync.title", "language": "en", "old": "Sync", "new": "Sync now",
             "oldState": "translated", "newState": "translated"],
            ["kind": "state-changed", "key": "settings.sync.title", "language": "fr", "old": "Synchroniser",
             "new": "Synchroniser", "oldState": "translated", "newState": "needs_review"],
        ])
    }

    /// With `*.xcstrings diff=l10n` and the textconv, `git diff` and `git log -p` show the one English line; a
    /// catalog written again in another layout shows nothing.
    @Test func gitDiffDriverReadsAsTranslationChanges() throws {
        let repository = try Self.repository()
        try repository.write("*.xcstrings diff=l10n\n", to: ".git/info/attributes")
        try repository.git("config", "diff.l10n.textconv", "'\(L10nProcess.executableURL.path)' diff --textconv")
        let log = try repository.git("log", "-p", "-1", "--format=%s", "--", Self.path)
        #expect(log.status == 0)
        let changed = log.output.split(separator: "\n").filter {
            ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
        }
        #expect(changed == [#"-'settings.sync.title' en: "Sync""#, #"+'settings.sync.title' en: "Sync now""#])
        #expect(log.output.contains(#" 'settings.sync.title' de: "Synchronisieren""#))

        let relaid = Self.catalog(title: "Sync now").replacingOccurrences(of: "\n", with: "")
            .replacingOccurrences(of: "  ", with: "")
        try repository.write(relaid, to: Self.path)
        #expect(try repository.git("diff", "--no-textconv", "--", Self.path).output.contains("-{"))
        let layout = try repository.git("diff", "--", Self.path)
        #expect(layout.status == 0 && layout.output.isEmpty, "\(layout.output)")
        let plain = try L10nProcess.run(["diff", "HEAD:\(Self.path)", Self.path], in: repository.url)
        #expect(plain.stdout == "no translation changes\n")

        // A conflicted or broken version is shown as it is, with a warning.
        try repository.write("{ \"strings\" : { , }\n", to: "App/Broken.xcstrings")
        let broken = try L10nProcess.run(["diff", "--textconv", "App/Broken.xcstrings"], in: repository.url)
        #expect(broken.status == 0)
        #expect(broken.stdout == "{ \"strings\" : { , }\n")
        #expect(broken.stderr.hasPrefix("App/Broken.xcstrings:1:17: warning: "))
    }

    @Test func badInputIsOneErrorLineAndExitStatus2() throws {
        let repository = try Self.repository()
        try repository.write("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : { }, }, \"version\" : \"1.0\" }",
                             to: "bad.xcstrings")
        let cases: [([String], String)] = [
            (["diff", "HEAD~7:\(Self.path)", Self.path], "HEAD~7:\(Self.path): error: 'HEAD~7:\(Self.path)' is not a file at a git revision: fatal: "),
            (["diff", "HEAD:App/Missing.xcstrings", Self.path], "HEAD:App/Missing.xcstrings: error: "),
            (["diff", Self.path, "bad.xcstrings"], "bad.xcstrings:1:51: error: trailing comma before '}'"),
            (["diff", Self.path, "missing.xcstrings"], "missing.xcstrings: error: cannot open file"),
            (["diff", Self.path], "error: give two versions, OLD and NEW (1 given)"),
            (["diff", "--format", "html", Self.path, Self.path], "error: unknown format 'html'; use text, markdown or json"),
            (["diff", "--textconv", Self.path, Self.path], "error: '--textconv' takes one file (2 given)"),
            // A strings table is no catalog: said so, not a parse error at its first line.
            (["diff", "HEAD:App/en.lproj/Localizable.strings", "App/en.lproj/Localizable.strings"],
             "error: 'HEAD:App/en.lproj/Localizable.strings' is a strings table; 'l10n diff' compares String Catalogs (.xcstrings)"),
        ]
        for (arguments, message) in cases {
            let result = try L10nProcess.run(arguments, in: repository.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
        }
    }
}
