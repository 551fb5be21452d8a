// Helpers of the `xliff` and `csv` harnesses; compiled with the L10nFormats sources.

/// A unit's content without where it was read from.
struct UnitContent: Equatable, CustomStringConvertible {
    var file, key, variant, source, sourceLanguage, targetLanguage: String
    var target, state, comment: String?

    init(_ unit: TranslationUnit) {
        file = unit.file
        key = unit.key
        variant = unit.variant
        source = unit.source
        target = unit.target
        state = unit.state
        comment = unit.comment
        sourceLanguage = unit.sourceLanguage
        targetLanguage = unit.targetLanguage
    }

    var description: String {
        "\(file.debugDescription) \(key.debugDescription)|\(variant) source \(source.debugDescription) target \(String(describing: target).debugDescription) state \(String(describing: state)) comment \(String(describing: comment).debugDescription) \(sourceLanguage)→\(targetLanguage)"
    }
}

/// Checks what every translation-file error must be: a position inside (or just past) the input, or line 0 for
/// the file as a whole, and a one-line, non-empty message.
func checkError(_ error: TranslationFileError, in bytes: [UInt8], path: String) {
    // Line breaks: LF, CR LF and a lone CR (spreadsheets write CR).
    var lines = 1
    for (index, byte) in bytes.enumerated()
    where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        lines += 1
    }
    require(error.path == path, "error names '\(error.path)', not '\(path)'")
    require(error.line >= 0 && error.line <= lines, "error line \(error.line) outside 0...\(lines)")
    require(error.line == 0 || (error.column >= 1 && error.column <= bytes.count + 1), "error column \(error.column) out of range")
    require(!error.message.isEmpty, "empty error message")
    require(!error.message.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }),
        "multi-line error message: \(error.message.debugDescription)")
}
