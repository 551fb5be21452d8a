import L10nDiagnostics

/// Keys written with spaces that the tables give another text: identifiers, not English text as its own key.
///
/// `key-convention` reports a key the code looks up that reads as prose (`NSLocalizedString("welcome to imagine",
/// …)`), since such a key is usually its own English text. Imagine's table gives that key a paragraph of its own
/// ("Welcome to Imagine. We have two underlying principles: …"): the key names the text, as a dotted key would, in
/// the words the team chose. Told by the source-language text the tables hold for it, compared word by word without
/// case and punctuation (`"cancel" = "Cancel";` is still its own text; AfritiaBuyer's `"3Star" = "3 Star";` runs
/// the words together, as its `addtocart` does: an identifier).
///
///     let kept = IdentifierKeys.filtered(diagnostics, sourceTexts: { keySites[$0]?.first?.sourceText })
enum IdentifierKeys {
    /// `diagnostics` without the Swift-side `key-convention` findings whose key `sourceText` gives another text.
    static func filtered(_ diagnostics: [Diagnostic], sourceTexts: (String) -> String?) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            guard diagnostic.ruleID == "key-convention", diagnostic.location.file.hasSuffix(".swift"),
                let key = diagnostic.key, let text = sourceTexts(key)
            else { return true }
            return words(of: text) == words(of: key)
        }
    }

    /// The words of `text` (runs of letters and digits), lowercased.
    ///
    ///     IdentifierKeys.words(of: "Don't cancel!")  // ["don", "t", "cancel"]
    static func words(of text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
