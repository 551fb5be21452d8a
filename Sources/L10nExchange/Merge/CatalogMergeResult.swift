import XCStrings

/// What a three-way merge produced: the merged catalog and the places where both sides disagreed (ours kept).
public struct CatalogMergeResult: Sendable {
    /// The merged catalog; write it with ``StringCatalog/canonicalBytes(capacityHint:)``.
    public var catalog: StringCatalog
    /// Conflicts in the order of the merged file: top-level members, then by key and language.
    public var conflicts: [MergeConflict]
    /// Without a readable base: the places only one side had, kept (``MergeConflict/note``), in file order.
    public var keptFromOneSide: [MergeConflict]

    public init(catalog: StringCatalog, conflicts: [MergeConflict], keptFromOneSide: [MergeConflict] = []) {
        self.catalog = catalog
        self.conflicts = conflicts
        self.keptFromOneSide = keptFromOneSide
    }

    /// Whether both sides merged without a conflict.
    public var isClean: Bool { conflicts.isEmpty }
}
