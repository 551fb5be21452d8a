import XCStrings

/// One translation change between two versions of a catalog, as ``CatalogDiff`` finds it.
///
///     CatalogChange(kind: .sourceChanged, key: "home.title", language: "en", old: "Home", new: "Start")
///     CatalogChange(kind: .translationAdded, key: "files.count", language: "fr",
///                   variant: VariantPath(["plural", "one"]), new: "%lld fichier", newState: "translated")
///     CatalogChange(kind: .keyRenamed, key: "home.title", oldKey: "home.heading", new: "Home")
public struct CatalogChange: Sendable, Hashable {
    /// What changed; the raw value is the stable id `--format json` writes.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A new key; ``CatalogChange/new`` is its source text, ``CatalogChange/languages`` its other languages.
        case keyAdded = "key-added"
        /// A key gone; ``CatalogChange/old`` was its source text.
        case keyRemoved = "key-removed"
        /// A key gone and a new one with the same source text (see ``CatalogDiff``): ``CatalogChange/oldKey`` →
        /// ``CatalogChange/key``; changes to its translations follow as changes of the new key.
        case keyRenamed = "key-renamed"
        /// The source language's text of a key (at a variant) changed, appeared or went.
        case sourceChanged = "source-changed"
        case translationAdded = "translation-added"
        /// The value changed (and perhaps the state: both states are given).
        case translationChanged = "translation-changed"
        case translationRemoved = "translation-removed"
        /// Same value, another state (`translated` → `needs_review`).
        case stateChanged = "state-changed"
        case commentChanged = "comment-changed"
        /// `extractionState`, `shouldTranslate`, a substitution's argument or anything else the catalog records
        /// that is not a string: ``CatalogChange/attribute`` names it.
        case attributeChanged = "attribute-changed"
    }

    public var kind: Kind
    /// The key (the new key of a rename); empty for a change of the catalog itself (`sourceLanguage`, `version`).
    public var key: String
    /// The key before a rename.
    public var oldKey: String?
    /// The language of a string change; nil for a key's or the catalog's own fields.
    public var language: String?
    /// Where in the language: the root, `plural.one`, `substitutions.count.plural.few`, `stringSet`.
    public var variant: VariantPath
    /// What an attribute change is about: `extractionState`, `shouldTranslate`, `version`, …
    public var attribute: String?
    /// The value before (absent for an addition).
    public var old: String?
    /// The value after (absent for a removal).
    public var new: String?
    public var oldState: String?
    public var newState: String?
    /// An added or removed key's languages other than the source language, sorted.
    public var languages: [String]

    public init(
        kind: Kind, key: String, oldKey: String? = nil, language: String? = nil, variant: VariantPath = .root,
        attribute: String? = nil, old: String? = nil, new: String? = nil, oldState: String? = nil,
        newState: String? = nil, languages: [String] = []
    ) {
        self.kind = kind
        self.key = key
        self.oldKey = oldKey
        self.language = language
        self.variant = variant
        self.attribute = attribute
        self.old = old
        self.new = new
        self.oldState = oldState
        self.newState = newState
        self.languages = languages
    }

    /// Whether the change describes the key as a whole (added, removed, renamed), rather than one of its strings.
    public var isKeyChange: Bool { kind == .keyAdded || kind == .keyRemoved || kind == .keyRenamed }
}
