/// Text that reaches a user-facing API: the `hardcoded-string` findings, and sentences assembled from pieces.
extension FileAnalyzer {
    /// Reports prose literals that reach a user-facing API directly, through `??`, or as a ternary branch, and
    /// sentences assembled with `+` or interpolation.
    mutating func userFacingExpression(_ range: Range<Int>, api: UserFacingAPI, apiName: String) {
        // The common case, one literal: no operators to look at.
        if let item = view.singleItem(range), let literal = view.literal(at: item) {
            literalReachesUI(literal, at: item, api: api, apiName: apiName)
            return
        }
        // Nothing to report without a literal or a `+` (a literal: the text itself, or `String(format:)`'s).
        if !hasLiteralOrPlus(range) { return }
        var items: [Int] = []
        swap(&items, &itemScratch)
        view.topLevel(range, into: &items)
        defer { itemScratch = items }
        guard !items.isEmpty else { return }
        let ternary = items.firstIndex { view.isOperator($0, "?") && isSpacedBefore($0) }
        if let plus = items.first(where: { view.isOperator($0, "+") }) {
            if containsWordsOrLocalized(range) {
                concatenation(
                    at: plus,
                    "user-facing text in '\(apiName)' is joined with '+'; localize the whole sentence as one string with placeholders"
                )
            }
            return
        }
        for (position, item) in items.enumerated() {
            if let ternary, position < ternary { continue }  // the condition, not the text
            guard let literal = view.literal(at: item) else {
                // String(format: "%d restaurants", count): the format is the text people read.
                if tokens[item].kind == .identifier, view.token(item, is: "String"),
                    let open = view.callParenthesis(after: item), let close = view.matching(open),
                    let label = view.firstCode(in: open + 1..<close), view.token(label, is: "format"),
                    let first = view.arguments(open: open, close: close).first, view.hasLabel(first, "format"),
                    let formatItem = view.singleItem(first.expression), let format = view.literal(at: formatItem)
                {
                    literalReachesUI(format, at: formatItem, api: api, apiName: apiName)
                }
                continue
            }
            if position > 0, isComparison(items[position - 1]) { continue }
            if position + 1 < items.count, isComparison(items[position + 1]) { continue }
            literalReachesUI(literal, at: item, api: api, apiName: apiName)
        }
    }

    mutating func literalReachesUI(_ literal: StringLiteral, at item: Int, api: UserFacingAPI, apiName: String) {
        // The usual case, a key such as `"home.title.text"`: not prose, decided on the bytes without a `String`.
        if let range = source.plainTextRange(of: literal) {
            if TextClassifier.isDottedKeyOfThreeOrMoreSegments(source.bytes[range]) { return }
            // Short ASCII text (most literals) is classified, quoted and keyed on its bytes: the steps below, in
            // their order, without a `String` of the value (a catalog's formats are looked up by `String`).
            if let isProse = Self.plainASCIIIsProse(source.bytes[range]) {
                if !isProse { return }
                if !(api.localizesKeys && catalogFormats != nil) {
                    if reported.insert(item) {
                        let prefix = keyPrefix(forTypeAt: item)
                        findings.append(
                            RawFinding(
                                ruleID: context.hardcodedStringID, line: tokens[item].line,
                                column: tokens[item].column,
                                message: Self.hardcodedStringMessage(
                                    plainASCII: source.bytes[range], apiName: apiName, prefix: prefix,
                                    element: api.element),
                                key: nil))
                    }
                    return
                }
            }
        }
        // `Text("cart.items \(count)")`: a dotted key with arguments (a plural or format string in the catalog).
        // Nothing is reported for it whatever its rendered value, so this is decided before rendering.
        if hasInterpolation(literal), asciiKeyWithArguments(literal) ?? isKeyWithArguments(literal) { return }
        let (value, interpolations) = rendered(literal)
        guard TextClassifier.classify(value) == .prose else { return }
        if api.localizesKeys, let catalogFormats, catalogFormats.contains(formatKey(literal)) { return }
        let shown = interpolations.isEmpty ? value : sourceText(of: literal)
        if reported.insert(item) {
            // The suggested key is built only for a finding that is reported.
            let prefix = keyPrefix(forTypeAt: item)
            findings.append(
                RawFinding(
                    ruleID: context.hardcodedStringID, line: tokens[item].line, column: tokens[item].column,
                    message: Self.hardcodedStringMessage(
                        shown: shown, apiName: apiName, prefix: prefix, element: api.element, text: value),
                    key: nil))
        }
        if interpolations.contains(where: { splicesNumberOrLocalized($0) }) {
            concatenation(at: item, Self.splicedInterpolationMessage(shown: shown))
        }
    }

    /// The suggested-key prefix for a finding at token `item`: from the innermost type around it, else the file
    /// name; built once per type (or once for the file) and kept.
    mutating func keyPrefix(forTypeAt item: Int) -> KeySuggestion.KeyPrefix {
        let typeIndex = regions.types.isEmpty ? -1 : innermostTypes.type(at: item, in: regions.types)
        // Filled by appending into reserved room (a generic `Array(repeating:count:)` costs a type-metadata lookup).
        if prefixCache.isEmpty { prefixCache.reserveCapacity(regions.types.count + 1) }
        while prefixCache.count <= typeIndex + 1 { prefixCache.append(nil) }
        if let cached = prefixCache[typeIndex + 1] { return cached }
        let prefix: KeySuggestion.KeyPrefix
        if typeIndex >= 0 {
            // From the name token's bytes: no `String` for the name.
            let name = tokens[regions.types[typeIndex].nameToken].range
            prefix = source.bytes[name].withUnsafeBufferPointer { KeySuggestion.KeyPrefix(typeName: $0) }
        } else {
            prefix = KeySuggestion.KeyPrefix(type: nil, file: path)
        }
        prefixCache[typeIndex + 1] = prefix
        return prefix
    }

    /// True when the literal's only text, around its interpolations, is a dotted key: `"cart.items \(count)"`,
    /// `"\(name) profile.greeting"`. Such a literal names a catalog entry whose value has the placeholders.
    func isKeyWithArguments(_ literal: StringLiteral) -> Bool {
        if isPlainASCII(literal) {
            // On the bytes: each text token is one segment unless two follow each other (then the general path).
            var key: Range<Int>?
            var texts = 0
            var merges = false
            forEachPart(of: literal) { range, followsText in
                if followsText { merges = true }
                var start = range.lowerBound
                var end = range.upperBound
                while start < end, Self.isASCIISpace(source.bytes[start]) { start += 1 }
                while end > start, Self.isASCIISpace(source.bytes[end - 1]) { end -= 1 }
                guard start < end else { return }
                texts += 1
                key = start..<end
            } interpolation: { _ in }
            if !merges {
                guard texts == 1, let key else { return false }
                return source.bytes[key].withUnsafeBufferPointer { TextClassifier.isDottedKey($0) }
            }
        }
        var key: String?
        for segment in source.segments(of: literal) {
            guard case .text(let text) = segment else { continue }
            let trimmed = text.trimmingSpaces()
            if trimmed.isEmpty { continue }
            if key != nil { return false }
            key = trimmed
        }
        return key.map(TextClassifier.isDottedKey) ?? false
    }

    /// ``isKeyWithArguments(_:)`` in one pass through the tokens' and bytes' storage, for a one-line literal whose
    /// text tokens are ASCII without a backslash and never follow each other (each is then one segment, its bytes
    /// its text); nil for any other literal, which ``isKeyWithArguments(_:)`` decides.
    func asciiKeyWithArguments(_ literal: StringLiteral) -> Bool? {
        guard !literal.isMultiline else { return nil }
        return tokens.withUnsafeBufferPointer { tokens in
            source.bytes.withUnsafeBufferPointer { bytes -> Bool? in
                var key = 0..<0
                var texts = 0
                var followsText = false
                var index = literal.tokens.lowerBound + 1
                let end = literal.tokens.upperBound
                while index < end {
                    let token = tokens[index]
                    switch token.kind {
                    case .stringText:
                        if followsText { return nil }
                        let range = token.range
                        for offset in range where bytes[offset] >= 0x80 || bytes[offset] == 0x5C { return nil }
                        var start = range.lowerBound
                        var last = range.upperBound
                        while start < last, Self.isASCIISpace(bytes[start]) { start += 1 }
                        while last > start, Self.isASCIISpace(bytes[last - 1]) { last -= 1 }
                        if start < last {
                            texts += 1
                            key = start..<last
                        }
                        followsText = true
                        index += 1
                    case .interpolationOpen:
                        // As ``forEachPart(of:text:interpolation:)`` steps over an interpolation.
                        let closing = Int(token.closingIndex)
                        index = (closing > index && closing < end ? closing : end) + 1
                        followsText = false
                    default:
                        index += 1
                    }
                }
                return texts == 1 && TextClassifier.isDottedKey(UnsafeBufferPointer(rebasing: bytes[key]))
            }
        }
    }

    /// The ASCII bytes ``String/trimmingSpaces()`` trims: space, tab, line feed, vertical tab, form feed, return.
    static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    func isComparison(_ index: Int) -> Bool {
        guard tokens[index].kind == .operator else { return false }
        return view.isOperator(index, "==") || view.isOperator(index, "!=") || view.isOperator(index, "~=")
            || view.isOperator(index, "<") || view.isOperator(index, ">") || view.isOperator(index, "<=")
            || view.isOperator(index, ">=") || view.isOperator(index, "===")
    }

    func isSpacedBefore(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].range.upperBound < tokens[index].range.lowerBound
    }
}
