import L10nFiles

extension FileReader {
    /// Reads the whole file for a parser. A failure is a ``CatalogError`` without a position
    /// (`path: error: cannot open file: …`), so it prints like every other input error; `name` is the path the
    /// error shows, when it differs from the one opened.
    ///
    ///     let bytes = try FileReader.readInput("Localizable.xcstrings")
    public static func readInput(_ path: String, shownAs name: String? = nil) throws(CatalogError) -> [UInt8] {
        do {
            return try read(path)
        } catch {
            throw CatalogError(file: name ?? path, line: 0, column: 0, message: error.message)
        }
    }
}

extension MappedFile {
    /// Maps (or reads) the file for a parser, as ``FileReader/readInput(_:shownAs:)`` reads it: a failure is a
    /// ``CatalogError`` without a position.
    ///
    ///     let file = try MappedFile.input("Localizable.xcstrings")
    public static func input(_ path: String, shownAs name: String? = nil) throws(CatalogError) -> MappedFile {
        do {
            return try MappedFile(path)
        } catch {
            throw CatalogError(file: name ?? path, line: 0, column: 0, message: error.message)
        }
    }
}
