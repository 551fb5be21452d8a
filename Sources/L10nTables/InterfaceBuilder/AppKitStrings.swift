/// The localizable properties of a macOS document (`targetRuntime="MacOSX.Cocoa"`), as ibtool exports them.
///
/// | element | property (key after the id) |
/// |---|---|
/// | `menuItem`, `menu`, `window`, `box`, `viewController`, the text cells | `title` |
/// | `buttonCell` | `title`, `alternateTitle` |
/// | `textFieldCell`, `searchFieldCell`, `tokenFieldCell`, `secureTextFieldCell`, `comboBoxCell` | `placeholderString` |
/// | `tabViewItem` | `label` |
/// | `toolbarItem` | `label`, `paletteLabel`, `toolTip` |
/// | `tableColumn` | `headerCell.title` (its `tableHeaderCell`), `headerToolTip` |
/// | `segmentedCell` | `ibShadowedLabels[i]`, `ibShadowedToolTips[i]` (its segments) |
/// | any other view with a `toolTip` | `ibShadowedToolTip` |
/// | a view's `<accessibility description help>` | `ibExternalAccessibilityDescription`, `ibExternalAccessibilityHelp` |
/// | a binding's `NSNullPlaceholder`, `NSNoSelectionPlaceholder`, `NSMultipleValuesPlaceholder`, `NSNotApplicablePlaceholder`, `NSDisplayPattern` | `ibShadowedIsNilPlaceholder`, `ibShadowedNoSelectionPlaceholder`, … (class `CocoaBindingsConnection`) |
///
/// A separator item has no title; a pop-up button cell's title is its selected item's (never exported). A window's
/// `subtitle` is not exported either: Latest's first `en.lproj/Main.strings` holds its window's title and not
/// `subtitle="3 Updates Found"`, nor does the table ibtool wrote again a year later.
enum AppKitStrings {
    static let titled: Set<String> = [
        "menuItem", "menu", "window", "box", "viewController", "textFieldCell", "buttonCell", "popUpButtonCell",
        "searchFieldCell", "tokenFieldCell", "secureTextFieldCell", "comboBoxCell",
    ]
    static let placeholderCells: Set<String> = [
        "textFieldCell", "searchFieldCell", "tokenFieldCell", "secureTextFieldCell", "comboBoxCell",
    ]
    /// Elements whose `toolTip` is a property of their own (or none of a view's).
    static let ownToolTips: Set<String> = ["toolbarItem", "menuToolbarItem", "searchToolbarItem", "segment", "tableColumn"]
    static let bindingPlaceholders: [(option: String, property: String)] = [
        ("NSNullPlaceholder", "ibShadowedIsNilPlaceholder"),
        ("NSNoSelectionPlaceholder", "ibShadowedNoSelectionPlaceholder"),
        ("NSMultipleValuesPlaceholder", "ibShadowedMultipleValuesPlaceholder"),
        ("NSNotApplicablePlaceholder", "ibShadowedNotApplicablePlaceholder"),
        ("NSDisplayPattern", "ibShadowedDisplayPattern"),
    ]

    static func collect(_ element: IBElement, parent: IBElement?, into found: inout InterfaceBuilderReader.Found) {
        let name = element.name
        if titled.contains(name), !(name == "menuItem" && element.node.attribute("isSeparatorItem") == "YES") {
            let editable = placeholderCells.contains(name) && element.node.attribute("editable") == "YES"
            found.add(element.text("title"), property: "title", of: element, editable: editable)
        }
        if name == "buttonCell" { found.add(element.text("alternateTitle"), property: "alternateTitle", of: element) }
        if placeholderCells.contains(name) {
            found.add(element.text("placeholderString"), property: "placeholderString", of: element)
        }
        switch name {
        case "tabViewItem":
            found.add(element.text("label"), property: "label", of: element)
        case "toolbarItem", "menuToolbarItem", "searchToolbarItem":
            for property in ["label", "paletteLabel", "toolTip"] {
                found.add(element.text(property), property: property, of: element)
            }
        case "tableColumn":
            for header in element.children("tableHeaderCell", key: "headerCell") {
                found.add(header.text("title"), property: "headerCell.title", of: element)
            }
            found.add(element.text("headerToolTip"), property: "headerToolTip", of: element)
        case "segmentedCell":
            let segments = element.children("segments").flatMap { $0.children("segment") }
            for (index, segment) in segments.enumerated() {
                found.add(segment.text("label"), property: "ibShadowedLabels[\(index)]", of: element)
                found.add(segment.text("toolTip"), property: "ibShadowedToolTips[\(index)]", of: element)
            }
        case "accessibility":
            if let parent {
                found.add(element.text("description"), property: "ibExternalAccessibilityDescription", of: parent)
                found.add(element.text("help"), property: "ibExternalAccessibilityHelp", of: parent)
            }
        case "binding":
            for options in element.children("dictionary", key: "options") {
                for (option, property) in bindingPlaceholders {
                    for value in options.children("string", key: option) {
                        found.add(
                            IBText(value: value.node.text, position: .init(line: value.node.line, column: value.node.column)),
                            property: property, of: element)
                    }
                }
            }
        default:
            break
        }
        if !ownToolTips.contains(name) {
            found.add(element.text("toolTip"), property: "ibShadowedToolTip", of: element)
        }
    }
}
