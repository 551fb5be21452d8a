extension Array {
    /// Empties a scratch array for reuse, keeping its capacity, one `removeLast()` at a time.
    ///
    ///     while let call = nextCall() { scratch.emptyKeepingCapacity(); fill(&scratch, call) }
    ///
    /// For the few elements a per-call or per-file scratch array holds, this specialized loop is cheaper than
    /// `removeAll(keepingCapacity: true)`, which costs a generic replace (about 90 instructions a call, even when
    /// empty) and destroys the elements through the runtime's generic `swift_arrayDestroy`.
    @inline(__always)
    mutating func emptyKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
