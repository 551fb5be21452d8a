#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Why a file could not be read or written: its path, and a lowercase message that names the problem and, when
/// the system said why, the system's reason.
///
///     FileError(path: "A.xcstrings", message: "cannot open file: No such file or directory").description
///     // "A.xcstrings: error: cannot open file: No such file or directory"
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): error: \(message)" }

    /// `what` followed by the reason of the system call that just failed (`errno`).
    ///
    ///     FileError.system("A.xcstrings", "cannot open file")   // "cannot open file: Permission denied"
    static func system(_ path: String, _ what: String) -> FileError {
        FileError(path: path, message: "\(what): \(String(cString: strerror(errno)))")
    }
}
