import Foundation
import L10nDiagnostics
import L10nSourceParsing

/// Text the code picks by the app's language itself: a branch of a condition that compares the language with a
/// language code. Wafid writes `Button(LanguageSelection == "ar" ? "إغلاق" : "Close")`, Auction.iOS `if String(locale)
/// == "ar" { … } else { … }`: each language's text is written in its branch, the team's own way of localizing, and
/// reporting each branch as hardcoded tells them nothing they did not decide. Looked up only for a finding about to
/// be reported.
///
///     Text(lang == "ar" ? "إغلاق" : "Close")                   // both literals: picked by language, not reported
///     if Locale.current.languageCode == "de" { title = "Schließen" } else { title = "Close" }   // both branches
///     Text(isCompact ? "Close" : "Close window")               // no language compared: reported
///     Text(name == "ar" ? "Arabic" : "Other")                  // 'name' names no language: reported
///     Text(isFrench ? "Français" : "English (US)")             // a test for one language: not reported
///     switch Localize.currentLanguage() { case "ru": label.text = "Получено" default: label.text = "Received" }   // both
///
/// The condition must name a language or locale (an identifier holding `lang` or `locale`, any case) and compare it
/// with `==` or `!=` to a literal that is a language code (`"ar"`, `"zh-Hans"`, `"pt_BR"`), or test it with
/// `contains`, `hasPrefix` or `starts(with:)` and one (`if let id = App.languageID, id.contains("zh")`).
enum LanguageBranch {
    /// How many tokens a ternary's condition or an `if`'s is read back.
    static let conditionReach = 40
    /// How many enclosing blocks are walked out through to an `if`.
    static let depth = 3

    /// Whether the file's bytes hold `lang` or `locale` at all (ASCII capitals read as small letters): a condition
    /// that names no language picks nothing by language, and most files' findings need no walk back through their
    /// blocks. One pass, through a window of the last six bytes.
    static func mayBranch(_ bytes: [UInt8]) -> Bool {
        let (lang, locale) = (Self.lang, Self.locale)
        var window: UInt64 = 0
        for byte in bytes {
            window = ((window << 8) | UInt64(byte | 0x20)) & 0xFFFF_FFFF_FFFF
            if window & 0xFFFF_FFFF == lang || window == locale { return true }
        }
        return false
    }

    private static let lang = PackedBytes.of("lang")
    private static let locale = PackedBytes.of("locale")

    /// The condition's text (`LanguageSelection == "ar"`) of the language branch holding the literal that opens at
    /// `token`, if it is in one.
    static func condition(around token: Int, in file: SourceFile) -> String? {
        let view = file.view
        if let condition = ternaryCondition(of: token, in: file) { return condition }
        var cursor = token
        for _ in 0..<depth {
            guard let open = DebugGate.enclosingBrace(of: cursor, in: view) else { return nil }
            if let condition = ifCondition(opening: open, in: file) { return condition }
            if let condition = switchCondition(opening: open, in: file) { return condition }
            cursor = open
        }
        return nil
    }

    /// The condition of the ternary whose branch the literal at `token` is (`cond ? "a" : "b"`).
    private static func ternaryCondition(of token: Int, in file: SourceFile) -> String? {
        let view = file.view
        guard let before = view.previous(token) else { return nil }
        var question: Int?
        if view.isOperator(before, "?") {
            question = before
        } else if view.isPunctuation(before, UInt8(ascii: ":")) || view.isOperator(before, ":") {
            // Back over the `?` branch at the same depth: `cond ? "a" : "b"`.
            var index = before - 1
            let limit = max(0, before - conditionReach)
            while index >= limit {
                let kind = view.tokens[index].kind
                if kind == .punctuation {
                    let partner = Int(view.tokens[index].partner)
                    if partner >= 0, partner < index {
                        index = partner - 1
                        continue
                    }
                    // An opening bracket, `,` or `;`: a label's colon, not a ternary's.
                    guard view.isPunctuation(index, UInt8(ascii: ".")) else { return nil }
                }
                if view.isOperator(index, "?") {
                    question = index
                    break
                }
                if kind == .stringClose {
                    index = view.literalOpening(holding: index) - 1
                    continue
                }
                index -= 1
            }
        }
        guard let question else { return nil }
        // The condition: back from `?` to an opening bracket, `,`, `=`, `{`, `return` or the line's start.
        var start = question
        var index = question - 1
        let limit = max(0, question - conditionReach)
        while index >= limit {
            let token = view.tokens[index]
            if token.kind == .punctuation, !view.isPunctuation(index, UInt8(ascii: ".")) {
                let partner = Int(token.partner)
                if partner >= 0, partner < index {
                    start = partner
                    index = partner - 1
                    continue
                }
                break
            }
            if token.kind == .keyword, view.token(index, is: "return") || view.token(index, is: "in") { break }
            if token.kind == .operator, view.isOperator(index, "=") { break }
            // A condition on an earlier line goes on only after an operator or `(` left open there.
            if token.line != view.tokens[question].line, token.kind != .operator, !view.isPunctuation(index, UInt8(ascii: "(")) {
                break
            }
            if token.kind == .stringClose {
                start = view.literalOpening(holding: index)
                index = start - 1
                continue
            }
            start = index
            index -= 1
        }
        return comparesLanguage(start..<question, in: file)
    }

    /// The condition of the `if` that opens the block at `open`, or of the `if` whose `else` opens it.
    private static func ifCondition(opening open: Int, in file: SourceFile) -> String? {
        let view = file.view
        var brace = open
        if let elseToken = view.previous(open), view.token(elseToken, is: "else") {
            guard let close = view.previous(elseToken), view.isPunctuation(close, UInt8(ascii: "}")),
                case let partner = Int(view.tokens[close].partner), partner >= 0, partner < close
            else { return nil }
            brace = partner
        }
        guard let index = DebugGate.ifKeyword(opening: brace, in: view) else { return nil }
        return comparesLanguage((index + 1)..<brace, in: file)
    }

    /// The subject of the `switch` whose body opens at `open`, when it names a language or locale and a `case` of
    /// the switch matches a language code (`switch Localize.currentLanguage() { case "ru": … default: … }`,
    /// `switch Locale.preferredLanguages.first { case "ru-RU", "ru": … }`: Commun's notifications and welcome
    /// pages, each language's text in its case).
    private static func switchCondition(opening open: Int, in file: SourceFile) -> String? {
        let view = file.view
        // Back from `{` over the subject to `switch`, on the statement (no brace, `;` or other `{` between).
        var index = open - 1
        let limit = max(0, open - conditionReach)
        var keyword: Int?
        while index >= limit {
            let token = view.tokens[index]
            if token.kind == .punctuation {
                let partner = Int(token.partner)
                if partner >= 0, partner < index, !view.isPunctuation(index, UInt8(ascii: "}")) {
                    index = partner - 1
                    continue
                }
                if view.isPunctuation(index, UInt8(ascii: "{")) || view.isPunctuation(index, UInt8(ascii: "}"))
                    || view.isPunctuation(index, UInt8(ascii: ";"))
                {
                    return nil
                }
            }
            if token.kind == .keyword, view.token(index, is: "switch") {
                keyword = index
                break
            }
            if token.kind == .stringClose {
                index = view.literalOpening(holding: index) - 1
                continue
            }
            index -= 1
        }
        guard let keyword, keyword + 1 < open else { return nil }
        let subject = (keyword + 1)..<open
        guard subject.contains(where: { index in
            view.tokens[index].kind == .identifier && {
                let name = view.text(index).lowercased()
                return name.contains("lang") || name.contains("locale")
            }()
        }) else { return nil }
        // A `case` label of the switch's own (not a nested switch's) with a language code before its `:`.
        guard let close = view.matching(open) else { return nil }
        var cursor = open + 1
        var matchesCode = false
        while cursor < close, !matchesCode {
            let token = view.tokens[cursor]
            if token.kind == .punctuation, Int(token.partner) > cursor {
                cursor = view.skip(cursor)
                continue
            }
            if token.kind == .keyword, view.token(cursor, is: "case") {
                var label = cursor + 1
                while label < close, !view.isPunctuation(label, UInt8(ascii: ":")) {
                    if let literal = view.literal(at: label), isLanguageCode(file.source.plainText(of: literal)) {
                        matchesCode = true
                        break
                    }
                    label = view.skip(label)
                }
                cursor = label
                continue
            }
            cursor = view.skip(cursor)
        }
        guard matchesCode else { return nil }
        let bytes = view.bytes[view.tokens[keyword].range.lowerBound..<view.tokens[open - 1].range.upperBound]
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The condition's text when `range` compares something named for a language with a language code.
    private static func comparesLanguage(_ range: Range<Int>, in file: SourceFile) -> String? {
        let view = file.view
        guard !range.isEmpty else { return nil }
        var namesLanguage = false
        var comparesCode = false
        for index in range {
            let token = view.tokens[index]
            if token.kind == .identifier {
                let name = view.text(index).lowercased()
                if name.contains("lang") || name.contains("locale") {
                    namesLanguage = true
                    // `Locale.isHebrewLocale()`, `isChineseLanguage`: the app's own test for one language.
                    if languageNames.contains(where: { name.contains($0) }) { comparesCode = true }
                } else if ["contains", "hasprefix", "starts"].contains(name), let open = view.next(index),
                    view.isPunctuation(open, UInt8(ascii: "(")), var argument = view.next(open)
                {
                    // `id.contains("zh")`, `code.hasPrefix("fr")`, `lang.starts(with: "de")` (aelf's date format
                    // picked by the app's language): a test for a language by its code.
                    if view.token(argument, is: "with"), let colon = view.next(argument), let value = view.next(colon) {
                        argument = value
                    }
                    if let literal = view.literal(at: argument), isLanguageCode(file.source.plainText(of: literal)) {
                        comparesCode = true
                    }
                } else if name.hasPrefix("is"), languageNames.contains(String(name.dropFirst(2))) {
                    // `isFrench ? "Français" : "English (US)"` (dictus' keyboard tutorial, `isFrench` set from the
                    // preferred language): a test for one language by its name alone.
                    namesLanguage = true
                    comparesCode = true
                }
            } else if token.kind == .operator, view.isOperator(index, "==") || view.isOperator(index, "!=") {
                if let next = view.next(index), let literal = view.literal(at: next), isLanguageCode(file.source.plainText(of: literal)) {
                    comparesCode = true
                } else if let before = view.previous(index), view.tokens[before].kind == .stringClose,
                    let literal = view.literal(at: view.literalOpening(holding: before)),
                    isLanguageCode(file.source.plainText(of: literal))
                {
                    comparesCode = true
                }
            }
        }
        guard namesLanguage, comparesCode else { return nil }
        let bytes = view.bytes[view.tokens[range.lowerBound].range.lowerBound..<view.tokens[range.upperBound - 1].range.upperBound]
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// English names of languages, as an app's own test for one names it (`isHebrewLocale`, `isArabicLanguage`);
    /// read only in a name that also says `lang` or `locale`.
    static let languageNames = [
        "arabic", "hebrew", "persian", "farsi", "urdu", "chinese", "japanese", "korean", "english", "french", "german",
        "spanish", "italian", "russian", "portuguese", "turkish", "hindi", "thai", "vietnamese", "dutch", "swedish",
        "polish", "ukrainian", "greek", "czech", "danish", "finnish", "norwegian", "hungarian", "romanian",
        "indonesian", "malay", "bengali", "tamil", "cantonese", "mandarin", "catalan", "croatian", "serbian",
        "slovak", "bulgarian",
    ]

    /// A language code: two or three small letters, then a script or region (`ar`, `fil`, `zh-Hans`, `pt_BR`).
    static func isLanguageCode(_ text: String?) -> Bool {
        guard let text else { return false }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard let language = parts.first, (2...3).contains(language.count),
            language.unicodeScalars.allSatisfy({ $0 >= "a" && $0 <= "z" }), parts.count <= 3
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...4).contains(part.count) && part.unicodeScalars.allSatisfy { ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") }
        }
    }
}
