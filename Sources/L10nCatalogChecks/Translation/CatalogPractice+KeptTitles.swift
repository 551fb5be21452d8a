import Foundation
import L10nDiagnostics
import XCStrings

extension CatalogPractice {
    /// The indices of `untranslated-copy` findings of a title a language keeps in the source language on purpose:
    /// in the same table, three titles or more are kept while the subtitles beside them are translated, and more
    /// than are translated with theirs. github-contributions' Japanese keeps every row's English headline
    /// (`"settings-row-share-title" = "Share"`) over a Japanese subtitle (`"settings-row-share-subtitle" =
    /// "友達と共有しましょう！"`): a design, not a gap.
    ///
    /// A title's subtitle is its key with the last `title` as `subtitle` (`Title` as `Subtitle`, `TITLE` as
    /// `SUBTITLE`).
    static func keptTitles(_ diagnostics: [Diagnostic], catalogs: [StringCatalog]) -> Set<Int> {
        let copy = UntranslatedCopyRule.description.id
        var wanted: [String: Set<String>] = [:]  // language → title keys with a copy finding
        for diagnostic in diagnostics where diagnostic.ruleID == copy {
            if let key = diagnostic.key, let language = diagnostic.language, subtitleKey(of: key) != nil {
                wanted[language, default: []].insert(key)
            }
        }
        guard !wanted.isEmpty else { return [] }
        var kept: Set<String> = []  // keptCopy(language, key)
        for catalog in catalogs {
            let source = catalog.sourceLanguage
            // The table's titles with a subtitle beside them, found once for every language asked about.
            var titled: [(key: String, entry: CatalogEntry, subtitle: String, detail: CatalogEntry)] = []
            for (key, entry) in catalog.entries {
                guard let subtitle = subtitleKey(of: key), let detail = catalog.entries[subtitle] else { continue }
                titled.append((key, entry, subtitle, detail))
            }
            for (language, keys) in wanted {
                var keptPairs: [String] = []
                var translatedPairs = 0
                for (key, entry, subtitle, detail) in titled {
                    guard let title = entry.localizations[language]?.stringUnit?.value, !title.isEmpty,
                        let detailValue = detail.localizations[language]?.stringUnit?.value, !detailValue.isEmpty
                    else { continue }
                    let detailSource = detail.localizations[source]?.stringUnit?.value ?? subtitle
                    guard detailValue != detailSource else { continue }
                    let titleSource = entry.localizations[source]?.stringUnit?.value ?? key
                    if title == titleSource { keptPairs.append(key) } else { translatedPairs += 1 }
                }
                guard keptPairs.count >= 3, keptPairs.count > translatedPairs else { continue }
                for key in keptPairs where keys.contains(key) { kept.insert(keptCopy(language, key)) }
            }
        }
        return copyIndices(diagnostics, kept: kept)
    }

    /// The key of a title's subtitle: the key with its last `title` (`Title`, `TITLE`) as `subtitle`; nil for a key
    /// without one, or whose `title` is already a subtitle's.
    package static func subtitleKey(of key: String) -> String? {
        // An ASCII key without `itle` or `ITLE` holds none of the three (most keys): no search through Foundation,
        // whose matching of characters an ASCII key's bytes answer alike.
        if key.utf8.allSatisfy({ $0 < 0x80 }), !holdsItle(key) { return nil }
        for (title, subtitle) in [("title", "subtitle"), ("Title", "Subtitle"), ("TITLE", "SUBTITLE")] {
            guard let range = key.range(of: title, options: .backwards) else { continue }
            let before = key[..<range.lowerBound]
            if before.hasSuffix("sub") || before.hasSuffix("Sub") || before.hasSuffix("SUB") { return nil }
            return key.replacingCharacters(in: range, with: subtitle)
        }
        return nil
    }

    /// Whether `key`'s bytes hold `itle` or `ITLE` (what `title`, `Title` and `TITLE` hold).
    private static func holdsItle(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count >= 4 else { return false }
        for index in 0...(bytes.count - 4) {
            if bytes[index] == UInt8(ascii: "i"), bytes[index + 1] == UInt8(ascii: "t"), bytes[index + 2] == UInt8(ascii: "l"),
                bytes[index + 3] == UInt8(ascii: "e")
            {
                return true
            }
            if bytes[index] == UInt8(ascii: "I"), bytes[index + 1] == UInt8(ascii: "T"), bytes[index + 2] == UInt8(ascii: "L"),
                bytes[index + 3] == UInt8(ascii: "E")
            {
                return true
            }
        }
        return false
    }
}
