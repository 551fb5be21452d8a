/// One CLDR rule set, parsed: its categories, their rules and samples, and all conditions in one program.
final class CompiledRuleSet: Sendable {
    let data: PluralRuleSetData
    let categories: [PluralCategory]
    /// Parsed conditions by category (not `other`).
    let rules: [PluralCategory: PluralRule]
    let program: RuleProgram
    /// Conditions that did not parse (never for the committed data; a test makes sure). They never match.
    let invalidRules: [PluralCategory: PluralRuleSyntaxError]

    init(_ data: PluralRuleSetData) {
        self.data = data
        categories = data.rules.map(\.category)
        var rules: [PluralCategory: PluralRule] = [:]
        var invalid: [PluralCategory: PluralRuleSyntaxError] = [:]
        var program = RuleProgram()
        for rule in data.rules where rule.category != .other {
            do {
                let parsed = try PluralRule(rule.condition)
                rules[rule.category] = parsed
                program.append(parsed.program, category: rule.category)
            } catch {
                invalid[rule.category] = error
            }
        }
        self.rules = rules
        self.program = program
        self.invalidRules = invalid
    }

    @inline(__always)
    func category(for operands: PluralOperands) -> PluralCategory {
        program.firstMatch(operands) ?? .other
    }
}

/// The rule sets of one type, with a locale index; each set is parsed the first time a locale needs it.
final class RuleSetTable: Sendable {
    static let cardinal = RuleSetTable(PluralRuleData.cardinal)
    static let ordinal = RuleSetTable(PluralRuleData.ordinal)

    static func table(for type: PluralRuleType) -> RuleSetTable {
        switch type {
        case .cardinal: cardinal
        case .ordinal: ordinal
        }
    }

    let data: [PluralRuleSetData]
    /// CLDR locale id → index in `data` (first occurrence wins).
    let index: [String: Int]
    let rootIndex: Int?
    private let lock = Lock()
    nonisolated(unsafe) private var compiled: [CompiledRuleSet?]
    /// Used when the data has no `root` (it always has): only `other`.
    private let fallback = CompiledRuleSet(PluralRuleSetData(locales: ["root"], rules: [.init(.other, "", "")]))

    init(_ data: [PluralRuleSetData]) {
        self.data = data
        var index: [String: Int] = [:]
        for (position, set) in data.enumerated() {
            for locale in set.locales where index[locale] == nil { index[locale] = position }
        }
        self.index = index
        rootIndex = index["root"]
        compiled = Array(repeating: nil, count: data.count)
    }

    /// The rule set for a locale identifier and the CLDR locale it resolved to (`root` when none matches).
    func resolve(_ identifier: String) -> (locale: String, ruleSet: CompiledRuleSet) {
        for candidate in PluralLocale.candidates(for: identifier) {
            if let position = index[candidate] { return (candidate, ruleSet(at: position)) }
        }
        guard let rootIndex else { return ("root", fallback) }
        return ("root", ruleSet(at: rootIndex))
    }

    func ruleSet(at position: Int) -> CompiledRuleSet {
        lock.withLock {
            if let ruleSet = compiled[position] { return ruleSet }
            let ruleSet = CompiledRuleSet(data[position])
            compiled[position] = ruleSet
            return ruleSet
        }
    }
}
