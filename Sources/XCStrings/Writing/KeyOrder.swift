import Foundation

/// The order Xcode writes keys in: Foundation's `localizedStandardCompare`, i.e.
/// `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale:)`.
///
///     ["item10", "Account", "item2", "add-tag", "accessibility"].sorted(by: KeyOrder.areInIncreasingOrder)
///     // ["accessibility", "Account", "add-tag", "item2", "item10"]
///
/// Keys made of printable ASCII take a fast path written here, which reproduces ICU's root collation as Foundation
/// drives it: punctuation and symbols first (`_` `-` `,` `;` `:` `!` `?` `.` `'` `"` …), then digit runs by numeric
/// value, then letters ignoring case; ties go to the first difference from the left, lowercase before uppercase
/// and fewer leading zeros first. Any other key is compared by Foundation itself.
public enum KeyOrder {
    /// Whether `lhs` sorts before `rhs`.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// -1, 0 or 1 as `lhs` sorts before, the same as, or after `rhs`.
    public static func compare(_ lhs: String, _ rhs: String) -> Int {
        let fast: Int?? = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                isSimple(left) && isSimple(right) ? compareSimple(left, right) : nil
            } ?? nil
        }
        if let fast = fast ?? nil { return fast }
        return foundationCompare(lhs, rhs)
    }

    /// The keys' positions in Xcode's order (a stable sort).
    public static func sortedIndices(_ keys: [String]) -> [Int] {
        reordering(keys) ?? Array(keys.indices)
    }

    /// The keys' positions in Xcode's order, or nil when the keys are in that order already (the common case
    /// for a file Xcode wrote, checked with one comparison per key and no allocation).
    static func reordering(_ keys: [String]) -> [Int]? {
        if keys.count < 2 { return nil }
        var sorted = true
        for index in 1..<keys.count where compare(keys[index - 1], keys[index]) > 0 {
            sorted = false
            break
        }
        if sorted { return nil }
        return Array(keys.indices).sorted { first, second in
            let order = compare(keys[first], keys[second])
            return order != 0 ? order < 0 : first < second
        }
    }

    /// `.forcedOrdering` orders strings Foundation finds equal otherwise (`é` and `e` + U+0301 are two keys, see
    /// ``ScalarString``) by their UTF-16 code units; were a comparison still to find two different strings
    /// equal, they are ordered that way here, so the order never depends on the order keys were read in.
    static func foundationCompare(_ lhs: String, _ rhs: String) -> Int {
        let result = lhs.compare(
            rhs, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: locale)
        if result != .orderedSame || lhs.hasSameScalars(as: rhs) { return result.rawValue }
        return lhs.utf16.lexicographicallyPrecedes(rhs.utf16) ? -1 : 1
    }

    static let locale = Locale(identifier: "en")

    /// Whether every byte is printable ASCII (space to `~`).
    @inline(__always)
    static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
        return true
    }

    /// The primary weight of each printable ASCII byte (index byte - 0x20); all digits share one weight and
    /// letters ignore case.
    static let weights: [UInt8] = {
        let order = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)
        var table = [UInt8](repeating: 0, count: 95)
        for (rank, byte) in order.enumerated() { table[Int(byte) - 0x20] = UInt8(rank + 1) }
        let digit = UInt8(order.count + 1)
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte) - 0x20] = digit }
        for (offset, byte) in (UInt8(ascii: "a")...UInt8(ascii: "z")).enumerated() {
            table[Int(byte) - 0x20] = digit + 1 + UInt8(offset)
            table[Int(byte) - 0x20 - 0x20] = digit + 1 + UInt8(offset)
        }
        return table
    }()

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// Compares two printable-ASCII keys.
    static func compareSimple(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0
        var j = 0
        var tieBreak = 0
        return weights.withUnsafeBufferPointer { weights in
            while i < a.count && j < b.count {
                let x = a[i]
                let y = b[j]
                if isDigit(x) && isDigit(y) {
                    var zerosA = 0
                    while i < a.count && a[i] == 0x30 { i &+= 1; zerosA &+= 1 }
                    var zerosB = 0
                    while j < b.count && b[j] == 0x30 { j &+= 1; zerosB &+= 1 }
                    let startA = i
                    let startB = j
                    while i < a.count && isDigit(a[i]) { i &+= 1 }
                    while j < b.count && isDigit(b[j]) { j &+= 1 }
                    let lengthA = i &- startA
                    let lengthB = j &- startB
                    if lengthA != lengthB { return lengthA < lengthB ? -1 : 1 }
                    for offset in 0..<lengthA where a[startA &+ offset] != b[startB &+ offset] {
                        return a[startA &+ offset] < b[startB &+ offset] ? -1 : 1
                    }
                    if tieBreak == 0 && zerosA != zerosB { tieBreak = zerosA < zerosB ? -1 : 1 }
                    continue
                }
                let weightX = weights[Int(x &- 0x20)]
                let weightY = weights[Int(y &- 0x20)]
                if weightX != weightY { return weightX < weightY ? -1 : 1 }
                if tieBreak == 0 && x != y { tieBreak = x > y ? -1 : 1 }  // lowercase (higher byte) first
                i &+= 1
                j &+= 1
            }
            if i < a.count { return 1 }
            if j < b.count { return -1 }
            return tieBreak
        }
    }
}
