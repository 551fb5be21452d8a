import Foundation
import L10nWorkflow
import Testing

/// TPASS's fares are New Taiwan dollars, `Text("$\(fare)")` in every language it ships: an app that names no
/// currency anywhere handles one. An app that formats money in other currencies elsewhere has a slip where it glues
/// a symbol (WooCommerce's watch app falling back to `"$" + total`).
@Suite struct OneCurrencyTests {
    func moneyFindings(formatsMoneyElsewhere: Bool) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import SwiftUI
            @main struct FaresApp: App {
                var body: some Scene { WindowGroup { FareView(fare: 15) } }
            }
            """, "App/FaresApp.swift")
        _ = try folder.write("""
            import SwiftUI
            struct FareView: View {
                let fare: Int
                var body: some View { Text("$\\(fare)") }
            }
            """, "App/FareView.swift")
        if formatsMoneyElsewhere {
            _ = try folder.write("""
                import Foundation
                func total(_ value: Decimal) -> String { value.formatted(.currency(code: "TWD")) }
                """, "App/Totals.swift")
        }
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "locale-format" }.map { ($0.location.file as NSString).lastPathComponent }
    }

    @Test func anAppThatNamesNoCurrencyHandlesOne() throws {
        #expect(try moneyFindings(formatsMoneyElsewhere: false) == [])
        #expect(try moneyFindings(formatsMoneyElsewhere: true) == ["FareView.swift"])
    }
}
