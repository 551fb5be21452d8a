/// Rules compiled to a flat list of relations, evaluated in one pass without allocating.
///
/// A condition is `and`-groups joined by `or` (UTS #35: `and` binds tighter). Each relation knows where its group
/// ends: when it fails, evaluation jumps to the next group (an `or` alternative, or the next category's rule);
/// when the last relation of a group holds, the group's category is the answer.
struct RuleProgram: Sendable, Hashable {
    /// `operand [% modulus] (=|!=|within|not within) ranges`.
    struct Relation: Sendable, Hashable {
        var operand: PluralOperand
        /// 0 when there is no `%`.
        var modulus: UInt64
        var isNegated: Bool
        /// `within`: non-integral `n` may fall between a range's bounds; `=`/`in` needs an integer.
        var isWithin: Bool
        var rangeStart: Int32
        var rangeEnd: Int32
        /// Index after the last relation of this relation's `and`-group.
        var groupEnd: Int32
        var category: PluralCategory
    }

    struct ValueRange: Sendable, Hashable {
        var lower: UInt64
        var upper: UInt64
    }

    var relations: ContiguousArray<Relation> = []
    var ranges: ContiguousArray<ValueRange> = []

    var isEmpty: Bool { relations.isEmpty }

    /// Appends `other`'s relations, tagged with `category`.
    mutating func append(_ other: RuleProgram, category: PluralCategory) {
        let relationOffset = Int32(relations.count)
        let rangeOffset = Int32(ranges.count)
        for var relation in other.relations {
            relation.rangeStart += rangeOffset
            relation.rangeEnd += rangeOffset
            relation.groupEnd += relationOffset
            relation.category = category
            relations.append(relation)
        }
        ranges.append(contentsOf: other.ranges)
    }

    /// The category of the first `and`-group that holds, or nil.
    func firstMatch(_ operands: PluralOperands) -> PluralCategory? {
        relations.withUnsafeBufferPointer { relations in
            ranges.withUnsafeBufferPointer { ranges in
                RuleProgram.firstMatch(operands, relations: relations, ranges: ranges)
            }
        }
    }

    @inline(__always)
    static func firstMatch(
        _ operands: PluralOperands, relations: UnsafeBufferPointer<Relation>, ranges: UnsafeBufferPointer<ValueRange>
    ) -> PluralCategory? {
        var k = 0
        let count = relations.count
        while k < count {
            let relation = relations[k]
            if holds(relation, operands, ranges) {
                k += 1
                if k == Int(relation.groupEnd) { return relation.category }
            } else {
                k = Int(relation.groupEnd)
            }
        }
        return nil
    }

    /// `firstMatch` for an integer below 10¹⁹: `n` = `i` = the integer, `v w f t c` = 0, no fraction.
    @inline(__always)
    static func firstMatch(
        integer: UInt64, relations: UnsafeBufferPointer<Relation>, ranges: UnsafeBufferPointer<ValueRange>
    ) -> PluralCategory? {
        var k = 0
        let count = relations.count
        while k < count {
            let relation = relations[k]
            var value: UInt64 = relation.operand == .n || relation.operand == .i ? integer : 0
            if relation.modulus != 0 { value = remainder(value, relation.modulus) }
            var inList = false
            for index in Int(relation.rangeStart)..<Int(relation.rangeEnd) {
                let range = ranges[index]
                if value >= range.lower && value <= range.upper {
                    inList = true
                    break
                }
            }
            if inList != relation.isNegated {
                k += 1
                if k == Int(relation.groupEnd) { return relation.category }
            } else {
                k = Int(relation.groupEnd)
            }
        }
        return nil
    }

    @inline(__always)
    static func holds(
        _ relation: Relation, _ operands: PluralOperands, _ ranges: UnsafeBufferPointer<ValueRange>
    ) -> Bool {
        var value: UInt64
        var isLarge = false
        var hasFraction = false
        switch relation.operand {
        case .n:
            value = operands.iLow
            isLarge = operands.large != nil && operands.isIntegerLarge
            hasFraction = operands.w != 0
        case .i:
            value = operands.iLow
            isLarge = operands.large != nil && operands.isIntegerLarge
        case .v: value = UInt64(operands.v)
        case .w: value = UInt64(operands.w)
        case .f:
            value = operands.fLow
            isLarge = operands.large != nil && operands.isFractionLarge
        case .t:
            value = operands.tLow
            isLarge = operands.large != nil && operands.isTrimmedFractionLarge
        case .c: value = UInt64(operands.c)
        }
        if relation.modulus != 0 {
            value =
                isLarge
                ? operands.remainder(of: relation.operand, dividingBy: relation.modulus)
                : remainder(value, relation.modulus)
            isLarge = false
        }
        var inList = false
        // A value of 10¹⁹ or more is above every bound (rule numbers are below 10¹⁸); `=` needs an integral `n`.
        if !isLarge && (!hasFraction || relation.isWithin) {
            for index in Int(relation.rangeStart)..<Int(relation.rangeEnd) {
                let range = ranges[index]
                // within: lower ≤ value + fraction ≤ upper, i.e. value < upper once there is a fraction.
                if value >= range.lower && (value < range.upper || (value == range.upper && !hasFraction)) {
                    inList = true
                    break
                }
            }
        }
        return inList != relation.isNegated
    }

    /// `value % modulus`, with CLDR's moduli as constants so they compile to multiplications, not divisions.
    @inline(__always)
    static func remainder(_ value: UInt64, _ modulus: UInt64) -> UInt64 {
        switch modulus {
        case 10: value % 10
        case 100: value % 100
        case 1000: value % 1000
        case 100_000: value % 100_000
        case 1_000_000: value % 1_000_000
        default: value % modulus
        }
    }
}
