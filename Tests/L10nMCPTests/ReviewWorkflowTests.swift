import Foundation
import L10nMCP
import L10nWorkflow
import Testing
import XCStrings

/// Issue 42: review required, review_queue and review, source tokens, language-checked variants, dry runs,
/// unknown arguments and project-relative paths.
@Suite struct ReviewWorkflowTests {
    func reviewProject() throws -> MCPTestProject {
        let project = try MCPTestProject(catalog: smallCatalog)
        try Data(#"{"review": "required"}"#.utf8).write(to: URL(fileURLWithPath: project.root + "/.l10n.json"))
        return project
    }

    func state(_ project: MCPTestProject, _ key: String, _ language: String = "de") throws -> String? {
        let catalog = try StringCatalog(bytes: try project.catalogBytes(), path: "x")
        return catalog.entries[key]?.localizations[language]?.stringUnit?.state.rawValue
    }

    @Test func reviewRequiredLandsAsNeedsReviewAndTheQueueShowsIt() throws {
        let project = try reviewProject()
        defer { project.remove() }
        let server = try initialized(project.server())
        let submitted = try call(server, "submit_translations", #"""
            {"language":"de","submittedBy":"agent-x","translations":[{"key":"welcome.message","value":"Willkommen, %@!","state":"translated"}]}
            """#)
        #expect(!submitted.isError)
        #expect(submitted.result["applied"]?.arrayValue?.first?["state"] == .string("needs_review"))
        #expect(try state(project, "welcome.message") == "needs_review")
        // Who submitted is beside the catalog, not in it.
        let sidecar = try String(contentsOfFile: project.catalogPath + ".review.json", encoding: .utf8)
        #expect(sidecar.contains(#"{"language": "de", "key": "welcome.message", "variant": "", "submittedBy": "agent-x"}"#))
        #expect(!String(decoding: try project.catalogBytes(), as: UTF8.self).contains("agent-x"))

        let queue = try call(server, "review_queue", #"{"language":"de"}"#)
        #expect(queue.result["waiting"] == .integer(1))
        let item = try #require(queue.result["strings"]?.arrayValue?.first)
        #expect(item["key"] == .string("welcome.message"))
        #expect(item["source"] == .string("Welcome, %@!"))
        #expect(item["translation"] == .string("Willkommen, %@!"))
        #expect(item["submittedBy"] == .string("agent-x"))
    }

    @Test func approveAndRejectWithTheReasonComingBackInUntranslated() throws {
        let project = try reviewProject()
        defer { project.remove() }
        let server = try initialized(project.server())
        _ = try call(server, "submit_translations", #"""
            {"language":"de","translations":[{"key":"welcome.message","value":"Hallo, %@!"},
              {"key":"files.count","variant":"plural.one","value":"%lld Datei"},{"key":"files.count","variant":"plural.other","value":"%lld Dateien"}]}
            """#)
        // A rejection without a reason, and a string not waiting, are refused; the dry run writes nothing.
        let before = try project.catalogBytes()
        let dry = try call(server, "review", #"""
            {"language":"de","dryRun":true,"decisions":[{"key":"files.count","variant":"plural.one","decision":"approve"},
              {"key":"welcome.message","decision":"reject"},{"key":"home.title","decision":"approve"}]}
            """#)
        #expect(dry.result["approved"]?.arrayValue?.count == 1)
        #expect(dry.result["refused"]?.arrayValue?.count == 2)
        #expect(dry.result["refused"]?.arrayValue?[0]["reason"]?.stringValue?.contains("needs a 'reason'") == true)
        #expect(dry.result["refused"]?.arrayValue?[1]["reason"]?.stringValue?.contains("not waiting for review") == true)
        #expect(try project.catalogBytes() == before)

        let decided = try call(server, "review", #"""
            {"language":"de","decisions":[{"key":"files.count","variant":"plural.one","decision":"approve"},
              {"key":"files.count","variant":"plural.other","decision":"approve"},
              {"key":"welcome.message","decision":"reject","reason":"say 'Willkommen', not 'Hallo'"}]}
            """#)
        #expect(decided.result["approved"]?.arrayValue?.count == 2)
        #expect(decided.result["rejected"]?.arrayValue?.count == 1)
        let catalog = try StringCatalog(bytes: try project.catalogBytes(), path: "x")
        #expect(catalog.entries["files.count"]?.localizations["de"]?.stringUnit(at: VariantPath(["plural", "one"]))?.state == .translated)
        // Rejected: kept as needs_review, out of the queue, back in untranslated with the reason.
        #expect(try state(project, "welcome.message") == "needs_review")
        #expect(try call(server, "review_queue", #"{"language":"de"}"#).result["waiting"] == .integer(0))
        let page = try call(server, "untranslated", #"{"language":"de","usages":0}"#)
        let key = try #require(page.result["keys"]?.arrayValue?.first { $0["key"] == .string("welcome.message") })
        let rejected = key["strings"]?.arrayValue?.first?["rejected"]
        #expect(rejected?["reason"] == .string("say 'Willkommen', not 'Hallo'"))
        #expect(rejected?["translation"] == .string("Hallo, %@!"))
        // A new submission puts it back in the queue and clears the rejection.
        _ = try call(server, "submit_translations", #"{"language":"de","translations":[{"key":"welcome.message","value":"Willkommen, %@!"}]}"#)
        #expect(try call(server, "review_queue", #"{"language":"de"}"#).result["waiting"] == .integer(1))
        #expect(ReviewSession.waitingCounts(CheckRequest(paths: [], languages: nil, configuration: .init(), currentDirectory: project.root)) == ["de": 1])
    }

    @Test func aStaleSourceTokenIsRejectedWithTheNewSource() throws {
        let project = try MCPTestProject(catalog: smallCatalog)
        defer { project.remove() }
        let server = try initialized(project.server())
        let page = try call(server, "untranslated", #"{"language":"de","usages":0}"#)
        let key = try #require(page.result["keys"]?.arrayValue?.first { $0["key"] == .string("welcome.message") })
        let token = try #require(key["strings"]?.arrayValue?.first?["sourceToken"]?.stringValue)
        // The matching token is accepted (dry run: nothing written).
        let before = try project.catalogBytes()
        let fresh = try call(server, "submit_translations", #"{"language":"de","dryRun":true,"translations":[{"key":"welcome.message","value":"Hallo, %@!","sourceToken":"\#(token)"}]}"#)
        #expect(fresh.result["applied"]?.arrayValue?.count == 1)
        #expect(fresh.result["written"] == .bool(false))
        #expect(try project.catalogBytes() == before)
        // The English changes; the old token no longer matches.
        let changed = String(decoding: before, as: UTF8.self).replacingOccurrences(of: "Welcome, %@!", with: "Welcome back, %@!")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: project.catalogPath))
        let stale = try call(server, "submit_translations", #"{"language":"de","translations":[{"key":"welcome.message","value":"Hallo, %@!","sourceToken":"\#(token)"}]}"#)
        let rejected = try #require(stale.result["rejected"]?.arrayValue?.first)
        #expect(rejected["rule"] == .string("source-changed"))
        #expect(rejected["reason"] == .string("the source changed since you read it: now 'Welcome back, %@!'"))
        #expect(stale.result["written"] == .bool(false))
    }

    @Test func pluralAndDeviceVariantsAreCheckedAgainstTheLanguage() throws {
        #expect(VariantCheck.problem("plural.few", language: "de") == "German has one and other; 'few' is not a plural category of 'de'")
        #expect(VariantCheck.problem("plural.few", language: "pl") == nil)
        #expect(VariantCheck.problem("plural.zero", language: "de") == nil)
        #expect(VariantCheck.problem("device.iphone.plural.one", language: "de") == nil)
        #expect(VariantCheck.problem("device.toaster", language: "de")?.hasPrefix("'toaster' is not a device") == true)
        #expect(VariantCheck.problem("substitutions.few.plural.few", language: "ru") == nil)
        let project = try MCPTestProject(catalog: smallCatalog)
        defer { project.remove() }
        let server = try initialized(project.server())
        let answer = try call(server, "submit_translations", #"{"language":"de","translations":[{"key":"files.count","variant":"plural.few","value":"%lld Dateien"}]}"#)
        #expect(answer.result["rejected"]?.arrayValue?.first?["reason"]?.stringValue?.hasPrefix("German has one and other") == true)
    }

    @Test func unknownArgumentsAreRefusedForEveryTool() throws {
        let project = try MCPTestProject(catalog: smallCatalog)
        defer { project.remove() }
        let server = try initialized(project.server())
        for tool in L10nTools.all {
            let answer = try call(server, tool.name, #"{"bogus":1}"#)
            #expect(answer.isError, "\(tool.name)")
            #expect(answer.result.stringValue?.hasPrefix("unknown argument 'bogus'") == true, "\(tool.name)")
        }
        let before = try project.catalogBytes()
        let nested = try call(server, "submit_translations", #"{"language":"de","translations":[{"key":"home.title","value":"Heim","lang":"de"}]}"#)
        #expect(nested.isError && nested.result.stringValue == "unknown member 'lang' in 'translations[0]'; its members are 'key', 'variant', 'value', 'state', 'sourceToken'")
        #expect(try project.catalogBytes() == before)
    }

    @Test func explainResolvesRelativePathsAgainstTheProjectServed() throws {
        let project = try MCPTestProject(catalog: smallCatalog, files: ["App/Home.swift": "import SwiftUI\nlet t = Text(\"Hello there\")\n"])
        defer { project.remove() }
        // The server runs elsewhere (here: the temporary folder), serving the project's folder.
        let elsewhere = FileManager.default.temporaryDirectory.path
        let server = try initialized(MCPServer(tools: L10nTools.all, project: MCPProject(paths: [project.root], currentDirectory: elsewhere), version: "t"))
        let answer = try call(server, "explain", #"{"file":"App/Home.swift","line":2}"#)
        #expect(!answer.isError, "\(answer.result)")
        #expect(answer.result["literals"]?.arrayValue?.first?["text"] == .string("Hello there"))
    }

    @Test func theSidecarIsOneSortedLineAnEntryAndReadsBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = folder + "/Localizable.xcstrings"
        var log = ReviewLog()
        log.set(.init(language: "fr", key: "b", variant: "", submittedBy: "agent"), language: "fr", key: "b", variant: "")
        log.set(.init(language: "de", key: "z \"q\"\n", variant: "plural.one", rejected: "say \\ it", rejectedTranslation: "x"),
                language: "de", key: "z \"q\"\n", variant: "plural.one")
        log.set(.init(language: "de", key: "a", variant: ""), language: "de", key: "a", variant: "")
        try log.write(catalog: catalog)
        let text = try String(contentsOfFile: catalog + ".review.json", encoding: .utf8)
        #expect(text == """
            {"entries": [
            {"language": "de", "key": "a", "variant": ""},
            {"language": "de", "key": "z \\"q\\"\\n", "variant": "plural.one", "rejected": "say \\\\ it", "rejectedTranslation": "x"},
            {"language": "fr", "key": "b", "variant": "", "submittedBy": "agent"}
            ]}

            """)
        #expect(Set(ReviewLog.read(catalog: catalog).entries.map(\.key)) == Set(log.entries.map(\.key)))
        #expect(ReviewLog.read(catalog: catalog).entry(language: "de", key: "z \"q\"\n", variant: "plural.one")?.rejected == "say \\ it")
        // Empty: the file goes away.
        try ReviewLog().write(catalog: catalog)
        #expect(!FileManager.default.fileExists(atPath: catalog + ".review.json"))
    }
}
