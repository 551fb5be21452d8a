// `scripts/fuzz legacy-tables`: the .strings and .stringsdict readers (old-style text, XML and binary plists, in
// UTF-8 or UTF-16) that `check` and `migrate` read legacy tables with.
// Properties: every input either reads or gives one error whose position lies in the decoded text (line and
// column at least 1, at most one past the text) with a one-line message; a .strings file that reads has each key
// once, and a duplicate's kept definition comes after the ignored one.

import XCStrings

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLegacyTables(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    // Decoded text: UTF-16 grows to at most 1.5 times its bytes in UTF-8, escapes shrink.
    let limit = bytes.count * 2 + 1
    func check(_ error: CatalogError, _ path: String) {
        require(error.file == path, "error names '\(error.file)', not '\(path)'")
        require(error.line >= 1 && error.line <= limit, "error line \(error.line) outside 1...\(limit)")
        require(error.column >= 1 && error.column <= limit, "error column \(error.column) outside 1...\(limit)")
        require(!error.message.isEmpty, "empty error message")
        require(!error.message.utf8.contains(0x0A) && !error.message.utf8.contains(0x0D),
            "multi-line error message: \(error.message.debugDescription)")
    }
    do {
        let file = try StringsFile(bytes: bytes, path: "fuzz.strings")
        var keys = Set<String>()
        for entry in file.entries { require(keys.insert(entry.key).inserted, "key '\(entry.key)' listed twice") }
        for duplicate in file.duplicates where file.form != .binary {
            require(duplicate.ignored < duplicate.kept, "duplicate kept at \(duplicate.kept) before \(duplicate.ignored)")
        }
    } catch {
        check(error, "fuzz.strings")
    }
    do {
        _ = try StringsDictFile(bytes: bytes, path: "fuzz.stringsdict")
    } catch {
        check(error, "fuzz.stringsdict")
    }
    return 0
}
