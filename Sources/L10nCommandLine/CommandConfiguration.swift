/// How a subcommand presents itself: its name, a one-line abstract, a longer discussion, and its arguments.
/// Modelled on swift-argument-parser's `CommandConfiguration`, written by hand.
///
///     CommandConfiguration(
///         name: "format", abstract: "Rewrite catalogs in Xcode's canonical form.",
///         arguments: [.flag("--check", help: "Write nothing; list files that are not canonical."),
///                     .positional("path", help: "A catalog or a folder.", repeating: true)])
public struct CommandConfiguration: Sendable {
    public var name: String
    public var abstract: String
    public var discussion: String
    public var arguments: [ArgumentDefinition]
    /// Extra usage lines when one line cannot say it (e.g. two modes of `merge`); empty means generated.
    public var usages: [String]

    public init(
        name: String, abstract: String, discussion: String = "", arguments: [ArgumentDefinition] = [],
        usages: [String] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.usages = usages
    }
}

/// One flag, option or positional argument of a command.
public struct ArgumentDefinition: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `--strict`: present or not.
        case flag
        /// `--format <format>`: takes one value; `repeating` options collect every occurrence.
        case option(valueName: String, repeating: Bool)
        /// `<path> ...`
        case positional(repeating: Bool, optional: Bool)
    }

    /// For flags and options the spellings (`-q`, `--quiet`), long one last; for a positional its value name.
    public var names: [String]
    public var kind: Kind
    public var help: String

    /// The name results are looked up by: the long spelling, or the positional's name.
    public var key: String { names.last ?? "" }

    public static func flag(_ names: String..., help: String) -> ArgumentDefinition {
        ArgumentDefinition(names: names, kind: .flag, help: help)
    }

    public static func option(
        _ names: String..., valueName: String, repeating: Bool = false, help: String
    ) -> ArgumentDefinition {
        ArgumentDefinition(names: names, kind: .option(valueName: valueName, repeating: repeating), help: help)
    }

    public static func positional(
        _ name: String, help: String, repeating: Bool = false, optional: Bool = true
    ) -> ArgumentDefinition {
        ArgumentDefinition(names: [name], kind: .positional(repeating: repeating, optional: optional), help: help)
    }
}
