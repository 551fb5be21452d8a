import Foundation
import Testing

/// `l10n mcp` as an MCP client starts it: messages on standard input, answers (and nothing else) on standard output.
@Suite struct MCPCommandTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "home.title" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Home"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """

    /// `l10n mcp --help` names every tool `tools/list` serves (issue 42: "`l10n mcp --help` lists every tool").
    @Test func helpListsEveryToolTheServerOffers() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.catalog, to: "App/Localizable.xcstrings")
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
        ].joined(separator: "\n")
        let served = try L10nProcess.run(["mcp"], in: dir.url, input: Data(input.utf8))
        let answer = try #require(served.stdout.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
        let tools = try #require((object["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        let names = tools.compactMap { $0["name"] as? String }
        #expect(names.count >= 9)
        let help = try L10nProcess.run(["mcp", "--help"])
        #expect(help.status == 0)
        let listed = help.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), let word = line.split(separator: " ").first, word.allSatisfy({ $0.isLowercase || $0 == "_" })
            else { return nil }
            return String(word)
        }
        for name in names { #expect(listed.contains(name), "'l10n mcp --help' does not list '\(name)'") }
    }

    @Test func answersEachMessageOnItsOwnLineAndExitsWhenInputCloses() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.catalog, to: "App/Localizable.xcstrings")
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            "{not json",
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"untranslated","arguments":{"language":"de"}}}"#,
        ].joined(separator: "\n")
        let result = try L10nProcess.run(["mcp"], in: dir.url, input: Data(input.utf8))
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        let messages = try lines.dropLast().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(messages.count == 3)
        let ids = messages.map { "\($0["id"].map { "\($0)" } ?? "none")" }.sorted()
        #expect(ids == ["1", "2", "<null>"])
        let untranslated = try #require(messages.first { ($0["id"] as? Int) == 2 }?["result"] as? [String: Any])
        let text = try #require((untranslated["content"] as? [[String: Any]])?.first?["text"] as? String)
        #expect(text.contains(#""key":"home.title""#))
    }

    @Test func aMissingPathFailsBeforeServing() throws {
        let dir = try TemporaryDirectory()
        let result = try L10nProcess.run(["mcp", "NoSuchFolder"], in: dir.url, input: Data())
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("NoSuchFolder"))
    }
}
