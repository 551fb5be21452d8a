/// One CLDR rule set, parsed: its categories, their rules and samples, and all conditions in one program.
///
/// The program is copied into buffers the set owns, so evaluation is a plain loop over them: no closures, no
/// reference counting, no allocation. `@unchecked Sendable`: the buffers are written once, in `init`.
final class CompiledRuleSet: @unchecked Sendable {
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
        relations = .allocate(capacity: program.relations.count)
        _ = relations.initialize(from: program.relations)
        ranges = .allocate(capacity: program.ranges.count)
        _ = ranges.initialize(from: program.ranges)
    }

    deinit {
        relations.deallocate()
        ranges.deallocate()
    }

    private let relations: UnsafeMutableBufferPointer<RuleProgram.Relation>
    private let ranges: UnsafeMutableBufferPointer<RuleProgram.ValueRange>

    func category(for operands: PluralOperands) -> PluralCategory {
        RuleProgram.firstMatch(operands, relations: UnsafeBufferPointer(relations), ranges: UnsafeBufferPointer(ranges))
            ?? .other
    }

    /// The category of an integer below 10¹⁹ (every `Int`'s magnitude is: 2⁶³ < 10¹⁹).
    func category(forInteger value: UInt64) -> PluralCategory {
        RuleProgram.firstMatch(
            integer: value, relations: UnsafeBufferPointer(relations), ranges: UnsafeBufferPointer(ranges))
            ?? .other
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
