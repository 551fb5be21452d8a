import Foundation
import L10nWorkflow
import Testing

/// Catty's `Settings.bundle/en.lproj/Root.strings` keeps Xcode's template entries ('Group', 'Enabled') that its
/// `Root.plist` no longer names: the Settings app never looks them up, so their missing German is no finding. An
/// entry the list names ('Privacy Policy') keeps its.
@Suite struct SettingsBundleKeysTests {
    @Test func anEntryTheBundlesListsDoNotNameIsNeverShown() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>StringsTable</key>
                <string>Root</string>
                <key>PreferenceSpecifiers</key>
                <array>
                    <dict>
                        <key>Type</key>
                        <string>PSGroupSpecifier</string>
                        <key>Title</key>
                        <string>Privacy Policy</string>
                    </dict>
                    <dict>
                        <key>Type</key>
                        <string>PSToggleSwitchSpecifier</string>
                        <key>Title</key>
                        <string>Show privacy policy on launch</string>
                        <key>Key</key>
                        <string>showPrivacyPolicy</string>
                    </dict>
                </array>
            </dict>
            </plist>
            """, "App/Settings.bundle/Root.plist")
        _ = try folder.write("""
            "Group" = "Group";
            "Enabled" = "Enabled";
            "Privacy Policy" = "Privacy Policy";
            "Show privacy policy on launch" = "Show privacy policy on launch";

            """, "App/Settings.bundle/en.lproj/Root.strings")
        _ = try folder.write("""
            "Show privacy policy on launch" = "Datenschutzerklärung beim Start zeigen";

            """, "App/Settings.bundle/de.lproj/Root.strings")
        let missing = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "de"], currentDirectory: folder.path))
            .diagnostics.filter { $0.ruleID == "missing-translation" }.compactMap(\.key)
        #expect(missing == ["Privacy Policy"], "\(missing)")
    }
}
