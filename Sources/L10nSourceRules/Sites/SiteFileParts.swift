import L10nFiles
import L10nSourceParsing

/// What a file's ``SiteContext`` works out from the file alone (its path, its tokens, its declarations), the same in
/// the index pass and in the lint: its name's and types' names' answers, its sample data, and the text its own code
/// never shows (private functions nothing calls, views shown redacted). The index pass works them out and leaves
/// them in its options' ``Store``; the lint takes them there instead of working them out again (on 1.2M lines, some
/// 0.7 G instructions a pass: the path's answers split it, the uncalled functions' names count its words).
///
///     let parts = SiteFileParts(file: file, declarations: declarations)
///     options.fileParts.keep(parts, for: file)        // the index pass
///     options.fileParts.take(for: file)               // the lint: the same parts, once
struct SiteFileParts: Sendable {
    /// ``SiteContext/namesNames(_:)`` of the file's name.
    let fileHoldsNames: Bool
    /// A type of the file has a name that says it holds names.
    let someTypeHoldsNames: Bool
    /// A type of the file has a name that says it holds keys or identifiers.
    let someTypeHoldsKeys: Bool
    /// The file imports ArgumentParser.
    let isCommandLineTool: Bool
    /// ``SiteContext/isDebugPath(_:named:)``.
    let isDebugFile: Bool
    /// ``SiteContext/isSampleDataPath(_:)``.
    let isSampleDataFile: Bool
    /// ``SiteContext/isAnalyticsName(_:)`` of the file's name.
    let isAnalyticsFile: Bool
    /// ``FileDeclarations/sampleData``.
    let sampleData: [ClosedRange<Int>]
    /// The file's own unreached text: its uncalled private functions, then its views shown redacted
    /// (``UnreachedText/addUncalledPrivateFunctions(file:declarations:)``, ``UnreachedText/addRedactedPlaceholders(file:)``).
    let ownUnreached: [UnreachedText.Part]
    /// The file's size in bytes and tokens when these were worked out: parts are taken only for the same file.
    private let byteCount: Int
    private let tokenCount: Int

    init(file: SourceFile, declarations: FileDeclarations?) {
        let name = SiteContext.fileName(file.path)
        fileHoldsNames = SiteContext.namesNames(name)
        someTypeHoldsNames = file.declaresType(where: SiteContext.namesNames)
        someTypeHoldsKeys = file.declaresType(where: SiteContext.namesKeys)
        isCommandLineTool = SiteContext.imports("ArgumentParser", in: file)
        isDebugFile = SiteContext.isDebugPath(file.path, named: name)
        isSampleDataFile = SiteContext.isSampleDataPath(file.path)
        isAnalyticsFile = SiteContext.isAnalyticsName(name)
        sampleData = declarations?.sampleData ?? []
        var own = UnreachedText()
        if let declarations { own.addUncalledPrivateFunctions(file: file, declarations: declarations) }
        own.addRedactedPlaceholders(file: file)
        ownUnreached = own.parts
        byteCount = file.source.bytes.count
        tokenCount = file.tokens.count
    }

    /// Whether these parts were worked out for `file` (its path aside: the ``Store`` files them by path).
    func fit(_ file: SourceFile) -> Bool {
        byteCount == file.source.bytes.count && tokenCount == file.tokens.count
    }

    /// The parts the index pass worked out, by path, until the lint takes them. Shared by the copies of one
    /// ``LintOptions`` (the lint's options are the index's, with the catalogs' keys added).
    final class Store: Sendable {
        private let parts = Locked<[String: SiteFileParts]>([:])

        /// Keeps `parts` of `file` for the lint.
        func keep(_ parts: SiteFileParts, for file: SourceFile) {
            self.parts.withLock { $0[file.path] = parts }
        }

        /// The parts kept for `file`, given once (a second lint of the file works them out again); nil when none
        /// were kept or the file is not the one they were worked out for.
        func take(for file: SourceFile) -> SiteFileParts? {
            guard let kept = parts.withLock({ $0.removeValue(forKey: file.path) }), kept.fit(file) else { return nil }
            return kept
        }
    }
}
