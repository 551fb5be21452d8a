/// One lexed Swift file as the rules read it: its path, tokens and literals (through ``view``), the regions the
/// UI rules skip, and its type declarations. Built once per file and never changed while its sites are checked
/// (a class, so rules and sites share it by reference).
///
///     let file = SourceFile(path: "Sources/Home/HomeView.swift", source: Lexer.tokenize(text))
///     file.isExcluded(token)         // inside #Preview, #if DEBUG, a PreviewProvider?
///     file.keyPrefix(at: token)      // `home` (from `struct HomeView`)
public final class SourceFile {
    package let path: String
    public let view: CodeView
    package let regions: Regions
    /// The name of each of ``regions``' type declarations.
    private let typeNames: [String]

    package init(path: String, source: SwiftSource) {
        self.path = path
        self.source = source
        tokens = source.tokens
        let view = CodeView(source)
        let regions = Regions(view)
        self.view = view
        self.regions = regions
        typeNames = regions.types.map { view.text($0.nameToken) }
        importsSwiftUI = Self.imports("SwiftUI", view)
    }

    /// Whether the file has `import SwiftUI`.
    package let importsSwiftUI: Bool

    /// Whether the file imports `module` (`import SwiftUI`, `@preconcurrency import SwiftUI`).
    private static func imports(_ module: StaticString, _ view: CodeView) -> Bool {
        for index in view.tokens.indices where view.tokens[index].kind == .keyword && view.token(index, is: "import") {
            if let next = view.next(index), view.token(next, is: module) { return true }
        }
        return false
    }

    package let source: SwiftSource
    package let tokens: [Token]

    /// True when the UI rules skip token `index` (`#Preview`, `#if DEBUG`, preview types).
    package func isExcluded(_ index: Int) -> Bool { regions.isExcluded(index) }

    /// The name of the innermost type declaration around token `index`.
    /// Whether a type the file declares (or extends) has a name that `matches`: a quick answer before
    /// ``enclosingTypeName(of:)`` is asked at every position.
    package func declaresType(where matches: (String) -> Bool) -> Bool {
        typeNames.contains(where: matches)
    }

    package func enclosingTypeName(of index: Int) -> String? {
        regions.innermostType(at: index).map { typeNames[$0] }
    }

    /// The suggested-key prefix for a finding at token `index`: from the innermost type around it, else the file
    /// name.
    package func keyPrefix(at index: Int) -> KeySuggestion.Prefix {
        KeySuggestion.Prefix(type: enclosingTypeName(of: index), file: path)
    }

}
