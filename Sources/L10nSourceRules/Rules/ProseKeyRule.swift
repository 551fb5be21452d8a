import L10nDiagnostics
import L10nSourceParsing

/// `key-convention` in Swift: English text given as the key to a localizing API. The text is localized, but keyed
/// by its English: the key changes whenever the wording does, and says nothing of where the string is used. The
/// catalog side of the same rule (`KeyConventionRule`, L10nCatalogChecks) judges the catalog's keys; this one points at the
/// call, where the fix is made.
enum ProseKeyRule: SourceRule {
    static let description = RuleDescription(
        id: "key-convention",
        name: "Key Convention (Swift)",
        defaultSeverity: .error,
        summary: "A localizing call is given English text as its key instead of a 'feature.screen.element' key.",
        rationale: """
            String(localized:), NSLocalizedString, LocalizedStringResource, a SwiftUI view called with comment:, \
            tableName: or bundle:, and the project's own wrappers that pass their receiver to a localizing call \
            ("Cancel".localized, wherever it is called: shown, returned from a function, formatted) all localize \
            their literal, so it is not hardcoded; but used as the key, the English \
            text becomes the catalog's key, which changes with every rewording and says nothing of where the string \
            is shown. One finding at the call suggests the key, with the English kept as the default value: \
            String(localized: "muted.note.title", defaultValue: "Note you've muted", comment: …), keeping the \
            call's comment. Prose is judged as \
            hardcoded-string judges it; a key matching the configured keyPattern is never reported. Plain \
            Text("Restaurants") (no comment, table or bundle) is a hardcoded-string finding instead. With \
            englishKeys (the team keys by English on purpose), nothing is reported.
            """,
        triggeringExamples: [
            "Text(↓\"Note you've muted\", comment: \"Shown above the muted list\")",
            "let title = NSLocalizedString(↓\"Reactions\", comment: \"Tab title\")",
            "let prompt = String(localized: ↓\"Open the settings\")",
            "let action = LocalizedStringResource(↓\"Sync now\")",
            "Button(↓\"Cancel\", tableName: \"Alerts\") { dismiss() }",
            "label.text = ↓\"Cancel\".localized",
            "var title: String { ↓\"Open the settings\".localized }",
            "func failureMessage() -> String {\n    return ↓\"Sync failed\".localized\n}",
            "alert.informativeText = String(format: ↓\"Allow %@ to run?\".localized, name)",
            """
            @main struct RestaurantsApp: App {
                var body: some Scene { WindowGroup { Text(Date.now.relativeDescription()) } }
            }
            extension Date {
                func relativeDescription() -> String { NSLocalizedString(↓"just now", comment: "Date format") }
            }
            """,
        ],
        nonTriggeringExamples: [
            // The project's wrapper takes its key and a default value (Leka's `l10n.LocalizedString`): the English
            // is the default, not the key.
            """
            enum l10n {
                static func LocalizedString(_ key: StaticString, value: String.LocalizationValue, comment: StaticString) -> AttributedString {
                    AttributedString(String(localized: key, defaultValue: value, comment: comment))
                }
                static let title = LocalizedString("lekaapp.avatar_picker.title", value: "Avatar choice", comment: "Title")
            }
            """,
            "Text(\"Restaurants\")",
            "let title = String(localized: \"settings.title\")",
            "label.text = NSLocalizedString(\"onboarding.welcome\", comment: \"\")",
            "Text(\"home.title\", comment: \"Title of the home screen\")",
            "let resource = LocalizedStringResource(\"settings.header\", defaultValue: \"Settings\")",
            "Text(String(localized: \"items.count \\(count)\"))",
            "Text(verbatim: \"Note you've muted\")",
            "label.text = \"settings.cancel\".localized",
            // Evidens's wrapper takes the key as an argument, the English text before it being the default value.
            "static let gotIt = \"Got it\".localized(key: \"miscellaneous.gotIt\")",
            "var title: String { \"settings.title\".localized }",
            "let symbol = NSLocalizedString(\"%@\", comment: \"\")",
            "let body = String(format: NSLocalizedString(\"notification.twoChannels %@ %@\", comment: \"\"), a, b)",
            "var stateName: String { \"DE_\\(state.code)\".localized }",
            // A method that gives text and that no code of the whole app calls (goma's `toStringWithRelativeTime`):
            // nobody looks its keys up.
            """
            @main struct RestaurantsApp: App {
                var body: some Scene { WindowGroup { Text("home.title") } }
            }
            extension Date {
                func relativeDescription() -> String { NSLocalizedString("just now", comment: "Date format") }
            }
            """,
        ]
    )

    static let sites: SiteKinds = [.userText, .keyReference]
    /// Prose is judged by its text, with or without catalogs.
    static let needsCatalogs = false

    static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
        // Someone else's code (a vendored library's English-keyed defaults): its key style is its authors'.
        guard !context.lint.englishKeys, !context.isForeignFile else { return }
        switch site {
        case .keyReference(let reference, let literal):
            // SwiftUI's positions come as user text below, where the call's labels are known.
            guard reference.kind != .text, reference.kind != .literal else { return }
            report(literal, in: context, into: &findings)
        case .userText(let text):
            // `"Cancel".localized` comes as a key reference (`.wrapper`) wherever it is, shown here or not.
            guard text.sink.lookupLabel != nil, text.sink.api.localizesKeys else { return }
            for item in context.textParts(of: text).literals { report(item, in: context, into: &findings) }
        default:
            return
        }
    }

    /// The `comment:` argument, as written, of the call whose key is the literal at `item` (`Text("Muted", comment:
    /// "Badge")`, `NSLocalizedString("Muted", comment: "Badge")`, `String(localized: "Muted", comment: "Badge")`),
    /// so the suggestion keeps the translator's context; nil when the call has none.
    static func commentArgument(ofCallAt item: Int, in context: SiteContext) -> String? {
        let view = context.view
        guard var open = view.previous(item) else { return nil }
        // `String(localized: "…"`: the key is the labelled first argument.
        if view.isPunctuation(open, UInt8(ascii: ":")), let label = view.previous(open), let before = view.previous(label) {
            open = before
        }
        guard view.isPunctuation(open, UInt8(ascii: "(")), let close = view.matching(open) else { return nil }
        guard let argument = view.arguments(open: open, close: close).first(where: { view.hasLabel($0, "comment") })
        else { return nil }
        let text = context.file.sourceText(of: argument.expression).trimmingSpaces()
        return text.isEmpty || text.contains("\n") ? nil : text
    }

    /// One finding at the literal when its text is prose that no key pattern of the team's admits.
    static func report(_ item: Int, in context: SiteContext, into findings: inout SourceFindings) {
        // `"items.count \(count)"` is the catalog key `items.count %lld`: a key with arguments, not prose.
        guard let literal = context.file.literal(at: item) else { return }
        // Most literals here are keys (`"home.title"`): ruled out from their bytes, before any `String` is made.
        if let range = context.file.source.plainTextRange(of: literal),
            hasDottedHead(context.file.source.bytes[range])
        {
            return
        }
        guard !context.file.isKeyWithArguments(literal) else { return }
        // Code nothing reaches (``UnreachedText``: a method no code calls): its keys are looked up by nobody.
        guard context.unreachedText.parts.isEmpty || context.unreachedText.reason(at: item) == nil else { return }
        let (value, _) = context.file.rendered(literal)
        // `"notification.twoChannels \(a) \(b)"`: a dotted key and its arguments, whatever its segments' case (the
        // catalog side of the rule judges the key itself).
        let head = value.prefix { $0 != " " }
        // `"DE_\(state.code)"`: one word joined by underscores, a key built from an identifier (CovPass's states).
        let isIdentifier = head.count == value.count && value.contains("_")
            && value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !(head.contains(".") && head.allSatisfy { $0.isLetter || $0.isNumber || "._-".contains($0) }),
            !isIdentifier,
            case .prose = TextClassifier.classify(value),
            !TextClassifier.isDottedKeyOfThreeOrMoreSegments(Array(value.utf8)[...]),
            !context.lint.isConventionalKey(context.file.formatKey(literal))
        else { return }
        let words = KeySuggestion.words(inText: TextClassifier.removingFormatSpecifiers(value))
        let key = KeySuggestion.suggest(
            prefix: context.file.keyPrefix(at: item), element: nil, words: words, maximumWords: 4)
        let english = "\"" + context.file.sourceText(of: literal) + "\""
        let comment = commentArgument(ofCallAt: item, in: context).map { ", comment: " + $0 } ?? ""
        context.englishKeysUse.reach()
        findings.report(
            Self.self, at: item,
            "\(SourceFile.quote(value)) is localized but keyed by its English text; use a key and keep the English as "
                + "its default value: String(localized: \"\(key)\", defaultValue: \(english)\(comment))",
            key: context.file.formatKey(literal),
            suggestedKey: SuggestedKey(key: key, text: value, alternatives: []))
    }

    /// True when `bytes` are ASCII and the text before their first space is a dotted name (`home.title`,
    /// `cart.items 3`): the head ``report(_:in:into:)`` rules out as a key, read from the bytes (in ASCII a
    /// `Character` is a byte).
    private static func hasDottedHead(_ bytes: ArraySlice<UInt8>) -> Bool {
        var inHead = true
        var hasDot = false
        for byte in bytes {
            guard byte < 0x80 else { return false }
            guard inHead else { continue }
            switch byte {
            case UInt8(ascii: " "): inHead = false
            case UInt8(ascii: "."): hasDot = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                break
            default: return false
            }
        }
        return hasDot
    }
}
