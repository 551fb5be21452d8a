/// Rule text that does not follow UTS #35's plural rule syntax, with the column of the problem.
///
///     do { _ = try PluralRule("n % 10 = 1 or") } catch {
///         error.description  // "expected an operand (n, i, v, w, f, t, c, e) at column 14 of 'n % 10 = 1 or'"
///     }
public struct PluralRuleSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rule text that was read.
    public var rule: String
    /// 1-based column of the problem (one past the end when the text stops early).
    public var column: Int
    /// What is wrong, lowercase.
    public var message: String

    public var description: String { "\(message) at column \(column) of '\(rule)'" }
}
