import Testing

@testable import L10nLint

/// ``CallScreen`` answers only calls that ``FileAnalyzer/call(name:open:)`` would drop: an analysis with the screen
/// finds and records exactly what one without it does.
struct CallScreenTests {
    /// Pieces of call sites: known APIs with keys, prose, `+` and nested calls; message helpers and names that
    /// only look like them; `func` declarations, methods, `append`, comments between name and `(`, unclosed calls.
    static let fragments = [
        #"Text("home.title.text")"#, #"Text("Hello there")"#, #"Text("a.b")"#, #"Text("a.b.c" + name)"#,
        #"Button("settings.save.button") { save() }"#, #"Button(flag ? "a.b.c" : "Sign in now") {}"#,
        #"Toggle("a.b.c", isOn: $on)"#, #"Toggle("Keep me signed in", isOn: $on)"#,
        #"Label("menu.item.title", systemImage: "star")"#, #"Label("a.b.c", systemImage: "a.b.c")"#,
        #"NSLocalizedString("a.b.c", comment: "")"#, #"NSLocalizedString("Hello", comment: "Greeting")"#,
        #"String(localized: "a.b.c")"#, #"String(localized: "Plain words")"#, #"String(format: "%d items", n)"#,
        #"Text(String(localized: "a.b.c"))"#, #"Text(String(format: "a.b.c", n))"#, #"Text(verbatim: "a.b.c")"#,
        #"Text(\#n"a.b.c\#n")"#, #"Text("""\#nmulti line\#n""")"#, #"Text("a.b.\(x)")"#, #"Text("Name: \(name)")"#,
        #"showAlert(title: "a.b.c", message: "x.y.z")"#, #"showAlert(title: "Oops", message: "Something failed")"#,
        #"presentErrorBanner(text: "Try again later")"#, #"displayToast(message: "a.b.c")"#, #"showList(title: "Hi")"#,
        #"shower(title: "Wash")"#, #"row(caption: "Nice to see you")"#, #"row(caption: "a.b.c")"#,
        #"func Text(_ s: String) {}"#, #"func showAlert(title: String) {}"#, #"label.text = "Hi""#,
        #"message.append("a.b.c")"#, #"message.append("Total: ")"#, #"items.append("a.b.c")"#,
        #"text.append(contentsOf: "Tail words")"#, #"view.navigationTitle("a.b.c")"#,
        #".navigationTitle("Settings screen")"#, #"SwiftUI.Text("Qualified words")"#, #"Text /* c */ ("Hi")"#,
        #"Text( // c"#, #"Text("a.b.c""#, #"Text(""#, #"Text()"#, #"Text(name)"#, #"Text(a + b)"#,
        #"#if DEBUG"#, #"#endif"#, #"struct HomePreview { let v = Text("Preview words") }"#,
        #"struct HomeView: View { var body: some View { Text("Welcome home") } }"#, "\n", "\n", " ", ";",
        #"// Text("Commented out")"#, #"print("debug output")"#, #"title = "Settings""#,
    ]

    static func analyse(_ text: String, options: LintOptions, screens: Bool) -> (findings: [String], references: [String]) {
        let view = CodeView(Lexer.tokenize(text))
        var analyzer = FileAnalyzer(view: view, path: "Sources/App/HomeViewController.swift", context: LintContext(options: options))
        analyzer.screensCalls = screens
        analyzer.run()
        return (
            analyzer.findings.map { "\($0.ruleID) \($0.line):\($0.column) \($0.message) \($0.key ?? "-")" },
            analyzer.references.map { "\($0.key) \($0.location.line):\($0.location.column) \($0.kind)" }
        )
    }

    @Test func screenedAnalysisFindsWhatTheFullOneFinds() {
        var generator = SeededGenerator(seed: 0xCA11_5C12)
        var withUIArguments = LintOptions()
        withUIArguments.uiArguments = ["caption"]
        var withReferences = LintOptions()
        withReferences.references = .keys
        let optionSets = [LintOptions(), withUIArguments, withReferences]
        var findings = 0
        for round in 0..<1_500 {
            let count = Int.random(in: 1...14, using: &generator)
            let text = (0..<count).map { _ in Self.fragments.randomElement(using: &generator)! }
                .joined(separator: round % 3 == 0 ? " " : "\n")
            for options in optionSets {
                let screened = Self.analyse(text, options: options, screens: true)
                let full = Self.analyse(text, options: options, screens: false)
                #expect(screened.findings == full.findings, "\(text)")
                #expect(screened.references == full.references, "\(text)")
                findings += full.findings.count
                if screened.findings != full.findings { return }
            }
        }
        #expect(findings > 1_000)
    }

    /// Names the screen lets through to ``FileAnalyzer/isMessageHelper(_:)`` include every message helper.
    @Test func messageHelpersAreNeverScreenedOut() {
        let names = [
            "showAlert", "presentError", "displayToast", "showBanner", "showHUD", "presentDialog", "showMessage",
            "showPopup", "displayNotice", "showErrorAlert", "show", "present", "display", "showing", "shows",
            "presentation", "displayAlertNow", "sh", "", "Showalert", "showalert", "showAlértMessage",
        ]
        for name in names {
            let bytes = ArraySlice(name.utf8)
            let helper = FileAnalyzer.isMessageHelper(bytes)
            let maybe = Array(bytes).withUnsafeBufferPointer(CallScreen.mayBeMessageHelper)
            #expect(!helper || maybe, "\(name)")
        }
    }
}
