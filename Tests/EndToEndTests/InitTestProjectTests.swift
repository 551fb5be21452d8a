import Foundation
import Testing

/// A test project of its own beside the app (Daily Dozen's `Localization_Calendar/UICalendarMyOwnTest`, its
/// `.xcodeproj` named for the folder, with a copy of the app's tables): `init` leaves its sources and tables out.
@Suite struct InitTestProjectTests {
    @Test func aTestProjectsTablesAreNoCatalogs() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("\"home.title\" = \"Home\";\n", to: "DailyDozen/Texts/en.lproj/Localizable.strings")
        _ = try dir.write("\"home.title\" = \"Inicio\";\n", to: "DailyDozen/Texts/es.lproj/Localizable.strings")
        _ = try dir.write("import UIKit\nlet title = NSLocalizedString(\"home.title\", comment: \"\")\n", to: "DailyDozen/Home.swift")
        _ = try dir.write("// !$*UTF8*$!\n", to: "Calendar/UICalendarMyOwnTest/UICalendarMyOwnTest.xcodeproj/project.pbxproj")
        _ = try dir.write("\"home.title\" = \"Home\";\n", to: "Calendar/UICalendarMyOwnTest/UICalendarMyOwnTest/en.lproj/Localizable.strings")
        _ = try dir.write("struct ContentView {}\n", to: "Calendar/UICalendarMyOwnTest/UICalendarMyOwnTest/ContentView.swift")
        let result = try L10nProcess.run(["init"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        let configuration = try String(contentsOf: dir.url.appendingPathComponent(".l10n.json"), encoding: .utf8)
        #expect(configuration.contains(#""catalogs" : ["DailyDozen/Texts"]"#), "\(configuration)")
        #expect(configuration.contains(#""sources" : ["DailyDozen"]"#), "\(configuration)")
    }
}
