/// Which parts of an expression given to the user can reach the screen: the one model the lint
/// (``SiteContext/textParts(of:)``), the project index (``FileFacts``, which values a user-facing API shows) and the
/// key references (``SiteWalker``, the literals of a `LocalizedStringKey` position) read an expression by.
///
/// Of the expression's top-level items, the shown ones are those past a ternary's condition — each branch, each
/// `??` fallback — except a side of a comparison (a `Bool`, never text) and a member's name after `.` (part of
/// the value before it). An item that is a literal is shown with the text chosen inside its interpolations, read
/// the same way; a parenthesised group is read the same way. Values a body gives (each `return`, each `switch`
/// clause) are ``ValueExpressions``.
///
///     isOn ? "On" : "Off"            // "On", "Off" — not `isOn`
///     name ?? "Guest"                // name, "Guest"
///     role == "Admin" ? a : b        // a, b — not the condition, and never "Admin"
///     "Low: \(on ? "On" : "Off")"    // the literal, then (inside it) "On", "Off"
package struct TextExpression {
    /// The expression's top-level tokens (nested brackets and literals count as their first token).
    package let items: [Int]
    /// The position in ``items`` where the shown part starts: the ternary's `?` when there is one, else 0. The
    /// shown parts are the positions from here on that ``isShown(_:)`` accepts (read in a loop, without an array:
    /// every user text of every file goes through here).
    ///
    ///     for position in expression.shownStart..<expression.items.count where expression.isShown(position) { … }
    package let shownStart: Int
    private let view: CodeView

    package init(_ range: Range<Int>, in view: CodeView) {
        self.view = view
        items = view.topLevel(range)
        shownStart = items.firstIndex { Self.isTernary($0, in: view) } ?? 0
    }

    /// Whether the item at `position` can reach the screen: past the condition, not a side of a comparison, not a
    /// member's name.
    package func isShown(_ position: Int) -> Bool {
        guard position >= shownStart else { return false }
        if position > 0 {
            let previous = items[position - 1]
            if Self.isComparison(previous, in: view) || view.isPunctuation(previous, UInt8(ascii: ".")) { return false }
        }
        if position + 1 < items.count, Self.isComparison(items[position + 1], in: view) { return false }
        return true
    }

    /// Whether the item at `position` is one of several alternatives the expression chooses between: it follows a
    /// `??`, a ternary's `?` or its `:` (`isOn ? "a.on" : "a.off"`, `name ?? "a.none"`).
    package func isAlternative(_ position: Int) -> Bool {
        guard position > 0 else { return false }
        let previous = items[position - 1]
        return view.isOperator(previous, "??") || view.isPunctuation(previous, UInt8(ascii: ":"))
            || Self.isTernary(previous, in: view)
    }

    /// A ternary's `?`: spaced before, unlike optional chaining's (`a?.b`).
    package static func isTernary(_ index: Int, in view: CodeView) -> Bool {
        view.isOperator(index, "?") && Self.isSpaced(before: index, in: view)
    }

    /// True when blank space comes right before token `index` (a spaced `?` is a ternary, not optional chaining).
    static func isSpaced(before index: Int, in view: CodeView) -> Bool {
        index > 0 && view.tokens[index - 1].range.upperBound < view.tokens[index].range.lowerBound
    }

    /// `==`, `!=`, `~=`, `<`, `>`, `<=`, `>=` or `===` at `index` (read on its bytes: no `String` is made).
    package static func isComparison(_ index: Int, in view: CodeView) -> Bool {
        let token = view.tokens[index]
        guard token.kind == .operator else { return false }
        let bytes = view.bytes[token.range]
        let first = bytes[bytes.startIndex]
        switch bytes.count {
        case 1: return first == UInt8(ascii: "<") || first == UInt8(ascii: ">")
        case 2:
            return bytes[bytes.startIndex + 1] == UInt8(ascii: "=")
                && (first == UInt8(ascii: "=") || first == UInt8(ascii: "!") || first == UInt8(ascii: "~")
                    || first == UInt8(ascii: "<") || first == UInt8(ascii: ">"))
        case 3: return bytes.allSatisfy { $0 == UInt8(ascii: "=") }
        default: return false
        }
    }
}
