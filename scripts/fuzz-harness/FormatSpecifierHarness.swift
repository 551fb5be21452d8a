// `scripts/fuzz format-specifiers`: the Foundation printf-grammar parser, signatures and their comparison.
// Input: a flags byte (bit 0: read `%arg`), then a source string and a translation separated by a NUL byte.
// Properties: specifiers are in order, do not overlap, start with `%` and their text is the string's bytes at
// their offset; building signatures and comparing them never traps. (Mismatch messages may quote a line break
// inside a malformed directive, `%` then LF: the reporters write diagnostics on one line, so that is not checked.)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatSpecifiers(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    guard let flags = bytes.first else { return 0 }
    let rest = bytes.dropFirst()
    let parts = rest.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    let source = String(decoding: parts.first ?? [], as: UTF8.self)
    let translation = String(decoding: parts.count > 1 ? parts[1] : [], as: UTF8.self)
    let placeholder = flags & 1 == 1
    for string in [source, translation] {
        let utf8 = Array(string.utf8)
        var end = 0
        for specifier in FormatSpecifier.parse(string, recognizingArgumentPlaceholder: placeholder) {
            require(specifier.offset >= end, "specifier '\(specifier.text)' at \(specifier.offset) overlaps (\(end))")
            require(specifier.length > 0 && specifier.offset + specifier.length <= utf8.count, "specifier out of range")
            require(Array(utf8[specifier.offset..<specifier.offset + specifier.length]) == Array(specifier.text.utf8),
                "specifier text '\(specifier.text)' is not the bytes at offset \(specifier.offset)")
            require(specifier.text.utf8.first == UInt8(ascii: "%"), "specifier '\(specifier.text)' does not start with '%'")
            end = specifier.offset + specifier.length
        }
    }
    let substitution = placeholder ? FormatSubstitution() : nil
    let sourceSignature = FormatSignature(source, argumentPlaceholder: substitution)
    let translationSignature = FormatSignature(translation, argumentPlaceholder: substitution)
    _ = sourceSignature.readsArguments
    _ = translationSignature.positions
    for mismatch in translationSignature.mismatches(against: sourceSignature, language: "es", ignoringMissing: [1]) {
        require(!mismatch.message.isEmpty, "empty mismatch message")
    }
    _ = sourceSignature.mismatches(against: translationSignature, language: "en")
    return 0
}
