/// The first steps of ``FileAnalyzer/call(name:open:)`` for a run that records no references and has no
/// configured UI arguments, read through raw storage: most call sites (a name that is no API, `Text("a.b.c")`)
/// end there, and answering them here costs no copy of the analyzer, no optional and no retain.
///
/// ``verdict(name:open:)`` is `.quiet` only when `call(name:open:)` would return before it splits the arguments;
/// a site it is unsure of goes to `call(name:open:)`, which decides as before (the steps have no side effects).
/// Valid while the arrays its pointers read are alive (see ``FileAnalyzer/run()``).
struct CallScreen {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    let literals: UnsafeBufferPointer<StringLiteral>
    let calls: NameTable
    let mattersWithoutReferences: UnsafeBufferPointer<Bool>
    let callFlags: UnsafeBufferPointer<LintContext.CallFlags>

    /// What ``verdict(name:open:)`` found.
    enum Verdict {
        /// `call(name:open:)` would return before splitting the arguments.
        case quiet
        /// Every step of `call(name:open:)` before the arguments are split was taken and passed: the name has
        /// user-facing APIs, the call is closed, no `func` precedes it, it is no text `append`, and its arguments
        /// hold text other than dotted keys (``FileAnalyzer/ArgumentText/other``).
        case analyse
        /// Not decided here: `call(name:open:)` takes every step itself.
        case unsure
    }

    /// Whether the call whose name is token `nameIndex` and whose `(` is token `open` can add no finding (the
    /// name is no API nor a possible message helper, it matters only for references, the call is a `func`
    /// declaration or unclosed, or its arguments hold no literal or `+` or only dotted keys), surely needs the
    /// analysis (so the arguments' text is not classified twice, see
    /// ``FileAnalyzer/call(name:open:argumentsHoldText:)``), or is left to `call(name:open:)`.
    @inline(__always)
    func verdict(name nameIndex: Int, open: Int) -> Verdict {
        guard let base = bytes.baseAddress else { return .unsure }
        let nameToken = tokens[nameIndex]
        let name = UnsafeBufferPointer(
            start: base + Int(nameToken.start), count: Int(max(nameToken.start, nameToken.end) - nameToken.start))
        guard let entry = calls.index(of: name) else { return Self.mayBeMessageHelper(name) ? .unsure : .quiet }
        if !mattersWithoutReferences[entry] { return .quiet }
        let flags = callFlags[entry]
        // A name with no APIs may be a message helper: `call(name:open:)` decides.
        guard flags.hasAPIs else { return .unsure }
        let openToken = tokens[open]
        guard openToken.kind == .punctuation else { return .unsure }
        if openToken.partner < 0 || Int(openToken.partner) <= open { return .quiet }
        let close = Int(openToken.partner)
        var previous = nameIndex - 1
        while previous >= 0, tokens[previous].isComment { previous -= 1 }
        if previous >= 0 {
            let token = tokens[previous]
            if token.kind == .keyword, Self.isFunc(token, base) { return .quiet }
            // `x.append(…)` goes on to `call(name:open:)` whatever its arguments.
            if flags.isAppend, token.kind == .punctuation, base[Int(token.start)] == UInt8(ascii: ".") {
                return .unsure
            }
        }
        let arguments = open + 1..<close
        if arguments.count > 512 { return .unsure }
        switch FileAnalyzer.argumentText(arguments, tokens: tokens, bytes: bytes, literals: literals) {
        case .none, .onlyKeys: return .quiet
        case .other: return .analyse
        }
    }

    /// False when ``FileAnalyzer/isMessageHelper(_:)`` is surely false: the name's length, first byte and
    /// prefix (`show`, `present` or `display`) ruled out on bytes.
    static func mayBeMessageHelper(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count >= 8, name.count <= 40 else { return false }
        return startsWith(name, "show") || startsWith(name, "present") || startsWith(name, "display")
    }

    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        for offset in 0..<count where bytes[offset] != prefix.utf8Start[offset] { return false }
        return true
    }

    /// True when the token's bytes are `func`.
    @inline(__always)
    private static func isFunc(_ token: Token, _ base: UnsafePointer<UInt8>) -> Bool {
        guard token.end - token.start == 4 else { return false }
        let start = Int(token.start)
        return base[start] == UInt8(ascii: "f") && base[start + 1] == UInt8(ascii: "u")
            && base[start + 2] == UInt8(ascii: "n") && base[start + 3] == UInt8(ascii: "c")
    }
}
