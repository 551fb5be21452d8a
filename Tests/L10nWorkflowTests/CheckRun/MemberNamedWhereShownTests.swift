import Foundation
import L10nWorkflow
import Testing

/// BackClaw: `Text(format.displayName)` in a view that iterates `ExportFormat.allCases` shows `ExportFormat`'s
/// `displayName`, not that of `OpenClawWorkspace`, a type no file showing `displayName` names (its `displayName`
/// is read nowhere). Where the showing view does name the type, its text is shown.
@Suite struct MemberNamedWhereShownTests {
    func hardcodedFiles(workspaceShown: Bool, tierShown: Bool = false) throws -> Set<String> {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            enum ExportFormat: CaseIterable {
                case zip, folder
                var displayName: String {
                    switch self {
                    case .zip: return "Compressed archive"
                    case .folder: return "Plain folder"
                    }
                }
            }
            """, "App/ExportFormat.swift")
        _ = try folder.write("""
            import Foundation
            struct Workspace {
                let agentId: String
                let url: URL
                var displayName: String { agentId == "main" ? "Main workspace" : "Other workspace" }
            }
            """, "App/Workspace.swift")
        _ = try folder.write("""
            import SwiftUI
            struct ExportView: View {
                var body: some View {
                    ForEach(ExportFormat.allCases, id: \\.self) { format in
                        Text(format.displayName)
                    }
                    Text("export.title")
                }
            }
            """, "App/ExportView.swift")
        if workspaceShown {
            _ = try folder.write("""
                import SwiftUI
                struct WorkspaceRow: View {
                    let workspace: Workspace
                    var body: some View { Text(workspace.displayName) }
                }
                """, "App/WorkspaceRow.swift")
        }
        if tierShown {
            // Cisum: the view names the type whose function returns the value, not the value's type.
            _ = try folder.write("""
                enum SubscriptionTier {
                    case free, pro
                    var displayName: String { self == .pro ? "Pro plan" : "Free plan" }
                }
                enum StoreService {
                    static func tierCached() -> SubscriptionTier { .free }
                }
                """, "App/SubscriptionTier.swift")
            _ = try folder.write("""
                import SwiftUI
                struct TierBadge: View {
                    var body: some View { Text(StoreService.tierCached().displayName) }
                }
                """, "App/TierBadge.swift")
        }
        _ = try folder.write("\"export.title\" = \"Export\";\n", "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"export.title\" = \"Exportieren\";\n", "App/de.lproj/Localizable.strings")
        return Set(CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map { ($0.location.file as NSString).lastPathComponent })
    }

    @Test func aTypeNoShowingFileNamesIsNotShownByItsMembersName() throws {
        #expect(try hardcodedFiles(workspaceShown: false) == ["ExportFormat.swift"])
        #expect(try hardcodedFiles(workspaceShown: true) == ["ExportFormat.swift", "Workspace.swift"])
    }

    @Test func aTypeWhoseFunctionGivesTheValueCarriesItsName() throws {
        #expect(try hardcodedFiles(workspaceShown: false, tierShown: true) == ["ExportFormat.swift", "SubscriptionTier.swift"])
    }
}
