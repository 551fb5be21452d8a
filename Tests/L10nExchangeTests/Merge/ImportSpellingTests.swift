import L10nDiagnostics
import L10nExchange
import L10nFormats
import Testing
import XCStrings

/// Import compares keys and text as Xcode does, by Unicode scalars: a target respelled from `é` to `e` + U+0301
/// is a change, and a unit's key must be the catalog's key spelled the same way.
@Suite struct ImportSpellingTests {
    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    static let catalog = StringCatalog(
        sourceLanguage: "en",
        entries: KeyedList([
            (composed, CatalogEntry(key: composed, localizations: KeyedList([
                ("en", Localization(stringUnit: StringUnit(state: .translated, value: "Coffee"))),
                ("es", Localization(stringUnit: StringUnit(state: .translated, value: composed))),
            ]))),
        ]))

    static func unit(_ key: String, target: String, state: String? = nil, line: Int = 1) -> TranslationUnit {
        TranslationUnit(
            file: "Localizable.xcstrings", key: key, source: "Coffee", target: target, state: state,
            sourceLanguage: "en", targetLanguage: "es", location: SourceLocation(file: "es.xliff", line: line, column: 7))
    }

    static func apply(_ units: [TranslationUnit]) -> ImportResult {
        TranslationImport.apply(units, to: catalog, catalogPath: "Localizable.xcstrings", language: "es")
    }

    @Test func aRespelledTargetIsAChange() throws {
        let result = Self.apply([Self.unit(Self.composed, target: Self.decomposed)])
        #expect(result.diagnostics == [])
        #expect(result.changes.map(\.description) == ["updated 'Caf\u{E9}' ['es']: \"Caf\u{E9}\" -> \"Cafe\u{301}\""])
        let value = try #require(result.catalog[Self.composed]?.localizations["es"]?.stringUnit?.value)
        #expect(Array(value.unicodeScalars) == Array(Self.decomposed.unicodeScalars))
        // The same spelling changes nothing.
        let same = Self.apply([Self.unit(Self.composed, target: Self.composed)])
        #expect(same.changes.isEmpty && same.unchangedCount == 1)
    }

    @Test func aKeyIsMatchedWithItsOwnSpelling() {
        let result = Self.apply([Self.unit(Self.decomposed, target: "Cafetería")])
        #expect(result.changes.isEmpty)
        #expect(result.diagnostics.map(\.ruleID) == [TranslationImport.unknownKeyRule])
    }

    @Test func twoUnitsForOnePlaceSpelledDifferentlyAreTwoTargets() {
        let result = Self.apply([
            Self.unit(Self.composed, target: "Cafe\u{301} solo", line: 1),
            Self.unit(Self.composed, target: "Caf\u{E9} solo", line: 9),
        ])
        #expect(result.diagnostics.map(\.ruleID) == [TranslationImport.duplicateRule])
        #expect(result.diagnostics.first?.location.line == 9)
    }
}
