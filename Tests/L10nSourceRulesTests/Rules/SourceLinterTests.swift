import L10nDiagnostics
import L10nSourceParsing
import L10nSourceRules
import Testing

@Suite struct SourceLinterTests {
    func lint(
        _ text: String, path: String = "Sources/App/HomeView.swift", options: LintOptions = LintOptions()
    ) -> SourceLintResult {
        SourceLinter(options: options).lint(path: path, bytes: Array(text.utf8))
    }

    func summary(_ result: SourceLintResult) -> [String] {
        result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }

    @Test func diagnosticCarriesPathSeverityAndFixIt() {
        let result = lint("struct RestaurantDetailView: View {\n    var body: some View { Button(\"Favorite\") {} }\n}")
        #expect(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics[0]
        #expect(diagnostic.location == SourceLocation(file: "Sources/App/HomeView.swift", line: 2, column: 34))
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.ruleID == "hardcoded-string")
        #expect(
            diagnostic.message
                == "hardcoded user-facing string 'Favorite' in 'Button'; use String(localized: \"restaurant.detail.button.favorite\")")
    }

    @Test func columnsAreUTF8BytesAfterEmoji() {
        let result = lint("let 🍕 = 1; Text(\"Pizza time\")")
        #expect(summary(result) == ["1:20 hardcoded-string"])  // "let " 4 + 🍕 4 + " = 1; " 6 + "Text(" 5 → 20
    }

    @Test func ruleLevelsTurnRulesOffOrChangeSeverity() {
        let text = "Text(fieldName + \": \")\nText(\"Show\")"
        var options = LintOptions()
        options.ruleLevels = ["string-concatenation": .off, "hardcoded-string": .severity(.warning)]
        let result = lint(text, options: options)
        #expect(summary(result) == ["2:6 hardcoded-string"])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func testFilesAreSkippedUnlessIncluded() {
        let text = "Text(\"Show\")\nText(\"home.title\")"
        for path in ["Tests/AppTests/HomeTests.swift", "AppUITests/Launch.swift", "Sources/HomeViewTests.swift"] {
            let result = lint(text, path: path)
            #expect(result.diagnostics.isEmpty, "\(path)")
            #expect(result.references.map(\.key) == ["Show", "home.title"], "\(path)")
        }
        var options = LintOptions()
        options.includeTests = true
        #expect(summary(lint(text, path: "Tests/AppTests/HomeTests.swift", options: options)) == ["1:6 hardcoded-string"])
        #expect(summary(lint(text, path: "Sources/Contest.swift")) == ["1:6 hardcoded-string"])
    }

    /// AppPorts: Chinese text as keys, and the same words written to the log (`AppLogger.shared.logContext("…",
    /// details:)`), which is never looked up: that literal names no key. Shown, or passed to a wrapper that localizes,
    /// the same text does.
    @Test func aLogLineNamesNoKey() {
        let text = """
            AppLogger.shared.logContext("应用由 root 安装", details: [("path", path)])
            logError("应用由 root 安装")
            Text("应用由 root 安装")
            """
        var options = LintOptions()
        options.catalogKeys = ["应用由 root 安装"]
        let references = lint(text, options: options).references
        #expect(references.map { "\($0.key) \($0.location.line)" } == ["应用由 root 安装 3"])
    }

    @Test func configuredUIFunctionsAndArguments() {
        let text = """
            Row(title: "Opening hours", subtitle: "Every day")
            PrimaryButton("Reserve a table") { reserve() }
            Toast.show("Saved")
            ToastCenter.shared.show(message: "Reservation saved", style: .success)
            Badge(text: "New", color: .red)
            """
        #expect(summary(lint(text)).isEmpty)
        var options = LintOptions()
        options.uiFunctions = ["Row(title:subtitle:)", "PrimaryButton", "Toast.show(_:)"]
        options.uiArguments = ["message"]
        #expect(summary(lint(text, options: options)) == [
            "1:12 hardcoded-string", "1:39 hardcoded-string", "2:15 hardcoded-string", "3:12 hardcoded-string",
            "4:34 hardcoded-string",
        ])
    }

    /// Prose used as its own key is hardcoded text whether or not a catalog has it; the message says when it is.
    /// With `englishKeys`, a SwiftUI literal the catalog holds is localized (UIKit's `label.text` never is).
    @Test func proseUsedAsItsOwnKeyIsHardcodedUnlessEnglishKeys() {
        let text = "Text(\"Show\")\nlabel.text = \"Show\"\nText(\"\\(count) restaurants\")"
        var options = LintOptions()
        options.catalogKeys = ["Show", "%lld restaurants"]
        let found = lint(text, options: options)
        // `Text("\\(count) restaurants")` is one key with a placeholder ('%lld restaurants'): not pieces in order.
        #expect(summary(found) == ["1:6 hardcoded-string", "2:14 hardcoded-string", "3:6 hardcoded-string"])
        #expect(found.diagnostics[0].message == "hardcoded user-facing string 'Show' in 'Text' is used as its own catalog key; use String(localized: \"home.label.show\")")
        #expect(found.diagnostics[1].message == "hardcoded user-facing string 'Show' in 'text'; use String(localized: \"home.label.show\")")
        options.englishKeys = true
        #expect(summary(lint(text, options: options)) == ["2:14 hardcoded-string"])
        options.catalogKeys = ["Show", "%lld restaurant"]
        // No catalog entry for '\(count) restaurants' yet: Xcode will add it without plural variations.
        #expect(summary(lint(text, options: options)) == [
            "2:14 hardcoded-string", "3:6 hardcoded-string", "3:6 plural-candidate-source",
        ])
        // The entry is there, marked stale (raindrop's `Features` package, whose keys Xcode does not extract):
        // Xcode reads it, and 'plural-candidate' judges its variations.
        options.staleCatalogKeys = ["%lld restaurants"]
        #expect(summary(lint(text, options: options)) == ["2:14 hardcoded-string"])
    }

    /// A key the catalog holds as stale is looked up all the same (MoePeek, built by Tuist: 157 of its 237 keys
    /// stale, 'Show Dock icon' among them with its Chinese text, while `Toggle("Show Dock icon", …)` shows it).
    @Test func swiftUILiteralOfAStaleEnglishKeyIsLocalized() {
        let text = "Toggle(\"Show Dock icon\", isOn: $show)\nlabel.text = \"Show Dock icon\"\nText(\"Restart Now\")\nText(\"Connection successful (\\(latencyMs)ms)\")"
        var options = LintOptions()
        options.englishKeys = true
        options.catalogKeys = ["Translation"]
        options.staleCatalogKeys = ["Show Dock icon", "Connection successful (%lldms)"]
        // UIKit's property never looks it up; 'Restart Now' is in no catalog, stale or not.
        #expect(summary(lint(text, options: options)) == ["2:14 hardcoded-string", "3:6 hardcoded-string"])
        options.staleCatalogKeys = []
        #expect(summary(lint(text, options: options)) == [
            "1:8 hardcoded-string", "2:14 hardcoded-string", "3:6 hardcoded-string", "4:6 hardcoded-string",
        ])
    }

    /// A SwiftUI literal whose catalog entry another language translates is shown translated: the key's style is
    /// `key-convention`'s to judge (Quotio's `Text("Last checked")`, with 'Dernière vérification' in French). A
    /// UIKit property never looks it up, and an entry nobody translated stays English.
    @Test func proseKeyTheCatalogTranslatesIsNotHardcoded() {
        let text = "Text(\"Last checked\")\nlabel.text = \"Last checked\"\nButton(\"Check for Updates...\") { check() }"
        var options = LintOptions()
        options.catalogKeys = ["Last checked", "Check for Updates..."]
        options.translatedCatalogKeys = ["Last checked"]
        #expect(summary(lint(text, options: options)) == ["2:14 hardcoded-string", "3:8 hardcoded-string"])
    }

    @Test func referencesCarryKindTableDefaultAndComment() {
        let text = """
            let a = String(localized: "home.title", defaultValue: "Home", table: "Main", comment: "Tab title")
            let b = NSLocalizedString("Save", tableName: "Buttons", value: "Save", comment: "Save button")
            let c = LocalizedStringResource("settings.title", defaultValue: "Settings")
            Text("see-more")
            Text("\\(count) items", comment: "Count")
            let d = AttributedString(localized: "terms.body")
            let e = String(describing: value)
            Text(verbatim: "v1.2")
            """
        let references = lint(text).references
        #expect(references.map(\.key) == ["home.title", "Save", "settings.title", "see-more", "%@ items", "terms.body"])
        #expect(references.map(\.kind) == [
            .stringLocalized, .nsLocalizedString, .localizedStringResource, .text, .text, .stringLocalized,
        ])
        #expect(references[0].table == "Main")
        #expect(references[0].defaultValue == "Home")
        #expect(references[0].comment == "Tab title")
        #expect(references[1].table == "Buttons")
        #expect(references[1].defaultValue == "Save")
        #expect(references[4].hasInterpolation)
        #expect(references[4].comment == "Count")
        #expect(references[3].location == SourceLocation(file: "Sources/App/HomeView.swift", line: 4, column: 6))
    }

    /// SwiftUI writes an interpolated key's own `%` as `%%` (`Text("\\(done)% Finished")` is `%lld%% Finished`, as
    /// FlowDown's catalog has it); a literal without interpolation keeps its `%` as written.
    @Test func anInterpolatedKeysPercentSignIsDoubled() {
        let text = """
            Text("\\(done)% Finished")
            let a = NSLocalizedString("While trying to restart %1$@ an error occured.\\n\\n%2$@", comment: "")
            """
        #expect(lint(text).references.map(\.key) == ["%@%% Finished", "While trying to restart %1$@ an error occured.\n\n%2$@"])
    }

    /// A key may be a paragraph (Feather's 240-byte explanation, given to its own `.localized(…)`): named by a
    /// literal of any length, it is in use.
    @Test func aLongLiteralNamingAKeyIsAUse() {
        let paragraph = String(repeating: "Enabling any protection will append a random string. ", count: 6)
        let text = "Text(.localized(\"\(paragraph)\"))"
        let result = lint(text, options: LintOptions(catalogKeys: [paragraph]))
        #expect(result.references.map(\.key) == [paragraph])
    }

    @Test func literalsNamingCatalogKeysCountAsUses() {
        let text = """
            SettingItemView(title: "config.dpi", loadingState: state)
            enum Tab: String { case home = "tab.home" }
            Text("tab.home")
            let other = "not.a.key"
            """
        #expect(lint(text).references.map(\.key) == ["tab.home"])
        let result = lint(text, options: LintOptions(catalogKeys: ["config.dpi", "tab.home"]))
        #expect(result.references.map(\.key) == ["config.dpi", "tab.home", "tab.home"])
        #expect(result.references.map(\.kind) == [.literal, .literal, .text])
        #expect(UnusedKeyRule.unusedKeys(catalogKeys: ["config.dpi", "tab.home", "gone"], references: result.references, ignoreKeys: []) == ["gone"])
    }

    @Test func unknownKeyHonoursIgnoreKeysAndNeedsACatalog() {
        let text = "Text(\"onboarding.page1.title\")\nText(\"home.titel\")"
        #expect(summary(lint(text)).isEmpty)
        var options = LintOptions(catalogKeys: ["home.title"])
        options.ignoreKeys = ["onboarding.*"]
        let result = lint(text, options: options)
        #expect(summary(result) == ["2:6 unknown-key"])
        #expect(result.diagnostics[0].message == "key 'home.titel' is not in any scanned catalog; did you mean 'home.title'?")
        #expect(result.diagnostics[0].key == "home.titel")
    }

    @Test func unusedKeys() {
        let references = lint("Text(\"home.title\")\nText(\"\\(count) items\")\nText(\"Show\")").references
        let unused = UnusedKeyRule.unusedKeys(
            catalogKeys: ["home.title", "%lld items", "Show", "old.key", "onboarding.page1", "%lld stars"],
            references: references, ignoreKeys: ["onboarding.*"])
        #expect(unused == ["%lld stars", "old.key"])
    }

    @Test func suppressionForms() {
        let text = """
            // l10n:disable:next hardcoded-string - brand name
            Text("Acme")
            Text("Bistro") // l10n:disable:this
            /// l10n:disable:next all
            Text("Café Central")
            // l10n:disable hardcoded-string, string-concatenation
            Text("One")
            Text("Two " + name)
            // l10n:enable hardcoded-string
            Text("Three")
            // TODO: l10n:disable:next hardcoded-string
            Text("Four")
            """
        #expect(summary(lint(text)) == ["10:6 hardcoded-string", "12:6 hardcoded-string"])
    }

    @Test func disableNextSkipsBlankAndCommentLines() {
        let text = "// l10n:disable:next hardcoded-string\n\n// Explain the brand.\nText(\"Acme\")"
        #expect(summary(lint(text)).isEmpty)
    }

    @Test func ignoreFileSuppressesEverythingAndUnusedOnesAreReported() {
        #expect(summary(lint("// l10n:ignore-file\nText(\"Acme\")\nText(\"A \" + b)")).isEmpty)
        #expect(summary(lint("// l10n:ignore-file - generated\nlet x = 1")) == ["1:1 unused-suppression"])
    }

    @Test func suppressionsForRulesThatDidNotRunAreNotReported() {
        // unknown-key cannot run without a catalog, so its suppression cannot be judged unused.
        #expect(summary(lint("// l10n:disable:next unknown-key\nText(\"home.titel\")")).isEmpty)
        var options = LintOptions()
        options.ruleLevels = ["hardcoded-string": .off]
        #expect(summary(lint("Text(\"Acme\") // l10n:disable:this hardcoded-string", options: options)).isEmpty)
    }

    @Test func previewsDebugBlocksAndPreviewTypesAreSkipped() {
        let text = """
            struct MenuView: View {
                var body: some View { Text("Menu") }
            }
            #Preview("Menu – dark") {
                MenuView().navigationTitle("Preview title")
            }
            #if DEBUG
            struct DebugMenu: View { var body: some View { Button("Reset") {} } }
            #else
            let release = Text("Release only")
            #endif
            struct MenuView_Previews: PreviewProvider {
                static var previews: some View { Text("Old preview") }
            }
            extension MenuView: PreviewProvider {
                static var previews: some View { Text("Conformance preview") }
            }
            """
        #expect(summary(lint(text)) == ["2:32 hardcoded-string", "10:20 hardcoded-string"])
    }

    /// StudyPulse's settings show a panel of configuration flags under `// DEBUG: 显示 LLMConfig 诊断信息`: the
    /// statements the comment heads, to the first blank line, are a debugging aid; the button after the blank line,
    /// and text under a comment that only mentions debugging, are the app's.
    @Test func aParagraphADebugCommentHeadsIsSkipped() {
        let text = """
            struct SettingsView: View {
                var body: some View {
                    Section {
                        // DEBUG: 显示 LLMConfig 诊断信息
                        let cfg = config
                        VStack {
                            Text("enabled=\\(cfg.enabled ? "YES" : "NO")")
                            Text("Configured")
                        }

                        Button("Test Connection") { test() }
                        // Debugging the connection is easier with this
                        Text("Connection log")
                    }
                }
            }
            """
        #expect(summary(lint(text)) == ["11:20 hardcoded-string", "13:18 hardcoded-string"])
        #expect(Regions.marksDebugCode(Array("// DEBUG: show the raw config".utf8)[...]))
        #expect(Regions.marksDebugCode(Array("// Debug only".utf8)[...]))
        #expect(!Regions.marksDebugCode(Array("// Debugging helpers below".utf8)[...]))
        #expect(!Regions.marksDebugCode(Array("// DEBUGGER attach point".utf8)[...]))
    }

    @Test func multiLineCallsAndRawAndMultiLineLiterals() {
        let text = """
            Text(
                restaurant.isOpen
                    ? "Open now"
                    : "Closed"
            )
            Text(#"Say "cheese""#)
            Text(\"\"\"
                Welcome to the
                restaurant guide
                \"\"\")
            """
        #expect(summary(lint(text)) == ["3:11 hardcoded-string", "4:11 hardcoded-string", "6:6 hardcoded-string", "7:6 hardcoded-string"])
    }

    @Test func unterminatedAndGarbageInputNeverCrashes() {
        for text in ["Text(\"Hello", "Text(", ".navigationTitle(\"Unclosed", "label.text = ", "Text(\"a\" +", "+", "x +=", "Button(\"A\" ? :", ")))((("] {
            _ = lint(text)
        }
    }
}
