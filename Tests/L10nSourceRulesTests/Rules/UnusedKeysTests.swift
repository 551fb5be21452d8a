import L10nDiagnostics
import L10nSourceParsingTests
import Testing

@testable import L10nSourceParsing
@testable import L10nSourceRules

/// `unusedKeys` answers exactly like its plain definition: a key is used when some reference equals it, or, for a
/// key with a `%`, when some reference has the same text once format specifiers are normalised.
@Suite struct UnusedKeysTests {
    static func plainDefinition(_ keys: Set<String>, _ references: [KeyReference], _ ignore: [String]) -> [String] {
        let used = Set(references.map(\.key))
        let usedNormalized = Set(references.map { UnusedKeyRule.normalizedFormat($0.key) })
        let matcher = KeyMatcher(patterns: ignore)
        return keys.filter { key in
            !used.contains(key) && !matcher.matches(key)
                && !(key.contains("%") && usedNormalized.contains(UnusedKeyRule.normalizedFormat(key)))
        }.sorted()
    }

    /// eul: `"appearance.\(rawValue)".localized()` names every `appearance.` key; a prefix without a separator before
    /// the value (`"Fan\(index)"`) names none.
    @Test func aKeyBuiltAtRunTimeUsesTheKeysOfItsPrefix() {
        var built = KeyReference(key: "appearance.%@", location: SourceLocation(file: "A.swift", line: 1, column: 1), kind: .wrapper)
        built.hasInterpolation = true
        var glued = KeyReference(key: "Fan%@", location: SourceLocation(file: "A.swift", line: 2, column: 1), kind: .wrapper)
        glued.hasInterpolation = true
        let keys: Set<String> = ["appearance.dark", "appearance.light", "Fan1", "language.en"]
        #expect(UnusedKeyRule.unusedKeys(catalogKeys: keys, references: [built, glued], ignoreKeys: []) == ["Fan1", "language.en"])
    }

    /// Blueberries: `"motivationalQuote\(Int.random(in: 1...250))".localize()` names every numbered quote; not a
    /// key that goes on in lower case (`motivationalQuotes`).
    @Test func aKeyBuiltFromANumberUsesTheNumberedKeys() {
        var built = KeyReference(key: "motivationalQuote%@", location: SourceLocation(file: "A.swift", line: 1, column: 1), kind: .wrapper)
        built.hasInterpolation = true
        let keys: Set<String> = ["motivationalQuote1", "motivationalQuote250", "motivationalQuotes"]
        #expect(UnusedKeyRule.unusedKeys(catalogKeys: keys, references: [built], ignoreKeys: []) == ["motivationalQuotes"])
    }

    /// ccViewer's table of languages' names by their ISO 639 codes, read by a track's language at run time: ten
    /// codes or more are that table; a few two-letter keys (`no`, `ok`) are words.
    @Test func aTableOfLanguageNamesByCodeIsReadAtRunTime() {
        let codes = ["aar", "abk", "afr", "amh", "ara", "deu", "eng", "fra", "jpn", "rus", "zho"]
        #expect(UnusedKeyRule.unusedKeys(catalogKeys: Set(codes + ["settings.title"]), references: [], ignoreKeys: []) == ["settings.title"])
        #expect(UnusedKeyRule.unusedKeys(catalogKeys: ["no", "ok", "settings.title"], references: [], ignoreKeys: []) == ["no", "ok", "settings.title"])
    }

    /// ishare: `"Capture \(screenName)".localized()` looks up the text Swift built ('Capture Display 1'), never
    /// the catalog's 'Capture %@'; SwiftUI's `Text("Capture \(name)")` looks the format up.
    @Test func aWrappersInterpolatedReceiverLooksUpTheBuiltText() {
        var wrapped = KeyReference(key: "Capture %@", location: SourceLocation(file: "A.swift", line: 1, column: 1), kind: .wrapper)
        wrapped.hasInterpolation = true
        #expect(wrapped.looksUpBuiltText)
        #expect(UnusedKeyRule.unusedKeys(catalogKeys: ["Capture %@"], references: [wrapped], ignoreKeys: []) == ["Capture %@"])
        // The finding names the call that was meant to read it.
        wrapped.location = SourceLocation(file: "ishare/Views/MainMenuView.swift", line: 63, column: 25)
        let lookups = UnusedKeyRule.builtTextLookups([wrapped])
        #expect(lookups["Capture %@"].map { UnusedKeyRule.builtTextMessage("Capture %@", $0) }
            == "key 'Capture %@' is never looked up: the wrapper at MainMenuView.swift:63 is given the text Swift builds from an interpolation, which no key matches; look the key up first and put the values in after")
        var text = KeyReference(key: "Capture %@", location: SourceLocation(file: "A.swift", line: 1, column: 1), kind: .text)
        text.hasInterpolation = true
        #expect(UnusedKeyRule.unusedKeys(catalogKeys: ["Capture %@"], references: [text], ignoreKeys: []).isEmpty)
    }

    /// 49EuroTravel: `NSLocalizedString("error: \(msg)", comment: "DataError")` is given the built text too (its key
    /// is a `String`); its catalog holds the key as an extraction wrote it without the backslash, 'error: (msg)'.
    /// `String(localized: "error: \(msg)")` looks the format up.
    @Test func nsLocalizedStringOfAnInterpolationLooksUpTheBuiltText() {
        var call = KeyReference(
            key: "error: %@", location: SourceLocation(file: "ChooChoo/Model/Errors/Errors.swift", line: 37, column: 29),
            kind: .nsLocalizedString)
        call.hasInterpolation = true
        #expect(call.looksUpBuiltText)
        #expect(UnusedKeyRule.unusedKeys(catalogKeys: ["error: %@"], references: [call], ignoreKeys: []) == ["error: %@"])
        #expect(UnusedKeyRule.namesAsSpecifiers("error: (msg)") == "error: %@")
        #expect(UnusedKeyRule.namesAsSpecifiers("Bad server response (code)") == "Bad server response %@")
        #expect(UnusedKeyRule.namesAsSpecifiers("Size (in MB)") == "Size (in MB)")
        let lookups = UnusedKeyRule.builtTextLookups([call])
        #expect(lookups[UnusedKeyRule.namesAsSpecifiers("error: (msg)")].map { UnusedKeyRule.builtTextMessage("error: (msg)", $0) }
            == "key 'error: (msg)' is never looked up: 'NSLocalizedString' at Errors.swift:37 is given the text Swift builds from an interpolation, which no key matches; look the key up first and put the values in after")
        var localized = call
        localized.kind = .stringLocalized
        #expect(UnusedKeyRule.unusedKeys(catalogKeys: ["error: %@"], references: [localized], ignoreKeys: []).isEmpty)
    }

    @Test func agreesWithThePlainDefinitionOnRandomKeysAndReferences() {
        var generator = SeededGenerator(seed: 2_026_112_2)
        // Pieces that make keys with and without specifiers, literal percents and partial specifiers.
        let pieces = ["cart", ".items", " %lld", " %@", "%%", " %d", "%", "1", " of %2$@", ".title", "%l", "x"]
        func text() -> String {
            (0..<Int.random(in: 1...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        cases: for round in 0..<400 {
            let keys = Set((0..<Int.random(in: 0...12, using: &generator)).map { _ in text() })
            let references = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                KeyReference(key: text(), location: SourceLocation(file: "A.swift", line: 1, column: 1), kind: .text)
            }
            let ignore = round % 5 == 0 ? ["cart.*"] : []
            let expected = Self.plainDefinition(keys, references, ignore)
            let actual = UnusedKeyRule.unusedKeys(catalogKeys: keys, references: references, ignoreKeys: ignore)
            #expect(actual == expected, "keys \(keys.sorted()) references \(references.map(\.key))")
            if actual != expected { break cases }
        }
    }

    /// Many references are split across cores; the answer is the same.
    @Test func agreesWithThePlainDefinitionWhenReferencesAreSplitAcrossCores() {
        var generator = SeededGenerator(seed: 7)
        let keys = Set((0..<300).map { "feature.screen\($0).title" } + ["cart.items %lld", "cart.total %@", "gone %d"])
        let texts = keys.sorted().filter { !$0.hasPrefix("feature.screen29") && $0 != "gone %d" } + ["cart.items %@", "unknown.key"]
        let references = (0..<30_000).map { _ in
            KeyReference(
                key: texts.randomElement(using: &generator)!, location: SourceLocation(file: "A.swift", line: 1, column: 1),
                kind: .text)
        }
        let expected = Self.plainDefinition(keys, references, [])
        #expect(expected.contains("feature.screen29.title") && expected.contains("gone %d"))
        #expect(!expected.contains("cart.items %lld"))
        #expect(UnusedKeyRule.unusedKeys(catalogKeys: keys, references: references, ignoreKeys: []) == expected)
    }
}
