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
        // Most files build no HTML: one look for `<` in their literals first.
        guard file.tokens.contains(where: { $0.kind == .stringText && bytes[$0.range].contains(UInt8(ascii: "<")) }) else {
            return []
        }
        let bodies = declarations.functions.compactMap(\.body) + declarations.properties.compactMap(\.getter)
        return bodies.filter { body in
            body.contains { index in
                let token = file.tokens[index]
                guard token.kind == .stringText else { return false }
                let text = String(decoding: bytes[token.range], as: UTF8.self).lowercased()
                return tags.contains { text.contains($0) }
            }
        }
    }
}
