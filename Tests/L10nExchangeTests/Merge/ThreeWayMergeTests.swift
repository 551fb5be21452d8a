import Foundation
import L10nExchange
import Testing
import XCStrings

@Suite struct ThreeWayMergeTests {
    typealias F = MergeFixtures

    struct Case {
        var name: String
        var base: StringCatalog?
        var ours: StringCatalog
        var theirs: StringCatalog
        var expected: StringCatalog
        var conflicts: [String]
    }

    static let base = F.catalog(
        F.entry("home.title", ["es": "Inicio", "fr": "Accueil"], comment: "Home screen title"),
        F.entry("settings.title", ["es": "Ajustes"]),
        F.entry("files.count", ["es": F.plural(["one": "%lld archivo", "other": "%lld archivos"])]))

    static func edit(_ body: (inout StringCatalog) -> Void) -> StringCatalog {
        var catalog = base
        body(&catalog)
        return catalog
    }

    static let cases: [Case] = [
        Case(
            name: "different languages of one key",
            base: base,
            ours: edit { $0["home.title"]!.localizations["es"] = F.plain("Portada") },
            theirs: edit { $0["home.title"]!.localizations["fr"] = F.plain("Maison") },
            expected: edit {
                $0["home.title"]!.localizations["es"] = F.plain("Portada")
                $0["home.title"]!.localizations["fr"] = F.plain("Maison")
            },
            conflicts: []),
        Case(
            name: "same change on both sides",
            base: base,
            ours: edit { $0["settings.title"]!.localizations["es"] = F.plain("Configuración") },
            theirs: edit { $0["settings.title"]!.localizations["es"] = F.plain("Configuración") },
            expected: edit { $0["settings.title"]!.localizations["es"] = F.plain("Configuración") },
            conflicts: []),
        Case(
            name: "same localization changed differently",
            base: base,
            ours: edit { $0["home.title"]!.localizations["es"] = F.plain("Portada") },
            theirs: edit { $0["home.title"]!.localizations["es"] = F.plain("Casa") },
            expected: edit { $0["home.title"]!.localizations["es"] = F.plain("Portada") },
            conflicts: ["conflict: 'home.title' ['es']: changed on both sides"]),
        Case(
            name: "state changed on one side, value on the other: one string unit, so a conflict",
            base: base,
            ours: edit { $0["home.title"]!.localizations["es"] = F.plain("Inicio", .needsReview) },
            theirs: edit { $0["home.title"]!.localizations["es"] = F.plain("Página de inicio") },
            expected: edit { $0["home.title"]!.localizations["es"] = F.plain("Inicio", .needsReview) },
            conflicts: ["conflict: 'home.title' ['es']: changed on both sides"]),
        Case(
            name: "key removed in ours, changed in theirs",
            base: base,
            ours: edit { $0["settings.title"] = nil },
            theirs: edit { $0["settings.title"]!.localizations["es"] = F.plain("Configuración") },
            expected: edit { $0["settings.title"] = nil },
            conflicts: ["conflict: 'settings.title': removed in ours, changed in theirs"]),
        Case(
            name: "key changed in ours, removed in theirs",
            base: base,
            ours: edit { $0["settings.title"]!.comment = "Settings screen" },
            theirs: edit { $0["settings.title"] = nil },
            expected: edit { $0["settings.title"]!.comment = "Settings screen" },
            conflicts: ["conflict: 'settings.title': changed in ours, removed in theirs"]),
        Case(
            name: "key removed on one side, untouched on the other",
            base: base,
            ours: base,
            theirs: edit { $0["settings.title"] = nil },
            expected: edit { $0["settings.title"] = nil },
            conflicts: []),
        Case(
            name: "different keys added on both sides",
            base: base,
            ours: edit { $0.set(F.entry("a.new", ["es": "Nuevo"])) },
            theirs: edit { $0.set(F.entry("b.new", ["fr": "Nouveau"])) },
            expected: edit {
                $0.set(F.entry("a.new", ["es": "Nuevo"]))
                $0.set(F.entry("b.new", ["fr": "Nouveau"]))
            },
            conflicts: []),
        Case(
            name: "one key added on both sides with different languages and one clash",
            base: base,
            ours: edit { $0.set(F.entry("x", ["es": "Equis", "de": "Iks"])) },
            theirs: edit { $0.set(F.entry("x", ["es": "Cruz", "fr": "Ixe"])) },
            expected: edit { $0.set(F.entry("x", ["es": "Equis", "de": "Iks", "fr": "Ixe"])) },
            conflicts: ["conflict: 'x' ['es']: added on both sides with different values"]),
        Case(
            name: "plural one on one side, plural other on the other",
            base: base,
            ours: edit {
                $0["files.count"]!.localizations["es"] = F.plural(["one": "Un archivo", "other": "%lld archivos"])
            },
            theirs: edit {
                $0["files.count"]!.localizations["es"] = F.plural(["one": "%lld archivo", "other": "%lld ficheros"])
            },
            expected: edit {
                $0["files.count"]!.localizations["es"] = F.plural(["one": "Un archivo", "other": "%lld ficheros"])
            },
            conflicts: []),
        Case(
            name: "plural case changed differently",
            base: base,
            ours: edit {
                $0["files.count"]!.localizations["es"] = F.plural(["one": "Un archivo", "other": "%lld archivos"])
            },
            theirs: edit {
                $0["files.count"]!.localizations["es"] = F.plural(["one": "1 archivo", "other": "%lld archivos"])
            },
            expected: edit {
                $0["files.count"]!.localizations["es"] = F.plural(["one": "Un archivo", "other": "%lld archivos"])
            },
            conflicts: ["conflict: 'files.count' ['es'] 'plural.one': changed on both sides"]),
        Case(
            name: "comment on one side, translation on the other",
            base: base,
            ours: edit { $0["home.title"]!.comment = "Title of the home screen" },
            theirs: edit { $0["home.title"]!.localizations["de"] = F.plain("Start") },
            expected: edit {
                $0["home.title"]!.comment = "Title of the home screen"
                $0["home.title"]!.localizations["de"] = F.plain("Start")
            },
            conflicts: []),
        Case(
            name: "comment changed differently",
            base: base,
            ours: edit { $0["home.title"]!.comment = "Title of the home screen" },
            theirs: edit { $0["home.title"]!.comment = "Home title" },
            expected: edit { $0["home.title"]!.comment = "Title of the home screen" },
            conflicts: ["conflict: 'home.title' 'comment': changed on both sides"]),
        Case(
            name: "entry fields and unknown fields from both sides",
            base: base,
            ours: edit {
                $0["settings.title"]!.extractionState = .manual
                $0["settings.title"]!.extra = [JSONMember(key: "commentGenerationVersion", value: .number("2"))]
            },
            theirs: edit {
                $0["settings.title"]!.shouldTranslate = false
                $0.extra = [JSONMember(key: "futureTopLevel", value: .array([.string("x")]))]
            },
            expected: edit {
                $0["settings.title"]!.extractionState = .manual
                $0["settings.title"]!.extra = [JSONMember(key: "commentGenerationVersion", value: .number("2"))]
                $0["settings.title"]!.shouldTranslate = false
                $0.extra = [JSONMember(key: "futureTopLevel", value: .array([.string("x")]))]
            },
            conflicts: []),
        Case(
            name: "unknown field changed differently",
            base: edit { $0["settings.title"]!.extra = [JSONMember(key: "future", value: .number("1"))] },
            ours: edit { $0["settings.title"]!.extra = [JSONMember(key: "future", value: .number("2"))] },
            theirs: edit { $0["settings.title"]!.extra = [JSONMember(key: "future", value: .number("3"))] },
            expected: edit { $0["settings.title"]!.extra = [JSONMember(key: "future", value: .number("2"))] },
            conflicts: ["conflict: 'settings.title' 'future': changed on both sides"]),
        Case(
            name: "version raised on both sides: the higher wins without a conflict",
            base: base,
            ours: edit { $0.version = "1.1" },
            theirs: edit { $0.version = "1.10" },
            expected: edit { $0.version = "1.10" },
            conflicts: []),
        Case(
            name: "no base (added on both branches): union, clashes are conflicts",
            base: nil,
            ours: F.catalog(F.entry("a", ["es": "A"]), F.entry("c", ["es": "C"])),
            theirs: F.catalog(F.entry("b", ["es": "B"]), F.entry("c", ["es": "Ce"])),
            expected: F.catalog(F.entry("a", ["es": "A"]), F.entry("b", ["es": "B"]), F.entry("c", ["es": "C"])),
            conflicts: ["conflict: 'c' ['es']: added on both sides with different values"]),
        Case(
            name: "source language changed differently",
            base: base,
            ours: edit { $0.sourceLanguage = "es" },
            theirs: edit { $0.sourceLanguage = "de" },
            expected: edit { $0.sourceLanguage = "es" },
            conflicts: ["conflict: 'sourceLanguage': changed on both sides"]),
    ]

    @Test func mergesTableOfCases() {
        nextCase: for testCase in Self.cases {
            let result = ThreeWayMerge.merge(base: testCase.base, ours: testCase.ours, theirs: testCase.theirs)
            #expect(F.text(result.catalog) == F.text(testCase.expected), "\(testCase.name)")
            #expect(result.conflicts.map(\.description) == testCase.conflicts, "\(testCase.name)")
            #expect(result.isClean == testCase.conflicts.isEmpty, "\(testCase.name)")
        }
    }

    @Test func conflictPositionsPointAtTheKeptValues() throws {
        let result = ThreeWayMerge.merge(
            base: Self.base,
            ours: Self.edit {
                $0["files.count"]!.localizations["es"] = F.plural(["one": "Un archivo", "other": "%lld archivos"])
                $0["home.title"]!.comment = "Title of the home screen"
                $0["settings.title"] = nil
                $0.sourceLanguage = "es"
            },
            theirs: Self.edit {
                $0["files.count"]!.localizations["es"] = F.plural(["one": "1 archivo", "other": "%lld archivos"])
                $0["home.title"]!.comment = "Home title"
                $0["settings.title"]!.localizations["es"] = F.plain("Configuración")
                $0.sourceLanguage = "de"
            })
        let bytes = result.catalog.canonicalBytes()
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        /// 1-based line and column of the first line at or after line `after` that contains `text`.
        func find(_ text: String, after: Int = 0) -> SourcePosition {
            let index = lines.indices.first { $0 >= after && lines[$0].contains(text) }!
            let column = lines[index].distance(from: lines[index].startIndex, to: lines[index].range(of: text)!.lowerBound)
            return SourcePosition(line: index + 1, column: column + 1)
        }
        let spanishFiles = find("\"es\" : {", after: find("\"files.count\"").line).line
        #expect(result.conflicts.map(\.description) == [
            "conflict: 'sourceLanguage': changed on both sides",
            "conflict: 'files.count' ['es'] 'plural.one': changed on both sides",
            "conflict: 'home.title' 'comment': changed on both sides",
            "conflict: 'settings.title': removed in ours, changed in theirs",
        ])
        #expect(result.conflictPositions(in: bytes) == [
            find("\"sourceLanguage\""),
            find("\"stringUnit\"", after: find("\"one\" : {", after: spanishFiles).line),
            find("\"comment\" : \"Title of the home screen\""),
            nil,
        ])
    }

    @Test func substitutionsMergePerNameAndField() throws {
        func localization(argNum: Int, one: String, other: String) -> Localization {
            var localization = F.plain("%#@count@")
            let variations = Variations(plural: KeyedList([
                ("one", Variation(stringUnit: F.unit(one))), ("other", Variation(stringUnit: F.unit(other))),
            ]))
            localization.substitutions = KeyedList([
                ("count", Substitution(argNum: argNum, formatSpecifier: "lld", variations: variations))
            ])
            return localization
        }
        let base = F.catalog(F.entry("files", ["ru": localization(argNum: 1, one: "%arg файл", other: "%arg файла")]))
        let ours = F.catalog(F.entry("files", ["ru": localization(argNum: 2, one: "%arg файл", other: "%arg файлов")]))
        let theirs = F.catalog(F.entry("files", ["ru": localization(argNum: 3, one: "один файл", other: "%arg файла")]))
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.description) == [
            "conflict: 'files' ['ru'] 'substitutions.count.argNum': changed on both sides"
        ])
        let merged = try #require(result.catalog["files"]?.localizations["ru"])
        #expect(merged.substitutions?["count"]?.argNum == 2)
        #expect(merged.stringUnit(at: VariantPath(["substitutions", "count", "plural", "one"]))?.value == "один файл")
        #expect(merged.stringUnit(at: VariantPath(["substitutions", "count", "plural", "other"]))?.value == "%arg файлов")
    }

    /// Sides read from files that differ only in layout and positions are the same catalog.
    @Test func positionsAndLayoutDoNotMakeChanges() throws {
        let canonical = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "comment" : "First",
                  "localizations" : {
                    "es" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Uno"
                      }
                    }
                  }
                },
                "b" : {

                }
              },
              "version" : "1.0"
            }
            """
        let scripted = """
            {"version": "1.0", "sourceLanguage": "en", "strings": {
              "b": {},
              "a": {"localizations": {"es": {"stringUnit": {"value": "Uno", "state": "translated"}}}, "comment": "First"}
            }}
            """
        let edited = canonical.replacingOccurrences(of: "\"Uno\"", with: "\"Una\"")
        let base = try F.parse(canonical)
        let result = ThreeWayMerge.merge(base: base, ours: try F.parse(scripted), theirs: try F.parse(edited))
        #expect(result.isClean)
        #expect(F.text(result.catalog) == edited)
    }
}
