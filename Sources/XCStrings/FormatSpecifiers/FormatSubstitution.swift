/// What a String Catalog substitution (`"substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld"}}`)
/// tells a format signature: which argument it reads and as what.
///
///     FormatSubstitution(argumentNumber: 2, formatSpecifier: "lld").kind   // .int
///     FormatSubstitution().kind                                            // nil: unknown, matches anything
public struct FormatSubstitution: Sendable, Hashable {
    /// `argNum`; `nil` when unknown (the reference then takes the next argument in order).
    public var argumentNumber: Int?
    /// `formatSpecifier` without the `%`, e.g. `lld`, `d`, `@`, `.1f`.
    public var formatSpecifier: String?

    public init(argumentNumber: Int? = nil, formatSpecifier: String? = nil) {
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
    }

    /// The kind ``formatSpecifier`` reads; `nil` when absent or not a conversion.
    public var kind: FormatArgumentKind? {
        guard let formatSpecifier else { return nil }
        let parsed = FormatSpecifier.parse("%" + formatSpecifier)
        guard parsed.count == 1, parsed[0].length == formatSpecifier.utf8.count + 1 else { return nil }
        return parsed[0].argumentKind
    }
}
