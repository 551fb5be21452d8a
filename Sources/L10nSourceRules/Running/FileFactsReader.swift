import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing

/// The index pass's reader: what one file tells the project index (the first pass over a project; see
/// ``ProjectIndex``), read with the same built-in and configured APIs as the lint, but no catalog, no key
/// references and no project (the index pass is what builds one).
///
///     let reader = FileFactsReader(options: options)
///     var buffers = LexerBuffers()
///     let facts = reader.facts(path: "App/HomeView.swift", bytes: bytes, reusing: &buffers)
///     let project = ProjectIndex(facts: [facts])
struct FileFactsReader: Sendable {
    private let context: LintContext

    init(options: LintOptions) {
        var indexing = options
        indexing.catalogKeys = nil
        indexing.references = .none
        indexing.project = nil
        context = LintContext(options: indexing)
    }

    /// What the file at `path`, with these bytes, tells the project index.
    func facts(path: String, bytes: [UInt8], reusing buffers: inout LexerBuffers) -> FileFacts {
        let source = Lexer.tokenize(bytes, reusing: &buffers)
        defer { buffers.recycle(source) }
        let file = SourceFile(path: path, source: source)
        let declarations = DeclarationScanner.scan(file)
        var walker = SiteWalker(
            context: SiteContext(file: file, lint: context, declarations: declarations), selection: .none,
            observesText: true)
        walker.walk()
        var facts = FileFacts(file: file, declarations: declarations, texts: walker.observedTexts)
        // What a file of developers' screens names reaches developers only (TPASS's `DevViews/` opening the
        // unreleased `NewIntroView`): its uses make no type, case or property reached.
        if SiteContext.isDebugPath(path) { facts.nameUses = [] }
        facts.statedIntents = StatedIntent(file: file, declarations: declarations).statements.map { statement in
            FileFacts.StatedLines(
                lines: file.tokens[statement.covers.lowerBound].line...file.tokens[statement.covers.upperBound].line,
                comment: statement.text, line: statement.line)
        }
        return facts
    }
}
