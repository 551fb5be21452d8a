import L10nDiagnostics
import L10nSourceParsing

/// The `if` whose body holds a token and whose condition lets only developers' builds in: every `||` term names a
/// debug flag (`if E.isSimulator || E.isDebug || E.isTestFlight { … }`, breadwallet's developer menu). Text there
/// is shown to the team, never to the app's users, as a `#if DEBUG` branch's is. Looked up only for a finding about
/// to be reported, walking out through at most ``depth`` enclosing braces.
///
///     if isDebug || isTestFlight { menu.append("Reset User Defaults") }   // the literal: gated, not reported
///     if isDebug || user.isAdmin { … }                                  // not gated: admins are users
///     if ProcessInfo.isUnitTests { Text("Unit Tests") }                 // gated: a test run's host app
///     if !isDebug { … }                                                 // not gated
///     guard buildChannel.isPublic else { showAlert("Show App Rating") }  // gated: the else of a public build
///     if !buildChannel.isPublic { … }                                   // gated
///     if buildChannel.isPublic { return nil }; return Section("Debug")  // gated: what follows the early exit
enum DebugGate {
    /// Words a flag's name holds when it says the build is a developer's.
    static let words = ["debug", "simulator", "testflight", "developer", "unittest", "uitest"]
    /// Flags that say the build is the one users get (Brave's `AppConstants.buildChannel.isPublic`): their negation,
    /// or a `guard`'s `else`, lets only the team's builds in.
    static let releaseFlags: Set<String> = ["ispublic", "isrelease", "isappstore", "isproduction"]
    static let depth = 8
    /// Tokens read back from a token to its enclosing brace, and from a brace to its `if`.
    static let reach = 4_000
    static let conditionReach = 40

    /// Whether the file's bytes hold one of ``words`` at all (ASCII capitals read as small letters): most files do
    /// not, and their findings need no walk back through their blocks. One pass, through a window of the last six
    /// bytes compared with each word's packed bytes.
    static func mayGate(_ bytes: [UInt8]) -> Bool {
        // The words' packed bytes read once, not at every byte (each read of a static asks whether it is made yet:
        // 2.6 % of a check's instructions went to this loop, 1.1 % to those questions).
        let (debug, ulator, flight, eloper) = (Self.debug, Self.ulator, Self.flight, Self.eloper)
        let (publicFlag, releaseFlag, storeFlag, productionFlag) = (Self.ispubl, Self.isrele, Self.appsto, Self.isprod)
        let (unitTests, uiTests) = (Self.ittest, Self.uitest)
        var window: UInt64 = 0
        for byte in bytes {
            window = ((window << 8) | UInt64(byte | 0x20)) & 0xFFFF_FFFF_FFFF
            if window & 0xFF_FFFF_FFFF == debug || window == ulator || window == flight || window == eloper { return true }
            if window == publicFlag || window == releaseFlag || window == storeFlag || window == productionFlag { return true }
            if window == unitTests || window == uiTests { return true }
        }
        return false
    }

    private static let ittest = PackedBytes.of("ittest")
    private static let uitest = PackedBytes.of("uitest")
    private static let ispubl = PackedBytes.of("ispubl")
    private static let isrele = PackedBytes.of("isrele")
    private static let appsto = PackedBytes.of("appsto")
    private static let isprod = PackedBytes.of("isprod")
    private static let debug = PackedBytes.of("debug")
    private static let ulator = PackedBytes.of("ulator")
    private static let flight = PackedBytes.of("flight")
    private static let eloper = PackedBytes.of("eloper")

    /// The condition's text (`E.isSimulator || E.isDebug`) of the gate around `token`, if there is one.
    static func condition(around token: Int, in view: CodeView) -> String? {
        var exits = EarlyExits()
        return condition(around: token, in: view, exits: &exits)
    }

    /// ``condition(around:in:)`` with each block's early exit (``earlyExit(in:in:)``) read once per file.
    static func condition(around token: Int, in view: CodeView, exits: inout EarlyExits) -> String? {
        var cursor = token
        for _ in 0..<depth {
            guard let open = enclosingBrace(of: cursor, in: view) else { return nil }
            if let condition = gatingCondition(before: open, in: view) { return condition }
            let exit: (position: Int, condition: String)?
            if let known = exits.byBlock[open] { exit = known } else {
                exit = earlyExit(in: open, in: view)
                exits.byBlock[open] = .some(exit)
            }
            if let exit, exit.position < cursor { return exit.condition }
            cursor = open
        }
        return nil
    }

    /// The blocks' early exits a file's findings asked for, by the block's `{`.
    struct EarlyExits {
        var byBlock: [Int: (position: Int, condition: String)?] = [:]
    }

    /// The first early exit at the top level of the block opened at `open`, and its condition, that leaves only the
    /// team's builds to go on (read once a block a file: ``EarlyExits``): `if AppConstants.buildChannel.isPublic {
    /// return nil }` (Brave's debug settings section), `if !isDebug { return }`, `guard isDebug else { return }`.
    static func earlyExit(in open: Int, in view: CodeView) -> (position: Int, condition: String)? {
        let end = view.matching(open) ?? view.tokens.count
        var index = open + 1
        var depth = 0
        while index < end {
            if view.isPunctuation(index, UInt8(ascii: "{")) { depth += 1 }
            else if view.isPunctuation(index, UInt8(ascii: "}")) { depth -= 1 }
            else if depth == 0, view.token(index, is: "if") || view.token(index, is: "guard") {
                let isGuard = view.token(index, is: "guard")
                // The condition: to the body's `{` (or the guard's `else`).
                var stop = index + 1
                while stop < end, stop - index < conditionReach, !view.isPunctuation(stop, UInt8(ascii: "{")),
                    !view.token(stop, is: "else")
                {
                    stop += 1
                }
                guard stop < end, stop > index + 1, view.isPunctuation(stop, UInt8(ascii: "{")) || view.token(stop, is: "else")
                else { index += 1; continue }
                let bodyOpen = isGuard ? view.next(stop) : stop
                guard let bodyOpen, view.isPunctuation(bodyOpen, UInt8(ascii: "{")), let first = view.next(bodyOpen),
                    view.token(first, is: "return")
                else { index += 1; continue }
                let condition = (index + 1)..<stop
                // `if <release> { return }` or `guard <debug> else { return }`: what goes on is a team build.
                let onlyTerm = !condition.contains { view.isOperator($0, "||") || view.isOperator($0, "&&") }
                if onlyTerm, let flag = condition.last(where: { view.tokens[$0].kind == .identifier }) {
                    let name = view.text(flag).lowercased()
                    let negated = isNegated(flag, in: view)
                    let isDebug = words.contains(where: name.contains)
                    let isRelease = releaseFlags.contains(name)
                    guard isGuard ? isDebug && !negated : (isRelease && !negated) || (isDebug && negated) else {
                        index += 1
                        continue
                    }
                    let bytes = view.bytes[view.tokens[condition.lowerBound].range.lowerBound..<view.tokens[stop - 1].range.upperBound]
                    return (index, String(decoding: bytes, as: UTF8.self))
                }
            }
            index += 1
        }
        return nil
    }

    /// The `{` whose block holds `token`, read backwards over balanced braces.
    static func enclosingBrace(of token: Int, in view: CodeView) -> Int? {
        var depth = 0
        var index = token - 1
        let limit = max(0, token - reach)
        while index >= limit {
            if view.isPunctuation(index, UInt8(ascii: "}")) {
                // A closed block is stepped over whole; one that opens beyond the reach leaves no brace within it.
                let partner = Int(view.tokens[index].partner)
                if depth == 0, partner >= 0, partner < index {
                    guard partner >= limit else { return nil }
                    index = partner - 1
                    continue
                }
                depth += 1
            } else if view.isPunctuation(index, UInt8(ascii: "{")) {
                if depth == 0 { return index }
                depth -= 1
            }
            index -= 1
        }
        return nil
    }

    /// The condition of an `if` that opens the block at `open`, when every `||` term of it names a debug flag; or of
    /// a `guard` whose `else` opens it, when its one condition is a release flag.
    static func gatingCondition(before open: Int, in view: CodeView) -> String? {
        if let elseToken = view.previous(open), view.token(elseToken, is: "else") {
            return guardedRelease(before: elseToken, in: view)
        }
        guard let index = ifKeyword(opening: open, in: view) else { return nil }
        let condition = (index + 1)..<open
        guard !condition.isEmpty, isDebugOnly(condition, in: view) else { return nil }
        let bytes = view.bytes[view.tokens[condition.lowerBound].range.lowerBound..<view.tokens[open - 1].range.upperBound]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `if` whose condition the `{` at `open` ends, read back at most ``conditionReach`` tokens to the previous
    /// `{`, `}` or `;` (``LanguageBranch`` reads its conditions so too).
    static func ifKeyword(opening open: Int, in view: CodeView) -> Int? {
        var index = open - 1
        let limit = max(0, open - conditionReach)
        while index >= limit {
            if view.isPunctuation(index, UInt8(ascii: "{")) || view.isPunctuation(index, UInt8(ascii: "}"))
                || view.isPunctuation(index, UInt8(ascii: ";"))
            {
                return nil
            }
            if view.tokens[index].kind == .keyword || view.tokens[index].kind == .identifier, view.token(index, is: "if") {
                return index
            }
            index -= 1
        }
        return nil
    }

    /// The condition of `guard <release flag> else`, the `else` at `elseToken`: one term, a release flag, not negated.
    static func guardedRelease(before elseToken: Int, in view: CodeView) -> String? {
        var index = elseToken - 1
        let limit = max(0, elseToken - conditionReach)
        var flag = false
        while index >= limit {
            if view.isPunctuation(index, UInt8(ascii: "{")) || view.isPunctuation(index, UInt8(ascii: "}"))
                || view.isPunctuation(index, UInt8(ascii: ";")) || view.isPunctuation(index, UInt8(ascii: ","))
                || view.isOperator(index, "||") || view.isOperator(index, "&&") || view.isOperator(index, "!")
            {
                return nil
            }
            if view.token(index, is: "guard") {
                guard flag else { return nil }
                let bytes = view.bytes[view.tokens[index + 1].range.lowerBound..<view.tokens[elseToken - 1].range.upperBound]
                return String(decoding: bytes, as: UTF8.self)
            }
            if view.tokens[index].kind == .identifier, releaseFlags.contains(view.text(index).lowercased()) { flag = true }
            index -= 1
        }
        return nil
    }

    /// Whether the member chain that ends at `index` (`AppConstants.buildChannel.isPublic`) is negated with `!`.
    static func isNegated(_ index: Int, in view: CodeView) -> Bool {
        var start = index
        while let dot = view.previous(start), view.isPunctuation(dot, UInt8(ascii: ".")), let owner = view.previous(dot),
            view.tokens[owner].kind == .identifier
        {
            start = owner
        }
        return view.previous(start).map { view.isOperator($0, "!") } ?? false
    }

    /// Whether every `||` term of the condition names a debug flag, not negated, or a release flag, negated.
    static func isDebugOnly(_ condition: Range<Int>, in view: CodeView) -> Bool {
        var termHasFlag = false
        for index in condition {
            if view.isOperator(index, "||") {
                guard termHasFlag else { return false }
                termHasFlag = false
                continue
            }
            // `url.host == "debug"` (open-rmbt's `rmbt://debug` link that unlocks its debug settings): a value
            // compared with a debug word is a debug switch.
            if view.tokens[index].kind == .stringText, let open = view.previous(index), let equals = view.previous(open),
                view.isOperator(equals, "==")
            {
                let text = view.text(index).lowercased()
                if words.contains(where: text.contains) { termHasFlag = true }
                continue
            }
            guard view.tokens[index].kind == .identifier else { continue }
            let name = view.text(index).lowercased()
            if releaseFlags.contains(name), isNegated(index, in: view) {
                termHasFlag = true
                continue
            }
            if let before = view.previous(index), view.isOperator(before, "!") { continue }
            if words.contains(where: name.contains) { termHasFlag = true }
        }
        return termHasFlag
    }
}
