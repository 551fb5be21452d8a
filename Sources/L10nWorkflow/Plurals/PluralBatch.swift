import PluralRules

/// `l10n plurals --batch`: one `LOCALE<TAB>NUMBER` line in, one category (or `error: …`) line out, in order, so
/// output line N answers input line N.
///
///     var batch = PluralBatch(type: .cardinal)
///     batch.answer("ru\t22", lineNumber: 1)   // .success(.few)
///     batch.answer("ru 22", lineNumber: 2)    // .failure(… "expected LOCALE<TAB>NUMBER, found no tab")
public struct PluralBatch {
    /// A bad line: its column (1-based, in characters) and a lowercase message.
    public struct LineError: Error, Equatable, Sendable {
        public var column: Int
        public var message: String
    }

    public let type: PluralRuleType
    private var cache: [Substring: PluralRules] = [:]

    public init(type: PluralRuleType) {
        self.type = type
    }

    /// The category for one line (a trailing `\r` is ignored).
    public mutating func answer(_ line: Substring) -> Result<PluralCategory, LineError> {
        var line = line
        if line.last == "\r" { line = line.dropLast() }
        guard let tab = line.firstIndex(of: "\t") else {
            return .failure(LineError(column: 1, message: "expected LOCALE<TAB>NUMBER, found no tab"))
        }
        let locale = line[..<tab]
        let number = line[line.index(after: tab)...]
        if locale.isEmpty { return .failure(LineError(column: 1, message: "missing locale before the tab")) }
        let rules: PluralRules
        if let cached = cache[locale] {
            rules = cached
        } else {
            rules = PluralRules(locale: String(locale), type: type)
            cache[locale] = rules
        }
        do {
            return .success(try rules.category(for: String(number)))
        } catch {
            let column = locale.count + 1 + error.column
            return .failure(LineError(column: column, message: error.text.isEmpty ? "missing number after the tab" : error.description))
        }
    }
}
