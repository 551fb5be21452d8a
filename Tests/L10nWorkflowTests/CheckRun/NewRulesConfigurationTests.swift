import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nWorkflow
import Testing

/// The rules of issue 29 are configured and suppressed like the others: a level from the configuration changes
/// their severity or turns them off, and an `l10n:disable` comment with a reason silences one finding.
@Suite struct NewRulesConfigurationTests {
    static let swift = """
        import UIKit

        final class PlayerViewController: UIViewController {
            let timeLabel = UILabel()
            let playButton = UIButton()
            func update(elapsed: Double) {
                timeLabel.textAlignment = .left
                timeLabel.text = String(format: "%.1f", elapsed)
                // l10n:disable:next layout-direction - playback controls read left to right in every language
                playButton.semanticContentAttribute = .forceLeftToRight
            }
        }
        func queueTitle(_ count: Int) -> String { String(localized: "player.queue.count \\(count)") }
        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "player.queue.count %lld" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld videos in the queue" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "%lld vídeos en la cola" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    func run(_ rules: [String: RuleLevel], catalog: String = Self.catalog, languages: [String] = ["en", "es"]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("i29-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.swift.utf8).write(to: folder.appendingPathComponent("PlayerViewController.swift"))
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let outcome = CheckRun.run(
            CheckRequest(
                paths: [folder.path], configuration: L10nConfiguration(languages: languages, rules: rules),
                currentDirectory: folder.path))
        let new: Set<String> = ["locale-format", "layout-direction", "plural-candidate", "plural-candidate-source"]
        // The layout note of an app that ships no right-to-left language is said below the summary, not among the
        // findings: listed last, marked so.
        return outcome.diagnostics.filter { new.contains($0.ruleID) }.map {
            "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.severity.rawValue) [\($0.ruleID)]"
        } + (outcome.layoutNote.map { ["below the summary: \(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.severity.rawValue) [\($0.ruleID)]"] } ?? [])
    }

    @Test func defaultsConfiguredLevelsAndSuppressions() throws {
        // The forced direction on line 10 is suppressed with its reason; the rest report at their default
        // (layout-direction a note: the app ships no right-to-left language).
        // A project that varies no string by plural writes counted text its own way: no plural-candidate.
        #expect(try run([:]) == [
            "PlayerViewController.swift:8 warning [locale-format]",
            "below the summary: PlayerViewController.swift:7 note [layout-direction]",
        ])
        // One that varies another string by plural is asked to vary this one too.
        let plural = """
              "player.history.count %lld" : {
                "localizations" : {
                  "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld video watched" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld videos watched" } } } } }
                }
              },
            """
        let withPlurals = Self.catalog.replacingOccurrences(of: "\"strings\" : {\n", with: "\"strings\" : {\n" + plural + "\n")
        let asked = try run([:], catalog: withPlurals)
        #expect(asked.contains("Localizable.xcstrings:11 warning [plural-candidate]"), "\(asked)\n\(withPlurals)")
        #expect(try run(["layout-direction": .severity(.error), "plural-candidate": .off, "locale-format": .severity(.note)]) == [
            "PlayerViewController.swift:7 error [layout-direction]",
            "PlayerViewController.swift:8 note [locale-format]",
        ])
        #expect(try run(["layout-direction": .off, "locale-format": .off, "plural-candidate": .severity(.error)]) == [
            "Localizable.xcstrings:4 error [plural-candidate]",
        ])
    }

    /// Issue 46 §4: `layout-direction` is an error where the app ships a right-to-left language (a catalog has
    /// it, or it is required), a note where it ships none; a configured level wins either way.
    @Test func layoutDirectionIsAnErrorWhereARightToLeftLanguageShips() throws {
        let arabic = Self.catalog.replacingOccurrences(
            of: #""es" : { "stringUnit" : { "state" : "translated", "value" : "%lld vídeos en la cola" } }"#,
            with: #""ar" : { "stringUnit" : { "state" : "translated", "value" : "%lld مقاطع في قائمة الانتظار" } }"#)
        #expect(arabic != Self.catalog)
        #expect(try run([:], catalog: arabic, languages: ["en"]).contains("PlayerViewController.swift:7 error [layout-direction]"))
        // Required but not yet in any catalog: the app is to ship it.
        #expect(try run([:], languages: ["en", "he"]).contains("PlayerViewController.swift:7 error [layout-direction]"))
        #expect(try run(["layout-direction": .severity(.warning)], catalog: arabic, languages: ["en"])
            .contains("PlayerViewController.swift:7 warning [layout-direction]"))
        #expect(try run([:], languages: ["en", "de", "ja"]).contains("below the summary: PlayerViewController.swift:7 note [layout-direction]"))
    }

    /// Many places in an app that ships no right-to-left language are one note, at the first, naming the others
    /// (ClashX's menu items, FlowDown's cells: nobody sees them yet); a configured level lists each.
    @Test func layoutNotesOfAnAppWithoutRightToLeftLanguagesAreOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("i46-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            import UIKit
            final class ProxyItemView: UIView {
                let nameLabel = UILabel()
                let delayLabel = UILabel()
                func layout() {
                    nameLabel.textAlignment = .left
                    delayLabel.textAlignment = .right
                }
            }
            """.utf8).write(to: folder.appendingPathComponent("ProxyItemView.swift"))
        try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        func run(_ rules: [String: RuleLevel]) -> CheckOutcome {
            CheckRun.run(
                CheckRequest(
                    paths: [folder.path], configuration: L10nConfiguration(languages: ["en", "es"], rules: rules),
                    currentDirectory: folder.path)
            )
        }
        func check(_ rules: [String: RuleLevel]) -> [Diagnostic] {
            let outcome = run(rules)
            return outcome.diagnostics.filter { $0.ruleID == "layout-direction" }
        }
        // The one note is said below the summary, not among the findings.
        #expect(check([:]).isEmpty)
        let grouped = run([:]).layoutNote.map { [$0] } ?? []
        #expect(grouped.count == 1)
        #expect(grouped.first?.severity == .note)
        #expect(grouped.first?.location.line == 6)
        #expect(grouped.first?.related.map(\.line) == [7])
        #expect(grouped.first?.message == "2 uses of left and right do not flip in right-to-left languages, e.g. 'textAlignment = .left' in 'ProxyItemView.swift'; the app ships no right-to-left language, so this matters only when one is added ('check --explain' on this line lists them)")
        #expect(check(["layout-direction": .severity(.warning)]).map(\.location.line) == [6, 7])

        // `check --explain` on the note's line lists every place; on another place's line, says where it went.
        let request = CheckRequest(
            paths: [folder.path], configuration: L10nConfiguration(languages: ["en", "es"]), currentDirectory: folder.path)
        let first = try CheckRun.explain(request, file: "ProxyItemView.swift", line: 6).rendered
        #expect(first.contains("""
            ProxyItemView.swift:6:35: note: 2 uses of left and right do not flip in right-to-left languages, e.g. 'textAlignment = .left' in 'ProxyItemView.swift'; the app ships no right-to-left language, so this matters only when one is added ('check --explain' on this line lists them) [layout-direction]
              its places:
                ProxyItemView.swift:6:35
                ProxyItemView.swift:7:36
            """), "\(first)")
        let second = try CheckRun.explain(request, file: "ProxyItemView.swift", line: 7).rendered
        #expect(second.contains("ProxyItemView.swift:7:36: note: 'textAlignment = .right' does not flip in right-to-left languages; use '.natural'"), "\(second)")
        #expect(second.contains("; reported with the project's others in one note at ProxyItemView.swift:6 [layout-direction]"), "\(second)")
        #expect(!second.contains("its places:"))

        // A single place is the project's one note too, saying the same.
        try Data("""
            import UIKit
            final class ProxyItemView: UIView {
                let nameLabel = UILabel()
                func layout() {
                    nameLabel.textAlignment = .left
                }
            }
            """.utf8).write(to: folder.appendingPathComponent("ProxyItemView.swift"))
        #expect(run([:]).layoutNote.map { [$0.message] } == [
            "1 use of left or right does not flip in right-to-left languages, e.g. 'textAlignment = .left' in 'ProxyItemView.swift'; the app ships no right-to-left language, so this matters only when one is added"
        ])
    }

    @Test func theNewIDsAreKnownToTheConfiguration() {
        for id in ["locale-format", "layout-direction", "plural-candidate", "plural-candidate-source"] {
            #expect(CheckRun.knownRuleIDs.contains(id), "\(id)")
        }
    }
}
