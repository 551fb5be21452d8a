/// Decimal text that is not a number as CLDR writes them, with the offending character and its column.
///
///     do { _ = try PluralOperands(parsing: "1.5x") } catch {
///         error.description  // "unexpected character 'x' at column 4 of '1.5x'"
///     }
public struct PluralNumberSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text that was read.
    public var text: String
    /// 1-based column (in characters) of the offending character, or one past the end when text stops early.
    public var column: Int
    /// The offending character, or nil when the text ended too early.
    public var character: Character?
    /// What is wrong, lowercase, e.g. `unexpected character 'x'` or `expected a digit after '.'`.
    public var message: String

    public var description: String {
        text.isEmpty ? message : "\(message) at column \(column) of '\(text)'"
    }

    init(text: String, failure: PluralNumberParser.Failure) {
        self.text = text
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: failure.offset, limitedBy: utf8.endIndex) ?? utf8.endIndex
        column = text.unicodeScalars[..<index].count + 1
        character = index < text.endIndex ? text[index...].first : nil
        switch failure.reason {
        case .empty:
            message = "empty number"
        case .unexpectedCharacter:
            message = "unexpected character " + PluralNumberSyntaxError.quote(text.unicodeScalars[index])
        case .expectedDigit(let after):
            message = after.map { "expected a digit after '\($0)'" } ?? "expected a digit"
        case .exponentTooLarge:
            message = "exponent is larger than \(PluralNumberParser.maximumExponent)"
        }
    }

    /// `'x'`, or `U+0009` for characters that do not print.
    static func quote(_ scalar: Unicode.Scalar) -> String {
        if scalar.value < 0x21 || (0x7F...0xA0).contains(scalar.value) || scalar.properties.generalCategory == .format {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(scalar)'"
    }
}
