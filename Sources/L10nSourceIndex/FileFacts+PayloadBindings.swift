import L10nSourceParsing

/// Names that enum case patterns bind to associated values, which the project index follows to the enum cases.
///
///     switch state {
///     case .failed(let reason): Text(reason)   // 'reason' is the payload at position 0 of any case named 'failed'
///     }
extension FileFacts {
    /// A name an enum case pattern binds to an associated value: `case .failed(let reason)`, `case .done(_, note:
    /// let note)`, `case let .success(message)`, `if case .failure(let error) = result`.
    struct PayloadBinding {
        /// The bound name's token.
        var token: Int
        var caseName: String
        var position: Int
    }

    /// Every payload binding of the file, by bound name, in file order: one pass over its `case` keywords.
    static func payloadBindings(in view: CodeView) -> [String: [PayloadBinding]] {
        let tokens = view.tokens
        var bindings: [String: [PayloadBinding]] = [:]
        for keyword in tokens.indices where tokens[keyword].kind == .keyword && view.token(keyword, is: "case") {
            let bindsAll = view.next(keyword).map { view.token($0, is: "let") || view.token($0, is: "var") } ?? false
            var cursor = keyword
            // Each `.name(…)` of the pattern, up to its end (`:` of a switch case, `=` of an `if case`, a body).
            while let dot = view.next(cursor), dot - keyword < 80, !view.isPunctuation(dot, UInt8(ascii: ":")),
                !view.isOperator(dot, "="), !view.isPunctuation(dot, UInt8(ascii: "{"))
            {
                cursor = dot
                guard view.isPunctuation(dot, UInt8(ascii: ".")), let name = view.next(dot),
                    tokens[name].kind == .identifier, let open = view.next(name),
                    view.isPunctuation(open, UInt8(ascii: "(")), let close = view.matching(open)
                else { continue }
                for (position, argument) in view.arguments(open: open, close: close).enumerated() {
                    guard let last = view.topLevel(argument.expression).last, tokens[last].kind == .identifier else {
                        continue
                    }
                    let isBound = bindsAll || (view.previous(last).map { view.token($0, is: "let") || view.token($0, is: "var") } ?? false)
                    if isBound {
                        bindings[view.text(last), default: []].append(
                            PayloadBinding(token: last, caseName: view.text(name), position: position))
                    }
                }
                cursor = close
            }
        }
        return bindings
    }
}
