import L10nDiagnostics
import Testing

@testable import L10nSourceParsing
@testable import L10nSourceRules

/// Labelled tuple elements are members of their tuple type: the scanner records them as properties of the alias
/// (or of the inline tuple's text), and the value at an element's position of a tuple literal is that element's.
@Suite struct TupleElementsTests {
    @Test func labelledTupleTypesDeclareTheirElements() {
        let table: [(source: String, expected: [String])] = [
            (
                "typealias CropShapeItem = (type: Mantis.CropShapeType, title: String)",
                ["CropShapeItem.type 0 Mantis.CropShapeType", "CropShapeItem.title 1 String"]
            ),
            (
                "final class Menu { typealias Entry = (Int, caption: String?) }",
                ["Entry.caption 1 String?"]
            ),
            (
                "let actions: [(title: String, action: Selector)] = []",
                ["(title:String,action:Selector).title 0 String", "(title:String,action:Selector).action 1 Selector"]
            ),
            // Written twice, recorded once.
            (
                "var a: (name: String, count: Int)? = nil\nvar b: (name: String, count: Int)? = nil",
                ["(name:String,count:Int).name 0 String", "(name:String,count:Int).count 1 Int"]
            ),
            // Function types, unlabelled tuples and dictionaries keyed by a tuple declare no elements.
            ("typealias Handler = (_ point: CGPoint) -> Void", []),
            ("typealias Load = (url: URL) async throws -> Data", []),
            ("typealias Size = (Int, Int)", []),
            ("let callbacks: [(title: String) -> Void] = []", []),
            ("let lookup: [(a: Int, b: Int): String] = [:]", []),
        ]
        for (source, expected) in table {
            let file = SourceFile(path: "A.swift", source: Lexer.tokenize(source))
            let declarations = DeclarationScanner.scan(file)
            let found = declarations.properties.compactMap { property in
                property.tupleElement.map { "\(property.typeName ?? "").\(property.name) \($0) \(property.type ?? "")" }
            }
            #expect(found == expected, "\(source)")
        }
    }

    /// A tuple element is no variable of the file: `title` read later is not the tuple's.
    @Test func tupleElementsAreNotVariables() {
        let source = "typealias Item = (title: String, count: Int)\nlet title = Date()\nfunc f() { print(title) }"
        let file = SourceFile(path: "A.swift", source: Lexer.tokenize(source))
        let declarations = DeclarationScanner.scan(file)
        let read = file.tokens.indices.last { file.view.token($0, is: "title") }!
        #expect(declarations.property(named: "title", before: read)?.initializer != nil)
        #expect(declarations.property(named: "title", before: 3) == nil)
    }

    /// The alias in one file, the list in another, the view that shows an element in a third: the literals at the
    /// shown element's position are reported through it, the others are not.
    @Test func anAliasDeclaredInAnotherFileIsFollowed() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                typealias ShapeItem = (id: String, title: String, hint: String)
                """, to: "Sources/ShapeItem.swift"),
            try folder.write("""
                let shapeList: [ShapeItem] = [
                    ("rect", "Rectangle", "Four right angles"),
                    (id: "oval", title: "Ellipse", hint: "No corners"),
                ]
                """, to: "Sources/Shapes.swift"),
            try folder.write("""
                struct ShapeList: View {
                    var body: some View { ForEach(shapeList, id: \\.id) { item in Button(item.title) {} } }
                }
                """, to: "Sources/ShapeList.swift"),
        ]
        let diagnostics = SourceLintRunner.run(files: files, options: LintOptions()).diagnostics
        let found = diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("2:14 hardcoded user-facing string 'Rectangle' reaches 'Button' through 'title' (ShapeItem.swift:1)") == true, "\(found)")
        #expect(found.last?.hasPrefix("3:25 hardcoded user-facing string 'Ellipse' reaches 'Button' through 'title' (ShapeItem.swift:1)") == true, "\(found)")
    }

    /// Two files declare an alias of one name with different elements: neither is followed from a third file.
    @Test func disagreeingAliasesAreNotFollowed() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("typealias Entry = (title: String, detail: String)", to: "Sources/A.swift"),
            try folder.write("typealias Entry = (detail: String, title: String)", to: "Sources/B.swift"),
            try folder.write("""
                let entries: [Entry] = [("Storage", "Free space on the disk")]
                struct EntryList: View {
                    var body: some View { ForEach(entries, id: \\.title) { entry in Text(entry.title) } }
                }
                """, to: "Sources/C.swift"),
        ]
        let diagnostics = SourceLintRunner.run(files: files, options: LintOptions()).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }
}
