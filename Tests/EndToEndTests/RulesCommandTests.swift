import Foundation
import L10nWorkflow
import Testing

@Suite struct RulesCommandTests {
    /// Every rule's id, catalog rules first, from the registries (`CatalogRules.all`, `SourceRules.all`).
    static let ids = CheckRun.ruleDescriptions.map(\.id)

    @Test func registryHoldsBothSides() {
        #expect(Self.ids.first == "key-convention")
        #expect(Self.ids.contains("hardcoded-string") && Self.ids.contains("unused-suppression"))
        #expect(Set(Self.ids).count == Self.ids.count, "ids are unique")
    }

    @Test func listsEveryRule() throws {
        let list = try L10nProcess.run(["rules", "--list"])
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.map { String($0.split(separator: " ")[0]) } == Self.ids)
        #expect(lines[3].hasPrefix("needs-review               warning  A required language's translation is in state"))

        let all = try L10nProcess.run(["rules"])
        #expect(all.status == 0)
        for id in Self.ids { #expect(all.stdout.contains("\n\(id) (") || all.stdout.hasPrefix("\(id) ("), "\(id)") }
        // Every rule has triggering examples (unused-key's are a catalog and a Swift file).
        #expect(all.stdout.components(separatedBy: "Triggers (↓ marks where the finding is reported):").count == Self.ids.count + 1)
        #expect(all.stdout.contains("\n    // HomeView.swift\n    Text(\"home.title\")\n"))
    }

    @Test func describesOneRule() throws {
        let result = try L10nProcess.run(["rules", "stale-key"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                stale-key (Stale Key; default: warning)
                  A key's 'extractionState' is 'stale': the code no longer uses it.
                  Xcode marks a key 'stale' when the build no longer finds it in the code. It still ships and still
                  costs translators' time; remove it, or use it again. The other catalog rules skip stale keys, so a
                  stale key gives this one finding.

                  Triggers (↓ marks where the finding is reported):
                    ↓"onboarding.welcome.subtitle" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Find places to eat" } }
                      }
                    }

                  Does not trigger:
                    "onboarding.welcome.title" : {
                      "extractionState" : "manual"
                    },
                    "onboarding.welcome.subtitle" : {

                    }

                """)
    }

    @Test func unknownRuleExitsTwo() throws {
        let result = try L10nProcess.run(["rules", "stale-keys"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: unknown rule 'stale-keys'; 'l10n rules --list' lists them\n")
    }
}
