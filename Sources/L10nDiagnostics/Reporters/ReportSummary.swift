/// What a run covered, for the summary that follows the diagnostics: translation progress per catalog and
/// language, counts by severity, and how many files were scanned.
///
///     let summary = ReportSummary(
///         catalogs: [.init(file: "Localizable.xcstrings", languages: [
///             .init(language: "en", translated: 12, total: 12),
///             .init(language: "es", translated: 11, total: 12),
///         ])],
///         filesScanned: 3, diagnostics: diagnostics)
///     summary.catalogs[0].languages[1].percent   // 91
///     summary.counts.errors                      // errors among `diagnostics`
public struct ReportSummary: Sendable, Hashable {
    /// Progress of one language in one catalog.
    public struct LanguageProgress: Sendable, Hashable {
        /// Language code as the catalog spells it, e.g. `es` or `pt-BR`.
        public var language: String
        /// Keys with a usable translation in this language.
        public var translated: Int
        /// Keys that need one.
        public var total: Int

        public init(language: String, translated: Int, total: Int) {
            self.language = language
            self.translated = translated
            self.total = total
        }

        /// Whole percent, rounded down so that `100` always means complete (199/200 is 99, not 100);
        /// a catalog with no keys is 100% translated.
        ///
        ///     LanguageProgress(language: "es", translated: 2, total: 3).percent   // 66
        public var percent: Int {
            guard total > 0 else { return 100 }
            return translated * 100 / total
        }
    }

    /// Progress of every language of one catalog, in the order they should be shown.
    public struct CatalogProgress: Sendable, Hashable {
        /// The catalog's path as the user gave it (the same spelling as in diagnostics).
        public var file: String
        public var languages: [LanguageProgress]

        public init(file: String, languages: [LanguageProgress]) {
            self.file = file
            self.languages = languages
        }
    }

    /// How many diagnostics of each severity were reported.
    public struct SeverityCounts: Sendable, Hashable {
        public var errors: Int
        public var warnings: Int
        public var notes: Int

        public init(errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
            self.errors = errors
            self.warnings = warnings
            self.notes = notes
        }

        /// Counts the diagnostics by severity.
        public init(counting diagnostics: [Diagnostic]) {
            self.init()
            add(diagnostics)
        }

        /// Counts `diagnostics` too.
        public mutating func add(_ diagnostics: [Diagnostic]) {
            // Through the storage: only each severity is read, no diagnostic (and none of its strings) is copied.
            diagnostics.withUnsafeBufferPointer { buffer in
                for index in buffer.indices { add(buffer[index].severity) }
            }
        }

        private mutating func add(_ severity: Severity) {
            switch severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }

        public subscript(severity: Severity) -> Int {
            switch severity {
            case .error: errors
            case .warning: warnings
            case .note: notes
            }
        }
    }

    public var catalogs: [CatalogProgress]
    /// Catalogs and Swift sources read.
    public var filesScanned: Int
    public var counts: SeverityCounts

    public init(catalogs: [CatalogProgress] = [], filesScanned: Int = 0, counts: SeverityCounts = .init()) {
        self.catalogs = catalogs
        self.filesScanned = filesScanned
        self.counts = counts
    }

    /// A summary whose counts are those of `diagnostics` (the ones actually reported, after any baseline).
    public init(catalogs: [CatalogProgress] = [], filesScanned: Int = 0, diagnostics: [Diagnostic]) {
        self.init(catalogs: catalogs, filesScanned: filesScanned, counts: SeverityCounts(counting: diagnostics))
    }
}
