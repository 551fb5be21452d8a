/// Parts of a file the UI rules skip, and the type declarations that name suggested keys.
///
/// Skipped: `#if DEBUG` branches, `#Preview { … }` bodies, types conforming to `PreviewProvider`, and types whose
/// name contains `Preview` (preview helpers such as `PreviewContainer` or `RestaurantView_Previews`).
struct Regions {
    struct TypeDeclaration {
        var name: String
        /// Token indices from the declaring keyword through the closing brace.
        var tokens: ClosedRange<Int>
    }

    /// Per token: true when the UI rules skip it.
    private(set) var excluded: [Bool]
    private(set) var types: [TypeDeclaration] = []

    init(_ view: CodeView) {
        let tokens = view.tokens
        let source = view.source
        excluded = [Bool](repeating: false, count: tokens.count)
        // #if DEBUG … (#else | #elseif | #endif)
        var conditionals: [(start: Int, debug: Bool)] = []
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .poundKeyword:
                if source.token(index, is: "#if") {
                    let debug = view.next(index).map { source.token($0, is: "DEBUG") } ?? false
                    conditionals.append((index, debug))
                } else if source.token(index, is: "#else") || source.token(index, is: "#elseif") {
                    if let top = conditionals.popLast() {
                        if top.debug { mark(top.start...index) }
                        conditionals.append((index, false))
                    }
                } else if source.token(index, is: "#endif") {
                    if let top = conditionals.popLast(), top.debug { mark(top.start...index) }
                } else if source.token(index, is: "#Preview") {
                    if let end = bodyEnd(after: index, in: view, limit: 400) { mark(index...end) }
                }
            case .keyword, .identifier:
                guard source.token(index, is: "struct") || source.token(index, is: "class")
                    || source.token(index, is: "enum") || source.token(index, is: "extension")
                    || source.token(index, is: "actor"),
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
                    if source.token(next, is: "PreviewProvider") { conformsToPreview = true }
                    cursor = view.skip(next) - 1
                }
                guard let bodyStart, let bodyEnd = view.matching(bodyStart), bodyEnd > bodyStart else { continue }
                let name = source.text(at: nameIndex)
                types.append(TypeDeclaration(name: name, tokens: index...bodyEnd))
                if conformsToPreview || name.containsBytes("Preview") { mark(index...bodyEnd) }
            default:
                break
            }
        }
        // An unclosed `#if DEBUG` runs to the end of the file.
        for conditional in conditionals where conditional.debug && !tokens.isEmpty {
            mark(conditional.start...(tokens.count - 1))
        }
    }

    private mutating func mark(_ range: ClosedRange<Int>) {
        for index in range where index < excluded.count { excluded[index] = true }
    }

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

    /// The innermost type declaration containing the token, if any.
    func enclosingType(of index: Int) -> String? {
        var best: TypeDeclaration?
        for type in types where type.tokens.contains(index) {
            if best == nil || type.tokens.lowerBound > best!.tokens.lowerBound { best = type }
        }
        return best?.name
    }
}
