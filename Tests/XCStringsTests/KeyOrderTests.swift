import Foundation
import Testing
@testable import XCStrings

@Suite struct KeyOrderTests {
    static func foundation(_ a: String, _ b: String) -> Int {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: Locale(identifier: "en"))
            .rawValue
    }

    @Test func documentedExamples() {
        let keys = ["add-tag", "item10", "Account", "• …", "accessibility", "item2", ""]
        #expect(keys.sorted(by: KeyOrder.areInIncreasingOrder) == ["", "• …", "accessibility", "Account", "add-tag", "item2", "item10"])
        #expect(["few", "many", "one", "other", "two", "zero"].shuffled().sorted(by: KeyOrder.areInIncreasingOrder) == ["few", "many", "one", "other", "two", "zero"])
    }

    /// Hand-checked tie-breaks: lowercase before uppercase, fewer leading zeros first, whichever comes first wins.
    /// The writer's fixed field lists must already be in Xcode's order.
    @Test func knownFieldListsAreInKeyOrder() {
        lists: for fields in Fields.all {
            #expect(fields.sorted(by: KeyOrder.areInIncreasingOrder) == fields)
        }
    }

    @Test func tieBreaks() {
        let cases: [(String, String, Int)] = [
            ("a", "A", -1), ("aB", "Ab", -1), ("a1", "a01", -1), ("x09", "x009", -1), ("a01b", "a1B", 1),
            ("a01", "A1", -1), ("1A", "01a", -1), ("a_b", "a-b", -1), ("a-b", "ab", -1), ("a b", "a-b", -1),
            ("v1.2.9", "v1.2.10", -1), ("9", "a", -1), ("$", "0", -1), ("~", "$", -1),
            ("99999999999999999999999", "100000000000000000000000", -1), ("same", "same", 0),
        ]
        cases: for (a, b, expected) in cases {
            #expect(KeyOrder.compare(a, b) == expected, "\(a) vs \(b)")
            #expect(KeyOrder.compare(b, a) == -expected, "\(b) vs \(a)")
        }
    }

    /// The ASCII fast path agrees with Foundation on many generated keys built to hit the tricky parts.
    @Test func fastPathAgreesWithFoundation() {
        var generator = SplitMix(seed: 0x5EED)
        let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        let tricky = Array("aAbBzZ0019-_. ")
        let prefixes = ["", "settings.", "item", "a-", "A_", "v1.", "0"]
        func key(_ alphabet: [Character]) -> String {
            String((0..<generator.next(upTo: 7)).map { _ in alphabet[generator.next(upTo: alphabet.count)] })
        }
        var mismatches: [String] = []
        for round in 0..<40_000 {
            let alphabet = round % 2 == 0 ? printable : tricky
            let prefix = prefixes[generator.next(upTo: prefixes.count)]
            let a = prefix + key(alphabet)
            var b = prefix + key(alphabet)
            if round % 3 == 0, !a.isEmpty {
                var characters = Array(a)
                characters[generator.next(upTo: characters.count)] = alphabet[generator.next(upTo: alphabet.count)]
                b = String(characters)
            }
            let expected = Self.foundation(a, b)
            if KeyOrder.compare(a, b) != expected && mismatches.count < 10 {
                mismatches.append("\(a.debugDescription) vs \(b.debugDescription): Foundation says \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Sorting a mixed set (ASCII and not) gives JSONSerialization's `.sortedKeys` order, which Xcode writes.
    @Test func sortedIndicesMatchJSONSerialization() throws {
        let keys = [
            "item10", "item2", "Item1", "Account", "accessibility", "add-tag", "• x", "", "a-b", "ab", "a_b", "A",
            "a", "é", "e", "f", "“quoted”", "\"plain\"", "'single'", "‘curly’", "Zürich", "zebra", "10", "9", "ß",
            "日本", "straße", "Straße", "files.count", "files.Count", "x09", "x9", "%@ items", "%lld items",
        ]
        let data = try JSONSerialization.data(
            withJSONObject: Dictionary(uniqueKeysWithValues: keys.map { ($0, 0) }),
            options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        let object = try JSONReader.parse([UInt8](data), path: "foundation.json")
        guard case .object(let members) = object else {
            Issue.record("not an object")
            return
        }
        let mine = KeyOrder.sortedIndices(keys.shuffled()).count == keys.count
        #expect(mine)
        var shuffled = keys
        shuffled.shuffle()
        #expect(KeyOrder.sortedIndices(shuffled).map { shuffled[$0] } == members.map(\.key))
    }
}

/// A small deterministic random generator, so a failure reproduces.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(upTo bound: Int) -> Int { bound == 0 ? 0 : Int(next() % UInt64(bound)) }
}
