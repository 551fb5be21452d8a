import Foundation
@testable import L10nWorkflow
import Testing

/// Petrichor picks its own string when one folder failed (`errorFolders.count == 1 ? "Failed to refresh folder
/// '…'" : "Failed to refresh \(count) folders"`): the counted string is never read for 1, and English needs no
/// plural variation. Where some code reads it without such a choice, or a language needs more than a singular
/// (Russian's 'few'), the finding stays.
@Suite struct SingularPickedInCodeTests {
    static let code = """
        import Foundation
        enum Messages {
            static func refreshed(_ failed: [String]) -> String {
                let message = failed.count == 1
                    ? String(localized: "Failed to refresh folder '\\(failed[0])'")
                    : String(localized: "Failed to refresh \\(failed.count) folders")
                return message
            }
            static func channels(_ count: Int) -> String {
                switch count {
                case 1: return String(localized: "Mono")
                case 2: return String(localized: "Stereo")
                default: return String(localized: "\\(count) channels")
                }
            }
            static func removed(_ count: Int) -> String {
                String(localized: "Removed \\(count) tracks")
            }
            static func scanned(_ count: Int, page: Int) -> String {
                if page == 10 { return "" }
                return String(localized: "Scanned \\(count) files")
            }
        }
        """

    func pluralFindings(languages: [String: String]) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.code, "App/Messages.swift")
        let keys = ["Failed to refresh folder '%@'", "Failed to refresh %lld folders", "Mono", "Stereo",
                    "%lld channels", "Removed %lld tracks", "Scanned %lld files"]
        var entries: [String] = []
        for key in keys {
            let translated = languages.map { language, prefix in
                "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(prefix) \(key)\" } }"
            }
            entries.append("\"\(key)\" : { \"localizations\" : { \(translated.joined(separator: ", ")) } }")
        }
        _ = try folder.write("""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { \(entries.joined(separator: ",\n")) } }
            """, "App/Localizable.xcstrings")
        // A plural elsewhere: the project varies by plural, so `plural-candidate` speaks.
        _ = try folder.write("""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "%lld songs" : { "localizations" : { "en" : {
              "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld song" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld songs" } } } } } } } } }
            """, "App/Songs.xcstrings")
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "plural-candidate" }.compactMap(\.key).sorted()
    }

    @Test func countedTextTheCodeNeverReadsForOneNeedsNoVariationInEnglish() throws {
        let found = try pluralFindings(languages: ["de": "DE"])
        #expect(found == ["Removed %lld tracks", "Scanned %lld files"], "\(found)")
    }

    /// French's 'one' holds 0 as well: code that picks its own string for 1 shows '0 dossiers', as every such
    /// app does, and no maintainer reworks the branch for it (Lumoria's '1 transfer' / '%lld transfers').
    @Test func frenchZeroDoesNotAskForVariationsWhereTheCodePicksOne() throws {
        let found = try pluralFindings(languages: ["fr": "FR", "pt-BR": "PT"])
        #expect(found == ["Removed %lld tracks", "Scanned %lld files"], "\(found)")
    }

    @Test func aLanguageWithMoreFormsStillNeedsThem() throws {
        #expect(try pluralFindings(languages: ["ru": "RU"]) == [
            "%lld channels", "Failed to refresh %lld folders", "Removed %lld tracks", "Scanned %lld files",
        ])
    }

    @Test func comparisonsWithOne() {
        for line in ["if n == 1 {", "x.count != 1 ? a : b", "guard n > 1 else", "n >= 2", "n<2"] {
            #expect(SingularPickedInCode.comparedWithOne(line) != nil, "\(line)")
        }
        #expect(SingularPickedInCode.comparedWithOne("x.count != 1 ? a : b") == "count")
        for line in ["if n == 10 {", "n == 1.5", "page > 12", "// count == 1", "let x = 1"] {
            #expect(SingularPickedInCode.comparedWithOne(String(line.prefix { _ in !line.hasPrefix("//") })) == nil, "\(line)")
        }
        // The value compared is a count by its name, or by the reference formatting it; a section index is neither.
        #expect(SingularPickedInCode.picksSingular(before: 2, in: ["if folders.count == 1 {", "  String(localized: \"\\(n) folders\")"]))
        #expect(SingularPickedInCode.picksSingular(before: 3, in: ["switch channels {", "case 1: return mono", "default: return String(localized: \"\\(channels) channels\")"]))
        #expect(!SingularPickedInCode.picksSingular(before: 2, in: ["guard section == 1 else { return nil }", "String(format: format, sections.count)"]))
        #expect(!SingularPickedInCode.picksSingular(before: 3, in: ["if n == 1 { a() }", "func other() {", "  String(localized: \"\\(n) files\")"]))
    }

    /// CotEditor reads `MoveToTrashConfirmation.title.many` only when several files are selected: its English and
    /// Polish plurals lack 'one', which is 1 alone there and never read. French, whose 'one' is 0 and 1 too, keeps
    /// its finding.
    @Test func aPluralReadOnlyForSeveralNeedsNoOne() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            import AppKit
            func confirm(_ filenames: [String]) {
                let alert = NSAlert()
                alert.messageText = (filenames.count == 1)
                    ? String(localized: "trash.title", defaultValue: "Move “\\(filenames[0])” to the Trash?")
                    : String(localized: "trash.title.many", defaultValue: "Move \\(filenames.count) items to the Trash?")
            }
            """, "App/Trash.swift")
        func plural(_ language: String, _ other: String) -> String {
            "\"\(language)\" : { \"variations\" : { \"plural\" : { \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(other)\" } } } } }"
        }
        _ = try folder.write("""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "trash.title" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Move “%@” to the Trash?" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Placer « %@ » dans la corbeille ?" } },
                "pl" : { "stringUnit" : { "state" : "translated", "value" : "Przenieść „%@” do kosza?" } } } },
              "trash.title.many" : { "localizations" : {
                \(plural("en", "Move %lld items to the Trash?")),
                \(plural("fr", "Placer %lld éléments dans la corbeille ?")),
                "pl" : { "variations" : { "plural" : {
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "Przenieść %lld elementy do kosza?" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "Przenieść %lld elementów do kosza?" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Przenieść %lld elementu do kosza?" } } } } } } } } }
            """, "App/Localizable.xcstrings")
        let missing = CheckRun.run(CheckRequest(paths: ["."], languages: ["en", "fr", "pl"], currentDirectory: folder.path))
            .diagnostics.filter { $0.ruleID == "plural-missing-category" && $0.message.contains("'one'") }.compactMap(\.language)
        #expect(missing == ["fr"], "\(missing)")
    }
}
