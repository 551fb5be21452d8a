/// Whether a Swift file's opening comments say it comes from elsewhere: a licence named (`Licensed under the MIT
/// License`), code modified or ported from another project (`Modified from https://github.com/…`), or every lint
/// rule turned off for it (`// swiftlint:disable all`, how teams keep a copied file as its authors wrote it).
/// A project whose own files open that way (a GPL header on each) says nothing by it: the caller compares with
/// the project's other files (``ProjectIndex``'s share of such files).
///
///     ForeignHeader.says(in: file)   // Damus's and Nos's copies of Bech32.swift: true
public enum ForeignHeader {
    /// Phrases of an opening comment, lowercased.
    static let phrases = [
        "swiftlint:disable all", "licensed under", "mit license", "apache license", "bsd license", "modified from",
        "ported from", "adapted from", "borrowed from", "copied from", "taken from",
    ]

    /// Whether the comments before the file's first code say so.
    public static func says(in file: SourceFile) -> Bool {
        let tokens = file.tokens
        var index = 0
        while index < tokens.count, tokens[index].isComment || file.view.token(index, is: "import") || isImportedName(index, in: file) {
            if tokens[index].isComment {
                // Lowercased as ASCII bytes and searched byte by byte: Foundation's search cost 7 % of a check's
                // time, read for every file (the phrases are ASCII).
                let bytes = file.source.bytes[tokens[index].range].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
                let text = String(decoding: bytes, as: UTF8.self)
                if phrases.contains(where: { text.containsBytes($0) }) { return true }
            }
            index += 1
        }
        return false
    }

    /// The module name after `import` (the opening comments may follow the imports).
    private static func isImportedName(_ index: Int, in file: SourceFile) -> Bool {
        guard index > 0, let previous = file.view.previous(index) else { return false }
        return file.view.token(previous, is: "import") && file.tokens[index].line == file.tokens[previous].line
    }
}
