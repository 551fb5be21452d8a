/// Whether an app keeps its words in capitals in English in every language: its tables hold two texts in capitals or
/// more that every other language keeps as the source writes them, and none that a language translates
/// (RaccoonWallet's 'GET STARTED', 'STANDARD SEND' and 'SUCCESS', kept in its Japanese table, whose Japanese text
/// names the 'HOME' button so). Then a text in capitals the code or a storyboard writes (`CANCEL`, `HOME`, `LOGIN`)
/// is the app's style, shown alike in every language, not a string forgotten.
///
///     var practice = CapitalsPractice()
///     practice.note("GET STARTED", keptAlike: true, translated: false)
///     practice.note("STANDARD SEND", keptAlike: true, translated: false)
///     practice.keepsCapitals                       // true
///     CapitalsPractice.isCapitals("CANCEL")        // true
///     CapitalsPractice.isCapitals("Cancel")        // false
public struct CapitalsPractice: Sendable {
    /// Texts in capitals every other language keeps, and those some language translates.
    public private(set) var kept = 0
    public private(set) var translated = 0

    public init() {}

    /// Notes a source text of the tables: whether the other languages keep it alike, or one translates it.
    public mutating func note(_ text: String, keptAlike: Bool, translated isTranslated: Bool) {
        guard Self.isCapitals(text) else { return }
        if isTranslated {
            translated += 1
        } else if keptAlike {
            kept += 1
        }
    }

    /// Two texts in capitals kept or more, none translated.
    public var keepsCapitals: Bool { kept >= 2 && translated == 0 }

    /// Whether a text is a few words in capitals: two letters or more, every letter an ASCII capital, three words at
    /// most, 40 bytes at most (`GET STARTED`, `SEND`; not `OK`-like single letters, nor `Cancel`).
    public static func isCapitals(_ text: String) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        var letters = 0
        var words = 0
        var inWord = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                inWord = false
                continue
            }
            if !inWord {
                words += 1
                inWord = true
            }
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
                letters += 1
            } else if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte >= 0x80 {
                return false
            }
        }
        return letters >= 2 && words <= 3
    }
}
