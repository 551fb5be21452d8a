import Foundation
import L10nCatalogChecks
import L10nFiles
import L10nTables
import XCStrings

/// Tables written in one language (``CatalogPractice/writtenLanguages(in:)``), confirmed on disk: no `.lproj`
/// folder beside a table holds that table in another language with text of its own, built or not. weg-li's
/// `en.lproj/Localizable.strings` is byte for byte its German table: German alone. Dime's French and Russian
/// tables, real translations the Xcode project does not list, say the team translates: not one language.
///
///     OneLanguageTables.isAloneOnDisk("de", tables: wegliTables, root: cwd)   // true
enum OneLanguageTables {
    /// The one language the app ships (``CheckRun/CatalogPhase/onlyLanguage``), or nil: `catalogs` are written in
    /// one language (``CatalogPractice/writtenLanguages(in:)``), the tables hold another language (`found`) that only
    /// copies it — tables of one language alone are a project not localized yet, whose hardcoded text the house rules
    /// still want localized —, no `configured` language is another, and the disk agrees (``isAloneOnDisk(_:tables:root:)``).
    /// A configuration of two languages or more is answered before any catalog is read again.
    static func onlyLanguage(
        of catalogs: [StringCatalog], found: Set<String>, configured: [String], tables: [LegacyTable], root: String
    ) -> String? {
        let asked = Set(configured.map(TranslationText.language))
        guard asked.count <= 1 else { return nil }
        let written = CatalogPractice.writtenLanguages(in: catalogs, limit: 1)
        guard written.count == 1, let language = written.first, asked.subtracting([language]).isEmpty,
            !Set(found.map(TranslationText.language)).subtracting(written).isEmpty,
            isAloneOnDisk(language, tables: tables, root: root)
        else { return nil }
        return language
    }

    /// Whether every file on disk of `tables` in another language than `language` is missing, nearly empty, the
    /// same bytes as the table's file in `language`, or its copy by ``CatalogPractice/copies(_:_:)`` (3dollar's
    /// `ko.lproj`: its `en.lproj`'s Korean and forty keys more).
    static func isAloneOnDisk(_ language: String, tables: [LegacyTable], root: String) -> Bool {
        for table in tables {
            let folder = PathDisplay.absolute(table.folder, from: root) as NSString
            guard let names = DirectoryListing.names(of: folder as String) else { continue }
            let lproj = names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }
            func file(_ folderName: String) -> String {
                (folder.appendingPathComponent(folderName) as NSString).appendingPathComponent(table.name + ".strings")
            }
            let ownFolder = lproj.first { TranslationText.language(String($0.dropLast(6))) == language }
            let own = ownFolder.flatMap { try? FileReader.read(file($0)) }
            // The language's own values, parsed once for all the other languages' files that are not its bytes.
            lazy var ours = own.flatMap { values($0, path: file(ownFolder ?? "")) }
            for name in lproj where TranslationText.language(String(name.dropLast(6))) != language {
                guard let bytes = try? FileReader.read(file(name)), bytes.count >= 200 else { continue }
                guard bytes != own else { continue }
                // Not the same bytes, but the same values as far as both go (a copy with keys of its own).
                guard let theirs = values(bytes, path: file(name)), let ours, CatalogPractice.copies(theirs, ours)
                else { return false }
            }
        }
        return true
    }

    /// A `.strings` file's values by key; nil when it cannot be read as one.
    private static func values(_ bytes: [UInt8], path: String) -> [String: String]? {
        guard let table = try? StringsFile(bytes: bytes, path: path) else { return nil }
        var values: [String: String] = [:]
        for entry in table.entries { values[entry.key] = entry.value }
        return values
    }
}
