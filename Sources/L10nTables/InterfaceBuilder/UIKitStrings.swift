/// The localizable properties of an iOS document (`targetRuntime="iOS.CocoaTouch"`), as ibtool exports them.
///
/// | element | property (key after the id) |
/// |---|---|
/// | `label`, `textView` | `text` |
/// | `textField` | `text`, `placeholder` |
/// | `searchBar` | `text`, `placeholder`, `prompt`, `scopeButtonTitles[i]` |
/// | `button` | `normalTitle`, `highlightedTitle`, `selectedTitle`, `disabledTitle` (its `<state>`s); `configuration.title`, `configuration.subtitle` (its `buttonConfiguration`) |
/// | `navigationItem` | `title`, `prompt`, `backButtonTitle` |
/// | `barButtonItem`, `tabBarItem`, `viewController`, `tableViewController`, `collectionViewController` | `title` |
/// | `segmentedControl` | `segmentTitles[i]` (its segments) |
/// | `tableViewSection` | `headerTitle`, `footerTitle` |
/// | a view's `<accessibility key="accessibilityConfiguration" label hint>` | `accessibilityLabel`, `accessibilityHint` |
enum UIKitStrings {
    static let buttonStates: [String: String] = [
        "normal": "normalTitle", "highlighted": "highlightedTitle", "selected": "selectedTitle", "disabled": "disabledTitle",
    ]
    static let titled: Set<String> = [
        "barButtonItem", "tabBarItem", "viewController", "tableViewController", "collectionViewController",
    ]

    static func collect(_ element: IBElement, parent: IBElement?, into found: inout InterfaceBuilderReader.Found) {
        let name = element.name
        if titled.contains(name) { found.add(element.text("title"), property: "title", of: element) }
        switch name {
        case "label":
            found.add(element.text("text"), property: "text", of: element)
        case "textView":
            found.add(element.text("text"), property: "text", of: element, editable: element.node.attribute("editable") != "NO")
        case "textField":
            found.add(element.text("text"), property: "text", of: element, editable: true)
            found.add(element.text("placeholder"), property: "placeholder", of: element)
        case "searchBar":
            for property in ["text", "placeholder", "prompt"] {
                found.add(element.text(property), property: property, of: element, editable: property == "text")
            }
            let scopes = element.children("scopeButtonTitles").flatMap { $0.children("string") }
            for (index, scope) in scopes.enumerated() {
                found.add(
                    IBText(value: scope.node.text, position: .init(line: scope.node.line, column: scope.node.column)),
                    property: "scopeButtonTitles[\(index)]", of: element)
            }
        case "button":
            for state in element.children("state") {
                guard let key = state.key, let property = buttonStates[key] else { continue }
                found.add(state.text("title"), property: property, of: element)
            }
            for configuration in element.children("buttonConfiguration", key: "configuration") {
                found.add(configuration.text("title"), property: "configuration.title", of: element)
                found.add(configuration.text("subtitle"), property: "configuration.subtitle", of: element)
            }
        case "navigationItem":
            for property in ["title", "prompt", "backButtonTitle"] {
                found.add(element.text(property), property: property, of: element)
            }
        case "segmentedControl":
            let segments = element.children("segments").flatMap { $0.children("segment") }
            for (index, segment) in segments.enumerated() {
                found.add(segment.text("title"), property: "segmentTitles[\(index)]", of: element)
            }
        case "tableViewSection":
            found.add(element.text("headerTitle"), property: "headerTitle", of: element)
            found.add(element.text("footerTitle"), property: "footerTitle", of: element)
        case "accessibility" where element.key == "accessibilityConfiguration":
            if let parent {
                found.add(element.text("label"), property: "accessibilityLabel", of: parent)
                found.add(element.text("hint"), property: "accessibilityHint", of: parent)
            }
        default:
            break
        }
    }
}
