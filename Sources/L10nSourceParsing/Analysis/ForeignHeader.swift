/// Whether a Swift file's opening comments say it comes from elsewhere: a licence named (`Licensed under the MIT
/// License`), code modified or ported from another project (`Modified from https://github.com/…`), or every lint
/// rule turned off for it (`// swiftlint:disable all`, how teams keep a copied file as its authors wrote it), or
/// Xcode's header naming the `Pods` project (a CocoaPods library copied into the app).
/// A project whose own files open that way (a GPL header on each) says nothing by it: the caller compares with
/// the project's other files (``ProjectIndex``'s share of such files).
///
///     ForeignHeader.says(in: file)   // Damus's and Nos's copies of Bech32.swift: true
public enum ForeignHeader {
    /// Phrases of an opening comment, lowercased.
    static let phrases = [
        "swiftlint:disable all", "licensed under", "mit license", "apache license", "bsd license", "modified from",
        "ported from", "adapted from", "borrowed from", "copied from", "taken from",
        // Another project's notice (unstoppable's copy of Trust Wallet's `ABIError.swift`: "This file is part of Trust").
        "this file is part of",
    ]

    /// Whether the comments before the file's first code say so.
    public static func says(in file: SourceFile) -> Bool {
        let tokens = file.tokens
        var index = 0
        while index < tokens.count, tokens[index].isComment || file.view.token(index, is: "import") || isImportedName(index, in: file) {
            if tokens[index].isComment,
                holdsPhrase(file.source.bytes, tokens[index].range) || namesPods(file.source.bytes, tokens[index].range)
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether a line comment is Xcode's header line naming the project `Pods` (`//  Pods`): a file CocoaPods
    /// vendored, copied into the app with its library (Verge's `HGPlaceholders/PlaceholderData.swift`).
    static func namesPods(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var start = range.lowerBound
        guard range.count >= 6, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") else { return false }
        start += 2
        var end = range.upperBound
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t")
            || bytes[end - 1] == UInt8(ascii: "\r") || bytes[end - 1] == UInt8(ascii: "\n")
        {
            end -= 1
        }
        return bytes[start..<end].elementsEqual("Pods".utf8)
    }

    /// ``phrases`` as bytes.
    private static let phraseBytes: [[UInt8]] = phrases.map { Array($0.utf8) }
    /// Whether a byte starts one of ``phrases``, by byte.
    private static let startsPhrase: [Bool] = (0...255).map { byte in phrases.contains { $0.utf8.first == UInt8(byte) } }

    /// Whether the bytes in `range`, ASCII capitals read as small letters, hold one of ``phrases``: searched in
    /// place, each phrase tried only where its first byte stands. Every file's opening comments are read: a
    /// lowercased copy searched once per phrase through `String`'s UTF-8 view cost 2 % of a check's instructions
    /// (Foundation's search, before it, 7 % of its time). The phrases are ASCII, which a text's other bytes never
    /// spell.
    static func holdsPhrase(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let (phrases, startsPhrase) = (phraseBytes, Self.startsPhrase)
        func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        for start in range where startsPhrase[Int(lowered(bytes[start]))] {
            for phrase in phrases where phrase[0] == lowered(bytes[start]) && start + phrase.count <= range.upperBound {
                var offset = 1
                while offset < phrase.count, lowered(bytes[start + offset]) == phrase[offset] { offset += 1 }
                if offset == phrase.count { return true }
            }
        }
        return false
    }

    /// The module name after `import` (the opening comments may follow the imports).
    private static func isImportedName(_ index: Int, in file: SourceFile) -> Bool {
        guard index > 0, let previous = file.view.previous(index) else { return false }
        return file.view.token(previous, is: "import") && file.tokens[index].line == file.tokens[previous].line
    }
}
