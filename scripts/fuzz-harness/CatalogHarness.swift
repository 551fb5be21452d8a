// `scripts/fuzz catalog`: the String Catalog decoder and canonical writer.
// Properties: a catalog that decodes is written to canonical bytes that decode again and write to the same bytes
// (formatting is idempotent), and that hold the same JSON content as the input (formatting loses nothing);
// errors have a valid position and a one-line message.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let catalog: StringCatalog
    do {
        catalog = try StringCatalog(bytes: bytes, path: "fuzz.xcstrings")
    } catch {
        checkError(error, in: bytes, path: "fuzz.xcstrings")
        return 0
    }
    let canonical = catalog.canonicalBytes()
    let again: StringCatalog
    do {
        again = try StringCatalog(bytes: canonical, path: "canonical.xcstrings")
    } catch {
        fatalError("property violated: canonical bytes do not decode: \(error)")
    }
    require(again.canonicalBytes() == canonical, "formatting is not idempotent")
    require(again.entries.count == catalog.entries.count, "entry count changed")
    do {
        let before = try JSONReader.parse(bytes, path: "a")
        let after = try JSONReader.parse(canonical, path: "b")
        require(PlainJSON(before) == PlainJSON(after), "canonical bytes hold different JSON content than the input")
    } catch {
        fatalError("property violated: a decoded catalog is not JSON, or its canonical bytes are not: \(error)")
    }
    return 0
}
