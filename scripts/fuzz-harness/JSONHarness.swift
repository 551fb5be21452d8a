// `scripts/fuzz json`: the strict JSON reader.
// Property: a document that parses, written back by JSONWriter, parses again to the same content; errors have a
// valid position and a one-line message.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let value: JSONValue
    do {
        value = try JSONReader.parse(bytes, path: "fuzz.json")
    } catch {
        checkError(error, in: bytes, path: "fuzz.json")
        return 0
    }
    var writer = JSONWriter(capacity: bytes.count)
    writer.writeValue(value)
    let again: JSONValue
    do {
        again = try JSONReader.parse(writer.bytes, path: "again.json")
    } catch {
        fatalError("property violated: written JSON does not parse: \(error)")
    }
    require(PlainJSON(value) == PlainJSON(again), "written JSON parses to different content")
    return 0
}
