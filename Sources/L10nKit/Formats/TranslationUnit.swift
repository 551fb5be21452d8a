import L10nDiagnostics

/// One string a translator works on: a catalog key, or one case of its variations.
///
/// The same value travels through every translator format (XLIFF, CSV, JSON): `extract` writes units, `merge`
/// reads them back. A unit read from a file knows where it was (`location`), so merge can point at it.
///
///     let unit = TranslationUnit(
///         file: "App/Localizable.xcstrings", key: "inbox.count", variant: "plural.one",
///         source: "%lld message", target: "%lld mensaje", state: "translated",
///         sourceLanguage: "en", targetLanguage: "es")
///     unit.id   // "inbox.count|==|plural.one"
///
/// Variant paths follow Xcode: `""` for the plain value, `plural.one`, `device.iphone`,
/// `substitutions.NAME.plural.few`, and nested paths such as `device.iphone.plural.one`.
public struct TranslationUnit: Sendable, Hashable {
    /// The separator Xcode puts between a key and its variant path in an XLIFF `trans-unit` id.
    public static let variantSeparator = "|==|"

    /// The catalog path, as written in XLIFF's `<file original="…">`.
    public var file: String
    public var key: String
    /// `""` for the plain value, otherwise a variant path such as `plural.one`.
    public var variant: String
    /// The source-language text the translator translates.
    public var source: String
    /// The translation, when there is one.
    public var target: String?
    /// The catalog state (`new`, `needs_review`, `translated`, …); formats map their own states to these.
    public var state: String?
    /// The developer comment.
    public var comment: String?
    public var sourceLanguage: String
    public var targetLanguage: String
    /// Where the unit was read from (the translation file, line, column); `nil` for units built in code.
    public var location: SourceLocation?

    public init(
        file: String, key: String, variant: String = "", source: String, target: String? = nil,
        state: String? = nil, comment: String? = nil, sourceLanguage: String, targetLanguage: String,
        location: SourceLocation? = nil
    ) {
        self.file = file
        self.key = key
        self.variant = variant
        self.source = source
        self.target = target
        self.state = state
        self.comment = comment
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.location = location
    }

    /// Xcode's XLIFF `trans-unit` id: `KEY`, or `KEY|==|VARIANT` for a variation.
    public var id: String {
        variant.isEmpty ? key : key + Self.variantSeparator + variant
    }

    /// Splits an XLIFF id into key and variant path at the last `|==|` (variant paths never contain it).
    ///
    ///     TranslationUnit.split(id: "count|==|plural.one")  // (key: "count", variant: "plural.one")
    ///     TranslationUnit.split(id: "home.title")           // (key: "home.title", variant: "")
    public static func split(id: String) -> (key: String, variant: String) {
        // Byte search for the last "|==|"; ids are short, and this avoids Foundation's string search.
        let bytes = Array(id.utf8)
        var start = bytes.count - 4
        while start >= 0 {
            if bytes[start] == 0x7C && bytes[start + 1] == 0x3D && bytes[start + 2] == 0x3D && bytes[start + 3] == 0x7C {
                return (String(decoding: bytes[..<start], as: UTF8.self), String(decoding: bytes[(start + 4)...], as: UTF8.self))
            }
            start -= 1
        }
        return (id, "")
    }
}
