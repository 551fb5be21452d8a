import L10nFiles
import L10nFormats
import L10nSourceParsing
import XCStrings

/// Reads an Interface Builder document (the XML of a `.storyboard` or `.xib`) into its localizable strings, with
/// ``XMLReader`` (the strict reader the XLIFF import uses: positions on every element and attribute, no DTD, no
/// entity but XML's five).
///
///     let document = try InterfaceBuilderReader.read(bytes, path: "App/Base.lproj/Main.storyboard")
///     document.platform        // .appKit (targetRuntime "MacOSX.Cocoa")
///     document.strings.count   // every string ibtool exports
///
/// Which properties are read, per platform, is ``AppKitStrings`` and ``UIKitStrings``; measured against the
/// comments ibtool wrote into real tables and against Xcode's own document catalogs (docs/interface-builder.md).
public enum InterfaceBuilderReader {
    /// Whether a user-defined runtime attribute's name says it holds a table key (`transKey`, `transKeyNormal`,
    /// `titleKey`; not `keyboardType`): the one test the reader (the object's text is set by code) and `unused-key`
    /// (the key is used) share.
    package static func isKeyAttributeName(_ keyPath: String) -> Bool {
        let path = keyPath.lowercased()
        return path.contains("key") && !path.contains("keyboard")
    }

    /// Whether a user-defined runtime attribute's name says the object's own code localizes its value
    /// (`localizableString`, iOSLocalizationEditor's `NSView` extension that sets its title to
    /// `localizableString?.localized`; `localizationKey`, `l10nID`; `local_title`, `local_placeholder`, Mixin's
    /// extension properties that look their key up): the object's text is set by code, and the value is a use of
    /// the key it spells.
    package static func isLocalizingAttributeName(_ keyPath: String) -> Bool {
        let path = keyPath.lowercased()
        return path.contains("locali") || path.contains("lockey") || path.contains("l10n") || path.hasPrefix("local_")
    }

    /// Reads the document at `path` (opened as given).
    public static func read(contentsOf path: String, shownAs shown: String? = nil) throws(CatalogError)
        -> InterfaceBuilderDocument
    {
        try read(FileReader.readInput(path, shownAs: shown ?? path), path: shown ?? path)
    }

    /// Reads a document's bytes; `path` names it in the result and in errors.
    ///
    /// - Throws: ``CatalogError`` at the line and column of the first problem: XML that is not well formed, or a
    ///   root that is not Interface Builder's `<document>`.
    public static func read(_ bytes: [UInt8], path: String) throws(CatalogError) -> InterfaceBuilderDocument {
        let root: XMLElementNode
        do {
            root = try XMLReader.parse(bytes)
        } catch {
            throw CatalogError(file: path, line: error.line, column: error.column, message: error.message)
        }
        // The archive format of Xcode 4 and before (`<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB"
        // version="8.00">`, Simplenote for Mac's `AuthenticationWindow.xib`): a document Xcode still builds, whose
        // objects this reader does not know. It is read as a document without texts (nothing reported, nothing
        // stops), not as a broken file.
        if root.name == "archive", (root.attribute("type") ?? "").hasPrefix("com.apple.InterfaceBuilder") {
            let platform: InterfaceBuilderDocument.Platform = (root.attribute("type") ?? "").contains("Cocoa") ? .appKit : .uiKit
            return InterfaceBuilderDocument(path: path, platform: platform, strings: [])
        }
        guard root.name == "document" else {
            throw CatalogError(
                file: path, line: root.line, column: root.column,
                message: "not an Interface Builder document: the root element is '\(root.name)', not 'document'")
        }
        let runtime = root.attribute("targetRuntime") ?? ""
        let platform: InterfaceBuilderDocument.Platform = runtime.hasPrefix("MacOSX") ? .appKit : .uiKit
        var found = Found(platform: platform)
        found.walk(IBElement(root, platform: platform), parent: nil)
        // Text code sets: a control whose value a binding gives; a library placeholder, or text with no words
        // (Latest's `<dnl>`), on an object code holds an outlet to (or on the cell of one).
        for index in found.strings.indices {
            let string = found.strings[index]
            let owners = [string.objectID] + (found.cellOwners[string.objectID].map { [$0] } ?? [])
            found.strings[index].outlets = owners.flatMap { found.outletNames[$0] ?? [] }
            if let (cell, property) = found.cellLabels[string.objectID] {
                found.strings[index].outlets += (found.outletNames[cell] ?? []).map { "\($0).\(property)" }
            }
            if string.className == "NSMenu", string.property == "title", !found.menuBarMenus.contains(string.objectID) {
                found.strings[index].isNeverShown = true
            }
            if string.className == "NSMenuItem", string.property == "title", found.menuBarItems.contains(string.objectID) {
                found.strings[index].isNeverShown = true
            }
            if string.property == "label", found.tablessItems.contains(string.objectID) { found.strings[index].isNeverShown = true }
            if let hidden = found.hiddenUnder[string.objectID], !found.taggedObjects.contains(hidden) {
                if !found.outletTargets.contains(hidden) {
                    found.strings[index].isNeverShown = true
                } else if let outlets = found.outletNames[hidden], !outlets.isEmpty {
                    found.strings[index].hiddenBehind = outlets
                }
            }
            if string.property == "paletteLabel", found.fixedToolbarItems.contains(string.objectID) {
                found.strings[index].isNeverShown = true
            }
            guard !string.property.hasPrefix("ibShadowed"), !string.property.hasPrefix("ibExternal") else { continue }
            let bound = string.property == "title" && owners.contains(where: found.boundTargets.contains)
            // A runtime attribute that asks the app's own code to localize the object (OpenEmu's `localizeTitle`,
            // `xibLocKey`): its text comes from the app's tables at run time, as code sets it.
            if owners.contains(where: found.localizedByCode.contains) {
                found.strings[index].isReplacedByCode = true
                continue
            }
            let placeholder = InterfaceBuilderLint.isLibraryPlaceholder(string.value, className: string.className)
                || !InterfaceBuilderLint.isProse(string.value)
            if bound || (placeholder && owners.contains(where: found.outletTargets.contains)) {
                found.strings[index].isReplacedByCode = true
            }
        }
        var document = InterfaceBuilderDocument(path: path, platform: platform, strings: found.strings)
        document.placeholders = found.placeholders
        document.objectIDs = found.objectIDs
        return document
    }

    /// The walk over the elements, collecting strings.
    struct Found {
        let platform: InterfaceBuilderDocument.Platform
        var strings: [InterfaceBuilderString] = []
        var placeholders: [InterfaceBuilderString] = []
        var objectIDs: Set<String> = []

        /// Inside the application's main menu.
        var inMainMenu = false
        /// Inside a menu titled "Debug" (KCD's main menu item that the app shows only with its `ShowsDebugMenu`
        /// setting): its items are developers' tools, never the app's users' text.
        var inDebugMenu = false
        /// The custom class of the view controller whose scene the walk is in (`NewRoomViewController`).
        var sceneClass: String?
        /// The objects outlets point to.
        var outletTargets: Set<String> = []
        /// The control each cell belongs to, by the cell's id.
        var cellOwners: [String: String] = [:]
        /// A table cell's own labels (`<tableViewCell textLabel="zd4-5z-BJD" detailTextLabel="lx9-VT-XNS">`): the cell's
        /// id and the property that holds the label, by the label's id. Code reaches them through the cell's outlet
        /// (`versionCell.textLabel?.text = …`, pretixSCAN's settings).
        var cellLabels: [String: (cell: String, property: String)] = [:]
        /// The menus the menu bar shows, by id.
        var menuBarMenus: Set<String> = []
        /// The items of the main menu that hold those menus: their own titles are never shown.
        var menuBarItems: Set<String> = []
        /// The items of tab views without tabs (`<tabView type="noTabsNoBorder">`: code switches the pages), whose
        /// labels nobody sees, by id.
        var tablessItems: Set<String> = []
        /// The items of toolbars users cannot customize (`allowsUserCustomization="NO"`), whose palette labels only
        /// the customization palette shows, by id.
        var fixedToolbarItems: Set<String> = []
        /// The outlets' property names by the object they point to.
        var outletNames: [String: [String]] = [:]
        /// The view hidden in the document that the walk is in, if any (the outermost).
        var hiddenView: String?
        /// For each object inside a view hidden in the document (itself included), that view's id.
        var hiddenUnder: [String: String] = [:]
        /// The objects with a tag of their own (`viewWithTag(_:)` finds them).
        var taggedObjects: Set<String> = []
        /// The objects whose shown value a binding gives (`<binding name="value">`, `title`, a display pattern).
        var boundTargets: Set<String> = []
        /// The objects a user-defined runtime attribute hands to the app's own localization (`localizeTitle`,
        /// `xibLocKey`, `localizedKey`, `local_title`), and those the document does not localize (`localization="NO"`).
        var localizedByCode: Set<String> = []

        /// A string attribute named for a key (`transKey`, `transKeyNormal`; not `keyboard…`) whose value reads as a key
        /// (no space): Stopp Corona's `TransLabel` with `transKey = "main_body_contact"`, which its class looks up
        /// in the app's tables.
        static func namesAKey(_ attribute: XMLElementNode) -> Bool {
            guard attribute.attribute("type") == "string", let value = attribute.attribute("value"), !value.isEmpty,
                !value.contains(" ")
            else { return false }
            return InterfaceBuilderReader.isKeyAttributeName(attribute.attribute("keyPath") ?? "")
        }

        mutating func walk(_ element: IBElement, parent: IBElement?) {
            if let id = element.id { objectIDs.insert(id) }
            if element.name == "outlet" || element.name == "outletCollection",
                let target = element.node.attribute("destination")
            {
                outletTargets.insert(target)
                if let property = element.node.attribute("property") { outletNames[target, default: []].append(property) }
            }
            // A menu of the menu bar: the submenu of an item of the main menu (`<menu systemMenu="main"><items>
            // <menuItem><menu key="submenu">`).
            // The menu bar shows that submenu's title, not its item's: the item's title is never shown (Unbound
            // Bible's 'Tools' item, whose submenu 'Tools' is the one translated).
            if element.name == "menu", element.node.attribute("systemMenu") == "main" {
                for item in element.children("items").flatMap({ $0.children("menuItem") }) {
                    for submenu in item.children("menu", key: "submenu") {
                        if let id = submenu.id { menuBarMenus.insert(id) }
                        if let id = item.id { menuBarItems.insert(id) }
                    }
                }
            }
            if element.name == "tabView", element.node.attribute("type")?.hasPrefix("noTabs") == true {
                for item in element.children("tabViewItems").flatMap({ $0.children("tabViewItem") }) {
                    if let id = item.id { tablessItems.insert(id) }
                }
            }
            if element.name == "toolbar", element.node.attribute("allowsUserCustomization") == "NO" {
                for items in element.children("allowedToolbarItems") + element.children("defaultToolbarItems") {
                    for item in items.node.elements where item.name.hasSuffix("oolbarItem") {
                        if let id = item.attribute("id") ?? item.attribute("reference") { fixedToolbarItems.insert(id) }
                    }
                }
            }
            // A window controller's window is its `window` outlet.
            if element.name == "window", element.key == "window", let id = element.id { outletTargets.insert(id) }
            if element.key == "cell", let id = element.id, let owner = parent?.id { cellOwners[id] = owner }
            if element.name == "tableViewCell", let id = element.id {
                for property in ["textLabel", "detailTextLabel"] {
                    if let label = element.node.attribute(property) { cellLabels[label] = (id, property) }
                }
            }
            if element.name == "connections", let owner = parent?.id,
                element.node.elements.contains(where: { binding in
                    binding.name == "binding" && ["value", "title", "displayPatternValue1", "displayPatternTitle1"]
                        .contains(binding.attribute("name") ?? "")
                })
            {
                boundTargets.insert(owner)
            }
            // `localization="NO"` (Xcode's "Localize" turned off for the object: FSNotes's File menu items, whose
            // titles code sets from the app's own strings): the document asks no translation of its text.
            if element.node.attribute("localization") == "NO", let id = element.id { localizedByCode.insert(id) }
            if element.name == "userDefinedRuntimeAttributes", let owner = parent?.id,
                element.node.elements.contains(where: { attribute in
                    InterfaceBuilderReader.isLocalizingAttributeName(attribute.attribute("keyPath") ?? "") || Self.namesAKey(attribute)
                })
            {
                localizedByCode.insert(owner)
            }
            // A view hidden in the document (`hidden="YES"`) shows nothing, nor does anything in it, until code unhides
            // it: through an outlet to it, or by its tag (giellakbd's hidden 'Debug Testing' button).
            let enclosingHidden = hiddenView
            // A menu item is another matter: menu validation gets each item to unhide without an outlet.
            if hiddenView == nil, element.node.attribute("hidden") == "YES", !element.name.hasPrefix("menu"),
                !element.name.hasSuffix("oolbarItem"), let id = element.id
            {
                hiddenView = id
            }
            defer { hiddenView = enclosingHidden }
            if let hiddenView, let id = element.id { hiddenUnder[id] = hiddenView }
            if element.node.attribute("tag").flatMap(Int.init).map({ $0 != 0 }) == true, let id = element.id { taggedObjects.insert(id) }
            let wasInMainMenu = inMainMenu
            if element.name == "menu", element.node.attribute("systemMenu") == "main" { inMainMenu = true }
            defer { inMainMenu = wasInMainMenu }
            let wasInDebugMenu = inDebugMenu
            if element.name == "menu", let title = element.node.attribute("title"), title == "Debug" || title == "DEBUG" {
                inDebugMenu = true
            }
            defer { inDebugMenu = wasInDebugMenu }
            let enclosingScene = sceneClass
            if element.name.hasSuffix("Controller"), let custom = element.node.attribute("customClass") { sceneClass = custom }
            defer { sceneClass = enclosingScene }
            switch platform {
            case .appKit: AppKitStrings.collect(element, parent: parent, into: &self)
            case .uiKit: UIKitStrings.collect(element, parent: parent, into: &self)
            }
            for child in element.node.children {
                guard case .element(let node) = child else { continue }
                var child = IBElement(node, platform: platform)
                // A control's note is its cell's too (CotEditor: the note on a text field, the title on its cell).
                if child.note == nil, child.key == "cell" { child.note = element.note }
                walk(child, parent: element)
            }
        }

        /// Whether `value` is `className` cut into words (`Menu View Controller`, `Profile Header View`), a class of
        /// a controller, view or cell.
        ///
        ///     Found.spellsClassName("Menu View Controller", "MenuViewController")   // true
        ///     Found.spellsClassName("Settings", "Settings")                         // false: no words cut
        static func spellsClassName(_ value: String, _ className: String) -> Bool {
            guard value.contains(" "), ["Controller", "View", "Cell"].contains(where: className.hasSuffix) else { return false }
            return value.split(separator: " ").joined() == className
        }

        /// Adds `text` as `property` of `object` (the element whose `id` and class the key and comment take),
        /// unless it is a placeholder Xcode does not extract.
        mutating func add(_ text: IBText?, property: String, of object: IBElement, editable: Bool = false) {
            guard let text, let id = object.id else { return }
            let className = object.className
            var string = InterfaceBuilderString(
                objectID: id, property: property, className: className, value: text.value, note: object.note,
                position: text.position)
            string.isEditableContent = editable
            string.isInMainMenu = inMainMenu
            if inDebugMenu { string.isNeverShown = true }
            string.objectClass = object.node.attribute("customClass")
            // Its own class's name in words (`title="Menu View Controller"` on a `MenuViewController`): the name the
            // outline shows for the scene, typed where a title goes, not a text written for users.
            if let custom = string.objectClass, Self.spellsClassName(text.value, custom) { string.isNeverShown = true }
            string.tag = object.node.attribute("tag").flatMap(Int.init).flatMap { $0 == 0 ? nil : $0 }
            // A scene's navigation item and the controller's own title: its class may set them in code.
            if property == "title", object.name == "navigationItem" || object.name.hasSuffix("Controller") {
                string.sceneClass = sceneClass
            }
            // A static table's section titles: the scene's data source may answer for them in code.
            if property == "headerTitle" || property == "footerTitle", object.name == "tableViewSection" {
                string.sceneClass = sceneClass
            }
            if InterfaceBuilderDefaults.isPlaceholder(text.value, className: className, property: property) {
                placeholders.append(string)
            } else {
                strings.append(string)
            }
        }
    }
}

/// Text found in a document, and where.
struct IBText {
    var value: String
    var position: SourcePosition
}

/// An element of an Interface Builder document with what the properties need: its class as ibtool names it, its
/// text properties (an attribute, or a `<string key="…">` child when the text holds line breaks), its localizer note.
struct IBElement {
    let node: XMLElementNode
    let platform: InterfaceBuilderDocument.Platform

    /// Interface Builder's "Localizer Notes" for the object (its cell's too), which ibtool adds to the comment.
    var note: String?

    init(_ node: XMLElementNode, platform: InterfaceBuilderDocument.Platform) {
        self.node = node
        self.platform = platform
        note = Self.note(of: node)
    }

    var name: String { node.name }
    var id: String? { node.attribute("id") }
    /// The `key` an element holds in its parent (`cell`, `headerCell`, `normal`).
    var key: String? { node.attribute("key") }

    /// The class ibtool names: the element's own class, never its `customClass` (Xcode writes `NSWindow` for a
    /// window whose custom class is `NSPanel`, `NSTextField` for a `NumberTextField`).
    var className: String { InterfaceBuilderClasses.className(of: name, platform: platform) }

    /// The text of property `name`: the attribute, else a `<string key="name">` child (how a document writes text
    /// with line breaks).
    func text(_ name: String) -> IBText? {
        if let attribute = node.attributes.first(where: { $0.localName == name && $0.namespace == nil }) {
            return IBText(value: attribute.value, position: SourcePosition(line: attribute.line, column: attribute.column))
        }
        for child in node.elements where child.name == "string" && child.attribute("key") == name {
            return IBText(value: child.text, position: SourcePosition(line: child.line, column: child.column))
        }
        return nil
    }

    /// The child elements named `name`, optionally only those with this `key`.
    func children(_ name: String, key: String? = nil) -> [IBElement] {
        node.elements.filter { $0.name == name && (key == nil || $0.attribute("key") == key) }
            .map { IBElement($0, platform: platform) }
    }

    /// Interface Builder's "Localizer Notes" of an element: `<attributedString key="userComments">`, its fragments'
    /// text joined.
    static func note(of node: XMLElementNode) -> String? {
        guard let comments = node.elements.first(where: { $0.name == "attributedString" && $0.attribute("key") == "userComments" })
        else { return nil }
        var text = ""
        for fragment in comments.elements where fragment.name == "fragment" {
            if let content = fragment.attribute("content") {
                text += content
            } else if let content = fragment.elements.first(where: { $0.name == "string" && $0.attribute("key") == "content" }) {
                text += content.text
            }
        }
        return text.isEmpty ? nil : text
    }
}
