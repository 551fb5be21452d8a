import Testing

@testable import L10nSourceParsing

/// ``NameTable`` finds exactly the names it holds, whatever their length: short names hashed by their ends, long
/// ones (catalog keys) by every byte.
struct NameTableTests {
    @Test func lookupsAgreeWithADictionary() {
        var generator = SeededGenerator(seed: 0x7AB1E)
        let alphabet = Array("abcTxt.B_9é".utf8)
        func randomName(_ generator: inout SeededGenerator) -> [UInt8] {
            let length = Int.random(in: 0...40, using: &generator)
            return (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
        }
        for everyByte in [false, true] {
            var names: [[UInt8]] = (0..<300).map { _ in randomName(&generator) }
            // Names differing in one byte only, at every position of every length up to 20.
            for length in 1...20 {
                let base = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                names.append(base)
                for position in 0..<length {
                    var changed = base
                    changed[position] = UInt8(ascii: "b")
                    if position % 2 == 0 { names.append(changed) }
                }
            }
            let table = NameTable(names.map { String(decoding: $0, as: UTF8.self) }, hashingEveryByte: everyByte)
            // `String(decoding:)` repairs invalid UTF-8: look names up by the bytes the table was given.
            let stored = names.map { Array(String(decoding: $0, as: UTF8.self).utf8) }
            var storedExpected: [[UInt8]: Int] = [:]
            for (index, name) in stored.enumerated() where storedExpected[name] == nil { storedExpected[name] = index }
            var probes = stored
            for _ in 0..<3_000 { probes.append(Array(String(decoding: randomName(&generator), as: UTF8.self).utf8)) }
            for length in 1...20 {
                var probe = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                for position in 0..<length {
                    probe[position] = UInt8(ascii: "c")
                    probes.append(probe)
                    probe[position] = UInt8(ascii: "a")
                }
            }
            for probe in probes {
                #expect(table.index(of: probe[...]) == storedExpected[probe], "\(probe) every byte: \(everyByte)")
            }
        }
    }

    /// Names are looked up where they are: a slice in the middle of a file (its indices do not start at 0), or a
    /// `String`'s UTF-8 view.
    @Test func lookupsInPlaceAgreeWithLookupsOfCopies() {
        let names = [
            "Text", "Button", "a", "ab", "abc", "navigationTitle", "settings.account.title", "settings.privacy.title",
        ]
        for everyByte in [false, true] {
            let table = NameTable(names, hashingEveryByte: everyByte)
            let file = Array("let x = Button(\"settings.privacy.title\") + abc.navigationTitle; Butto".utf8)
            let words: [(text: String, expected: Int?)] = [
                ("Button", 1), ("settings.privacy.title", 7), ("abc", 4), ("navigationTitle", 5), ("Butto", nil),
                ("let", nil),
            ]
            for (text, expected) in words {
                let start = file.firstRange(of: Array(text.utf8))!.lowerBound
                let slice = file[start..<(start + text.utf8.count)]
                #expect(table.index(of: slice) == expected, "\(text) every byte: \(everyByte)")
                #expect(table.index(of: text.utf8) == expected, "\(text) every byte: \(everyByte)")
            }
        }
    }
}
