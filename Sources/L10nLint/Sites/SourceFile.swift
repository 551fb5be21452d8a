/// One lexed Swift file as the rules read it: its path, tokens and literals (through ``view``), the regions the
/// UI rules skip, and its type declarations. Built once per file and never changed while its sites are checked.
///
///     let file = SourceFile(path: "Sources/Home/HomeView.swift", source: Lexer.tokenize(text))
///     file.isExcluded(token)         // inside #Preview, #if DEBUG, a PreviewProvider?
///     file.keyPrefix(at: token)      // `home` (from `struct HomeView`)
struct SourceFile {
    let path: String
    let view: CodeView
    let regions: Regions

    init(path: String, source: SwiftSource) {
        self.path = path
        view = CodeView(source)
        regions = Regions(view)
    }

    var source: SwiftSource { view.source }
    var tokens: [Token] { view.tokens }

    /// True when the UI rules skip token `index` (`#Preview`, `#if DEBUG`, preview types).
    func isExcluded(_ index: Int) -> Bool { regions.isExcluded(index) }

    /// The name of the innermost type declaration around token `index`.
    func enclosingTypeName(of index: Int) -> String? {
        regions.innermostType(at: index).map { view.text(regions.types[$0].nameToken) }
    }

    /// The suggested-key prefix for a finding at token `index`: from the innermost type around it, else the file
    /// name.
    func keyPrefix(at index: Int) -> KeySuggestion.Prefix {
        KeySuggestion.Prefix(type: enclosingTypeName(of: index), file: path)
    }

}
