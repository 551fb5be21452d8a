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
}
