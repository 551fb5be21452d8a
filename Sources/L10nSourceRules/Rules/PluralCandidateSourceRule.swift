import L10nDiagnostics
import L10nSourceParsing

/// `plural-candidate-source`: a count spliced next to a countable word in localized text that no scanned catalog
/// has yet.
enum PluralCandidateSourceRule: SourceRule {
    static let description = RuleDescription(
        id: "plural-candidate-source",
        name: "Plural Candidate in Source",
        defaultSeverity: .warning,
        summary: "Localized text splices a count next to a countable word, and no scanned catalog has its entry yet.",
        rationale: """
            The Swift side of 'plural-candidate': String(localized: "\\(count) restaurants") becomes the catalog \
            entry '%lld restaurants', which Xcode creates without plural variations, so it reads '1 restaurants' \
            and is wrong in Russian for most numbers. Checked: the literal of String(localized:), \
            AttributedString(localized:), LocalizedStringResource and SwiftUI LocalizedStringKey positions \
            (Text("…"), Button("…"), …) that interpolates exactly one count — a name (alone or after a '.') \
            that is 'count', ends in 'Count', or that this file declares with an integer type (Int, Int64, UInt, \
            …) — followed by a countable word, decided as 'plural-candidate' decides it (an English plural like \
            'restaurants' or 'file(s)', one lower-case adjective allowed before it; not after 'Version', \
            'Step', 'Page' and other ordinal words; not a unit). Reported only when no scanned catalog has an \
            entry for the literal (a stale one included: Xcode still reads it): once Xcode adds the entry, 'plural-candidate' judges it at the entry's line \
            (with the categories each language needs), so a string gives one finding, not two. Runs when \
            catalogs were scanned. A key whose text lives only in the catalog (String(localized: \
            "restaurants.count \\(count)")) is the catalog rule's alone. Separate from 'plural-candidate' \
            because a rule id lives in one registry: catalog rules and source rules are listed, configured and \
            tested apart.
            """,
        triggeringExamples: [
            "let title = String(localized: ↓\"\\(restaurants.count) restaurants\")",
            "func header(unreadCount: Int) -> some View { Text(↓\"\\(unreadCount) new messages\") }",
            "Label(↓\"\\(selectedCount) file(s)\", systemImage: \"doc\")",
        ],
        nonTriggeringExamples: [
            "Text(\"home.title\")\nlet title = String(localized: \"settings.title\")",
            "let title = String(localized: \"restaurants.count \\(restaurants.count)\")",
            "func header(version: Int) -> some View { Text(\"Version \\(version)\") }",
            "Text(\"\\(progress)% done\")\nText(\"\\(count)%\")",
            "let name: String = \"Luigi\"\nText(\"\\(name) restaurants\")",
            "Text(\"Step \\(step.count) items\")",
            "Text(\"\\(count) min\")",
        ]
    )

    static let sites: SiteKinds = [.keyReference]

    static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
        guard case .keyReference(let reference, let item) = site, reference.hasInterpolation,
            let literal = context.file.literal(at: item)
        else { return }
        let segments = context.file.source.segments(of: literal)
        let interpolations = segments.indices.filter { if case .interpolation = segments[$0] { true } else { false } }
        guard interpolations.count == 1, let position = interpolations.first,
            case .interpolation(let range) = segments[position], isCount(range, in: context)
        else { return }
        func text(_ index: Int) -> String {
            guard segments.indices.contains(index), case .text(let text) = segments[index] else { return "" }
            return text
        }
        guard let word = CountedWord.after(text(position + 1), before: text(position - 1)) else { return }
        let key = context.file.formatKey(literal)
        // An entry Xcode marked stale is still the entry it will use (raindrop's `Features` package, whose keys
        // Xcode does not extract, read from the app's catalog where 'Found %lld collections' varies by plural).
        let format = UnusedKeyRule.normalizedFormat(key)
        if context.lint.catalogFormats?.contains(format) == true || context.lint.staleCatalogFormats.contains(format) { return }
        findings.report(
            Self.self, at: item,
            "\(SourceFile.quote(context.file.sourceText(of: literal))) counts '\(word)' with a number, and Xcode will extract it without plural variations; vary its catalog entry by plural, or use a key whose entry does",
            key: key)
    }

    /// A name that holds a count: `count`, `restaurants.count`, `unreadCount`, or a name this file declares with
    /// an integer type.
    static func isCount(_ range: Range<Int>, in context: SiteContext) -> Bool {
        guard let names = context.nameChain(range), let last = names.last else { return false }
        let name = context.view.text(last)
        if name == "count" || name.hasSuffix("Count") { return true }
        guard let type = context.chainType(names) else { return false }
        return integerTypes.contains(type.hasSuffix("?") ? String(type.dropLast()) : type)
    }

    private static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
}
