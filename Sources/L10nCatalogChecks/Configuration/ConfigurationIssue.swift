/// A problem in a configuration file, in Xcode's diagnostic format:
///
///     .l10n.json:3:3: warning: unknown configuration key 'langauges'
///     .l10n.json:2:15: error: 'languages' must be an array of strings
///
/// Errors stop the run (exit status 2); warnings are printed on standard error and the run goes on.
public struct ConfigurationIssue: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case error
        case warning
    }

    public var kind: Kind
    public var file: String
    /// 1-based; 0 when the problem has no place in the file (it cannot be read, say).
    public var line: Int
    public var column: Int
    /// Lowercase, names in single quotes.
    public var message: String

    public init(_ kind: Kind, file: String, line: Int, column: Int, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(kind.rawValue): \(message)" : "\(file): \(kind.rawValue): \(message)"
    }
}
