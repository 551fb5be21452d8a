import Foundation

/// The CLDR XML committed in `scripts/cldr/`, read with a tiny reader of its layout (independent of the generator,
/// so the generated tables are checked against the source, not against themselves).
enum CLDRFixture {
    struct RuleSet {
        var locales: [String]
        /// (count, condition, samples) in file order.
        var rules: [(category: String, condition: String, samples: String)]
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let cardinal = load("plurals.xml")
    static let ordinal = load("ordinals.xml")

    static func load(_ name: String) -> (version: String, sets: [RuleSet]) {
        let url = packageRoot.appendingPathComponent("scripts/cldr").appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return ("", []) }
        return parse(text)
    }

    /// Reads `<version number>`, then each `<pluralRules locales>` and its `<pluralRule count>` children.
    static func parse(_ xml: String) -> (version: String, sets: [RuleSet]) {
        var text = Substring(xml)
        // Drop comments first: CLDR's files carry some between rule sets.
        while let start = text.range(of: "<!--"), let end = text[start.upperBound...].range(of: "-->") {
            text = text[..<start.lowerBound] + text[end.upperBound...]
        }
        let version = attribute("number", in: element("version", in: text) ?? "") ?? ""
        var sets: [RuleSet] = []
        var rest = text
        while let open = rest.range(of: "<pluralRules ") {
            guard let close = rest[open.upperBound...].range(of: "</pluralRules>") else { break }
            let body = rest[open.lowerBound..<close.lowerBound]
            let head = body[..<(body.firstIndex(of: ">") ?? body.endIndex)]
            var set = RuleSet(locales: (attribute("locales", in: head) ?? "").split(separator: " ").map(String.init),
                              rules: [])
            var inner = body[(body.firstIndex(of: ">").map { body.index(after: $0) } ?? body.endIndex)...]
            while let ruleOpen = inner.range(of: "<pluralRule "),
                let headEnd = inner[ruleOpen.upperBound...].firstIndex(of: ">"),
                let ruleClose = inner[headEnd...].range(of: "</pluralRule>")
            {
                let count = attribute("count", in: inner[ruleOpen.lowerBound..<headEnd]) ?? ""
                let content = decode(inner[inner.index(after: headEnd)..<ruleClose.lowerBound])
                    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
                let at = content.firstIndex(of: "@") ?? content.endIndex
                set.rules.append(
                    (count, content[..<at].trimmingCharacters(in: .whitespaces),
                     content[at...].trimmingCharacters(in: .whitespaces)))
                inner = inner[ruleClose.upperBound...]
            }
            sets.append(set)
            rest = rest[close.upperBound...]
        }
        return (version, sets)
    }

    static func element(_ name: String, in text: Substring) -> Substring? {
        guard let start = text.range(of: "<\(name) "), let end = text[start.upperBound...].firstIndex(of: ">")
        else { return nil }
        return text[start.lowerBound..<end]
    }

    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...]
        guard let end = value.firstIndex(of: "\"") else { return nil }
        return decode(value[..<end])
    }

    static func decode(_ text: Substring) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
