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

    /// The bodies in the file that never run with these deployment targets, found once per file from its few
    /// `#available` and `#unavailable` conditions (none when the targets are unknown).
    static func deadRanges(in file: SourceFile, targets: [String: [Int]]) -> [ClosedRange<Int>] {
        guard !targets.isEmpty else { return [] }
        let view = file.view
        var ranges: [ClosedRange<Int>] = []
        for landmark in file.source.landmarks where view.tokens[Int(landmark)].kind == .poundKeyword {
            let pound = Int(landmark)
            let available = view.token(pound, is: "#available")
            guard available || view.token(pound, is: "#unavailable"), let keyword = view.previous(pound),
                let open = view.next(pound), view.isPunctuation(open, UInt8(ascii: "(")), let close = view.matching(open),
                close > open, alwaysHolds(pound..<(close + 1), available: available, in: view, targets: targets),
                let after = view.next(close)
            else { continue }
            if view.token(keyword, is: "guard") {
                // `guard #available(…) else { dead }`
                guard view.token(after, is: "else"), let body = view.next(after), view.isPunctuation(body, UInt8(ascii: "{")),
                    let end = view.matching(body)
                else { continue }
                ranges.append(body...end)
            } else if view.token(keyword, is: "if"), view.isPunctuation(after, UInt8(ascii: "{")),
                let bodyEnd = view.matching(after)
            {
                if !available {
                    // `if #unavailable(…) { dead }`
                    ranges.append(after...bodyEnd)
                } else if let elseToken = view.next(bodyEnd), view.token(elseToken, is: "else"),
                    let body = view.next(elseToken), view.isPunctuation(body, UInt8(ascii: "{")),
                    let end = view.matching(body)
                {
                    // `if #available(…) { … } else { dead }`
                    ranges.append(body...end)
                }
            }
        }
        return ranges
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
