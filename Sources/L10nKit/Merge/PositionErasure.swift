import XCStrings

// Positions record where something stood in the file it was read from. Two sides of a merge read from different
// files hold equal content at different positions, so the merge compares values with positions erased.

extension StringCatalog {
    /// The catalog with every ``SourcePosition`` set to ``SourcePosition/unknown``, so that equal content
    /// compares equal whichever file it came from.
    var erasingPositions: StringCatalog {
        var copy = self
        copy.sourceLanguagePosition = .unknown
        copy.versionPosition = .unknown
        copy.stringsPosition = .unknown
        copy.extra = extra.erasingPositions
        for index in copy.entries.indices { copy.entries[valueAt: index] = entries[index].value.erasingPositions }
        return copy
    }
}

extension CatalogEntry {
    var erasingPositions: CatalogEntry {
        var copy = self
        copy.position = .unknown
        copy.commentPosition = nil
        copy.extra = extra.erasingPositions
        for index in copy.localizations.indices {
            copy.localizations[valueAt: index] = localizations[index].value.erasingPositions
        }
        return copy
    }
}

extension Localization {
    var erasingPositions: Localization {
        var copy = self
        copy.position = .unknown
        copy.stringUnit = stringUnit?.erasingPositions
        copy.stringSet = stringSet?.erasingPositions
        copy.variations = variations?.erasingPositions
        copy.substitutions = substitutions?.mapValues(\.erasingPositions)
        copy.extra = extra.erasingPositions
        return copy
    }
}

extension StringUnit {
    var erasingPositions: StringUnit {
        StringUnit(state: state, value: value, extra: extra.erasingPositions)
    }
}

extension StringSet {
    var erasingPositions: StringSet {
        StringSet(state: state, values: values, extra: extra.erasingPositions)
    }
}

extension Variations {
    var erasingPositions: Variations {
        Variations(
            plural: plural?.mapValues(\.erasingPositions), device: device?.mapValues(\.erasingPositions),
            extra: extra.erasingPositions)
    }
}

extension Variation {
    var erasingPositions: Variation {
        Variation(
            stringUnit: stringUnit?.erasingPositions, variations: variations?.erasingPositions,
            extra: extra.erasingPositions)
    }
}

extension Substitution {
    var erasingPositions: Substitution {
        Substitution(
            argNum: argNum, formatSpecifier: formatSpecifier, variations: variations?.erasingPositions,
            extra: extra.erasingPositions)
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
}

extension Array where Element == JSONMember {
    var erasingPositions: [JSONMember] {
        isEmpty ? self : map { JSONMember(key: $0.key, value: $0.value.erasingPositions) }
    }
}

extension JSONValue {
    var erasingPositions: JSONValue {
        switch self {
        case .object(let members): .object(members.erasingPositions)
        case .array(let elements): .array(elements.map(\.erasingPositions))
        default: self
        }
    }
}
