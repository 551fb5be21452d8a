import Foundation
import Testing
import XCStrings

@testable import L10nMCP

/// A catalog with `count` keys `item.N.title` needing German, in Xcode's layout.
func generatedCatalog(keys count: Int) -> String {
    var entries: [String] = []
    for index in 0..<count {
        entries.append("""
                "item.\(index).title" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Item \(index) with %lld parts"
                      }
                    }
                  }
                }
            """)
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
        + "\n  },\n  \"version\" : \"1.0\"\n}\n"
}

@Suite struct MCPToolTests {
    @Test func untranslatedDescribesEachStringAndWhereItIsShown() throws {
        let project = try MCPTestProject(catalog: smallCatalog, files: [
            "App/FolderView.swift": """
                import SwiftUI

                struct FolderView: View {
                    let count: Int
                    var body: some View {
                        VStack {
                            Text(String(localized: "files.count"))
                            SettingRow(title: "welcome.message", value: 1)
                        }
                        .navigationTitle(String(localized: "welcome.message"))
                    }
                }
                """,
        ])
        defer { project.remove() }
        let server = try initialized(project.server())
        let (page, isError) = try call(server, "untranslated", #"{"language":"de"}"#)
        #expect(!isError)
        #expect(page["keysToTranslate"] == .integer(2))
        #expect(page["nextCursor"] == nil)
        #expect(page["pluralCategories"]?.arrayValue?.compactMap { $0["category"]?.stringValue } == ["one", "other"])
        let keys = try #require(page["keys"]?.arrayValue)
        #expect(keys.compactMap { $0["key"]?.stringValue } == ["files.count", "welcome.message"])

        let files = keys[0]
        #expect(files["comment"] == .string("Number of files in the folder"))
        #expect(files["state"] == .string("missing"))
        let strings = try #require(files["strings"]?.arrayValue)
        #expect(strings.compactMap { $0["variant"]?.stringValue } == ["plural.one", "plural.other"])
        #expect(strings.compactMap { $0["source"]?.stringValue } == ["%lld file", "%lld files"])
        #expect(strings.compactMap { $0["example"]?.stringValue } == ["1", "0"])
        #expect(files["formatArguments"]?.arrayValue?.first?["specifier"] == .string("%lld"))
        #expect(files["formatArguments"]?.arrayValue?.first?["argument"] == .integer(1))
        let fileUses = try #require(files["usages"]?.arrayValue)
        #expect(fileUses.count == 1)
        #expect(fileUses.first?["file"] == .string("App/FolderView.swift"))
        #expect(fileUses.first?["line"] == .integer(7))
        #expect(fileUses.first?["shownBy"] == .string("Text"))

        let welcome = try #require(keys[1]["usages"]?.arrayValue)
        #expect(welcome.compactMap { $0["line"]?.intValue } == [8, 10])
        #expect(welcome.compactMap { $0["shownBy"]?.stringValue } == ["SettingRow(title:)", ".navigationTitle"])
        // The project does not declare SettingRow: a dependency's view, named like a control, whose title is read
        // as SwiftUI reads a LocalizedStringKey (Xcode extracts it), so the use is of kind "text".
        #expect(welcome.first?["kind"] == .string("text"))
    }

    @Test func untranslatedPagesThroughAHugeCatalogWithSmallAnswers() throws {
        let count = 3_000
        let project = try MCPTestProject(catalog: generatedCatalog(keys: count))
        defer { project.remove() }
        let server = try initialized(project.server())
        var seen: [String] = []
        var cursor: String?
        var pages = 0
        repeat {
            let arguments = cursor.map { #"{"language":"de","limit":100,"usages":0,"cursor":"\#($0)"}"# }
                ?? #"{"language":"de","limit":100,"usages":0}"#
            let answer = try #require(server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"untranslated","arguments":\#(arguments)}}"#.utf8)))
            // One page of 100 keys stays small whatever the catalog's size (text and structured copy together).
            #expect(answer.count < 100_000)
            let page = try JSONReader.parse(answer, path: "answer")["result"]?["structuredContent"]
            #expect(page?["keysToTranslate"] == .integer(pages < 3 ? count : count - 150))
            seen += page?["keys"]?.arrayValue?.compactMap { $0["key"]?.stringValue } ?? []
            cursor = page?["nextCursor"]?.stringValue
            pages += 1
            if pages == 3 {
                // Translating keys already listed does not make the next page skip any.
                let first = seen.prefix(150).map { #"{"key":"\#($0)","value":"Teil %lld"}"# }.joined(separator: ",")
                let submitted = try call(server, "submit_translations", #"{"language":"de","translations":[\#(first)]}"#)
                #expect(submitted.result["applied"]?.arrayValue?.count == 150)
            }
        } while cursor != nil && pages < 100
        #expect(pages == count / 100)
        #expect(seen.count == count)
        #expect(Set(seen).count == count)
        let bad = try call(server, "untranslated", #"{"language":"de","cursor":"garbage"}"#)
        #expect(bad.isError)
        // A submission is bounded too: over 500 translations is refused whole, nothing written.
        let before = try project.catalogBytes()
        let tooMany = (0..<501).map { #"{"key":"item.\#($0).title","value":"Teil %lld"}"# }.joined(separator: ",")
        let refused = try call(server, "submit_translations", #"{"language":"de","translations":[\#(tooMany)]}"#)
        #expect(refused.isError && refused.result.stringValue?.contains("at most 500") == true)
        #expect(try project.catalogBytes() == before)
    }

    @Test func submitAppliesValidTranslationsAndExplainsRejections() throws {
        let project = try MCPTestProject(catalog: smallCatalog)
        defer { project.remove() }
        let server = try initialized(project.server())
        let before = try project.catalogBytes()
        let (answer, isError) = try call(server, "submit_translations", #"""
            {"language":"de","translations":[
              {"key":"files.count","variant":"plural.one","value":"%lld Datei"},
              {"key":"files.count","variant":"plural.other","value":"%lld Dateien"},
              {"key":"welcome.message","value":"Willkommen, %lld!"},
              {"key":"files.count","variant":"plural.lots","value":"%lld Dateien"},
              {"key":"no.such.key","value":"Nichts"},
              {"key":"home.title","value":""},
              {"key":"home.title","value":"Start"}
            ]}
            """#)
        #expect(!isError)
        #expect(answer["written"] == .bool(true))
        #expect(answer["reformatted"] == nil)
        #expect(answer["applied"]?.arrayValue?.compactMap { $0["variant"]?.stringValue } == ["plural.one", "plural.other"])
        #expect(answer["unchanged"]?.arrayValue?.compactMap { $0["key"]?.stringValue } == ["home.title"])
        let rejected = try #require(answer["rejected"]?.arrayValue)
        #expect(rejected.compactMap { $0["rule"]?.stringValue } == ["format-specifier-mismatch", "invalid-variant", "unknown-key", "empty-value"])
        #expect(rejected[0]["reason"] == .string("'welcome.message': argument 1 is '%@' in the source but '%lld' in 'de'"))

        // Exactly the German plural was added; every other byte is as Xcode wrote it.
        let after = String(decoding: try project.catalogBytes(), as: UTF8.self)
        let expected = String(decoding: before, as: UTF8.self).replacingOccurrences(of: """
                  "comment" : "Number of files in the folder",
                  "localizations" : {
                    "en" : {
            """, with: """
                  "comment" : "Number of files in the folder",
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld Datei"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld Dateien"
                            }
                          }
                        }
                      }
                    },
                    "en" : {
            """)
        #expect(after == expected)
        // Coverage moved by that one key.
        let coverage = try call(server, "coverage", #"{"language":"de"}"#).result
        #expect(coverage["languages"]?.arrayValue?.first?["translated"] == .integer(2))

        // A catalog written on one line by another tool keeps its layout: only the new translation is written.
        try Data(#"{"sourceLanguage":"en","strings":{"a":{},"b":{}},"version":"1.0"}"#.utf8).write(to: URL(fileURLWithPath: project.catalogPath))
        let compact = try call(server, "submit_translations", #"{"language":"de","translations":[{"key":"a","value":"Ä"}]}"#).result
        #expect(compact["written"] == .bool(true))
        #expect(compact["reformatted"] == nil)
        #expect(try String(contentsOfFile: project.catalogPath, encoding: .utf8) == #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ä"}}}},"b":{}},"version":"1.0"}"#)
    }

    @Test func aCatalogChangedSinceItWasReadIsNotOverwritten() throws {
        let project = try MCPTestProject(catalog: smallCatalog)
        defer { project.remove() }
        let mcp = MCPProject(currentDirectory: project.root)
        let (_, bytes) = try mcp.readCatalogFile("App/Localizable.xcstrings")
        #expect(mcp.isUnchanged("App/Localizable.xcstrings", since: bytes))
        // Xcode saves meanwhile (same size even: one letter changed).
        try Data(smallCatalog.replacingOccurrences(of: "\"Home\"", with: "\"Hone\"").utf8).write(to: URL(fileURLWithPath: project.catalogPath))
        #expect(!mcp.isUnchanged("App/Localizable.xcstrings", since: bytes))
    }

    @Test func aMalformedCatalogIsReportedAndLeftAlone() throws {
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n  }\n"
        let project = try MCPTestProject(catalog: broken)
        defer { project.remove() }
        let server = try initialized(project.server())
        for (tool, arguments) in [
            ("submit_translations", #"{"language":"de","translations":[{"key":"a","value":"b"}]}"#),
            ("untranslated", #"{"language":"de"}"#),
        ] {
            let (message, isError) = try call(server, tool, arguments)
            #expect(isError)
            #expect(message.stringValue?.hasPrefix("App/Localizable.xcstrings:") == true, "\(tool): \(message.stringValue ?? "")")
        }
        #expect(String(decoding: try project.catalogBytes(), as: UTF8.self) == broken)
        let coverage = try call(server, "coverage", "{}").result
        #expect(coverage["catalogs"]?.arrayValue?.first?["error"] != nil)
    }

    @Test func checkAndSuggestKeyFollowTheCheck() throws {
        let project = try MCPTestProject(catalog: smallCatalog, files: [
            "App/CartView.swift": """
                import SwiftUI

                struct CartView: View {
                    var body: some View {
                        Text("Free shipping today")
                    }
                }
                """,
        ])
        defer { project.remove() }
        let server = try initialized(project.server())
        let findings = try call(server, "check", #"{"rule":"hardcoded-string","file":"CartView.swift"}"#).result
        #expect(findings["total"] == .integer(1))
        let finding = try #require(findings["findings"]?.arrayValue?.first)
        #expect(finding["line"] == .integer(5) && finding["column"] == .integer(14))
        let suggestion = try call(server, "suggest_key", #"{"file":"App/CartView.swift","line":5}"#).result
        let first = try #require(suggestion["suggestions"]?.arrayValue?.first)
        let key = try #require(first["key"]?.stringValue)
        #expect(finding["message"]?.stringValue?.contains("\"\(key)\"") == true)
        #expect(first["text"] == .string("Free shipping today"))
        #expect(first["status"] == .string("new"))
        // Unique against the catalogs, read again on each call: taken for another text, the key gets a suffix;
        // taken for this very text, it is the key to reuse.
        func catalog(_ text: String) -> String {
            smallCatalog.replacingOccurrences(of: #""home.title" : {"#, with: """
                "\(key)" : {
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "\(text)"
                          }
                        }
                      }
                    },
                    "home.title" : {
                """)
        }
        try Data(catalog("Free delivery").utf8).write(to: URL(fileURLWithPath: project.catalogPath))
        let taken = try call(server, "suggest_key", #"{"file":"CartView.swift","line":5,"column":14}"#).result
        #expect(taken["suggestions"]?.arrayValue?.first?["key"] == .string(key + "_2"))
        #expect(taken["suggestions"]?.arrayValue?.first?["status"] == .string("new"))
        try Data(catalog("Free shipping today").utf8).write(to: URL(fileURLWithPath: project.catalogPath))
        let same = try call(server, "suggest_key", #"{"file":"CartView.swift","line":5}"#).result
        #expect(same["suggestions"]?.arrayValue?.first?["key"] == .string(key))
        #expect(same["suggestions"]?.arrayValue?.first?["status"] == .string("exists"))

        let none = try call(server, "suggest_key", #"{"file":"App/CartView.swift","line":3}"#)
        #expect(none.isError)
        let badRule = try call(server, "check", #"{"rule":"no-such-rule"}"#)
        #expect(badRule.isError)
    }

    /// `explain` gives `check --explain`'s evidence as data: the hop through the project's own view, the finding,
    /// and a key that is not reported with its reason.
    @Test func explainGivesTheTraceOfALine() throws {
        let project = try MCPTestProject(catalog: smallCatalog, files: [
            "App/CartView.swift": """
                import SwiftUI

                struct PriceRow: View {
                    let title: String
                    var body: some View { Text(title) }
                }

                func priceRow(named name: String) -> some View { PriceRow(title: name) }

                struct CartView: View {
                    var body: some View {
                        priceRow(named: "Shipping costs")
                        Text("home.title")
                    }
                }
                """,
        ])
        defer { project.remove() }
        let server = try initialized(project.server())
        let hop = try call(server, "explain", #"{"file":"App/CartView.swift","line":12}"#).result
        let literal = try #require(hop["literals"]?.arrayValue?.first)
        #expect(literal["text"] == .string("Shipping costs"))
        #expect(literal["site"] == .string("argument 'named:' of 'priceRow'"))
        #expect(literal["through"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
            == ["priceRow(named:)", "PriceRow(title:)", "PriceRow.title"])
        #expect(literal["through"]?.arrayValue?.first?["line"] == .integer(8))
        #expect(literal["shownBy"] == .string("Text"))
        #expect(literal["reported"]?.arrayValue?.first?["rule"] == .string("hardcoded-string"))
        let key = try #require(try call(server, "explain", #"{"file":"App/CartView.swift","line":13}"#).result["literals"]?.arrayValue?.first)
        #expect(key["reported"] == .array([]))
        #expect(key["reasons"]?.arrayValue?.contains(.string("a dotted key (three or more segments): looked up in the catalog")) == false)
        #expect(key["reasons"]?.arrayValue?.isEmpty == false)
        let missing = try call(server, "explain", #"{"file":"App/Nope.swift","line":1}"#)
        #expect(missing.isError)
    }
}
