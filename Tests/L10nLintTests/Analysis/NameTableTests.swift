import Testing

@testable import L10nLint

/// ``NameTable`` finds exactly the names it holds, whatever their length: short names hashed and compared as
/// overlapping words, long ones through `memcmp`.
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

    @Test func wordComparisonAgreesWithByteComparison() {
        var generator = SeededGenerator(seed: 0xE0)
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...24, using: &generator)
            let left = (0..<count).map { _ in UInt8.random(in: 0...3, using: &generator) }
            var right = left
            if count > 0, Bool.random(using: &generator) {
                right[Int.random(in: 0..<count, using: &generator)] ^= UInt8.random(in: 0...3, using: &generator)
            }
            let answer = left.withUnsafeBufferPointer { a in
                right.withUnsafeBufferPointer { b in count == 0 || NameTable.equal(a.baseAddress!, b.baseAddress!, count) }
            }
            #expect(answer == (left == right), "\(left) \(right)")
        }
    }
}
