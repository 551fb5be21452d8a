import XCStrings

extension CatalogDiff {
    /// How many changes of each sort a diff holds.
    public struct Counts: Sendable, Hashable {
        public var keysAdded = 0
        public var keysRemoved = 0
        public var keysRenamed = 0
        /// Keys neither added, removed nor renamed with at least one change.
        public var keysChanged = 0
        public var sourcesChanged = 0
        public var translationsAdded = 0
        public var translationsChanged = 0
        public var translationsRemoved = 0
        public var statesChanged = 0
        /// Comments, attributes and the catalog's own fields.
        public var otherChanges = 0
    }

    public var counts: Counts {
        var counts = Counts()
        var wholeKeys: Set<ScalarString> = []
        var changedKeys: Set<ScalarString> = []
        for change in changes {
            switch change.kind {
            case .keyAdded: counts.keysAdded += 1
            case .keyRemoved: counts.keysRemoved += 1
            case .keyRenamed: counts.keysRenamed += 1
            case .sourceChanged: counts.sourcesChanged += 1
            case .translationAdded: counts.translationsAdded += 1
            case .translationChanged: counts.translationsChanged += 1
            case .translationRemoved: counts.translationsRemoved += 1
            case .stateChanged: counts.statesChanged += 1
            case .commentChanged, .attributeChanged: counts.otherChanges += 1
            }
            if change.isKeyChange {
                wholeKeys.insert(ScalarString(change.key))
            } else if !change.key.isEmpty {
                changedKeys.insert(ScalarString(change.key))
            }
        }
        counts.keysChanged = changedKeys.subtracting(wholeKeys).count
        return counts
    }

    /// The counts as one line, zeros left out: `1 key added, 2 changed; 1 source changed; 3 translations added,
    /// 1 removed; 2 states changed`; `no translation changes` when there are none.
    public var summary: String {
        let counts = counts
        func part(_ noun: String, _ items: [(Int, String)]) -> String? {
            let present = items.filter { $0.0 > 0 }
            guard let first = present.first else { return nil }
            let head = CoverageReport.counted(first.0, noun) + " " + first.1
            return ([head] + present.dropFirst().map { "\($0.0) \($0.1)" }).joined(separator: ", ")
        }
        let parts = [
            part("key", [
                (counts.keysAdded, "added"), (counts.keysRemoved, "removed"), (counts.keysRenamed, "renamed"),
                (counts.keysChanged, "changed"),
            ]),
            part("source", [(counts.sourcesChanged, "changed")]),
            part("translation", [
                (counts.translationsAdded, "added"), (counts.translationsChanged, "changed"),
                (counts.translationsRemoved, "removed"),
            ]),
            part("state", [(counts.statesChanged, "changed")]),
            part("other change", [(counts.otherChanges, "")]).map { $0.trimmingSuffixSpace },
        ].compactMap { $0 }
        return parts.isEmpty ? "no translation changes" : parts.joined(separator: "; ")
    }
}

extension String {
    fileprivate var trimmingSuffixSpace: String { hasSuffix(" ") ? String(dropLast()) : self }
}
