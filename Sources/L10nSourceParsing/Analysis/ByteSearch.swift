extension ArraySlice where Element == UInt8 {
    /// Whether `needle` occurs in these bytes: each place of its first byte tried in turn, the rest compared there.
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
        guard let first = needle.first else { return true }
        guard needle.count <= count else { return false }
        let last = endIndex - needle.count  // the last place the needle can start
        var start = startIndex
        while start <= last {
            guard let at = self[start...last].firstIndex(of: first) else { return false }
            if self[at..<(at + needle.count)].elementsEqual(needle) { return true }
            start = at + 1
        }
        return false
    }
}

extension Array where Element == UInt8 {
    /// ``Swift/ArraySlice/containsBytes(_:)`` over the whole array.
    ///
    ///     Array("enum Keys: CaseIterable".utf8).containsBytes(Array("CaseIterable".utf8))   // true
    package func containsBytes(_ needle: [UInt8]) -> Bool {
        self[...].containsBytes(needle)
    }
}
