import Foundation
import L10nCatalogChecks
import Testing

@testable import L10nWorkflow

/// `unused-key` in a mixed app: keys its Objective-C names are used (owncloud's `ownCloudAppFramework`, a framework
/// with no Swift file that reads its own `Localizable` table from `OCQueryCondition+SearchSegmenter.m`).
@Suite struct ObjectiveCKeyUseTests {
    @Test func literalsAreReadAsCReadsThemAndCommentsAreSkipped() {
        let source = #"""
            // NSLocalizedString(@"commented out", nil)
            /* @"in a block
               comment" */
            localizedDescription = (numParam == 0) ? OCLocalizedViaLocalizationBundle(@"Before this year")
                : [NSString stringWithFormat:OCLocalizedViaLocalizationBundle(@"> %d years ago"), numParam];
            label.text = NSLocalizedString(@"Say \"hi\"\nthen go", @"");
            const char *plain = "not an object";
            """#
        let found = ObjectiveCKeyUses.literalsWithLines(in: Array(source.utf8))
        #expect(found.map(\.text) == ["Before this year", "> %d years ago", "Say \"hi\"\nthen go", ""])
        #expect(found.map(\.line) == [4, 5, 6, 6])
    }

    /// Stopp Corona's storyboards name keys in their `TransLabel`s' `transKey` attributes: those are uses; an
    /// attribute not named for a key, or of another type, is not.
    @Test func runtimeAttributesNamedForAKeyAreUses() {
        let storyboard = """
            <label text="Kontakt" id="Ab1-cd-ef2" customClass="TransLabel">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="transKey" value="main_body_contact"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="styleName" value="headline"/>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isKey" value="YES"/>
                </userDefinedRuntimeAttributes>
            </label>
            <button id="Gh3-ij-kl4"><userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="titleKey" value="diary_delete_button"/>
            </userDefinedRuntimeAttributes></button>
            <textField id="Mn5-op-qr6"><userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="placeholderText" value="ConfirmResultController.TestIdentifier"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="Enter the code you got"/>
            </userDefinedRuntimeAttributes></textField>
            <menuItem title="Minimize" id="OY7-WF-poV"><userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="minimize"/>
            </userDefinedRuntimeAttributes></menuItem>
            """
        let found = ObjectiveCKeyUses.runtimeKeysWithLines(in: Array(storyboard.utf8))
        // iOSLocalizationEditor's menu items: `localizableString` names no key, but its setter localizes the value.
        #expect(found.map(\.text) == ["main_body_contact", "diary_delete_button", "ConfirmResultController.TestIdentifier", "minimize"])
        #expect(found.map(\.line) == [3, 9, 12, 16])
    }

    @Test func aKeyOnlyObjectiveCNamesIsNotUnused() throws {
        let lines = try GeneratedAccessorCheckTests.unusedKeyLines([
            "ownCloudAppFramework/Resources/en.lproj/Localizable.strings": """
                "Before this year" = "Before this year";
                "> %d years ago" = "> %d years ago";
                "Quantity" = "Quantity";

                """,
            "ownCloudAppFramework/Search/OCQueryCondition+SearchSegmenter.m": """
                localizedDescription = (numParam == 0) ? OCLocalizedViaLocalizationBundle(@"Before this year")
                    : [NSString stringWithFormat:OCLocalizedViaLocalizationBundle(@"> %d years ago"), numParam];
                """,
            "ownCloud/Client/ClientViewController.swift": """
                final class ClientViewController { let title = NSLocalizedString("Before this year", comment: "") }
                """,
        ])
        #expect(lines == [
            "ownCloudAppFramework/Resources/en.lproj/Localizable.strings:3: warning: key 'Quantity' is not used in any scanned Swift source"
        ])
    }

    /// Stage1st's `Vendors/REComposeViewController`, adapted to read the app's keys: the configuration leaves the
    /// vendored folder out of the lint, but its literals still name keys of the app's table. Another excluded folder
    /// (`Legacy`, code the team set aside) names none.
    @Test func vendoredCodeTheLintLeavesOutStillUsesKeys() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            "Compose.Post" = "Post";
            "Compose.Cancel" = "Cancel";
            "Compose.Draft" = "Draft";

            """, "Stage1st/Resources/en.lproj/Localizable.strings")
        _ = try folder.write("""
            [self.postButton setTitle:NSLocalizedString(@"Compose.Post", nil) forState:UIControlStateNormal];
            """, "Stage1st/Vendors/REComposeViewController/REComposeSheetView.m")
        _ = try folder.write("""
            draftButton.title = NSLocalizedString(@"Compose.Draft", nil);
            """, "Stage1st/Legacy/OldComposer.m")
        _ = try folder.write("""
            final class ReplyViewController { let cancel = NSLocalizedString("Compose.Cancel", comment: "") }
            """, "Stage1st/Scene/ReplyViewController.swift")
        let configuration = L10nConfiguration(
            languages: ["en"], catalogs: ["Stage1st/Resources"], sources: ["Stage1st"], exclude: ["Vendors", "Legacy"],
            file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let unused = CheckRun.run(CheckRequest(configuration: configuration, currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "unused-key" }.compactMap(\.key)
        #expect(unused == ["Compose.Draft"])
    }

    /// air-raid-map's region names: `regions.geojson` holds them as values, and the code shows each with
    /// `Text(LocalizedStringKey(region.nameKey))`. A member's name in the data is no use of a key.
    @Test func jsonValuesAreReadAndMemberNamesAreNot() {
        let json = #"""
            {"type": "FeatureCollection", "features": [
              {"properties": {"NAME_ENG_1": "Volyn oblast", "name": "Say \"hi\"",
                "id": 7, "escaped": "caf\u00e9"}}
            ]}
            """#
        let found = DataFileKeys.valuesWithLines(in: Array(json.utf8))
        #expect(found.map(\.text) == ["FeatureCollection", "Volyn oblast", "Say \"hi\""])
        #expect(found.map(\.line) == [1, 2, 2])
    }

    @Test func aKeyOnlyTheAppsDataNamesIsNotUnused() throws {
        let lines = try GeneratedAccessorCheckTests.unusedKeyLines([
            "Resources/en.lproj/Localizable.strings": """
                "Volyn oblast" = "Volyn oblast";
                "Lviv oblast" = "Lviv oblast";
                "Kyiv oblast" = "Kyiv oblast";
                "name" = "Name";
                "Dictionary app" = "Dictionary app";

                """,
            "Resources/regions.geojson": """
                {"features": [{"properties": {"name": "Volyn oblast"}}, {"properties": {"name": "Lviv oblast"}},
                  {"properties": {"name": "Kyiv oblast"}}]}
                """,
            // One key's words in a data file (McBopomofo's service list) make no table of keys.
            "Resources/services.json": """
                {"services": [{"name": "Dictionary app", "url_template": "dict://(encoded)"}]}
                """,
            "Views/RegionRow.swift": """
                import SwiftUI
                struct RegionRow: View { let name: String; var body: some View { Text(LocalizedStringKey(name)) } }
                """,
        ])
        #expect(lines == [
            "Resources/en.lproj/Localizable.strings:4: warning: key 'name' is not used in any scanned Swift source",
            "Resources/en.lproj/Localizable.strings:5: warning: key 'Dictionary app' is not used in any scanned Swift source",
        ])
    }

    /// PDF Reader's UI tests find its buttons by their localized titles (`localizedString("Search")`, from the table
    /// the test bundle copies), though the configuration lints only the app: deleting such a key breaks the tests.
    /// A key neither the app nor its UI tests name is unused, though a unit test checks its text (govuk's string
    /// tests).
    @Test func aKeyTheUITestsReadIsNotUnused() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            "Search" = "Search";
            "Page %@" = "Page %@";
            "Open" = "Open";

            """, "PDFReader/Base.lproj/Localizable.strings")
        _ = try folder.write("""
            import UIKit
            final class ViewController: UIViewController {
                override func viewDidLoad() { title = NSLocalizedString("Open", comment: "") }
            }
            """, "PDFReader/ViewController.swift")
        _ = try folder.write("""
            import XCTest
            final class PDFReaderUITests: XCTestCase {
                func testSearch() { XCUIApplication().buttons[localizedString("Search")].tap() }
            }
            """, "PDFReaderUITests/PDFReaderUITests.swift")
        _ = try folder.write("""
            import XCTest
            final class LocalizedStringTests: XCTestCase {
                func testPage() { XCTAssertEqual(NSLocalizedString("Page %@", comment: ""), "Page %@") }
            }
            """, "PDFReaderTests/LocalizedStringTests.swift")
        let configuration = L10nConfiguration(
            languages: ["en"], catalogs: ["PDFReader"], sources: ["PDFReader"], englishKeys: true,
            file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let unused = CheckRun.run(CheckRequest(configuration: configuration, currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "unused-key" }.compactMap(\.key)
        #expect(unused == ["Page %@"])
    }

    /// daily-banking's Phrase project and CovPass's Twine file feed the iOS and the Android app: keys named for Android
    /// beside keys named for iOS. The keys no Swift names are one note, which names the iOS team's own (named for
    /// iOS) first; their translations' problems are not reported.
    @Test func aTableSharedWithTheAndroidAppReportsOnlyItsIOSKeys() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            "retry_after_android" = "Try again in %d minutes";
            "retry_after_ios" = "Try again in %@ minutes";
            "eid_description_android" = "Touch the back of your phone";
            "eid_description_ios" = "Touch the top of your phone";
            "loan_offer_title" = "Loan offer";
            "home_title" = "Home";

            """, "App/en.lproj/Localizable.strings")
        _ = try folder.write("""
            "retry_after_android" = "Versuchen Sie es in %@ Minuten erneut";
            "retry_after_ios" = "Versuchen Sie es in %@ Minuten erneut";
            "eid_description_android" = "Berühren Sie die Rückseite";
            "eid_description_ios" = "Berühren Sie die Oberseite";
            "loan_offer_title" = "Kreditangebot";
            "home_title" = "Start";

            """, "App/de.lproj/Localizable.strings")
        _ = try folder.write("""
            import UIKit
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    title = NSLocalizedString("home_title", comment: "")
                    let retry = NSLocalizedString("retry_after_ios", comment: "")
                    _ = retry
                }
            }
            """, "App/HomeViewController.swift")
        let configuration = L10nConfiguration(
            languages: ["en", "de"], catalogs: ["App"], sources: ["App"], file: folder.path + "/.l10n.json",
            baseDirectory: folder.path)
        let diagnostics = CheckRun.run(CheckRequest(configuration: configuration, currentDirectory: folder.path)).diagnostics
        let unused = diagnostics.filter { $0.ruleID == "unused-key" }
        #expect(unused.filter { $0.severity != .note }.isEmpty)
        #expect(unused.filter { $0.severity == .note }.map(\.message) == [
            "table 'Localizable' is shared with an Android app ('eid_description_android' and 'retry_after_android' are "
                + "named for it): 4 of its keys are named in no scanned Swift source, one of them named for iOS "
                + "('eid_description_ios'): remove it from the shared project if no code builds it"
        ])
        // The Android key's '%d' translated as '%@' reaches no iOS user.
        #expect(!diagnostics.contains { $0.ruleID == "format-specifier-mismatch" })
    }
}
