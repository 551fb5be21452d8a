@testable import L10nSourceParsing
@testable import L10nSourceRules
import Testing

/// Branches a deployment target rules out: the `else` of an always-true `#available`, the body of an always-false
/// `#unavailable`; nothing when the target is lower than the condition's version or unknown.
@Suite struct AvailabilityBranchesTests {
    /// Whether the literal `text` is in a dead branch of `code`.
    func isDead(_ literal: String, in code: String, targets: [String: [Int]]) -> Bool {
        let file = SourceFile(path: "App/Toolbar.swift", source: Lexer.tokenize(code))
        let view = file.view
        let index = view.tokens.indices.first { view.tokens[$0].kind == .stringOpen && view.text($0 + 1) == literal }!
        return AvailabilityBranches.deadRanges(in: file, targets: targets).contains { $0.contains(index) }
    }

    let code = """
        var button = if #available(OSX 11.0, *) {
            NSButton(image: image, target: nil, action: nil)
        } else {
            NSButton(title: "Refresh", target: nil, action: nil)
        }
        guard #available(iOS 15, *) else { return Text("Update iOS") }
        if #unavailable(macOS 11) { label.stringValue = "Old macOS" }
        if #available(macOS 11, *), flag { } else { label.stringValue = "Maybe" }
        """

    @Test func theElseOfAnAlwaysTrueConditionNeverRuns() {
        #expect(isDead("Refresh", in: code, targets: ["macOS": [12, 0]]))
        #expect(isDead("Old macOS", in: code, targets: ["macOS": [12, 0]]))
        #expect(isDead("Update iOS", in: code, targets: ["iOS": [16, 0]]))
        // A platform the condition leaves to '*' always holds too.
        #expect(isDead("Update iOS", in: code, targets: ["iOS": [15], "macOS": [10, 15]]))
    }

    @Test func aLowerTargetOrAnotherClauseKeepsTheBranch() {
        #expect(!isDead("Refresh", in: code, targets: ["macOS": [10, 15]]))
        #expect(!isDead("Refresh", in: code, targets: [:]))
        #expect(!isDead("Maybe", in: code, targets: ["macOS": [12]]))
        #expect(!isDead("Update iOS", in: code, targets: ["iOS": [14, 5]]))
    }
}
