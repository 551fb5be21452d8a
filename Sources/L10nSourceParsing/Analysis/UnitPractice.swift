import Foundation
import L10nFiles

/// How an app's translators treat abbreviated units (`h`, `min`, `KB`, `px`), and `OK` (``translatesOK``), read from
/// its catalogs and tables:
/// a unit they write their own way in some translation (`' min'` as `'мин'`, `px` as `'بكسل'`) is translated; one
/// every translation keeps as the source writes it (nightguard's `'1h'` = `'1h'` in German and Finnish) is kept.
/// `hardcoded-string` reports a hardcoded unit only where the app's practice says it is translated, or, with no
/// evidence either way, where the unit is one languages write their own way (time and measures, not data sizes).
/// Spellings of one unit count together (`m`, `min`, `mins`).
///
///     var practice = UnitPractice()
///     practice.record(source: "%d min", translation: "%d мин")   // 'min' translated
///     practice.record(source: "1h", translation: "1h")           // 'h' kept
///     practice.isKept("h")     // true
///     practice.isKept("min")   // false
///     practice.isKept("KB")    // true: no evidence, and data sizes are read as written
public struct UnitPractice: Sendable, Hashable {
    /// Per unit symbol: translations that keep it, and translations that write it otherwise.
    private var keeping: [String: Int] = [:]
    private var writingOtherwise: [String: Int] = [:]
    /// Source texts some translation writes with its own unit (`"4h"` as Dutch `"4u"`): translated where they are
    /// looked up as keys.
    private var rewritten: Set<String> = []

    /// How the tables treat 'OK' (an entry whose key or source text is the word alone, ``isOK(_:)``): nil when no
    /// entry is; true when some translation writes another word ('Tamam', '확인'); false when every translation
    /// keeps 'OK' (RIA DigiDoc's `"action-ok" = "OK"` in English, Estonian and Russian).
    public private(set) var translatesOK: Bool?
    /// Whether some table or catalog translates some text into another language than its source: the app ships
    /// text its users read in another language (``LintContext``'s shipped units ask it).
    public var hasTranslations = false

    public init() {}

    /// Records one translation of an entry whose source is 'OK' (``translatesOK``); an empty one says nothing.
    public mutating func recordOK(translation: String) {
        if translatesOK == nil { translatesOK = false }
        if !translation.isEmpty, !Self.isOK(translation) { translatesOK = true }
    }

    /// Whether `text` is the word OK alone, in any case, with no more than surrounding spaces or a final '!' or '.'.
    ///
    ///     UnitPractice.isOK(" Okay. ")      // true
    ///     UnitPractice.isOK("OK, got it")   // false
    public static func isOK(_ text: String) -> Bool {
        guard text.utf8.count <= 8 else { return false }
        var word = TrimmedCharacters.whitespaces.trimming(text)
        if word.hasSuffix("!") || word.hasSuffix(".") { word.removeLast() }
        let lowercased = word.lowercased()
        return lowercased == "ok" || lowercased == "okay"
    }

    /// The unit symbols in `text` after a number or a format specifier (`6h`, `%d min`, `\(size) KB` rendered
    /// `0 KB`), each once.
    public static func symbols(in text: String) -> Set<String> {
        var found = Set<String>()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let isNumberEnd = ("0"..."9").contains(scalar)
                || (scalar == "@" || scalar == "d" || scalar == "f" || scalar == "u") && index > 0
                    && isSpecifierEnd(scalars, index)
            index += 1
            guard isNumberEnd else { continue }
            var start = index
            if start < scalars.count, scalars[start] == " " || scalars[start] == "\u{A0}" { start += 1 }
            var end = start
            while end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end] == "/" { end += 1 }
            guard end > start, end - start <= 4 else { continue }
            let word = String(String.UnicodeScalarView(scalars[start..<end]))
            if TextClassifier.unitSymbols.contains(word) { found.insert(word) }
        }
        return found
    }

    /// Whether the letter at `index` ends a format specifier (`%d`, `%lld`, `%.1f`, `%@`).
    private static func isSpecifierEnd(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, cursor >= index - 5 {
            let scalar = scalars[cursor]
            if scalar == "%" { return true }
            guard ("0"..."9").contains(scalar) || scalar == "." || scalar == "l" || scalar == "$" else { return false }
            cursor -= 1
        }
        return false
    }

    /// Spellings of one unit: what translators do with one says what they do with the others (nightguard's
    /// '5min' kept says its '5m' is kept too).
    static let sameUnit: [String: String] = [
        "m": "min", "mins": "min", "s": "sec", "secs": "sec", "h": "hr", "hrs": "hr", "w": "wk", "wks": "wk",
        "y": "yr", "yrs": "yr", "lbs": "lb", "mL": "ml", "kph": "km/h",
    ]

    static func unit(of symbol: String) -> String { sameUnit[symbol] ?? symbol }

    /// `text` without the spaces at its ends; itself, with no copy, when it has none (most texts).
    ///
    ///     UnitPractice.withoutOuterSpaces(" kg")   // "kg"
    public static func withoutOuterSpaces(_ text: String) -> String {
        guard text.utf8.first == UInt8(ascii: " ") || text.utf8.last == UInt8(ascii: " ") else { return text }
        return String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// Records one translation of a source text: each unit symbol of the source is kept or written otherwise.
    /// A translation that is its source unchanged says nothing: a copy keeps everything (boring.notch's `'%.1fs'`
    /// copied into fifteen languages), a translator who rewrote the words around the unit chose to keep it.
    public mutating func record(source: String, translation: String) {
        var symbols = Self.symbols(in: source)
        // An entry that is the unit alone (Loop's "px", shown as a view's suffix after its value; Glucosy's " kg",
        // its space and all): Arabic 'بكسل', Korean '픽셀', Russian ' кг' write it their own way.
        let alone = Self.withoutOuterSpaces(source)
        if symbols.isEmpty, TextClassifier.unitSymbols.contains(alone) { symbols = [alone] }
        guard !symbols.isEmpty, !translation.isEmpty, translation != source else { return }
        var kept = Self.symbols(in: translation)
        let translatedAlone = Self.withoutOuterSpaces(translation)
        if kept.isEmpty, TextClassifier.unitSymbols.contains(translatedAlone) { kept = [translatedAlone] }
        for symbol in symbols {
            let unit = Self.unit(of: symbol)
            if kept.contains(symbol) {
                keeping[unit, default: 0] += 1
            } else {
                writingOtherwise[unit, default: 0] += 1
                rewritten.insert(source)
            }
        }
    }

    /// Records that `key` is looked up for the source text `source`: when a translation of that text writes its
    /// unit its own way, so does the key's (ScreenNote's key `%lfs`, whose English is '%3.1lf s' and Japanese
    /// '%3.1lf 秒', read by `Text("\(duration)s")`).
    public mutating func recordKey(_ key: String, of source: String) {
        if key != source, rewritten.contains(source) { rewritten.insert(key) }
    }

    /// Whether some translation of the source text `text` writes its unit its own way: a key with that text is
    /// translated, unit and all, where it is looked up.
    public func isRewritten(_ text: String) -> Bool { rewritten.contains(text) }

    /// ``isRewritten(_:)`` with the texts compared as `normalized` makes them: the code's `\(Int(latency * 1000))
    /// ms` is read as `%@ ms`, which the catalog's `%lld ms` is once its specifiers are normalized (sushitrain,
    /// whose Ukrainian writes `%lld мс`). Asked only of unit literals a catalog holds: a pass over the few texts.
    public func isRewritten(_ text: String, normalizedBy normalized: (String) -> String) -> Bool {
        if rewritten.contains(text) { return true }
        let wanted = normalized(text)
        return rewritten.contains { normalized($0) == wanted }
    }

    /// Whether some translation of the app's tables says how `symbol` is written (kept or written otherwise).
    public func hasEvidence(for symbol: String) -> Bool {
        let unit = Self.unit(of: symbol)
        return (keeping[unit] ?? 0) + (writingOtherwise[unit] ?? 0) > 0
    }

    /// Whether a hardcoded `symbol` is what the app's readers see anyway: its translators keep it (and at most a
    /// quarter of its translations write it otherwise), or nothing says and it is a symbol kept by default.
    public func isKept(_ symbol: String) -> Bool {
        let unit = Self.unit(of: symbol)
        let keptCount = keeping[unit] ?? 0, otherwise = writingOtherwise[unit] ?? 0
        if keptCount == 0 && otherwise == 0 { return TextClassifier.unitsKeptByDefault.contains(symbol) }
        return otherwise * 4 <= keptCount
    }
}
