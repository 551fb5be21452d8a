import XCStrings

extension CatalogMergeResult {
    /// Where each conflict's kept value stands in the merged file (`bytes` is the merged catalog's canonical
    /// form): the deepest part of the conflict's place that exists there, or nil when nothing does (a key kept
    /// removed). In the same order as ``conflicts``.
    ///
    ///     result.conflictPositions(in: bytes)   // [SourcePosition(line: 12, column: 9), nil]
    public func conflictPositions(in bytes: [UInt8]) -> [SourcePosition?] {
        positions(of: conflicts, in: bytes)
    }

    /// ``conflictPositions(in:)`` for any places of this merge (``keptFromOneSide``), in their order.
    public func positions(of places: [MergeConflict], in bytes: [UInt8]) -> [SourcePosition?] {
        guard !places.isEmpty, let merged = try? StringCatalog(bytes: bytes, path: "") else {
            return places.map { _ in nil }
        }
        return places.map { conflict in
            guard let key = conflict.key else {
                switch conflict.path.first {
                case "sourceLanguage": return merged.sourceLanguagePosition
                case "version": return merged.versionPosition
                default: return merged.extra.first { conflict.path.first.hasSameScalars(as: $0.key) }?.position
                }
            }
            guard let entry = merged[key] else { return nil }
            guard let language = conflict.language else {
                if conflict.path == ["comment"], let position = entry.commentPosition { return position }
                return entry.extra.first { conflict.path.first.hasSameScalars(as: $0.key) }?.position ?? entry.position
            }
            guard let localization = entry.localizations[language] else { return entry.position }
            return localization.position(of: conflict.path[...]) ?? localization.position
        }
    }
}

extension Localization {
    /// The position of the deepest part of `path` (`plural.one`, `substitutions.count.argNum`) found here.
    fileprivate func position(of path: ArraySlice<String>) -> SourcePosition? {
        guard let first = path.first else { return stringUnit?.position }
        if first == "substitutions" {
            guard path.count >= 2, let substitution = substitutions?[path[path.startIndex + 1]] else { return nil }
            let rest = path.dropFirst(2)
            switch rest.first {
            case nil: return substitution.position
            case "argNum": return substitution.argNumPosition
            case "formatSpecifier": return substitution.formatSpecifierPosition
            default: return substitution.variations?.position(of: rest) ?? substitution.position
            }
        }
        if first == "stringSet" { return stringSet?.position }
        if let found = variations?.position(of: path) { return found }
        return extra.first { $0.key.hasSameScalars(as: first) }?.position
    }
}

extension Variations {
    fileprivate func position(of path: ArraySlice<String>) -> SourcePosition? {
        guard let kind = path.first else { return position }
        let cases = kind == "plural" ? plural : kind == "device" ? device : nil
        guard let cases else { return extra.first { $0.key.hasSameScalars(as: kind) }?.position }
        guard path.count >= 2, let variation = cases[path[path.startIndex + 1]] else { return position }
        let rest = path.dropFirst(2)
        if rest.isEmpty { return variation.stringUnit?.position ?? variation.position }
        return variation.variations?.position(of: rest) ?? variation.position
    }
}
