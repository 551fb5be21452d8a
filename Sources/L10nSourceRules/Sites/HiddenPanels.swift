import L10nSourceParsing

/// Panels a file opens only by a gesture nobody is told of: a flag set by tapping something several times
/// (`.onTapGesture(count: 7) { showingReviewSheet = true }`, VVTerm's App Review panel behind its version label), and
/// what that flag presents — the content of `.sheet(isPresented: $showingReviewSheet) { … }` (or a full-screen cover,
/// a popover), an `if showingReviewSheet { … }` block, and the private types of the file made only there. Their text
/// is the team's, as a `#if DEBUG` branch's is (``TapCountGate``: a tap counter compared with a count).
///
///     Text(version).onTapGesture(count: 7) { showingReviewSheet = true }
///         .sheet(isPresented: $showingReviewSheet) { ReviewModeSheet() }   // hidden, and so is ReviewModeSheet
///     Text(version).onTapGesture(count: 2) { zoomed.toggle() }             // a double tap: no hidden panel
struct HiddenPanels {
    /// The token ranges whose text only the team sees, and the flag that opens them.
    private(set) var ranges: [(range: ClosedRange<Int>, flag: String)] = []

    init() {}

    init(file: SourceFile, declarations: FileDeclarations?) {
        let bytes = file.source.bytes
        guard bytes.containsBytes(Array("onTapGesture".utf8)) else { return }
        let view = file.view
        let tokens = file.tokens
        var flags: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .identifier && view.token(index, is: "onTapGesture") {
            guard view.followsDot(index), let open = view.callParenthesis(after: index), let close = view.matching(open),
                view.arguments(open: open, close: close).contains(where: { argument in
                    guard view.hasLabel(argument, "count"), let value = view.firstCode(in: argument.expression),
                        let taps = Int(view.text(value))
                    else { return false }
                    return taps >= TapCountGate.minimumTaps
                }),
                let body = Self.closure(after: close, in: view)
            else { continue }
            flags.formUnion(Self.flagsSet(in: body, view: view))
        }
        guard !flags.isEmpty else { return }
        for index in tokens.indices where tokens[index].kind == .identifier {
            // `.sheet(isPresented: $flag) { … }`, `.fullScreenCover(…)`, `.popover(…)`.
            if view.token(index, is: "sheet") || view.token(index, is: "fullScreenCover") || view.token(index, is: "popover") {
                guard view.followsDot(index), let open = view.callParenthesis(after: index), let close = view.matching(open),
                    let flag = view.arguments(open: open, close: close).lazy.compactMap({ argument -> String? in
                        guard view.hasLabel(argument, "isPresented"), let first = view.firstCode(in: argument.expression)
                        else { return nil }
                        let name = view.text(first)
                        return name.hasPrefix("$") ? String(name.dropFirst()) : nil
                    }).first,
                    flags.contains(flag), let body = Self.closure(after: close, in: view)
                else { continue }
                ranges.append((body, flag))
            } else if flags.contains(view.text(index)),
                let keyword = view.previous(index), view.token(keyword, is: "if"),
                let open = view.next(index), view.isPunctuation(open, UInt8(ascii: "{")), let close = view.matching(open)
            {
                // `if showingReviewSheet { … }`: the flag alone is the condition.
                ranges.append((open...close, view.text(index)))
            }
        }
        // The file's private types made only inside those ranges.
        guard let declarations, !ranges.isEmpty else { return }
        for type in declarations.types where type.kind != .extension && UnreachedText.isPrivate(type.keyword, in: view) {
            var uses: [Int] = []
            let name = bytes[tokens[type.nameToken].range]
            for index in tokens.indices where tokens[index].kind == .identifier && index != type.nameToken
                && !type.body.contains(index) && bytes[tokens[index].range].elementsEqual(name)
            {
                uses.append(index)
            }
            guard !uses.isEmpty else { continue }
            var flag: String?
            for use in uses {
                guard let hiding = ranges.first(where: { $0.range.contains(use) }) else { flag = nil; break }
                flag = hiding.flag
            }
            if let flag { ranges.append((type.body, flag)) }
        }
    }

    /// The flag of the hidden panel `token` is in, if any.
    func flag(hiding token: Int) -> String? {
        ranges.first { $0.range.contains(token) }?.flag
    }

    /// The `{ … }` right after `close` (a trailing closure), or nil.
    private static func closure(after close: Int, in view: CodeView) -> ClosedRange<Int>? {
        guard let open = view.next(close), view.isPunctuation(open, UInt8(ascii: "{")), let end = view.matching(open)
        else { return nil }
        return open...end
    }

    /// The names a closure sets to `true` or toggles (`showingReviewSheet = true`, `isShown.toggle()`).
    private static func flagsSet(in body: ClosedRange<Int>, view: CodeView) -> Set<String> {
        var names: Set<String> = []
        for index in body where view.tokens[index].kind == .identifier {
            if let equals = view.next(index), view.isOperator(equals, "="), let value = view.next(equals),
                view.token(value, is: "true")
            {
                names.insert(view.text(index))
            } else if let dot = view.next(index), view.isPunctuation(dot, UInt8(ascii: ".")), let call = view.next(dot),
                view.token(call, is: "toggle")
            {
                names.insert(view.text(index))
            }
        }
        return names
    }
}
