/// Parts of a file the UI rules skip, and the type declarations that name suggested keys.
///
/// Skipped: `#if DEBUG` branches, `#Preview { … }` bodies, types conforming to `PreviewProvider`, and types whose
/// name contains `Preview` (preview helpers such as `PreviewContainer` or `RestaurantView_Previews`).
struct Regions {
    struct TypeDeclaration {
        /// The token of the type's name (``CodeView/text(_:)`` gives it; most files never need it as text).
        var nameToken: Int
        /// Token indices from the declaring keyword through the closing brace.
        var tokens: ClosedRange<Int>
    }

    /// The token ranges the UI rules skip: sorted, disjoint and not adjacent (most files have none, so there is
    /// no per-token table to allocate and fill).
    private(set) var excludedRanges: [ClosedRange<Int>] = []
    /// Type declarations in order of their first token.
    private(set) var types: [TypeDeclaration] = []
    /// Ranges to exclude, merged into `excludedRanges` in one sweep at the end.
    private var pending: [ClosedRange<Int>] = []

    /// The arrays a ``Regions`` builds, kept from file to file (emptied, capacity kept) by ``AnalysisBuffers``.
    struct Storage {
        var excludedRanges: [ClosedRange<Int>] = []
        var types: [TypeDeclaration] = []
        var pending: [ClosedRange<Int>] = []
        var conditionals: [(start: Int, debug: Bool)] = []
    }

    init(_ view: CodeView) {
        var storage = Storage()
        self.init(view, reusing: &storage)
    }

    /// The regions of `view`, built in `storage`'s arrays (give them back with ``recycle(into:)``); the arrays
    /// used only while building go back to `storage` at once.
    init(_ view: CodeView, reusing storage: inout Storage) {
        swap(&excludedRanges, &storage.excludedRanges)
        swap(&types, &storage.types)
        swap(&pending, &storage.pending)
        // Emptied only when not already (``recycle(into:)`` empties them): `removeAll(keepingCapacity:)` costs a
        // generic replace even on an empty array.
        if !excludedRanges.isEmpty { excludedRanges.removeAll(keepingCapacity: true) }
        if !types.isEmpty { types.removeAll(keepingCapacity: true) }
        if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
        let tokens = view.tokens
        let source = view.source
        // #if DEBUG … (#else | #elseif | #endif)
        var conditionals: [(start: Int, debug: Bool)] = []
        swap(&conditionals, &storage.conditionals)
        if !conditionals.isEmpty { conditionals.removeAll(keepingCapacity: true) }
        defer {
            if !conditionals.isEmpty { conditionals.removeAll(keepingCapacity: true) }
            swap(&conditionals, &storage.conditionals)
            if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
            swap(&pending, &storage.pending)
        }
        for landmark in source.landmarks {
            let index = Int(landmark)
            let token = tokens[index]
            switch token.kind {
            case .poundKeyword:
                if view.token(index, is: "#if") {
                    let debug = view.next(index).map { view.token($0, is: "DEBUG") } ?? false
                    conditionals.append((index, debug))
                } else if view.token(index, is: "#else") || view.token(index, is: "#elseif") {
                    if let top = conditionals.popLast() {
                        if top.debug { mark(top.start...index) }
                        conditionals.append((index, false))
                    }
                } else if view.token(index, is: "#endif") {
                    if let top = conditionals.popLast(), top.debug { mark(top.start...index) }
                } else if view.token(index, is: "#Preview") {
                    if let end = bodyEnd(after: index, in: view, limit: 400) { mark(index...end) }
                }
            case .keyword, .identifier:
                // A cheap look at the length and first byte rules out almost every token before any comparison.
                let range = token.range
                let length = range.count
                guard length >= 4, length <= 9 else { continue }
                let first = view.bytes[range.lowerBound]
                guard (first == UInt8(ascii: "s") && length == 6) || (first == UInt8(ascii: "c") && length == 5)
                    || (first == UInt8(ascii: "e") && (length == 4 || length == 9))
                    || (first == UInt8(ascii: "a") && length == 5)
                else { continue }
                guard view.token(index, is: "struct") || view.token(index, is: "class")
                    || view.token(index, is: "enum") || view.token(index, is: "extension")
                    || view.token(index, is: "actor"),
                    let nameIndex = view.next(index), tokens[nameIndex].kind == .identifier,
                    view.previous(index).map({ !view.isPunctuation($0, UInt8(ascii: ".")) }) ?? true
                else { continue }
                var cursor = nameIndex
                var conformsToPreview = false
                var steps = 0
                var bodyStart: Int?
                while let next = view.next(cursor), steps < 200 {
                    steps += 1
                    if view.isPunctuation(next, UInt8(ascii: "{")) {
                        bodyStart = next
                        break
                    }
                    if view.isPunctuation(next, UInt8(ascii: ";")) || view.isPunctuation(next, UInt8(ascii: "}")) {
                        break
                    }
                    if view.token(next, is: "PreviewProvider") { conformsToPreview = true }
                    cursor = view.skip(next) - 1
                }
                guard let bodyStart, let bodyEnd = view.matching(bodyStart), bodyEnd > bodyStart else { continue }
                if types.isEmpty { types.reserveCapacity(8) }
                types.append(TypeDeclaration(nameToken: nameIndex, tokens: index...bodyEnd))
                if conformsToPreview || Self.containsPreview(view.bytes[tokens[nameIndex].range]) {
                    mark(index...bodyEnd)
                }
            default:
                break
            }
        }
        // An unclosed `#if DEBUG` runs to the end of the file.
        for conditional in conditionals where conditional.debug && !tokens.isEmpty {
            mark(conditional.start...(tokens.count - 1))
        }
        pending.sort { $0.lowerBound < $1.lowerBound }
        for range in pending {
            let end = min(range.upperBound, tokens.count - 1)
            if let last = excludedRanges.last, range.lowerBound <= last.upperBound + 1 {
                if end > last.upperBound { excludedRanges[excludedRanges.count - 1] = last.lowerBound...end }
            } else if range.lowerBound <= end {
                excludedRanges.append(range.lowerBound...end)
            }
        }
    }

    /// Gives the arrays back to `storage`, emptied with their capacity kept, for the next file.
    mutating func recycle(into storage: inout Storage) {
        excludedRanges.emptyKeepingCapacity()
        types.emptyKeepingCapacity()
        swap(&excludedRanges, &storage.excludedRanges)
        swap(&types, &storage.types)
    }

    /// True when the UI rules skip token `index`.
    @inline(__always)
    func isExcluded(_ index: Int) -> Bool {
        // The last range starting at or before `index` is the only one that can hold it.
        var low = 0
        var high = excludedRanges.count
        while low < high {
            let middle = (low + high) / 2
            if excludedRanges[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        return low > 0 && excludedRanges[low - 1].upperBound >= index
    }

    /// True when a type's name contains `Preview` (decided on its bytes: repairing invalid UTF-8 neither adds
    /// nor removes ASCII bytes, so the name as text contains it exactly when its bytes do).
    private static func containsPreview(_ name: ArraySlice<UInt8>) -> Bool {
        let pattern: StaticString = "Preview"
        return name.withUnsafeBufferPointer {
            $0.contains(bytesOf: UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount))
        }
    }

    private mutating func mark(_ range: ClosedRange<Int>) { pending.append(range) }

    /// The index of the `}` closing the first `{` after `index` (skipping a parenthesised argument list).
    private func bodyEnd(after index: Int, in view: CodeView, limit: Int) -> Int? {
        var cursor = index
        var steps = 0
        while let next = view.next(cursor), steps < limit {
            steps += 1
            if view.isPunctuation(next, UInt8(ascii: "{")) { return view.matching(next) }
            if view.isPunctuation(next, UInt8(ascii: "(")) {
                cursor = view.skip(next) - 1
                continue
            }
            if view.tokens[next].kind == .poundKeyword { return nil }
            cursor = next
        }
        return nil
    }

    /// The same sweep as ``innermostTypes(tokenCount:)``, answered one token at a time without a per-token array:
    /// the sweep jumps from one event (a declaration starts, or the innermost one ends) to the next, and goes on
    /// from where the last query stopped (it starts over when asked about an earlier token).
    struct InnermostTypeCursor {
        private var stack: [Int] = []
        private var next = 0
        /// The last token the sweep has processed; -1 before the first.
        private var position = -1

        init() {}

        /// A cursor whose stack fills `stack`'s room (emptied, capacity kept).
        init(reusing stack: [Int]) {
            self.stack = stack
            // Usually already empty (``takeStack()`` empties it); `removeAll` costs a generic replace even then.
            if !self.stack.isEmpty { self.stack.removeAll(keepingCapacity: true) }
        }

        /// Takes the stack's storage out, emptied with its capacity kept (the cursor starts over).
        mutating func takeStack() -> [Int] {
            var taken: [Int] = []
            swap(&taken, &stack)
            taken.emptyKeepingCapacity()
            next = 0
            position = -1
            return taken
        }

        /// The index in `types` of the innermost declaration containing token `index`, or -1.
        mutating func type(at index: Int, in types: [TypeDeclaration]) -> Int {
            if index < position {
                stack.removeAll(keepingCapacity: true)
                next = 0
                position = -1
            }
            while true {
                // The next token at which the sweep's stack changes.
                var event = Int.max
                if next < types.count { event = types[next].tokens.lowerBound }
                if let top = stack.last { event = min(event, types[top].tokens.upperBound + 1) }
                guard event <= index else { break }
                let at = max(event, position + 1)
                while next < types.count, types[next].tokens.lowerBound <= at {
                    stack.append(next)
                    next += 1
                }
                while let top = stack.last, types[top].tokens.upperBound < at { stack.removeLast() }
                position = at
            }
            position = index
            return stack.last ?? -1
        }
    }

    /// Per token, the index in `types` of the innermost declaration containing it, or -1: one sweep with a stack.
    func innermostTypes(tokenCount: Int) -> [Int32] {
        var result = [Int32](repeating: -1, count: tokenCount)
        var stack: [Int] = []
        var next = 0
        for index in 0..<tokenCount {
            while next < types.count, types[next].tokens.lowerBound <= index {
                stack.append(next)
                next += 1
            }
            while let top = stack.last, types[top].tokens.upperBound < index { stack.removeLast() }
            if let top = stack.last { result[index] = Int32(truncatingIfNeeded: top) }
        }
        return result
    }
}
