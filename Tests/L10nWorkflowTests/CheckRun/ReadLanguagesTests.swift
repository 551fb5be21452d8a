import Foundation
import L10nCatalogChecks
import Testing

@testable import L10nWorkflow

/// Watch-Browser's catalog has one French string of 940: nobody reads the app in French, so a decimal format its
/// shipped languages (English, Japanese) all write with a point is no `locale-format` finding; French in many
/// strings makes it one.
@Suite struct ReadLanguagesTests {
    func localeFormats(frenchStrings: Int) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        var entries: [String] = []
        for index in 0..<60 {
            let french = index < frenchStrings
                ? #", "fr" : { "stringUnit" : { "state" : "translated", "value" : "Élément \#(index)" } }"# : ""
            entries.append(#"""
                    "item.\#(index)" : { "localizations" : {
                      "en" : { "stringUnit" : { "state" : "translated", "value" : "Item \#(index)" } },
                      "ja" : { "stringUnit" : { "state" : "translated", "value" : "項目 \#(index)" } }\#(french)
                    } }
                """#)
        }
        _ = try folder.write(
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n",
            "App/Localizable.xcstrings")
        _ = try folder.write("""
            import UIKit
            final class SpeedController: UIViewController {
                let label = UILabel()
                func show(_ megabytes: Double) { label.text = String(format: "%.2f", megabytes) }
            }
            """, "App/SpeedController.swift")
        return CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "ja"], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "locale-format" }.map(\.location.file)
    }

    @Test func aLanguageOneStringHasDecidesNoFormat() throws {
        #expect(try localeFormats(frenchStrings: 1).isEmpty)
        let french = try localeFormats(frenchStrings: 20)
        #expect(french.count == 1 && french.first?.hasSuffix("App/SpeedController.swift") == true, "\(french)")
    }
}
