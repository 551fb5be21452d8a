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
    /// Where each file's ``SiteFileParts`` are left for the lint (the options' own).
    private let fileParts: SiteFileParts.Store

    init(options: LintOptions) {
        var indexing = options
        indexing.catalogKeys = nil
        indexing.references = .none
        indexing.project = nil
        context = LintContext(options: indexing)
        fileParts = options.fileParts
    }

    /// What the file at `path`, with these bytes, tells the project index.
    func facts(path: String, bytes: [UInt8], reusing buffers: inout LexerBuffers) -> FileFacts {
        var otherScripts: [String] = []
        return facts(path: path, bytes: bytes, reusing: &buffers, otherScripts: &otherScripts)
    }

    /// ``facts(path:bytes:reusing:)``, adding to `otherScripts` the texts in other scripts than Latin of the
    /// literals the file shows, as a suggested key's words read them (``otherScriptTexts(_:in:)``).
    func facts(path: String, bytes: [UInt8], reusing buffers: inout LexerBuffers, otherScripts: inout [String]) -> FileFacts {
        let source = Lexer.tokenize(bytes, reusing: &buffers)
        defer { buffers.recycle(source) }
        let file = SourceFile(path: path, source: source)
        let declarations = DeclarationScanner.scan(file)
        let parts = SiteFileParts(file: file, declarations: declarations)
        fileParts.keep(parts, for: file)
        let siteContext = SiteContext(file: file, lint: context, declarations: declarations, parts: parts)
        var walker = SiteWalker(context: siteContext, selection: .none, observesText: true)
        walker.walk()
        var facts = FileFacts(file: file, declarations: declarations, texts: walker.observedTexts)
        if bytes.contains(where: { $0 >= 0x80 }) { otherScripts += Self.otherScriptTexts(walker.observedTexts, in: file) }
        // What a file of developers' screens names reaches developers only (TPASS's `DevViews/` opening the
        // unreleased `NewIntroView`): its uses make no type, case or property reached, and are kept apart
        // (``NameUses/debugFileUse(_:)``): a key's case such a file names is still in use.
        // A test's uses likewise (MakeDumbSmart's fixtures, which only `MakeDumbSmartTests` reads): tests show
        // nothing to a user.
        if siteContext.isDebugFile || SourceLinter.isTestFile(path) {
            facts.nameUses = facts.nameUses.map(NameUses.debugFileUse)
        }
        facts.statedIntents = StatedIntent(file: file, declarations: declarations).statements.map { statement in
            FileFacts.StatedLines(
                lines: file.tokens[statement.covers.lowerBound].line...file.tokens[statement.covers.upperBound].line,
                comment: statement.text, line: statement.line)
        }
        return facts
    }

    /// The values of the literals in `texts` written in another script than Latin (`"保存する"`, `"Настройки"`), as
    /// ``HardcodedStringRule`` reads a text's words for the key it suggests (format specifiers left out): written in
    /// Latin letters for the whole project at once while the index is built (``KeySuggestion/transliterateAhead(_:)``),
    /// instead of one call to ICU per file with such findings.
    static func otherScriptTexts(_ texts: [UserText], in file: SourceFile) -> [String] {
        var found: [String] = []
        for text in texts {
            for index in text.expression where file.tokens[index].kind == .stringOpen {
                guard let literal = file.literal(at: index),
                    file.source.bytes[file.tokens[literal.tokens.lowerBound].range.lowerBound..<file.tokens[literal.tokens.upperBound - 1].range.upperBound]
                        .contains(where: { $0 >= 0x80 })
                else { continue }
                // Prose only (``TextClassifier/classify(_:fragment:)``): an identifier or a symbol is never a finding.
                let rendered = file.rendered(literal).value
                guard case .prose = TextClassifier.classify(rendered) else { continue }
                let value = TextClassifier.removingFormatSpecifiers(rendered)
                if !KeySuggestion.isLatin(value) { found.append(value) }
            }
        }
        return found
    }
}
