import Foundation
import L10nCatalogChecks
import L10nWorkflow
import Testing

/// Tables written in one language (weg-li: a package whose `defaultLocalization` is German, its `en.lproj` a copy of
/// the German table): the app ships German alone, and the German its views hardcode reaches every user as the
/// tables' text does. Once English is really translated, the same text is reported.
@Suite struct OneLanguageTablesTests {
    static let view = """
        import SwiftUI
        struct NoticeView: View {
            var body: some View {
                VStack {
                    Text(L10n.title)
                    Text("Meldung immer direkt senden")
                    Button("Neu laden") {}
                }
            }
        }
        enum L10n { static let title = NSLocalizedString("notice.title", bundle: .module, comment: "") }
        """

    static func table(_ values: [String]) -> String {
        values.enumerated().map { "\"notice.row\($0.offset)\" = \"\($0.element)\";" }.joined(separator: "\n")
            + "\n\"notice.title\" = \"Meldung\";\n"
    }

    static let german = (1...12).map { "Zeile \($0) der Meldung" }

    func hardcoded(english: [String]) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"WegliKit\", defaultLocalization: \"de\", targets: [])\n", "WegliKit/Package.swift")
        _ = try folder.write(Self.view, "WegliKit/Sources/Notices/NoticeView.swift")
        _ = try folder.write(Self.table(Self.german), "WegliKit/Sources/Notices/Resources/de.lproj/Localizable.strings")
        _ = try folder.write(Self.table(english), "WegliKit/Sources/Notices/Resources/en.lproj/Localizable.strings")
        _ = try folder.write("import SwiftUI\n@main struct WegliApp: App { var body: some Scene { WindowGroup { NoticeView() } } }\n", "App/WegliApp.swift")
        // German alone, as `init` describes the project.
        let configuration = L10nConfiguration(languages: ["de"], file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        return CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map { String($0.message.split(separator: "'")[1]) }
    }

    @Test func germanHardcodedInAGermanOnlyAppIsNotReported() throws {
        #expect(try hardcoded(english: Self.german).isEmpty)
    }

    /// 3dollar's `en.lproj` holds its Korean, and `ko.lproj` the same Korean with keys of its own: a copy by its
    /// values, not its bytes. One real translation among them is another language.
    @Test func aCopyWithKeysOfItsOwnIsStillACopy() throws {
        #expect(try hardcoded(english: Self.german + ["Zusatz eins", "Zusatz zwei"]).isEmpty)
        var translated = Self.german
        for index in 0..<6 { translated[index] = "Line \(index + 1) of the notice" }
        #expect(try hardcoded(english: translated) == ["Meldung immer direkt senden", "Neu laden"])
    }

    @Test func germanHardcodedBesideARealEnglishTranslationIsReported() throws {
        let english = (1...12).map { "Line \($0) of the notice" }
        #expect(try hardcoded(english: english) == ["Meldung immer direkt senden", "Neu laden"])
    }

    /// Tables of German alone, no other language copying it: a project not localized yet, whose hardcoded text the
    /// house rules still want localized (yattee's English-only catalog, checked with the house languages).
    @Test func tablesOfOneLanguageAloneAreNotAnAppShippingIt() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.view, "App/NoticeView.swift")
        _ = try folder.write(Self.table(Self.german), "App/de.lproj/Localizable.strings")
        _ = try folder.write("import SwiftUI\n@main struct WegliApp: App { var body: some Scene { WindowGroup { NoticeView() } } }\n", "App/WegliApp.swift")
        let configuration = L10nConfiguration(languages: ["de"], file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let found = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }
        #expect(found.count == 2, "\(found.map(\.message))")
    }

    /// The copy language's gaps reach nobody in a German-only app: no `untranslated-copy` in `en` unless the
    /// configuration asks for English.
    @Test func theCopyLanguageIsCheckedOnlyWhereTheConfigurationAsksForIt() throws {
        func copies(languages: [String]?) throws -> [String] {
            let folder = try CheckRunTests.Folder()
            _ = try folder.write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"WegliKit\", defaultLocalization: \"de\", targets: [])\n", "WegliKit/Package.swift")
            _ = try folder.write(Self.view, "WegliKit/Sources/Notices/NoticeView.swift")
            let sentences = (1...12).map { "Die Meldung \($0) wird gesendet" }
            _ = try folder.write(Self.table(sentences), "WegliKit/Sources/Notices/Resources/de.lproj/Localizable.strings")
            _ = try folder.write(Self.table(sentences), "WegliKit/Sources/Notices/Resources/en.lproj/Localizable.strings")
            let configuration = languages.map {
                L10nConfiguration(languages: $0, file: folder.path + "/.l10n.json", baseDirectory: folder.path)
            }
            let request = configuration.map { CheckRequest(paths: ["."], configuration: $0, currentDirectory: folder.path) }
                ?? CheckRequest(paths: ["."], currentDirectory: folder.path)
            return CheckRun.run(request).diagnostics.filter { $0.ruleID == "untranslated-copy" }.compactMap(\.language)
        }
        #expect(try copies(languages: ["de"]).isEmpty)
        #expect(try copies(languages: ["de", "en"]).contains("en"))
    }
}
