/// Whether a name a team gives says its text stays untranslated: a table (`Untranslated.strings`,
/// `NotLocalized.strings`, Element X's table read through `UntranslatedL10n`) or a type (passepartout's
/// `enum Unlocalized`). Such a name states the intent for all it holds, as a comment would. The one reading of such
/// names, for tables (`TableIntent`) and types (`StatedIntent`).
///
///     UntranslatedName.says("Untranslated")        // true
///     UntranslatedName.says("NonLocalizedStrings") // true
///     UntranslatedName.says("Localizable")         // false
///     UntranslatedName.says("TranslatedTerms")     // false
package enum UntranslatedName {
    /// The words (letters only, lowercased) that name what is kept untranslated.
    static let words: [String] = [
        "untranslated", "untranslatable", "nottranslated", "notranslate", "donottranslate", "nontranslatable",
        "unlocalized", "unlocalised", "notlocalized", "notlocalised", "nonlocalized", "nonlocalised",
        "notlocalizable", "nonlocalizable", "donotlocalize", "donotlocalise", "nolocalize",
    ]

    package static func says(_ name: String) -> Bool {
        // An ASCII name (nearly all) on its bytes: its letters lowercased, searched for each word.
        var letters: [UInt8] = []
        letters.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            if byte >= 0x80 { return saysUnicode(name) }
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") {
                letters.append(byte)
            } else if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
                letters.append(byte | 0x20)
            }
        }
        guard letters.count >= shortestWord else { return false }
        return wordBytes.contains { word in
            word.count <= letters.count && (0...letters.count - word.count).contains { start in
                letters[start..<start + word.count].elementsEqual(word)
            }
        }
    }

    /// ``words`` as bytes.
    private static let wordBytes = words.map { Array($0.utf8) }
    /// The length of the shortest of ``words``.
    private static let shortestWord = words.map(\.utf8.count).min() ?? 0

    /// ``says(_:)`` for a name with other characters than ASCII ones: lowercased by Unicode (`İ` gives an `i`).
    private static func saysUnicode(_ name: String) -> Bool {
        let letters = String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) })
        return words.contains { letters.contains($0) }
    }
}
