import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import Testing
import XCStrings

/// Issue 41: an import judges each changed unit with the translation rules at the configured levels — an error
/// rejects it with the rule's id and message, a warning or note is listed and the unit is written.
@Suite struct ImportQualityTests {
    @Test func anErrorRejectsTheUnitAndAWarningIsListedWithTheWrittenOne() throws {
        let catalog = try ImportFixtures.catalog()
        let checks = TranslationChecks(settings: TranslationRuleSettings(lengthLimits: [LengthLimit(keys: "home.*", characters: 10)]))
        let units = [
            ImportFixtures.unit("home.title", target: "Pantalla de inicio", line: 3),
            ImportFixtures.unit("tap.to.continue", "device.iphone", target: "Toca para continuar.", line: 9),
        ]
        let result = TranslationImport.apply(units, to: catalog, catalogPath: "Localizable.xcstrings", language: "es", checks: checks)
        #expect(result.diagnostics.map(\.ruleID) == ["length-limit"])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.message == "'home.title' in 'es': the translation has 18 characters, over the limit of 10 for 'home.*' in .l10n.json")
        #expect(result.diagnostics.first?.location.line == 3)
        // The device case lands with nothing to say: a period added where 'Tap to continue' has none is the
        // translator's call.
        #expect(result.changes.map(\.key) == ["tap.to.continue"])
        #expect(result.findings.map(\.ruleID) == [])
        #expect(result.catalog["home.title"]?.localizations["es"]?.stringUnit?.value == "Inicio")

        // The same import with the rule turned off writes the long title.
        let off = TranslationChecks(
            settings: TranslationRuleSettings(lengthLimits: [LengthLimit(keys: "home.*", characters: 10)]),
            levels: ["length-limit": .off])
        let written = TranslationImport.apply(units, to: catalog, catalogPath: "Localizable.xcstrings", language: "es", checks: off)
        #expect(written.diagnostics.isEmpty)
        #expect(written.catalog["home.title"]?.localizations["es"]?.stringUnit?.value == "Pantalla de inicio")
    }

    @Test func warningsLandAndAreListedAtTheUnitsPlace() throws {
        let catalog = try ImportFixtures.catalog()
        let units = [ImportFixtures.unit("home.title", target: " Inicio", line: 5)]
        let result = TranslationImport.apply(units, to: catalog, catalogPath: "Localizable.xcstrings", language: "es")
        #expect(result.diagnostics.isEmpty)
        #expect(result.findings.map(\.ruleID) == ["whitespace-mismatch"])
        #expect(result.findings.first?.severity == .warning)
        #expect(result.findings.first?.location.line == 5)
        #expect(result.catalog["home.title"]?.localizations["es"]?.stringUnit?.value == " Inicio")
    }
}
