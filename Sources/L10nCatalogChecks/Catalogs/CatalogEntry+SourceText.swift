import Foundation
import L10nFiles
import XCStrings

extension CatalogEntry {
    /// The text the entry shows in `sourceLanguage`: its string unit's value, else its first variation's (a plural's
    /// or a device's), else the key itself, as Xcode shows an entry with no source-language value.
    ///
    ///     entry.sourceText("home.title", in: "en")   // "Home"
    ///     entry.sourceText("Cancel", in: "en")       // "Cancel" (no English value: the key is the text)
    package func sourceText(_ key: String, in sourceLanguage: String) -> String {
        localizations[sourceLanguage].flatMap(Self.text(of:)) ?? key
    }

    /// A localization's text: its string unit's value, else its first variation's.
    private static func text(of localization: Localization) -> String? {
        localization.stringUnit?.value ?? localization.stringUnits.first?.unit.value
    }

    /// Whether a language other than `sourceLanguage` gives the entry a text of its own (not the source's text
    /// copied): translators worked on it, so code that shows its key (`Text("Last checked")`) shows it translated.
    ///
    ///     // "Last checked": { "en": "Last checked", "fr": "Dernière vérification" }
    ///     entry.isTranslated(besides: "en")   // true
    ///     // "Sign": { "fr": "Sign" }: a copy
    ///     entry.isTranslated(besides: "en")   // false
    package func isTranslated(besides sourceLanguage: String) -> Bool {
        let source = localizations[sourceLanguage].flatMap(Self.text(of:))
        return localizations.contains { language, localization in
            guard language != sourceLanguage, let value = Self.text(of: localization) else { return false }
            return !value.isEmpty && value != source
        }
    }

    /// Whether two languages or more besides the source give the entry a text, each the source's unchanged: what
    /// a team keeps alike in every language (VeraSnap's `paywall.title` = `"VeraSnap Pro"` in ten).
    package func isKeptAlike(besides sourceLanguage: String) -> Bool {
        keptAlikeCount(besides: sourceLanguage) >= 2
    }

    /// How many languages besides the source give the entry a text, each the source's unchanged; 0 when one gives
    /// another.
    package func keptAlikeCount(besides sourceLanguage: String) -> Int {
        guard let source = localizations[sourceLanguage].flatMap(Self.text(of:)), !source.isEmpty else { return 0 }
        var kept = 0
        for (language, localization) in localizations where language != sourceLanguage {
            guard let value = Self.text(of: localization), !value.isEmpty else { continue }
            guard value == source else { return 0 }
            kept += 1
        }
        return kept
    }

    /// The terms of the source text every translation in a non-Latin script keeps in Latin letters as the source
    /// writes them: two or three words, a capital among their letters, set in the translation as a run of their
    /// own (GithubClient's Chinese "输入 Access Token" for "Input Access Token": 'Access Token'). A team that keeps
    /// a term in English inside its translations writes it so where code shows it alone. Read only in a label's text
    /// (six words at most). None where no translation is in a non-Latin script, or where one leaves the term out.
    ///
    ///     // "Input Access Token": { "en": "Input Access Token", "zh-Hans": "输入 Access Token" }
    ///     entry.keptTerms(besides: "en")   // ["Access Token"]
    package func keptTerms(besides sourceLanguage: String) -> [String] {
        // A label's few words, not a paragraph: a term quoted inside an explanation ('the "Pending" state',
        // Cosmostation's Japanese) is a state's name there, not how the team writes its tab.
        guard let source = localizations[sourceLanguage].flatMap(Self.text(of:)), source.utf8.count <= 60,
            Self.spaceSeparatedCount(source) <= 6
        else { return [] }
        var kept: Set<String>?
        for (language, localization) in localizations where language != sourceLanguage {
            guard let value = Self.text(of: localization), !value.isEmpty, value != source,
                value.unicodeScalars.contains(where: { $0.properties.isAlphabetic && $0.value > 0x024F })
            else { continue }
            // Two words or three: a term (`Access Token`), not a word a translator kept for one sentence
            // (Cosmostation's Korean "Account 등록", whose tab 'Account' its team still translates).
            let runs = Set(Self.latinRuns(in: value).filter { run in
                run != value && run.contains(" ") && Self.containsWords(source, run)
            })
            kept = kept.map { $0.intersection(runs) } ?? runs
            if kept?.isEmpty == true { return [] }
        }
        return kept.map { $0.sorted() } ?? []
    }

    /// `text.split(separator: " ").count`, counted on the bytes of an ASCII text (where each byte is a character but
    /// for a CR LF pair, which is no space): splitting into characters cost some 7,000 instructions an entry.
    static func spaceSeparatedCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.split(separator: " ").count }
            if byte == UInt8(ascii: " ") {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
            }
        }
        return count
    }

    /// The runs of Latin words in `text` (letters, digits, `-` and `.` inside a word, single spaces between):
    /// one to three words with a capital letter among them.
    static func latinRuns(in text: String) -> [String] {
        var runs: [String] = []
        var current = ""
        func flush() {
            let trimmed = TrimmedCharacters.whitespaces.trimming(current)
            current = ""
            let words = trimmed.split(separator: " ")
            guard (1...3).contains(words.count), trimmed.count >= 3,
                trimmed.unicodeScalars.contains(where: { ("A"..."Z").contains($0) })
            else { return }
            runs.append(trimmed)
        }
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber || character == "-" || (character == "." && !current.isEmpty) {
                current.append(character)
            } else if character == " ", !current.isEmpty, current.last != " " {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return runs
    }

    /// Whether `text` holds `words` with no letter right before or after.
    static func containsWords(_ text: String, _ words: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: words, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }

    /// Whether some language gives the entry a text (a string unit, a set, or variations with a case): not a bare
    /// `"app.contact" : { }`, whose key is all Foundation can show.
    package var hasText: Bool { localizations.values.contains { $0.hasContent } }
}
