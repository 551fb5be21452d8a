import Foundation
import L10nWorkflow
import Testing

/// eightLttrs ships English and German; its German table writes 'Shop' and 'Name' as the English does. Written in
/// code as they are, those words show what a lookup would show in both languages: no finding. A word the German
/// table translates stays one.
@Suite struct KeptAlikeTextsTests {
    func hardcoded(_ germanShop: String) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            struct ShopView: View {
                var body: some View {
                    Text(NSLocalizedString("shop.title", comment: ""))
                    Text("Shop")
                    Text("Cart")
                }
            }
            """, "App/ShopView.swift")
        _ = try folder.write("\"shop.title\" = \"Shop\";\n\"cart.title\" = \"Cart\";\n", "App/en.lproj/Localizable.strings")
        _ = try folder.write("\"shop.title\" = \"\(germanShop)\";\n\"cart.title\" = \"Warenkorb\";\n", "App/de.lproj/Localizable.strings")
        return CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map(\.message)
    }

    @Test func aWordEveryLanguageWritesAlikeIsNoFinding() throws {
        let found = try hardcoded("Shop")
        #expect(found.count == 1 && found[0].contains("'Cart'"), "\(found)")
    }

    @Test func aWordTheTranslationChangesStaysAFinding() throws {
        let found = try hardcoded("Laden")
        #expect(found.count == 2, "\(found)")
    }
}
