/// The prolog: the XML declaration and the `DOCTYPE` (skipped, or refused with an internal subset).
extension XMLTreeBuilder {
    mutating func readDeclaration() throws(XMLReadError) {
        let start = scanner.index
        scanner.index += 5
        var sawVersion = false
        while true {
            scanner.skipWhitespace()
            if scanner.peek("?>") {
                scanner.index += 2
                break
            }
            let nameStart = scanner.index
            guard let name = scanner.readName() else {
                throw scanner.error(scanner.isAtEnd ? "unterminated xml declaration" : "expected '?>' to end the xml declaration", at: scanner.isAtEnd ? start : scanner.index)
            }
            scanner.skipWhitespace()
            guard scanner.byte(at: scanner.index) == UInt8(ascii: "=") else {
                throw scanner.error("expected '=' after '\(name)' in the xml declaration", at: scanner.index)
            }
            scanner.index += 1
            scanner.skipWhitespace()
            guard let quote = scanner.byte(at: scanner.index), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw scanner.error("expected a quoted value for '\(name)' in the xml declaration", at: scanner.index)
            }
            let value = try scanner.readAttributeValue(for: name)
            switch name {
            case "version":
                guard value.hasPrefix("1.") else {
                    throw scanner.error("unsupported xml version '\(value)'", at: nameStart)
                }
                sawVersion = true
            case "encoding":
                guard ["utf-8", "utf8"].contains(value.lowercased()) else {
                    throw scanner.error("unsupported encoding '\(value)'; only utf-8 is supported", at: nameStart)
                }
            case "standalone":
                guard value == "yes" || value == "no" else {
                    throw scanner.error("'standalone' must be 'yes' or 'no', found '\(value)'", at: nameStart)
                }
            default:
                throw scanner.error("unexpected '\(name)' in the xml declaration", at: nameStart)
            }
        }
        if !sawVersion { throw scanner.error("the xml declaration has no 'version'", at: start) }
    }

    mutating func readDoctype() throws(XMLReadError) {
        let start = scanner.index
        guard stack.isEmpty, root == nil, !sawDoctype else {
            throw scanner.error("a 'DOCTYPE' is only allowed once, before the root element", at: start)
        }
        sawDoctype = true
        scanner.index += 9  // <!DOCTYPE
        while !scanner.isAtEnd {
            let byte = scanner.bytes[scanner.index]
            switch byte {
            case UInt8(ascii: ">"):
                scanner.index += 1
                return
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanner.index += 1
                while let next = scanner.byte(at: scanner.index), next != byte { scanner.index += 1 }
                scanner.index += 1
            case UInt8(ascii: "["):
                throw internalSubsetError(at: scanner.index)
            default:
                scanner.index += 1
            }
        }
        throw scanner.error("unterminated 'DOCTYPE' declaration", at: start)
    }

    /// The error for `DOCTYPE … [`: names the first entity declaration when there is one.
    private func internalSubsetError(at bracket: Int) -> XMLReadError {
        var probe = XMLScanner(bytes: scanner.bytes, index: bracket)
        while !probe.isAtEnd && !probe.peek("]") {
            if probe.peek("<!ENTITY") {
                let declaration = probe.index
                probe.index += 8
                probe.skipWhitespace()
                if probe.peek("%") {
                    probe.index += 1
                    probe.skipWhitespace()
                }
                let name = probe.readName() ?? ""
                return probe.error(
                    "entity declarations are not allowed: the document type declares '\(name)' "
                        + "(this reader never processes dtds)", at: declaration)
            }
            probe.index += 1
        }
        return scanner.error("internal dtd subsets are not allowed (this reader never processes dtds)", at: bracket)
    }
}
