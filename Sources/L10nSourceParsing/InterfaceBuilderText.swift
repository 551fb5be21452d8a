import Foundation
import L10nDiagnostics

/// One text of an Interface Builder document (`.storyboard`, `.xib`) that no table or catalog localizes, as the
/// document reader found it: the property ibtool would export, where it stands, and the object's localizer note.
///
///     InterfaceBuilderText(
///         file: "iOS/Settings/Settings.storyboard", key: "Ahh-2z-d1b.text", className: "UILabel", property: "text",
///         value: "Add Account", note: nil, line: 118, column: 105)
public struct InterfaceBuilderText: Sendable, Hashable {
    public var file: String
    /// ibtool's key: `ObjectID.property`.
    public var key: String
    public var className: String
    public var property: String
    public var value: String
    /// The object's localizer note (Interface Builder's "Localizer Notes").
    public var note: String?
    public var line: Int
    public var column: Int
    /// The initial content of a field the user edits (an editable text field's title, a text field's text).
    public var isEditableContent: Bool

    public init(
        file: String, key: String, className: String, property: String, value: String, note: String?, line: Int,
        column: Int, isEditableContent: Bool = false
    ) {
        self.isEditableContent = isEditableContent
        self.file = file
        self.key = key
        self.className = className
        self.property = property
        self.value = value
        self.note = note
        self.line = line
        self.column = column
    }
}

/// `hardcoded-string` for the text of Interface Builder documents that are not localized at all (no `Base.lproj`,
/// no table, no catalog) in an app that localizes: the same rule, reported at the text's line in the
/// `.storyboard` or `.xib`, its message naming the object and property.
///
///     let findings = InterfaceBuilderLint.hardcoded(texts, severity: .error)
///     // iOS/Settings/Settings.storyboard:118:105: error: hardcoded user-facing string 'Add Account' in the text of
///     // 'UILabel' 'Ahh-2z-d1b'; 'Settings.storyboard' is not localized: localize it in Xcode (Localize… in the
///     // File inspector) [hardcoded-string]
///
/// Reported: prose as the Swift lint reads it (``TextClassifier``). Not reported: text that is no prose (`%@`,
/// `netnewswire.com`, `••••••••`), the texts Interface Builder gives a new object, which code replaces
/// (`Label`, `Title`, `Detail`, `Item 1`, `Multiline Label`, `Text Cell`, …, ``isLibraryPlaceholder(_:)``), text
/// that is the initial content of a field the user edits (an editable text field's title, a `UITextField`'s text:
/// the user's data, set by code), text whose object's localizer note says not to localize it (`Do not localize`, BartyCrouch's `#bc-ignore!`,
/// `l10n:disable`), and documents for developers (named `Debug…`, as `#if DEBUG` code is not linted).
public enum InterfaceBuilderLint {
    /// Why a text is or is not reported, for `check --explain`.
    public enum Verdict: Sendable, Hashable {
        case reported
        case notProse
        case libraryPlaceholder
        case noteSaysNotToLocalize
        case developerDocument
        case editableContent
    }

    /// The finding's message: `hardcoded user-facing string 'Add Account' in the text of 'UILabel' 'Ahh-2z-d1b';
    /// 'Settings.storyboard' is not localized: localize it in Xcode (Localize… in the File inspector)`.
    public static func message(_ text: InterfaceBuilderText) -> String {
        let objectID = text.key.split(separator: ".").first.map(String.init) ?? text.key
        let document = text.file.split(separator: "/").last.map(String.init) ?? text.file
        return "hardcoded user-facing string \(SourceFile.quote(text.value)) in the \(describe(text.property)) of "
            + "'\(text.className)' '\(objectID)'; '\(document)' is not localized: localize it in Xcode "
            + "(Localize… in the File inspector)"
    }

    /// `title`, `tool tip`, `header title`: the property as a person names it.
    public static func describe(_ property: String) -> String {
        var name = property
        if let bracket = name.firstIndex(of: "[") { name = String(name[..<bracket]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        for prefix in ["ibShadowed", "ibExternalAccessibility"] where name.hasPrefix(prefix) {
            name = String(name.dropFirst(prefix.count))
            if prefix == "ibExternalAccessibility" { name = "accessibility " + name }
        }
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty, words.last != " " { words.append(" ") }
            words.append(Character(character.lowercased()))
        }
        return words.hasSuffix("s") && property.hasSuffix("]") ? String(words.dropLast()) : words
    }

    /// Whether `text` is reported, and why not.
    public static func verdict(_ text: InterfaceBuilderText) -> Verdict {
        let document = text.file.split(separator: "/").last.map(String.init) ?? text.file
        if document.lowercased().hasPrefix("debug") { return .developerDocument }
        if let note = text.note, noteSaysNotToLocalize(note) { return .noteSaysNotToLocalize }
        if isLibraryPlaceholder(text.value, className: text.className) { return .libraryPlaceholder }
        if text.isEditableContent { return .editableContent }
        return TextClassifier.classify(text.value) == .prose ? .reported : .notProse
    }

    /// A localizer note that says the text is not to be localized: `Do not localize`, `Don't translate`, `DNL`,
    /// BartyCrouch's `#bc-ignore!`, or this tool's `l10n:disable`.
    public static func noteSaysNotToLocalize(_ note: String) -> Bool {
        let lowered = note.lowercased().replacingOccurrences(of: "’", with: "'")
        if lowered.contains("#bc-ignore!") || lowered.contains("l10n:disable") { return true }
        if lowered.trimmingCharacters(in: .whitespaces) == "dnl" { return true }
        for phrase in ["do not localize", "don't localize", "do not translate", "don't translate", "not localized"]
        where lowered.contains(phrase) {
            return true
        }
        return false
    }

    /// Whether a text has words a person reads, as the Swift lint decides (``TextClassifier``): `Sort By`, not
    /// `<dnl>`, `—` or `%@`.
    public static func isProse(_ text: String) -> Bool { TextClassifier.classify(text) == .prose }

    /// The texts Interface Builder's library gives a new object, which code replaces at run time (`Label`,
    /// `Title`, `Detail`, `Button`, a pop-up button's `Item 1` to `Item 3`, a window's `Window`, a toolbar item's
    /// `Custom View`, a navigation controller's `Root View Controller`, `Lorem ipsum …`, and the team's own
    /// stand-ins in braces, `{Field Name}`, and a sample date, ``isSampleDate(_:)``); a menu titled `Window` or
    /// `View` is a real menu.
    public static func isLibraryPlaceholder(_ value: String, className: String) -> Bool {
        if libraryPlaceholders.contains(value) || value.hasPrefix("Lorem ipsum") { return true }
        // A text marked as a stand-in, in braces (`{Field Name}`, `{History}`: KeePassium's cells and buttons,
        // which the code fills): the team's own placeholder.
        if value.count > 2, value.first == "{", value.last == "}", !value.dropFirst().dropLast().contains(where: { $0 == "{" || $0 == "}" }) {
            return true
        }
        if isSampleDate(value) { return true }
        return classPlaceholders[className]?.contains(value) ?? false
    }

    /// A date written out as an example of what the label shows (`44. Woche - Montag, 15. Juli 2019`, `SATURDAY, JUNE
    /// 17`, `12.03.2021`: YourGoals' calendar bar and section header): a weekday's or month's name beside a number,
    /// or a numeric date with a year. No screen's fixed text names a day of the calendar; the code sets the real one.
    ///
    ///     InterfaceBuilderText.isSampleDate("SATURDAY, JUNE 17")      // true
    ///     InterfaceBuilderText.isSampleDate("Due 12.03.2021")         // true
    ///     InterfaceBuilderText.isSampleDate("Reminder on Monday")     // false: no number
    ///     InterfaceBuilderText.isSampleDate("Version 1.2.3")          // false: no year
    public static func isSampleDate(_ value: String) -> Bool {
        guard value.contains(where: \.isNumber) else { return false }
        let words = value.lowercased().split { !$0.isLetter }
        if words.contains(where: { calendarNames.contains(String($0)) }) { return true }
        // 12.03.2021, 3/12/21, 2021-03-12
        let scalars = Array(value.unicodeScalars)
        var index = 0
        while index < scalars.count {
            var groups: [Int] = []
            var separator: Unicode.Scalar?
            var cursor = index
            while cursor < scalars.count {
                var digits = 0
                while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { digits += 1; cursor += 1 }
                guard digits > 0 else { break }
                groups.append(digits)
                guard cursor < scalars.count, ".-/".unicodeScalars.contains(scalars[cursor]),
                    separator == nil || separator == scalars[cursor]
                else { break }
                separator = scalars[cursor]
                cursor += 1
            }
            // A year first or last, a day and a month of one or two digits.
            if groups.count == 3, groups[1] <= 2, groups[0] == 4 && groups[2] <= 2 || groups[2] == 4 && groups[0] <= 2 {
                return true
            }
            index = max(cursor, index + 1)
        }
        return false
    }

    /// Months and weekdays, full and short (but those that are words too: `mon`, `sun`, `sat`, `mar`, `may`), in
    /// English and German.
    static let calendarNames: Set<String> = [
        "january", "february", "march", "april", "june", "july", "august", "september", "october", "november",
        "december", "jan", "feb", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tue", "wed", "thu", "fri",
        "januar", "februar", "märz", "mai", "juni", "juli", "oktober", "dezember", "montag", "dienstag", "mittwoch",
        "donnerstag", "freitag", "samstag", "sonntag",
    ]

    static let libraryPlaceholders: Set<String> = [
        "Label", "Multiline Label", "Title", "Subtitle", "Detail", "Left Detail", "Right Detail", "Button", "Text",
        "Item", "Item 1", "Item 2", "Item 3", "Text Cell", "Table View Cell", "Box", "Toolbar Item", "Static Text",
        "Check", "Radio", "Custom View",
        // The title the library's Navigation Controller gives its root scene (arcbit's settings, whose class sets
        // its own title).
        "Root View Controller",
    ]
    static let classPlaceholders: [String: Set<String>] = [
        "NSWindow": ["Window"], "NSPanel": ["Window"], "NSMenu": ["Menu"], "UISegmentedControl": ["First", "Second", "Third"],
    ]
}
