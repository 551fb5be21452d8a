import L10nSourceParsing

/// ``TextClassifier/classify(_:fragment:)``'s answers for one file's literals, by their opening token: each literal
/// classified once, though `hardcoded-string` and `string-concatenation` both decide whether it is prose (the
/// latter twice for a literal with interpolations), at some 50,000 instructions a classification (shared by a
/// context's copies).
final class LiteralKinds {
    private var kinds: [Int: TextClassifier.Kind] = [:]

    /// The kind of the literal opening at `item`, whose rendered value is `value`: classified the first time.
    func kind(of item: Int, value: String) -> TextClassifier.Kind {
        if let known = kinds[item] { return known }
        let kind = TextClassifier.classify(value)
        kinds[item] = kind
        return kind
    }
}
