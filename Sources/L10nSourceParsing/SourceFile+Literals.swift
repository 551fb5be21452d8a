/// A literal's value as the rules read it, and how findings quote it.
extension SourceFile {
    /// The literal opening at token `index`, if any.
    @inlinable public func literal(at index: Int) -> StringLiteral? { view.literal(at: index) }

    /// The literal's text with each interpolation as `0` (a number counts as no word), and the interpolations.
    ///
    ///     "\(count) restaurants"  →  ("0 restaurants", [tokens of `count`])
    package func rendered(_ literal: StringLiteral) -> (value: String, interpolations: [Range<Int>]) {
        if let plain = source.plainText(of: literal) { return (plain, []) }
        var value = ""
        var interpolations: [Range<Int>] = []
        for segment in source.segments(of: literal) {
            switch segment {
            case .text(let text): value += text
            case .interpolation(let range):
                value += "0"
                interpolations.append(range)
            }
        }
        return (value, interpolations)
    }

    /// The key Xcode would extract from the literal: interpolations as `%@`, and an App Intents parameter key
    /// path as `${name}` (`Summary("Send \(\.$file) to \(\.$folder)")` → `Send ${file} to ${folder}`).
    package func formatKey(_ literal: StringLiteral) -> String {
        if let plain = source.plainText(of: literal) { return plain }
        var value = ""
        let segments = source.segments(of: literal)
        // Interpolated, the text's own `%` is written `%%` (SwiftUI's `LocalizedStringKey` and Xcode's extraction:
        // `Text("\(done)% Finished")` is the key `%lld%% Finished`); a literal without interpolation keeps it as
        // written (`NSLocalizedString("%1$@ failed.\n\n%2$@", …)` is its own key).
        let escapesPercent = segments.contains { if case .interpolation = $0 { true } else { false } }
        for segment in segments {
            switch segment {
            case .text(let text):
                // A `%` is a byte of its own: a text without the byte (most) is not searched for it.
                let hasPercent = escapesPercent && text.utf8.contains(UInt8(ascii: "%")) && text.contains("%")
                value += hasPercent ? String(text.flatMap { $0 == "%" ? ["%", "%"] : [$0] }) : text
            case .interpolation(let range): value += parameterKeyPath(range).map { "${\($0)}" } ?? "%@"
            }
        }
        return value
    }

    /// True when the literal interpolates a value (not only App Intents parameter key paths, which its key spells
    /// out): then its key holds `%@` where Xcode writes the specifier of the value's type.
    package func interpolatesValues(_ literal: StringLiteral) -> Bool {
        // Most literals interpolate nothing: answered from their tokens, without decoding their text.
        guard hasInterpolation(literal) else { return false }
        return source.segments(of: literal).contains { segment in
            if case .interpolation(let range) = segment { return parameterKeyPath(range) == nil }
            return false
        }
    }

    /// `\.$file` (an App Intent's parameter): `file`.
    private func parameterKeyPath(_ range: Range<Int>) -> String? {
        let code = range.filter { !tokens[$0].isComment }
        guard code.count == 3, view.isPunctuation(code[0], UInt8(ascii: "\\")), view.isPunctuation(code[1], UInt8(ascii: ".")),
            tokens[code[2]].kind == .identifier
        else { return nil }
        let name = view.text(code[2])
        return name.hasPrefix("$") ? String(name.dropFirst()) : nil
    }

    /// True when the literal interpolates anything.
    package func hasInterpolation(_ literal: StringLiteral) -> Bool {
        literal.tokens.contains { tokens[$0].kind == .interpolationOpen }
    }

    /// True when the literal's only text, around its interpolations, is a dotted key: `"cart.items \(count)"`,
    /// `"\(name) profile.greeting"`. Such a literal names a catalog entry whose value has the placeholders.
    package func isKeyWithArguments(_ literal: StringLiteral) -> Bool {
        var key: String?
        for case .text(let text) in source.segments(of: literal) {
            let trimmed = text.trimmingSpaces()
            if trimmed.isEmpty { continue }
            if key != nil { return false }
            key = trimmed
        }
        return key.map(TextClassifier.isDottedKey) ?? false
    }

    /// The literal as written between its delimiters, spaces trimmed: `\(count) restaurants`.
    package func sourceText(of literal: StringLiteral) -> String {
        let first = tokens[literal.openToken].range.upperBound
        let lastToken = tokens[literal.tokens.upperBound - 1]
        let last = literal.isTerminated ? lastToken.range.lowerBound : lastToken.range.upperBound
        guard first <= last else { return "" }
        return String(decoding: source.bytes[first..<last], as: UTF8.self).trimmingSpaces()
    }

    /// The source text of tokens `range` (an interpolation's expression: `count`, `item.name`).
    package func sourceText(of range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let first = tokens[range.lowerBound].range.lowerBound
        let last = tokens[range.upperBound - 1].range.upperBound
        return String(decoding: source.bytes[first..<last], as: UTF8.self)
    }

    /// The value of an expression that is exactly one literal without interpolation.
    package func staticLiteral(_ expression: Range<Int>) -> String? {
        guard let item = view.singleItem(expression), let literal = literal(at: item) else { return nil }
        return source.staticText(of: literal)
    }

    /// The value of literals without interpolation joined by `+`, as a long key is written over lines
    /// (`NSLocalizedString("A logout will be forced in less than a minute.\n" + "All pending updates will be
    /// installed.", comment: …)`), and the first literal's token; nil for anything else (one literal, a value).
    package func joinedStaticLiterals(_ expression: Range<Int>) -> (text: String, first: Int)? {
        var expression = expression
        // In parentheses, as a long key is often written: `NSLocalizedString(("One or more …" + "…"), comment: …)`.
        while let only = view.singleItem(expression), view.isPunctuation(only, UInt8(ascii: "(")),
            let close = view.matching(only), close == expression.upperBound - 1
        {
            expression = (only + 1)..<close
        }
        if let joined = joinedArrayLiterals(expression) { return joined }
        let items = view.topLevel(expression)
        guard items.count >= 3, items.count % 2 == 1 else { return nil }
        var text = ""
        for (position, item) in items.enumerated() {
            if position % 2 == 1 {
                guard view.isOperator(item, "+") else { return nil }
                continue
            }
            guard let literal = literal(at: item), view.skip(item) == (position + 1 < items.count ? items[position + 1] : expression.upperBound),
                let piece = source.staticText(of: literal)
            else { return nil }
            text += piece
        }
        return (text, items[0])
    }

    /// The text of an array of static literals joined with nothing between them, and its first literal:
    /// `["LifeLog is an app that helps you ", "live a fulfilling life."].joined()` (LifeLog's onboarding keys, written
    /// over lines); nil for anything else (a separator, a value among the pieces).
    package func joinedArrayLiterals(_ expression: Range<Int>) -> (text: String, first: Int)? {
        let open = expression.lowerBound
        guard expression.count >= 6, view.isPunctuation(open, UInt8(ascii: "[")), let close = view.matching(open),
            close + 5 == expression.upperBound, view.isPunctuation(close + 1, UInt8(ascii: ".")),
            view.token(close + 2, is: "joined"), view.isPunctuation(close + 3, UInt8(ascii: "(")),
            view.isPunctuation(close + 4, UInt8(ascii: ")"))
        else { return nil }
        var text = ""
        var first: Int?
        var index = open + 1
        while index < close {
            guard let literal = literal(at: index), let piece = source.staticText(of: literal) else { return nil }
            first = first ?? index
            text += piece
            index = view.skip(index)
            if index < close {
                guard view.isPunctuation(index, UInt8(ascii: ",")) else { return nil }
                index += 1
            }
        }
        guard let first, !text.isEmpty else { return nil }
        return (text, first)
    }

    /// True when the tokens hold a string literal or a `+` operator. A long range (over 512 tokens) counts as
    /// holding one without being read, so nested calls cannot make the scans quadratic.
    package func hasLiteralOrPlus(_ range: Range<Int>) -> Bool {
        if range.count > 512 { return true }
        return range.contains { tokens[$0].kind == .stringOpen || view.isOperator($0, "+") }
    }

    /// Text as findings quote it: in single quotes, line breaks as spaces, cut to 40 characters.
    ///
    ///     SourceFile.quote("Welcome")  // "'Welcome'"
    package static func quote(_ text: String) -> String {
        var shown = text
        if text.containsByte(0x0A) || text.containsByte(0x0D) {
            shown = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
        }
        if shown.utf8.count > 40, shown.count > 40 { shown = String(shown.prefix(39)) + "…" }
        return "'\(shown)'"
    }
}
