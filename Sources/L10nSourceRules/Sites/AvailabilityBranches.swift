import L10nSourceParsing

/// Branches the deployment target rules out: with every platform the project builds for at or above the versions
/// an `#available` condition names, the condition always holds, so the `else` of `if #available(macOS 11, *)`, the
/// `else` of `guard #available(…)` and the body of `if #unavailable(…)` never run (SwiftBar: `NSButton(title:
/// "Refresh")` for macOS 10.15, in an app that needs macOS 12).
///
///     // deploymentTargets ["macOS": [12, 0]]
///     if #available(macOS 11, *) { Button("Close", role: .cancel) { … } } else { Button("Close") { … } }  // else: dead
///
/// Only a condition that is the `#available` alone is read (`if #available(…), flag` may still fail).
enum AvailabilityBranches {
    /// `#available`'s platform names, as the deployment targets name them.
    static let platforms: [String: String] = [
        "macOS": "macOS", "OSX": "macOS", "macOSApplicationExtension": "macOS", "iOS": "iOS",
        "iOSApplicationExtension": "iOS", "tvOS": "tvOS", "tvOSApplicationExtension": "tvOS", "watchOS": "watchOS",
        "watchOSApplicationExtension": "watchOS", "visionOS": "visionOS",
    ]

    /// Whether token `index` is inside a branch that never runs with these deployment targets.
    static func isDead(_ index: Int, in view: CodeView, targets: [String: [Int]]) -> Bool {
        guard !targets.isEmpty else { return false }
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 20_000 {
            steps += 1
            if view.isPunctuation(cursor, UInt8(ascii: "}")), let opener = view.matching(cursor), opener < cursor {
                cursor = opener - 1
                continue
            }
            if view.isPunctuation(cursor, UInt8(ascii: "{")), isDeadBody(opening: cursor, in: view, targets: targets) {
                return true
            }
            cursor -= 1
        }
        return false
    }

    /// Whether the block opening at `brace` is an `else` of an always-true `#available`, or the body of an
    /// always-false `#unavailable`.
    private static func isDeadBody(opening brace: Int, in view: CodeView, targets: [String: [Int]]) -> Bool {
        guard let before = view.previous(brace) else { return false }
        if view.token(before, is: "else") {
            guard let end = view.previous(before) else { return false }
            if view.isPunctuation(end, UInt8(ascii: "}")) {
                // `if #available(…) { … } else {`
                guard let open = view.matching(end), open < end, let condition = condition(endingBefore: open, in: view),
                    view.token(condition.keyword, is: "if")
                else { return false }
                return alwaysHolds(condition.range, available: true, in: view, targets: targets)
            }
            // `guard #available(…) else {`
            guard let condition = condition(endingBefore: before, in: view), view.token(condition.keyword, is: "guard")
            else { return false }
            return alwaysHolds(condition.range, available: true, in: view, targets: targets)
        }
        // `if #unavailable(…) {`
        guard let condition = condition(endingBefore: brace, in: view), view.token(condition.keyword, is: "if") else {
            return false
        }
        return alwaysHolds(condition.range, available: false, in: view, targets: targets)
    }

    /// The `if` or `guard` keyword before `end` and the tokens between: `#available ( … )` alone.
    private static func condition(endingBefore end: Int, in view: CodeView) -> (keyword: Int, range: Range<Int>)? {
        guard let close = view.previous(end), view.isPunctuation(close, UInt8(ascii: ")")),
            let open = view.matching(close), open < close, let pound = view.previous(open),
            view.token(pound, is: "#available") || view.token(pound, is: "#unavailable"), let keyword = view.previous(pound)
        else { return nil }
        return (keyword, pound..<(close + 1))
    }

    /// Whether `#available(…)` (or, with `available` false, `#unavailable(…)` fails) always holds: every platform the
    /// project builds for is named at a version at or below its target, or left to `*`.
    private static func alwaysHolds(_ range: Range<Int>, available: Bool, in view: CodeView, targets: [String: [Int]]) -> Bool {
        guard range.count >= 3, view.token(range.lowerBound, is: "#available") == available else { return false }
        var named: [String: [Int]] = [:]
        var platform: String?
        var version = ""
        func finish() {
            if let platform, let known = platforms[platform] {
                named[known] = version.split(separator: ".").compactMap { Int($0) }
            }
            platform = nil
            version = ""
        }
        for index in (range.lowerBound + 2)..<(range.upperBound - 1) {
            if view.isPunctuation(index, UInt8(ascii: ",")) {
                finish()
            } else if platform == nil {
                platform = view.text(index)
            } else {
                version += view.text(index)
            }
        }
        finish()
        guard !named.isEmpty else { return false }
        return targets.allSatisfy { platform, target in
            guard let required = named[platform] else { return true }
            return !isBelow(target, required)
        }
    }

    /// Whether version `a` is below version `b` (`[11]` and `[11, 0]` are the same version).
    static func isBelow(_ a: [Int], _ b: [Int]) -> Bool {
        let count = max(a.count, b.count)
        let left = a + Array(repeating: 0, count: count - a.count)
        let right = b + Array(repeating: 0, count: count - b.count)
        return left.lexicographicallyPrecedes(right)
    }
}
