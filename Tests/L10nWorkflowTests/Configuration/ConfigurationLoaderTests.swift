import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nWorkflow
import Testing

@Suite struct ConfigurationLoaderTests {
    let known = CheckRun.knownRuleIDs

    func parse(_ text: String) throws(ConfigurationIssue) -> ConfigurationLoader.Loaded {
        try ConfigurationLoader.parse(Array(text.utf8), path: ".l10n.json", baseDirectory: "/repo", knownRuleIDs: known)
    }

    @Test func readsEveryMember() throws {
        let loaded = try parse(
            """
            {
              "version": 1,
              "languages": ["en", "es", "pt-BR"],
              "catalogs": ["App/Resources"],
              "sources": ["App", "Widget"],
              "dependencies": ["Vendor/FancyKit", "Derived/SourcePackages"],
              "exclude": ["**/Generated/**"],
              "keyPattern": "^[a-z]+(\\\\.[a-z_]+){2,}$",
              "rules": {"needs-review": "error", "stale-key": "off", "plural-cldr-category": "warning", "hardcoded-string": "note"},
              "uiFunctions": ["Row"],
              "uiArguments": ["title"],
              "ignoreKeys": ["debug.*"],
              "includeTests": true
            }
            """)
        let configuration = loaded.configuration
        #expect(loaded.warnings.isEmpty)
        #expect(configuration.languages == ["en", "es", "pt-BR"])
        #expect(configuration.catalogs == ["App/Resources"])
        #expect(configuration.sources == ["App", "Widget"])
        #expect(configuration.dependencies == ["Vendor/FancyKit", "Derived/SourcePackages"])
        #expect(configuration.exclude == ["**/Generated/**"])
        #expect(configuration.keyPattern == "^[a-z]+(\\.[a-z_]+){2,}$")
        #expect(configuration.rules["needs-review"] == .severity(.error))
        #expect(configuration.rules["stale-key"] == .off)
        #expect(configuration.rules["hardcoded-string"] == .severity(.note))
        #expect(configuration.uiFunctions == ["Row"])
        #expect(configuration.uiArguments == ["title"])
        #expect(configuration.ignoreKeys == ["debug.*"])
        #expect(configuration.includeTests)
        #expect(configuration.baseDirectory == "/repo")
        #expect(configuration.level(of: NeedsReviewRule.description) == .severity(.error))
        #expect(configuration.level(of: MissingTranslationRule.description) == .severity(.error))
        #expect(configuration.level(of: StaleKeyRule.description) == .off)
    }

    @Test func missingMembersTakeDefaults() throws {
        let configuration = try parse("{}").configuration
        #expect(configuration.languages == ["en", "es"])
        #expect(configuration.catalogs.isEmpty)
        #expect(configuration.keyPattern == nil)
        #expect(configuration.rules.isEmpty)
        #expect(!configuration.includeTests)
    }

    @Test func unknownKeysAndRulesAreWarningsThatNameThem() throws {
        let loaded = try parse(
            """
            {
              "langauges": ["en"],
              "rules": {
                "need-review": "error",
                "missing-translation": "warning"
              },
              "colour": true
            }
            """)
        #expect(loaded.warnings.map(\.description) == [
            ".l10n.json:2:3: warning: unknown configuration key 'langauges'; did you mean 'languages'?",
            ".l10n.json:4:5: warning: unknown rule 'need-review'; did you mean 'needs-review'?",
            ".l10n.json:7:3: warning: unknown configuration key 'colour'",
        ])
        #expect(loaded.configuration.rules == ["missing-translation": .severity(.warning)])
        #expect(loaded.configuration.languages == ["en", "es"])
    }

    @Test func malformedFilesAreErrorsWithPositions() {
        let table: [(String, String)] = [
            ("{\n  \"languages\": [\"en\",]\n}", ".l10n.json:2:21: error: trailing comma before ']'"),
            ("[1]", ".l10n.json:1:1: error: expected a configuration object at the top level, found an array"),
            ("{\n  \"languages\": \"en\"\n}", ".l10n.json:2:3: error: 'languages' must be an array of strings, found a string"),
            ("{\n  \"languages\": [\"en\", 1]\n}", ".l10n.json:2:3: error: 'languages' must be an array of strings, found a number in it"),
            ("{\"languages\": []}", ".l10n.json:1:2: error: 'languages' must name at least one language"),
            ("{\"version\": 2}", ".l10n.json:1:2: error: unsupported configuration version 2; this tool reads version 1"),
            ("{\"version\": \"1\"}", ".l10n.json:1:2: error: 'version' must be an integer, found a string"),
            ("{\"includeTests\": 1}", ".l10n.json:1:2: error: 'includeTests' must be true or false, found a number"),
            ("{\"rules\": []}", ".l10n.json:1:2: error: 'rules' must be an object of rule ids and levels, found an array"),
            (
                "{\"rules\": {\"stale-key\": \"fatal\"}}",
                ".l10n.json:1:12: error: unknown level 'fatal' for 'stale-key'; use 'error', 'warning', 'note' or 'off'"
            ),
            ("{\"rules\": {\"stale-key\": false}}", ".l10n.json:1:12: error: the level of 'stale-key' must be a string, found a boolean"),
            ("{\"keyPattern\": \"([a-z\"}", ".l10n.json:1:2: error: 'keyPattern' is not a valid regular expression: '([a-z'"),
            ("{\"lengthLimits\": [20]}", ".l10n.json:1:2: error: 'lengthLimits' must be an object of key globs and character counts, found an array"),
            (
                "{\"lengthLimits\": {\"widget.*\": 0}}",
                ".l10n.json:1:19: error: the length limit of 'widget.*' must be a positive whole number of characters, found 0"
            ),
            (
                "{\"lengthLimits\": {\"widget.*\": \"20\"}}",
                ".l10n.json:1:19: error: the length limit of 'widget.*' must be a positive whole number of characters, found a string"
            ),
            ("", ".l10n.json:1:1: error: "),
        ]
        cases: for (text, expected) in table {
            do {
                _ = try parse(text)
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.kind == .error)
                #expect(error.description.hasPrefix(expected), "\(text): \(error.description)")
            }
            continue cases
        }
    }

    @Test func discoveryWalksUpFromTheCurrentFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App/Sources/Deep", withIntermediateDirectories: true)
        #expect(ConfigurationLoader.discover(from: root + "/App/Sources/Deep") != root + "/.l10n.json")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/.l10n.json"))
        #expect(ConfigurationLoader.discover(from: root + "/App/Sources/Deep") == root + "/.l10n.json")
        try Data("{\"languages\": [\"fr\"]}".utf8).write(to: URL(fileURLWithPath: root + "/App/.l10n.json"))
        let nearest = try #require(ConfigurationLoader.discover(from: root + "/App/Sources/Deep"))
        #expect(nearest == root + "/App/.l10n.json")
        let loaded = try ConfigurationLoader.load(path: nearest, knownRuleIDs: known)
        #expect(loaded.configuration.languages == ["fr"])
        #expect(loaded.configuration.baseDirectory == root + "/App")
        // A folder named .l10n.json is not a configuration.
        try FileManager.default.createDirectory(atPath: root + "/App/Sources/.l10n.json", withIntermediateDirectories: true)
        #expect(ConfigurationLoader.discover(from: root + "/App/Sources") == root + "/App/.l10n.json")
    }

    @Test func printsTheEffectiveConfiguration() throws {
        let configuration = try parse(
            "{\"languages\": [\"en\", \"fr\"], \"rules\": {\"stale-key\": \"off\", \"unused-key\": \"error\"}, \"lengthLimits\": {\"widget.*\": 20}}")
            .configuration
        let text = configuration.jsonText(rules: [StaleKeyRule.description, NeedsReviewRule.description])
        #expect(
            text == """
                {
                  "catalogs" : [

                  ],
                  "dependencies" : [

                  ],
                  "englishKeys" : false,
                  "exclude" : [

                  ],
                  "ignoreKeys" : [

                  ],
                  "includeTests" : false,
                  "keyPattern" : null,
                  "languages" : [
                    "en",
                    "fr"
                  ],
                  "lengthLimits" : {
                    "widget.*" : 20
                  },
                  "rules" : {
                    "needs-review" : "warning",
                    "stale-key" : "off",
                    "unused-key" : "error"
                  },
                  "sources" : [

                  ],
                  "uiArguments" : [

                  ],
                  "uiFunctions" : [

                  ],
                  "version" : 1
                }

                """)
        // What it prints reads back as the same configuration.
        let reread = try ConfigurationLoader.parse(Array(text.utf8), path: "p.json", baseDirectory: "/repo", knownRuleIDs: known)
        #expect(reread.warnings.isEmpty)
        #expect(reread.configuration.languages == ["en", "fr"])
        #expect(reread.configuration.rules["stale-key"] == .off)
        #expect(reread.configuration.lengthLimits == [LengthLimit(keys: "widget.*", characters: 20)])
    }

    @Test func lengthLimitsKeepTheirOrderAndTheFirstMatchingGlobApplies() throws {
        let configuration = try parse(
            "{\"lengthLimits\": {\"widget.title\": 12, \"widget.*\": 20, \"*.tab.*\": 8}}").configuration
        #expect(configuration.lengthLimits.map(\.keys) == ["widget.title", "widget.*", "*.tab.*"])
        let settings = TranslationRuleSettings(configuration: configuration)
        #expect(settings.lengthLimit(for: "widget.title")?.characters == 12)
        #expect(settings.lengthLimit(for: "widget.subtitle")?.characters == 20)
        #expect(settings.lengthLimit(for: "home.tab.feed")?.characters == 8)
        #expect(settings.lengthLimit(for: "home.title") == nil)
    }
}
