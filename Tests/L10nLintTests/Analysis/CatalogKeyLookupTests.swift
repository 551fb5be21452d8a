import L10nDiagnostics
import Testing

@testable import L10nLint

/// Catalog keys are looked up on bytes (a `NameTable` hashing every byte); the answers are those of a
/// `Set<String>`, canonical equivalence included.
@Suite struct CatalogKeyLookupTests {
    /// Many keys that share their first and last eight bytes and their length: every one found, nothing else.
    @Test func everyByteTableFindsKeysThatShareTheirEnds() {
        let keys = (0..<2_000).map { "settings.section\(String($0 + 10_000)).row.title" }
        let table = NameTable(keys, hashingEveryByte: true)
        cases: for (index, key) in keys.enumerated() {
            let found = table.index(of: Array(key.utf8)[...])
            #expect(found == index, "\(key)")
            if found != index { break cases }
        }
        for miss in ["settings.section20000.row.title", "settings.section10000.row.titl", "", "s"] {
            #expect(table.index(of: Array(miss.utf8)[...]) == nil, "\(miss)")
        }
    }

    /// A key written with a decomposed `é` in source equals the catalog's precomposed one, as `String` says.
    @Test func canonicallyEquivalentKeysAreTheSameKey() {
        let precomposed = "caf\u{E9}.menu.title"
        let decomposed = "cafe\u{301}.menu.title"
        #expect(precomposed == decomposed && Array(precomposed.utf8) != Array(decomposed.utf8))
        let context = LintContext(options: LintOptions(catalogKeys: [precomposed, "home.title"]))
        #expect(context.containsCatalogKey(decomposed))
        #expect(context.containsCatalogKey(precomposed))
        #expect(context.containsCatalogKey("home.title"))
        #expect(!context.containsCatalogKey("home.titles"))
        // End to end: no unknown-key for the decomposed spelling, and the precomposed key counts as used.
        let linter = SourceLinter(options: LintOptions(catalogKeys: [precomposed, "cafe.menu.gone"], references: .keys))
        let result = linter.lint(path: "MenuView.swift", bytes: Array("let a = String(localized: \"\(decomposed)\")\nlet b = String(localized: \"cafe.menu.missing\")".utf8))
        #expect(result.diagnostics.map(\.ruleID) == [LintRules.unknownKey], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.message.contains("cafe.menu.missing") == true)
        let unused = LintRules.unusedKeys(
            catalogKeys: [precomposed, "cafe.menu.gone"], references: result.references, ignoreKeys: [])
        #expect(unused == ["cafe.menu.gone"])
    }
}
