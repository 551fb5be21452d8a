import Foundation
import Testing

/// `l10n check` on catalogs and Swift sources together (the source rules joined to the catalog checks).
@Suite struct CheckSourceLintTests {
    /// Catalogs and Swift sources in one run: the source lint knows the catalogs' keys, and keys no source uses
    /// are reported at their place in the catalog (the default table's: the code names no other).
    @Test func swiftSourcesAreLintedWithTheCatalogs() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.shop, to: "App/Localizable.xcstrings")
        _ = try dir.write(
            """
            import SwiftUI

            struct CartView: View {
                let count: Int

                var body: some View {
                    VStack {
                        Text("cart.checkout.title")
                        Text("Free shipping today")
                        Text(String(localized: "cart.items.count \\(count)"))
                        Text(String(localized: "cart.promo.bannner"))
                    }
                }
            }

            """, to: "App/CartView.swift")
        _ = try dir.write(#"{"rules": {"format-specifier-mismatch": "off", "needs-review": "off"}}"#, to: ".l10n.json")
        let result = try L10nProcess.run(["check"], in: dir.url)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                App/CartView.swift:9:18: error: hardcoded user-facing string 'Free shipping today' in 'Text'; use String(localized: "cart.label.free_shipping_today") [hardcoded-string]
                App/CartView.swift:11:36: error: key 'cart.promo.bannner' is not in any scanned catalog; did you mean 'cart.promo.banner'? [unknown-key]
                App/Localizable.xcstrings:38:5: warning: key 'cart.promo.banner' is not used in any scanned Swift source [unused-key]

                """)
        #expect(result.stderr.hasSuffix("2 errors, 1 warning, 0 notes in 2 files\n"))

        // A Swift file given alone is linted without catalogs: no unknown-key, no unused-key.
        let alone = try L10nProcess.run(["check", "-q", "App/CartView.swift"], in: dir.url)
        #expect(alone.status == 1)
        #expect(alone.stdout.split(separator: "\n").map { $0.split(separator: "[").last.map(String.init) } == ["hardcoded-string]"])
    }

    @Test func configuredSourcesAndExcludes() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(CheckCommandFixtures.clean, to: "Resources/Localizable.xcstrings")
        let view = """
            import SwiftUI

            struct CheckoutView: View {
                var body: some View {
                    Text("cart.checkout.title")
                    Button("Pay now") {}
                }
            }

            """
        _ = try dir.write(view, to: "Sources/CheckoutView.swift")
        _ = try dir.write(view, to: "Sources/Generated/Copy.swift")
        _ = try dir.write(view, to: "Resources/NotLinted.swift")
        _ = try dir.write(view, to: "Tests/CheckoutViewTests.swift")
        _ = try dir.write(
            #"{"catalogs": ["Resources"], "sources": ["Sources", "Tests"], "exclude": ["**/Generated/**"]}"#,
            to: ".l10n.json")
        let result = try L10nProcess.run(["check"], in: dir.url)
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
            "Sources/CheckoutView.swift:6:16"
        ], "\(result.stdout)")
        #expect(result.stdout.contains("'Pay now' in 'Button'"))
        // One catalog and two Swift files: the generated copy is excluded, Resources is not a source folder; the test
        // file is read for key uses but not reported.
        #expect(result.stderr.hasSuffix("1 error, 0 warnings, 0 notes in 3 files\n"), "\(result.stderr)")
    }
}
