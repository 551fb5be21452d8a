/// The example numbers CLDR gives for a category: `@integer 0, 2~16, 100, … @decimal 0.0~1.5, 10.0, …`.
///
///     let samples = PluralRules(locale: "es").samples(for: .many)!
///     samples.integer.description   // "1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, …"
///     samples.examples(limit: 2)    // ["1000000", "1c6"]
public struct PluralSamples: Sendable, Hashable, CustomStringConvertible {
    /// The `@integer` list (may be empty).
    public var integer: PluralSampleList
    /// The `@decimal` list (may be empty).
    public var decimal: PluralSampleList

    /// Reads CLDR's sample text; nil when it does not have that shape.
    public init?(parsing text: String) {
        var integerText = Substring()
        var decimalText = Substring()
        var seenDecimal = false
        // "@integer 0, 1 @decimal 0.0~1.5" splits into ["", "integer 0, 1 ", "decimal 0.0~1.5"].
        for (index, part) in text.split(separator: "@", omittingEmptySubsequences: false).enumerated() {
            if index == 0 {
                guard part.allSatisfy({ $0 == " " }) else { return nil }
            } else if part.hasPrefix("integer "), index == 1 {
                integerText = part.dropFirst("integer ".count)
            } else if part.hasPrefix("decimal "), !seenDecimal {
                decimalText = part.dropFirst("decimal ".count)
                seenDecimal = true
            } else {
                return nil
            }
        }
        guard let integer = PluralSampleList(parsing: integerText),
            let decimal = PluralSampleList(parsing: decimalText)
        else { return nil }
        self.integer = integer
        self.decimal = decimal
    }

    /// Up to `limit` numbers, integers first, ranges expanded: `examples(limit: 4)` of `0, 2~16, …` is
    /// `["0", "2", "3", "4"]`.
    public func examples(limit: Int = .max) -> [String] {
        var result: [String] = []
        for list in [integer, decimal] {
            for item in list.items {
                for number in item.expanded() {
                    if result.count >= limit { return result }
                    result.append(number)
                }
            }
        }
        return result
    }

    /// CLDR's text, e.g. `@integer 1 @decimal 1.0, 1.00`.
    public var description: String {
        var parts: [String] = []
        if !integer.items.isEmpty { parts.append("@integer " + integer.description) }
        if !decimal.items.isEmpty { parts.append("@decimal " + decimal.description) }
        return parts.joined(separator: " ")
    }
}

/// One `@integer` or `@decimal` list: numbers and `~` ranges, optionally ending in `…` (more numbers exist).
public struct PluralSampleList: Sendable, Hashable, CustomStringConvertible {
    /// A number as CLDR writes it (`1.0`, `1c6`), or a range `0.0~1.5` whose numbers keep the start's decimals.
    public enum Item: Sendable, Hashable, CustomStringConvertible {
        case number(String)
        case range(String, String)

        /// The numbers of the item; a range steps by one unit of its last decimal: `0.00~0.03` is
        /// `0.00, 0.01, 0.02, 0.03`.
        public func expanded() -> [String] {
            switch self {
            case .number(let number): return [number]
            case .range(let lower, let upper):
                guard let range = PluralSampleList.scaledRange(lower, upper) else { return [lower, upper] }
                return (range.lower...range.upper).map { PluralSampleList.format($0, decimals: range.decimals) }
            }
        }

        public var description: String {
            switch self {
            case .number(let number): number
            case .range(let lower, let upper): lower + "~" + upper
            }
        }
    }

    public var items: [Item]
    /// Whether the list ends in `…`.
    public var isOpenEnded: Bool

    /// Reads `0, 2~16, 100, …`; nil for anything else (a range of mismatched decimals, a malformed number).
    public init?(parsing text: Substring) {
        items = []
        isOpenEnded = false
        if text.allSatisfy({ $0 == " " }) { return }
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let token = part.trimmingSpaces()
            if isOpenEnded { return nil }  // `…` must come last.
            if token == "…" || token == "..." {
                isOpenEnded = true
                continue
            }
            let bounds = token.split(separator: "~", omittingEmptySubsequences: false)
            switch bounds.count {
            case 1:
                guard (try? PluralOperands(parsing: String(token))) != nil else { return nil }
                items.append(.number(String(token)))
            case 2:
                let lower = String(bounds[0])
                let upper = String(bounds[1])
                guard PluralSampleList.scaledRange(lower, upper) != nil else { return nil }
                items.append(.range(lower, upper))
            default:
                return nil
            }
        }
    }

    /// Every number of the list, ranges expanded (without the `…`).
    public func expanded() -> [String] { items.flatMap { $0.expanded() } }

    public var description: String {
        (items.map(\.description) + (isOpenEnded ? ["…"] : [])).joined(separator: ", ")
    }

    /// `0.0~1.5` → (0, 15, 1 decimal); nil unless both ends are plain non-negative numbers with as many decimals
    /// and lower ≤ upper.
    static func scaledRange(_ lower: String, _ upper: String) -> (lower: UInt64, upper: UInt64, decimals: Int)? {
        func scaled(_ text: String) -> (value: UInt64, decimals: Int)? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                let value = UInt64(parts.joined())
            else { return nil }
            return (value, parts.count == 2 ? parts[1].count : 0)
        }
        guard let low = scaled(lower), let high = scaled(upper), low.decimals == high.decimals,
            low.value <= high.value
        else { return nil }
        return (low.value, high.value, low.decimals)
    }

    static func format(_ value: UInt64, decimals: Int) -> String {
        var digits = String(value)
        guard decimals > 0 else { return digits }
        if digits.count <= decimals { digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits }
        let point = digits.index(digits.endIndex, offsetBy: -decimals)
        return digits[..<point] + "." + digits[point...]
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
