import Foundation
import L10nFiles
import L10nSourceIndex

/// Text an API takes but never shows, by what the API does: the text rules skip it, `check --explain` says why.
extension SiteContext {
    /// Why text given to `text`'s sink never shows, if API knowledge says it does not:
    ///
    /// - an item of an agent app's main menu (``isInHiddenMainMenu(_:)``);
    /// - an `NSMenu`'s own title, in a file that does not build the app's main menu: the menu bar shows the titles
    ///   of the main menu's top-level menus only; a status item's menu, a context menu and a submenu (whose parent
    ///   item's title is what shows) never show theirs — `NSMenu(title: "Status Bar Menu")`;
    /// - text in a command-line tool (the file imports ArgumentParser): swift-argument-parser prints help and errors
    ///   as they are, it has no localization;
    /// - the title of a window the file makes without a title bar (`styleMask: [.borderless]`, or any mask
    ///   without `.titled`): `window.title = "Fullscreen Notification"` has no title bar to show it;
    /// - the title of a window whose title the file hides (`titleVisibility = .hidden`, BatFi's onboarding window);
    /// - the title of an open or save panel the file makes (`panel.title = "Export Container"`): macOS shows these
    ///   panels without a title bar since OS X 10.11, so only their `message` reads;
    /// - a label's first text where the file sets the label's text again (``replacedPlaceholderLabel(_:)``,
    ///   ``replacedPlaceholderInInitializer(_:)``);
    /// - the fallback given to the project's own lookup of localized text (``ownLookupFallback(_:)``).
    ///
    /// A file builds the main menu when it names `mainMenu` or declares a type some file makes the main menu of
    /// (`NSApp.mainMenu = MainMenu()`, ``ProjectIndex/mainMenuTypes``).
    func unshownReason(_ text: UserText) -> String? {
        let sink = text.sink
        if isInHiddenMainMenu(sink) {
            return "an agent app's main menu (LSUIElement in its Info.plist, or the code sets the activation policy '.accessory' and no other; and this file sets 'mainMenu'): it never shows, it holds key equivalents"
        }
        if deadBranches.contains(where: { $0.contains(text.expression.lowerBound) }) {
            return "a branch the deployment target rules out (the project builds for \(deploymentTargetsText)): it never runs"
        }
        if lint.isInScreenlessExtension(file.path) {
            return "a network extension's text (its Info.plist's NSExtensionPointIdentifier is 'com.apple.networkextension…'): a tunnel or a proxy has no screen to show it on"
        }
        if isCommandLineTool {
            return "a command-line tool's text (the file imports ArgumentParser, which prints it as it is: it has no localization)"
        }
        if (sink.api.shownBy ?? sink.name) == "NSMenu", !buildsMainMenu() {
            return "an NSMenu's own title, in a file that does not build the app's main menu: only the main menu's top-level menus show their titles (a status item's menu, a context menu and a submenu never do; a submenu shows its parent item's title)"
        }
        if sink.name == "title", sink.api.through == nil, let window = assignedReceiver(of: text),
            isBorderlessWindow(window, before: text.expression.lowerBound) || hasMaskWithoutTitle(window, near: text.expression.lowerBound)
        {
            return "the title of '\(view.text(window))', a window this file makes without a title bar (a styleMask without '.titled'): no title bar shows it"
        }
        if sink.name == "Picker", isTitleOfPickerInMenu(text) {
            return "the title of a picker inside a menu, in an app built for iOS alone (the project builds for \(deploymentTargetsText)): iOS shows it inline, its options with a check mark by the one chosen and no title ('.pickerStyle(.menu)' would make it a submenu with this title)"
        }
        if sink.name == "title", sink.api.through == nil, let panel = assignedReceiver(of: text),
            isFilePanel(panel, before: text.expression.lowerBound)
        {
            return "the title of '\(view.text(panel))', an open or save panel: macOS shows these panels without a title bar since OS X 10.11, so the title never shows (its 'message' does)"
        }
        if sink.name == "confirmationDialog", hidesDialogTitle(text) {
            return "the title of a confirmation dialog in an app built for iOS alone (the project builds for \(deploymentTargetsText)): iOS shows it only with 'titleVisibility: .visible', and this call does not ask for it"
        }
        if sink.name == "title", sink.api.through == nil, hidesTitle(ofWindowTitled: text) {
            return "the title of a window whose title this file hides ('titleVisibility = .hidden'): the title bar does not show it"
        }
        if !lint.project.hiddenAnnotationTypes.isEmpty, let shown = sink.api.shownBy, shown == "title" || shown == "subtitle",
            let through = sink.api.through, let type = through.split(separator: "(").first.map(String.init),
            lint.project.hiddenAnnotationTypes.contains(type)
        {
            return "the \(shown) of '\(type)', a map annotation, in an app that draws its annotations with views of its own ('mapView(_:viewFor:)') and never shows their titles (no 'canShowCallout = true', no 'MKMarkerAnnotationView')"
        }
        if let lookup = ownLookupFallback(text) {
            return "the fallback of '\(lookup)', the project's own lookup of localized text: shown only where that has none"
        }
        if let lookup = insideOwnLookup(text) {
            return "the value '\(lookup)', the project's own lookup of localized text, gives when a key is missing: a marker for its developers, shown only where a translation is missing"
        }
        if isForeignFile {
            return "someone else's code: the file's opening comments name a licence or the project it was taken from, or turn every lint rule off, as few of the project's files do"
        }
        if isDebugFile {
            return "a debug screen or setting (the file's name says 'Debug'): developers read it, in English"
        }
        if isAnalyticsFile {
            return "analytics code (the file is named for analytics): its event names and labels go to an analytics service, not to a screen"
        }
        if isSampleDataFile {
            return "sample data for previews, tests or screenshots (the file or its folder is named for mocks, fixtures, stubs or preview content): no user reads it as the app's text"
        }
        if let said = Self.saysItIsNoUsersText(leadingText(of: text)) {
            return said
        }
        if let view = debugView(text) {
            return "the text of '\(view)', a view named for debugging: developers read it, in English"
        }
        if let failure = failureBefore(text) {
            return "a path the code says never runs: its block calls '\(failure)' first (a programmer's error, not a user's)"
        }
        if let (label, member) = replacedPlaceholderLabel(text) ?? replacedPlaceholderInInitializer(text) {
            return "the first text of '\(view.text(label))', which this file sets again before it shows ('\(view.text(label)).\(member) = …'): a placeholder"
        }
        if let (label, member) = replacedInCellConfiguration(text) {
            return "the first text of '\(view.text(label))' in a cell, which the cell's configuration sets again from a value ('\(view.text(label)).\(member) = …'): a table or collection view configures every cell before it shows it"
        }
        if let (label, member) = placeholderSetElsewhere(text) {
            return "the first text of '\(view.text(label))', which another file sets again from a value ('….\(view.text(label)).\(member) = …'): a placeholder"
        }
        return nil
    }

    /// The name of the view `text` is given to when it is named for debugging: `self.debugLabel.text = "…"`,
    /// `debugInfoView.setTitle("…", for: .normal)` (Planetary's placeholder a debug label shows).
    private func debugView(_ text: UserText) -> String? {
        let start = text.expression.lowerBound
        guard let before = view.previous(start) else { return nil }
        var member: Int?
        if view.isOperator(before, "=") {
            member = view.previous(before)
        } else if view.isPunctuation(before, UInt8(ascii: "(")), let callee = view.previous(before), view.token(callee, is: "setTitle") {
            member = callee
        }
        guard let member, let dot = view.previous(member), view.isPunctuation(dot, UInt8(ascii: ".")),
            let receiver = view.previous(dot), tokens[receiver].kind == .identifier
        else { return nil }
        let name = view.text(receiver)
        guard name.count > 5, name.lowercased().hasPrefix("debug"), let next = name.dropFirst(5).first, next.isUppercase else {
            return nil
        }
        return name
    }

    /// `assertionFailure` or `preconditionFailure` when the block that holds `text` calls it before the text, at its
    /// own level: `guard let post = message.post else { assertionFailure("Message is not a Post"); return
    /// NSAttributedString(string: "Message is not a Post") }` is a programmer's error (Planetary), no user's text.
    private func failureBefore(_ text: UserText) -> String? {
        let start = text.expression.lowerBound
        // Only text that is a literal (a call around it is text of its own), looked for within 400 tokens back:
        // a block of hundreds of literals, or none at all, is read in a bounded way per literal.
        guard file.literal(at: start) != nil else { return nil }
        if failureNamed.value == nil { failureNamed.value = Self.namesFailure(file.source.bytes) }
        guard failureNamed.value == true else { return nil }
        var depth = 0
        var index = start - 1
        let limit = max(0, start - 400)
        while index >= limit {
            if view.isPunctuation(index, UInt8(ascii: "}")) {
                // A closed block is stepped over whole: nothing inside it is read.
                let partner = Int(tokens[index].partner)
                if depth == 0, partner >= 0, partner < index {
                    index = partner - 1
                    continue
                }
                depth += 1
            } else if view.isPunctuation(index, UInt8(ascii: "{")) {
                if depth == 0 { return nil }  // the block's start: nothing failed before the text in it
                depth -= 1
            } else if depth == 0, tokens[index].kind == .identifier,
                view.token(index, is: "assertionFailure") || view.token(index, is: "preconditionFailure"),
                let next = view.next(index), view.isPunctuation(next, UInt8(ascii: "("))
            {
                return view.text(index)
            }
            index -= 1
        }
        return nil
    }

    /// Whether `bytes` hold `Failure` (of `assertionFailure` or `preconditionFailure`) at all: most files call
    /// neither, and their findings need no walk back.
    static func namesFailure(_ bytes: [UInt8]) -> Bool {
        FoundationSearch.firstOffset(of: Self.failure, in: bytes, from: 0) != nil
    }

    private static let failure = Array("Failure".utf8)

    /// The property's name token, and the member that sets its text again (`text`, `setTitle`), when `text` is the
    /// literal a stored property's initializing closure gives the view it makes (`lazy var titleLabel: UILabel = {
    /// let label = UILabel(); label.text = "Their Story"; return label }()`, or `button.setTitle("…", for: .normal)`
    /// there), and the file sets that property's text again from a value
    /// elsewhere (`titleLabel.text = title.localizedUppercase` in the cell's setup): the literal is a placeholder the
    /// cell's configuration replaces before anyone reads it (Say Their Names, TwidereX's banner, Olvid's snack bar).
    private func replacedPlaceholderInInitializer(_ text: UserText) -> (property: Int, member: String)? {
        guard let (name, _, open) = initializedProperty(of: text), let close = view.matching(open) else { return nil }
        let property = file.source.bytes[tokens[name].range]
        for index in tokens.indices
        where (index < open || index > close) && index != name && tokens[index].kind == .identifier
            && file.source.bytes[tokens[index].range].elementsEqual(property)
        {
            guard let dot = view.next(index), view.isPunctuation(dot, UInt8(ascii: ".")), let member = view.next(dot),
                let after = view.next(member)
            else { continue }
            // Set from a value, not another literal: `titleLabel.text = title`, `button.setTitle(model.title, …)`.
            if Self.labelTextMembers.contains(view.text(member)), view.isOperator(after, "="), let value = view.next(after),
                file.literal(at: value) == nil
            {
                return (name, view.text(member))
            }
            if view.token(member, is: "setTitle"), view.isPunctuation(after, UInt8(ascii: "(")), let value = view.next(after),
                file.literal(at: value) == nil
            {
                return (name, "setTitle")
            }
        }
        return nil
    }

    /// The name token of the stored property whose initializing closure gives `text` to the view it makes (`var
    /// name: Type = { let label = UILabel(); label.text = "…"; return label }()`, or `button.setTitle("…", for:
    /// .normal)` there), the member the literal is given through (`text`, `setTitle`), and the closure's `{`.
    private func initializedProperty(of text: UserText) -> (property: Int, member: String, open: Int)? {
        let start = text.expression.lowerBound
        guard file.literal(at: start) != nil, let before = view.previous(start) else { return nil }
        let member: String
        // `local.text = "…"` or `local.setTitle("…"`.
        if view.isOperator(before, "=") {
            guard let name = view.previous(before), Self.labelTextMembers.contains(view.text(name)),
                let dot = view.previous(name), view.isPunctuation(dot, UInt8(ascii: ".")),
                let local = view.previous(dot), tokens[local].kind == .identifier
            else { return nil }
            member = view.text(name)
        } else {
            guard view.isPunctuation(before, UInt8(ascii: "(")), let name = view.previous(before),
                view.token(name, is: "setTitle"), let dot = view.previous(name),
                view.isPunctuation(dot, UInt8(ascii: ".")), let local = view.previous(dot), tokens[local].kind == .identifier
            else { return nil }
            member = "setTitle"
        }
        // The closure that initializes a stored property: `var name: Type = {` (or `let`, `lazy var`).
        guard let open = DebugGate.enclosingBrace(of: start, in: view), let equals = view.previous(open),
            view.isOperator(equals, "=")
        else { return nil }
        var cursor = equals
        for _ in 0..<12 {
            guard let previous = view.previous(cursor) else { break }
            if view.token(previous, is: "var") || view.token(previous, is: "let") {
                guard let next = view.next(previous), tokens[next].kind == .identifier else { return nil }
                return (next, member, open)
            }
            cursor = previous
        }
        return nil
    }

    /// ``replacedPlaceholderInInitializer(_:)``'s placeholder, its property set again from a value in another file,
    /// on the object that holds it (YayOrNay's `cell.friendUsername.text = friend.username` for the cell's `let
    /// friendUsername: UILabel = { …; label.text = "FRIEND"; … }()`, ``ProjectIndex/textSetMembers``): not a
    /// private property, which no other file sets.
    private func placeholderSetElsewhere(_ text: UserText) -> (property: Int, member: String)? {
        guard !lint.project.textSetMembers.isEmpty, let (name, member, _) = initializedProperty(of: text),
            lint.project.textSetMembers.contains(view.text(name)), !UnreachedText.isPrivate(name, in: view)
        else { return nil }
        return (name, member)
    }

    /// The property's name token, and the member that sets its text again (`stringValue`), when `text` is the literal a label is made with, as a stored property's value
    /// (`private let titleLabel = NSTextField(labelWithString: "Hello World")`), and the file sets that label's text
    /// elsewhere (`titleLabel.stringValue = tool.title`, in a setter or a cell's configuration): the literal is a
    /// placeholder nobody sees (DevToys's tool cells).
    private func replacedPlaceholderLabel(_ text: UserText) -> (property: Int, member: String)? {
        let start = text.expression.lowerBound
        guard file.literal(at: start) != nil, let colon = view.previous(start), view.isPunctuation(colon, UInt8(ascii: ":")),
            let label = view.previous(colon), Self.labelInitializerLabels.contains(view.text(label)),
            let open = view.previous(label), view.isPunctuation(open, UInt8(ascii: "(")),
            let callee = view.previous(open), tokens[callee].kind == .identifier,
            let equals = view.previous(callee), view.isOperator(equals, "="),
            let name = view.previous(equals), tokens[name].kind == .identifier,
            let keyword = view.previous(name), view.token(keyword, is: "let") || view.token(keyword, is: "var")
        else { return nil }
        let property = file.source.bytes[tokens[name].range]
        for index in tokens.indices
        where index != name && tokens[index].kind == .identifier && file.source.bytes[tokens[index].range].elementsEqual(property) {
            guard let dot = view.next(index), view.isPunctuation(dot, UInt8(ascii: ".")), let member = view.next(dot),
                Self.labelTextMembers.contains(view.text(member)), let assign = view.next(member), view.isOperator(assign, "=")
            else { continue }
            return (name, view.text(member))
        }
        return nil
    }

    /// The label's name token and the member, when `text` is a literal a cell's setup gives one of its labels
    /// (`titleLabel.text = "날짜"` in a `UITableViewCell` or `UICollectionViewCell` subclass, or a type named `…Cell`)
    /// and another function of the cell sets that member from a value that is no literal (`func configure(title:
    /// String) { titleLabel.text = title }`): a list configures each cell before it shows it, so the setup's text is
    /// a placeholder (ExpenseHunter's cells). A view controller's status (`label.text = "Loading…"`) stays a finding.
    private func replacedInCellConfiguration(_ text: UserText) -> (label: Int, member: String)? {
        let start = text.expression.lowerBound
        guard file.literal(at: start) != nil, let receiver = assignedReceiver(of: text), let equals = view.previous(start),
            let member = view.previous(equals), Self.labelTextMembers.contains(view.text(member)),
            let typeName = file.enclosingTypeName(of: start), isCell(typeName),
            let declarations, let setup = declarations.functions.first(where: { $0.body?.contains(start) == true })?.body
        else { return nil }
        let name = file.source.bytes[tokens[receiver].range]
        let memberName = file.source.bytes[tokens[member].range]
        for index in tokens.indices where !setup.contains(index) && tokens[index].kind == .identifier
            && file.source.bytes[tokens[index].range].elementsEqual(name) && !view.followsDot(index)
        {
            guard let dot = view.next(index), view.isPunctuation(dot, UInt8(ascii: ".")), let other = view.next(dot),
                file.source.bytes[tokens[other].range].elementsEqual(memberName), let assign = view.next(other),
                view.isOperator(assign, "="), let value = view.next(assign),
                tokens[value].kind == .identifier, !view.token(value, is: "nil"), file.enclosingTypeName(of: index) == typeName
            else { continue }
            return (receiver, view.text(member))
        }
        return nil
    }

    /// Whether the type named `name`, declared in this file, is a table or collection view's cell: named `…Cell` or
    /// inheriting `UITableViewCell`, `UICollectionViewCell` or `NSTableCellView`.
    private func isCell(_ name: String) -> Bool {
        if name.hasSuffix("Cell") { return true }
        guard let type = declarations?.types.first(where: { $0.name == name }), let after = view.next(type.nameToken),
            view.isPunctuation(after, UInt8(ascii: ":")), let parent = view.next(after)
        else { return false }
        let inherited = view.text(parent)
        return inherited == "UITableViewCell" || inherited == "UICollectionViewCell" || inherited == "NSTableCellView"
            || inherited.hasSuffix("Cell")
    }

    /// The text the literal that starts `text`'s expression starts with, up to its first interpolation; nil when
    /// the expression does not start with a literal.
    private func leadingText(of text: UserText) -> String? {
        guard let literal = file.literal(at: text.expression.lowerBound) else { return nil }
        if let plain = file.source.plainText(of: literal) { return plain }
        guard case .text(let first)? = file.source.segments(of: literal).first else { return nil }
        return first
    }

    /// Why text that says what it is is no user's text, if it does: a placeholder a view shows until its real text
    /// is set (Koronavilkku's `var titleText = "Placeholder"`, "Lorem ipsum …"), or a label the team marked as a
    /// debug item (WooCommerce's `"[Debug] IAP"` menu item, `"DEBUG: …"`).
    ///
    ///     SiteContext.saysItIsNoUsersText("Placeholder")   // a placeholder
    ///     SiteContext.saysItIsNoUsersText("[Debug] IAP")   // a debug item
    ///     SiteContext.saysItIsNoUsersText("HUD Preview (dev)")   // a debug item
    ///     SiteContext.saysItIsNoUsersText("Dummy")   // a placeholder
    ///     SiteContext.saysItIsNoUsersText("Debug mode is on") // nil: a sentence about debugging
    static func saysItIsNoUsersText(_ text: String?) -> String? {
        guard let text, text.utf8.count >= 5 else { return nil }
        // Most text names none of these: one pass over its bytes for the letters they hold first.
        guard text.containsBytes("lacehold") || text.containsBytes("LACEHOLD") || text.containsBytes("orem ipsum")
            || text.containsBytes("edacted") || text.containsBytes("ebug") || text.containsBytes("EBUG")
            || text.containsBytes("[dev]") || text.containsBytes("[Dev]") || text.containsBytes("[DEV]")
            || text.containsBytes("nternal]") || text.containsBytes("NTERNAL]") || text.containsBytes("est]")
            || text.containsBytes("EST]") || text.containsBytes("(dev)") || text.containsBytes("(DEV)")
            || text.containsBytes("ummy")
        else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lowered = trimmed.lowercased()
        let words = lowered.split(separator: " ")
        // A short text that names itself a placeholder ('This is a placeholder description'), or the stand-in a
        // loading skeleton shows redacted ('A skeleton plan to show (redacted) while loading').
        let namesItself = words.contains { word in
            let letters = word.filter(\.isLetter)
            return (letters == "placeholder" && words.count <= 6) || (letters == "redacted" && words.count <= 12)
        }
        // 'Dummy' alone (SE Daily's header for sections whose header height is 0): a stand-in, no text.
        if lowered == "placeholder" || lowered == "dummy" || namesItself || lowered.hasPrefix("lorem ipsum") {
            return "placeholder text ('\(trimmed.prefix(24))'): the view shows it until its real text is set, or shows it to nobody"
        }
        for mark in ["[debug]", "(debug)", "debug:", "[dev]", "[internal]", "[test]"] where lowered.hasPrefix(mark) {
            return "text the team marked as a debug item ('\(trimmed.prefix(mark.count))'): developers read it, in English"
        }
        // The mark after the name (burrow's `"HUD Preview (dev)"` window, opened only by a developer's launch setting).
        for mark in ["(debug)", "[debug]", "(dev)", "[dev]", "(internal)", "[internal]"] where lowered.hasSuffix(mark) {
            return "text the team marked as a debug item ('\(trimmed.suffix(mark.count))'): developers read it, in English"
        }
        return nil
    }

    /// The labels of the initializers that make a label with its text: `NSTextField(labelWithString:)`, …
    private static let labelInitializerLabels: Set<String> = ["labelWithString", "wrappingLabelWithString", "string"]
    /// The members that set a label's text.
    private static let labelTextMembers = FileFacts.textMembers

    /// Whether the file is named for analytics (edX's `OEXAnalytics+Profiles.swift`, `AnalyticsEvents.swift`): the
    /// name holds `Analytics` as a word of its camel case.
    ///
    ///     SiteContext.isAnalyticsPath("Source/OEXAnalytics+Profiles.swift")   // true
    ///     SiteContext.isAnalyticsPath("Source/AnalyticalChartView.swift")     // false
    static func isAnalyticsPath(_ path: String) -> Bool {
        isAnalyticsName(fileName(path))
    }

    /// ``isAnalyticsPath(_:)`` of a file named `name` (its ``fileName(_:)``).
    static func isAnalyticsName(_ name: String) -> Bool {
        // Foundation's search (canonical equivalence) only where the bytes hold the word: no other characters are
        // canonically its letters, so without them it finds nothing (and most names do not hold it).
        guard name.containsBytes("Analytics"), let range = name.range(of: "Analytics") else { return false }
        let after = name[range.upperBound...].first
        return after == nil || !(after!.isLowercase)
    }

    /// The deployment targets as a finding's explanation names them: `macOS 12.0, iOS 15.0`.
    private var deploymentTargetsText: String {
        lint.deploymentTargets.sorted { $0.key < $1.key }
            .map { "\($0.key) \($0.value.map(String.init).joined(separator: "."))" }.joined(separator: ", ")
    }

    /// Whether this file names `mainMenu` or declares a type the project makes the main menu of. Read only for
    /// a menu's title (rare): one pass over the file's names then.
    private func buildsMainMenu() -> Bool {
        let mainMenuTypes = lint.project.mainMenuTypes
        if !mainMenuTypes.isEmpty, file.declaresType(where: mainMenuTypes.contains) { return true }
        return tokens.indices.contains { tokens[$0].kind == .identifier && view.token($0, is: "mainMenu") }
    }

    /// Whether `text` is the title of `confirmationDialog(_:isPresented:…)` in an app whose projects build for iOS
    /// alone, and the call does not ask for `titleVisibility: .visible`: iOS hides a confirmation dialog's title by
    /// default (`.automatic`), showing its message and buttons only (mytalktools' sharing dialog; macOS shows the
    /// title, so a project that builds for it counts it as shown).
    ///
    ///     .confirmationDialog("Share", isPresented: $sharing) { … }                             // hidden on iOS
    ///     .confirmationDialog("Share", isPresented: $sharing, titleVisibility: .visible) { … }  // shown
    /// Whether `text` is the title of a `Picker` in a `Menu`'s content, in an app built for iOS alone: iOS shows such
    /// a picker inline, its options with a check mark by the one chosen and no title — the label beside it is what
    /// reads (TimePiece's `Menu { Picker("Notification Setting", …) { … } } label: { Text("Notifications") }`). A
    /// `.pickerStyle(.menu)` on it makes a submenu with that title, and any other style it is given is not assumed.
    func isTitleOfPickerInMenu(_ text: UserText) -> Bool {
        guard buildsForIOSAlone,
            let open = view.previous(text.expression.lowerBound), view.isPunctuation(open, UInt8(ascii: "(")),
            let callee = view.previous(open), view.token(callee, is: "Picker"), Int(tokens[open].partner) > open,
            let brace = DebugGate.enclosingBrace(of: callee, in: view), let before = view.previous(brace)
        else { return false }
        // The menu's content, its first closure: `Menu {` or `Menu(…) {`, not its `label:`.
        let menu = view.isPunctuation(before, UInt8(ascii: ")")) ? Int(tokens[before].partner) - 1 : before
        guard menu >= 0, view.token(menu, is: "Menu") else { return false }
        // The picker's end (its call, and its trailing closure of options): a style given there decides.
        var end = Int(tokens[open].partner)
        if let options = view.next(end), view.isPunctuation(options, UInt8(ascii: "{")), Int(tokens[options].partner) > options {
            end = Int(tokens[options].partner)
        }
        // `.pickerStyle(.inline)` is what a menu does anyway (wherewego's map type picker); another style (`.menu`,
        // a submenu with this title) shows it.
        if let dot = view.next(end), view.isPunctuation(dot, UInt8(ascii: ".")), let modifier = view.next(dot),
            view.token(modifier, is: "pickerStyle")
        {
            guard let open = view.next(modifier), let styleDot = view.next(open), view.isPunctuation(styleDot, UInt8(ascii: ".")),
                let style = view.next(styleDot)
            else { return false }
            return view.token(style, is: "inline")
        }
        return true
    }

    /// Whether every project builds for iOS and nothing else (``LintOptions/deploymentTargets``).
    var buildsForIOSAlone: Bool {
        let platforms = lint.deploymentTargets.keys
        return platforms.contains("iOS") && platforms.allSatisfy { $0 == "iOS" }
    }

    func hidesDialogTitle(_ text: UserText) -> Bool {
        guard buildsForIOSAlone,
            let open = view.previous(text.expression.lowerBound), view.isPunctuation(open, UInt8(ascii: "(")),
            let callee = view.previous(open), view.token(callee, is: "confirmationDialog")
        else { return false }
        let close = Int(tokens[open].partner)
        guard close > open else { return false }
        var cursor = text.expression.upperBound
        while cursor < close {
            if tokens[cursor].kind == .identifier, view.token(cursor, is: "titleVisibility") {
                // `.visible` shows it; a value the file computes may, too.
                guard let colon = view.next(cursor), view.isPunctuation(colon, UInt8(ascii: ":")), let dot = view.next(colon),
                    view.isPunctuation(dot, UInt8(ascii: ".")), let value = view.next(dot)
                else { return false }
                return view.token(value, is: "hidden") || view.token(value, is: "automatic")
            }
            cursor += 1
        }
        return true
    }

    /// Whether, within 120 tokens of `text` (a `title = …` assignment), the code sets the same window's
    /// `titleVisibility = .hidden`: `title = "Onboarding"` beside `titleVisibility = .hidden` in a window's
    /// initializer, or `window.title = …` beside `window.titleVisibility = .hidden`.
    func hidesTitle(ofWindowTitled text: UserText) -> Bool {
        guard let equals = view.previous(text.expression.lowerBound), view.isOperator(equals, "="),
            let name = view.previous(equals), view.token(name, is: "title")
        else { return false }
        let owner = receiverName(of: name)
        let index = text.expression.lowerBound
        for cursor in max(index - 120, 0)..<min(index + 120, tokens.count)
        where tokens[cursor].kind == .identifier && view.token(cursor, is: "titleVisibility") {
            guard let assign = view.next(cursor), view.isOperator(assign, "="), let dot = view.next(assign),
                view.isPunctuation(dot, UInt8(ascii: ".")), let value = view.next(dot), view.token(value, is: "hidden"),
                receiverName(of: cursor) == owner
            else { continue }
            return true
        }
        return false
    }

    /// The receiver written before the member at `member` (`window` in `window.title`), "" for none or `self`.
    private func receiverName(of member: Int) -> String {
        guard let dot = view.previous(member), view.isPunctuation(dot, UInt8(ascii: ".")), let receiver = view.previous(dot)
        else { return "" }
        let name = view.text(receiver)
        return name == "self" ? "" : name
    }

    /// The name of the project's own function the text is the fallback of, when it is one: an argument labelled
    /// `fallback:`, `default:`, `defaultValue:` or `defaultText:` of a function whose name says it localizes
    /// (`localized…`, `localize…`, `translated…`) — swiftDialog's `localizedProcessingText("…", fallback: "Skip This
    /// Step")`, which reads the admin's own translations first; the literal is what shows where none is given.
    func ownLookupFallback(_ text: UserText) -> String? {
        guard let through = text.sink.api.through, let colon = view.previous(text.expression.lowerBound),
            view.isPunctuation(colon, UInt8(ascii: ":")), let label = view.previous(colon),
            Self.fallbackLabels.contains(view.text(label))
        else { return nil }
        let name = through.prefix { $0 != "(" }.lowercased()
        guard Self.lookupPrefixes.contains(where: { name.hasPrefix($0) }) else { return nil }
        return through
    }

    /// The Info.plist key read before the literal at `item`, a `??` fallback, when it is one Xcode writes into every app it builds
    /// (`Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "Unknown"`, CBNote's settings):
    /// the fallback is never read.
    ///
    ///     Text(Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "Unknown")  // unshown
    ///     Text(Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "App")  // may show
    func bundleValueFallback(_ item: Int) -> String? {
        guard let coalesce = view.previous(item), view.isOperator(coalesce, "??") else { return nil }
        // `let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String` … `version ?? "Unknown"`
        // (CBNote's version row): the key is in the name's initializer.
        if let name = view.previous(coalesce), tokens[name].kind == .identifier, !view.followsDot(name),
            let declaration = declarations?.property(named: view.text(name), before: name),
            let initializer = declaration.initializer
        {
            for index in initializer.prefix(64) where tokens[index].kind == .stringOpen {
                if let literal = view.literal(at: index), let key = file.source.plainText(of: literal),
                    Self.alwaysInInfoPlist.contains(key)
                {
                    return key
                }
            }
            return nil
        }
        let line = tokens[coalesce].line
        var index = view.previous(coalesce)
        var steps = 0
        while let current = index, tokens[current].line == line, steps < 24 {
            if tokens[current].kind == .stringClose {
                let opening = view.literalOpening(holding: current)
                guard let literal = view.literal(at: opening), let key = file.source.plainText(of: literal) else { return nil }
                return Self.alwaysInInfoPlist.contains(key) ? key : nil
            }
            index = view.previous(current)
            steps += 1
        }
        return nil
    }

    /// The Info.plist keys Xcode writes into every app it builds.
    static let alwaysInInfoPlist: Set<String> = [
        "CFBundleShortVersionString", "CFBundleVersion", "CFBundleName", "CFBundleIdentifier", "CFBundleExecutable",
    ]

    /// The function `text` is returned from, when the text reaches the screen only through it and it is the
    /// project's own lookup of localized text (named `localize…`, `translate…`): Chiff's `func localize(string:)`,
    /// which returns `"(Translation missing)"` where its table has no key. What it returns otherwise is the table's.
    func insideOwnLookup(_ text: UserText) -> String? {
        guard let through = text.sink.api.through else { return nil }
        let name = String(through.prefix { $0 != "(" })
        let lowercased = name.lowercased()
        guard Self.lookupPrefixes.contains(where: { lowercased.hasPrefix($0) }), let declarations,
            declarations.functions.contains(where: { $0.name == name && $0.body?.contains(text.expression.lowerBound) == true })
        else { return nil }
        return name
    }

    private static let fallbackLabels: Set<String> = ["fallback", "default", "defaultValue", "defaultText"]
    private static let lookupPrefixes = ["localized", "localize", "translated", "translate"]

    /// The receiver's name token of `receiver.title = …` (`window` in `window.title = "…"`), when it is one name.
    private func assignedReceiver(of text: UserText) -> Int? {
        guard let equals = view.previous(text.expression.lowerBound), view.isOperator(equals, "="),
            let name = view.previous(equals), let dot = view.previous(name), view.isPunctuation(dot, UInt8(ascii: ".")),
            let receiver = view.previous(dot), tokens[receiver].kind == .identifier, !view.followsDot(receiver)
        else { return nil }
        return receiver
    }

    /// Whether, within 120 tokens of `index` (the window's setup), the code gives the window named at `receiver` a
    /// style mask without `.titled`: `window.styleMask = [.fullSizeContentView]`, or `window = AutoHideWindow(…,
    /// styleMask: [.fullSizeContentView], …)` (AirBattery's dock and alert windows).
    private func hasMaskWithoutTitle(_ receiver: Int, near index: Int) -> Bool {
        let name = view.text(receiver)
        let lower = max(index - 120, 0)
        let upper = min(index + 120, tokens.count)
        for cursor in lower..<upper where tokens[cursor].kind == .identifier && view.token(cursor, is: "styleMask") {
            var mask: [String] = []
            var owner: Int?
            if let equals = view.next(cursor), view.isOperator(equals, "="), let dot = view.previous(cursor),
                view.isPunctuation(dot, UInt8(ascii: ".")), let window = view.previous(dot)
            {
                // `window.styleMask = [.fullSizeContentView]`: the mask is the rest of the line.
                owner = window
                var item = view.next(equals)
                while let current = item, tokens[current].line == tokens[equals].line {
                    if tokens[current].kind == .identifier { mask.append(view.text(current)) }
                    item = view.next(current)
                }
            } else if let colon = view.next(cursor), view.isPunctuation(colon, UInt8(ascii: ":")),
                let open = view.next(colon), view.isPunctuation(open, UInt8(ascii: "[")), let close = view.matching(open)
            {
                // `window = AutoHideWindow(contentRect: …, styleMask: [.fullSizeContentView], …)`: the window is the
                // name assigned the call.
                for item in open...close where tokens[item].kind == .identifier { mask.append(view.text(item)) }
                var back = cursor
                var steps = 0
                while let previous = view.previous(back), steps < 40, !view.isOperator(previous, "=") {
                    back = previous
                    steps += 1
                }
                if let equals = view.previous(back), view.isOperator(equals, "="), let assigned = view.previous(equals),
                    tokens[assigned].kind == .identifier
                {
                    owner = assigned
                }
            }
            guard let owner, view.text(owner) == name, !mask.isEmpty else { continue }
            return !mask.contains("titled")
        }
        return false
    }

    /// Whether the nearest declaration of the name at `receiver` before `index` makes a window or panel
    /// (`NSWindow(…)`, `NSPanel(…)`, `KeyableWindow(…)`) with a `styleMask:` that has `.borderless` and no
    /// `.titled`.
    /// Whether the value named at `receiver` is declared before `index` as a new `NSOpenPanel` or `NSSavePanel`
    /// (`let panel = NSSavePanel()`, capsule's export and Ollama-SwiftUI's image picker).
    private func isFilePanel(_ receiver: Int, before index: Int) -> Bool {
        guard let start = initializerStart(ofValueAt: receiver, before: index) else { return false }
        return view.token(start, is: "NSOpenPanel") || view.token(start, is: "NSSavePanel")
    }

    /// The first token of the initial value of the value named at `receiver`, as declared before `index`
    /// (`NSSavePanel` in `let panel = NSSavePanel()`).
    private func initializerStart(ofValueAt receiver: Int, before index: Int) -> Int? {
        guard let declaration = declarations?.property(named: view.text(receiver), before: index),
            let initializer = declaration.initializer
        else { return nil }
        return view.firstCode(in: initializer)
    }

    private func isBorderlessWindow(_ receiver: Int, before index: Int) -> Bool {
        guard let start = initializerStart(ofValueAt: receiver, before: index), tokens[start].kind == .identifier
        else { return false }
        let type = view.text(start)
        guard type.hasSuffix("Window") || type.hasSuffix("Panel"), let open = view.callParenthesis(after: start),
            let close = view.matching(open),
            let mask = view.arguments(open: open, close: close).first(where: { view.hasLabel($0, "styleMask") })
        else { return false }
        let names = mask.expression.filter { tokens[$0].kind == .identifier }.map { view.text($0) }
        return names.contains("borderless") && !names.contains("titled")
    }
}
