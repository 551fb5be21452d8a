import XCStrings

/// Three-way merge of String Catalogs, at the level of entries, entry fields, localizations and, inside a
/// localization, each string unit of its variations and substitutions.
///
///     let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
///     for conflict in result.conflicts { print(conflict) }   // conflict: 'home.title' ['es']: changed on both sides
///     let bytes = result.catalog.canonicalBytes()
///
/// Values are compared as they would be written: the order of an object's members is never a change (a side that
/// only reorders languages, plural cases or substitutions changed nothing), and text is compared by Unicode
/// scalars, as Foundation compares (a value changed from `é` to `e` + U+0301 has changed; see ``ScalarString``).
///
/// At every place (an entry, a field such as `comment`, a localization, a string unit, an unknown member):
/// - a change on one side only is taken (a removal is a change);
/// - the same change on both sides is taken;
/// - different changes on both sides are a conflict: ours is kept and the conflict is listed. When both sides
///   still have the place (an entry both edited, a localization both edited), the merge goes one level deeper
///   first, so `es` changed on one side and `fr` on the other merge cleanly, as do `plural.one` and
///   `plural.other` of the same language. A string unit (state and value together) is never split.
///
/// `version` is never a conflict: when both sides changed it, the higher version wins (Xcode upgrades it on
/// save and reads older ones).
///
/// Without a base that can be read (``mergeWithoutBase(ours:theirs:)``), nothing tells an addition from a
/// deletion: what both sides agree on is kept, a place only one side has is kept (keeping it loses nothing; a
/// note names it), and a place both sides hold with different values is a conflict, ours kept.
public enum ThreeWayMerge {
    /// Merges `ours` and `theirs`, both derived from `base`. A nil base (the file did not exist, as git passes
    /// for a file added on both branches) means nothing was in common.
    public static func merge(base: StringCatalog?, ours: StringCatalog, theirs: StringCatalog) -> CatalogMergeResult {
        var merger = Merger()
        let catalog = merger.mergeCatalog(
            base: base?.mergeNormalForm, ours: ours.mergeNormalForm, theirs: theirs.mergeNormalForm)
        return CatalogMergeResult(catalog: catalog, conflicts: fileOrder(merger.conflicts))
    }

    /// Merges `ours` and `theirs` when their base exists but cannot be read (it is not a valid catalog): what they
    /// agree on is kept; a place only one side has is kept too (nothing tells whether the other side removed it or
    /// this one added it, and keeping it loses nothing), named in ``CatalogMergeResult/keptFromOneSide``; a place
    /// both hold with different values is a conflict, ours kept.
    ///
    ///     ThreeWayMerge.mergeWithoutBase(ours: ours, theirs: theirs).keptFromOneSide.first?.note
    ///     // "note: 'home.title' ['fr']: only in theirs (no readable base), kept"
    public static func mergeWithoutBase(ours: StringCatalog, theirs: StringCatalog) -> CatalogMergeResult {
        var merger = Merger()
        merger.withoutBase = true
        let catalog = merger.mergeCatalog(base: nil, ours: ours.mergeNormalForm, theirs: theirs.mergeNormalForm)
        return CatalogMergeResult(
            catalog: catalog, conflicts: fileOrder(merger.conflicts), keptFromOneSide: fileOrder(merger.keptFromOneSide))
    }

    /// Conflicts in the order the merged file lists their places: top-level members first, then by key and
    /// language in Xcode's order (places inside one localization keep the order met).
    static func fileOrder(_ conflicts: [MergeConflict]) -> [MergeConflict] {
        conflicts.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if !a.key.hasSameScalars(as: b.key) {
                guard let left = a.key else { return true }
                guard let right = b.key else { return false }
                return KeyOrder.areInIncreasingOrder(left, right)
            }
            if !a.language.hasSameScalars(as: b.language) {
                guard let left = a.language else { return true }
                guard let right = b.language else { return false }
                return KeyOrder.areInIncreasingOrder(left, right)
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// The recursive merge, collecting conflicts with the place they occur.
struct Merger {
    private(set) var conflicts: [MergeConflict] = []
    /// Without a base: the places only one side had, kept.
    private(set) var keptFromOneSide: [MergeConflict] = []
    /// Whether the base is unknown (it could not be read): then only what both sides agree on is taken.
    var withoutBase = false
    private var key: String?
    private var language: String?
    private var path: [String] = []

    // MARK: Generic rules

    /// The three-way rule for a value that is never split.
    mutating func leaf<T: Equatable>(_ base: T?, _ ours: T?, _ theirs: T?, at component: String? = nil) -> T? {
        if ours == theirs { return ours }
        if !withoutBase && ours == base { return theirs }
        if !withoutBase && theirs == base { return ours }
        if let kept = keptWithoutBase(ours, theirs, at: component) { return kept }
        record(base, ours, theirs, at: component)
        return ours
    }

    /// Without a base, a place only one side has: that side's value, noted; nil otherwise.
    private mutating func keptWithoutBase<T>(_ ours: T?, _ theirs: T?, at component: String?) -> T? {
        guard withoutBase, (ours == nil) != (theirs == nil) else { return nil }
        keptFromOneSide.append(
            MergeConflict(
                key: key, language: language, path: path + (component.map { [$0] } ?? []),
                kind: ours == nil ? .onlyInTheirs : .onlyInOurs))
        return ours ?? theirs
    }

    /// ``leaf(_:_:_:at:)`` for a text field, compared by Unicode scalars (see ``ScalarString``), not by Swift's
    /// `==`, for which a change from `é` to `e` + U+0301 is no change.
    mutating func leaf(_ base: String?, _ ours: String?, _ theirs: String?, at component: String) -> String? {
        let text = { (string: String?) in string.map { ScalarString($0) } }
        return leaf(text(base), text(ours), text(theirs), at: component)?.string
    }

    /// The three-way rule for a value both sides may have changed in different parts: when both still have
    /// it, `merge` combines the parts (its base is nil when the value is new on both sides).
    mutating func node<T: Equatable>(
        _ base: T?, _ ours: T?, _ theirs: T?, at component: String? = nil,
        _ merge: (inout Merger, T?, T, T) -> T
    ) -> T? {
        if ours == theirs { return ours }
        if !withoutBase && ours == base { return theirs }
        if !withoutBase && theirs == base { return ours }
        guard let ours, let theirs else {
            if let kept = keptWithoutBase(ours, theirs, at: component) { return kept }
            record(base, ours, theirs, at: component)
            return ours
        }
        if let component { path.append(component) }
        defer { if component != nil { path.removeLast() } }
        return merge(&self, base, ours, theirs)
    }

    /// Merges two maps key by key; keys keep ours' order, then the keys only theirs has.
    mutating func map<V: Equatable>(
        _ base: KeyedList<V>?, _ ours: KeyedList<V>, _ theirs: KeyedList<V>,
        _ mergeValue: (inout Merger, String, V?, V?, V?) -> V?
    ) -> KeyedList<V> {
        var result = KeyedList<V>()
        result.reserveCapacity(Swift.max(ours.count, theirs.count))
        for (name, value) in ours {
            if let merged = mergeValue(&self, name, base?[name], value, theirs[name]) {
                result.append(key: name, value: merged)
            }
        }
        for (name, value) in theirs where !ours.contains(key: name) {
            if let merged = mergeValue(&self, name, base?[name], nil, value) {
                result.append(key: name, value: merged)
            }
        }
        // Keys in base that both sides removed stay removed: nothing to visit.
        return result
    }

    /// Unknown members of an object: each member is a value that is never split.
    mutating func members(_ base: [JSONMember]?, _ ours: [JSONMember], _ theirs: [JSONMember]) -> [JSONMember] {
        if ours == theirs { return ours }
        if ours == base { return theirs }
        if theirs == base { return ours }
        func list(_ members: [JSONMember]) -> KeyedList<JSONValue> { KeyedList(members.map { ($0.key, $0.value) }) }
        let merged = map(base.map(list), list(ours), list(theirs)) { merger, name, base, ours, theirs in
            merger.leaf(base, ours, theirs, at: name)
        }
        return merged.map { JSONMember(key: $0.key, value: $0.value) }
    }

    private mutating func record<T>(_ base: T?, _ ours: T?, _ theirs: T?, at component: String?) {
        let kind: MergeConflict.Kind
        if withoutBase {
            kind = ours == nil ? .onlyInTheirs : theirs == nil ? .onlyInOurs : .differentWithoutBase
        } else if ours == nil {
            kind = .removedInOursChangedInTheirs
        } else if theirs == nil {
            kind = .changedInOursRemovedInTheirs
        } else {
            kind = base == nil ? .addedOnBothSides : .changedOnBothSides
        }
        conflicts.append(
            MergeConflict(key: key, language: language, path: path + (component.map { [$0] } ?? []), kind: kind))
    }

    // MARK: Catalog model

    mutating func mergeCatalog(base: StringCatalog?, ours: StringCatalog, theirs: StringCatalog) -> StringCatalog {
        var result = ours
        result.sourceLanguage =
            leaf(base?.sourceLanguage, ours.sourceLanguage, theirs.sourceLanguage, at: "sourceLanguage")
            ?? ours.sourceLanguage
        result.version = Self.mergeVersion(base?.version, ours.version, theirs.version)
        result.extra = members(base?.extra, ours.extra, theirs.extra)
        result.endsWithNewline = quiet(base?.endsWithNewline, ours.endsWithNewline, theirs.endsWithNewline)
        result.entries = map(base?.entries, ours.entries, theirs.entries) { merger, key, base, ours, theirs in
            merger.key = key
            defer { merger.key = nil }
            return merger.node(base, ours, theirs) { merger, base, ours, theirs in
                merger.mergeEntry(base: base, ours: ours, theirs: theirs)
            }
        }
        return result
    }

    mutating func mergeEntry(base: CatalogEntry?, ours: CatalogEntry, theirs: CatalogEntry) -> CatalogEntry {
        var result = ours
        result.comment = leaf(base?.comment, ours.comment, theirs.comment, at: "comment")
        result.commentPosition = nil
        result.extractionState = leaf(
            base?.extractionState, ours.extractionState, theirs.extractionState, at: "extractionState")
        result.shouldTranslate = leaf(
            base?.shouldTranslate, ours.shouldTranslate, theirs.shouldTranslate, at: "shouldTranslate")
        result.isCommentAutoGenerated = leaf(
            base?.isCommentAutoGenerated, ours.isCommentAutoGenerated, theirs.isCommentAutoGenerated,
            at: "isCommentAutoGenerated")
        result.generatesSymbol = leaf(
            base?.generatesSymbol, ours.generatesSymbol, theirs.generatesSymbol, at: "generatesSymbol")
        result.extra = members(base?.extra, ours.extra, theirs.extra)
        result.keepsEmptyLocalizations = quiet(
            base?.keepsEmptyLocalizations, ours.keepsEmptyLocalizations, theirs.keepsEmptyLocalizations)
        result.localizations = map(base?.localizations, ours.localizations, theirs.localizations) {
            merger, language, base, ours, theirs in
            merger.mergeLanguage(language, base, ours, theirs)
        }
        return result
    }

    /// One language's localization, with the language recorded for conflict reports.
    /// Swift 6.3.1's optimizer crashes ("Found ownership error?!", CopyPropagation) on this function in release
    /// builds, closure or not; `@_optimize(none)` keeps the rest of the merge optimized.
    @_optimize(none)
    mutating func mergeLanguage(
        _ language: String, _ base: Localization?, _ ours: Localization?, _ theirs: Localization?
    ) -> Localization? {
        self.language = language
        let merged = node(base, ours, theirs) { merger, base, ours, theirs in
            merger.mergeLocalization(base: base, ours: ours, theirs: theirs)
        }
        self.language = nil
        return merged
    }

    mutating func mergeLocalization(base: Localization?, ours: Localization, theirs: Localization) -> Localization {
        var result = ours
        result.stringUnit = leaf(base?.stringUnit, ours.stringUnit, theirs.stringUnit)
        result.stringSet = leaf(base?.stringSet, ours.stringSet, theirs.stringSet, at: "stringSet")
        result.variations = node(base?.variations, ours.variations, theirs.variations) { merger, base, ours, theirs in
            merger.mergeVariations(base: base, ours: ours, theirs: theirs)
        }
        result.substitutions = node(
            base?.substitutions, ours.substitutions, theirs.substitutions, at: "substitutions"
        ) { merger, base, ours, theirs in
            merger.map(base, ours, theirs) { merger, name, base, ours, theirs in
                merger.node(base, ours, theirs, at: name) { merger, base, ours, theirs in
                    merger.mergeSubstitution(base: base, ours: ours, theirs: theirs)
                }
            }
        }
        result.extra = members(base?.extra, ours.extra, theirs.extra)
        return result
    }

    mutating func mergeVariations(base: Variations?, ours: Variations, theirs: Variations) -> Variations {
        var result = ours
        for (kind, keyPath) in [("plural", \Variations.plural), ("device", \Variations.device)] {
            result[keyPath: keyPath] = node(
                base?[keyPath: keyPath], ours[keyPath: keyPath], theirs[keyPath: keyPath], at: kind
            ) { merger, base, ours, theirs in
                merger.map(base, ours, theirs) { merger, name, base, ours, theirs in
                    merger.node(base, ours, theirs, at: name) { merger, base, ours, theirs in
                        merger.mergeVariation(base: base, ours: ours, theirs: theirs)
                    }
                }
            }
        }
        result.extra = members(base?.extra, ours.extra, theirs.extra)
        return result
    }

    mutating func mergeVariation(base: Variation?, ours: Variation, theirs: Variation) -> Variation {
        var result = ours
        result.stringUnit = leaf(base?.stringUnit, ours.stringUnit, theirs.stringUnit)
        result.variations = node(base?.variations, ours.variations, theirs.variations) { merger, base, ours, theirs in
            merger.mergeVariations(base: base, ours: ours, theirs: theirs)
        }
        result.extra = members(base?.extra, ours.extra, theirs.extra)
        return result
    }

    mutating func mergeSubstitution(base: Substitution?, ours: Substitution, theirs: Substitution) -> Substitution {
        var result = ours
        result.argNum = leaf(base?.argNum, ours.argNum, theirs.argNum, at: "argNum")
        result.formatSpecifier = leaf(
            base?.formatSpecifier, ours.formatSpecifier, theirs.formatSpecifier, at: "formatSpecifier")
        result.variations = node(base?.variations, ours.variations, theirs.variations) { merger, base, ours, theirs in
            merger.mergeVariations(base: base, ours: ours, theirs: theirs)
        }
        result.extra = members(base?.extra, ours.extra, theirs.extra)
        return result
    }

    // MARK: Presentation details

    /// The three-way rule for layout details that are not worth a conflict (ours wins a disagreement).
    func quiet<T: Equatable>(_ base: T?, _ ours: T, _ theirs: T) -> T {
        ours == base ? theirs : ours
    }

    /// The three-way rule for `version`; a disagreement takes the higher version.
    static func mergeVersion(_ base: String?, _ ours: String, _ theirs: String) -> String {
        if ours.hasSameScalars(as: theirs) || base.hasSameScalars(as: theirs) { return ours }
        if base.hasSameScalars(as: ours) { return theirs }
        return compareVersions(ours, theirs) < 0 ? theirs : ours
    }

    /// Compares dotted versions numerically (`1.10` > `1.9`); non-numeric parts compare as text.
    static func compareVersions(_ lhs: String, _ rhs: String) -> Int {
        let left = lhs.split(separator: ".", omittingEmptySubsequences: false)
        let right = rhs.split(separator: ".", omittingEmptySubsequences: false)
        for index in 0..<Swift.max(left.count, right.count) {
            let a = index < left.count ? left[index] : "0"
            let b = index < right.count ? right[index] : "0"
            if let x = Int(a), let y = Int(b) {
                if x != y { return x < y ? -1 : 1 }
            } else if a != b {
                return a < b ? -1 : 1
            }
        }
        return 0
    }
}
