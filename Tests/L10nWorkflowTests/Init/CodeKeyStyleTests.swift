import Foundation
import L10nWorkflow
import Testing

/// A project whose catalogs hold no key (none yet, or none at all) states its key style in its localization calls:
/// GitHawk's 266 `NSLocalizedString("Save", comment: "")` and no table are English keys, not 266 slips. With
/// catalog keys to infer from, the calls stay findings where they deviate.
@Suite struct CodeKeyStyleTests {
    static func calls(_ texts: [String]) -> String {
        """
        import UIKit
        final class EditViewController: UIViewController {
            override func viewDidLoad() {
        \(texts.map { "        navigationItem.title = NSLocalizedString(\"\($0)\", comment: \"\")" }.joined(separator: "\n"))
            }
        }
        """
    }

    func infer(_ folder: CheckRunTests.Folder) throws -> ProjectInit.Inference {
        let cwd = FileManager.default.currentDirectoryPath
        return try ProjectInit.infer(root: folder.path, currentDirectory: cwd)
    }

    @Test func callsKeyedByTheirEnglishWithNoCatalogMakeEnglishKeys() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.calls(["Save", "Merge pull request", "Delete this comment?"]), "App/Edit.swift")
        let inferred = try infer(folder)
        #expect(inferred.configuration.englishKeys)
        #expect(inferred.englishKeysFromCode?.evidence == .calls)
        #expect(inferred.englishKeysFromCode?.literals == 3)
        #expect(inferred.outcome.diagnostics.filter { $0.ruleID == "key-convention" }.isEmpty)
        #expect(inferred.checkNote.contains("englishKeys"))
    }

    /// Two calls are no practice yet: each stays a finding.
    @Test func twoCallsStayFindings() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.calls(["Save", "Merge pull request"]), "App/Edit.swift")
        let inferred = try infer(folder)
        #expect(!inferred.configuration.englishKeys)
        #expect(inferred.outcome.diagnostics.filter { $0.ruleID == "key-convention" }.count == 2)
    }

    /// A catalog with structured keys says how the team keys: the calls keyed by English deviate from it.
    @Test func aCatalogsStructuredKeysDecideOverTheCalls() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(
            "\"edit.title.save\" = \"Save\";\n\"edit.title.merge\" = \"Merge\";\n\"edit.alert.delete\" = \"Delete?\";\n",
            "App/en.lproj/Localizable.strings")
        _ = try folder.write(Self.calls(["Save", "Merge pull request", "Delete this comment?"]), "App/Edit.swift")
        let inferred = try infer(folder)
        #expect(!inferred.configuration.englishKeys)
        #expect(inferred.englishKeysFromCode == nil)
        #expect(inferred.outcome.diagnostics.filter { $0.ruleID == "key-convention" }.count == 3)
    }

    /// Palace: eleven snake_case plural keys in its tables, and some 270 calls keyed by their English that its
    /// translation platform serves at run time. Calls keyed by English that outnumber the tables' keys, twenty at
    /// least, are the team's practice; fewer than the tables' keys stay findings.
    @Test func callsThatOutnumberTheTablesKeysAreThePractice() throws {
        let tableKeys = (1...11).map { "\"year_suffix_\($0)\" = \"y\($0)\";" }.joined(separator: "\n") + "\n"
        let texts = (1...24).map { "Show shelf number \($0)" }
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(tableKeys, "App/en.lproj/Localizable.strings")
        _ = try folder.write(Self.calls(texts), "App/Edit.swift")
        let inferred = try infer(folder)
        #expect(inferred.configuration.englishKeys)
        #expect(inferred.englishKeysFromCode?.evidence == .calls)
        #expect(inferred.outcome.diagnostics.filter { $0.ruleID == "key-convention" }.isEmpty)
        let few = try CheckRunTests.Folder()
        _ = try few.write(tableKeys, "App/en.lproj/Localizable.strings")
        _ = try few.write(Self.calls(Array(texts.prefix(10))), "App/Edit.swift")
        let inferredFew = try infer(few)
        #expect(!inferredFew.configuration.englishKeys)
        #expect(inferredFew.outcome.diagnostics.filter { $0.ruleID == "key-convention" }.count == 10)
    }
}
