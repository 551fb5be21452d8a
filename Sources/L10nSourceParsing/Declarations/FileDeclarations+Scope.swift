extension FileDeclarations {
    /// The members a finding's scope can be (functions' bodies, properties' getters and initial values), made once
    /// per file: ``ScopeIndex/scope(of:typeName:)`` then answers each finding with a binary search and a walk up
    /// the few members around it, not a pass over every declaration (a file of 20,000 small types with a finding
    /// each would otherwise take 20,000 × 20,000 steps).
    package func scopeIndex() -> ScopeIndex {
        var members: [(name: String, range: ClosedRange<Int>)] = []
        for function in functions where function.kind != .enumCase {
            if let body = function.body { members.append((function.name, body)) }
        }
        for property in properties where property.scope != .local {
            if let getter = property.getter { members.append((property.name, getter)) }
            if let value = property.initializer {
                members.append((property.name, value.lowerBound...max(value.lowerBound, value.upperBound - 1)))
            }
        }
        return ScopeIndex(members: members)
    }
}

/// The declaration around a token as a finding names it: the innermost type and the innermost member or global
/// function or property (its body, getter or initial value) holding the token, `HomeView.body`, `HomeView.init`,
/// `Formatter.label`; just the type or the function when there is no other; nil at the top level. Local variables
/// and closures are not declarations here: a literal in `let title = "…"` inside `body` is in `HomeView.body`.
///
///     struct HomeView: View {
///         var body: some View { Text("Welcome") }   // "Welcome" → "HomeView.body"
///     }
package struct ScopeIndex {
    /// Members by start (for equal starts, the wider first, so the narrower one is the later, inner one).
    private let members: [(name: String, range: ClosedRange<Int>)]
    /// For each member, the nearest member before it whose range holds it (its parent), or -1.
    private let parents: [Int]

    init(members: [(name: String, range: ClosedRange<Int>)]) {
        let sorted = members.sorted {
            $0.range.lowerBound != $1.range.lowerBound
                ? $0.range.lowerBound < $1.range.lowerBound : $0.range.upperBound > $1.range.upperBound
        }
        var parents = [Int](repeating: -1, count: sorted.count)
        var open: [Int] = []
        for index in sorted.indices {
            while let last = open.last, !sorted[last].range.contains(sorted[index].range.lowerBound) { open.removeLast() }
            parents[index] = open.last ?? -1
            open.append(index)
        }
        self.members = sorted
        self.parents = parents
    }

    package func scope(of token: Int, typeName: String?) -> String? {
        // The last member starting at or before the token, then up its parents to the first that holds it.
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle].range.lowerBound <= token { low = middle + 1 } else { high = middle }
        }
        var candidate = low - 1
        while candidate >= 0, !members[candidate].range.contains(token) { candidate = parents[candidate] }
        let member = candidate >= 0 ? members[candidate].name : nil
        switch (typeName, member) {
        case (let type?, let name?): return type + "." + name
        case (let type?, nil): return type
        case (nil, let name?): return name
        case (nil, nil): return nil
        }
    }
}
