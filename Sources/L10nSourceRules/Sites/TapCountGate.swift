import L10nSourceParsing

/// A panel the team opens by tapping something several times: `if clicks >= 5 { … }` where the file counts taps
/// (`.onTapGesture { clicks += 1 }`). BrightIntosh's settings window shows its test settings after five taps on the
/// logo; no user is told, so their text is the team's, as a `#if DEBUG` branch's is.
///
///     Label(title, image: "Logo").onTapGesture { clicks += 1 }
///     if clicks >= 5 { Text("Test Settings") }   // behind a tap count: the team's text
///     if items.count >= 5 { Text("Show All") }     // not: no tap counter
enum TapCountGate {
    /// The names the file counts taps in: `NAME += 1` in a file that handles taps (`onTapGesture`, `tapCount`).
    /// Empty for most files, which never say `onTapGesture`.
    static func counters(in file: SourceFile) -> Set<String> {
        let bytes = file.source.bytes
        guard bytes.containsBytes(Array("onTapGesture".utf8)) || bytes.containsBytes(Array("tapCount".utf8))
        else { return [] }
        let view = file.view
        var names: Set<String> = []
        for index in file.tokens.indices where view.isOperator(index, "+=") {
            guard let name = view.previous(index), file.tokens[name].kind == .identifier, let one = view.next(index),
                view.token(one, is: "1")
            else { continue }
            names.insert(view.text(name))
        }
        return names
    }

    /// How many taps at least open a panel: fewer is an ordinary double tap.
    static let minimumTaps = 3

    /// Whether token `token` is in the body of an `if` whose one condition compares a tap counter with a count of
    /// ``minimumTaps`` or more (`clicks >= 5`, `taps == 7`), within ``DebugGate/depth`` enclosing blocks. `counters`
    /// (the file's, ``counters(in:)``) is asked only when such a condition is there: nearly never.
    static func isBehindTapCount(_ token: Int, in view: CodeView, counters: () -> Set<String>) -> Bool {
        var cursor = token
        for _ in 0..<DebugGate.depth {
            guard let open = DebugGate.enclosingBrace(of: cursor, in: view) else { return false }
            if let keyword = DebugGate.ifKeyword(opening: open, in: view),
                let name = comparedCount((keyword + 1)..<open, view), counters().contains(name)
            {
                return true
            }
            cursor = open
        }
        return false
    }

    /// NAME of `NAME >= N`, `NAME > N` or `NAME == N`, N at least ``minimumTaps``, when the condition is that and
    /// nothing else.
    private static func comparedCount(_ condition: Range<Int>, _ view: CodeView) -> String? {
        let items = condition.filter { !view.tokens[$0].isComment }
        guard items.count == 3, view.tokens[items[0]].kind == .identifier,
            view.isOperator(items[1], ">=") || view.isOperator(items[1], ">") || view.isOperator(items[1], "=="),
            let taps = Int(view.text(items[2])), taps >= minimumTaps
        else { return nil }
        return view.text(items[0])
    }
}
