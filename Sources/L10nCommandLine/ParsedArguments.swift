/// The result of parsing a command line against a ``CommandConfiguration``.
///
///     let parsed = try ArgumentParser.parse(["--format", "json", "a.xcstrings"], for: config)
///     parsed.value("--format")   // "json"
///     parsed.positionals         // ["a.xcstrings"]
public struct ParsedArguments: Sendable, Equatable {
    public var flags: Set<String> = []
    public var options: [String: [String]] = [:]
    public var positionals: [String] = []

    public init() {}

    /// Whether a flag (by its long spelling) was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given to an option, or nil.
    public func value(_ name: String) -> String? { options[name]?.last }

    /// Every value given to an option, in order.
    public func values(_ name: String) -> [String] { options[name] ?? [] }
}

/// A command line that does not fit the command: exit status 2, a one-line message, then usage.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
