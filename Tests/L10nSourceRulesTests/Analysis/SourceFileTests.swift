import L10nDiagnostics
import Testing

@testable import L10nSourceParsing
@testable import L10nSourceRules

/// What a file's structure tells the rules: test files, the regions the UI rules skip, and the type around a token.
@Suite struct SourceFileTests {
    @Test func testFilesAreRecognisedByTheirFolderOrName() {
        let table: [(String, Bool)] = [
            ("App/Tests/HomeTests.swift", true), ("AppUITests/LaunchScreen.swift", true),
            ("App/Sources/Contest.swift", false), ("HomeTests.swift", true), ("HomeTest.swift", true),
            ("Tests.swift", true), ("Test.swift", true), ("est.swift", false), ("Tests", false), ("Tests/", true),
            ("/Tests", false), ("a/Tests/b", true), ("MyTests.swiftx", false), ("", false), ("日本Tests/x.swift", true),
            ("Sources/Testsuite/a.swift", false),
            // Bitwarden Authenticator's test helpers and fixtures, beside the app's code.
            ("GlobalTestHelpers-bwa/Support/InvocationMocker.swift", true),
            ("AuthenticatorShared/UI/Vault/ItemList/ItemListItem+Fixtures.swift", true),
            ("AuthenticatorShared/UI/Platform/Alert+TestHelpers.swift", true),
            ("App/Testing/TestingHubView.swift", false), ("App/Models/FixtureList.swift", false),
        ]
        for (path, expected) in table { #expect(SourceLinter.isTestFile(path) == expected, "\(path)") }
    }

    /// Skipped regions kept as merged ranges: nested, overlapping and adjacent regions, and the code between.
    @Test func excludedRangesCoverExactlyTheSkippedCode() {
        let text = """
            let a = "in"
            #if DEBUG
            let b = "out"
            #endif
            struct PreviewA { let c = "out" }
            struct B_Previews { struct Inner { let d = "out" } }
            let e = "in"
            #if DEBUG
            #if DEBUG
            let f = "out"
            #endif
            let g = "out"
            #else
            let h = "in"
            #endif
            #Preview { Text("out") }
            struct Plain { let i = "in" }
            #if DEBUG
            let j = "out"
            """
        let (view, regions) = Self.expectSkippedTextIsOut(text, literals: 11)
        #expect(!regions.isExcluded(0))
        #expect(regions.isExcluded(view.tokens.count - 1))
    }

    /// Expects each literal's text to say whether it is skipped (`"out"`) or not (`"in"`), and `literals` of them.
    @discardableResult
    static func expectSkippedTextIsOut(_ text: String, literals: Int) -> (CodeView, Regions) {
        let view = CodeView(Lexer.tokenize(text))
        let regions = Regions(view)
        var checked = 0
        for index in view.tokens.indices where view.tokens[index].kind == .stringText {
            #expect(regions.isExcluded(index) == (view.text(index) == "out"), "token \(index) \(view.text(index))")
            checked += 1
        }
        #expect(checked == literals)
        return (view, regions)
    }

    /// CubeTime's unfinished welcome-page setting sits in `#if false`: compiled in no build. `#if true`'s `#else`
    /// likewise; `#if os(iOS)` is any build's.
    @Test func aBranchNoBuildCompilesIsSkipped() {
        let text = """
            #if false
            Toggle("out", isOn: $showWelcome)
            #endif
            #if true
            let a = "in"
            #else
            let b = "out"
            #endif
            #if os(iOS)
            let c = "in"
            #endif
            """
        Self.expectSkippedTextIsOut(text, literals: 4)
    }

    /// The innermost type around each string literal of a file with nested types, an extension, top-level code
    /// and an unclosed declaration (expected names read off the text).
    @Test func innermostTypeAroundEachLiteral() {
        let text = """
            struct MenuView: View {
                let a = "MenuView"
                struct Row: View {
                    var body: some View { Text("Row") }
                }
                enum Mode { case list; var name: String { "Mode" } }
                let b = "MenuView"
            }
            extension MenuView {
                final class Model { let title = "Model" }
                let c = "MenuView"
            }
            let loose = "-"
            actor Store { let d = "Store" }
            struct Broken {
                let e = "-"
            """
        let file = SourceFile(path: "App/Menu.swift", source: Lexer.tokenize(text))
        var checked = 0
        for index in file.tokens.indices where file.tokens[index].kind == .stringText {
            let expected = file.view.text(index)
            #expect(file.enclosingTypeName(of: index) ?? "-" == expected, "token \(index) '\(expected)'")
            checked += 1
        }
        #expect(checked == 9)
        #expect(KeySuggestion.suggest(prefix: file.keyPrefix(at: 0), element: "button", text: "Save") == "menu.button.save")
    }
}
