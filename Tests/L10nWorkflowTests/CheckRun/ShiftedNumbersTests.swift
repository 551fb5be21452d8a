import Foundation
import Testing

@testable import L10nWorkflow

/// phyphox's French notes count octaves from another C ('La# 1 / Sib 1' for 'A#2 / Bb2'): the same shift entry after
/// entry is the language's convention; a number changed once is a slip, and stays a finding.
@Suite struct ShiftedNumbersTests {
    @Test func shiftsReadFromTheMessage() {
        #expect(ShiftedNumbers.shift(inMessage: "'note_bb2' in 'fr': the source has '2', the translation '1', '1' instead") == -1)
        #expect(ShiftedNumbers.shift(inMessage: "'x' in 'de': the source has '2', the translation '5' instead") == 3)
        #expect(ShiftedNumbers.shift(inMessage: "'x' in 'de': the source has '2', '3', the translation '2' instead") == nil)
        #expect(ShiftedNumbers.shift(inMessage: "'x' in 'de': the source has '2', the translation does not") == nil)
        #expect(ShiftedNumbers.shift(inMessage: "'x' in 'de': the source has '2.5', the translation '1.5' instead") == nil)
    }

    @Test func aShiftInFiveEntriesIsTheLanguagesConvention() throws {
        let folder = try CheckRunTests.Folder()
        let notes = ["c4": ("C4", "Do 3"), "d4": ("D4", "Ré 3"), "e4": ("E4", "Mi 3"), "f4": ("F4", "Fa 3"), "g4": ("G4", "Sol 3")]
        var english = ""
        var french = ""
        for (key, pair) in notes.sorted(by: { $0.key < $1.key }) {
            english += "\"note_\(key)\" = \"\(pair.0)\";\n"
            french += "\"note_\(key)\" = \"\(pair.1)\";\n"
        }
        english += "\"timer_limit\" = \"Stops after 30 seconds\";\n"
        french += "\"timer_limit\" = \"S'arrête après 20 secondes\";\n"
        _ = try folder.write(english, "App/en.lproj/Localizable.strings")
        _ = try folder.write(french, "App/fr.lproj/Localizable.strings")
        _ = try folder.write("""
            import Foundation
            func noteName(_ id: String) -> String { NSLocalizedString("note_" + id, comment: "") }
            func limit() -> String { NSLocalizedString("timer_limit", comment: "") }
            """, "App/Notes.swift")
        let found = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "fr"], currentDirectory: folder.path))
            .diagnostics.filter { $0.ruleID == "number-mismatch" }.compactMap(\.key)
        #expect(found == ["timer_limit"], "\(found)")
    }
}
