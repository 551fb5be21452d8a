import L10nCatalogChecks
import L10nDiagnostics
import XCStrings

/// A rule example as `RuleDescription` stores it: catalog JSON (a whole catalog, or the members of its
/// `strings` object) with `↓` before each place a finding must be reported (`↓↓` for two findings there).
///
/// Two kinds of lines before the catalog give what a rule needs besides it:
/// - `// .l10n.json: {"glossary": …}`: the configuration the example runs with (its glossary);
/// - `// at the merge base:` then the catalog at the git base, then `// now:` then the catalog now (the one
///   checked, where the markers are).
package struct RuleExample {
    /// The catalog text without markers.
    package var text: String
    /// Where the markers stood, in the catalog text (1-based line, UTF-8 column), one per `↓`.
    package var markers: [SourcePosition]
    /// The configuration of a `// .l10n.json:` line.
    var configuration = L10nConfiguration()
    /// The catalog text at the merge base, after `// at the merge base:`.
    var baseText: String?

    package init(_ example: String) {
        var lines = example.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let first = lines.first, first.hasPrefix("// .l10n.json: ") {
            let json = first.dropFirst("// .l10n.json: ".count)
            configuration = (try? ConfigurationLoader.parse(
                Array(json.utf8), path: ".l10n.json", baseDirectory: nil, knownRuleIDs: []))?.configuration
                ?? L10nConfiguration()
            lines.removeFirst()
        }
        if lines.first == "// at the merge base:", let now = lines.firstIndex(of: "// now:") {
            baseText = Self.wrap(lines[1..<now].joined(separator: "\n"))
            lines.removeSubrange(0...now)
        }
        let wrapped = Self.wrap(lines.joined(separator: "\n"))
        var text = ""
        var markers: [SourcePosition] = []
        var line = 1
        var column = 1
        for character in wrapped {
            if character == "↓" {
                markers.append(SourcePosition(line: line, column: column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.markers = markers
    }

    /// A whole catalog, or the members of its `strings` wrapped in one.
    static func wrap(_ example: String) -> String {
        example.hasPrefix("{")
            ? example
            : "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + example + "\n  },\n  \"version\" : \"1.0\"\n}"
    }

    /// Runs `rule` alone on the example with the default configuration (required languages en and es), or the
    /// example's, and its merge base.
    func findings(of rule: any CatalogRule.Type, languages: [String] = ["en", "es"]) throws -> [Diagnostic] {
        let catalog = try StringCatalog(bytes: Array(text.utf8), path: "Example.xcstrings")
        let base = try baseText.map { try StringCatalog(bytes: Array($0.utf8), path: "Example.xcstrings") }
        return CatalogChecker(
            rules: [rule], languages: languages, translationSettings: TranslationRuleSettings(configuration: configuration))
            .run(catalog, file: "Example.xcstrings", base: base).diagnostics
    }
}

extension SourcePosition {
    package init(_ diagnostic: Diagnostic) {
        self.init(line: diagnostic.location.line, column: diagnostic.location.column)
    }
}
