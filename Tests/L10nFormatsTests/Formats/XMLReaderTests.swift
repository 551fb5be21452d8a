import Foundation
import L10nFormats
import Testing

@Suite struct XMLReaderTests {
    func parse(_ text: String, limits: XMLLimits = .default) throws -> XMLElementNode {
        try XMLReader.parse(Array(text.utf8), limits: limits)
    }

    func rejection(_ text: String, limits: XMLLimits = .default) -> XMLReadError? {
        rejection(bytes: Array(text.utf8), limits: limits)
    }

    func rejection(bytes: [UInt8], limits: XMLLimits = .default) -> XMLReadError? {
        do {
            _ = try XMLReader.parse(bytes, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsElementsAttributesTextAndPositions() throws {
        let root = try parse(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a x=\"1\" y='two'>\n  <b>hi &amp; bye</b>\n  <c/>\n</a>\n")
        #expect(root.name == "a")
        #expect(root.line == 2 && root.column == 1)
        #expect(root.attribute("x") == "1")
        #expect(root.attribute("y") == "two")
        #expect(root.attributes.map(\.column) == [4, 10])
        #expect(root.elements.map(\.name) == ["b", "c"])
        #expect(root.elements[0].text == "hi & bye")
        #expect(root.elements[0].line == 3 && root.elements[0].column == 3)
        #expect(root.elements[1].line == 4 && root.elements[1].column == 3)
        #expect(root.elements[1].children.isEmpty)
        // Whitespace between children is kept as text: the reader never trims.
        #expect(root.text == "\n  \n  \n")
    }

    @Test func expandsPredefinedEntitiesAndCharacterReferences() throws {
        let root = try parse("<a t=\"&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#x1F600;\">&lt;&gt;&amp;&apos;&quot;&#233;&#xe9;</a>")
        #expect(root.attribute("t") == "<>&'\"AB😀")
        #expect(root.text == "<>&'\"éé")
    }

    @Test func keepsCDATAAndDropsCommentsAndProcessingInstructions() throws {
        let root = try parse("<!-- lead --><?pi data?><a>x<![CDATA[<not> & markup]]>y<!-- c -->z<?php echo ?></a><!-- tail -->")
        #expect(root.text == "x<not> & markupyz")
        #expect(root.children.count == 1)
    }

    @Test func normalizesLineEndingsLikeXML() throws {
        // Text: CRLF and CR become LF; a &#13; reference survives. Attributes: tab/LF/CR become spaces, &#10; stays.
        let root = try parse("<a v=\"1\r\n2\t3&#10;4\">l1\r\nl2\rl3&#13;<![CDATA[c\r\nd]]></a>")
        #expect(root.attribute("v") == "1 2 3\n4")
        #expect(root.text == "l1\nl2\nl3\rc\nd")
    }

    @Test func countsLinesAcrossCRLFAndLoneCR() throws {
        let root = try parse("<a>\r\n<b/>\r<c/>\n  <d/></a>")
        #expect(root.elements.map { [$0.line, $0.column] } == [[2, 1], [3, 1], [4, 3]])
    }

    @Test func resolvesNamespaces() throws {
        let root = try parse(
            """
            <x:root xmlns:x="urn:x" xmlns="urn:default" xml:space="preserve">\
            <child a="1" x:b="2"/><inner xmlns=""><leaf/></inner></x:root>
            """)
        #expect(root.localName == "root" && root.namespace == "urn:x")
        #expect(root.attribute("space", namespace: XMLReader.xmlNamespace) == "preserve")
        let child = root.elements[0]
        #expect(child.namespace == "urn:default")
        #expect(child.attribute("a") == "1")
        #expect(child.attribute("b", namespace: "urn:x") == "2")
        #expect(child.attribute("b") == nil)
        #expect(root.elements[1].elements[0].namespace == nil)
    }

    @Test func acceptsByteOrderMarkAndSkipsExternalDoctype() throws {
        let root = try parse("\u{FEFF}<!DOCTYPE xliff PUBLIC \"-//x//EN\" \"http://example.invalid/x.dtd\"><xliff/>")
        #expect(root.name == "xliff")
        #expect(root.line == 1 && root.column == 66)
    }

    @Test func rejectsMalformedDocumentsWithPositions() {
        let cases: [(name: String, text: String, line: Int, column: Int, message: String)] = [
            ("empty", "", 1, 1, "empty document"),
            ("only whitespace", "  \n", 2, 1, "empty document"),
            ("truncated start tag", "<a><b", 1, 4, "unexpected end of document in the start tag of 'b'"),
            ("unclosed element", "<a>\n<b></b>", 2, 8, "unexpected end of document: element 'a' opened at 1:1 is not closed"),
            ("mismatched tags", "<a>\n  <b></c></a>", 2, 6,
             "mismatched end tag: expected '</b>' (opened at 2:3), found '</c>'"),
            ("stray end tag", "<a/></a>", 1, 5, "unexpected end tag '</a>'"),
            ("two roots", "<a/><b/>", 1, 5, "only one root element is allowed; found another element 'b'"),
            ("text outside root", "<a/>x", 1, 5, "text is not allowed outside the root element"),
            ("unknown entity", "<a>\n &nbsp;</a>", 2, 2, "undefined entity '&nbsp;' (only the five predefined entities are supported)"),
            ("entity without semicolon", "<a>&amp </a>", 1, 8, "expected ';' after entity reference '&amp'"),
            ("bare ampersand", "<a>a & b</a>", 1, 6, "expected an entity name or '#' after '&'"),
            ("illegal character reference", "<a>&#1;</a>", 1, 4, "character reference '&#1;' is not a legal xml character"),
            ("surrogate character reference", "<a>&#xD800;</a>", 1, 4,
             "character reference '&#xD800;' is not a legal xml character"),
            ("huge character reference", "<a>&#99999999999;</a>", 1, 4,
             "character reference '&#99999999999;' is not a legal xml character"),
            ("empty character reference", "<a>&#;</a>", 1, 6, "expected digits in character reference"),
            ("unquoted attribute", "<a x=1/>", 1, 6, "expected a quoted value for attribute 'x'"),
            ("duplicate attribute", "<a x='1' x='2'/>", 1, 10, "duplicate attribute 'x'"),
            ("duplicate expanded attribute", "<a xmlns:p='u' xmlns:q='u' p:x='1' q:x='2'/>", 1, 36, "duplicate attribute 'q:x'"),
            ("less-than in attribute", "<a x='<'/>", 1, 7, "'<' is not allowed in an attribute value"),
            ("unterminated attribute", "<a x='1/>", 1, 6, "unterminated value for attribute 'x'"),
            ("missing attribute space", "<a x='1'y='2'/>", 1, 9, "expected whitespace before attribute 'y'"),
            ("unbound prefix", "<p:a/>", 1, 1, "unbound namespace prefix 'p' in 'p:a'"),
            ("bad xml:space", "<a xml:space='keep'/>", 1, 4, "'xml:space' must be 'default' or 'preserve', found 'keep'"),
            ("double dash in comment", "<a><!-- a -- b --></a>", 1, 11, "'--' is not allowed inside a comment"),
            ("unterminated comment", "<a><!-- x", 1, 4, "unterminated comment"),
            ("unterminated cdata", "<a><![CDATA[x", 1, 4, "unterminated cdata section"),
            ("cdata end in text", "<a>]]></a>", 1, 4, "']]>' is not allowed in text"),
            ("late xml declaration", "<a><?xml version='1.0'?></a>", 1, 4,
             "the xml declaration is only allowed at the very start of the document"),
            ("utf-16 encoding", "<?xml version='1.0' encoding='UTF-16'?><a/>", 1, 21,
             "unsupported encoding 'UTF-16'; only utf-8 is supported"),
            ("control character", "<a>\u{1}</a>", 1, 4, "control character U+0001 is not allowed in xml"),
            ("noncharacter", "<a>\u{FFFF}</a>", 1, 4, "character U+FFFF is not allowed in xml"),
            ("doctype after root", "<a/><!DOCTYPE a>", 1, 5, "a 'DOCTYPE' is only allowed once, before the root element"),
            ("internal subset without entities", "<!DOCTYPE a [<!ELEMENT a ANY>]><a/>", 1, 13,
             "internal dtd subsets are not allowed (this reader never processes dtds)"),
        ]
        for testCase in cases {
            let error = rejection(testCase.text)
            #expect(
                error == XMLReadError(line: testCase.line, column: testCase.column, message: testCase.message),
                "case '\(testCase.name)'")
        }
    }

    @Test func rejectsInvalidUTF8AndUTF16() {
        let cases: [(name: String, bytes: [UInt8], column: Int, message: String)] = [
            ("lone continuation byte", Array("<a>".utf8) + [0x80] + Array("</a>".utf8), 4, "invalid utf-8 byte 0x80"),
            ("overlong slash", Array("<a>".utf8) + [0xC0, 0xAF] + Array("</a>".utf8), 4, "invalid utf-8 byte 0xC0"),
            ("encoded surrogate", Array("<a>".utf8) + [0xED, 0xA0, 0x80] + Array("</a>".utf8), 4, "invalid utf-8 sequence"),
            ("truncated sequence", Array("<a>".utf8) + [0xE2, 0x82], 4, "truncated utf-8 sequence"),
            ("above U+10FFFF", Array("<a>".utf8) + [0xF4, 0x90, 0x80, 0x80], 4, "invalid utf-8 sequence"),
            ("utf-16 byte order mark", [0xFF, 0xFE, 0x3C, 0x00], 1, "utf-16 documents are not supported; save the file as utf-8"),
        ]
        for testCase in cases {
            #expect(
                rejection(bytes: testCase.bytes) == XMLReadError(line: 1, column: testCase.column, message: testCase.message),
                "case '\(testCase.name)'")
        }
    }

    @Test func rejectsBillionLaughsBeforeExpandingAnything() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n  <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            text += "  <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        text += "]>\n<lolz>&lol9;</lolz>\n"
        let clock = ContinuousClock()
        var error: XMLReadError?
        let elapsed = clock.measure { error = rejection(text) }
        #expect(
            error == XMLReadError(
                line: 3, column: 3,
                message: "entity declarations are not allowed: the document type declares 'lol' (this reader never processes dtds)"))
        #expect(elapsed < .milliseconds(100))
    }

    @Test func rejectsExternalEntities() {
        let xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE foo [ <!ENTITY xxe SYSTEM \"file:///etc/passwd\"> ]>\n<foo>&xxe;</foo>"
        #expect(
            rejection(xxe) == XMLReadError(
                line: 2, column: 17,
                message: "entity declarations are not allowed: the document type declares 'xxe' (this reader never processes dtds)"))
        let parameter = "<!DOCTYPE foo [<!ENTITY % remote SYSTEM \"http://example.invalid/evil.dtd\"> %remote;]><foo/>"
        #expect(rejection(parameter)?.message.contains("declares 'remote'") == true)
        // Without a declaration the reference is simply undefined: nothing is ever fetched.
        #expect(rejection("<foo>&xxe;</foo>")?.message == "undefined entity '&xxe;' (only the five predefined entities are supported)")
    }

    @Test func rejectsDeepNestingQuicklyWithoutRecursion() {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let clock = ContinuousClock()
        var error: XMLReadError?
        let elapsed = clock.measure { error = rejection(text) }
        #expect(error == XMLReadError(line: 1, column: 256 * 3 + 1, message: "elements are nested deeper than 256 levels"))
        #expect(elapsed < .seconds(2))
        // Within a raised limit the same shape parses (iteratively).
        let shallow = String(repeating: "<a>", count: 5_000) + String(repeating: "</a>", count: 5_000)
        #expect(rejection(shallow, limits: XMLLimits(maximumDepth: 5_000)) == nil)
    }

    @Test func rejectsDocumentsOverTheSizeLimit() {
        let error = rejection("<a>0123456789</a>", limits: XMLLimits(maximumBytes: 10))
        #expect(error == XMLReadError(line: 1, column: 1, message: "document is 17 bytes, over the limit of 10 bytes"))
    }

    @Test func truncatedOrMutatedInputFailsInsideTheDocument() {
        let sample = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><!-- c -->
              <file original="a &amp; b" source-language="en" target-language="es" datatype="plaintext">
                <body><trans-unit id="k|==|plural.one" xml:space="preserve"><source>é &#233; <![CDATA[x]]></source>
                <target state="new">ñ</target></trans-unit></body>
              </file>
            </xliff>
            """.utf8)
        #expect(rejection(bytes: sample) == nil)
        var accepted = 0
        for length in 0..<sample.count where rejection(bytes: Array(sample[..<length])) == nil { accepted += 1 }
        #expect(accepted == 0)  // every strict prefix is missing at least the closing '</xliff>'
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("<>/&;#x=\"' ![]-?aé\r\n".utf8) + [0x00, 0xFF, 0xC3]
        var parsed = 0
        var misplaced: [String] = []
        for _ in 0..<3_000 {
            var mutated = sample
            for _ in 0..<3 {
                let position = Int(generator.next() % UInt64(mutated.count))
                mutated[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            // Each run returns (never traps): a document, or an error placed inside the document.
            guard let error = rejection(bytes: mutated) else {
                parsed += 1
                continue
            }
            let lastLine = 1 + mutated.count(where: { $0 == 0x0A || $0 == 0x0D })
            if error.line < 1 || error.line > lastLine || error.column < 1 || error.column > mutated.count + 1 {
                misplaced.append("\(error)")
            }
        }
        #expect(misplaced == [])
        // Both paths ran: some mutations only touched text, most broke the markup.
        #expect(parsed > 0 && parsed < 3_000, "\(parsed) of 3000 parsed")
    }
}

/// A small deterministic generator so the fuzz cases are the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
