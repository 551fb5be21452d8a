import Foundation
import Testing

@testable import L10nWorkflow

/// Anytype's `Modules/Loc` package holds Crowdin's Korean and Portuguese of Portugal, which the app's `knownRegions`
/// lack: those translations reach nobody. The app's own tables, and the languages the app lists (or their base
/// language), are checked as any other.
@Suite struct PackageLanguagesTests {
    @Test func aPackagesLanguageTheAppDoesNotListIsShownToNobody() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("// swift-tools-version:5.9\n", "Modules/Loc/Package.swift")
        let catalog = folder.path + "/Modules/Loc/Sources/Loc/Resources/UI.xcstrings"
        let appCatalog = folder.path + "/App/Localizable.xcstrings"
        var languages = PackageLanguages(knownRegions: ["en", "de", "pt-BR"], root: folder.path)
        let shown = ["ko", "pt-PT", "de", "de-AT", "pt-BR"].map { languages.shows($0, in: catalog) }
        #expect(shown == [false, false, true, true, true])
        let inTheApp = languages.shows("ko", in: appCatalog)
        #expect(inTheApp)
        // An Xcode project that names fewer than two languages says nothing of the app's.
        var unknown = PackageLanguages(knownRegions: ["en"], root: folder.path)
        let unlisted = unknown.shows("ko", in: catalog)
        #expect(unlisted)
    }

    /// The `.xcodeproj` is read only when a package's translation asks.
    @Test func theAppsLanguagesAreReadOnlyForAPackagesTable() throws {
        let folder = try CheckRunTests.Folder()
        var reads = 0
        var languages = PackageLanguages(root: folder.path) {
            reads += 1
            return ["en", "de"]
        }
        let shown = languages.shows("ko", in: folder.path + "/App/Localizable.xcstrings")
        #expect(shown && reads == 0)
    }
}
