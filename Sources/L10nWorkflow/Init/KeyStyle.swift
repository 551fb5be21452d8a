import Foundation
import XCStrings
import L10nCatalogChecks
import L10nFiles

/// The key style a project's catalogs follow, as `l10n init` infers it: the built-in `feature.screen.element`
/// convention, a `keyPattern` describing the team's own dotted or identifier keys, or English text as keys
/// (`englishKeys`).
///
///     let style = KeyStyle.infer(["home.title-bar.close", "home.title-bar.open", "settings.sign-out"])
///     style.kind          // .pattern("dotted kebab-case keys")
///     style.keyPattern    // "^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*){1,}$"
///
/// The style describes the way the team writes keys, not every key: a trait (capitals, `_`, `-`) belongs to it
/// when at least ``traitShare`` of the keys of that way show it, or a family of at least ``traitFamily`` keys does
/// (`button.Proceed`, `button.Convert`, `button.Dismiss`: a family is the team's practice, and renaming keys every
/// translation holds is churn no maintainer takes on), so only a key that deviates alone stays a
/// `key-convention` finding. Plain words (`Cancel`) fit either identifiers or English and do not
/// vote; keys without letters (`%@`) say nothing.
public struct KeyStyle: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The built-in `feature.screen.element` convention.
        case convention
        /// The team's own structured keys, described by ``KeyStyle/keyPattern``; the text names them (`dotted
        /// camelCase keys`, `identifier keys`).
        case pattern(String)
        /// English text as keys.
        case englishText
        /// No catalog key to judge by.
        case unknown
    }

    public var kind: Kind
    /// The `keyPattern` to configure; nil for the built-in convention (or English keys whose structured keys follow
    /// it, or are too few to be a way of their own).
    public var keyPattern: String?
    /// Whether to configure `englishKeys`.
    public var englishKeys: Bool
    /// Keys judged (the translatable ones; those without a letter do not vote but are judged).
    public var keysJudged: Int
    /// Keys that follow the inferred style.
    public var following: Int
    /// A few keys that do not (they stay findings), in catalog order.
    public var deviating: [String]
    /// How many keys do not.
    public var deviatingCount: Int
    /// A few keys of the dominant style, to show.
    public var examples: [String]

    /// A trait belongs to the style when at least this share of its keys show it (10 %).
    public static let traitShare = 0.10

    /// A trait belongs to the style when at least this many keys show it (3), whatever their share.
    public static let traitFamily = 3

    /// The fewest segments of the style are the fewest at least this share of its keys have (2 %).
    public static let segmentShare = 0.02

    /// The style of `keys` (the translatable keys of every catalog, in catalog order).
    public static func infer(_ keys: [String]) -> KeyStyle {
        // A namespace most keys start with (vChewing's `i18n:UserDef.kCassetteEnabled.shortTitle`, 588 keys of 588)
        // is the team's mark, and arguments noted after a `:` (`i18n:InfoMessage.NetworkError:%@`) its way of
        // saying what a key takes: the style is read without them, and the pattern allows them.
        let prefix = namespacePrefix(keys)
        let notesArguments = keys.count(where: { colonArgumentsStart($0) != nil }) >= traitFamily
        guard prefix != nil || notesArguments else { return inferCore(keys) }
        let core = keys.map { key in
            var core = Substring(key)
            if let prefix, core.hasPrefix(prefix) { core = core.dropFirst(prefix.count) }
            if notesArguments, let start = colonArgumentsStart(String(core)) { core = core[..<start] }
            return String(core)
        }
        var style = inferCore(core)
        if style.keyPattern == nil, case .convention = style.kind {
            style.keyPattern = KeyPatternBuilder(core.filter { [.dotted, .identifier].contains(KeyShape.of($0)) }).expression
        }
        if var expression = style.keyPattern {
            expression.removeFirst()  // `^`
            expression.removeLast()  // `$`
            let head = prefix.map { "^(" + NSRegularExpression.escapedPattern(for: $0) + ")?" } ?? "^"
            style.keyPattern = head + expression + (notesArguments ? "(:%[^ ]*)?" : "") + "$"
            style.kind = .pattern(described(style.kind, prefix: prefix, notesArguments: notesArguments))
        }
        style.examples = style.examples.compactMap { example in keys.first { $0.contains(example) } ?? example }
        style.judge(keys)
        return style
    }

    /// ``infer(_:)`` of keys without a namespace or arguments noted after a `:`.
    private static func inferCore(_ keys: [String]) -> KeyStyle {
        // Each key's shape on every core (a project's keys are tens of thousands; nothing else runs meanwhile).
        let shapes = zip(keys, concurrentMap(keys) { KeyShape.of($0) }).map { (key: $0, shape: $1) }
        let structured = shapes.filter { $0.shape == .dotted || $0.shape == .identifier }.map(\.key)
        let text = shapes.filter { $0.shape == .text }.map(\.key)
        let words = shapes.filter { $0.shape == .word }.map(\.key)
        var style = KeyStyle(
            kind: .unknown, keyPattern: nil, englishKeys: false, keysJudged: shapes.count, following: 0, deviating: [],
            deviatingCount: 0, examples: [])
        guard !structured.isEmpty || !text.isEmpty || !words.isEmpty else { return style }

        if text.count + (structured.isEmpty ? words.count : 0) > structured.count {
            style.kind = .englishText
            style.englishKeys = true
            let readable = text.filter { $0.count <= 40 && $0.first?.isLetter == true }
            style.examples = Array((readable.isEmpty ? words : readable).prefix(3))
            // Structured keys beside them, a family of their own that the built-in convention does not describe
            // (Home Assistant's `about.title`, `camera_list.title`: 221 of them): the team's way, described too. Only
            // dotted keys make one: a key without a dot is text with English keys whatever its case (sing-box's
            // `FileName`, `MagicDNS` and `Wi-Fi` among 471 English keys are words, not a style).
            let conventional = structured.filter(KeyConvention.conforms)
            let dotted = shapes.count(where: { $0.shape == .dotted })
            if dotted >= traitFamily,
                Double(conventional.count) < Double(structured.count) * (1 - traitShare)
            {
                style.keyPattern = KeyPatternBuilder(structured).expression
            }
        } else {
            style.examples = Array(structured.prefix(3))
            let conventional = structured.filter(KeyConvention.conforms)
            // The convention, unless the keys it leaves out are a family the team's own pattern describes (Home
            // Assistant's 221 two-segment keys, `about.title`, beside 2,890 of three segments).
            let own = structured.count - conventional.count >= traitFamily ? KeyPatternBuilder(structured) : nil
            let ownDescribesMore = own.flatMap { try? KeyPattern(regularExpression: $0.expression) }.map { pattern in
                structured.count(where: pattern.matches) > conventional.count
            } ?? false
            if Double(conventional.count) >= Double(structured.count) * (1 - traitShare), !ownDescribesMore {
                style.kind = .convention
            } else if let own, ownDescribesMore, Double(conventional.count) >= Double(structured.count) * (1 - traitShare) {
                style.kind = .pattern(own.name)
                style.keyPattern = own.expression
            } else {
                // The same keys' builder as `own`, when it was made (it is a pure function of them).
                let pattern = own ?? KeyPatternBuilder(structured)
                style.kind = .pattern(pattern.name)
                style.keyPattern = pattern.expression
            }
            // A team that keys a good share of its strings by their English besides its structured keys (Mos:
            // `selectAnAction` and `Current Version`) does both on purpose: its text keys are no slips either.
            if text.count >= traitFamily, Double(text.count) >= Double(shapes.count) * traitShare { style.englishKeys = true }
        }
        style.judge(keys)
        return style
    }

    /// The namespace before a `:` that more than half of the keys start with (`i18n:`): two to twelve ASCII letters,
    /// digits or `_`, the first a letter, followed by a key (no space); nil when there is none.
    ///
    ///     KeyStyle.namespacePrefix(["i18n:Common.Cancel", "i18n:settings.title", "i18n:about.version"])  // "i18n:"
    static func namespacePrefix(_ keys: [String]) -> String? {
        var counts: [Substring: Int] = [:]
        for key in keys {
            // No `:` byte, no `:` character: most keys are passed by on their bytes, not their characters.
            guard key.utf8.contains(UInt8(ascii: ":")), let colon = key.firstIndex(of: ":") else { continue }
            let head = key[..<colon]
            let after = key.index(after: colon)
            guard (2...12).contains(head.utf8.count), head.first?.isLetter == true,
                head.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }),
                after < key.endIndex, key[after] != " "
            else { continue }
            counts[head, default: 0] += 1
        }
        guard let (head, count) = counts.max(by: { $0.value < $1.value }), count >= traitFamily, count * 2 > keys.count
        else { return nil }
        return head + ":"
    }

    /// Where the arguments a key notes after its last `:` start (the `:`), when all after it are format directives
    /// (`InfoMessage.NetworkError:%@`, `ImportSummary:%d%d`); nil otherwise.
    static func colonArgumentsStart(_ key: String) -> String.Index? {
        guard key.utf8.contains(UInt8(ascii: ":")), let colon = key.lastIndex(of: ":"), colon != key.startIndex else {
            return nil
        }
        let notes = key[key.index(after: colon)...]
        guard notes.first == "%" else { return nil }
        let directives = FormatSpecifier.parse(String(notes))
        guard !directives.isEmpty, directives.reduce(0, { $0 + $1.length }) == notes.utf8.count else { return nil }
        return colon
    }

    private static func described(_ kind: Kind, prefix: String?, notesArguments: Bool) -> String {
        var name: String
        if case .pattern(let own) = kind { name = own } else { name = "dotted keys" }
        if let prefix { name += " after '\(prefix)'" }
        if notesArguments { name += ", their arguments noted after ':'" }
        return name
    }

    /// Counts the keys that follow the style and those that do not, as `key-convention` judges them with this
    /// `keyPattern` and `englishKeys`.
    public mutating func judge(_ keys: [String]) {
        let pattern = keyPattern.flatMap { try? KeyPattern(regularExpression: $0) } ?? .convention
        (following, deviatingCount, deviating) = (0, 0, [])
        for key in keys {
            if (englishKeys && KeyConvention.isText(key)) || pattern.matches(key) {
                following += 1
            } else {
                deviatingCount += 1
                if deviating.count < 3 && !key.isEmpty { deviating.append(key) }
            }
        }
    }
}

/// The `keyPattern` that describes a set of structured keys: the characters their segments start with and hold,
/// each a trait of at least ``KeyStyle/traitShare`` of the keys, and the fewest segments
/// (``KeyStyle/segmentShare``). Digits are allowed inside segments, and at the start of any but the first segment
/// when a key has one there (`feed.cacheValidity.1hour`): a number is not a matter of style.
struct KeyPatternBuilder {
    let expression: String
    /// How the style reads: `dotted camelCase keys`, `identifier keys`.
    let name: String

    init(_ keys: [String]) {
        // The keys' traits counted on every core, a run of keys each (the counts add up: nothing depends on the order).
        let runs = stride(from: 0, to: keys.count, by: 2048).map { $0..<min($0 + 2048, keys.count) }
        var traits = KeyTraits()
        for counted in concurrentMap(runs, { KeyTraits(keys[$0]) }) { traits.add(counted) }
        let (upperStart, lowerStart, innerUpper, underscore, hyphen, digitStart, arguments, embedded, annotated) = (
            traits.upperStart, traits.lowerStart, traits.innerUpper, traits.underscore, traits.hyphen, traits.digitStart,
            traits.arguments, traits.embedded, traits.annotated
        )
        let intentParameters = traits.intentParameters
        let segmentCounts = traits.segmentCounts
        let total = max(keys.count, 1)
        func isTrait(_ count: Int) -> Bool {
            Double(count) >= Double(total) * KeyStyle.traitShare || count >= KeyStyle.traitFamily
        }
        let upper = isTrait(upperStart)
        let lower = isTrait(lowerStart) || !upper
        let inner = isTrait(innerUpper)
        var start = ""
        if lower { start += "a-z" }
        if upper { start += "A-Z" }
        var body = "a-z"
        if upper || inner { body += "A-Z" }
        body += "0-9"
        if isTrait(underscore) { body += "_" }
        // The fewest segments: the smallest count at least 2 % of the keys have (a count is less a matter of style
        // than the characters: a team with `feature.screen.element` keys writes `action.cancel` too).
        let fewest = segmentCounts.keys.sorted().first {
            Double(segmentCounts[$0]!) >= Double(total) * KeyStyle.segmentShare && segmentCounts[$0]! >= 2
        } ?? 1
        // Directives inside segments (`alt-text-%@`, `%lld-of-%lld`), when keys have them: `%`, `@` and `$` join the
        // characters (the letters of `%lld` are there already), `%` may start a later segment.
        if embedded > 0 { body += "%@$" }
        // App Intents parameters (`-${topics}-`, `${entityID}`) keep their braces, and their names any letter case.
        if intentParameters > 0 {
            body += "{}"
            if !body.contains("A-Z") { body = body.replacingOccurrences(of: "a-z", with: "a-zA-Z") }
            if !body.contains("_") { body += "_" }
        }
        if isTrait(hyphen) { body += "-" }
        let segment = "[\(start)][\(body)]*"
        let laterStart = start + (digitStart > 0 || embedded > 0 ? "0-9" : "") + (embedded > 0 ? "%" : "")
            + (intentParameters > 0 ? "$" : "")
        let laterSegment = "[\(laterStart)][\(body)]*"
        var expression = "^" + segment
        switch fewest {
        case 1: expression += "(\\.\(laterSegment))*"
        default: expression += "(\\.\(laterSegment)){\(fewest - 1),}"
        }
        // Arguments after the key: directives separated by spaces (`home.count %lld`), or, for a team that notes
        // its arguments in its own words (`tunnelsListSelectedTitle (%d)`), any text after a space that holds one.
        if annotated > 0 {
            expression += "( .*%.*)?"
        } else if arguments > 0 {
            expression += "( %[^ ]+)*"
        }
        self.expression = expression + "$"

        var words: [String] = []
        if isTrait(hyphen) { words.append("kebab-case") }
        if isTrait(underscore) { words.append("snake_case") }
        if upper && !lower { words.append("PascalCase") } else if inner { words.append(upper ? "camelCase or PascalCase" : "camelCase") }
        let dotted = fewest > 1 ? "dotted " : segmentCounts.keys.contains { $0 > 1 } ? "identifier and dotted " : "identifier "
        let described = words.isEmpty ? "" : words.joined(separator: ", ") + " "
        name = dotted + described + "keys" + (fewest > 1 ? " (\(fewest) or more segments)" : "")
            + (annotated > 0 ? ", their arguments noted after a space" : "")
    }
}
