import L10nSourceParsing

/// Names the app's tables keep alike in every language: a text of one to three words, one of them no English word
/// (`"VeraSnap Pro"`: `VeraSnap`), that two languages or more give unchanged and none translates, is a brand, and
/// code that writes it (`.navigationTitle("VeraSnap Pro")`) writes a name, as it writes the app's own.
///
///     KeptNames.isBrandLike("VeraSnap Pro")   // true
///     KeptNames.isBrandLike("Sign In")        // false: both words are English
enum KeptNames {
    static func isBrandLike(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard !words.isEmpty, words.count <= 3, text.utf8.count <= 40 else { return false }
        return words.contains { EnglishWords.isNameOnly(String($0)) }
    }
}
