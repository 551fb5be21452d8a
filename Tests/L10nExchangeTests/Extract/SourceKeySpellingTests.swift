import L10nDiagnostics
import L10nExchange
import L10nSourceParsing
import Testing
import XCStrings

/// Extraction compares keys and comments as Xcode does, by Unicode scalars: `Café` written with `é` or with
/// `e` + U+0301 in the sources are two keys.
@Suite struct SourceKeySpellingTests {
    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    static func location(_ line: Int) -> L10nDiagnostics.SourceLocation { L10nDiagnostics.SourceLocation(file: "Menu.swift", line: line, column: 10) }

    @Test func referencesSpelledDifferentlyAreTwoKeys() {
        let keys = SourceKey.collect([
            KeyReference(key: Self.composed, location: Self.location(1), kind: .text, comment: "Composed"),
            KeyReference(key: Self.decomposed, location: Self.location(2), kind: .text, comment: "Decomposed"),
            KeyReference(key: Self.composed, location: Self.location(3), kind: .text, comment: "Cafe\u{301} menu"),
            KeyReference(key: Self.composed, location: Self.location(4), kind: .text, comment: "Caf\u{E9} menu"),
        ], table: "Localizable")
        #expect(keys.map { Array($0.key.unicodeScalars) } == [
            Array(Self.composed.unicodeScalars), Array(Self.decomposed.unicodeScalars),
        ])
        // Comments that differ only in spelling are two comments, joined as Xcode joins them.
        #expect(keys.first?.comment.map { Array($0.unicodeScalars) }
            == Array("Composed\nCafe\u{301} menu\nCaf\u{E9} menu".unicodeScalars))
    }

    @Test func aKeyRespelledInTheSourcesIsAddedAndTheOldOneGoesStale() {
        var catalog = StringCatalog(
            sourceLanguage: "en", entries: KeyedList([(Self.composed, CatalogEntry(key: Self.composed, comment: "Menu"))]))
        let changes = SourceKeySync.apply([SourceKey(key: Self.decomposed, comment: "Menu", locations: [Self.location(1)])],
            to: &catalog)
        #expect(changes.map(\.kind) == [.added, .markedStale])
        #expect(catalog.entries.count == 2)
        #expect(catalog[Self.composed]?.extractionState == .stale)
        #expect(catalog[Self.decomposed]?.extractionState == nil)
    }

    @Test func aRespelledCommentReplacesTheCatalogs() {
        var catalog = StringCatalog(
            sourceLanguage: "en", entries: KeyedList([("menu", CatalogEntry(key: "menu", comment: Self.composed))]))
        let changes = SourceKeySync.apply([SourceKey(key: "menu", comment: Self.decomposed, locations: [Self.location(1)])],
            to: &catalog)
        #expect(changes.map(\.kind) == [.commentUpdated])
        #expect(catalog["menu"]?.comment.map { Array($0.unicodeScalars) } == Array(Self.decomposed.unicodeScalars))
        // Applied again, nothing changes.
        #expect(SourceKeySync.apply([SourceKey(key: "menu", comment: Self.decomposed)], to: &catalog).isEmpty)
    }
}
