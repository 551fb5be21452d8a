import L10nDiagnostics
import L10nKit
import XCStrings

/// A rule example as `RuleDescription` stores it: catalog JSON (a whole catalog, or the members of its
/// `strings` object) with `↓` before each place a finding must be reported (`↓↓` for two findings there).
struct RuleExample {
    /// The catalog text without markers.
    var text: String
    /// Where the markers stood, in the catalog text (1-based line, UTF-8 column), one per `↓`.
    var markers: [SourcePosition]

    init(_ example: String) {
        let wrapped = example.hasPrefix("{")
            ? example
            : "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + example + "\n  },\n  \"version\" : \"1.0\"\n}"
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

    /// Runs `rule` alone on the example with the default configuration (required languages en and es).
    func findings(of rule: any CatalogRule.Type, languages: [String] = ["en", "es"]) throws -> [Diagnostic] {
        let catalog = try StringCatalog(bytes: Array(text.utf8), path: "Example.xcstrings")
        return CatalogChecker(rules: [rule], languages: languages).check(catalog, file: "Example.xcstrings")
    }
}

extension SourcePosition {
    init(_ diagnostic: Diagnostic) {
        self.init(line: diagnostic.location.line, column: diagnostic.location.column)
    }
}
