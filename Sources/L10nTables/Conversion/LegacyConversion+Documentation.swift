import Foundation
import XCStrings

extension LegacyConversion {
    /// Takes each key's comment from the table's message documentation (``LegacyTable/documentation``:
    /// translatewiki's `qqq.lproj`, whose value for a key is what translators are told about it): it replaces the
    /// development language's comment, and goes wherever a comment goes (XLIFF `<note>`, the CSV and JSON comment,
    /// MCP, a migrated catalog). A key only the documentation has is no key; a file that cannot be read adds no
    /// comment and is no finding (nothing reads it at run time).
    ///
    ///     qqq.lproj/Localizable.strings:   "about-title" = "Title for credits page {{Identical|About}}";
    ///     → catalog["about-title"]?.comment == "Title for credits page {{Identical|About}}"
    static func readDocumentation(
        _ table: LegacyTable, read: (String) throws(CatalogError) -> [UInt8], into catalog: inout StringCatalog,
        map: inout LegacySourceMap
    ) {
        for file in table.documentation where file.kind == .strings {
            guard let bytes = try? read(file.path), let strings = try? StringsFile(bytes: bytes, path: file.path) else {
                continue
            }
            for entry in strings.entries where !entry.value.isEmpty {
                guard var documented = catalog.entries[entry.key] else { continue }
                documented.comment = entry.value
                documented.commentPosition = entry.valuePosition
                catalog.entries[entry.key] = documented
                map.record(key: entry.key, language: file.language, path: file.path, positions: [entry.valuePosition])
            }
        }
    }
}
