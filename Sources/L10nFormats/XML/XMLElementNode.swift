/// An element read by `XMLReader`: its name (as written and namespace-resolved), attributes in document order,
/// children, and where its start tag begins.
///
///     let root = try XMLReader.parse(Array(#"<a xmlns="urn:x"><b id="1">hi</b></a>"#.utf8))
///     root.localName                            // "a"
///     root.namespace                            // "urn:x"
///     root.elements.first?.attribute("id")      // "1"
///     root.elements.first?.text                 // "hi"
public struct XMLElementNode: Sendable, Hashable {
    /// The qualified name as written, e.g. `xliff:file` or `file`.
    public var name: String
    /// The name without its prefix.
    public var localName: String
    /// The namespace URI the prefix (or the default namespace) resolves to; `nil` when there is none.
    public var namespace: String?
    public var attributes: [XMLAttribute]
    public var children: [XMLChild]
    /// 1-based line of the `<` that starts the element.
    public var line: Int
    /// 1-based column (UTF-8 bytes) of the `<` that starts the element.
    public var column: Int

    public init(
        name: String, localName: String, namespace: String?, attributes: [XMLAttribute] = [],
        children: [XMLChild] = [], line: Int, column: Int
    ) {
        self.name = name
        self.localName = localName
        self.namespace = namespace
        self.attributes = attributes
        self.children = children
        self.line = line
        self.column = column
    }

    /// The child elements, in order.
    public var elements: [XMLElementNode] {
        children.compactMap {
            if case .element(let element) = $0 { return element }
            return nil
        }
    }

    /// The direct text children joined (CDATA included, comments and processing instructions left out).
    public var text: String {
        var result = ""
        for child in children {
            if case .text(let text) = child { result += text }
        }
        return result
    }

    /// The value of the attribute with this local name and namespace (`nil`: no namespace, as unprefixed
    /// attributes have), or `nil` when absent.
    ///
    ///     element.attribute("space", namespace: XMLReader.xmlNamespace)   // xml:space
    public func attribute(_ localName: String, namespace: String? = nil) -> String? {
        attributes.first { $0.localName == localName && $0.namespace == namespace }?.value
    }
}

/// One attribute: qualified name, resolved namespace, value (entities expanded, whitespace normalized as XML
/// requires), and position of its name.
public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var localName: String
    public var namespace: String?
    public var value: String
    public var line: Int
    public var column: Int

    public init(name: String, localName: String, namespace: String?, value: String, line: Int, column: Int) {
        self.name = name
        self.localName = localName
        self.namespace = namespace
        self.value = value
        self.line = line
        self.column = column
    }
}

/// A child of an element: an element, or a run of character data (text, references and CDATA merged; line
/// endings normalized to LF as XML requires).
public enum XMLChild: Sendable, Hashable {
    case element(XMLElementNode)
    case text(String)
}
