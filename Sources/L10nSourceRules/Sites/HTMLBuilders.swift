import L10nSourceParsing

/// The functions of a file that build HTML: a literal of the body holds markup (`"<p> \(para_1) </p>"`,
/// `"<li>"`, `"<br>"`). Text looked up there is shown as HTML, where a run of spaces is one space: a translation's
/// doubled space or its spaces at the ends change nothing anyone sees (Psiphon's privacy policy, 8 of 11 findings
/// judged wrong on it).
///
///     func privacyPolicyHTML() -> String {
///         let para = NSLocalizedString("privacy.para-1", comment: "")   // shown as HTML
///         return "<html><body><p> \(para) </p></body></html>"
///     }
enum HTMLBuilders {
    /// Opening tags that make a literal markup.
    static let tags = ["<p>", "<p ", "</p>", "<li>", "<br", "<div", "<ul>", "<ol>", "<h1", "<h2", "<h3", "<body", "<html"]

    /// The bodies of `declarations`' functions (and computed properties) one of whose literals holds a tag.
    static func bodies(in file: SourceFile, declarations: FileDeclarations?) -> [ClosedRange<Int>] {
        guard let declarations else { return [] }
        let bytes = file.source.bytes
        // Most files build no HTML: the literals that hold a tag are found first, each looked at once.
        var markup: [Int] = []
        for (index, token) in file.tokens.enumerated()
        where token.kind == .stringText && bytes[token.range].contains(UInt8(ascii: "<")) {
            let text = String(decoding: bytes[token.range], as: UTF8.self).lowercased()
            if tags.contains(where: { text.containsBytes($0) }) { markup.append(index) }
        }
        guard !markup.isEmpty else { return [] }
        let bodies = declarations.functions.compactMap(\.body) + declarations.properties.compactMap(\.getter)
        return bodies.filter { body in markup.contains { body.contains($0) } }
    }
}
