import Foundation
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
            """
        let found = ObjectiveCKeyUses.runtimeKeysWithLines(in: Array(storyboard.utf8))
        #expect(found.map(\.text) == ["main_body_contact", "diary_delete_button", "ConfirmResultController.TestIdentifier"])
        #expect(found.map(\.line) == [3, 9, 12])
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
}
