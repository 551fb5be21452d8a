import L10nSourceParsing
import XCStrings

/// The text of one Interface Builder document (`.storyboard` or `.xib`, iOS or macOS) as ibtool exports it: every
/// localizable property, under ibtool's key (`ObjectID.property`) with ibtool's comment, and where it stands in the
/// document.
///
///     let document = try InterfaceBuilderDocument(bytes: Array(xml.utf8), path: "App/Base.lproj/Main.storyboard")
///     document.strings[0].key       // "00n-xr-jcQ.title"
///     document.strings[0].comment   // #"Class = "NSMenuItem"; title = "Update"; ObjectID = "00n-xr-jcQ";"#
///     document.strings[0].position  // 18:40, the `title` attribute
///
/// What ibtool leaves out is left out: image names, identifiers, Interface Builder's own `userLabel`s, attributed
/// text, a pop-up button cell's title (its selected item's), and the placeholder texts Interface Builder gives a new
/// object, which Xcode does not extract (`Text Cell`, `Table View Cell`, `Box`, `Window`, `Item`: see
/// ``InterfaceBuilderDefaults``). See docs/interface-builder.md for every property read.
public struct InterfaceBuilderDocument: Sendable {
    /// The platform the document is for (`targetRuntime`).
    public enum Platform: String, Sendable {
        case appKit = "macOS", uiKit = "iOS"
    }

    public var path: String
    public var platform: Platform
    /// In document order.
    public var strings: [InterfaceBuilderString]
    /// Texts ibtool could export but Xcode leaves out (``InterfaceBuilderDefaults``): Interface Builder's
    /// placeholders, and pop-up button cells' titles. Their keys are not required, and not unused either.
    public var placeholders: [InterfaceBuilderString] = []
    /// The `id` of every object in the document: a table key whose object is not among them is unused.
    public var objectIDs: Set<String> = []

    public init(path: String, platform: Platform, strings: [InterfaceBuilderString]) {
        self.path = path
        self.platform = platform
        self.strings = strings
    }

    /// The document's strings by key (a key ibtool would write twice keeps its first string).
    public var byKey: [String: InterfaceBuilderString] {
        Dictionary(strings.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The document's texts a person can see: without those code replaces (``InterfaceBuilderString/isReplacedByCode``)
    /// and, in an agent app (`LSUIElement`, no menu bar), without its main menu (the lint leaves an agent app's
    /// main menu built in code alone for the same reason).
    public func shown(inAgentApp: Bool) -> InterfaceBuilderDocument {
        var document = self
        // The texts Interface Builder's library gives a new object (`Text`, `Label`, `Item 1`) are replaced by code.
        document.strings.removeAll {
            $0.isReplacedByCode || $0.isNeverShown || (inAgentApp && $0.isInMainMenu)
                || InterfaceBuilderLint.isLibraryPlaceholder($0.value, className: $0.className)
        }
        return document
    }

    /// ``shown(inAgentApp:)``, and without the texts the code sets through an outlet (``OutletAssignments``).
    package func shown(inAgentApp: Bool, assignments: OutletAssignments) -> InterfaceBuilderDocument {
        var document = shown(inAgentApp: inAgentApp)
        document.strings.removeAll { string in
            string.isSetByCode(assignments) || string.hiddenBehind.map { !$0.contains(where: assignments.unhides) } == true
        }
        return document
    }

    /// The names of the outlets the document's strings' objects have.
    /// A cell's label's (`versionCell.textLabel`) gives the cell's outlet too, the name the code is read for.
    package var outletNames: Set<String> {
        Set(strings.flatMap { $0.outlets + ($0.hiddenBehind ?? []) }.map { outlet in
            outlet.split(separator: ".").first.map(String.init) ?? outlet
        })
    }

    /// The custom classes of the scenes whose titles the document holds.
    package var sceneClasses: Set<String> { Set(strings.compactMap(\.sceneClass)) }

    /// The custom classes of the objects whose text the document holds.
    package var objectClasses: Set<String> { Set(strings.compactMap(\.objectClass)) }

    /// The tags of the objects whose texts the document holds.
    package var tags: Set<Int> { Set(strings.compactMap(\.tag)) }

    /// Whether a table key (`00n-xr-jcQ.title`) names an object of the document.
    public func hasObject(of key: String) -> Bool {
        guard let dot = key.firstIndex(of: ".") else { return false }
        return objectIDs.contains(String(key[..<dot]))
    }

    /// The table name ibtool's strings go to: the document's name without its extension (`Main`).
    public var tableName: String { Self.tableName(of: path) }

    /// `Main` for `App/Base.lproj/Main.storyboard`.
    public static func tableName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// Whether a path names an Interface Builder document (`.storyboard` or `.xib`).
    public static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }
}

/// One localizable property of an Interface Builder object.
public struct InterfaceBuilderString: Sendable, Hashable {
    /// The object's `id` (`00n-xr-jcQ`, or a number in older documents).
    public var objectID: String
    /// The property's key path as ibtool writes it after the id: `title`, `headerCell.title`, `normalTitle`,
    /// `segmentTitles[0]`, `ibShadowedToolTip`.
    public var property: String
    /// The class ibtool names in its comment: the element's class (`NSMenuItem`, `UILabel`), never a custom class.
    public var className: String
    /// The text in the document, as the runtime shows it when no table overrides it.
    public var value: String
    /// The object's localizer note (Interface Builder's "Localizer Notes"), which ibtool adds to its comment.
    public var note: String?
    /// Where the text stands: the attribute, or the element that holds it.
    public var position: SourcePosition
    /// The text is the initial content of a field the user edits (an editable text field's title, a
    /// `UITextField`'s text), which code usually sets: exported all the same, but no label.
    public var isEditableContent = false
    /// The text is in the application's main menu (`<menu systemMenu="main">`), which an agent app (`LSUIElement`)
    /// never shows.
    public var isInMainMenu = false
    /// Code sets the text shown: a binding gives the control its value, or the text is a placeholder Interface
    /// Builder's library gives a new object (`Label`, `Button`, `Title`) or has no words (`<dnl>`, `—`) on an object
    /// code holds an outlet to.
    public var isReplacedByCode = false
    /// The outlets code holds to the object (or to the control whose cell it is): `statusField`.
    public var outlets: [String] = []
    /// For a scene's navigation item title or a view controller's title: the controller's custom class, whose code
    /// may set the title itself (`title = localized("new_room.title")` in `viewDidLoad`).
    public var sceneClass: String?
    /// The object's own custom class (`AddressBookButton`), whose code may set the text itself
    /// (`setTitle(Localizable.Waves.Addressbookbutton.Title.saveAddress, for: .normal)` in the class).
    public var objectClass: String?
    /// The object's `tag` (`<label … tag="3">`), when it has one: code may find it by it (`viewWithTag(3)`) and set
    /// its text (``OutletAssignments/setsTaggedText(_:)``).
    public var tag: Int?
    /// AppKit never shows it: the title of a menu that is not a menu of the menu bar (a submenu shows its item's
    /// title, a pop-up button its items', a status item's menu none; only a menu bar menu shows its own title), and
    /// the label of a tab in a tab view without tabs (`type="noTabsNoBorder"`: XIV on Mac's installer pages).
    public var isNeverShown = false
    /// The outlets to the view hidden in the document (`hidden="YES"`) that the object is in, or is: it shows only if
    /// code unhides that view through one of them (``OutletAssignments/unhides(_:)``); nil when no hidden view holds
    /// it.
    public var hiddenBehind: [String]?

    public init(
        objectID: String, property: String, className: String, value: String, note: String? = nil,
        position: SourcePosition
    ) {
        self.objectID = objectID
        self.property = property
        self.className = className
        self.value = value
        self.note = note
        self.position = position
    }

    /// ibtool's key: `00n-xr-jcQ.title`.
    public var key: String { objectID + "." + property }

    /// The property as ibtool's comment names it: the property itself, or, for the segments of a segmented control
    /// (an indexed property), the whole key (`Fqo-1c-3L1.ibShadowedLabels[0]`), as ibtool writes them.
    public var commentProperty: String { property.hasSuffix("]") ? key : property }

    /// ibtool's comment, without `/* */`, as Xcode writes it into a catalog and an export:
    /// `Class = "NSMenuItem"; title = "Update"; ObjectID = "00n-xr-jcQ";`, with `Note = "…";` when the object has a
    /// localizer note. Quotes, backslashes, line breaks and tabs in the text are escaped as in a `.strings` file.
    public var comment: String {
        var text = "Class = \"\(className)\"; \(commentProperty) = \"\(Self.escaped(value))\"; ObjectID = \"\(objectID)\";"
        if let note { text += " Note = \"\(Self.escaped(note))\";" }
        return text
    }

    /// Text escaped as ibtool escapes it inside its comment's quotes.
    package static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
