// `scripts/fuzz csv`: the CSV reader `l10n merge` uses.
// Properties: units that read are written by CSVWriter and read back to the same units; errors have a valid
// position and a one-line message.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let units: [TranslationUnit]
    do {
        units = try CSVReader.read(bytes: bytes, path: "fuzz.csv", file: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "es")
    } catch {
        checkError(error, in: bytes, path: "fuzz.csv")
        return 0
    }
    let written = CSVWriter().write(units)
    let again: [TranslationUnit]
    do {
        again = try CSVReader.read(bytes: Array(written.utf8), path: "again.csv", file: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "es")
    } catch {
        fatalError("property violated: written CSV does not read: \(error)")
    }
    require(units.count == again.count, "\(units.count) units read, \(again.count) after writing them")
    for (a, b) in zip(units.map(UnitContent.init), again.map(UnitContent.init)) {
        require(a == b, "unit changed by a write and read:\n  \(a)\n  \(b)")
    }
    return 0
}
