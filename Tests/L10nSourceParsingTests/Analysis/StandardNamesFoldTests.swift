import Foundation
import Testing

@testable import L10nSourceParsing

/// ``StandardNames/fold(_:)`` skips its space and bracket steps when the bytes say they change nothing: it folds
/// every locale's names, and random text of spaces, brackets, commas and combining marks, as every step taken does.
struct StandardNamesFoldTests {
    /// The fold with every step taken (before the byte tests).
    static func foldEveryStep(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }), !text.utf8.contains(UInt8(ascii: "(")) { return text.lowercased() }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: continue
            case 0xFF08: scalars.append(contentsOf: " (".unicodeScalars)
            case 0xFF09: scalars.append(")")
            case 0xFF0C, 0x3001: scalars.append(contentsOf: ", ".unicodeScalars)
            case 0xA0: scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        let collapsed = String(scalars).lowercased().split(separator: " ").joined(separator: " ")
        return collapsed.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
            .replacingOccurrences(of: " ,", with: ",")
    }

    @Test func localeNamesFoldAsBefore() {
        for identifier in Locale.availableIdentifiers {
            let locale = Locale(identifier: identifier)
            var names = [locale.localizedString(forIdentifier: identifier)]
            if let code = locale.language.languageCode?.identifier { names.append(locale.localizedString(forLanguageCode: code)) }
            for case let name? in names {
                #expect(StandardNames.fold(name) == Self.foldEveryStep(name), "\(identifier): \(name)")
            }
        }
    }

    @Test func randomTextFoldsAsBefore() {
        var generator = SeededGenerator(seed: 0xF01D)
        let pieces = [
            " ", "  ", "(", ")", ",", "a", "É", "ß", "\u{301}", "\u{A0}", "\u{FF08}", "\u{FF09}", "\u{FF0C}", "\u{3001}",
            "\u{200E}", "\u{2066}", "中", "ع", "x ", " y", "( ", " )", " ,", "\u{2002}", "\u{2000}",
        ]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...8, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(StandardNames.fold(text) == Self.foldEveryStep(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
