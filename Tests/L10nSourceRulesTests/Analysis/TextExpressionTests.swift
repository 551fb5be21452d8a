import L10nDiagnostics
import Testing

@testable import L10nSourceIndex
@testable import L10nSourceParsing
@testable import L10nSourceRules

/// The one model of which parts of a text expression reach the screen (``TextExpression``), as its three readers
/// see it: the literals the text rules judge (``SiteContext/textParts(of:)``), the values the project index
/// follows (``FileFacts``: identifiers among the shown parts) and the literals recorded as `LocalizedStringKey`
/// alternatives (the walker's key references).
@Suite struct TextExpressionTests {
    struct Row {
        var expression: String
        /// The literals people read, as ``SourceFile/rendered(_:)`` gives them (interpolations as `0`).
        var literals: [String]
        /// The names of the values shown (what the project index follows).
        var values: [String]
        /// The literals chosen between (each recorded as a key reference in a `LocalizedStringKey` position).
        var alternatives: [String]
    }

    static let rows: [Row] = [
        Row(expression: #""Save""#, literals: ["Save"], values: [], alternatives: []),
        Row(expression: #"isOn ? "On" : "Off""#, literals: ["On", "Off"], values: [], alternatives: ["On", "Off"]),
        Row(expression: #"name ?? "Guest""#, literals: ["Guest"], values: ["name"], alternatives: ["Guest"]),
        Row(
            expression: #"role == "Admin" ? "profile.admin" : "profile.member""#,
            literals: ["profile.admin", "profile.member"], values: [], alternatives: ["profile.admin", "profile.member"]),
        Row(expression: #"isOn ? title : model.subtitle"#, literals: [], values: ["title", "model"], alternatives: []),
        Row(expression: #"items.isEmpty ? "None" : summary"#, literals: ["None"], values: ["summary"], alternatives: ["None"]),
        Row(expression: #""Low Power: \(on ? "On" : "Off")""#, literals: ["Low Power: 0", "On", "Off"], values: [], alternatives: []),
        Row(
            expression: #"a ? "On" : (b ? "Off" : "Unknown")"#, literals: ["On", "Off", "Unknown"], values: [],
            alternatives: ["On"]),
        Row(expression: #""Admin" == role"#, literals: [], values: [], alternatives: []),
        Row(expression: #"count > 1 ? "Many" : "One""#, literals: ["Many", "One"], values: [], alternatives: ["Many", "One"]),
        Row(expression: #"String(format: "%d items", count)"#, literals: ["%d items"], values: ["String"], alternatives: []),
        Row(expression: #""Settings".localized"#, literals: [], values: [], alternatives: []),
        Row(expression: #"user?.name ?? "Anonymous""#, literals: ["Anonymous"], values: ["user"], alternatives: ["Anonymous"]),
    ]

    @Test(arguments: rows.indices) func shownParts(_ index: Int) {
        let row = Self.rows[index]
        let text = "let x = \(row.expression)\n"
        let file = SourceFile(path: "App/View.swift", source: Lexer.tokenize(text))
        let view = file.view
        let start = view.next(view.tokens.indices.first { view.isOperator($0, "=") }!)!
        let range = start..<view.expressionEnd(from: start)
        let context = SiteContext(file: file, lint: LintContext(options: LintOptions()), declarations: nil)
        let sink = TextSink(api: .property("text"), name: "text")
        let parts = context.textParts(of: UserText(expression: range, sink: sink, isAppended: false, anchor: start))
        #expect(parts.plus == nil)
        #expect(parts.literals.map { file.rendered(file.literal(at: $0)!).value } == row.literals, "\(row.expression)")

        let expression = TextExpression(range, in: view)
        let shownPositions = (expression.shownStart..<expression.items.count).filter(expression.isShown)
        let shown = shownPositions.map { expression.items[$0] }
        #expect(shown.filter { view.tokens[$0].kind == .identifier }.map(view.text) == row.values, "\(row.expression)")
        let alternatives = shownPositions.filter(expression.isAlternative).map { expression.items[$0] }
            .compactMap { file.literal(at: $0).map { file.rendered($0).value } }
        #expect(alternatives == row.alternatives, "\(row.expression)")
    }

    @Test func comparisonsAreReadOnTheirBytes() {
        let file = SourceFile(path: "A.swift", source: Lexer.tokenize("a == b; a != b; a ~= b; a < b; a > b; a <= b; a >= b; a === b; a + b; a ?? b; a -> b; a => b"))
        let operators = file.tokens.indices.filter { file.tokens[$0].kind == .operator }
        let comparisons = operators.filter { TextExpression.isComparison($0, in: file.view) }.map(file.view.text)
        #expect(comparisons == ["==", "!=", "~=", "<", ">", "<=", ">=", "==="])
    }
}
