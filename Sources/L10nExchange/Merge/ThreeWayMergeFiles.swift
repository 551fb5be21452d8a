import L10nFiles
import XCStrings

/// The file side of ``ThreeWayMerge``: reads the three catalogs, merges them and gives the bytes to write over
/// ours (in ours' layout).
///
///     let merged = try ThreeWayMergeFiles.merge(base: "O.xcstrings", ours: "A.xcstrings", theirs: "B.xcstrings")
///     try AtomicFile.write(merged.bytes, to: "A.xcstrings")
///
/// A base that is not a valid catalog does not stop the merge: the two sides are merged without it
/// (``ThreeWayMerge/mergeWithoutBase(ours:theirs:)``: what they agree on is kept; where they differ, ours is kept
/// and the place is a conflict) and ``Output/malformedBase`` says why. A side that is not a valid catalog stops it
/// (see ``Failure``).
public enum ThreeWayMergeFiles {
    /// The three versions of a merge.
    public enum Version: String, Sendable, Hashable, CustomStringConvertible {
        case base, ours, theirs
        public var description: String { rawValue }
    }

    public struct Output: Sendable {
        public var result: CatalogMergeResult
        /// The merged catalog in ours' layout: canonical when ours is in Xcode's, else ours' own layout with only
        /// what the merge changed written again (``StringCatalog/bytes(replacing:)``).
        public var bytes: [UInt8]
        /// Why the base is not a valid catalog, when it is not: the sides were merged without it.
        public var malformedBase: CatalogError?
    }

    /// A file that cannot be opened, or a side (ours or theirs) that is not a valid catalog.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var version: Version
        /// The problem, at its place in the file.
        public var error: CatalogError
        /// Whether the file was read but is not a valid catalog (a trailing comma, a line break inside a string, a
        /// duplicate key, …), rather than one that cannot be opened.
        public var isMalformed: Bool

        public init(version: Version, error: CatalogError, isMalformed: Bool) {
            self.version = version
            self.error = error
            self.isMalformed = isMalformed
        }

        public var description: String { error.description }
    }

    /// Reads and merges the three files; nothing is written.
    ///
    /// An empty base file (only white space) means the catalog did not exist in the common ancestor: git passes
    /// one to a merge driver when both branches added the file.
    ///
    /// - Throws: ``Failure`` for the first file that cannot be opened (base, ours, theirs), or the first side that
    ///   is not a valid catalog.
    public static func merge(base: String, ours: String, theirs: String) throws(Failure) -> Output {
        let baseBytes = try read(base, as: .base)
        let oursBytes = try read(ours, as: .ours)
        let oursCatalog = try catalog(oursBytes, path: ours, as: .ours)
        let theirsCatalog = try catalog(try read(theirs, as: .theirs), path: theirs, as: .theirs)
        var baseCatalog: StringCatalog?
        var malformedBase: CatalogError?
        if !baseBytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            do {
                baseCatalog = try StringCatalog(bytes: baseBytes, path: base)
            } catch {
                malformedBase = error
            }
        }
        let result = malformedBase == nil
            ? ThreeWayMerge.merge(base: baseCatalog, ours: oursCatalog, theirs: theirsCatalog)
            : ThreeWayMerge.mergeWithoutBase(ours: oursCatalog, theirs: theirsCatalog)
        return Output(result: result, bytes: result.catalog.bytes(replacing: oursBytes), malformedBase: malformedBase)
    }

    static func read(_ path: String, as version: Version) throws(Failure) -> [UInt8] {
        do {
            return try FileReader.readInput(path)
        } catch {
            throw Failure(version: version, error: error, isMalformed: false)
        }
    }

    static func catalog(_ bytes: [UInt8], path: String, as version: Version) throws(Failure) -> StringCatalog {
        do {
            return try StringCatalog(bytes: bytes, path: path)
        } catch {
            throw Failure(version: version, error: error, isMalformed: true)
        }
    }
}
