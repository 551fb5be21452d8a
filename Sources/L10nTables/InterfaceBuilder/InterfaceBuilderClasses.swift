/// The class ibtool names in its comment for an element of an Interface Builder document.
///
///     InterfaceBuilderClasses.className(of: "menuItem", platform: .appKit)        // "NSMenuItem"
///     InterfaceBuilderClasses.className(of: "customView", platform: .appKit)      // "NSView"
///     InterfaceBuilderClasses.className(of: "tableViewSection", platform: .uiKit) // "UITableViewSection"
///
/// An element is named for its class without the prefix (`textFieldCell` is `NSTextFieldCell`, `barButtonItem`
/// `UIBarButtonItem`); the few that are not are listed.
enum InterfaceBuilderClasses {
    static let appKitExceptions: [String: String] = [
        "customView": "NSView",
        "customObject": "NSObject",
        // ibtool names a menu toolbar item by its superclass (UTM's VMDisplayWindow tables).
        "menuToolbarItem": "NSToolbarItem",
        "pagecontroller": "NSPageController",
        "binding": "CocoaBindingsConnection",
    ]

    static let uiKitExceptions: [String: String] = [
        "containerView": "UIView",
        "mapView": "MKMapView",
        "wkWebView": "WKWebView",
        "arscnView": "ARSCNView",
        "arskView": "ARSKView",
        "sceneKitView": "SCNView",
        "skView": "SKView",
        "mtkView": "MTKView",
        "glkView": "GLKView",
        "customObject": "NSObject",
    ]

    static func className(of element: String, platform: InterfaceBuilderDocument.Platform) -> String {
        switch platform {
        case .appKit: return appKitExceptions[element] ?? prefixed("NS", element)
        case .uiKit: return uiKitExceptions[element] ?? prefixed("UI", element)
        }
    }

    static func prefixed(_ prefix: String, _ element: String) -> String {
        guard let first = element.first else { return prefix }
        return prefix + first.uppercased() + element.dropFirst()
    }
}

/// The texts Interface Builder gives a new object, which Xcode's extraction leaves out of a document's catalog: in
/// every catalog Xcode wrote for the documents of CotEditor, iina, NetNewsWire, Rectangle and Vienna, no
/// `NSTextFieldCell` titled `Text Cell` or `Table View Cell`, no `NSBox` titled `Box`, no `NSWindow` titled
/// `Window`, no `NSMenuItem` titled `Item` (103 such objects in their documents), while other texts equal to
/// a library name (`Label`, `Title`, a `Window` menu) are extracted. A pop-up button cell's title (the title of its
/// selected item, which the item exports) is never extracted either (100 in those documents), nor is empty text
/// (a tool tip `""`, a title `" "`: no table of CotEditor's holds the empty texts of its documents).
///
///     InterfaceBuilderDefaults.isPlaceholder("Text Cell", className: "NSTextFieldCell", property: "title")   // true
///     InterfaceBuilderDefaults.isPlaceholder("Label", className: "NSTextFieldCell", property: "title")       // false
enum InterfaceBuilderDefaults {
    static let placeholders: [String: Set<String>] = [
        "NSTextFieldCell.title": ["Text Cell", "Table View Cell"],
        "NSBox.title": ["Box"],
        "NSWindow.title": ["Window"],
        "NSMenuItem.title": ["Item"],
    ]

    static func isPlaceholder(_ value: String, className: String, property: String) -> Bool {
        if className == "NSPopUpButtonCell" && property == "title" { return true }
        // Empty text is no string (CotEditor's tables lack its empty tool tips, placeholders and a space title).
        if value.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" }) { return true }
        return placeholders[className + "." + property]?.contains(value) ?? false
    }
}
