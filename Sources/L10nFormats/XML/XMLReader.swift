/// A small, strict XML 1.0 reader for untrusted input (translation files from outside): bytes in, a tree of
/// `XMLElementNode` out, or an `XMLReadError` with line and column.
///
///     let root = try XMLReader.parse(Array(data))
///
/// Safety, by design rather than by configuration:
/// - **No DTD processing.** A `DOCTYPE` without an internal subset is skipped (its external identifier is never
///   fetched). A `DOCTYPE` with an internal subset is rejected — with the position of the first `<!ENTITY` when it
///   declares entities — so billion-laughs and external-entity (XXE) files fail at once, before any expansion.
/// - **Only the five predefined entities** (`&lt;` `&gt;` `&amp;` `&apos;` `&quot;`) and character references
///   that name legal XML characters; any other `&name;` is an error.
/// - **Bounded**: documents over `XMLLimits.maximumBytes` and nesting deeper than `XMLLimits.maximumDepth` are
///   rejected; the parser is iterative (no recursion), so 100,000 nested `<a>` cost one pass, not a stack.
/// - **Strict input**: UTF-8 only (a BOM is accepted; UTF-16 is refused with a clear message), well-formed
///   UTF-8, no characters XML 1.0 forbids, well-formed markup (matching tags, quoted attributes, one root,
///   no duplicate attributes), namespaces resolved (an unbound prefix is an error).
///
/// CDATA sections become text; comments and processing instructions are dropped; line endings in text and
/// attributes are normalized as XML 1.0 requires (CRLF and CR → LF; in attributes tab/LF/CR → space, while
/// `&#10;` and friends survive as written). `xml:space` is checked (`default` or `preserve`) and left in the
/// attributes; the reader itself never trims text.
public enum XMLReader {
    /// The namespace the `xml:` prefix is bound to.
    public static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    /// The namespace of `xmlns` / `xmlns:p` declaration attributes.
    public static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

    /// Parses a whole document and returns its root element.
    public static func parse(_ bytes: [UInt8], limits: XMLLimits = .default) throws(XMLReadError) -> XMLElementNode {
        var builder = XMLTreeBuilder(bytes: bytes, limits: limits)
        return try builder.parseDocument()
    }
}

/// The document loop: markup dispatch, element stack, namespace scopes, pending text.
struct XMLTreeBuilder {
    var scanner: XMLScanner
    private let limits: XMLLimits
    var stack: [XMLElementNode] = []
    var root: XMLElementNode?
    /// Namespace bindings in scope, innermost last; `scopeSizes` remembers how many each open element added.
    private var bindings: [(prefix: String, uri: String)] = [("xml", XMLReader.xmlNamespace)]
    private var scopeSizes: [Int] = []
    private var text: [UInt8] = []
    var sawDoctype = false

    init(bytes: [UInt8], limits: XMLLimits) {
        scanner = XMLScanner(bytes: bytes, index: 0)
        self.limits = limits
    }

    mutating func parseDocument() throws(XMLReadError) -> XMLElementNode {
        let bytes = scanner.bytes
        guard bytes.count <= limits.maximumBytes else {
            throw XMLReadError(
                line: 1, column: 1,
                message: "document is \(bytes.count) bytes, over the limit of \(limits.maximumBytes) bytes")
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw XMLReadError(line: 1, column: 1, message: "utf-16 documents are not supported; save the file as utf-8")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        if let problem = XMLCharacterCheck.firstProblem(in: bytes, from: scanner.index) {
            throw scanner.error(problem.message, at: problem.offset)
        }
        if scanner.peek("<?xml"), let next = scanner.byte(at: scanner.index + 5), XMLScanner.isWhitespace(next) {
            try readDeclaration()
        }
        while !scanner.isAtEnd {
            let byte = scanner.bytes[scanner.index]
            if byte == UInt8(ascii: "<") {
                try readMarkup()
            } else if stack.isEmpty {
                guard XMLScanner.isWhitespace(byte) else {
                    throw scanner.error("text is not allowed outside the root element", at: scanner.index)
                }
                scanner.index += 1
            } else if byte == UInt8(ascii: "&") {
                try scanner.readReference(into: &text)
            } else if byte == 0x0D {
                text.append(0x0A)
                scanner.index += scanner.byte(at: scanner.index + 1) == 0x0A ? 2 : 1
            } else {
                if byte == UInt8(ascii: "]") && scanner.peek("]]>") {
                    throw scanner.error("']]>' is not allowed in text", at: scanner.index)
                }
                // Copy the whole run of ordinary bytes at once.
                let runStart = scanner.index
                var runEnd = runStart + 1
                while runEnd < bytes.count {
                    let next = bytes[runEnd]
                    if next == UInt8(ascii: "<") || next == UInt8(ascii: "&") || next == 0x0D || next == UInt8(ascii: "]") {
                        break
                    }
                    runEnd += 1
                }
                text.append(contentsOf: bytes[runStart..<runEnd])
                scanner.index = runEnd
            }
        }
        if let open = stack.last {
            throw scanner.error(
                "unexpected end of document: element '\(open.name)' opened at \(open.line):\(open.column) is not closed",
                at: bytes.count)
        }
        guard let root else {
            throw scanner.error(bytes.count <= scanner.index && bytes.allSatisfy(XMLScanner.isWhitespace)
                ? "empty document" : "document has no root element", at: bytes.count)
        }
        return root
    }

    // MARK: - Markup

    private mutating func readMarkup() throws(XMLReadError) {
        let start = scanner.index
        if scanner.peek("</") {
            try readEndTag()
        } else if scanner.peek("<!--") {
            scanner.index += 4
            while true {
                guard !scanner.isAtEnd else { throw scanner.error("unterminated comment", at: start) }
                if scanner.peek("--") {
                    guard scanner.byte(at: scanner.index + 2) == UInt8(ascii: ">") else {
                        throw scanner.error("'--' is not allowed inside a comment", at: scanner.index)
                    }
                    scanner.index += 3
                    return
                }
                scanner.index += 1
            }
        } else if scanner.peek("<![CDATA[") {
            guard !stack.isEmpty else { throw scanner.error("cdata section outside the root element", at: start) }
            scanner.index += 9
            while true {
                guard !scanner.isAtEnd else { throw scanner.error("unterminated cdata section", at: start) }
                if scanner.peek("]]>") {
                    scanner.index += 3
                    return
                }
                let byte = scanner.bytes[scanner.index]
                if byte == 0x0D {
                    text.append(0x0A)
                    scanner.index += scanner.byte(at: scanner.index + 1) == 0x0A ? 2 : 1
                } else {
                    text.append(byte)
                    scanner.index += 1
                }
            }
        } else if scanner.peek("<!DOCTYPE") {
            try readDoctype()
        } else if scanner.peek("<!") {
            throw scanner.error("unexpected '<!'; expected a comment, a cdata section or a 'DOCTYPE'", at: start)
        } else if scanner.peek("<?") {
            scanner.index += 2
            guard let target = scanner.readName() else {
                throw scanner.error("expected a processing instruction name after '<?'", at: scanner.index)
            }
            if target.lowercased() == "xml" {
                throw scanner.error("the xml declaration is only allowed at the very start of the document", at: start)
            }
            guard scanner.skip(past: "?>") else { throw scanner.error("unterminated processing instruction", at: start) }
        } else {
            try readStartTag()
        }
    }

    private mutating func readStartTag() throws(XMLReadError) {
        let start = scanner.index
        scanner.index += 1
        guard let name = scanner.readName() else {
            throw scanner.error("expected an element name after '<'", at: scanner.index)
        }
        var raw: [(name: String, value: String, offset: Int)] = []
        var seen: Set<String> = []
        var selfClosing = false
        while true {
            let hadSpace = scanner.skipWhitespace()
            if scanner.peek("/>") {
                scanner.index += 2
                selfClosing = true
                break
            }
            if scanner.peek(">") {
                scanner.index += 1
                break
            }
            guard !scanner.isAtEnd else {
                throw scanner.error("unexpected end of document in the start tag of '\(name)'", at: start)
            }
            let attributeStart = scanner.index
            guard let attributeName = scanner.readName() else {
                throw scanner.error("expected an attribute name, '>' or '/>' in the start tag of '\(name)'", at: scanner.index)
            }
            guard hadSpace else { throw scanner.error("expected whitespace before attribute '\(attributeName)'", at: attributeStart) }
            scanner.skipWhitespace()
            guard scanner.byte(at: scanner.index) == UInt8(ascii: "=") else {
                throw scanner.error("expected '=' after attribute name '\(attributeName)'", at: scanner.index)
            }
            scanner.index += 1
            scanner.skipWhitespace()
            guard let quote = scanner.byte(at: scanner.index), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw scanner.error("expected a quoted value for attribute '\(attributeName)'", at: scanner.index)
            }
            let value = try scanner.readAttributeValue(for: attributeName)
            guard seen.insert(attributeName).inserted else {
                throw scanner.error("duplicate attribute '\(attributeName)'", at: attributeStart)
            }
            raw.append((attributeName, value, attributeStart))
        }
        if stack.isEmpty && root != nil {
            throw scanner.error("only one root element is allowed; found another element '\(name)'", at: start)
        }
        if stack.count >= limits.maximumDepth {
            throw scanner.error("elements are nested deeper than \(limits.maximumDepth) levels", at: start)
        }
        flushText()

        // Namespace declarations first: they apply to the element's own name and attributes.
        var added = 0
        for attribute in raw {
            if attribute.name == "xmlns" {
                bindings.append(("", attribute.value))
                added += 1
            } else if attribute.name.hasPrefix("xmlns:") {
                let prefix = String(attribute.name.dropFirst(6))
                guard !attribute.value.isEmpty else {
                    throw scanner.error("namespace prefix '\(prefix)' cannot be bound to an empty uri", at: attribute.offset)
                }
                bindings.append((prefix, attribute.value))
                added += 1
            }
        }
        scopeSizes.append(added)

        let (line, column) = scanner.position(at: start)
        let (prefix, localName) = try split(name, at: start)
        let namespace: String?
        if let prefix {
            guard let uri = lookup(prefix) else {
                throw scanner.error("unbound namespace prefix '\(prefix)' in '\(name)'", at: start)
            }
            namespace = uri
        } else {
            namespace = lookup("").flatMap { $0.isEmpty ? nil : $0 }
        }
        var attributes: [XMLAttribute] = []
        attributes.reserveCapacity(raw.count)
        var expanded: Set<String> = []
        for attribute in raw {
            let (attributePrefix, attributeLocal) = try split(attribute.name, at: attribute.offset)
            var attributeNamespace: String?
            if attribute.name == "xmlns" || attributePrefix == "xmlns" {
                attributeNamespace = XMLReader.xmlnsNamespace
            } else if let attributePrefix {
                guard let uri = lookup(attributePrefix) else {
                    throw scanner.error("unbound namespace prefix '\(attributePrefix)' in '\(attribute.name)'", at: attribute.offset)
                }
                attributeNamespace = uri
            }
            guard expanded.insert((attributeNamespace ?? "") + " " + attributeLocal).inserted else {
                throw scanner.error("duplicate attribute '\(attribute.name)'", at: attribute.offset)
            }
            if attributeNamespace == XMLReader.xmlNamespace && attributeLocal == "space"
                && attribute.value != "default" && attribute.value != "preserve"
            {
                throw scanner.error("'xml:space' must be 'default' or 'preserve', found '\(attribute.value)'", at: attribute.offset)
            }
            let position = scanner.position(at: attribute.offset)
            attributes.append(
                XMLAttribute(
                    name: attribute.name, localName: attributeLocal, namespace: attributeNamespace,
                    value: attribute.value, line: position.line, column: position.column))
        }
        let element = XMLElementNode(
            name: name, localName: localName, namespace: namespace, attributes: attributes, line: line, column: column)
        if selfClosing {
            closeScope()
            attach(element)
        } else {
            stack.append(element)
        }
    }

    private mutating func readEndTag() throws(XMLReadError) {
        let start = scanner.index
        scanner.index += 2
        guard let name = scanner.readName() else {
            throw scanner.error("expected an element name after '</'", at: scanner.index)
        }
        scanner.skipWhitespace()
        guard scanner.byte(at: scanner.index) == UInt8(ascii: ">") else {
            throw scanner.error("expected '>' to end the end tag '</\(name)'", at: scanner.index)
        }
        scanner.index += 1
        guard let open = stack.last else { throw scanner.error("unexpected end tag '</\(name)>'", at: start) }
        guard open.name == name else {
            throw scanner.error(
                "mismatched end tag: expected '</\(open.name)>' (opened at \(open.line):\(open.column)), found '</\(name)>'",
                at: start)
        }
        flushText()
        let element = stack.removeLast()
        closeScope()
        attach(element)
    }

    // MARK: - Helpers

    private mutating func attach(_ element: XMLElementNode) {
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(.element(element))
        }
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        if !stack.isEmpty {
            stack[stack.count - 1].children.append(.text(String(decoding: text, as: UTF8.self)))
        }
        text.removeAll(keepingCapacity: true)
    }

    private mutating func closeScope() {
        let added = scopeSizes.removeLast()
        bindings.removeLast(added)
    }

    private func lookup(_ prefix: String) -> String? {
        for binding in bindings.reversed() where binding.prefix == prefix { return binding.uri }
        return nil
    }

    private func split(_ name: String, at offset: Int) throws(XMLReadError) -> (prefix: String?, local: String) {
        let utf8 = name.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return (nil, name) }
        let afterColon = utf8.index(after: colon)
        guard colon != utf8.startIndex, afterColon != utf8.endIndex,
            !utf8[afterColon...].contains(UInt8(ascii: ":"))
        else { throw scanner.error("invalid qualified name '\(name)'", at: offset) }
        return (String(name[..<colon]), String(name[afterColon...]))
    }
}
