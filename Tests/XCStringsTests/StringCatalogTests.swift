import Testing
import XCStrings

@Suite struct StringCatalogTests {
    func rich() throws -> StringCatalog {
        try StringCatalog(bytes: Array(Fixtures.rich.utf8), path: "rich.xcstrings")
    }

    @Test func readsTopLevelFieldsAndEntryOrder() throws {
        let catalog = try rich()
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.1")
        #expect(catalog.entries.keys == ["", "files.count", "greeting", "Phrases", "tap.hint"])
        #expect(catalog.extra.map(\.key) == ["futureTopLevel"])
        #expect(catalog.extra.first?.value == .array([.number("1"), .string("two")]))
        #expect(catalog.endsWithNewline == false)
        #expect(catalog.sourceLanguagePosition == SourcePosition(line: 6, column: 3))
        #expect(catalog.stringsPosition == SourcePosition(line: 7, column: 3))
        #expect(catalog.versionPosition == SourcePosition(line: 113, column: 3))
    }

    @Test func readsEntryFieldsKeepingUnknownValues() throws {
        let catalog = try rich()
        let greeting = try #require(catalog["greeting"])
        #expect(greeting.key == "greeting")
        #expect(greeting.position == SourcePosition(line: 44, column: 5))
        #expect(greeting.extractionState == ExtractionState(rawValue: "brand_new_state"))
        #expect(greeting.extractionState?.isKnown == false)
        #expect(greeting.shouldTranslate == true)
        #expect(greeting.extra == [JSONMember(key: "commentGenerationVersion", value: .number("2"), position: SourcePosition(line: 45, column: 7))])
        let spanish = try #require(greeting.localizations["es"])
        #expect(spanish.position == SourcePosition(line: 48, column: 9))
        let unit = try #require(spanish.stringUnit)
        #expect(unit.state == .machineTranslated)
        #expect(unit.value == "¡Hola, \"mundo\"!\n")
        #expect(unit.position == SourcePosition(line: 49, column: 11))
        #expect(unit.statePosition == SourcePosition(line: 51, column: 23))
        #expect(unit.valuePosition == SourcePosition(line: 52, column: 23))
        #expect(unit.extra.map(\.key) == ["reviewer"])
        #expect(unit.extra.first?.value == .null)

        let empty = try #require(catalog[""])
        #expect(empty.localizations.isEmpty)
        #expect(empty.comment == nil)
        #expect(catalog["files.count"]?.comment == "Number of files")
        #expect(catalog["files.count"]?.commentPosition == SourcePosition(line: 12, column: 7))
        #expect(catalog["tap.hint"]?.extractionState == .manual)
    }

    @Test func readsSubstitutionsAndStringSets() throws {
        let catalog = try rich()
        let english = try #require(catalog["files.count"]?.localizations["en"])
        let count = try #require(english.substitutions?["count"])
        #expect(count.argNum == 1)
        #expect(count.argNumPosition == SourcePosition(line: 21, column: 26))
        #expect(count.formatSpecifier == "lld")
        #expect(count.variations?.plural(.other)?.stringUnit?.value == "%arg files")

        let set = try #require(catalog["Phrases"]?.localizations["en"]?.stringSet)
        #expect(set.state == .translated)
        #expect(set.values == ["Open ${applicationName}", "Start 😀"])
        #expect(set.valuePositions == [SourcePosition(line: 64, column: 15), SourcePosition(line: 65, column: 15)])
    }

    @Test func walksEveryStringUnitWithItsVariantPath() throws {
        let catalog = try rich()
        let counted = try #require(catalog["files.count"]?.localizations["en"])
        #expect(counted.stringUnits.map(\.path.description) == ["", "substitutions.count.plural.one", "substitutions.count.plural.other"])
        let hint = try #require(catalog["tap.hint"]?.localizations["en"])
        let found = hint.stringUnits
        #expect(found.map(\.path.description) == ["device.iphone.plural.one", "device.iphone.plural.other", "device.mac", "device.vision_pro_2"])
        #expect(found.map(\.unit.value) == ["Tap %lld time", "Tap %lld times", "Click", "Pinch"])
        #expect(found[0].unit.valuePosition == SourcePosition(line: 83, column: 35))
        #expect(hint.stringUnit(at: VariantPath(["device", "mac"]))?.state == .needsReview)
        #expect(hint.variations?.device?["vision_pro_2"] != nil)
    }

    @Test func editsStringUnitsInPlace() throws {
        var catalog = try rich()
        var hint = try #require(catalog["tap.hint"]?.localizations["en"])
        hint.updateStringUnits { path, unit in
            if path.components.last == "other" { unit.state = .needsReview }
        }
        catalog.entries["tap.hint"]?.localizations["en"] = hint
        let states = catalog["tap.hint"]?.localizations["en"]?.stringUnits.map(\.unit.state.rawValue)
        #expect(states == ["translated", "needs_review", "needs_review", "translated"])
    }

    @Test func buildsAndEditsACatalogInCode() {
        var catalog = StringCatalog(sourceLanguage: "en", version: "1.0")
        var entry = CatalogEntry(key: "settings.title", comment: "Title")
        entry.localizations["es"] = Localization(stringUnit: StringUnit(state: .translated, value: "Ajustes"))
        catalog.set(entry)
        catalog["about.title"] = CatalogEntry(key: "about.title")
        #expect(catalog.entries.keys == ["settings.title", "about.title"])
        catalog.entries["settings.title"]?.localizations["es"]?.stringUnit?.value = "Configuración"
        #expect(catalog["settings.title"]?.localizations["es"]?.stringUnit?.value == "Configuración")
        catalog.entries.removeValue(forKey: "settings.title")
        #expect(catalog.entries.keys == ["about.title"])
    }

    @Test func keyedListSwitchesToHashingWithoutLosingOrder() {
        var list = KeyedList<Int>()
        for number in 0..<100 { list["k\(number)"] = number }
        #expect(list["k77"] == 77)
        list.removeValue(forKey: "k10")
        #expect(list["k11"] == 11)
        #expect(list.firstIndex(ofKey: "k11") == 10)
        #expect(list.count == 99)
        list["k10"] = -1
        #expect(list.keys.last == "k10")
    }

    @Test func acceptsByteOrderMarkAndCRLF() throws {
        let crlf = Fixtures.rich.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let catalog = try StringCatalog(bytes: [0xEF, 0xBB, 0xBF] + Array(crlf.utf8), path: "crlf.xcstrings")
        #expect(catalog["greeting"]?.localizations["es"]?.stringUnit?.valuePosition == SourcePosition(line: 52, column: 23))
        #expect(catalog["greeting"]?.localizations["es"]?.stringUnit?.value == "¡Hola, \"mundo\"!\n")
    }

    @Test func recordsFinalNewline() throws {
        let catalog = try StringCatalog(bytes: Array((Fixtures.rich + "\n").utf8), path: "nl.xcstrings")
        #expect(catalog.endsWithNewline)
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONReader.parse(Array(#"["\u00e9\ud83d\ude00\/\\\"\b\f\n\r\t", -12.5e+3, false, {}]"#.utf8), path: "x.json")
        #expect(value == .array([.string("é😀/\\\"\u{8}\u{c}\n\r\t"), .number("-12.5e+3"), .bool(false), .object([])]))
    }
}
