import Foundation
import L10nSourceParsing

extension FileFacts {
    /// The type of the value whose `rawValue` is read at `item` (`style` in `style.rawValue`), when the file says:
    /// `Style.dark.rawValue`, `self.rawValue` inside an enum, a closure or loop over `Style.allCases`
    /// (`ForEach(Style.allCases) { style in`, `for style in Style.allCases`), a declaration `style: Style`, or
    /// `ForEach(styles) { style in` over a property the file declares `styles: [Style]`.
    static func rawValueReceiverType(at item: Int, in file: SourceFile) -> String? {
        let view = file.view
        let first = view.text(item)
        if first == "self" { return file.enclosingTypeName(of: item) }
        if let initial = first.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(initial) {
            return first.hasSuffix("?") ? nil : first
        }
        // The nearest clue before the use, read from the text before it.
        let offset = file.tokens[item].range.lowerBound
        let before = String(decoding: file.source.bytes[..<offset], as: UTF8.self)
        let name = NSRegularExpression.escapedPattern(for: first)
        // Each pattern holds some text literally: where the text before the use lacks it, the pattern cannot match
        // there, and is neither compiled nor run (each run reads the whole text before the use, some ten million
        // instructions a use). Told by the bytes of the text the patterns read.
        let beforeBytes = Array(before.utf8)[...]
        let nameBytes = Array(first.utf8)
        let holdsName = beforeBytes.containsBytes(nameBytes)
        let holdsAllCases = holdsName && beforeBytes.containsBytes(Self.allCasesBytes)
        let patterns = [
            (holdsAllCases && beforeBytes.containsBytes(Self.openBraceBytes),
                #"([A-Z][A-Za-z0-9_]*)\.allCases[^{}\n]*\{\s*(?:\(?\s*)"# + name + #"\b"#),
            (holdsAllCases && beforeBytes.containsBytes(Self.forBytes),
                #"\bfor\s+"# + name + #"\s+in\s+([A-Z][A-Za-z0-9_]*)\.allCases"#),
            (holdsName && beforeBytes.containsBytes(Self.colonBytes), #"\b"# + name + #"\s*:\s*([A-Z][A-Za-z0-9_]*)\b"#),
        ]
        var best: (location: Int, type: String)?
        for (mayMatch, pattern) in patterns where mayMatch {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            let whole = NSRange(before.startIndex..., in: before)
            guard let match = expression.matches(in: before, range: whole).last,
                let range = Range(match.range(at: 1), in: before)
            else { continue }
            if best == nil || match.range.location > best!.location {
                best = (match.range.location, String(before[range]))
            }
        }
        if let best { return best.type }
        // `ForEach(controllers) { controller in`, with `controllers: [MediaControllerType]` declared in the file.
        guard holdsName, beforeBytes.containsBytes(Self.forEachBytes),
            let loop = try? NSRegularExpression(pattern: #"ForEach\(\s*(?:self\.)?([a-z][A-Za-z0-9_]*)[^{}\n]*\{\s*"# + name + #"\s+in"#),
            let match = loop.matches(in: before, range: NSRange(before.startIndex..., in: before)).last,
            let collection = Range(match.range(at: 1), in: before)
        else { return nil }
        let whole = String(decoding: file.source.bytes, as: UTF8.self)
        let declared = NSRegularExpression.escapedPattern(for: String(before[collection]))
        guard let declaration = try? NSRegularExpression(pattern: #"\b"# + declared + #"\s*:\s*\[([A-Z][A-Za-z0-9_]*)\]"#),
            let found = declaration.firstMatch(in: whole, range: NSRange(whole.startIndex..., in: whole)),
            let type = Range(found.range(at: 1), in: whole)
        else { return nil }
        return String(whole[type])
    }

    /// Text the patterns of ``rawValueReceiverType(at:in:)`` hold literally.
    private static let allCasesBytes = Array(".allCases".utf8)
    private static let openBraceBytes = Array("{".utf8)
    private static let forBytes = Array("for".utf8)
    private static let colonBytes = Array(":".utf8)
    private static let forEachBytes = Array("ForEach(".utf8)
}
