import XCStrings

/// What a language needs from a catalog, string by string: the one definition of coverage behind `check`'s
/// summary, `extract --language` and `report`.
///
/// - A key needs translating when it is translatable (`shouldTranslate` is not `false`) and not stale
///   (``needsTranslation(_:)``).
/// - In a target language it needs every string ``RequiredVariants`` lists for it (the plain value, each plural
///   category Xcode creates for the language, each device and substitution case) whose source text is not empty,
///   each with its ``StringStatus``. A string set (App Shortcuts phrases) is one string, which `extract` leaves out.
/// - In the source language a key needs text to show, whatever its state: a value with no empty string, or a key
///   written as text (``sourceState(of:source:infoPlist:)``).
/// - The key's ``CoverageState`` is that of its least advanced string; a key needs nothing (and is not counted)
///   when no string it needs has source text.
/// - The empty key `""` without source text (Xcode keeps one in a catalog for `Text("")` and the like) is not a
///   string to translate at all (``isEmptyKeyWithoutText(_:sourceLanguage:)``): it is not counted, no catalog rule
///   reports it, and `extract` exports it only with `--all`, as Xcode's export has it.
///
///     let needs = TranslationNeeds(language: "ru")
///     needs.forEachString(key: entry.key, source: entry.localizations["en"], target: entry.localizations["ru"]) {
///         print($0.path, $0.status)   // plural.one complete, plural.few missing, plural.many missing, …
///     }
package final class TranslationNeeds: Sendable {
    /// The target language.
    let language: String
    let required: RequiredVariants
    /// Tells a complete string that is its source text unchanged (``StringStatus/copy``); nil: a copy counts as
    /// translated (`untranslated-copy` is off).
    let copies: SourceCopies?

    package init(language: String, copies: SourceCopies? = nil) {
        self.language = language
        self.copies = copies
        required = RequiredVariants(language: language)
    }

    /// One string a key needs in the language; its source text is `SourceTextResolver(key:source:).text(for:
    /// path)` (never empty).
    package struct NeededString {
        package var path: VariantPath
        /// The language's string unit at ``path``, if it has one.
        package var unit: StringUnit?
        package var status: StringStatus
    }

    /// Whether the key is to be translated at all: not `shouldTranslate: false`, not stale.
    static func needsTranslation(_ entry: CatalogEntry) -> Bool {
        entry.shouldTranslate != false && entry.extractionState != .stale && !entry.saysNotToTranslate
    }

    /// Whether the entry is the empty key `""` with no text in the source language (no value, or only empty
    /// ones), or an entry whose every source text is a placeholder in angle brackets (`<dnl>`, `<value>`: an
    /// Interface Builder field the code fills, marked so that nobody translates it): nothing to translate, check or
    /// export.
    ///
    ///     "" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "" } } } }   // true
    ///     "rK6-RZ-Ga6.title" = "<dnl>";                                                                       // true
    package static func isEmptyKeyWithoutText(_ entry: CatalogEntry, sourceLanguage: String) -> Bool {
        guard let source = entry.localizations[sourceLanguage] else { return entry.key.isEmpty }
        var hasText = source.stringSet?.values.contains { !$0.isEmpty } ?? false
        var onlyPlaceholders = source.stringSet == nil
        var units = 0
        source.forEachStringUnit { _, unit in
            units += 1
            if !unit.value.isEmpty { hasText = true }
            if !isPlaceholder(unit.value) { onlyPlaceholders = false }
        }
        if entry.key.isEmpty && !hasText { return true }
        return units > 0 && onlyPlaceholders
    }

    /// `<dnl>`, `<value>`: one word in angle brackets, which no reader takes for text.
    static func isPlaceholder(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count >= 3, bytes.first == UInt8(ascii: "<"), bytes.last == UInt8(ascii: ">") else { return false }
        return bytes.dropFirst().dropLast().allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default: false
            }
        }
    }

    /// Whether the key's text is a string set (App Shortcuts phrases) rather than strings.
    static func isStringSet(source: Localization?, target: Localization?) -> Bool {
        source?.stringSet != nil || target?.stringSet != nil
    }

    /// Calls `body` with each string the language needs for a key that is not a string set (see
    /// ``isStringSet(source:target:)``), in ``RequiredVariants``' order, skipping those with no source text unless
    /// `includingEmptySources` (Xcode's export writes them, as `<source/>`; coverage does not count them).
    package func forEachString(
        _ entry: CatalogEntry, sourceLanguage: String, source: Localization?, target: Localization?,
        includingEmptySources: Bool = false, context: CatalogContext? = nil, _ body: (NeededString) -> Void
    ) {
        let key = entry.key
        func status(_ unit: StringUnit?, _ path: VariantPath) -> StringStatus {
            let status = StringStatus(unit)
            guard status == .complete, let copies, let unit,
                copies.isCopy(
                    entry, language: language, path: path, value: unit.value, sourceLanguage: sourceLanguage,
                    context: context)
            else { return status }
            return .copy
        }
        // The source text is the key when nothing better is found, so only the empty key can lack one.
        let resolver = key.isEmpty && !includingEmptySources ? SourceTextResolver(key: key, source: source) : nil
        func hasSourceText(_ path: VariantPath) -> Bool { resolver.map { !$0.text(for: path).isEmpty } ?? true }
        if source?.variations == nil, source?.substitutions == nil, target?.variations == nil,
            target?.substitutions == nil
        {
            // What RequiredVariants gives for localizations without variations or substitutions, without building
            // its path set: the plain value alone (most keys, in every language).
            guard hasSourceText(.root) else { return }
            let unit = target?.stringUnit
            body(NeededString(path: .root, unit: unit, status: status(unit, .root)))
            return
        }
        let units = target?.stringUnits ?? []
        for path in required.paths(source: source, target: target) where hasSourceText(path) {
            let unit = units.first { $0.path == path }?.unit
            body(NeededString(path: path, unit: unit, status: status(unit, path)))
        }
    }

    /// The key's state in the source language, or nil when it needs nothing (the empty key without a value).
    /// Translated when there is text to show: a localization with no empty value (Xcode writes state `new` there
    /// for keys extracted with a default value, so the state does not matter), or a key written as text; a dotted
    /// key (`home.title`) needs a value, except in `InfoPlist.xcstrings`, whose keys Apple fixes.
    static func sourceState(of entry: CatalogEntry, source: Localization?, infoPlist: Bool) -> CoverageState? {
        guard let source, source.hasContent else {
            if entry.key.isEmpty { return nil }
            return infoPlist || !KeyConvention.isDotted(entry.key) ? .translated : .missing
        }
        var complete = true
        var hasText = source.stringSet != nil
        source.forEachStringUnit { _, unit in
            if unit.value.isEmpty { complete = false } else { hasText = true }
        }
        if complete { return .translated }
        return entry.key.isEmpty && !hasText ? nil : .missing
    }
}
