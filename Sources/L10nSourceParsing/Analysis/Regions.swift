/// Parts of a file the UI rules skip, and the type declarations that name suggested keys.
///
/// Skipped: branches only debug or simulator builds compile (``BuildCondition``), `#Preview { … }` bodies, types
/// conforming to `PreviewProvider`, widget configuration intents without a parameter, and preview
/// helpers: types whose name starts with `Preview` or ends with `Previews` (`PreviewContainer`,
/// `RestaurantView_Previews`). A view named `LinkPreview` or `TapZonePreview` is real UI and is linted.
package struct Regions {
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

    init(_ view: CodeView) {
        var pending: [ClosedRange<Int>] = []
        func mark(_ range: ClosedRange<Int>) { pending.append(range) }
        let tokens = view.tokens
        let source = view.source
        // #if DEBUG … (#else | #elseif | #endif), and the #else of #if !DEBUG / #if RELEASE
        var conditionals: [(start: Int, debug: Bool, elseIsDebug: Bool)] = []
        for landmark in source.landmarks {
            let index = Int(landmark)
            let token = tokens[index]
            switch token.kind {
            case .poundKeyword:
                if view.token(index, is: "#if") {
                    let condition = BuildCondition(after: index, in: view)
                    conditionals.append((index, condition == .debug, condition == .release))
                } else if view.token(index, is: "#else") || view.token(index, is: "#elseif") {
                    if let top = conditionals.popLast() {
                        if top.debug { mark(top.start...index) }
                        let isElse = view.token(index, is: "#else")
                        conditionals.append((index, isElse && top.elseIsDebug, false))
                    }
                } else if view.token(index, is: "#endif") {
                    if let top = conditionals.popLast(), top.debug { mark(top.start...index) }
                } else if view.token(index, is: "#Preview") {
                    if let end = bodyEnd(after: index, in: view, limit: 400) { mark(index...end) }
                }
            case .lineComment:
                if Self.marksDebugCode(source.bytes[token.range]), let end = paragraphEnd(after: index, in: view) {
                    mark(index...end)
                }
            case .keyword, .identifier:
                guard view.token(index, is: "struct") || view.token(index, is: "class")
                    || view.token(index, is: "enum") || view.token(index, is: "extension")
                    || view.token(index, is: "actor"),
                    let nameIndex = view.next(index), tokens[nameIndex].kind == .identifier,
                    view.previous(index).map({ !view.isPunctuation($0, UInt8(ascii: ".")) }) ?? true
                else { continue }
                var cursor = nameIndex
                var conformsToPreview = false
                var configuresWidget = false
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
                    if view.token(next, is: "WidgetConfigurationIntent") { configuresWidget = true }
                    cursor = view.skip(next) - 1
                }
                guard let bodyStart, let bodyEnd = view.matching(bodyStart), bodyEnd > bodyStart else { continue }
                types.append(TypeDeclaration(nameToken: nameIndex, tokens: index...bodyEnd))
                let name = view.text(nameIndex)
                if conformsToPreview || name.hasPrefix("Preview") || name.hasSuffix("Previews") {
                    mark(index...bodyEnd)
                } else if configuresWidget, !(bodyStart...bodyEnd).contains(where: { view.token($0, is: "Parameter") || view.token($0, is: "@Parameter") }) {
                    // A widget's configuration intent with no parameter: the widget has nothing to edit, so the
                    // intent's title and description are shown nowhere (MoeMemos's "Memos Graph Widget Configuration").
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

    /// True when the UI rules skip token `index`.
    func isExcluded(_ index: Int) -> Bool {
        excludedRange(holding: index) != nil
    }

    /// The skipped region that holds token `index`, if any.
    package func excludedRange(holding index: Int) -> ClosedRange<Int>? {
        // The last range starting at or before `index` is the only one that can hold it.
        var low = 0
        var high = excludedRanges.count
        while low < high {
            let middle = (low + high) / 2
            if excludedRanges[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        return low > 0 && excludedRanges[low - 1].upperBound >= index ? excludedRanges[low - 1] : nil
    }

    /// The first token of the skipped region that holds token `index` (`#if`, `#Preview`, a preview type's
    /// keyword), if any: how `check --explain` names it.
    package func excludedRegionStart(_ index: Int) -> Int? {
        excludedRanges.last { $0.lowerBound <= index && index <= $0.upperBound }?.lowerBound
    }

    /// Whether a line comment marks the code below it as a debugging aid: it starts with the word `DEBUG` in capitals
    /// (`// DEBUG: 显示 LLMConfig 诊断信息` above StudyPulse's panel of configuration flags), or with `Debug` and a
    /// colon or "only" (`// Debug only`). A comment that mentions debugging in passing (`// Keeps the debug menu
    /// short`) marks nothing.
    ///
    ///     Regions.marksDebugCode(Array("// DEBUG: show the raw config".utf8)[...])   // true
    ///     Regions.marksDebugCode(Array("// Debugging helpers below".utf8)[...])     // false
    package static func marksDebugCode(_ comment: ArraySlice<UInt8>) -> Bool {
        var text = comment.drop { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard text.count >= 5 else { return false }
        if text.starts(with: "DEBUG".utf8) {
            text = text.dropFirst(5)
            guard let next = text.first else { return true }
            return !((next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z")) && next != UInt8(ascii: "_")
        }
        guard text.starts(with: "Debug".utf8) else { return false }
        text = text.dropFirst(5)
        return text.first == UInt8(ascii: ":") || text.starts(with: " only".utf8) || text.starts(with: " ONLY".utf8)
    }

    /// The last token of the statements right below the comment at `index`, up to the first blank line or the end
    /// of the body they are in: the paragraph a marking comment heads. Nil when nothing follows in the body.
    private func paragraphEnd(after index: Int, in view: CodeView) -> Int? {
        let tokens = view.tokens
        var depth = 0
        var last: Int?
        var previousLine = tokens[index].line
        var cursor = index + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            // A blank line between two statements of the body ends the paragraph.
            if depth == 0, token.line > previousLine + 1, last != nil { break }
            if token.kind == .punctuation {
                switch view.source.bytes[token.range.lowerBound] {
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth < 0 { return last }
                default: break
                }
            }
            if !token.isComment { last = cursor }
            previousLine = token.line + view.source.bytes[token.range].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            cursor += 1
        }
        return last
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

    /// The index in ``types`` of the innermost type declaration containing token `index`, or nil.
    func innermostType(at index: Int) -> Int? {
        // Declarations nest, and come in order of their first token: the innermost one holding the token is the
        // last one starting at or before it that has not ended.
        var low = 0
        var high = types.count
        while low < high {
            let middle = (low + high) / 2
            if types[middle].tokens.lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        for candidate in stride(from: low - 1, through: 0, by: -1) where types[candidate].tokens.contains(index) {
            return candidate
        }
        return nil
    }
}
