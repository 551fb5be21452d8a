extension Array {
    /// The same elements in a buffer of their count: what `append` left as spare capacity (up to as much again)
    /// is not kept. For arrays kept long, such as each file's facts until the project index is built.
    ///
    ///     var shown: [Int] = []
    ///     for value in 0..<33 { shown.append(value) }   // capacity 64 or so
    ///     shown = shown.exactlySized()                  // capacity 33 (or the allocator's nearest size)
    package func exactlySized() -> [Element] {
        guard capacity > count else { return self }
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}
