import Foundation
import Testing

@testable import L10nWorkflow

/// GreekWordsA2's `verbs.json` holds a thousand Greek verbs: Greek is the app's data. Its tables (`.lproj`) and a
/// file with a few Greek letters say nothing of the kind.
@Suite struct DataScriptsTests {
    @Test func theScriptsOfTheAppsDataFiles() throws {
        let folder = try CheckRunTests.Folder()
        let verbs = (0..<40).map { _ in #"{"present": "αγαπώ", "future": "θα αγαπήσω", "past": "αγάπησα"}"# }
        _ = try folder.write("[" + verbs.joined(separator: ",\n") + "]", "App/verbs.json")
        _ = try folder.write(#"{"name": "Ελληνικά"}"#, "App/about.json")
        _ = try folder.write(String(repeating: "\"ключ\" = \"Настоящее время\";\n", count: 40), "App/ru.lproj/Localizable.strings")
        _ = try folder.write(String(repeating: "Настоящее время ", count: 40), "App/ru.lproj/Notes.txt")
        #expect(DataScripts.scripts(roots: [folder.path], exclude: [], rootNames: nil) == ["greek"])
        #expect(DataScripts.scripts(roots: [folder.path], exclude: ["**/verbs.json"], rootNames: nil) == [])
    }
}
