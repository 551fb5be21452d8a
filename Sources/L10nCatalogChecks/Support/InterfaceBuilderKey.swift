import Foundation

/// Keys of an Interface Builder table: `ibtool` names each string of a storyboard or xib by the object's id and
/// the property that shows it (`1b7-l0-nxx.title`, `Qf2-Ad-9kP.normalTitle`, `abc-12-xyz.segmentTitles[0]`).
/// Xcode generates the ids (three, two and three letters or digits); nobody chooses them, so no key convention
/// can apply to them, and they say nothing about the keys a team writes.
///
///     InterfaceBuilderKey.isObjectKey("2oI-Rn-ZJC.title")        // true
///     InterfaceBuilderKey.isObjectKey("settings.sign-out.title")  // false
package enum InterfaceBuilderKey {
    /// Whether `key` is an object id of Xcode's shape followed by `.` and a property.
    package static func isObjectKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        // "XXX-XX-XXX." is 11 bytes, then at least one of the property.
        guard bytes.count > 11, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "."), let first = bytes.dropFirst(11).first, isLetter(first)
        else { return false }
        for index in [0, 1, 2, 4, 5, 7, 8, 9] where !isLetter(bytes[index]) && !isDigit(bytes[index]) { return false }
        return true
    }

    /// The document's own text that ibtool's comment for a key quotes, unescaped: `Class = "NSTextFieldCell"; title =
    /// "Select a License"; ObjectID = "hfH-NT-WKX";` → `Select a License`; nil for any other comment.
    ///
    ///     InterfaceBuilderKey.documentText(inComment: #"Class = "NSMenuItem"; title = "Say \"Hi\""; ObjectID = "a1B-c2-D3e";"#)
    ///     // #"Say "Hi""#
    package static func documentText(inComment comment: String) -> String? {
        guard comment.hasPrefix("Class = \""), let classEnd = comment.range(of: "\"; "),
            let equals = comment.range(of: " = \"", range: classEnd.upperBound..<comment.endIndex),
            let end = comment.range(of: "\"; ObjectID = \"", options: .backwards),
            equals.upperBound <= end.lowerBound
        else { return nil }
        var text = ""
        var escaped = false
        for character in comment[equals.upperBound..<end.lowerBound] {
            if escaped {
                text.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                text.append(character)
            }
        }
        return text
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
