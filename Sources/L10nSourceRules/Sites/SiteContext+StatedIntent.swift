import L10nSourceIndex
import L10nSourceParsing

extension SiteContext {
    /// The declaration on the way of `text` whose comment says its text is not translated on purpose (`/// Entity
    /// name sent to Home Assistant. Not localized, …` above `let name: String`), and that comment: text given to it
    /// is kept in English wherever it is written. Nil for a built-in API, and when no comment of the project says so.
    ///
    /// The route followed is the argument's own: `Metric(name: "Step Count", title: "Steps walked")` reaches
    /// `Metric.name` from `name:` and `Metric.title` from `title:` (the parameter by its label in the callable's
    /// signature, as the index names it).
    func statedIntent(on text: UserText) -> (hop: Hop, comment: FileFacts.StatedLines)? {
        let intents = lint.project.statedIntents
        guard !intents.isEmpty, let origin = text.sink.api.origin else { return nil }
        let routes = lint.project.routes
        var start = origin
        if case .parameter(let callable, _) = origin {
            guard let signature = routes.hops[origin]?.name, let position = argumentPosition(of: text, in: signature) else {
                return nil
            }
            start = .parameter(callable: callable, position: position)
        }
        for hop in routes.route(from: start) {
            if let comment = intents[hop.path]?.first(where: { $0.lines.contains(hop.line) }) { return (hop, comment) }
        }
        return nil
    }

    /// The position of the argument `text` is, among the parameters of a signature written as the index names
    /// callables (`Metric(name:title:)`, `row(_:detail:)`): by its label, or `_` for the first unlabelled one.
    private func argumentPosition(of text: UserText, in signature: String) -> Int? {
        let labels: [String]
        let bytes = Array(signature.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // An ASCII signature's characters are its bytes: split on them (by `Character`, the split cost 1 % of a
            // check's instructions).
            guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.last == UInt8(ascii: ")") else { return nil }
            labels = bytes[(open + 1)..<(bytes.count - 1)].split(separator: UInt8(ascii: ":"))
                .map { String(decoding: $0, as: UTF8.self) }
        } else {
            guard let open = signature.firstIndex(of: "("), signature.hasSuffix(")") else { return nil }
            labels = signature[signature.index(after: open)..<signature.index(before: signature.endIndex)]
                .split(separator: ":").map(String.init)
        }
        var label = "_"
        if let colon = view.previous(text.expression.lowerBound), view.isPunctuation(colon, UInt8(ascii: ":")),
            let name = view.previous(colon), tokens[name].kind == .identifier
        {
            label = view.text(name)
        }
        return labels.firstIndex(of: label)
    }
}
