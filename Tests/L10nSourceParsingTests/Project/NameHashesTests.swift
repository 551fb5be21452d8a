import Testing

@testable import L10nSourceParsing

/// ``NameHashes`` holds exactly the hashes inserted, as a `Set<UInt64>` does, through growth, unions and the hash 0.
struct NameHashesTests {
    @Test func agreesWithASetThroughGrowthAndUnions() {
        var generator = SeededGenerator(seed: 0x4A5E5)
        // Small values collide in their low bits (long probes); random ones spread; 0 and 1 share a slot value.
        let values: [UInt64] = [0, 1, 2, 64, 128, UInt64.max] + (0..<3000).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) }
            + (0..<500).map { UInt64($0) << 6 }
        var hashes = NameHashes()
        var expected: Set<UInt64> = []
        for (index, value) in values.enumerated() {
            hashes.insert(value)
            expected.insert(value)
            if index % 97 == 0 { hashes.insert(value) }  // a repeat adds nothing
        }
        // 0 is stored as 1: both are present once either is, and the count says 0 and 1 are one.
        #expect(hashes.count == expected.count - 1)
        for value in values { #expect(hashes.contains(value)) }
        let absent = (0..<2000).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) }.filter { !expected.contains($0) }
        for value in absent { #expect(!hashes.contains(value)) }

        var union = NameHashes()
        union.formUnion(hashes)  // into an empty set: a copy
        var more = NameHashes()
        for value in absent.prefix(100) { more.insert(value) }
        union.formUnion(more)
        for value in values + absent.prefix(100) { #expect(union.contains(value)) }
        for value in absent.dropFirst(100) { #expect(!union.contains(value)) }
        #expect(union.count == hashes.count + 100)
    }

    @Test func namesAFileUsesAreFoundByTheirName() {
        let file = SourceFile(path: "A.swift", source: Lexer.tokenize("throw UploadError.tooLarge\nlet failureMessage = \"x\"\n"))
        let uses = NameUses.uses(in: file)
        #expect(uses.contains(NameUses.hash("UploadError")))
        #expect(uses.contains(NameUses.hash("tooLarge")))
        #expect(!uses.contains(NameUses.hash("failureMessage")))  // declared here, not used
        #expect(!uses.contains(NameUses.hash("offline")))
    }

    /// A file keeps its names as an array of exactly their number, each once, as the set held them.
    @Test func aFileKeepsEachNameOnceWithoutSpareSlots() {
        var names = NameHashes()
        let hashes = (1...40).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 } + [0]
        for hash in hashes + hashes.prefix(10) { names.insert(hash) }
        let elements = names.elements
        #expect(elements.count == 41 && Set(elements).count == 41)
        #expect(elements.capacity < 64, "the set's 128 slots are not kept")
        var union = NameHashes()
        union.formUnion(elements)
        for hash in hashes { #expect(union.contains(hash)) }
    }

    @Test func exactlySizedKeepsTheElementsAndNoSpareCapacity() {
        var values: [Int] = []
        for value in 0..<33 { values.append(value) }
        #expect(values.capacity >= 40)
        let trimmed = values.exactlySized()
        #expect(trimmed == values && trimmed.capacity < 40)
    }
}
