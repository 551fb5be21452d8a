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
package struct Suppressions {
    enum Command: String {
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disable
        case enable
        case ignoreFile = "ignore-file"
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
        /// A `swiftlint:` comment naming a rule against hardcoded text.
        package var isSwiftLint = false
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
            guard let (command, rules, text) = Self.parse(view.source.bytes[tokens[index].range]) else { continue }
            let line = tokens[index].line
            defer { if text.hasPrefix("swiftlint:"), let last = entries.indices.last, entries[last].token == index { entries[last].isSwiftLint = true } }
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
        guard text.hasPrefix("l10n:") else { return nil }
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
