import L10nDiagnostics
import L10nSourceParsing

/// Comments that say a declaration's text is not translated on purpose: the team's stated intent, honoured as a
/// suppression of the text rules (`hardcoded-string`, `string-concatenation`) is, and quoted by `check --explain`.
///
///     // Strings in this view are intentionally left unlocalized: developer settings.
///     struct DeveloperSettingsView: View { … }          // the whole file: the comment comes before any declaration
///
///     /// Messages are developer-facing diagnostics and stay English-only.
///     final class ExecutionTrace { … }                  // the class
///
///     // No translation needed below, this is not a discoverable intent
///     @Parameter(title: "Server") var serverId: String? // "below": to the end of the enclosing body
///
/// What a comment covers: the declaration it stands on or right above (its attributes included: `@Parameter(title:
/// "Server")`), the line of a statement right below it, the whole file when it comes before the file's first declaration, and, when it says "below",
/// "following" or "from here", everything after it to the end of the body it is in. A comment says so when it
/// has one of the phrases of ``says(_:)``: "do not translate", "don't localize", "not localized", "unlocalized",
/// "untranslated", "no translation needed", "English only", "kept in English", "on purpose" with
/// "localized"/"translated" …; never one that marks work still to do ("TODO: localize", "not localized yet").
package struct StatedIntent {
    package struct Statement {
        /// The comment's first token.
        var comment: Int
        /// The comment as written, for messages (trimmed, at most a line).
        package var text: String
        /// The tokens it covers.
        package var covers: ClosedRange<Int>
        package var line: Int
    }

    package private(set) var statements: [Statement] = []

    /// The rules a statement of intent suppresses: those that report text left untranslated or put together.
    package static let rules: Set<String> = ["hardcoded-string", "string-concatenation"]

    package init() {}

    package init(file: SourceFile, declarations: FileDeclarations?) {
        let tokens = file.tokens
        var handled = -1
        for landmark in file.source.landmarks where tokens[Int(landmark)].isComment {
            let index = Int(landmark)
            // A block of comments one after another is read as one statement.
            guard index > handled, Self.mentionsTranslation(file.source.bytes[tokens[index].range]) else { continue }
            var last = index
            while last + 1 < tokens.count, tokens[last + 1].isComment { last += 1 }
            handled = last
            let text = (index...last).map { String(decoding: file.source.bytes[tokens[$0].range], as: UTF8.self) }
                .joined(separator: " ")
            guard Self.says(text) else { continue }
            let covers = Self.coverage(of: index...last, text: text, in: file, declarations: declarations)
            guard let covers else { continue }
            statements.append(
                Statement(comment: index, text: Self.shown(text), covers: covers, line: tokens[index].line))
        }
        // A text the app shows that says so (eightLttrs' legal notice: "Because this is only required by German law,
        // this is only available in German."): the type it is in, the whole file outside one.
        // One pass over the tokens finds both kinds below: a literal's text that says "…vailable in …", and the
        // label `verbatim` (a byte search of the whole file for each cost a percent of a large check).
        var saysAvailableIn = false
        var verbatims: [Int] = []
        let bytes = file.source.bytes
        // Read once, not per token (each read of a static asks whether it is made yet).
        let availableIn = Self.availableIn
        let verbatimWord = Self.verbatimWord
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .stringText where !saysAvailableIn && token.range.count >= availableIn.count:
                saysAvailableIn = bytes[token.range].containsBytes(availableIn)
            case .identifier where token.range.count == verbatimWord.count:
                if bytes[token.range].elementsEqual(verbatimWord) { verbatims.append(index) }
            default:
                break
            }
        }
        if let declarations, saysAvailableIn {
            for index in tokens.indices where tokens[index].kind == .stringOpen {
                guard let literal = file.literal(at: index), let text = file.source.plainText(of: literal),
                    Self.saysOnlyIn(text)
                else { continue }
                let type = declarations.types.last { $0.body.contains(index) }
                let covers = type.map { min($0.keyword, $0.body.lowerBound)...$0.body.upperBound } ?? 0...(tokens.count - 1)
                statements.append(Statement(comment: index, text: Self.shown(text), covers: covers, line: tokens[index].line))
            }
        }
        // Words written `Text(verbatim: "…")` three times or more in a file (jyutping's keyboard test screen: "Number
        // Pad", "Email Address", …): the team keeps that screen's text as written, the way SwiftUI says so.
        if verbatims.count >= 3 {
            let view = file.view
            var count = 0
            var first = 0
            for index in verbatims {
                guard let colon = view.next(index), view.isPunctuation(colon, UInt8(ascii: ":")), let open = view.next(colon),
                    let literal = file.literal(at: open), let text = file.source.plainText(of: literal),
                    text.split(whereSeparator: { !$0.isLetter }).contains(where: { $0.count >= 3 })
                else { continue }
                if count == 0 { first = index }
                count += 1
            }
            if count >= 3 {
                statements.append(
                    Statement(
                        comment: first, text: "\(count) of the file's texts are written 'Text(verbatim:)': kept as written on purpose",
                        covers: 0...(tokens.count - 1), line: tokens[first].line))
            }
        }
        // A type named for it says so too (passepartout's `enum Unlocalized` of names and URLs).
        for type in declarations?.types ?? [] where Self.namesUntranslated(type.name) {
            statements.append(
                Statement(
                    comment: type.nameToken, text: "the type's name '\(type.name)' says its text is not translated",
                    covers: min(type.keyword, type.body.lowerBound)...type.body.upperBound,
                    line: tokens[type.nameToken].line))
        }
    }

    /// Whether a text the app shows says it is in one language only: "only available in German", "available only in
    /// English".
    ///
    ///     StatedIntent.saysOnlyIn("Because this is only required by German law, this is only available in German.")  // true
    ///     StatedIntent.saysOnlyIn("Only available in the Pro version")   // false: no language
    static func saysOnlyIn(_ text: String) -> Bool {
        let lower = text.lowercased()
        for phrase in ["only available in ", "available only in ", "only provided in ", "provided only in "] {
            var rest = lower[...]
            while let range = rest.range(of: phrase) {
                let word = rest[range.upperBound...].prefix { $0.isLetter }
                if languageNames.contains(String(word)) { return true }
                rest = rest[range.upperBound...]
            }
        }
        return false
    }

    private static let availableIn = Array("vailable in ".utf8)
    private static let verbatimWord = Array("verbatim".utf8)

    /// English names of the languages a text may say it is kept in.
    static let languageNames: Set<String> = [
        "english", "german", "french", "spanish", "italian", "dutch", "portuguese", "russian", "chinese", "japanese",
        "korean", "arabic", "hebrew", "turkish", "polish", "swedish", "danish", "norwegian", "finnish", "czech",
        "hungarian", "greek", "ukrainian",
    ]

    /// Whether a type's name says its text is kept untranslated (``UntranslatedName``).
    static func namesUntranslated(_ name: String) -> Bool { UntranslatedName.says(name) }

    /// The statement that covers token `index`, if any.
    package func statement(covering index: Int) -> Statement? {
        statements.first { $0.covers.contains(index) }
    }

    // MARK: What a comment says

    /// A cheap test before a comment is read as text: it mentions translation, localization or English
    /// (`transl`, `locali`, `localis`, `nglish`, `i18n`, `l10n` in its bytes). The bytes are read once, through a
    /// window of the last six, compared with each phrase's bytes packed in an integer (no phrase holds a zero
    /// byte, so the window's empty start matches none): every comment of every file is asked, and the search it
    /// replaced, a list of the phrases made per comment and each tried where its first byte stood, cost 4 % of a
    /// check's instructions.
    static func mentionsTranslation(_ bytes: ArraySlice<UInt8>) -> Bool {
        let (ransl, ocali, nglish, i18n, l10n) = (Self.ransl, Self.ocali, Self.nglish, Self.i18n, Self.l10n)
        var window: UInt64 = 0
        for byte in bytes {
            window = ((window << 8) | UInt64(byte)) & 0xFFFF_FFFF_FFFF
            let five = window & 0xFF_FFFF_FFFF
            let three = window & 0xFF_FFFF
            if five == ransl || five == ocali || window == nglish || three == i18n || three == l10n {
                return true
            }
        }
        return false
    }

    private static let ransl = PackedBytes.of("ransl")
    private static let ocali = PackedBytes.of("ocali")
    private static let nglish = PackedBytes.of("nglish")
    private static let i18n = PackedBytes.of("18n")
    private static let l10n = PackedBytes.of("10n")

    /// Whether a comment says its text is not translated on purpose.
    ///
    ///     StatedIntent.says("// not translated on purpose")                      // true
    ///     StatedIntent.says("// Strings here are intentionally left unlocalized") // true
    ///     StatedIntent.says("/// Messages stay English-only")                    // true
    ///     StatedIntent.says("// TODO: localize")                                 // false
    ///     StatedIntent.says("// not localized yet")                              // false
    ///     StatedIntent.says("// We don't need to localize this now.")             // true
    ///     StatedIntent.says("/// Only `system` needs localization; the other names stay in English")  // true
    static func says(_ comment: String) -> Bool {
        let text = Self.searchable(comment)
        // Compared byte for byte, in one pass over the text for each list (each phrase tried where its first byte
        // stands): every comment that mentions localization is read, and a search per phrase cost 1 % of a check's
        // instructions.
        // "We don't need to localize this now" (WooCommerce's 'Auto Draft') holds "need to localize", which marks
        // work to do only when nothing negates it.
        if needless.isHeld(in: text) { return true }
        if unfinished.isHeld(in: text) {
            // A clause of its own may say the rest is kept (mail-notifier's theme names: "Only `system` is a real word
            // that needs localization; the other ten are sci-fi proper names that stay in English across every
            // locale"). A 'TODO' or 'FIXME' anywhere still marks the whole comment as work to do.
            guard !doing.isHeld(in: text) else { return false }
            let clauses = comment.split(whereSeparator: { $0 == ";" || $0 == "." || $0 == "\n" })
            guard clauses.count > 1 else { return false }
            return clauses.contains { clause in
                let words = Self.searchable(clause)
                return !unfinished.isHeld(in: words) && phrases.isHeld(in: words)
            }
        }
        return phrases.isHeld(in: text)
    }

    /// `text` as the phrase lists are searched in: lower-cased, one apostrophe, hyphens and underscores as spaces,
    /// a space at each end (so that " todo" matches at the start).
    private static func searchable(_ text: some StringProtocol) -> [UInt8] {
        Array((" " + text.lowercased().replacingAll(["’": "'", "-": " ", "_": " "]) + " ").utf8)
    }

    /// What marks a whole comment as work still to do, whatever its other clauses say.
    private static let doing = Phrases([" todo", "fixme"])

    /// What says localizing is not needed, though it holds words of ``unfinished``.
    private static let needless = Phrases([
        "don't need to localize", "dont need to localize", "do not need to localize", "don't need to translate",
        "dont need to translate", "do not need to translate", "doesn't need to be localized",
        "does not need to be localized", "doesn't need to be translated", "does not need to be translated",
        "don't need to be localized", "don't need to be translated", "no need to be localized",
    ])

    /// What marks work still to do ("TODO: localize", "not localized yet"): no statement of intent.
    private static let unfinished = Phrases([
        " todo", "fixme", " yet ", " yet.", " yet,", "should be localized", "should be translated", "needs localization",
        "needs translation", "need to localize", "need to translate", "to be localized ", "to be translated ",
    ])

    /// What says a text is not translated on purpose.
    private static let phrases = Phrases([
        "not translated", "not localized", "not localised", "unlocalized", "unlocalised", "untranslated",
        "non localized", "non localised", "nonlocalized",
        "do not translate", "don't translate", "dont translate", "do not localize", "don't localize",
        "dont localize", "do not localise", "don't localise", "never translate", "never localize",
        "not to be translated", "not to be localized", "should not be translated", "should not be localized",
        "shouldn't be translated", "shouldn't be localized", "must not be translated", "must not be localized",
        "no translation needed", "no translation required", "no translations needed", "no localization needed",
        "no localization required", "no need to translate", "no need to localize", "not meant to be translated",
        "not meant to be localized", "english only", "only in english", "only english", "kept in english",
        "keep in english", "left in english", "stays in english", "stay in english", "remain in english",
        "remains in english", "always in english", "always english", "in english on purpose",
        "intentionally in english", "deliberately in english",
        // Names kept alike in every language (listkomat's theme names: "proper nouns / family nicknames and
        // deliberately stay the same in every language").
        "same in every language", "same in all languages", "same across languages", "same in every locale",
        // "i18n" and "l10n" as verbs: "should not i18n this string" (TwidereX).
        "not i18n", "no i18n", "don't i18n", "dont i18n", "never i18n", "not l10n", "no l10n", "don't l10n",
    ])

    /// Phrases searched for together in a text's bytes.
    private struct Phrases {
        /// The phrases' bytes, by their first byte.
        let byFirstByte: [[[UInt8]]]

        init(_ phrases: [String]) {
            var byFirstByte = [[[UInt8]]](repeating: [], count: 256)
            for phrase in phrases { byFirstByte[Int(phrase.utf8.first!)].append(Array(phrase.utf8)) }
            self.byFirstByte = byFirstByte
        }

        /// Whether `text` holds one of the phrases.
        func isHeld(in text: [UInt8]) -> Bool {
            for start in text.indices {
                for phrase in byFirstByte[Int(text[start])] where start + phrase.count <= text.count {
                    var offset = 1
                    while offset < phrase.count, text[start + offset] == phrase[offset] { offset += 1 }
                    if offset == phrase.count { return true }
                }
            }
            return false
        }
    }

    /// The comment for a message: its words without the comment markers, on one line, at most 120 characters.
    static func shown(_ text: String) -> String {
        var words: [Substring] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            let stripped = word.drop { "/*".contains($0) }
            if !stripped.isEmpty, stripped != "*/" { words.append(stripped.hasSuffix("*/") ? stripped.dropLast(2) : stripped) }
        }
        let joined = words.joined(separator: " ")
        return joined.count > 120 ? String(joined.prefix(119)) + "…" : joined
    }

    // MARK: What a comment covers

    private static func coverage(
        of comment: ClosedRange<Int>, text: String, in file: SourceFile, declarations: FileDeclarations?
    ) -> ClosedRange<Int>? {
        let view = file.view
        let tokens = file.tokens
        let lastToken = tokens.count - 1
        guard lastToken >= 0 else { return nil }
        // Before the file's first declaration: the whole file.
        if let declarations, comment.lowerBound < firstDeclaration(in: declarations, view: view) {
            return 0...lastToken
        }
        let lower = " " + text.lowercased() + " "
        if [" below", " following", "from here", "from now on", "hereafter"].contains(where: lower.contains) {
            // To the end of the innermost body around the comment.
            let end = enclosingBodyEnd(of: comment.lowerBound, in: view) ?? lastToken
            return comment.lowerBound...end
        }
        // On a declaration's line, or right above one: that declaration, attributes included.
        let onLine = view.previous(comment.lowerBound).flatMap { previous in
            tokens[previous].line == tokens[comment.lowerBound].line ? declarationStart(atOrBefore: previous, in: view) : nil
        }
        guard let start = onLine ?? view.next(comment.upperBound), let declarations else { return nil }
        if let end = declarationEnd(from: start, in: declarations, view: view) { return start...end }
        // Right above a statement that declares nothing (Brave's `// Product names not localized` above `return
        // String.localizedStringWithFormat(…, "Link", "Stripe")`): that statement's line.
        if onLine == nil {
            var end = start
            while let next = view.next(end), tokens[next].line == tokens[start].line { end = next }
            return start...end
        }
        // A comment at the end of a line that declares nothing the scanner records (`case dark = "Dark"  // English
        // only`): that line.
        guard let end = view.previous(comment.lowerBound) else { return nil }
        return start...end
    }

    /// The first token of the file's first declaration (a type, a function or a property outside functions).
    private static func firstDeclaration(in declarations: FileDeclarations, view: CodeView) -> Int {
        var first = view.tokens.count
        for type in declarations.types { first = min(first, type.keyword) }
        for function in declarations.functions { first = min(first, function.nameToken) }
        for property in declarations.properties where property.scope != .local { first = min(first, property.nameToken) }
        return first
    }

    /// The start of the declaration whose head holds token `index` on its line (`let x = …  // English only`).
    private static func declarationStart(atOrBefore index: Int, in view: CodeView) -> Int? {
        var cursor = index
        let line = view.tokens[index].line
        while let previous = view.previous(cursor), view.tokens[previous].line == line { cursor = previous }
        return cursor
    }

    /// The last token of the declaration that starts at `start` after its attributes and modifiers
    /// (`@Parameter(title: "Server") public var serverId: String?`): a type's closing brace, a function's, a
    /// property's initial value or getter, else its name.
    private static func declarationEnd(from start: Int, in declarations: FileDeclarations, view: CodeView) -> Int? {
        var cursor = start
        var steps = 0
        while steps < 32, cursor < view.tokens.count {
            steps += 1
            if view.isPunctuation(cursor, UInt8(ascii: "@")), let name = view.next(cursor) {
                // `@Parameter(title: …)`, `@MainActor`.
                cursor = name
                if let open = view.next(name), view.isPunctuation(open, UInt8(ascii: "(")),
                    view.tokens[open].line == view.tokens[name].line, let close = view.matching(open), let after = view.next(close)
                {
                    cursor = after
                } else if let after = view.next(name) {
                    cursor = after
                }
                continue
            }
            guard view.tokens[cursor].kind == .keyword || view.tokens[cursor].kind == .identifier else { return nil }
            if let type = declarations.types.first(where: { $0.keyword == cursor }) { return type.body.upperBound }
            if let function = declarations.functions.first(where: { $0.nameToken == cursor || view.next(cursor) == $0.nameToken }),
                view.token(cursor, is: "func") || view.token(cursor, is: "init") || view.token(cursor, is: "subscript")
            {
                return function.body?.upperBound ?? function.nameToken
            }
            if view.token(cursor, is: "var") || view.token(cursor, is: "let"),
                let property = declarations.properties.first(where: { view.next(cursor) == $0.nameToken })
            {
                return property.getter?.upperBound ?? property.initializer.map { max($0.upperBound - 1, property.nameToken) }
                    ?? property.nameToken
            }
            guard modifiers.contains(view.text(cursor)), let next = view.next(cursor) else { return nil }
            cursor = next
        }
        return nil
    }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "convenience", "required", "dynamic", "nonisolated",
        "indirect",
    ]

    /// The closing brace of the innermost `{ … }` around token `index`, if any.
    private static func enclosingBodyEnd(of index: Int, in view: CodeView) -> Int? {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0 {
            if view.isPunctuation(cursor, UInt8(ascii: "}")) {
                depth += 1
            } else if view.isPunctuation(cursor, UInt8(ascii: "{")) {
                if depth == 0 { return view.matching(cursor) }
                depth -= 1
            }
            cursor -= 1
        }
        return nil
    }
}

private extension String {
    /// The string with each key replaced by its value.
    func replacingAll(_ replacements: [String: String]) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self { result += replacements[String(character)] ?? String(character) }
        return result
    }
}
