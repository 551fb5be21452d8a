/// One plural rule condition in UTS #35 syntax, parsed once into a small program and evaluated without allocating.
///
///     let one = try PluralRule("n % 10 = 1 and n % 100 != 11")
///     one.matches(21)                                   // true
///     one.matches(try PluralOperands(parsing: "21.0"))  // true: n is 21
///     one.matches(try PluralOperands(parsing: "21.5"))  // false
///
/// Supported: operands `n i v w f t c e`, `=` `!=` `is` `is not` `in` `not in` `within` `not within`, `%`/`mod`,
/// ranges `2..4` and lists `1,3,5..7`; `and` binds tighter than `or`. The empty condition (CLDR's `other`)
/// matches every number.
public struct PluralRule: Sendable, Hashable, CustomStringConvertible {
    /// The condition as written, e.g. `i = 1 and v = 0`.
    public let text: String
    let program: RuleProgram

    /// - Throws: ``PluralRuleSyntaxError`` with the column of the first problem.
    public init(_ text: String) throws(PluralRuleSyntaxError) {
        self.text = text
        self.program = try PluralRuleParser.parse(text)
    }

    /// Whether the number's operands satisfy the condition.
    public func matches(_ operands: PluralOperands) -> Bool {
        program.isEmpty || program.firstMatch(operands) != nil
    }

    /// Whether an integer satisfies the condition.
    public func matches(_ value: Int) -> Bool {
        matches(PluralOperands(value))
    }

    public var description: String { text }
}
