import L10nFiles

/// A String Catalog (`.xcstrings`): the source language, the format version and the ordered `strings` map.
///
///     let catalog = try StringCatalog(contentsOfFile: "Localizable.xcstrings")
///     for (key, entry) in catalog.entries {
///         print(key, entry.localizations["es"]?.stringUnit?.value ?? "missing")
///     }
///
/// Everything in the file is kept, including members this version does not know (in each type's `extra`), so
/// writing the catalog back gives Xcode's bytes. Text is compared by Unicode scalars, as Foundation compares (see
/// ``ScalarString``): two keys that differ only in normalization (`é` and `e` + U+0301) are two entries.
public struct StringCatalog: Sendable, Hashable {
    public var sourceLanguage: String {
        get { storedSourceLanguage.string }
        set { storedSourceLanguage = ScalarString(newValue) }
    }
    public var version: String {
        get { storedVersion.string }
        set { storedVersion = ScalarString(newValue) }
    }
    /// Entries by key, in file order (the writer sorts them as Xcode does).
    public var entries: KeyedList<CatalogEntry>
    /// Top-level members this version does not know.
    public var extra: [JSONMember]
    /// Whether the file ended with a line break after the final `}` (Xcode writes none; kept as read).
    public var endsWithNewline: Bool
    /// Entries whose key an earlier entry has, read for checking only (``init(file:path:keepingFirstOfDuplicates:)``):
    /// the first is the catalog's entry, these are set aside. Never written: a catalog read so is not written back.
    public var duplicateEntries: [DuplicateEntry] = []

    /// An entry whose key an earlier entry of the catalog has (mlem's 'Toggle Notifications', twice): Xcode keeps
    /// only one of them.
    public struct DuplicateEntry: Sendable, Hashable {
        public var key: String
        public var position: SourcePosition
        /// The first entry's position.
        public var first: SourcePosition
    }
    public var sourceLanguagePosition: SourcePosition
    public var versionPosition: SourcePosition
    /// Where the `"strings"` key stands.
    public var stringsPosition: SourcePosition
    private var storedSourceLanguage: ScalarString
    private var storedVersion: ScalarString

    /// An empty catalog built in code.
    public init(sourceLanguage: String, version: String = "1.0", entries: KeyedList<CatalogEntry> = KeyedList()) {
        self.storedSourceLanguage = ScalarString(sourceLanguage)
        self.storedVersion = ScalarString(version)
        self.entries = entries
        self.extra = []
        self.endsWithNewline = false
        self.sourceLanguagePosition = .unknown
        self.versionPosition = .unknown
        self.stringsPosition = .unknown
    }

    /// Reads a catalog from the bytes of a file; `path` is used in errors.
    ///
    /// - Throws: ``CatalogError`` with the exact line and column of the first problem.
    public init(bytes: [UInt8], path: String) throws(CatalogError) {
        self = try CatalogDecoder.decode(bytes, path: path)
    }

    /// Reads a catalog keeping only the localizations of `languages` and of the source language: a faster read
    /// for work on one language (a catalog of 30 languages reads several times faster). The whole file is still
    /// checked as JSON (syntax, UTF-8, escapes, duplicate keys, nesting), the kept languages as strictly as
    /// ``init(bytes:path:)`` checks them; the result is a partial model, for reading only — writing it would drop
    /// the other languages.
    ///
    ///     let german = try StringCatalog(bytes: bytes, path: "Localizable.xcstrings", languages: ["de"])
    ///     german.entries.first?.value.localizations.keys   // ["de", "en"] at most
    public init(bytes: [UInt8], path: String, languages: Set<String>) throws(CatalogError) {
        self = try CatalogDecoder.decode(bytes, path: path, languages: languages)
    }

    /// Reads a catalog from its file, mapped, handing each part of the file back once read (see ``MappedFile``):
    /// what is held is the model and a window of the file, not the whole file besides. `path` is used in errors.
    ///
    ///     let file = try MappedFile("Localizable.xcstrings")
    ///     let catalog = try StringCatalog(file: file, path: "Localizable.xcstrings")
    public init(file: MappedFile, path: String) throws(CatalogError) {
        self = try CatalogDecoder.decode(file, path: path)
    }

    /// Reads a catalog as ``init(file:path:)`` does, for checking only: an entry whose key an earlier one has is
    /// set aside in ``duplicateEntries`` (the first kept) instead of stopping the read, so that one malformed entry
    /// is one finding and the rest of the catalog is checked. A catalog read so is never written back.
    public init(file: MappedFile, path: String, keepingFirstOfDuplicates: Bool) throws(CatalogError) {
        self = try CatalogDecoder.decode(file, path: path, keepingFirstOfDuplicates: keepingFirstOfDuplicates)
    }

    /// Reads the catalog at `path`.
    public init(contentsOfFile path: String) throws(CatalogError) {
        let bytes = try FileReader.readInput(path)
        try self.init(bytes: bytes, path: path)
    }

    /// The entry for `key`: `catalog[key]?.comment`.
    public subscript(key: String) -> CatalogEntry? {
        get { entries[key] }
        set { entries[key] = newValue }
    }

    /// Adds or replaces an entry under its key.
    public mutating func set(_ entry: CatalogEntry) {
        entries[entry.key] = entry
    }
}
