extension ArraySlice where Element == UInt8 {
    /// Whether `needle` occurs in these bytes: each place of one of its bytes tried in turn, the rest compared there.
    /// The same answer as `firstRange(of: needle) != nil`, which on `[UInt8]` and its slices is Foundation's
    /// (`DataProtocol`'s) and compares through generic indices at every offset: some 3 to 5 million instructions a
    /// source file, 26 G of a 61 G check of 1.2M lines with catalogs for two searches of each file that names a
    /// catalog key (``TapCountGate``'s `onTapGesture` and `tapCount`).
    ///
    /// Written for the concrete type, not for any collection of bytes: a generic method of another module runs
    /// unspecialized, through the same witness tables as Foundation's (tried: as slow as the search it replaced).
    ///
    ///     Array("x.onTapGesture { n += 1 }".utf8)[...].containsBytes(Array("onTapGesture".utf8))   // true
    package func containsBytes(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= count else { return false }
        // Each place of the needle's rarest-looking byte is tried in turn: its first byte that is not a lower-case
        // letter or a space (`T` of `onTapGesture`, `C` of `tapCount`), which Swift source holds a tenth as often.
        let anchor = ByteSearch.anchor(of: needle)
        let anchorByte = needle[anchor]
        let lastAnchor = endIndex - needle.count + anchor  // the last place the anchor can be
        var start = startIndex + anchor
        while start <= lastAnchor {
            guard let at = self[start...lastAnchor].firstIndex(of: anchorByte) else { return false }
            let begin = at - anchor
            if self[begin..<(begin + needle.count)].elementsEqual(needle) { return true }
            start = at + 1
        }
        return false
    }
}

/// The byte a search of ``Swift/ArraySlice/containsBytes(_:)`` looks for first.
package enum ByteSearch {
    /// The offset in `needle` of its first byte that is neither a lower-case ASCII letter nor a space; in a needle
    /// of lower-case letters and spaces only, of its rarest letter in Swift source (``letterRanks``: the `y` of
    /// `typealias`, not its `t`, which a file holds seven times as often, each place a comparison); else 0. Any
    /// offset gives the same answer: the anchor decides only how many places are compared.
    ///
    ///     ByteSearch.anchor(of: Array("onTapGesture".utf8))   // 2
    ///     ByteSearch.anchor(of: Array("typealias".utf8))      // 1
    ///     ByteSearch.anchor(of: Array("   ".utf8))            // 0
    package static func anchor(of needle: some Collection<UInt8>) -> Int {
        var offset = 0
        var rarest: (offset: Int, rank: UInt8)?
        for byte in needle {
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") {
                let rank = letterRanks[Int(byte - UInt8(ascii: "a"))]
                if rarest.map({ rank < $0.rank }) ?? true { rarest = (offset, rank) }
            } else if byte != UInt8(ascii: " ") {
                return offset
            }
            offset += 1
        }
        return rarest?.offset ?? 0
    }

    /// Each lower-case letter's rank (`a` first) from the rarest in Swift source (0, `j`) to the most frequent (25,
    /// `e`), counted over 1.2M lines of real apps (scripts/bench-real-tree): `jqzxkvbwyhfgmpudclsonraite`.
    static let letterRanks: [UInt8] = {
        let rarestFirst = Array("jqzxkvbwyhfgmpudclsonraite".utf8)
        var ranks = [UInt8](repeating: 0, count: 26)
        for (rank, letter) in rarestFirst.enumerated() { ranks[Int(letter - UInt8(ascii: "a"))] = UInt8(rank) }
        return ranks
    }()
}

extension Array where Element == UInt8 {
    /// ``Swift/ArraySlice/containsBytes(_:)`` over the whole array.
    ///
    ///     Array("enum Keys: CaseIterable".utf8).containsBytes(Array("CaseIterable".utf8))   // true
    package func containsBytes(_ needle: [UInt8]) -> Bool {
        self[...].containsBytes(needle)
    }
}
