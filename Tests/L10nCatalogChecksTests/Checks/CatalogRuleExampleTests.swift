import L10nCatalogChecks
import L10nDiagnostics
import Testing
import XCStrings

/// Every example of every catalog rule is a test: a triggering example gives exactly one finding at each `↓`,
/// a non-triggering example gives none.
@Suite struct CatalogRuleExampleTests {
    @Test(arguments: CatalogRules.all.map { $0.description.id })
    func examplesHold(ruleID: String) throws {
        let rule = try #require(CatalogRules.rule(id: ruleID))
        let description = rule.description
        #expect(!description.triggeringExamples.isEmpty, "\(ruleID) has no triggering example")
        #expect(!description.nonTriggeringExamples.isEmpty, "\(ruleID) has no non-triggering example")

        triggering: for (index, text) in description.triggeringExamples.enumerated() {
            let example = RuleExample(text)
            #expect(!example.markers.isEmpty, "\(ruleID) triggering example \(index) has no ↓")
            let findings = try example.findings(of: rule)
            let found = findings.map(SourcePosition.init).sorted()
            #expect(
                found == example.markers.sorted(),
                "\(ruleID) triggering example \(index): findings at \(found), markers at \(example.markers)\n\(findings.map(\.message))")
            for finding in findings {
                #expect(finding.ruleID == ruleID)
                // A rule may give an advisory finding below its default (length-limit's 3× length as a note,
                // format-specifier-mismatch's object left out as a warning), never above it.
                #expect(finding.severity <= description.defaultSeverity)
                #expect(finding.key != nil, "\(ruleID): finding without a key: \(finding.message)")
                #expect(finding.message.first.map { !$0.isUppercase } ?? false, "\(ruleID): message starts uppercase: \(finding.message)")
            }
            continue triggering
        }

        nonTriggering: for (index, text) in description.nonTriggeringExamples.enumerated() {
            let example = RuleExample(text)
            #expect(example.markers.isEmpty, "\(ruleID) non-triggering example \(index) has a ↓")
            let findings = try example.findings(of: rule)
            #expect(findings.isEmpty, "\(ruleID) non-triggering example \(index): \(findings.map { "\($0.location): \($0.message)" })")
            continue nonTriggering
        }
    }

    @Test func ruleIDsAreUniqueAndKebabCase() {
        let ids = CatalogRules.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
    }
}
