/// The one catalogue of built-in user-facing APIs: every call and property whose text people read, a small file
/// per framework. Each entry says which arguments carry text (the first unlabelled one, labels), the element of a
/// suggested key, whether a literal there is a catalog key (SwiftUI, App Intents), and, where a bare name says
/// little, the receiver types that make it user-facing (`SVProgressHUD.show(withStatus:)`, not every
/// `show(withStatus:)`).
///
/// `hardcoded-string` reads it through `LintContext`; its rule documentation lists it (``documentation``), the
/// list in docs/rules.md is tested against it, and `APICatalogueTests` runs an example of every entry through the
/// linter.
/// To add an API, add an entry to its framework's section.
///
///     APICatalogue.calls.first { $0.name == "UIAlertAction" }?.labels   // ["title"]
package enum APICatalogue {
    /// The entries of one framework.
    struct Section: Sendable {
        var framework: String
        var entries: [UserFacingAPI]
    }

    /// Every section, in the order the documentation lists them.
    static let sections: [Section] = [
        swiftUI, appIntents, uiKit, appKit, userNotifications, widgetKit, foundation, thirdParty,
    ]

    /// Every call entry (their names are unique).
    package static let calls: [UserFacingAPI] = sections.flatMap(\.entries)

    /// How documentation names an entry, once per argument that carries text: `Text(_:)`, `.navigationTitle(_:)`,
    /// `UIAlertController(title:)` and `UIAlertController(message:)`, `SVProgressHUD.show(withStatus:)`.
    static func signatures(of api: UserFacingAPI) -> [String] {
        let prefix: String
        switch (api.form, api.receivers.isEmpty) {
        case (.method, true): prefix = "." + api.name
        case (.method, false): prefix = api.receivers.sorted().joined(separator: "/") + "." + api.name
        default: prefix = api.name
        }
        let labels = (api.firstUnlabeled ? ["_"] : []) + api.labels.sorted()
        return labels.map { "\(prefix)(\($0):)" }
    }

    /// The catalogue by framework, then the properties: `(heading, names)` pairs that ``documentation`` and
    /// ``markdown`` write out.
    static var groups: [(heading: String, names: [String])] {
        var groups = sections.map { ($0.framework, $0.entries.flatMap(signatures(of:))) }
        groups.append(("Properties assigned (label.text = …)", properties.keys.sorted()))
        groups.append(
            ("Properties on these types only",
                typedProperties.flatMap { entry in entry.types.sorted().map { "\($0).\(entry.name)" } }))
        groups.append(("Values returned by data sources", shownReturns.map { "\($0.name)(_:\($0.label):)" }))
        return groups
    }

    /// The catalogue as one paragraph, for `l10n rules hardcoded-string`.
    package static var documentation: String {
        "The API catalogue — " + groups.map { "\($0.heading): \($0.names.joined(separator: ", "))" }.joined(separator: "; ") + "."
    }

    /// The catalogue as a Markdown list, as docs/rules.md shows it.
    static var markdown: String {
        groups.map { group in "- \(group.heading): " + group.names.map { "`\($0)`" }.joined(separator: ", ") }
            .joined(separator: "\n")
    }
}
