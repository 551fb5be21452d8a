import Foundation
import L10nWorkflow
import Testing

/// Impressia keeps its in-app purchases' names in its catalog by hand (`purchase.donut.title` = "Donut"), the
/// names its StoreKit configuration lists: the App Store shows them, no code reads them, and they are not
/// `unused-key`. A key no StoreKit product names is still reported.
@Suite struct StoreKitProductTextsTests {
    @Test func aCatalogEntryThatNamesAnInAppPurchaseIsKept() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            @main
            struct TipsApp: App {
                var body: some Scene { WindowGroup { Text("support.title") } }
            }
            """, "App/TipsApp.swift")
        _ = try folder.write("""
            { "identifier" : "FCCAC94C", "products" : [ {
                "displayPrice" : "0.99", "productID" : "dev.example.donut", "referenceName" : "Donut", "type" : "Consumable",
                "localizations" : [ { "description" : "Treat me to a doughnut.", "displayName" : "Donut", "locale" : "en_US" } ] } ],
              "version" : { "major" : 3, "minor" : 0 } }
            """, "App/Purchases.storekit")
        func entry(_ key: String, _ english: String, _ german: String) -> String {
            """
            "\(key)" : { "extractionState" : "manual", "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "\(english)" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "\(german)" } } } }
            """
        }
        _ = try folder.write("""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
            \(entry("support.title", "Support", "Unterstützung")),
            \(entry("purchase.donut.title", "Donut", "Donut")),
            \(entry("purchase.donut.description", "Treat me to a doughnut.", "Spendiere mir einen Donut.")),
            \(entry("settings.legacy", "Legacy mode", "Alter Modus")) } }
            """, "App/Localizable.xcstrings")
        let unused = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: folder.path))
            .diagnostics.filter { $0.ruleID == "unused-key" }.compactMap(\.key)
        #expect(unused == ["settings.legacy"], "\(unused)")
    }
}
