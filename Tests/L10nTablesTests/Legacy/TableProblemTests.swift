import Foundation
import Testing
import XCStrings

@testable import L10nTables

/// What Foundation does not load is a problem at its place, and the rest of the file is read: the shapes of
/// the worked-on apps of issue 46 (UTM's stray '=' after an entry, Latest's Hindi plural without a format).
@Suite struct TableProblemTests {
    /// UTM `Platform/fr.lproj/Localizable.strings` (e4a4c34), lines 680–686, and two entries further down.
    static let utmFrench = """
        // VMSettingsAddDeviceMenuView.swift
        "Import Drive…" = "Importer un lecteur…";
        "New Drive…" = "Nouveau lecteur…";=

        // VMToolbarModifier.swift
        "Remove selected shortcut" = "Supprimer le raccourci sélectionné";
        "Delete selected VM" = "Supprimer la VM sélectionnée";

        """

    @Test func aStrayCharacterAfterAnEntryStopsFoundationButNotTheReading() throws {
        let file = try StringsFile(bytes: Array(Self.utmFrench.utf8), path: "fr.lproj/Localizable.strings")
        // Every entry is read, the two after the '=' included.
        #expect(file.entries.map(\.key) == ["Import Drive…", "New Drive…", "Remove selected shortcut", "Delete selected VM"])
        #expect(file.entries[2].comment == "VMToolbarModifier.swift")
        #expect(file.problems == [
            TableProblem(
                .stop, file: "fr.lproj/Localizable.strings", position: SourcePosition(line: 3, column: 39),
                message: "stray '=' between entries: Foundation stops reading the file here and the 2 entries after it are never loaded")
        ])
        // At the end of the file nothing is lost yet.
        let last = try StringsFile(bytes: Array("\"a\" = \"b\";\n}\n".utf8), path: "x.strings")
        #expect(last.entries.count == 1)
        #expect(last.problems.map(\.message) == ["stray '}' between entries: Foundation stops reading the file here and nothing follows it yet, but an entry added after it would never load"])
    }

    /// Latest `Latest/Resources/hi.lproj/Localizable.stringsdict` (1d5a0ae): the plural lacks
    /// `NSStringLocalizedFormatKey`. A second, well-formed entry is added here to show it is still read.
    static let latestHindi = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>NumberOfUpdatesAvailable</key>
        \t<dict>
        \t\t<key>value</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>zero</key>
        \t\t\t<string>अद्यतन</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d उपलब्ध अद्यतन</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d अद्यतन उपलब्ध</string>
        \t\t</dict>
        \t</dict>
        \t<key>%d apps</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@apps@</string>
        \t\t<key>apps</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d ऐप</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d ऐप्स</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>
        """

    @Test func aStringsdictEntryWithoutFormatIsIgnoredAtItsPlace() throws {
        let file = try StringsDictFile(bytes: Array(Self.latestHindi.utf8), path: "hi.lproj/Localizable.stringsdict")
        #expect(file.entries.map(\.key) == ["%d apps"])
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.kind == .ignoredEntry("NumberOfUpdatesAvailable"))
        #expect(file.problems.first?.position == SourcePosition(line: 5, column: 2))
        #expect(file.problems.first?.message == "'NumberOfUpdatesAvailable' has no 'NSStringLocalizedFormatKey', 'NSStringDeviceSpecificRuleType' or 'NSStringVariableWidthRuleType'; Foundation ignores this entry")
    }

    @Test func aValueOfTheWrongTypeIsIgnoredAtItsPlace() throws {
        let text = "\"title\" = \"Titel\";\n\"list\" = (\"a\", \"b\");\n\"done\" = \"Fertig\";\n"
        let file = try StringsFile(bytes: Array(text.utf8), path: "de.lproj/Localizable.strings")
        #expect(file.entries.map(\.key) == ["title", "done"])
        #expect(file.problems.map { "\($0.position) \($0.message)" } == ["2:10 the value of 'list' is not a string; Foundation ignores this entry"])
    }
}
