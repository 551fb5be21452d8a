import XCStrings

// The three-way merge compares the three catalogs in a normal form, where two values are equal exactly when they
// write the same bytes:
// - positions are erased: they record where something stood in the file it was read from, and the sides are read
//   from different files;
// - every map (languages, plural and device cases, substitutions, unknown members at any depth) lists its keys in
//   ``KeyOrder``: the order of an object's members is never a change (the writer sorts them all), so a side that
//   only reorders them, by hand or with another tool, has changed nothing.
// Text is compared by Unicode scalars, as everywhere in the model (see ``ScalarString``).

extension StringCatalog {
    /// The catalog in the merge's normal form (entries keep their order: the merge visits them by key).
    package var mergeNormalForm: StringCatalog {
        var copy = self
        copy.sourceLanguagePosition = .unknown
        copy.versionPosition = .unknown
        copy.stringsPosition = .unknown
        copy.extra = extra.mergeNormalForm
        for index in copy.entries.indices { copy.entries[valueAt: index] = entries[index].value.mergeNormalForm }
        return copy
    }
}

extension CatalogEntry {
    package var mergeNormalForm: CatalogEntry {
        var copy = self
        copy.position = .unknown
        copy.commentPosition = nil
        copy.extra = extra.mergeNormalForm
        copy.localizations = localizations.sortedByKey.mapValues(\.mergeNormalForm)
        return copy
    }
}

extension Localization {
    package var mergeNormalForm: Localization {
        var copy = self
        copy.position = .unknown
        copy.stringUnit = stringUnit?.mergeNormalForm
        copy.stringSet = stringSet?.mergeNormalForm
        copy.variations = variations?.mergeNormalForm
        copy.substitutions = substitutions?.sortedByKey.mapValues(\.mergeNormalForm)
        copy.extra = extra.mergeNormalForm
        return copy
    }
}

extension StringUnit {
    package var mergeNormalForm: StringUnit {
        StringUnit(state: state, value: value, extra: extra.mergeNormalForm)
    }
}

extension StringSet {
    package var mergeNormalForm: StringSet {
        StringSet(state: state, values: values, extra: extra.mergeNormalForm)
    }
}

extension Variations {
    package var mergeNormalForm: Variations {
        Variations(
            plural: plural?.sortedByKey.mapValues(\.mergeNormalForm),
            device: device?.sortedByKey.mapValues(\.mergeNormalForm), extra: extra.mergeNormalForm)
    }
}

extension Variation {
    package var mergeNormalForm: Variation {
        Variation(
            stringUnit: stringUnit?.mergeNormalForm, variations: variations?.mergeNormalForm,
            extra: extra.mergeNormalForm)
    }
}

extension Substitution {
    package var mergeNormalForm: Substitution {
        Substitution(
            argNum: argNum, formatSpecifier: formatSpecifier, variations: variations?.mergeNormalForm,
            extra: extra.mergeNormalForm)
    }
}

extension KeyedList {
    /// The same keys in the same order with transformed values.
    func mapValues<T>(_ transform: (Value) -> T) -> KeyedList<T> {
        var result = KeyedList<T>()
        result.reserveCapacity(count)
        for (key, value) in self { result.append(key: key, value: transform(value)) }
        return result
    }

    /// The list with its keys in ``KeyOrder``; itself when they already are (a file Xcode wrote: one comparison
    /// per key, nothing copied).
    package var sortedByKey: KeyedList {
        guard !isInKeyOrder(keys) else { return self }
        return KeyedList(KeyOrder.sortedIndices(keys).map { (keys[$0], values[$0]) })
    }
}

extension Array where Element == JSONMember {
    /// Members with positions erased, in ``KeyOrder``, values in normal form.
    package var mergeNormalForm: [JSONMember] {
        if isEmpty { return self }
        let ordered = isInKeyOrder(map(\.key)) ? self : KeyOrder.sortedIndices(map(\.key)).map { self[$0] }
        return ordered.map { JSONMember(key: $0.key, value: $0.value.mergeNormalForm) }
    }
}

extension JSONValue {
    package var mergeNormalForm: JSONValue {
        switch self {
        case .object(let members): .object(members.mergeNormalForm)
        case .array(let elements): .array(elements.map(\.mergeNormalForm))
        default: self
        }
    }
}

/// Whether `keys` are in ``KeyOrder`` already.
private func isInKeyOrder(_ keys: [String]) -> Bool {
    keys.indices.dropFirst().allSatisfy { KeyOrder.compare(keys[$0 - 1], keys[$0]) <= 0 }
}
