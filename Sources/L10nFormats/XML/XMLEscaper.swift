/// Escapes text for XML 1.0 output, and says what it had to leave out.
///
///     var escaper = XMLEscaper()
///     escaper.text("Fish & Chips <b>")            // "Fish &amp; Chips &lt;b&gt;"
///     escaper.attribute("say \"hi\"\nnow")        // "say &quot;hi&quot;&#10;now"
///     escaper.text("bell\u{7}")                   // "bell"; escaper.dropped == ["\u{7}"]
///
/// - Text: `&` `<` `>` are escaped; CR is written `&#13;` so a reader does not turn it into LF.
/// - Attributes (always double-quoted): also `"`, and tab/LF/CR as `&#9;` `&#10;` `&#13;`, which attribute-value
///   normalization would otherwise turn into spaces (Xcode writes `&#10;` in `id` attributes the same way).
///   `'` never needs escaping inside double quotes and is written as is.
/// - Characters XML 1.0 cannot carry at all, not even as `&#…;` — the C0 controls other than tab, LF and CR, and
///   U+FFFE / U+FFFF — are **dropped** and collected in `dropped`, so the caller can warn (a file with them would
///   be rejected by every conforming XML reader, including Xcode's and translate-toolkit's). Swift strings
///   cannot hold lone surrogates, so those never occur.
public struct XMLEscaper: Sendable {
    /// Every scalar left out so far, in order.
    public private(set) var dropped: [Unicode.Scalar] = []

    public init() {}

    /// Escapes character data.
    public mutating func text(_ value: String) -> String {
        escape(value, inAttribute: false)
    }

    /// Escapes a value for a double-quoted attribute.
    public mutating func attribute(_ value: String) -> String {
        escape(value, inAttribute: true)
    }

    /// Whether XML 1.0 can carry the scalar (as itself or as a character reference).
    public static func canCarry(_ scalar: Unicode.Scalar) -> Bool {
        XMLCharacterCheck.isLegal(scalar.value)
    }

    /// `&` `<` `>` `"`, controls, and 0xEF (the lead byte of U+FFFE / U+FFFF).
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x26, 0x3C, 0x3E, 0x22, 0xEF, 0x00..<0x20: true
        default: false
        }
    }

    private mutating func escape(_ value: String, inAttribute: Bool) -> String {
        // Fast path: nothing to change.
        if !value.utf8.contains(where: Self.mayNeedEscaping) { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\r": result += "&#13;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            default:
                if Self.canCarry(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    dropped.append(scalar)
                }
            }
        }
        return result
    }
}
