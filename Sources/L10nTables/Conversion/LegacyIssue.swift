import XCStrings

/// Something a legacy table holds that a catalog cannot say the same way, found while converting it: kept in
/// the catalog (never dropped) and listed so `check` and `migrate` can report it with its place.
public struct LegacyIssue: Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// A key defined twice in one file: the last definition counts.
        case duplicateKey = "duplicate-key"
        /// A key in both a `.strings` and a `.stringsdict` file of one language: the `.stringsdict` counts.
        case stringsAndStringsdict = "strings-and-stringsdict"
        /// A key no development-language file has.
        case notInDevelopmentLanguage = "not-in-development-language"
        /// `NSStringVariableWidthRuleType`: catalogs have no width variants; the widest one is kept.
        case widthVariants = "width-variants"
        /// Plural translations flattened into a `.strings` file (``FlattenedPluralKey``): read back as plurals.
        case flattenedPlurals = "flattened-plurals"
    }

    public var kind: Kind
    public var key: String
    public var file: String
    public var position: SourcePosition
    public var message: String
}
