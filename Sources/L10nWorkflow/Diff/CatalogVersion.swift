import Foundation
import L10nFiles
import XCStrings

/// One side of `l10n diff`: a catalog file, or a catalog at a git revision written as git writes it,
/// `REV:PATH` (`HEAD~1:App/Localizable.xcstrings`, `origin/main:./Localizable.xcstrings`).
///
///     let old = try CatalogVersion.read("HEAD~1:App/Localizable.xcstrings", currentDirectory: cwd)
///     let new = try CatalogVersion.read("App/Localizable.xcstrings", currentDirectory: cwd)
///
/// An argument that names an existing file is that file, even with a `:` in its name. Otherwise `REV:PATH` is read
/// from git's object store (nothing is checked out): PATH is relative to the repository's top, or to the current
/// folder when it starts with `./` or `../`, as in `git show`.
public enum CatalogVersion {
    /// Why a side could not be read: `path:line:column: error: …` for a malformed catalog, `REV:PATH: error: …` for a
    /// revision or path git does not know.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public static func read(_ argument: String, currentDirectory: String) throws(Failure) -> StringCatalog {
        let bytes = try bytes(of: argument, currentDirectory: currentDirectory)
        do {
            return try StringCatalog(bytes: bytes, path: argument)
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// The file's bytes, from the file system or from git.
    public static func bytes(of argument: String, currentDirectory: String) throws(Failure) -> [UInt8] {
        let file = argument.hasPrefix("/") ? argument : currentDirectory + "/" + argument
        if !FileManager.default.fileExists(atPath: file), let colon = argument.firstIndex(of: ":"),
            colon != argument.startIndex
        {
            do {
                return try GitRepository(directory: currentDirectory).file(argument)
            } catch {
                throw Failure(description: "\(argument): error: \(error.message)")
            }
        }
        do {
            return try FileReader.readInput(file, shownAs: argument)
        } catch {
            throw Failure(description: error.description)
        }
    }
}
