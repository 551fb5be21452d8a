import L10nSourceParsing

/// The pieces a chain of `+` joins, each read for what it is, so `string-concatenation` decides by word order:
/// whether the chain fixes the order of words (a name and a localized verb, a number and a unit, a number and a noun
/// chosen by the count) or joins independent items (a tag's `#`, markup, a URL, a copyright line).
///
///     user.name + " " + String(localized: "feed.boosted")
///     // pieces: value 'user.name', space, localized 'feed.boosted'; operators: both `+`
///     String(value / 1000) + "K"
///     // pieces: number, suffix 'K'
///
/// A chain is the run of operands joined by `+` (not `+=`), each a postfix expression: a name, a member chain, a
/// call, a literal, a parenthesised group. Bounded to ``maximumPieces`` so hostile input stays linear.
struct JoinedPieces {
    enum Kind: Equatable {
        /// `String(localized: "feed.boosted")`, `NSLocalizedString(…)`, a variable holding one, and the text types
        /// made from one: `AttributedString(String(localized: …))`.
        case localized
        /// A literal with words: `"Hello "`, `"Removed: "`.
        case prose
        /// A literal of spaces only: `" "`.
        case space
        /// A literal of punctuation and spaces: `": "`, `", "`, `" · "`, `"/s"` is not one (it has a letter).
        case punctuation
        /// `"#"` or `"@"` alone: the prefix of a tag or a handle.
        case prefixSymbol
        /// Markup or a piece of a URL: `"<b>"`, `"</b>"`, `"https://"`, `"?q="`, `"&page="`.
        case markupOrURL
        /// A copyright line's literal: `"© \(year) "`, `"Copyright © 2024 "`.
        case copyright
        /// A unit or compact-number suffix written after a number: `"K"`, `"M"`, `" km"`, `"s"`, `" MB"`.
        case suffix
        /// A noun chosen by comparing a count: `(count == 1 ? a : b)`, or a variable set in both branches of
        /// `if count == 1 { … } else { … }`; the condition as written.
        case chosenByCount(condition: String)
        /// A number: `String(value / 1000)`, `subscriberCount`, `formatted`, `"\(count) "`, `3`.
        case number
        /// Anything else: a name, a call, a literal of a code.
        case value
    }

    struct Piece {
        var range: Range<Int>
        var kind: Kind
    }

    /// The pieces, in order; `operators[i]` joins `pieces[i]` and `pieces[i + 1]`.
    private(set) var pieces: [Piece] = []
    private(set) var operators: [Int] = []

    static let maximumPieces = 64

    /// The chain that the `+` at `plus` belongs to, its operands read within `bounds`.
    init(around plus: Int, within bounds: Range<Int>, in context: SiteContext) {
        let view = context.view
        guard let leftEnd = view.previous(plus), leftEnd >= bounds.lowerBound else { return }
        // Leftwards: operands joined by `+` before the first one.
        var start = view.postfixStart(endingAt: leftEnd)
        var firstOperator = plus
        var steps = 0
        while steps < Self.maximumPieces, let before = view.previous(start), before >= bounds.lowerBound,
            view.isOperator(before, "+"), let end = view.previous(before), end >= bounds.lowerBound
        {
            firstOperator = before
            start = view.postfixStart(endingAt: end)
            steps += 1
        }
        guard start >= bounds.lowerBound else { return }
        var ranges: [Range<Int>] = []
        var cursor = start
        var joining = firstOperator
        while ranges.count < Self.maximumPieces {
            let end = Self.operandEnd(from: cursor, limit: min(bounds.upperBound, joining + 1024), in: view)
            guard end > cursor else { break }
            ranges.append(cursor..<end)
            guard ranges.count < Self.maximumPieces, let next = view.next(end - 1), next < bounds.upperBound,
                view.isOperator(next, "+"),
                let operand = view.next(next), operand < bounds.upperBound
            else { break }
            operators.append(next)
            joining = next
            cursor = operand
        }
        guard ranges.count == operators.count + 1 else {
            operators = []
            return
        }
        // Names joined to names (`total + tip`, `a.x + b.y`) are arithmetic or text without words: read no further,
        // so the many `+` of numeric code cost no lookups.
        guard ranges.contains(where: { Self.mayHoldText($0, in: view) }) else {
            pieces = ranges.map { Piece(range: $0, kind: .value) }
            return
        }
        pieces = ranges.map { Piece(range: $0, kind: Self.kind(of: $0, in: context)) }
        // A variable chosen by a count is looked for only beside a number: the search reads back through the body.
        if pieces.contains(where: { $0.kind == .number }) {
            for position in pieces.indices where pieces[position].kind == .value {
                if let item = view.singleItem(pieces[position].range), context.tokens[item].kind == .identifier,
                    let condition = Self.countChoice(of: view.text(item), before: item, in: context)
                {
                    pieces[position].kind = .chosenByCount(condition: condition)
                }
            }
        }
    }

    /// The end (exclusive) of the postfix expression starting at `start`: a name or literal or group, then members,
    /// calls, subscripts and postfix `!` or `?`.
    static func operandEnd(from start: Int, limit: Int, in view: CodeView) -> Int {
        var cursor = start
        // A prefix operator (`-x`, `!flag`) belongs to its operand.
        while cursor < limit, view.tokens[cursor].kind == .operator, !view.isOperator(cursor, "+") { cursor += 1 }
        guard cursor < limit else { return start }
        var end = view.skip(cursor)
        while end < limit, let next = view.next(end - 1), next < limit {
            let last = view.tokens[end - 1]
            let token = view.tokens[next]
            let adjacent = last.range.upperBound == token.range.lowerBound
            if (view.isPunctuation(next, UInt8(ascii: "(")) || view.isPunctuation(next, UInt8(ascii: "[")))
                && token.line == last.line
            {
                end = view.skip(next)
            } else if view.isPunctuation(next, UInt8(ascii: ".")), let member = view.next(next), member < limit,
                view.tokens[member].kind == .identifier || view.tokens[member].kind == .keyword
            {
                end = member + 1
            } else if adjacent, view.isOperator(next, "!") || view.isOperator(next, "?") {
                end = next + 1
            } else {
                break
            }
        }
        return min(end, limit)
    }

    // MARK: What a piece is

    /// A literal, a call or a parenthesised group: a piece that can be text, a localized string or a choice.
    private static func mayHoldText(_ range: Range<Int>, in view: CodeView) -> Bool {
        // The top-level items one by one, without collecting them: most `+` join names.
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if view.tokens[cursor].kind == .stringOpen || view.isPunctuation(cursor, UInt8(ascii: "(")) { return true }
            cursor = view.skip(cursor)
        }
        return false
    }

    private static func kind(of range: Range<Int>, in context: SiteContext) -> Kind {
        let view = context.view
        if let item = view.singleItem(range), let literal = context.file.literal(at: item) {
            return literalKind(literal, in: context)
        }
        if isLocalizedCall(range, in: context) { return .localized }
        // A word picked by a count (`(n == 1 ? "file" : "files")`); not a separator picked by a position (pyconjp's
        // `(speakers.count - 1 == $1.offset ? "" : ", ")`, a list of names joined), which has no letter.
        if let item = view.singleItem(range), view.isPunctuation(item, UInt8(ascii: "(")), let close = view.matching(item),
            let condition = countComparison(in: item + 1..<close, in: context),
            // The two choices are the last literals (`(names["speakers"]?.count … ? "" : ", ")`: not the key read first).
            (item + 1..<close).filter({ context.tokens[$0].kind == .stringOpen }).suffix(2).contains(where: { index in
                context.file.literal(at: index).map { context.file.rendered($0).value.contains(where: \.isLetter) } == true
            })
        {
            return .chosenByCount(condition: condition)
        }
        return isNumberLike(range, in: context) ? .number : .value
    }

    private static func literalKind(_ literal: StringLiteral, in context: SiteContext) -> Kind {
        let (value, interpolations) = context.file.rendered(literal)
        let trimmed = value.trimmingSpaces()
        if trimmed.isEmpty { return .space }
        if trimmed.containsBytes("©") || trimmed.lowercased().hasPrefix("copyright") { return .copyright }
        if interpolations.isEmpty, isSuffix(value) { return .suffix }
        // Text in a script none of the app's languages is written in (GreekWordsA2's `Text("Ενεστώτας ")`, the Greek
        // tense beside its localized meaning) is content, a value like a name: no words of the app's to reorder.
        if interpolations.isEmpty, context.lint.isInDataScript(value) { return .value }
        // Words around a URL are a sentence: "Read more at https://" is prose.
        if TextClassifier.classify(value, fragment: true) == .prose { return .prose }
        if isMarkupOrURL(trimmed) { return .markupOrURL }
        if trimmed == "#" || trimmed == "@" || trimmed == "•" || trimmed == "·" || trimmed == "●" || isPictograph(trimmed) {
            return .prefixSymbol
        }
        if !interpolations.isEmpty {
            return interpolations.contains { isNumberLike($0, in: context) } ? .number : .value
        }
        return trimmed.unicodeScalars.contains { $0.isLetterFast || $0.isDigitASCII } ? .value : .punctuation
    }

    /// An emoji or a pictographic symbol alone (`"🤓"`, `"💡"`, `"✨"`), an icon put before a title; not an arrow
    /// (`"← "` points one way, which a right-to-left language turns round).
    static func isPictograph(_ text: String) -> Bool {
        guard text.utf8.first.map({ $0 >= 0x80 }) == true else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            let isArrow = (0x2190...0x21FF).contains(scalar.value) || (0x27F0...0x27FF).contains(scalar.value)
                || (0x2900...0x297F).contains(scalar.value) || (0x2B00...0x2BFF).contains(scalar.value)
            return !isArrow && (scalar.properties.isEmojiPresentation || scalar.properties.generalCategory == .otherSymbol)
                || scalar.value == 0xFE0F || scalar.value == 0x200D
        }
    }

    /// `<b>`, `</a>`, `https://`, `?q=`, `&page=`: markup or a URL being built, not words.
    static func isMarkupOrURL(_ text: String) -> Bool {
        if text.containsBytes("://") { return true }
        // A scheme that takes no `//` (Sim Daltonism's `"mailto:" + NSLocalizedString("sim-daltonism@michelf.ca", …)`).
        if ["mailto:", "tel:", "sms:", "facetime:", "maps:"].contains(where: text.hasPrefix) { return true }
        guard let first = text.utf8.first else { return false }
        if first == UInt8(ascii: "<") { return text.utf8.last == UInt8(ascii: ">") }
        return (first == UInt8(ascii: "?") || first == UInt8(ascii: "&")) && text.containsByte(UInt8(ascii: "="))
            && !text.containsByte(UInt8(ascii: " "))
    }

    /// Text written right after a number as its unit or compact suffix: `"K"`, `"M"`, `"B"`, `"s"`, `" km"`, `" MB"`.
    static func isSuffix(_ text: String) -> Bool {
        compactSuffixes.contains(text.trimmingSpaces()) || TextClassifier.abbreviatedUnit("0" + text) != nil
    }

    /// The letters short number formats write after thousands, millions, billions, trillions.
    static let compactSuffixes: Set<String> = ["K", "k", "M", "B", "Bn", "bn", "T"]

    /// A localized call (`String(localized:)`, `NSLocalizedString(…)`, `"Settings".localized`), or text of another
    /// type made from one: `AttributedString(String(localized: "a"))`. Variables are not followed: this runs for
    /// every `+` of a file, and looking a name up among the file's declarations each time would make it quadratic.
    static func isLocalizedCall(_ range: Range<Int>, in context: SiteContext) -> Bool {
        context.isLocalizedExpression(range, followingVariables: false) || isTextMadeFromLocalized(range, in: context)
    }

    /// `AttributedString(String(localized: "a"))`, `NSAttributedString(string: NSLocalizedString(…))`: text of
    /// another type made from a localized string.
    static func isTextMadeFromLocalized(_ range: Range<Int>, in context: SiteContext) -> Bool {
        let view = context.view
        guard let start = view.firstCode(in: range), context.tokens[start].kind == .identifier,
            attributedTypes.contains(view.text(start)), let open = view.callParenthesis(after: start),
            let close = view.matching(open), let first = view.arguments(open: open, close: close).first,
            !first.hasLabel || view.hasLabel(first, "string")
        else { return false }
        return context.isLocalizedExpression(first.expression, followingVariables: false)
    }

    static let attributedTypes: Set<String> = ["AttributedString", "NSAttributedString", "NSMutableAttributedString"]

    /// A number-like value: a number, arithmetic, a name that counts or measures (`subscriberCount`, `total`), or
    /// one that says it is formatted (`formatted`, `value.formatted()`). Declarations are not read (see
    /// ``isLocalizedCall(_:in:)``): a piece is a number here only beside a suffix or a word chosen by the count,
    /// which say so themselves.
    static func isNumberLike(_ range: Range<Int>, in context: SiteContext) -> Bool {
        let view = context.view
        return range.contains { index in
            let token = context.tokens[index]
            switch token.kind {
            case .number: return true
            case .operator:
                return view.isOperator(index, "/") || view.isOperator(index, "*") || view.isOperator(index, "%")
            case .identifier:
                let name = view.text(index)
                let words = IdentifierWords.of(name)
                if words.last == "formatted" || name == "formatted" { return true }
                return words.contains(where: numberHints.contains)
            default: return false
            }
        }
    }

    /// Words of an identifier that mark a number: `count`, `itemCount`, `numberOfGuests`, `totalPrice`.
    static let numberHints: Set<String> = [
        "count", "total", "number", "amount", "quantity", "num", "minutes", "hours", "days", "weeks", "months",
        "years", "seconds", "price", "distance", "rating", "score", "percent", "percentage", "age", "size",
        "length", "calories", "guests", "people", "stars", "points", "steps",
    ]

    /// The condition of a ternary in `range` when it compares a value to `1` (`count == 1`, `n > 1`): the choice of
    /// a singular or a plural word.
    private static func countComparison(in range: Range<Int>, in context: SiteContext) -> String? {
        let view = context.view
        let items = view.topLevel(range)
        guard let question = items.firstIndex(where: { TextExpression.isTernary($0, in: view) }), question > 0 else {
            return nil
        }
        // Branches that are numbers choose a number, not a word (`partial + (next == last + 1 ? 1 : 0)`, LaunchNext's
        // fuzzy matcher's score).
        let branches = items[(question + 1)...]
        guard branches.contains(where: { view.tokens[$0].kind != .number && view.tokens[$0].kind != .operator && view.tokens[$0].kind != .punctuation })
        else { return nil }
        let condition = range.lowerBound..<items[question]
        return comparesToOne(condition, in: view) ? context.file.sourceText(of: condition).trimmingSpaces() : nil
    }

    /// Whether the tokens compare something to the number `1`: `count == 1`, `1 < n`, `items.count != 1`.
    private static func comparesToOne(_ range: Range<Int>, in view: CodeView) -> Bool {
        range.contains { index in
            guard TextExpression.isComparison(index, in: view) else { return false }
            let neighbours = [view.previous(index), view.next(index)].compactMap { $0 }
            return neighbours.contains { view.tokens[$0].kind == .number && view.text($0) == "1" }
        }
    }

    /// `let noun: String; if count == 1 { noun = … } else { noun = … }`: when the variable `name` is assigned in an
    /// `if` whose condition compares a count to `1` before `index`, that condition. Reads at most
    /// ``countChoiceReach`` tokens back.
    static func countChoice(of name: String, before index: Int, in context: SiteContext) -> String? {
        let view = context.view
        var cursor = max(index - countChoiceReach, 0)
        while cursor < index {
            guard view.token(cursor, is: "if"), context.tokens[cursor].kind == .keyword else {
                cursor += 1
                continue
            }
            var open = cursor + 1
            while open < index, !view.isPunctuation(open, UInt8(ascii: "{")) { open = view.skip(open) }
            guard open < index, let close = view.matching(open), close < index else { return nil }
            let condition = cursor + 1..<open
            if comparesToOne(condition, in: view), assigns(name, in: open + 1..<close, in: view) {
                return context.file.sourceText(of: condition).trimmingSpaces()
            }
            cursor = open + 1
        }
        return nil
    }

    static let countChoiceReach = 400

    /// Whether `name = …` occurs in the tokens with text on its line (`noun = "file"`, `noun =
    /// String(localized: "cart.item")`): a word given to the name, not a number (dauphin's `let vGap = max(0,
    /// verticalGap)` in a branch of `if position.totalColumns == 1`, a layout's arithmetic).
    private static func assigns(_ name: String, in range: Range<Int>, in view: CodeView) -> Bool {
        range.contains { index in
            guard view.tokens[index].kind == .identifier, !view.followsDot(index), view.text(index) == name,
                let assign = view.next(index), view.isOperator(assign, "=")
            else { return false }
            let line = view.tokens[assign].line
            var cursor = view.next(assign)
            while let token = cursor, token < range.upperBound, view.tokens[token].line == line {
                if view.tokens[token].kind == .stringOpen { return true }
                cursor = view.next(token)
            }
            return false
        }
    }
}
