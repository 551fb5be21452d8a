/// The expressions a body gives as its value: each `return …`, the sole expression of a single-expression body,
/// and each clause of a `switch` used as a value (`case .newest: "Newest first"`). Returns inside closures belong
/// to the closures and are left out.
///
///     var label: String {
///         switch self {
///         case .newest: return "Newest first"   // a value expression
///         case .oldest: "Oldest first"          // a value expression
///         }
///     }
package enum ValueExpressions {
    package static func of(body: ClosedRange<Int>, in file: SourceFile) -> [Range<Int>] {
        let view = file.view
        let tokens = file.tokens
        let inner = (body.lowerBound + 1)..<body.upperBound
        guard let first = view.firstCode(in: inner) else { return [] }
        var result: [Range<Int>] = []
        if tokens[first].kind != .keyword || view.token(first, is: "self") || view.token(first, is: "try") {
            let end = view.expressionEnd(from: first)
            if end >= body.upperBound { return [first..<body.upperBound] }
        }
        var stack: [(open: Int, kind: BraceKind)] = []
        var index = inner.lowerBound
        while index < inner.upperBound {
            let token = tokens[index]
            if token.kind == .punctuation {
                if view.isPunctuation(index, UInt8(ascii: "{")) {
                    stack.append((index, kind(ofBrace: index, after: body.lowerBound, in: view)))
                } else if view.isPunctuation(index, UInt8(ascii: "}")) {
                    _ = stack.popLast()
                }
                index += 1
                continue
            }
            guard token.kind == .keyword, !stack.contains(where: { $0.kind == .closure }) else {
                index += 1
                continue
            }
            if view.token(index, is: "return") {
                let end = view.expressionEnd(from: index + 1)
                if index + 1 < end, tokens[index + 1].line == token.line { result.append(index + 1..<end) }
            } else if view.token(index, is: "case") || view.token(index, is: "default"), stack.last?.kind == .switch,
                let colon = caseColon(after: index, in: view, limit: inner.upperBound),
                let start = view.next(colon), start < inner.upperBound, tokens[start].kind != .keyword
            {
                let end = view.expressionEnd(from: start)
                // Only a clause that is one expression is a value (`case .a: "A"`, not `case .a: doThis(); "A"`).
                if let after = view.next(end - 1), after <= inner.upperBound,
                    after == inner.upperBound || view.token(after, is: "case") || view.token(after, is: "default")
                        || view.isPunctuation(after, UInt8(ascii: "}"))
                {
                    result.append(start..<end)
                }
            }
            index += 1
        }
        return result
    }

    /// The values of a collection literal: each element of an array, each value of a dictionary; empty when
    /// `expression` is not one `[…]`.
    ///
    ///     [.light: "Light", .dark: "Dark"]   // the tokens of "Light" and of "Dark"
    package static func elements(of expression: Range<Int>, in file: SourceFile) -> [Range<Int>] {
        let view = file.view
        guard let open = view.singleItem(expression), view.isPunctuation(open, UInt8(ascii: "[")),
            let close = view.matching(open), close > open
        else { return [] }
        return view.arguments(open: open, close: close).map { element in
            let colon = view.topLevel(element.expression).first { view.isPunctuation($0, UInt8(ascii: ":")) }
            return colon.map { $0 + 1..<element.expression.upperBound } ?? element.expression
        }
    }

    private enum BraceKind { case closure, `switch`, control }

    /// Whether the `{` at `open` starts a closure, a `switch` body or another control-flow block: the statement it
    /// belongs to is read backwards to its start.
    private static func kind(ofBrace open: Int, after start: Int, in view: CodeView) -> BraceKind {
        guard let previous = view.previous(open), previous > start else { return .control }
        if view.tokens[previous].kind == .punctuation, !view.isPunctuation(previous, UInt8(ascii: ")")),
            !view.isPunctuation(previous, UInt8(ascii: "]"))
        {
            return .closure  // `(`, `,`, `:`, `=`-like punctuation right before: an argument or value
        }
        if view.isOperator(previous, "=") || view.token(previous, is: "return") || view.token(previous, is: "in") {
            return .closure
        }
        if view.token(previous, is: "else") || view.token(previous, is: "do") || view.token(previous, is: "repeat")
            || view.token(previous, is: "defer")
        {
            return .control
        }
        var cursor = previous
        for _ in 0..<200 {
            let token = view.tokens[cursor]
            if token.kind == .keyword {
                switch view.text(cursor) {
                case "switch": return .switch
                case "if", "guard", "for", "while", "catch", "else": return .control
                case "let", "var":
                    // `if let size = image?.size {`, `guard case let … else {`, `if a, let b = c {`: a condition's binding.
                    if let before = view.previous(cursor),
                        view.token(before, is: "if") || view.token(before, is: "guard") || view.token(before, is: "while")
                            || view.token(before, is: "case") || view.isPunctuation(before, UInt8(ascii: ","))
                    {
                        break
                    }
                    return .closure
                case "return": return .closure
                default: break
                }
            }
            if view.isPunctuation(cursor, UInt8(ascii: "{")) || view.isPunctuation(cursor, UInt8(ascii: "}"))
                || view.isPunctuation(cursor, UInt8(ascii: ";"))
            {
                return .closure
            }
            var back = cursor
            if token.kind == .punctuation, let opener = view.matching(cursor), opener < cursor { back = opener }
            guard let before = view.previous(back), before > start else { return .closure }
            cursor = before
        }
        return .closure
    }

    /// The `:` ending the `case …` or `default` label at `keyword`.
    private static func caseColon(after keyword: Int, in view: CodeView, limit: Int) -> Int? {
        var cursor = keyword + 1
        while cursor < limit {
            if view.isPunctuation(cursor, UInt8(ascii: ":")) { return cursor }
            if view.isPunctuation(cursor, UInt8(ascii: "{")) || view.isPunctuation(cursor, UInt8(ascii: "}")) {
                return nil
            }
            cursor = view.skip(cursor)
        }
        return nil
    }
}
