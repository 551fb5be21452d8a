/// Where a string unit stands inside a localization, as dotted components:
/// `""` (the plain `stringUnit`), `plural.one`, `device.iphone`, `device.iphone.plural.one`,
/// `substitutions.count.plural.few`.
public struct VariantPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var components: [String]

    public init(_ components: [String] = []) { self.components = components }

    /// The plain string unit of a localization.
    public static let root = VariantPath()

    public var isRoot: Bool { components.isEmpty }

    /// The path one level deeper.
    public func appending(_ component: String...) -> VariantPath { VariantPath(components + component) }

    /// The dotted form, e.g. `substitutions.count.plural.few`; empty for the root.
    public var description: String { components.joined(separator: ".") }

    /// Components are compared by Unicode scalars, as Foundation compares (see ``ScalarString``).
    public static func == (lhs: VariantPath, rhs: VariantPath) -> Bool {
        lhs.components.elementsEqual(rhs.components) { $0.hasSameScalars(as: $1) }
    }

    public static func < (lhs: VariantPath, rhs: VariantPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components) { ScalarString($0) < ScalarString($1) }
    }
}

/// A string unit found by walking a localization, with its path.
public struct LocatedStringUnit: Sendable, Hashable {
    public var path: VariantPath
    public var unit: StringUnit
}
