import Foundation
import Testing
@testable import XCStrings

/// Text compared as Foundation compares it, by Unicode scalars: `é` (U+00E9) and `e` + U+0301 are two strings
/// (Swift's `String ==` finds them equal), everywhere the model compares text.
@Suite struct ScalarStringTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    @Test func comparesByScalarsNotByCanonicalEquivalence() {
        // The premise: Swift's `==` and `Set` see one string.
        #expect(Self.composed == Self.decomposed)
        #expect(Set([Self.composed, Self.decomposed]).count == 1)

        #expect(ScalarString(Self.composed) != ScalarString(Self.decomposed))
        #expect(!Self.composed.hasSameScalars(as: Self.decomposed))
        #expect(Self.composed.hasSameScalars(as: "caf\u{E9}"))
        #expect(!"\u{212B}".hasSameScalars(as: "\u{C5}"), "ANGSTROM SIGN and A WITH RING ABOVE: same length, not the same")
        #expect(!"a\u{301}\u{316}".hasSameScalars(as: "a\u{316}\u{301}"), "combining marks in another order")
        #expect(!"K".hasSameScalars(as: "\u{212A}"), "KELVIN SIGN is canonically K")
        #expect(Set<ScalarString>([ScalarString(Self.composed), ScalarString(Self.decomposed), "caf\u{E9}"]).count == 2)
        #expect(Optional(Self.composed).hasSameScalars(as: Self.decomposed) == false)
        #expect(Optional<String>.none.hasSameScalars(as: nil))
        #expect(ScalarString("e\u{301}") < ScalarString("\u{E9}"))
    }

    @Test func keyedListKeepsBothSpellingsAsTwoKeys() {
        for count in [2, 40] {  // a linear scan, and a list long enough to be hashed
            var list = KeyedList<Int>()
            for index in 0..<count - 2 { list["key\(index)"] = index }
            list[Self.composed] = 1
            list[Self.decomposed] = 2
            #expect(list.count == count, "\(count)")
            #expect(list[Self.composed] == 1 && list[Self.decomposed] == 2, "\(count)")
            list[Self.decomposed] = nil
            #expect(list[Self.composed] == 1 && list[Self.decomposed] == nil, "\(count)")
        }
    }

    @Test func modelValuesDifferingOnlyInSpellingAreDifferent() {
        #expect(StringUnit(state: .translated, value: Self.composed) != StringUnit(state: .translated, value: Self.decomposed))
        #expect(CatalogEntry(key: "k", comment: Self.composed) != CatalogEntry(key: "k", comment: Self.decomposed))
        #expect(CatalogEntry(key: Self.composed) != CatalogEntry(key: Self.decomposed))
        #expect(StringSet(state: nil, values: [Self.composed]) != StringSet(state: nil, values: [Self.decomposed]))
        #expect(Substitution(formatSpecifier: Self.composed) != Substitution(formatSpecifier: Self.decomposed))
        #expect(JSONValue.string(Self.composed) != .string(Self.decomposed))
        #expect(JSONMember(key: Self.composed, value: .null) != JSONMember(key: Self.decomposed, value: .null))
        #expect(TranslationState(rawValue: Self.composed) != TranslationState(rawValue: Self.decomposed))
        #expect(VariantPath(["substitutions", Self.composed]) != VariantPath(["substitutions", Self.decomposed]))
        #expect(StringCatalog(sourceLanguage: Self.composed) != StringCatalog(sourceLanguage: Self.decomposed))
        // Still equal when equal.
        #expect(StringUnit(state: .translated, value: Self.composed) == StringUnit(state: .translated, value: "caf\u{E9}"))
    }

    /// A catalog whose keys differ only in spelling, at every level: `strings`, a localization's language, plural
    /// cases are fixed names, so an unknown member and an unknown object's members stand for the rest.
    static let twoSpellings = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cafe\u{301}" : {
              "comment" : "Decomposed",
              "localizations" : {
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Cafe\u{301}"
                  }
                }
              }
            },
            "Caf\u{E9}" : {
              "comment" : "Composed",
              "future\u{301}" : true,
              "futur\u{E9}" : {
                "cle\u{301}" : 1,
                "cl\u{E9}" : 2
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func readerKeepsKeysThatDifferOnlyInSpellingAndWritesThemBack() throws {
        let bytes = Array(Self.twoSpellings.utf8)
        let catalog = try StringCatalog(bytes: bytes, path: "t.xcstrings")
        #expect(catalog.entries.keys.map { Array($0.unicodeScalars) } == [
            Array("Cafe\u{301}".unicodeScalars), Array("Caf\u{E9}".unicodeScalars),
        ])
        #expect(catalog["Cafe\u{301}"]?.comment == "Decomposed")
        #expect(catalog["Caf\u{E9}"]?.comment == "Composed")
        #expect(catalog["Caf\u{E9}"]?.extra.count == 2)
        #expect(catalog.canonicalBytes() == bytes, "written back byte for byte, in Xcode's order")
    }

    @Test func realDuplicatesAreStillRefused() {
        let text = Self.twoSpellings.replacingOccurrences(of: "\"cl\u{E9}\" : 2", with: "\"cle\u{301}\" : 2")
        #expect(throws: CatalogError(
            file: "t.xcstrings", line: 20, column: 9,
            message: "duplicate key 'cle\u{301}' (first at 19:9); Xcode would silently keep only one")
        ) {
            try StringCatalog(bytes: Array(text.utf8), path: "t.xcstrings")
        }
    }

    /// Two keys that differ only in spelling are written in one order whatever order they are in memory:
    /// Foundation's forced ordering, by UTF-16 code units (`e` before `é`).
    @Test func writerOrdersSpellingsTheSameWayWhateverTheirOrderInMemory() throws {
        let catalog = try StringCatalog(bytes: Array(Self.twoSpellings.utf8), path: "t.xcstrings")
        var reversed = catalog
        reversed.entries = KeyedList(catalog.entries.reversed().map { ($0.key, $0.value) })
        #expect(reversed.entries.keys.first == "Caf\u{E9}")
        #expect(reversed.canonicalBytes() == catalog.canonicalBytes())
        #expect(KeyOrder.compare("Cafe\u{301}", "Caf\u{E9}") == -1)
        #expect(KeyOrder.compare("Caf\u{E9}", "Cafe\u{301}") == 1)
        #expect(KeyOrder.compare("\u{212B}", "\u{C5}") == 1)
    }
}
