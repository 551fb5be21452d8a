import L10nDiagnostics
import L10nSourceParsing

/// `unknown-key`: a dotted key referenced in source that no scanned catalog contains.
enum UnknownKeyRule: SourceRule {
    static let description = RuleDescription(
        id: "unknown-key",
        name: "Unknown Key",
        defaultSeverity: .error,
        summary: "A dotted key used in source is missing from every scanned catalog.",
        rationale: """
            A typo in a key shows the raw key to users. Checked: String(localized:), AttributedString(localized:), \
            LocalizedStringResource, NSLocalizedString, SwiftUI LocalizedStringKey literals (Text, Button, \
            Label, …) and literals the project's own wrapper localizes ("settings.title".localized) whose text is a \
            dotted key (lower-case first segment, no spaces, not a file name); English keys and interpolated keys are \
            left alone, and so is a call that gives its English (value:, defaultValue:) with a key no catalog has \
            anything near: a string added since the tables were last exported from the code. Runs only when a catalog was scanned; keys matching \
            ignoreKeys are skipped; the message names the closest catalog key within two edits, or says that the \
            catalog holds the key as stale (extract --from-sources brings it back), unless the app's own wrapper \
            reads it: Xcode never extracts those keys, so it marks them all stale, and they still ship. Not run while \
            a catalog cannot be \
            read: its keys are unknown, not missing; nor in a preview or a debug build's branch, whose sample text no \
            user meets. The examples \
            assume a catalog with home.title, restaurant.detail.title and settings.title.
            """,
        triggeringExamples: [
            "Text(↓\"home.titel\")",
            "let title = String(localized: ↓\"restaurant.detail.subtitle\")",
            "let resource = LocalizedStringResource(↓\"settings.titles\", defaultValue: \"Settings\")",
            "label.text = NSLocalizedString(↓\"onboarding.welcome\", comment: \"\")",
            "Button(↓\"cart.checkout\") { checkout() }",
            "titleLabel.text = ↓\"settings.titel\".localized",
        ],
        nonTriggeringExamples: [
            "Text(\"home.title\")",
            "let title = String(localized: \"settings.title\")",
            "label.text = NSLocalizedString(\"Save\", comment: \"\")",
            "Text(\"see-more\")",
            "Image(\"logo.png\")",
            "let key = \"home.missing\"",
            "Text(String(localized: \"items.count \\(count)\"))",
            "Text(verbatim: \"home.missing\")",
            "titleLabel.text = \"settings.title\".localized",
            "let discard = NSLocalizedString(\"edit.discard_dialog.discard\", value: \"Discard\", comment: \"\")",
            // A preview's sample domain name (unstoppable's).
            "#Preview {\n    Text(\"oleg.x\")\n}",
        ]
    )

    static let sites: SiteKinds = [.keyReference]

    static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
        guard case .keyReference(let reference, let literal) = site, !reference.hasInterpolation,
            !context.lint.containsCatalogKey(reference.key), TextClassifier.isDottedKey(reference.key),
            !context.lint.ignoredKeys.matches(reference.key)
        else { return }
        // A preview's or a debug build's sample text (unstoppable's `Text("oleg.x")`, a domain name in a `#Preview`):
        // no user meets it, whatever the catalog holds.
        if context.isExcluded(literal) { return }
        if context.lint.staleCatalogKeys.contains(reference.key) {
            // Xcode's extraction never sees a key read through the app's own wrapper (`"lc.common.close".loc`),
            // so it marks every such key stale, and the key still ships with its translations: nothing to fix.
            guard reference.kind != .wrapper, reference.kind != .accessor, reference.kind != .literal else { return }
            let message = "key '\(reference.key)' is in the catalog but marked stale; run extract --from-sources"
            return findings.report(Self.self, at: literal, message, key: reference.key)
        }
        // A domain name (`Text("neodb.app")`, a placeholder `"mastodon.social"`) in a project that keys nothing by
        // dots is the name shown as written, not a key someone forgot.
        if !context.lint.catalogHasDottedKeys, TextClassifier.isDomainsOnly(reference.key) { return }
        // One that ends in a common top-level domain (VVTerm's prompt `"team.cloudflareaccess.com"`) where one or two
        // keys are dotted: the tables do not key by dots.
        if context.lint.catalogHasFewDottedKeys, TextClassifier.isDomainsOnly(reference.key),
            let last = reference.key.split(separator: ".").last, Self.commonTopLevelDomains.contains(String(last))
        {
            return
        }
        let near = context.lint.nearestKeys?.nearest(to: reference.key)
        // A call that gives its English (`value:`, `defaultValue:`) with a key no table has anything near is a string
        // added since the tables were last exported from the code (WooCommerce's generated English table, Lockwise's
        // Pontoon export): users see that English until the next export; a typo'd key has a near one.
        if near == nil, reference.defaultValue.map({ !$0.isEmpty }) == true { return }
        // The value of a static member no code names (Vite Ma Dose's `static let vaccine_type =
        // "location.filtering.action.vaccine_type".localized`, a constant nothing reads): no user meets the key.
        if let member = staticMemberNamed(before: literal, in: context), let reach = context.lint.project.reach,
            !reach.isUsed(member)
        {
            return
        }
        var message = "key '\(reference.key)' is not in any scanned catalog"
        if let near { message += "; did you mean '\(near)'?" }
        findings.report(Self.self, at: literal, message, key: reference.key)
    }

    /// Top-level domains common in addresses shown as examples and names.
    static let commonTopLevelDomains: Set<String> = [
        "com", "org", "net", "io", "app", "dev", "co", "me", "ai", "social", "edu", "gov", "info", "xyz",
    ]

    /// `name` in `static let name = "key"…` for the literal at `literal`; nil for any other literal.
    static func staticMemberNamed(before literal: Int, in context: SiteContext) -> String? {
        let view = context.view
        guard let equals = view.previous(literal), view.isOperator(equals, "="), let name = view.previous(equals),
            context.tokens[name].kind == .identifier, context.isStaticDeclaration(name)
        else { return nil }
        return view.text(name)
    }
}
