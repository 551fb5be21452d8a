import L10nFiles
import XCStrings

/// The file side of ``ThreeWayMerge``: reads the three catalogs, merges them and gives the canonical bytes.
///
///     let merged = try ThreeWayMergeFiles.merge(base: "O.xcstrings", ours: "A.xcstrings", theirs: "B.xcstrings")
///     try AtomicFile.write(merged.bytes, to: "A.xcstrings")
public enum ThreeWayMergeFiles {
    public struct Output: Sendable {
        public var result: CatalogMergeResult
        /// The merged catalog in canonical form.
        public var bytes: [UInt8]
    }

    /// Reads and merges the three files; nothing is written.
    ///
    /// An empty base file (only white space) means the catalog did not exist in the common ancestor: git passes
    /// one to a merge driver when both branches added the file.
    ///
    /// - Throws: ``CatalogError`` for the first file that cannot be read or is not a valid catalog.
    public static func merge(base: String, ours: String, theirs: String) throws(CatalogError) -> Output {
        let baseBytes = try read(base)
        let isWhiteSpace = baseBytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        let baseCatalog = isWhiteSpace ? nil : try StringCatalog(bytes: baseBytes, path: base)
        let oursCatalog = try StringCatalog(bytes: try read(ours), path: ours)
        let theirsCatalog = try StringCatalog(bytes: try read(theirs), path: theirs)
        let result = ThreeWayMerge.merge(base: baseCatalog, ours: oursCatalog, theirs: theirsCatalog)
        return Output(result: result, bytes: result.catalog.canonicalBytes())
    }

    static func read(_ path: String) throws(CatalogError) -> [UInt8] {
        try FileReader.readInput(path)
    }
}
