// `scripts/fuzz xliff`: the XML reader and the XLIFF 1.2 reader `l10n merge` uses.
// Properties: units that read are written by XLIFFWriter and read back to the same units (when the writer had to
// drop no character XML cannot hold); errors have a valid position and a one-line message.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let files: [XLIFFFile]
    do {
        files = try XLIFFReader.read(bytes: bytes, path: "fuzz.xliff", limits: XMLLimits(maximumBytes: 1 << 20, maximumDepth: 64))
    } catch {
        checkError(error, in: bytes, path: "fuzz.xliff")
        return 0
    }
    let output = XLIFFWriter(tool: .l10n(version: "fuzz")).write(files)
    guard output.dropped.isEmpty else { return 0 }
    let again: [XLIFFFile]
    do {
        again = try XLIFFReader.read(bytes: Array(output.text.utf8), path: "again.xliff")
    } catch {
        fatalError("property violated: written XLIFF does not read: \(error)")
    }
    let before = files.flatMap(\.units).map(UnitContent.init)
    let after = again.flatMap(\.units).map(UnitContent.init)
    require(before.count == after.count, "\(before.count) units read, \(after.count) after writing them")
    for (a, b) in zip(before, after) {
        require(a == b, "unit changed by a write and read:\n  \(a)\n  \(b)")
    }
    return 0
}
