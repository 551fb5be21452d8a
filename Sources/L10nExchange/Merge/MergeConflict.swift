/// A place both sides of a three-way merge changed in different ways. The merge keeps `ours` there.
///
///     MergeConflict(key: "home.title", language: "es", path: [], kind: .changedOnBothSides).description
///     // "conflict: 'home.title' ['es']: changed on both sides"
///     MergeConflict(key: "files", language: "ru", path: ["plural", "few"], kind: .addedOnBothSides).description
///     // "conflict: 'files' ['ru'] 'plural.few': added on both sides with different values"
public struct MergeConflict: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// Base had a value; ours and theirs both changed it, differently.
        case changedOnBothSides
        /// Base had nothing; ours and theirs both added a value, differently.
        case addedOnBothSides
        /// Ours removed what theirs changed (the merge keeps it removed).
        case removedInOursChangedInTheirs
        /// Ours changed what theirs removed (the merge keeps ours' value).
        case changedInOursRemovedInTheirs
        /// No readable base: ours and theirs have different values.
        case differentWithoutBase
        /// No readable base: only ours has the place (kept: a note, not a conflict).
        case onlyInOurs
        /// No readable base: only theirs has the place (kept: a note, not a conflict).
        case onlyInTheirs

        /// The same conflict seen from the other side (ours and theirs swapped).
        public var swapped: Kind {
            switch self {
            case .changedOnBothSides, .addedOnBothSides, .differentWithoutBase: self
            case .removedInOursChangedInTheirs: .changedInOursRemovedInTheirs
            case .changedInOursRemovedInTheirs: .removedInOursChangedInTheirs
            case .onlyInOurs: .onlyInTheirs
            case .onlyInTheirs: .onlyInOurs
            }
        }

        var message: String {
            switch self {
            case .changedOnBothSides: "changed on both sides"
            case .addedOnBothSides: "added on both sides with different values"
            case .removedInOursChangedInTheirs: "removed in ours, changed in theirs"
            case .changedInOursRemovedInTheirs: "changed in ours, removed in theirs"
            case .differentWithoutBase: "different on both sides (no readable base)"
            case .onlyInOurs: "only in ours (no readable base), kept"
            case .onlyInTheirs: "only in theirs (no readable base), kept"
            }
        }
    }

    /// The entry's key; nil for a top-level member of the catalog (`sourceLanguage`, an unknown field).
    public var key: String?
    /// The localization's language; nil for the whole entry or one of its fields (`comment`, …).
    public var language: String?
    /// Where below the entry or localization: `[]` for the entry itself or the plain string unit,
    /// `["comment"]`, `["plural", "one"]`, `["substitutions", "count", "argNum"]`, …
    public var path: [String]
    public var kind: Kind

    public init(key: String?, language: String?, path: [String], kind: Kind) {
        self.key = key
        self.language = language
        self.path = path
        self.kind = kind
    }

    /// Where the conflict is, e.g. `'home.title' ['es'] 'plural.one'`.
    public var place: String {
        var parts: [String] = []
        if let key { parts.append("'\(key)'") }
        if let language { parts.append("['\(language)']") }
        if !path.isEmpty { parts.append("'\(path.joined(separator: "."))'") }
        return parts.joined(separator: " ")
    }

    /// `conflict: 'home.title' ['es']: changed on both sides`.
    public var description: String { "conflict: \(place): \(kind.message)" }

    /// A place kept from one side of a merge without a readable base:
    /// `note: 'home.title' ['fr']: only in theirs (no readable base), kept`.
    public var note: String { "note: \(place): \(kind.message)" }
}
