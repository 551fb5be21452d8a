import L10nFormats

/// Real-shaped units for the format tests: a plain string, plural cases, a device case, a substitution case,
/// comments, an untranslated unit, and text that needs escaping.
enum FormatsFixtures {
    static let catalog = "App/Localizable.xcstrings"

    static func unit(
        _ key: String, _ variant: String = "", source: String, target: String? = nil, state: String? = nil,
        comment: String? = nil, file: String = catalog
    ) -> TranslationUnit {
        TranslationUnit(
            file: file, key: key, variant: variant, source: source, target: target, state: state, comment: comment,
            sourceLanguage: "en", targetLanguage: "es")
    }

    static let units: [TranslationUnit] = [
        unit("home.title", source: "Home", target: "Inicio", state: "translated", comment: "Title of the home tab."),
        unit("inbox.count", "plural.one", source: "%lld message", target: "%lld mensaje", state: "translated"),
        unit("inbox.count", "plural.other", source: "%lld messages", state: nil),
        unit("settings.tap", "device.iphone", source: "Tap to open", target: "Toca para abrir", state: "needs_review"),
        unit(
            "upload.status", "substitutions.files.plural.few", source: "%2$lld files",
            target: "%2$lld archivos", state: "new", comment: "Upload progress; %2$lld is the file count."),
        unit(
            "legal.terms", source: "Terms & \"Conditions\" <b>'s</b>",
            target: "Términos & «Condiciones» <b>'s</b>", state: "translated",
            comment: "Shown\nin the footer."),
    ]
}
