import Foundation
import L10nMCP
import Testing
import XCStrings

/// Issue 41: `submit_translations` and `validate` judge each string with the translation-quality rules, as
/// `l10n check` does: an error rejects it with the rule's id and reason, warnings land and are listed.
@Suite struct TranslationQualityToolTests {
    func project() throws -> MCPTestProject {
        let project = try MCPTestProject(catalog: smallCatalog)
        try Data(#"{"lengthLimits": {"welcome.*": 12}}"#.utf8).write(to: URL(fileURLWithPath: project.root + "/.l10n.json"))
        return project
    }

    func german(_ project: MCPTestProject, _ key: String) throws -> String? {
        let catalog = try StringCatalog(bytes: try project.catalogBytes(), path: "x")
        return catalog.entries[key]?.localizations["de"]?.stringUnit?.value
    }

    @Test func anErrorRejectsAndAWarningLandsListed() throws {
        let project = try project()
        defer { project.remove() }
        let server = try initialized(project.server())
        // 'Welcome, %@!': over the configured 12 characters (an error), then within them but without the '!'.
        let tooLong = try call(server, "submit_translations", #"{"language":"de","translations":[{"key":"welcome.message","value":"Herzlich willkommen, %@!"}]}"#)
        let rejected = try #require(tooLong.result["rejected"]?.arrayValue?.first)
        #expect(rejected["rule"] == .string("length-limit"))
        #expect(rejected["reason"]?.stringValue?.contains("24 characters, over the limit of 12") == true)
        #expect(tooLong.result["applied"]?.arrayValue?.isEmpty == true)
        #expect(try german(project, "welcome.message") == nil)

        let plain = try call(server, "submit_translations", #"{"language":"de","translations":[{"key":"welcome.message","value":" Hallo, %@!"}]}"#)
        #expect(plain.result["rejected"]?.arrayValue?.isEmpty == true)
        let applied = try #require(plain.result["applied"]?.arrayValue?.first)
        let findings = try #require(applied["findings"]?.arrayValue)
        #expect(findings.map { $0["rule"]?.stringValue } == ["whitespace-mismatch"])
        #expect(findings.first?["severity"] == .string("warning"))
        #expect(findings.first?["message"]?.stringValue == "'welcome.message' in 'de': the source starts with nothing, the translation with a space")
        #expect(try german(project, "welcome.message") == " Hallo, %@!")
    }

    @Test func validateAnswersAsSubmitWouldAndWritesNothing() throws {
        let project = try project()
        defer { project.remove() }
        let server = try initialized(project.server())
        let before = try project.catalogBytes()
        let answer = try call(server, "validate", #"""
            {"language":"de","translations":[{"key":"welcome.message","value":"Herzlich willkommen, %@!"},{"key":"home.title","value":" Startseite"}]}
            """#)
        #expect(!answer.isError)
        #expect(answer.result["written"] == .bool(false))
        #expect(answer.result["rejected"]?.arrayValue?.compactMap { $0["rule"]?.stringValue } == ["length-limit"])
        let applied = try #require(answer.result["applied"]?.arrayValue?.first)
        #expect(applied["key"] == .string("home.title"))
        #expect(applied["findings"]?.arrayValue?.compactMap { $0["rule"]?.stringValue } == ["whitespace-mismatch"])
        #expect(try project.catalogBytes() == before)
    }
}
