/// Parses a condition in UTS #35 Part 3 syntax into a ``RuleProgram``:
///
///     condition     = and_condition ('or' and_condition)*
///     and_condition = relation ('and' relation)*
///     relation      = expr ('=' | '!=' | 'is' ['not'] | ['not'] 'in' | ['not'] 'within') range_list
///     expr          = operand (('mod' | '%') value)?
///     operand       = 'n' | 'i' | 'f' | 't' | 'v' | 'w' | 'c' | 'e'
///     range_list    = (value'..'value | value) (',' range_list)*
///
/// `is` takes one value. Numbers must be below 10¹⁸.
struct PluralRuleParser {
    /// Rule numbers stay below this, so any operand of 10¹⁹ or more is above every bound.
    static let numberLimit: UInt64 = 1_000_000_000_000_000_000

    private let text: String
    private let bytes: [UInt8]
    private var position = 0
    private var program = RuleProgram()

    static func parse(_ text: String) throws(PluralRuleSyntaxError) -> RuleProgram {
        var parser = PluralRuleParser(text: text)
        return try parser.parseCondition()
    }

    private init(text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
    }

    private mutating func parseCondition() throws(PluralRuleSyntaxError) -> RuleProgram {
        skipSpaces()
        if position == bytes.count { return program }
        while true {
            let groupStart = program.relations.count
            try parseRelation()
            skipSpaces()
            while peekWord() == "and" {
                position += 3
                try parseRelation()
                skipSpaces()
            }
            for index in groupStart..<program.relations.count {
                program.relations[index].groupEnd = Int32(program.relations.count)
            }
            if position == bytes.count { return program }
            guard peekWord() == "or" else { throw error("expected 'and' or 'or'", found: true) }
            position += 2
        }
    }

    private mutating func parseRelation() throws(PluralRuleSyntaxError) {
        skipSpaces()
        let operandStart = position
        let operand: PluralOperand
        switch peekWord() {
        case "n": operand = .n
        case "i": operand = .i
        case "v": operand = .v
        case "w": operand = .w
        case "f": operand = .f
        case "t": operand = .t
        case "c", "e": operand = .c
        default: throw error("expected an operand (n, i, v, w, f, t, c, e)", found: true)
        }
        position = operandStart + 1
        skipSpaces()

        var modulus: UInt64 = 0
        if peek("%") || peekWord() == "mod" {
            position += peek("%") ? 1 : 3
            skipSpaces()
            let modulusStart = position
            modulus = try parseNumber()
            if modulus == 0 { throw error("modulus must not be 0", at: modulusStart) }
            skipSpaces()
        }

        var isNegated = false
        var isWithin = false
        var singleValue = false
        if peek("!=") {
            position += 2
            isNegated = true
        } else if peek("=") {
            position += 1
        } else {
            switch peekWord() {
            case "is":
                position += 2
                skipSpaces()
                if peekWord() == "not" {
                    position += 3
                    isNegated = true
                }
                singleValue = true
            case "not":
                position += 3
                skipSpaces()
                isNegated = true
                switch peekWord() {
                case "in": position += 2
                case "within":
                    position += 6
                    isWithin = true
                default: throw error("expected 'in' or 'within' after 'not'", found: true)
                }
            case "in": position += 2
            case "within":
                position += 6
                isWithin = true
            default: throw error("expected '=', '!=', 'is', 'in', 'not' or 'within'", found: true)
            }
        }

        let rangeStart = program.ranges.count
        repeat {
            skipSpaces()
            let rangeStartPosition = position
            let lower = try parseNumber()
            var upper = lower
            skipSpaces()
            if !singleValue && peek("..") {
                position += 2
                skipSpaces()
                upper = try parseNumber()
                if upper < lower { throw error("range \(lower)..\(upper) is empty", at: rangeStartPosition) }
                skipSpaces()
            }
            program.ranges.append(RuleProgram.ValueRange(lower: lower, upper: upper))
            if singleValue { break }
        } while consume(",")

        program.relations.append(
            RuleProgram.Relation(
                operand: operand, modulus: modulus, isNegated: isNegated, isWithin: isWithin,
                rangeStart: Int32(rangeStart), rangeEnd: Int32(program.ranges.count), groupEnd: 0,
                category: .other))
    }

    private mutating func parseNumber() throws(PluralRuleSyntaxError) -> UInt64 {
        let start = position
        var value: UInt64 = 0
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 {
            value = value * 10 + UInt64(bytes[position] &- UInt8(ascii: "0"))
            if value >= PluralRuleParser.numberLimit { throw error("number is too large (limit 10^18)", at: start) }
            position += 1
        }
        if position == start { throw error("expected a number", found: true) }
        return value
    }

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
            || bytes[position] == UInt8(ascii: "\n")
        {
            position += 1
        }
    }

    /// The run of ASCII letters at the position (not consumed), or "".
    private func peekWord() -> Substring {
        var end = position
        while end < bytes.count, (bytes[end] | 0x20) >= UInt8(ascii: "a"), (bytes[end] | 0x20) <= UInt8(ascii: "z") {
            end += 1
        }
        if end == position { return "" }
        return Substring(decoding: bytes[position..<end], as: UTF8.self)
    }

    private func peek(_ symbol: StaticString) -> Bool {
        let count = symbol.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return symbol.withUTF8Buffer { Array($0) == Array(bytes[position..<position + count]) }
    }

    private mutating func consume(_ symbol: StaticString) -> Bool {
        guard peek(symbol) else { return false }
        position += symbol.utf8CodeUnitCount
        return true
    }

    private func error(_ message: String, found: Bool = false, at offset: Int? = nil) -> PluralRuleSyntaxError {
        let offset = offset ?? position
        var message = message
        if found {
            let word = peekWord()
            if !word.isEmpty {
                message += ", found '\(word)'"
            } else if position < bytes.count {
                let scalar = String(decoding: bytes[position...], as: UTF8.self).unicodeScalars.first!
                message += ", found " + PluralNumberSyntaxError.quote(scalar)
            } else {
                message += ", found the end"
            }
        }
        let column = String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
        return PluralRuleSyntaxError(rule: text, column: column, message: message)
    }
}
