import L10nDiagnostics
import Testing

@testable import L10nSourceParsing
@testable import L10nSourceRules

/// The rule API a new rule is written against: generic call and assignment sites, derived only when a running
/// rule asks for them; the three kinds of rule in the registry; one logging check.
@Suite struct RuleAPITests {
    /// A rule that reports every call and assignment it is given, as text: what a new rule would read.
    enum SiteRecorder: SourceRule {
        static let description = RuleDescription(
            id: "site-recorder", name: "Site Recorder", defaultSeverity: .warning, summary: "Test.", rationale: "Test.")
        static let sites: SiteKinds = [.call, .assignment]

        static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
            let view = context.view
            func text(_ range: Range<Int>) -> String { range.map(view.text).joined() }
            switch site {
            case .call(let call):
                let labels = call.arguments.map { view.label(of: $0) ?? "_" }.joined(separator: ",")
                findings.report(
                    Self.self, at: call.name,
                    "call \(text(call.receiver))|\(view.text(call.name))(\(labels))\(call.isMember ? " member" : "")")
            case .assignment(let assignment):
                findings.report(
                    Self.self, at: assignment.property,
                    "assign \(text(assignment.receiver))|\(view.text(assignment.property)) = \(text(assignment.value))")
            default:
                Issue.record("a site this rule did not ask for: \(site.kind)")
            }
        }
    }

    static func sites(_ source: String) -> [String] {
        let file = SourceFile(path: "App/View.swift", source: Lexer.tokenize(source))
        let declarations = DeclarationScanner.scan(file)
        let context = SiteContext(file: file, lint: LintContext(options: LintOptions()), declarations: declarations)
        var walker = SiteWalker(context: context, rules: [SiteRecorder.self])
        walker.walk(followingDeclarations: true)
        return walker.findings.all.map(\.written.message)
    }

    @Test func callSitesNameTheCalleeItsReceiverAndItsLabels() {
        let source = """
            struct Row: View {
                func configure(_ label: UILabel) {
                    label.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 8)
                    formatter.dateFormat = "MM/dd/yyyy"
                    label.textAlignment = .left
                    let title = "Hi"
                }
                var body: some View { Text("Hi").padding(.left, 8) }
            }
            #Preview { Text("Preview").padding(.left, 8) }
            """
        #expect(
            Self.sites(source) == [
                "call label.leftAnchor|constraint(equalTo,constant) member",
                "assign formatter|dateFormat = \"MM/dd/yyyy\"",
                "assign label|textAlignment = .left",
                "call |Text(_)",
                "call Text(\"Hi\")|padding(_,_) member",
            ])
    }

    /// The walker derives a kind of site only when a running rule wants it: with the rules that want calls or
    /// assignments off (locale-format and layout-direction are), no call or assignment site is derived.
    @Test func genericSitesAreDerivedOnlyWhenARunningRuleWantsThem() {
        let all = LintContext(options: LintOptions(catalogKeys: ["home.title"]))
        #expect(all.sites == all.siteRules.reduce(into: SiteKinds()) { $0.formUnion($1.sites) })
        var options = LintOptions(catalogKeys: ["home.title"])
        for rule in all.siteRules where !rule.sites.isDisjoint(with: [.call, .assignment]) {
            options.ruleLevels[rule.id] = .off
        }
        let context = LintContext(options: options)
        #expect(!context.sites.contains(.call) && !context.sites.contains(.assignment))
        #expect(context.sites.contains(.userText) && context.sites.contains(.keyReference))
        let file = SourceFile(path: "App/View.swift", source: Lexer.tokenize("Text(\"Hi\").padding(.left, 8)\nlabel.textAlignment = .left\n"))
        var walker = SiteWalker(
            context: SiteContext(file: file, lint: context, declarations: nil), rules: context.siteRules + [SiteRecorder.self])
        walker.walk()
        #expect(walker.findings.all.filter { $0.ruleID == SiteRecorder.id }.count == 3, "the walker asked for them")
    }

    @Test func everyRegisteredRuleIsOneOfTheThreeKinds() {
        for rule in SourceRules.all {
            let kinds = [rule is any SourceRule.Type, rule is any FileEndRule.Type, rule is any ProjectRule.Type]
            #expect(kinds.filter { $0 }.count == 1, "\(rule.description.id)")
        }
        #expect(SourceRules.projectRules.map { $0.description.id } == ["unused-key"])
        let context = LintContext(options: LintOptions())
        #expect(context.fileEndRules.map { $0.rule.description.id } == ["unused-suppression"])
    }

    /// One logging check: text glued inside a logging call is for developers, whatever the logger is called.
    @Test func concatenationInsideAnyLoggingCallIsQuiet() {
        let calls = ["print", "NSLog", "logError", "logger.error", "Log.debug", "os_log", "logDownload"]
        for call in calls {
            let source = "\(call)(\"Upload failed: \" + String(localized: \"upload.error\"))\n"
            let found = SourceLinter(options: LintOptions()).lint(path: "App/Uploader.swift", bytes: Array(source.utf8))
                .diagnostics.filter { $0.ruleID == StringConcatenationRule.id }
            #expect(found.isEmpty, "\(call): \(found.map(\.message))")
        }
        // Not a logging call: reported.
        for call in ["logIn", "showMessage", "Text"] {
            let source = "\(call)(\"Upload failed: \" + String(localized: \"upload.error\"))\n"
            let found = SourceLinter(options: LintOptions()).lint(path: "App/Uploader.swift", bytes: Array(source.utf8))
                .diagnostics.filter { $0.ruleID == StringConcatenationRule.id }
            #expect(found.count == 1, "\(call): \(found.map(\.message))")
        }
    }
}
