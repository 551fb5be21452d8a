import Foundation

/// `l10n:` suppression comments in one file.
///
///     // l10n:disable:next hardcoded-string - brand name
///     Text("Acme")                                   // l10n:disable:this all
///     // l10n:disable string-concatenation
///     …
///     // l10n:enable string-concatenation
///     // l10n:ignore-file
///
/// A command is honoured only at the very start of a comment (after `//`, `///`, `/*` or `/**` and spaces).
/// Rule ids follow the command, separated by spaces or commas; none, or `all`, means every rule. Text after
/// ` - ` is the reason.
///
/// A team's own SwiftLint rule against hardcoded text is honoured as `hardcoded-string`: `// swiftlint:disable:next
/// hard_coded_display_string` (any rule whose name holds `hard` and `string`) says the team keeps that text as it
/// is on purpose. Such comments are never `unused-suppression` findings: they are SwiftLint's.
///
/// So is the team's own string lint (a tool named for strings or localization, ending in `lint`: Session's and
/// Signal's `stringlint`), as `hardcoded-string`, `string-concatenation` and `locale-format`:
///
///     // stringlint:disable                  (before the file's code: the whole file)
///     let name = "Crypto" // stringlint:ignore
///     // stringlint:ignore_start … // stringlint:ignore_stop
///     // stringlint:ignore_contents          (the next braces: a function, a type, a closure)
///     public var description: String { … }
package struct Suppressions {
    enum Command: String {
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disable
        case enable
        case ignoreFile = "ignore-file"
        /// The braces after the comment (a team string lint's `ignore_contents`).
        case disableContents = "disable-contents"
    }

    package struct Entry {
        var command: Command
        /// Nil means every rule.
        package var rules: Set<String>?
        /// The comment token.
        package var token: Int
        /// The comment's text from `l10n:` up to the reason, for messages.
        package var text: String
        /// Lines covered (inclusive).
        var lines: ClosedRange<Int>
        package var used = false
        /// Another tool's comment (SwiftLint's against hardcoded text, the team's string lint's): never an
        /// `unused-suppression` finding.
        package var isOtherTool = false
    }

    package private(set) var entries: [Entry] = []
    /// `disable:this` / `disable:next` entries by the line they cover.
    private var byLine: [Int: [Int]] = [:]
    /// `disable` regions and `ignore-file`; at most ``regionLimit`` per file are honoured.
    private var regions: [Int] = []
    static let regionLimit = 1000

    package init(_ view: CodeView) {
        let tokens = view.tokens
        var openRegions: [Int] = []  // indices into entries of `disable` without `enable` yet
        for landmark in view.source.landmarks where tokens[Int(landmark)].isComment {
            let index = Int(landmark)
            guard let parsed = Self.parse(view.source.bytes[tokens[index].range]) else { continue }
            var command = parsed.0
            let (rules, text) = (parsed.1, parsed.2)
            let line = tokens[index].line
            let isOtherTool = !text.hasPrefix("l10n:")
            // A team string lint's `ignore` alone on its line is for the line after it.
            if command == .disableThis, isOtherTool, !text.hasPrefix("swiftlint:"),
                view.previous(index).map({ tokens[$0].line < line }) ?? true
            {
                command = .disableNext
            }
            defer { if isOtherTool, let last = entries.indices.last, entries[last].token == index { entries[last].isOtherTool = true } }
            switch command {
            case .disableThis:
                entries.append(Entry(command: command, rules: rules, token: index, text: text, lines: line...line))
            case .disableNext:
                // The next line with code after the comment (so a blank line or another comment may sit between).
                var target = line + 1
                if let next = view.next(index), tokens[next].line > line { target = tokens[next].line }
                entries.append(
                    Entry(command: command, rules: rules, token: index, text: text, lines: target...target))
            case .disable:
                entries.append(
                    Entry(command: command, rules: rules, token: index, text: text, lines: line...Int.max))
                openRegions.append(entries.count - 1)
            case .enable:
                openRegions.removeAll { open in
                    let closes = rules == nil || entries[open].rules == nil || entries[open].rules == rules
                        || !(entries[open].rules!.isDisjoint(with: rules!))
                    if closes { entries[open].lines = entries[open].lines.lowerBound...max(line, entries[open].lines.lowerBound) }
                    return closes
                }
            case .ignoreFile:
                entries.append(Entry(command: command, rules: rules, token: index, text: text, lines: 1...Int.max))
            case .disableContents:
                // From the comment to the brace that closes the first `{` after it (a declaration's body).
                var cursor = view.next(index)
                var steps = 0
                while let token = cursor, steps < 256, !view.isPunctuation(token, UInt8(ascii: "{")) {
                    cursor = view.next(token)
                    steps += 1
                }
                guard let open = cursor, view.isPunctuation(open, UInt8(ascii: "{")), let close = view.matching(open) else { break }
                entries.append(
                    Entry(command: command, rules: rules, token: index, text: text, lines: line...tokens[close].line))
            }
        }
    }

    /// True when a suppression covers `rule` on `line`; marks every such suppression used.
    package mutating func suppresses(_ rule: String, line: Int) -> Bool {
        if byLine.isEmpty && regions.isEmpty { index() }
        var suppressed = false
        for index in byLine[line] ?? [] where entries[index].rules?.contains(rule) ?? true {
            entries[index].used = true
            suppressed = true
        }
        for index in regions where entries[index].lines.contains(line) && (entries[index].rules?.contains(rule) ?? true) {
            entries[index].used = true
            suppressed = true
        }
        return suppressed
    }

    private mutating func index() {
        for (index, entry) in entries.enumerated() {
            switch entry.command {
            case .disableThis, .disableNext: byLine[entry.lines.lowerBound, default: []].append(index)
            default: if regions.count < Self.regionLimit { regions.append(index) }
            }
        }
    }

    static func parse(_ bytes: ArraySlice<UInt8>) -> (Command, Set<String>?, String)? {
        // Fast path: most comments do not mention `l10n:` at all.
        guard bytes.count >= 7, mentionsL10n(bytes) else { return nil }
        var text = Substring(String(decoding: bytes, as: UTF8.self))
        for prefix in ["///", "//", "/**", "/*"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            break
        }
        if text.hasSuffix("*/") { text = text.dropLast(2) }
        text = text.drop { $0 == " " || $0 == "\t" }
        if text.hasPrefix("swiftlint:") { return parseSwiftLint(text) }
        guard text.hasPrefix("l10n:") else { return parseTeamStringLint(text) }
        var body = text.dropFirst("l10n:".count)
        if let reason = body.firstRange(of: " - ") { body = body[..<reason.lowerBound] }
        let words = body.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }
        guard let first = words.first, let command = Command(rawValue: String(first)) else { return nil }
        let ids = words.dropFirst().map(String.init)
        let rules: Set<String>? = ids.isEmpty || ids.contains("all") ? nil : Set(ids)
        let shown = "l10n:" + body.trimmingCharacters()
        return (command, rules, shown)
    }
}

extension Suppressions {
    /// `swiftlint:disable:next hard_coded_display_string`: the rules against hardcoded text it names, as
    /// `hardcoded-string`; nil when it names none (`swiftlint:disable all` is not about text).
    static func parseSwiftLint(_ text: Substring) -> (Command, Set<String>?, String)? {
        var body = text.dropFirst("swiftlint:".count)
        if let reason = body.firstRange(of: " - ") { body = body[..<reason.lowerBound] }
        let words = body.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }
        guard let first = words.first, let command = Command(rawValue: String(first)),
            command != .ignoreFile,
            words.dropFirst().contains(where: { $0.lowercased().contains("hard") && $0.lowercased().contains("string") })
        else { return nil }
        return (command, ["hardcoded-string"], "swiftlint:" + body.trimmingCharacters())
    }
}

extension Suppressions {
    /// The rules a team's own string lint stands for.
    static let teamStringLintRules: Set<String> = ["hardcoded-string", "string-concatenation", "locale-format"]

    /// `stringlint:ignore_contents`: a command of the team's own lint of strings in code — a tool whose name ends
    /// in `lint` and names strings or localization (`stringlint`, `stringslint`, `i18nlint`, `l10nlint`,
    /// `localizationlint`). Its `disable` before the file's code covers the file, `ignore` the line it ends (or the
    /// next, alone on its line), `ignore_start`/`ignore_stop` a region, `ignore_contents` the next braces.
    ///
    ///     Suppressions.parseTeamStringLint("stringlint:ignore_contents")  // (.disableContents, …)
    ///     Suppressions.parseTeamStringLint("swiftlint:disable all")        // nil
    static func parseTeamStringLint(_ text: Substring) -> (Command, Set<String>?, String)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let tool = text[..<colon].lowercased()
        guard tool.count <= 24, tool.hasSuffix("lint"), tool.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }),
            ["string", "i18n", "l10n", "locali", "localisation"].contains(where: tool.contains)
        else { return nil }
        let word = text[text.index(after: colon)...].prefix { $0.isLetter || $0 == "_" || $0 == "-" }.lowercased()
        let command: Command
        switch word {
        case "disable", "ignore_start", "ignore-start", "ignore_begin", "disable_start", "ignorestart": command = .disable
        case "enable", "ignore_stop", "ignore-stop", "ignore_end", "ignore-end", "disable_stop", "disable_end": command = .enable
        case "ignore", "ignore_line", "ignore-line", "disable_line": command = .disableThis
        case "ignore_next", "ignore-next", "disable_next": command = .disableNext
        case "ignore_contents", "ignore-contents", "disable_contents", "disable-contents": command = .disableContents
        default: return nil
        }
        return (command, teamStringLintRules, tool + ":" + word)
    }
}

/// True when the bytes contain `l10n:` or `swiftlint:` (most comments do not, and are dropped before any `String`
/// is made).
private func mentionsL10n(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.indices.contains { index in
        bytes[index] == UInt8(ascii: ":") && index - bytes.startIndex >= 4
            && (bytes[(index - 4)..<index].elementsEqual("l10n".utf8) || bytes[(index - 4)..<index].elementsEqual("lint".utf8))
    }
}

extension Substring {
    func trimmingCharacters() -> String { String(self).trimmingSpaces() }
}
