import L10nDiagnostics

/// `absolute-padding` (a toy, to show what adding a rule takes): `.padding(.left, …)` pads the wrong side in
/// right-to-left languages.
enum AbsolutePaddingRule: SourceRule {
    static let description = RuleDescription(
        id: "absolute-padding",
        name: "Absolute Padding",
        defaultSeverity: .warning,
        summary: "Padding on an absolute side that does not flip in right-to-left languages.",
        rationale: """
            Arabic and Hebrew lay out from the right: '.left' stays left, '.leading' flips. Reported at the edge \
            argument of padding(_:_:).
            """,
        triggeringExamples: [
            "Text(\"home.title\").padding(↓.left, 8)",
            "Text(\"home.title\")\n    .padding(↓.right)",
        ],
        nonTriggeringExamples: [
            "Text(\"home.title\").padding(.leading, 8)",
            "Text(\"home.title\").padding(.horizontal, 8)",
            "let inset = insets.left + 8",
        ]
    )

    static let sites: SiteKinds = [.call]

    static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
        guard case .call(let call) = site, call.isMember, context.view.token(call.name, is: "padding"),
            let edge = call.arguments.first, !edge.hasLabel, let dot = context.view.firstCode(in: edge.expression),
            context.view.isPunctuation(dot, UInt8(ascii: ".")), let side = context.view.next(dot),
            context.view.token(side, is: "left") || context.view.token(side, is: "right")
        else { return }
        let replacement = context.view.token(side, is: "left") ? ".leading" : ".trailing"
        findings.report(Self.self, at: dot, "padding on '.\(context.view.text(side))' does not flip in right-to-left languages; use '\(replacement)'")
    }
}
