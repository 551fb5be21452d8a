import L10nFiles

/// Reads a String Catalog straight from bytes into the typed model, in one pass over a ``JSONReader``.
enum CatalogDecoder {
    /// The catalog in `bytes`; with `languages`, only those languages' localizations and the source language's
    /// are kept (the rest is checked as strictly, then dropped).
    static func decode(_ bytes: [UInt8], path: String, languages: Set<String>? = nil) throws(CatalogError) -> StringCatalog {
        try bytes.withUnsafeBufferPointer { buffer throws(CatalogError) in
            var reader = JSONReader(buffer: buffer, path: path)
            reader.keptLanguages = languages
            return try reader.decodeCatalog()
        }
    }

    /// The catalog in `file`, its pages handed back as the entries are read.
    static func decode(_ file: MappedFile, path: String, keepingFirstOfDuplicates: Bool = false) throws(CatalogError) -> StringCatalog {
        var reader = JSONReader(buffer: file.bytes, path: path)
        reader.readPast = { file.release(before: $0) }
        if keepingFirstOfDuplicates { reader.duplicateEntries = [] }
        var catalog = try reader.decodeCatalog()
        catalog.duplicateEntries = reader.duplicateEntries ?? []
        return catalog
    }
}

extension JSONReader {
    /// Throws if a known field was already seen in this object.
    @inline(__always)
    func checkFirst(_ seen: SourcePosition?, _ key: String, _ position: SourcePosition) throws(CatalogError) {
        if let seen { throw duplicateKey(key, at: position, first: seen) }
    }

    /// Reads an unknown member's value into `extra`, rejecting a duplicate key.
    @inline(__always)
    mutating func readExtra(
        _ key: String, _ position: SourcePosition, into extra: inout [JSONMember]
    ) throws(CatalogError) {
        for member in extra where member.key.hasSameScalars(as: key) {
            throw duplicateKey(key, at: position, first: member.position)
        }
        extra.append(JSONMember(key: key, value: try readValue(), position: position))
    }

    mutating func decodeCatalog() throws(CatalogError) -> StringCatalog {
        try expectDocumentStart()
        guard try peekKind() == .object else {
            throw error("expected a String Catalog (a JSON object) at the top level, found \(try peekKind().description)")
        }
        let top = try beginObject(field: "")
        var cursor = top
        var sourceLanguage: (String, SourcePosition)?
        var version: (String, SourcePosition)?
        var strings: (KeyedList<CatalogEntry>, SourcePosition)?
        var extra: [JSONMember] = []
        while let (key, position) = try nextMember(&cursor) {
            switch key {
            case "sourceLanguage":
                try checkFirst(sourceLanguage?.1, key, position)
                sourceLanguage = (try readString(field: key), position)
            case "version":
                try checkFirst(version?.1, key, position)
                version = (try readString(field: key), position)
            case "strings":
                try checkFirst(strings?.1, key, position)
                // The source language's text is always kept; before it is known (Xcode writes it first), so is
                // every language.
                if let source = sourceLanguage?.0 { keptLanguages?.insert(source) } else { keptLanguages = nil }
                strings = (try decodeStrings(), position)
            default:
                try readExtra(key, position, into: &extra)
            }
        }
        let endOfObject = offset
        try expectEnd()
        guard let sourceLanguage else { throw error("missing 'sourceLanguage' in the catalog", at: top.position) }
        guard let version else { throw error("missing 'version' in the catalog", at: top.position) }
        guard let strings else { throw error("missing 'strings' in the catalog", at: top.position) }
        var catalog = StringCatalog(sourceLanguage: sourceLanguage.0, version: version.0, entries: strings.0)
        catalog.sourceLanguagePosition = sourceLanguage.1
        catalog.versionPosition = version.1
        catalog.stringsPosition = strings.1
        catalog.extra = extra
        catalog.endsWithNewline = endOfObject < count && base[count - 1] == 0x0A
        return catalog
    }

    mutating func decodeStrings() throws(CatalogError) -> KeyedList<CatalogEntry> {
        skipWhitespace()
        let open = offset
        var cursor = try beginObject(field: "strings")
        entrySink?.begin(at: open)
        var entries = KeyedList<CatalogEntry>()
        var told = offset
        while let (key, position) = try nextMember(&cursor) {
            if let existing = entries.firstIndex(ofKey: key) {
                let first = entries[existing].value.position
                guard duplicateEntries != nil else { throw duplicateKey(key, at: position, first: first) }
                _ = try decodeEntry(key: key, position: position)
                duplicateEntries?.append(StringCatalog.DuplicateEntry(key: key, position: position, first: first))
                continue
            }
            let entry = try decodeEntry(key: key, position: position)
            entries.append(key: key, value: entry)
            entrySink?.take(key, entry, offset: offset)
            if let readPast, offset - told >= 1 << 20 {
                readPast(offset)
                told = offset
            }
        }
        entrySink?.endOfStrings(at: offset)
        return entries
    }

    mutating func decodeEntry(key entryKey: String, position entryPosition: SourcePosition) throws(CatalogError) -> CatalogEntry {
        var cursor = try beginObject(field: entryKey)
        var entry = CatalogEntry(key: entryKey, position: entryPosition)
        var extractionPosition: SourcePosition?
        var shouldTranslatePosition: SourcePosition?
        var autoGeneratedPosition: SourcePosition?
        var generatesSymbolPosition: SourcePosition?
        var localizationsPosition: SourcePosition?
        while let (key, position) = try nextMember(&cursor) {
            switch key {
            case "comment":
                try checkFirst(entry.commentPosition, key, position)
                entry.commentPosition = position
                // `"comment": null` (Mammoth's catalog, written by a script): no comment, kept as written.
                if try peekKind() == .null {
                    try readExtra(key, position, into: &entry.extra)
                } else {
                    entry.comment = try readString(field: key)
                }
            case "extractionState":
                try checkFirst(extractionPosition, key, position)
                extractionPosition = position
                entry.extractionState = ExtractionState(rawValue: try readString(field: key))
            case "shouldTranslate":
                try checkFirst(shouldTranslatePosition, key, position)
                shouldTranslatePosition = position
                entry.shouldTranslate = try readBool(field: key)
            case "isCommentAutoGenerated":
                try checkFirst(autoGeneratedPosition, key, position)
                autoGeneratedPosition = position
                entry.isCommentAutoGenerated = try readBool(field: key)
            case "generatesSymbol":
                try checkFirst(generatesSymbolPosition, key, position)
                generatesSymbolPosition = position
                entry.generatesSymbol = try readBool(field: key)
            case "localizations":
                try checkFirst(localizationsPosition, key, position)
                localizationsPosition = position
                let (localizations, skippedAny) = try decodeLocalizations()
                entry.localizations = localizations
                entry.keepsEmptyLocalizations = localizations.isEmpty && !skippedAny
            default:
                try readExtra(key, position, into: &entry.extra)
            }
        }
        return entry
    }

    /// The localizations of an entry, and whether any was skipped (see ``keptLanguages``).
    mutating func decodeLocalizations() throws(CatalogError) -> (KeyedList<Localization>, skippedAny: Bool) {
        var cursor = try beginObject(field: "localizations")
        var localizations = KeyedList<Localization>()
        localizations.reserveCapacity(lastLocalizationCount)
        var skipped: [(language: String, position: SourcePosition)] = []
        while let (key, position) = try nextMember(&cursor) {
            if let existing = localizations.firstIndex(ofKey: key) {
                throw duplicateKey(key, at: position, first: localizations[existing].value.position)
            }
            if let keptLanguages, !keptLanguages.contains(key) {
                if let first = skipped.first(where: { $0.language.hasSameScalars(as: key) }) {
                    throw duplicateKey(key, at: position, first: first.position)
                }
                skipped.append((key, position))
                try skipValue()
                continue
            }
            localizations.append(key: key, value: try decodeLocalization(language: key, position: position))
        }
        lastLocalizationCount = localizations.count
        return (localizations, !skipped.isEmpty)
    }

    mutating func decodeLocalization(language: String, position: SourcePosition) throws(CatalogError) -> Localization {
        var cursor = try beginObject(field: language)
        var localization = Localization(position: position)
        var substitutionsPosition: SourcePosition?
        while let (key, position) = try nextMember(&cursor) {
            switch key {
            case "stringUnit":
                try checkFirst(localization.stringUnit?.position, key, position)
                localization.stringUnit = try decodeStringUnit(position: position)
            case "stringSet":
                try checkFirst(localization.stringSet?.position, key, position)
                localization.stringSet = try decodeStringSet(position: position)
            case "variations":
                try checkFirst(localization.variations?.position, key, position)
                localization.variations = try decodeVariations(position: position)
            case "substitutions":
                try checkFirst(substitutionsPosition, key, position)
                substitutionsPosition = position
                localization.substitutions = try decodeSubstitutions()
            default:
                try readExtra(key, position, into: &localization.extra)
            }
        }
        return localization
    }

    mutating func decodeStringUnit(position unitPosition: SourcePosition) throws(CatalogError) -> StringUnit {
        var cursor = try beginObject(field: "stringUnit")
        var state: (TranslationState, SourcePosition)?
        var value: (String, SourcePosition)?
        var extra: [JSONMember] = []
        while let (key, position) = try nextMember(&cursor) {
            switch key {
            case "state":
                try checkFirst(state?.1, key, position)
                let valuePosition = self.position
                state = (TranslationState(rawValue: try readString(field: key)), valuePosition)
            case "value":
                try checkFirst(value?.1, key, position)
                let valuePosition = self.position
                value = (try readString(field: key), valuePosition)
            default:
                try readExtra(key, position, into: &extra)
            }
        }
        guard let value else { throw error("missing 'value' in 'stringUnit'", at: cursor.position) }
        // A value without a state (a catalog written by hand or by a script): a value Foundation shows.
        guard let state else {
            var unit = StringUnit(
                state: .translated, value: value.0, extra: extra, position: unitPosition, statePosition: value.1,
                valuePosition: value.1)
            unit.isStateWritten = false
            return unit
        }
        return StringUnit(
            state: state.0, value: value.0, extra: extra, position: unitPosition, statePosition: state.1,
            valuePosition: value.1)
    }

    mutating func decodeStringSet(position setPosition: SourcePosition) throws(CatalogError) -> StringSet {
        var cursor = try beginObject(field: "stringSet")
        var set = StringSet(state: nil, values: [], position: setPosition)
        var statePosition: SourcePosition?
        var valuesPosition: SourcePosition?
        while let (key, position) = try nextMember(&cursor) {
            switch key {
            case "state":
                try checkFirst(statePosition, key, position)
                statePosition = position
                set.state = TranslationState(rawValue: try readString(field: key))
            case "values":
                try checkFirst(valuesPosition, key, position)
                valuesPosition = position
                var array = try beginArray(field: key)
                var values: [String] = []
                while try nextElement(&array) {
                    set.valuePositions.append(self.position)
                    values.append(try readString(field: "values"))
                }
                set.values = values
            default:
                try readExtra(key, position, into: &set.extra)
            }
        }
        if valuesPosition == nil { throw error("missing 'values' in 'stringSet'", at: cursor.position) }
        return set
    }

    mutating func decodeVariations(position variationsPosition: SourcePosition) throws(CatalogError) -> Variations {
        var cursor = try beginObject(field: "variations")
        var variations = Variations(position: variationsPosition)
        var pluralPosition: SourcePosition?
        var devicePosition: SourcePosition?
        while let (key, position) = try nextMember(&cursor) {
            switch key {
            case "plural":
                try checkFirst(pluralPosition, key, position)
                pluralPosition = position
                variations.plural = try decodeVariationCases(field: key)
            case "device":
                try checkFirst(devicePosition, key, position)
                devicePosition = position
                variations.device = try decodeVariationCases(field: key)
            default:
                try readExtra(key, position, into: &variations.extra)
            }
        }
        return variations
    }

    mutating func decodeVariationCases(field: String) throws(CatalogError) -> KeyedList<Variation> {
        var cursor = try beginObject(field: field)
        var cases = KeyedList<Variation>()
        cases.reserveCapacity(lastCaseCount)
        while let (key, position) = try nextMember(&cursor) {
            if let existing = cases.firstIndex(ofKey: key) {
                throw duplicateKey(key, at: position, first: cases[existing].value.position)
            }
            cases.append(key: key, value: try decodeVariation(name: key, position: position))
        }
        lastCaseCount = cases.count
        return cases
    }

    mutating func decodeVariation(name: String, position casePosition: SourcePosition) throws(CatalogError) -> Variation {
        var cursor = try beginObject(field: name)
        var variation = Variation(position: casePosition)
        while let (key, position) = try nextMember(&cursor) {
            switch key {
            case "stringUnit":
                try checkFirst(variation.stringUnit?.position, key, position)
                variation.stringUnit = try decodeStringUnit(position: position)
            case "variations":
                try checkFirst(variation.variations?.position, key, position)
                variation.variations = try decodeVariations(position: position)
            default:
                try readExtra(key, position, into: &variation.extra)
            }
        }
        return variation
    }

    mutating func decodeSubstitutions() throws(CatalogError) -> KeyedList<Substitution> {
        var cursor = try beginObject(field: "substitutions")
        var substitutions = KeyedList<Substitution>()
        while let (key, position) = try nextMember(&cursor) {
            if let existing = substitutions.firstIndex(ofKey: key) {
                throw duplicateKey(key, at: position, first: substitutions[existing].value.position)
            }
            substitutions.append(key: key, value: try decodeSubstitution(name: key, position: position))
        }
        return substitutions
    }

    mutating func decodeSubstitution(name: String, position namePosition: SourcePosition) throws(CatalogError) -> Substitution {
        var cursor = try beginObject(field: name)
        var substitution = Substitution(position: namePosition)
        var argNumPosition: SourcePosition?
        var specifierPosition: SourcePosition?
        while let (key, position) = try nextMember(&cursor) {
            switch key {
            case "argNum":
                try checkFirst(argNumPosition, key, position)
                argNumPosition = position
                substitution.argNumPosition = self.position
                substitution.argNum = try readInteger(field: key)
            case "formatSpecifier":
                try checkFirst(specifierPosition, key, position)
                specifierPosition = position
                substitution.formatSpecifierPosition = self.position
                substitution.formatSpecifier = try readString(field: key)
            case "variations":
                try checkFirst(substitution.variations?.position, key, position)
                substitution.variations = try decodeVariations(position: position)
            default:
                try readExtra(key, position, into: &substitution.extra)
            }
        }
        return substitution
    }
}
