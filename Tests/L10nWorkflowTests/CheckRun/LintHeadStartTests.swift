import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// A check without a configuration starts its walk and index pass while the inference reads the catalogs
/// (``LintHeadStart``), with a configuration that has no key style yet: the checks that take them, the first and the
/// one run again with `englishKeys`, come to what checks made afresh come to.
@Suite struct LintHeadStartTests {
    func request(
        _ folder: CheckRunTests.Folder, englishKeys: Bool, keyPattern: String?, exclude: [String] = []
    ) -> CheckRequest {
        var configuration = L10nConfiguration()
        configuration.englishKeys = englishKeys
        configuration.keyPattern = keyPattern
        configuration.exclude = exclude
        return CheckRequest(
            paths: [folder.path], configuration: configuration, currentDirectory: FileManager.default.currentDirectoryPath)
    }

    @Test func theChecksThatTakeItAreTheChecksMadeAfresh() throws {
        let folder = try CheckReuseTests().project()
        let pattern = "^[a-z]+(\\.[a-z]+)*$"
        let start = LintHeadStart(request(folder, englishKeys: false, keyPattern: nil))
        let reuse = CheckReuse()
        var first = request(folder, englishKeys: false, keyPattern: pattern)
        first.reuse = reuse
        first.headStart = start
        let firstOutcome = CheckRun.run(first)
        reuse.replay()
        var second = request(folder, englishKeys: true, keyPattern: pattern)
        second.reuse = reuse
        let secondOutcome = CheckRun.run(second)
        let without = CheckRun.run(request(folder, englishKeys: false, keyPattern: pattern))
        let with = CheckRun.run(request(folder, englishKeys: true, keyPattern: pattern))
        #expect(firstOutcome.diagnostics == without.diagnostics)
        #expect(firstOutcome.summary == without.summary)
        #expect(firstOutcome.sourceFiles == without.sourceFiles)
        #expect(secondOutcome.diagnostics == with.diagnostics)
        #expect(secondOutcome.summary == with.summary)
        #expect(secondOutcome.keyReferences == with.keyReferences)
        #expect(secondOutcome.sourceFiles == with.sourceFiles)
    }

    @Test func aCheckOfOtherFilesWalksItsOwn() throws {
        let folder = try CheckReuseTests().project()
        let start = LintHeadStart(request(folder, englishKeys: false, keyPattern: nil))
        var asked = request(folder, englishKeys: false, keyPattern: nil, exclude: ["Offer*View.swift"])
        asked.headStart = start
        let outcome = CheckRun.run(asked)
        let fresh = CheckRun.run(request(folder, englishKeys: false, keyPattern: nil, exclude: ["Offer*View.swift"]))
        #expect(outcome.diagnostics == fresh.diagnostics)
        #expect(outcome.sourceFiles == fresh.sourceFiles)
        #expect(!outcome.sourceFiles.contains { $0.hasSuffix("Offer0View.swift") })
    }
}
