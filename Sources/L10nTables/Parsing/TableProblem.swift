import XCStrings

/// Something in a `.strings` or `.stringsdict` file that Foundation does not load, found while reading it. The
/// rest of the file (and of the project) is read: one bad entry or one stray character is a finding at its place
/// (`malformed-table`), not a reason to stop.
///
///     let file = try StringsDictFile(bytes: bytes, path: "hi.lproj/Localizable.stringsdict")
///     file.problems[0].kind       // .ignoredEntry("NumberOfUpdatesAvailable")
///     file.problems[0].message    // "'NumberOfUpdatesAvailable' has no 'NSStringLocalizedFormatKey', …; Foundation ignores this entry"
public struct TableProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// An entry Foundation ignores (a `.stringsdict` entry without a format, a value of the wrong type); the
        /// others are read.
        case ignoredEntry(String)
        /// A stray character between entries: Foundation stops reading the file there (see ``PlistParser/Stop``).
        case stop
        /// The file cannot be parsed at all: Foundation loads none of it.
        case unreadableFile
    }

    public var kind: Kind
    public var file: String
    public var position: SourcePosition
    public var message: String

    public init(_ kind: Kind, file: String, position: SourcePosition, message: String) {
        self.kind = kind
        self.file = file
        self.position = position
        self.message = message
    }

    /// The problem of a file that cannot be parsed: the parser's error, said as what it means at run time.
    init(unreadable error: CatalogError) {
        self.init(
            .unreadableFile, file: error.file, position: SourcePosition(line: error.line, column: error.column),
            message: "\(error.message); Foundation cannot read this file, so none of its entries are loaded")
    }

    /// The problem of a stray character, with how many entries follow it.
    init(stop: PlistParser.Stop, file: String, entriesAfter: Int) {
        let lost = switch entriesAfter {
        case 0: "nothing follows it yet, but an entry added after it would never load"
        case 1: "the entry after it is never loaded"
        default: "the \(entriesAfter) entries after it are never loaded"
        }
        self.init(
            .stop, file: file, position: stop.position,
            message: "stray '\(stop.character)' between entries: Foundation stops reading the file here and \(lost)")
    }
}
