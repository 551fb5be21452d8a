/// A regular expression of the plain kind `l10n init` writes for `keyPattern` (`^[a-z][a-zA-Z0-9-]*(\.[a-z0-9]
/// [a-zA-Z0-9-]*){1,}( %[^ ]+)*$`), matched without ICU: each `NSRegularExpression` match bridges the key to
/// UTF-16 and costs microseconds, and a check matches every catalog key, and every literal a lint tests as a key.
///
///     let plain = PlainExpression("^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*){1,}$")!
///     plain.matchesWhole("home.title")   // true
///     plain.matchesWhole("Home")         // false
///     plain.matchesWhole("Añadir")       // nil: not printable ASCII, ICU decides
///
/// Only a pattern anchored at both ends (`^…$`) made of ASCII literals, `\`-escaped punctuation, `.`, sets of ASCII
/// characters and ranges (`[a-z0-9%@$-]`, `[^ ]`), groups without options or alternatives, and the greedy
/// quantifiers `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` is taken: anything else (`|`, `\d`, `(?i)`, lazy or possessive
/// quantifiers, nested or intersected sets) is left to ICU (``init(_:)`` is nil). A key is decided only when all
/// its characters are printable ASCII (space to `~`): there ICU's `.` is any character and `$` the end of the
/// key, so whether the whole key matches is whether the expression's language holds it, which a deterministic
/// automaton (built from the expression's Thompson automaton) tells in one pass over the key's bytes.
struct PlainExpression: Sendable {
    /// The automaton's states while it is built; the first is the match.
    private var states: [State] = []
    /// The deterministic automaton: for each of its states, the next state after each printable character (its
    /// code less 0x20), -1 when no key with that start can match.
    private var table: [Int16] = []
    /// Whether each deterministic state is a whole match.
    private var accepting: [Bool] = []

    /// The printable ASCII characters, space to `~`.
    private static let printableCount = 0x7E - 0x20 + 1
    /// The most states the automata may have (beyond them ICU matches the expression).
    private static let mostStates = 64
    private static let mostDeterministicStates = 1024

    private enum State: Sendable {
        /// One printable character of `set`, then `next`.
        case byte(ByteSet, next: Int)
        /// Either way (`next` or `other`) without a character.
        case split(Int, Int)
        /// The whole key matched.
        case match
        /// Filled in later (a loop's split while its body is built).
        case pending
    }

    /// A set of printable ASCII characters.
    struct ByteSet: Sendable, Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        static let printable: ByteSet = {
            var set = ByteSet()
            for byte in UInt8(0x20)...UInt8(0x7E) { set.insert(byte) }
            return set
        }()

        mutating func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
        }

        /// The printable characters not in the set.
        var complement: ByteSet {
            ByteSet(low: ~low & Self.printable.low, high: ~high & Self.printable.high)
        }
    }

    private indirect enum Node {
        case set(ByteSet)
        case sequence([(node: Node, min: Int, max: Int?)])
    }

    /// The expression, when it is of the plain kind; nil otherwise (ICU matches it).
    init?(_ pattern: String) {
        let bytes = Array(pattern.utf8)
        guard bytes.count >= 2, bytes.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }), bytes.first == UInt8(ascii: "^"),
            bytes.last == UInt8(ascii: "$")
        else { return nil }
        // The `$` must not be escaped (`\$` is a literal dollar).
        var backslashes = 0
        var index = bytes.count - 2
        while index >= 1 && bytes[index] == UInt8(ascii: "\\") {
            backslashes += 1
            index -= 1
        }
        guard backslashes % 2 == 0 else { return nil }
        var parser = Parser(bytes: bytes, position: 1, end: bytes.count - 1)
        guard let body = parser.sequence(), parser.position == parser.end else { return nil }
        states.append(.match)
        let start = compile(body, next: 0)
        guard states.count <= Self.mostStates else { return nil }
        // Each state's closure: the character-reading states (and the match) it reaches without a character.
        var closures = [UInt64](repeating: 0, count: states.count)
        for state in states.indices {
            var reached: UInt64 = 0
            var visited: UInt64 = 0
            var stack = [state]
            while let next = stack.popLast() {
                guard visited & (1 << UInt64(next)) == 0 else { continue }
                visited |= 1 << UInt64(next)
                if case .split(let first, let second) = states[next] {
                    stack.append(first)
                    stack.append(second)
                } else {
                    reached |= 1 << UInt64(next)
                }
            }
            closures[state] = reached
        }
        // The deterministic automaton, one state per set of states reached, from the start's closure.
        var sets: [UInt64] = [closures[start]]
        var numbered: [UInt64: Int] = [closures[start]: 0]
        var table: [Int16] = []
        var next = 0
        while next < sets.count {
            let set = sets[next]
            next += 1
            for byte in UInt8(0x20)...UInt8(0x7E) {
                var reached: UInt64 = 0
                var members = set
                while members != 0 {
                    let state = members.trailingZeroBitCount
                    members &= members - 1
                    if case .byte(let characters, let target) = states[state], characters.contains(byte) {
                        reached |= closures[target]
                    }
                }
                guard reached != 0 else {
                    table.append(-1)
                    continue
                }
                if let known = numbered[reached] {
                    table.append(Int16(known))
                } else {
                    guard sets.count < Self.mostDeterministicStates else { return nil }
                    numbered[reached] = sets.count
                    table.append(Int16(sets.count))
                    sets.append(reached)
                }
            }
        }
        self.table = table
        accepting = sets.map { $0 & 1 != 0 }
        states = []
    }

    /// Whether the expression matches the whole of `key`; nil when `key` is not all printable ASCII (then only ICU
    /// can say).
    func matchesWhole(_ key: String) -> Bool? {
        let bytes = key.utf8.span
        for index in bytes.indices where bytes[index] < 0x20 || bytes[index] > 0x7E { return nil }
        let table = self.table.span
        var state = 0
        for index in bytes.indices {
            let next = table[state * Self.printableCount + Int(bytes[index] - 0x20)]
            if next < 0 { return false }
            state = Int(next)
        }
        return accepting[state]
    }

    /// Builds `node` before the state `next`; returns the state it starts at.
    private mutating func compile(_ node: Node, next: Int) -> Int {
        switch node {
        case .set(let set):
            states.append(.byte(set, next: next))
            return states.count - 1
        case .sequence(let items):
            var next = next
            for item in items.reversed() { next = compile(item.node, min: item.min, max: item.max, next: next) }
            return next
        }
    }

    /// Builds `node` repeated `min` to `max` (nil: any number of) times before `next`.
    private mutating func compile(_ node: Node, min: Int, max: Int?, next: Int) -> Int {
        var next = next
        if let max {
            for _ in 0..<(max - min) {
                let body = compile(node, next: next)
                states.append(.split(body, next))
                next = states.count - 1
            }
        } else {
            states.append(.pending)
            let loop = states.count - 1
            let body = compile(node, next: loop)
            states[loop] = .split(body, next)
            next = loop
        }
        for _ in 0..<min { next = compile(node, next: next) }
        return next
    }

    private struct Parser {
        let bytes: [UInt8]
        var position: Int
        let end: Int

        /// Items up to the end or a `)`.
        mutating func sequence() -> Node? {
            var items: [(node: Node, min: Int, max: Int?)] = []
            while position < end, bytes[position] != UInt8(ascii: ")") {
                guard let atom = atom() else { return nil }
                guard let (min, max) = quantifier() else { return nil }
                items.append((atom, min, max))
            }
            return .sequence(items)
        }

        mutating func atom() -> Node? {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "("):
                guard position < end, bytes[position] != UInt8(ascii: "?"), let inner = sequence(), position < end,
                    bytes[position] == UInt8(ascii: ")")
                else { return nil }
                position += 1
                return inner
            case UInt8(ascii: "["):
                return set()
            case UInt8(ascii: "."):
                return .set(.printable)
            case UInt8(ascii: "\\"):
                guard position < end, let escaped = Self.punctuation(bytes[position]) else { return nil }
                position += 1
                return .set(Self.single(escaped))
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                UInt8(ascii: "|"), UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "]"), UInt8(ascii: ")"):
                return nil
            default:
                return .set(Self.single(byte))
            }
        }

        /// `[…]` after its `[`: ASCII characters and ranges, `^` first to negate; `-` first or last is itself.
        mutating func set() -> Node? {
            var set = ByteSet()
            var negated = false
            if position < end, bytes[position] == UInt8(ascii: "^") {
                negated = true
                position += 1
            }
            let first = position
            while true {
                guard position < end else { return nil }
                let byte = bytes[position]
                if byte == UInt8(ascii: "]") {
                    guard position > first else { return nil }
                    position += 1
                    break
                }
                // Nested sets, escapes, properties and intersections are ICU's.
                guard byte != UInt8(ascii: "["), byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "&") else { return nil }
                if byte == UInt8(ascii: "-") {
                    // A `-` is itself only first or last.
                    guard position == first || (position + 1 < end && bytes[position + 1] == UInt8(ascii: "]")) else {
                        return nil
                    }
                    set.insert(byte)
                    position += 1
                    continue
                }
                if position + 2 < end, bytes[position + 1] == UInt8(ascii: "-"), bytes[position + 2] != UInt8(ascii: "]") {
                    let upper = bytes[position + 2]
                    guard upper >= byte, upper != UInt8(ascii: "["), upper != UInt8(ascii: "\\"),
                        upper != UInt8(ascii: "&"), upper != UInt8(ascii: "-")
                    else { return nil }
                    for member in byte...upper { set.insert(member) }
                    position += 3
                } else {
                    set.insert(byte)
                    position += 1
                }
            }
            return .set(negated ? set.complement : set)
        }

        /// The quantifier after an atom: (1, 1) when none; nil for one ICU alone reads (lazy, possessive, a
        /// malformed `{`).
        mutating func quantifier() -> (Int, Int?)? {
            guard position < end else { return (1, 1) }
            var bounds: (Int, Int?)
            switch bytes[position] {
            case UInt8(ascii: "*"):
                bounds = (0, nil)
                position += 1
            case UInt8(ascii: "+"):
                bounds = (1, nil)
                position += 1
            case UInt8(ascii: "?"):
                bounds = (0, 1)
                position += 1
            case UInt8(ascii: "{"):
                position += 1
                guard let min = number() else { return nil }
                var max: Int? = min
                if position < end, bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    max = position < end && bytes[position] == UInt8(ascii: "}") ? nil : number()
                    if max == nil, position < end, bytes[position] != UInt8(ascii: "}") { return nil }
                }
                guard position < end, bytes[position] == UInt8(ascii: "}"), max.map({ $0 >= min }) ?? true else {
                    return nil
                }
                position += 1
                bounds = (min, max)
            default:
                return (1, 1)
            }
            // Lazy (`*?`) and possessive (`*+`) quantifiers, and a quantifier quantified, are ICU's.
            if position < end, [UInt8(ascii: "?"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "{")].contains(bytes[position]) {
                return nil
            }
            return bounds
        }

        /// A small count (at most 2 digits: the automaton repeats the atom that many times).
        mutating func number() -> Int? {
            var value = 0
            var digits = 0
            while position < end, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                digits += 1
                position += 1
            }
            return digits > 0 && digits <= 2 ? value : nil
        }

        static func single(_ byte: UInt8) -> ByteSet {
            var set = ByteSet()
            set.insert(byte)
            return set
        }

        /// An escaped character that means itself: ASCII punctuation (`\.`, `\-`); letters and digits name
        /// classes or references, ICU's.
        static func punctuation(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "):
                nil
            default: byte
            }
        }
    }
}
