import L10nSourceParsing
import XCStrings

extension CatalogPractice {
    /// How the project's translators treat abbreviated units (``UnitPractice``): every translation of a source
    /// text with a number or format specifier and a unit after it (`'%d min'`, `'1h'`, `'%@ KB'`), or the unit alone
    /// (Loop's `'px'`, Glucosy's `' kg'`), plain values and the source's plural cases alike; and each translation of an entry whose
    /// source is 'OK'.
    ///
    ///     let practice = CatalogPractice.units(in: catalogs)
    ///     practice.isKept("h")   // nightguard: '1h' = '1h' in German and Finnish
    public static func units(in catalogs: [StringCatalog]) -> UnitPractice {
        var practice = UnitPractice()
        for catalog in catalogs {
            let sourceLanguage = catalog.sourceLanguage
            for (key, entry) in catalog.entries where entry.isTranslatable {
                let source = entry.localizations[sourceLanguage]
                let sourceText = source?.stringUnit?.value ?? key
                if UnitPractice.isOK(sourceText) || UnitPractice.isOK(key) {
                    for (language, localization) in entry.localizations where language != sourceLanguage {
                        practice.recordOK(translation: localization.stringUnit?.value ?? "")
                    }
                }
                if !practice.hasTranslations, entry.localizations.contains(where: { language, localization in
                    language != sourceLanguage && localization.stringUnit?.value.isEmpty == false
                }) {
                    practice.hasTranslations = true
                }
                // Most texts hold no digit and no specifier: their translations are not read.
                guard sourceText.utf8.contains(where: { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "%") })
                    || source?.variations != nil
                    || TextClassifier.unitSymbols.contains(UnitPractice.withoutOuterSpaces(sourceText))
                else { continue }
                for (language, localization) in entry.localizations where language != sourceLanguage {
                    localization.forEachStringUnit { path, unit in
                        let text = source?.stringUnit(at: path)?.value ?? sourceText
                        practice.record(source: text, translation: unit.value)
                    }
                }
                practice.recordKey(key, of: sourceText)
            }
        }
        return practice
    }
}
