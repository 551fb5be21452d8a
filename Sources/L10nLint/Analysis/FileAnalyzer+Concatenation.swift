/// `string-concatenation`: `+`, `+=` and `append` that assemble user-facing text from pieces.
extension FileAnalyzer {
    mutating func concatenation(at index: Int, _ message: String) {
        guard !regions.isExcluded(index), reportedConcatenation.insert(index) else { return }
        findings.append(
            RawFinding(
                ruleID: context.stringConcatenationID, line: tokens[index].line, column: tokens[index].column,
                message: message, key: nil))
    }

    /// `+` or `+=` anywhere: reported when an operand is a localized string or `Text` joined to another `Text`.
    mutating func plus(_ index: Int) {
        guard !reportedConcatenation.contains(index), !regions.isExcluded(index),
            let leftEnd = view.previous(index), let rightStart = view.next(index)
        else { return }
        // Report a chain once: skip when the left operand itself follows a reported `+`.
        let leftStart = operandStart(endingAt: leftEnd)
        if let before = view.previous(leftStart), reportedConcatenation.contains(before) {
            reportedConcatenation.insert(index)
            return
        }
        let left = operandKind(start: leftStart, end: leftEnd)
        let right = operandKind(start: rightStart, end: nil)
        let joinsTexts = left == .text && right == .text
        let textsHaveWords = joinsTexts && (textHasWords(leftStart) || textHasWords(rightStart))
        let localized = left == .localized || right == .localized
        guard textsHaveWords || localized, !insideLogging(index) else { return }
        let what = joinsTexts ? "'Text' + 'Text' builds a sentence from pieces" : "a localized string is joined with '\(view.text(index))'"
        concatenation(at: index, what + "; localize the whole sentence as one string with placeholders")
    }

    enum OperandKind { case text, localized, other }

    /// The first token of the postfix expression ending at `end`: `Text("a").bold()` from `)`.
    func operandStart(endingAt end: Int) -> Int {
        var cursor = end
        var steps = 0
        while steps < 64 {
            steps += 1
            var start = cursor
            if tokens[cursor].kind == .punctuation, let opener = view.matching(cursor), opener < cursor {
                start = opener
            } else if tokens[cursor].kind == .stringClose || tokens[cursor].kind == .stringText {
                // Walk back to the literal's opening token.
                var back = cursor
                while back > 0, tokens[back].kind != .stringOpen || view.matching(back)! < cursor { back -= 1 }
                start = back
            }
            guard let before = view.previous(start) else { return start }
            if tokens[start].kind == .punctuation, view.isPunctuation(start, UInt8(ascii: "(")),
                tokens[before].kind == .identifier
            {
                cursor = before
                continue
            }
            if view.isPunctuation(before, UInt8(ascii: ".")), let object = view.previous(before) {
                cursor = object
                continue
            }
            if tokens[start].kind == .identifier, view.isPunctuation(before, UInt8(ascii: ".")) {
                cursor = before
                continue
            }
            return start
        }
        return cursor
    }

    // Inlined: called from mutating methods, an outlined call would copy the whole analyzer first.
    @inline(__always)
    func operandKind(start: Int, end: Int?) -> OperandKind {
        guard tokens[start].kind == .identifier, let open = view.callParenthesis(after: start),
            let close = view.matching(open)
        else { return .other }
        if view.token(start, is: "Text") {
            let arguments = view.arguments(open: open, close: close)
            if let first = arguments.first {
                if view.hasLabel(first, "verbatim") { return .other }
                // Text(Image(systemName: "star")) is an icon, not words.
                if !first.hasLabel, let head = view.firstCode(in: first.expression), view.token(head, is: "Image") {
                    return .other
                }
            }
            return .text
        }
        return isLocalizedCall(start, open: open, close: close) ? .localized : .other
    }

    /// `Text("…")` with a literal that has words or is a key, or with a localized call.
    func textHasWords(_ start: Int) -> Bool {
        guard let open = view.callParenthesis(after: start), let close = view.matching(open) else { return false }
        return containsWordsOrLocalized(open + 1..<close, keysCount: true)
    }

    /// True for `String(localized:…)`, `AttributedString(localized:…)`, `LocalizedStringResource(…)` and
    /// `NSLocalizedString(…)`: the name and the first argument's label compared on their bytes, without a `String`
    /// for the name or an array of the arguments.
    func isLocalizedCall(_ start: Int, open: Int, close: Int) -> Bool {
        guard let kind = referenceKind(at: start) else { return false }
        if kind == .stringLocalized {
            let label = view.firstArgumentLabel(open: open, close: close)
            return label >= 0 && view.token(label, is: "localized")
        }
        return true
    }

    func isLocalizedExpression(_ range: Range<Int>) -> Bool {
        for item in view.topLevel(range) where tokens[item].kind == .identifier {
            if let open = view.callParenthesis(after: item), let close = view.matching(open),
                isLocalizedCall(item, open: open, close: close)
            {
                return true
            }
        }
        return false
    }

    /// True when the expression has a literal with words (or, with `keysCount`, a key), or a localized call.
    func containsWordsOrLocalized(_ range: Range<Int>, keysCount: Bool = false) -> Bool {
        for item in view.topLevel(range) {
            if let literal = view.literal(at: item) {
                let kind = TextClassifier.classify(rendered(literal).value, fragment: true)
                if kind == .prose || (keysCount && kind == .key) { return true }
            } else if tokens[item].kind == .identifier, let open = view.callParenthesis(after: item),
                let close = view.matching(open), isLocalizedCall(item, open: open, close: close)
            {
                return true
            }
        }
        return false
    }

    /// True when an interpolation holds a number-like value (`count`, `total`, `items.count`, `3`) or a
    /// localized string: the two cases where splicing breaks grammar in other languages.
    func splicesNumberOrLocalized(_ range: Range<Int>) -> Bool {
        for index in range {
            let token = tokens[index]
            if token.kind == .number { return true }
            guard token.kind == .identifier else { continue }
            // On the name's bytes: its words (ASCII, so the same as those of its `String`) looked up lowered.
            if source.bytes[token.range].withUnsafeBufferPointer(Self.hasNumberHint) { return true }
            if referenceKind(at: index) != nil { return true }
        }
        return false
    }

    /// True when a word of the identifier (``KeySuggestion/forEachWord(inIdentifier:_:)``), lower-cased, is one
    /// of ``numberHints``: `KeySuggestion.words(inIdentifier:)` and the set, without a `String` per word.
    static func hasNumberHint(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let table = numberHintTable
        var found = false
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: numberHintLength) { lowered in
            KeySuggestion.forEachWord(inIdentifier: name) { word in
                guard !found, word.count <= numberHintLength else { return }
                for offset in 0..<word.count {
                    let byte = word[offset]
                    lowered[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                }
                if table.index(of: UnsafeBufferPointer(rebasing: lowered[..<word.count])) != nil { found = true }
            }
        }
        return found
    }

    /// ``numberHints`` looked up by bytes.
    static let numberHintTable = NameTable(numberHints.sorted())
    /// The longest of ``numberHints``, in bytes: a longer word is none of them.
    static let numberHintLength = numberHints.map(\.utf8.count).max() ?? 0

    /// Words of an identifier that mark a number: `count`, `itemCount`, `numberOfGuests`, `totalPrice`.
    static let numberHints: Set<String> = [
        "count", "total", "number", "amount", "quantity", "num", "minutes", "hours", "days", "weeks", "months",
        "years", "seconds", "price", "distance", "rating", "score", "percent", "percentage", "age", "size",
        "length", "calories", "guests", "people", "stars", "points", "steps",
    ]

    /// Logging and assertion calls whose text nobody localizes.
    static let loggingCalls: Set<String> = [
        "print", "debugPrint", "dump", "NSLog", "os_log", "fatalError", "assert", "assertionFailure",
        "precondition", "preconditionFailure", "log", "debug", "info", "notice", "warning", "error", "fault",
        "trace", "critical", "Logger",
    ]

    /// True when the token sits in the arguments of a logging call.
    func insideLogging(_ index: Int) -> Bool {
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 4000 {
            steps += 1
            if view.isPunctuation(cursor, UInt8(ascii: "(")), let close = view.matching(cursor), close > index,
                let name = view.previous(cursor)
            {
                if tokens[name].kind == .identifier, Self.loggingCalls.contains(view.text(name)) { return true }
            }
            if tokens[cursor].kind == .punctuation, let opener = view.matching(cursor), opener < cursor {
                cursor = opener - 1
                continue
            }
            if view.isPunctuation(cursor, UInt8(ascii: "{")) || view.isPunctuation(cursor, UInt8(ascii: ";")) {
                return false
            }
            cursor -= 1
        }
        return false
    }
}
