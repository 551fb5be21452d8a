import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing
import XCStrings

@testable import L10nMCP

/// The glossary and `source-changed` over MCP: `untranslated` hands each key's terms out, and with a git base the
/// strings whose English changed since their translation; `submit_translations` rejects a glossary break.
@Suite struct MCPGlossaryTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "settings.sync.title" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Synchronisieren"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Sync"
                  }
                }
              }
            },
            "wallet.home.title" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Your Acme wallet"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """

    /// A JSON value as compact text (positions left out).
    static func text(_ value: JSONValue?) -> String {
        value.map { String(decoding: CompactJSON.encode($0), as: UTF8.self) } ?? "nil"
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Runs git in `folder` without the user's configuration; whether it succeeded.
    @discardableResult
    static func git(_ arguments: [String], in folder: String) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"]
            + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static var gitIsInstalled: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/git")
        }
    }

    @Test func untranslatedListsEachKeysGlossaryTermsInTheLanguage() throws {
        let project = try MCPTestProject(catalog: Self.catalog)
        defer { project.remove() }
        try Self.write(#"{"glossary": {"Wallet": {"de": "Wallet", "es": "cartera"}, "Acme": {"*": "keep"}}}"#, to: project.root + "/.l10n.json")
        let server = try initialized(project.server())
        let (page, isError) = try call(server, "untranslated", #"{"language":"de"}"#)
        #expect(!isError, "\(page)")
        let keys = try #require(page["keys"]?.arrayValue)
        #expect(keys.compactMap { $0["key"]?.stringValue } == ["wallet.home.title"])
        #expect(Self.text(keys[0]["glossary"]) == #"[{"term":"Wallet","translation":"Wallet"},{"term":"Acme","keep":true}]"#)
        // French: only the keep term (Wallet lists no French).
        let (french, _) = try call(server, "untranslated", #"{"language":"fr"}"#)
        let frenchKeys = try #require(french["keys"]?.arrayValue)
        let wallet = try #require(frenchKeys.first { $0["key"]?.stringValue == "wallet.home.title" })
        #expect(Self.text(wallet["glossary"]) == #"[{"term":"Acme","keep":true}]"#)
        // No term in the source: no glossary member.
        let sync = try #require(frenchKeys.first { $0["key"]?.stringValue == "settings.sync.title" })
        #expect(sync["glossary"] == nil)
    }

    @Test func submitRejectsATranslationBreakingTheGlossaryWithItsRule() throws {
        let project = try MCPTestProject(catalog: Self.catalog)
        defer { project.remove() }
        try Self.write(#"{"glossary": {"Wallet": {"de": "Wallet"}, "Acme": {"*": "keep"}}}"#, to: project.root + "/.l10n.json")
        let server = try initialized(project.server())
        let before = try project.catalogBytes()
        let (answer, isError) = try call(server, "submit_translations", #"""
            {"language":"de","translations":[{"key":"wallet.home.title","value":"Deine Acme-Geldbörse"}]}
            """#)
        #expect(!isError, "\(answer)")
        #expect(answer["applied"]?.arrayValue?.isEmpty == true)
        let rejected = try #require(answer["rejected"]?.arrayValue?.first)
        #expect(rejected["rule"] == .string("glossary-term"))
        #expect(rejected["reason"] == .string(
            "'wallet.home.title' in 'de': does not say 'Wallet' for 'Wallet' (the glossary's term)"))
        #expect(try project.catalogBytes() == before)

        let (good, _) = try call(server, "submit_translations", #"""
            {"language":"de","translations":[{"key":"wallet.home.title","value":"Deine Acme-Wallet"}]}
            """#)
        #expect(good["applied"]?.arrayValue?.count == 1, "\(good)")
        #expect(good["rejected"]?.arrayValue?.isEmpty == true)
    }

    @Test(.enabled(if: gitIsInstalled, "needs git on PATH"))
    func untranslatedHandsOutStringsWhoseEnglishChangedWithTheOldAndNewSource() throws {
        let project = try MCPTestProject(catalog: Self.catalog)
        defer { project.remove() }
        try Self.write(#"{"base": "HEAD"}"#, to: project.root + "/.l10n.json")
        let server = try initialized(project.server())
        // Without a repository the base is silently absent: only the missing key.
        let (outside, _) = try call(server, "untranslated", #"{"language":"de"}"#)
        #expect(outside["keysToTranslate"] == .integer(1))

        #expect(try Self.git(["init", "-q"], in: project.root))
        #expect(try Self.git(["add", "."], in: project.root))
        #expect(try Self.git(["commit", "-q", "-m", "base"], in: project.root))
        // The English changes in the work tree; the German stays 'translated'.
        let changed = Self.catalog.replacingOccurrences(of: "\"value\" : \"Sync\"", with: "\"value\" : \"Sync now\"")
        try Self.write(changed, to: project.catalogPath)

        let (page, isError) = try call(server, "untranslated", #"{"language":"de"}"#)
        #expect(!isError, "\(page)")
        #expect(page["keysToTranslate"] == .integer(2))
        let keys = try #require(page["keys"]?.arrayValue)
        let sync = try #require(keys.first { $0["key"]?.stringValue == "settings.sync.title" })
        #expect(sync["state"] == .string("needs_review"))
        let string = try #require(sync["strings"]?.arrayValue?.first)
        #expect(string["state"] == .string("source_changed"))
        #expect(string["source"] == .string("Sync now"))
        #expect(string["previousSource"] == .string("Sync"))
        #expect(string["current"] == .string("Synchronisieren"))
        // The missing key has no previous source.
        let wallet = try #require(keys.first { $0["key"]?.stringValue == "wallet.home.title" })
        #expect(wallet["strings"]?.arrayValue?.first?["previousSource"] == nil)

        // Marked needs_review (`check --mark-changed`): still handed out with the English it was made for.
        var configuration = L10nConfiguration()
        configuration.base = "HEAD"
        let marked = SourceChangeMarker.mark(
            files: ["App/Localizable.xcstrings"],
            request: CheckRequest(configuration: configuration, currentDirectory: project.root))
        #expect(marked.summary == "marked 1 translation 'needs_review' in 1 catalog")
        let (reread, _) = try call(server, "untranslated", #"{"language":"de"}"#)
        let again = try #require(reread["keys"]?.arrayValue?.first { $0["key"]?.stringValue == "settings.sync.title" })
        #expect(again["strings"]?.arrayValue?.first?["state"] == .string("needs_review"))
        #expect(again["strings"]?.arrayValue?.first?["previousSource"] == .string("Sync"))

        // Edited against the new English with its token: it lands, and is no longer handed out.
        let token = try #require(string["sourceToken"]?.stringValue)
        let (submitted, _) = try call(server, "submit_translations", #"""
            {"language":"de","translations":[{"key":"settings.sync.title","value":"Jetzt synchronisieren","sourceToken":"\#(token)"}]}
            """#)
        #expect(submitted["applied"]?.arrayValue?.count == 1, "\(submitted)")
        let (after, _) = try call(server, "untranslated", #"{"language":"de"}"#)
        #expect(after["keysToTranslate"] == .integer(1))
    }
}
