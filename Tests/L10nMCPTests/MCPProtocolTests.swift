import Foundation
import Testing
import XCStrings

@testable import L10nMCP

/// A catalog as Xcode writes it: `files.count` varies by plural in English, `home.title` is translated in German.
let smallCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "files.count" : {
          "comment" : "Number of files in the folder",
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
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Start"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Home"
              }
            }
          }
        },
        "welcome.message" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Welcome, %@!"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """

@Suite struct MCPProtocolTests {
    let project: MCPTestProject

    init() throws { project = try MCPTestProject(catalog: smallCatalog) }

    @Test func handshakeNegotiatesTheVersion() throws {
        defer { project.remove() }
        for (asked, answered) in [
            ("2025-11-25", "2025-11-25"), ("2025-06-18", "2025-06-18"), ("2025-03-26", "2025-03-26"),
            ("2024-11-05", "2024-11-05"), ("2099-01-01", "2025-11-25"), ("1.0", "2025-11-25"),
        ] {
            let server = project.server()
            let answer = try #require(try send(server, #"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":"\#(asked)","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#))
            #expect(answer["id"] == .string("a"))
            #expect(answer["result"]?["protocolVersion"] == .string(answered), "asked \(asked)")
            #expect(answer["result"]?["capabilities"]?["tools"] != nil)
            #expect(answer["result"]?["serverInfo"]?["name"] == .string("l10n"))
            #expect(try send(server, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
            #expect(server.protocolVersion == answered)
        }
        // No protocolVersion: invalid params, and no session.
        let server = project.server()
        let answer = try send(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
        #expect(answer?["error"]?["code"] == .integer(-32602))
        #expect(server.protocolVersion == nil)
    }

    @Test func toolsNeedTheHandshakeButPingDoesNot() throws {
        defer { project.remove() }
        let server = project.server()
        #expect(try send(server, #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)?["result"] == .object([]))
        let early = try send(server, #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)
        #expect(early?["error"]?["code"] == .integer(-32600))
        _ = try initialized(server)
        let tools = try #require(try send(server, #"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#)?["result"]?["tools"]?.arrayValue)
        #expect(tools.compactMap { $0["name"]?.stringValue } == ["coverage", "untranslated", "submit_translations", "validate", "review_queue", "review", "check", "suggest_key", "explain"])
        for tool in tools {
            #expect(tool["inputSchema"]?["type"] == .string("object"))
            #expect((tool["description"]?.stringValue?.count ?? 0) > 100)
        }
    }

    @Test func toolsListIsPagedWithACursor() throws {
        defer { project.remove() }
        let server = try initialized(MCPServer(
            tools: L10nTools.all, project: MCPProject(currentDirectory: project.root),
            version: "test", toolsPageSize: 2))
        var names: [String] = []
        var cursor: String?
        var pages = 0
        repeat {
            let params = cursor.map { #"{"cursor":"\#($0)"}"# } ?? "{}"
            let result = try #require(try send(server, #"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":\#(params)}"#)?["result"])
            names += result["tools"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
            cursor = result["nextCursor"]?.stringValue
            pages += 1
        } while cursor != nil && pages < 10
        #expect(pages == 5)
        #expect(names.count == L10nTools.all.count && Set(names) == Set(L10nTools.all.map(\.name)))
        let bad = try send(server, #"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"cursor":"bm9wZQ=="}}"#)
        #expect(bad?["error"]?["code"] == .integer(-32602))
    }

    @Test func unknownMethodsAndToolsAreErrors() throws {
        defer { project.remove() }
        let server = try initialized(project.server())
        let unknown = try send(server, #"{"jsonrpc":"2.0","id":42,"method":"resources/list"}"#)
        #expect(unknown?["id"] == .integer(42))
        #expect(unknown?["error"]?["code"] == .integer(-32601))
        #expect(unknown?["error"]?["message"]?.stringValue?.contains("'resources/list'") == true)
        let tool = try send(server, #"{"jsonrpc":"2.0","id":43,"method":"tools/call","params":{"name":"translate_everything"}}"#)
        #expect(tool?["error"]?["code"] == .integer(-32602))
        #expect(tool?["error"]?["message"]?.stringValue?.contains("'untranslated'") == true)
        // A notification of an unknown method is ignored; so is a response.
        #expect(try send(server, #"{"jsonrpc":"2.0","method":"notifications/whatever"}"#) == nil)
        #expect(try send(server, #"{"jsonrpc":"2.0","id":5,"result":{}}"#) == nil)
        // A tool's own failure is a result with isError, so that the agent reads it.
        let (message, isError) = try call(server, "untranslated", #"{"language":"not a language"}"#)
        #expect(isError)
        #expect(message.stringValue?.contains("'not a language' is not a language code") == true)
        let missing = try call(server, "untranslated", "{}")
        #expect(missing.isError && missing.result == .string("argument 'language' is required"))
    }

    @Test func malformedMessagesAreAnsweredWithErrors() throws {
        defer { project.remove() }
        let server = try initialized(project.server())
        for (text, code) in [
            (#"{"jsonrpc":"2.0","id":1,"method":"ping""#, -32700),
            ("not json", -32700),
            (#"{"jsonrpc":"2.0","id":1,"method":"ping"} trailing"#, -32700),
            (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, -32600),
            (#""just a string""#, -32600),
            (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, -32600),
            (#"{"jsonrpc":"2.0","id":{"x":1},"method":"ping"}"#, -32600),
            (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, -32600),
            (#"{"jsonrpc":"2.0","id":1,"method":7}"#, -32600),
            (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":[1]}"#, -32602),
            (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"check","arguments":"all"}}"#, -32602),
        ] {
            let answer = try #require(try send(server, text), "no answer to \(text)")
            #expect(answer["error"]?["code"] == .integer(code), "\(text)")
            #expect(answer["jsonrpc"] == .string("2.0"))
        }
        // Invalid UTF-8 is a parse error too, not a crash.
        let answer = try #require(server.handle([0x7B, 0xFF, 0xFE, 0x7D]))
        #expect(try JSONReader.parse(answer, path: "answer")["error"]?["code"] == .integer(-32700))
    }

    @Test func statelessRequestsNeedNoHandshake() throws {
        defer { project.remove() }
        let server = project.server()
        let meta = #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}"#
        let discover = try #require(try send(server, #"{"jsonrpc":"2.0","id":"d","method":"server/discover","params":{\#(meta)}}"#)?["result"])
        #expect(discover["resultType"] == .string("complete"))
        #expect(discover["supportedVersions"] == .strings(["2026-07-28"]))
        #expect(discover["capabilities"]?["tools"] != nil)
        #expect(discover["ttlMs"] == .integer(0) && discover["cacheScope"] == .string("private"))
        #expect(discover["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == .string("l10n"))
        let list = try #require(try send(server, #"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{\#(meta)}}"#)?["result"])
        #expect(list["tools"]?.arrayValue?.count == L10nTools.all.count)
        #expect(list["resultType"] == .string("complete") && list["ttlMs"] != nil && list["cacheScope"] != nil)
        let call = try #require(try send(server, #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{\#(meta),"name":"untranslated","arguments":{"language":"de"}}}"#)?["result"])
        #expect(call["resultType"] == .string("complete"))
        #expect(call["structuredContent"]?["keysToTranslate"] == .integer(2))
        // No session was opened: the handshake era still needs initialize.
        #expect(server.protocolVersion == nil)
        #expect(try send(server, #"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#)?["error"]?["code"] == .integer(-32600))
        // A version the server does not speak: -32022, naming the ones it does.
        let refused = try #require(try send(server, #"{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2099-01-01"}}}"#)?["error"])
        #expect(refused["code"] == .integer(-32022))
        #expect(refused["data"]?["requested"] == .string("2099-01-01"))
        #expect(refused["data"]?["supported"]?.arrayValue?.first == .string("2026-07-28"))
    }

    @Test func structuredContentOnlyFromJune2025() throws {
        defer { project.remove() }
        let old = try initialized(project.server(), version: "2025-03-26")
        let answer = try send(old, #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"coverage","arguments":{}}}"#)
        #expect(answer?["result"]?["structuredContent"] == nil)
        #expect(answer?["result"]?["content"]?.arrayValue?.count == 1)
        let new = try initialized(project.server(), version: "2025-06-18")
        let newer = try send(new, #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"coverage","arguments":{}}}"#)
        #expect(newer?["result"]?["structuredContent"]?.isObject == true)
    }
}
