import Foundation
import L10nFiles

/// Which outlets' text the code sets: `errorMessageLabel?.text = …`, `statusField.stringValue = …`,
/// `cancelButton.setTitle(…, for: .normal)`, `searchField.placeholderString = …`. The text Interface Builder gives
/// such an object is never shown — the code's is — so `check` does not count it (ownCloud's passcode screen:
/// `errorMessageLabel` says "Error" in the XIB, `self.errorMessageLabel?.text = errorMessage ?? " "` in the code).
///
///     var assignments = OutletAssignments(names: ["errorMessageLabel"])
///     assignments.scan(Array("self.errorMessageLabel?.text = message".utf8))
///     assignments.setsText("errorMessageLabel")   // true
///
/// Read from Swift and Objective-C files as text: an outlet name, `?` or `!`, `.`, a text member, then `=` (not
/// `==`) or, for `setTitle`/`setAttributedTitle`, `(`; Objective-C's `[self.statusField setStringValue:…]`, Combine's
/// `.assign(to: \.text, on: statusLabel)` and RxSwift's `statusLabel.rx.text` too. A button's configuration
/// (`viewPlanButton.configuration?.attributedTitle = …`, `signInButton.configuration = config`) replaces the title
/// Interface Builder gave it (Mixin's cells). An object whose custom class sets its own text
/// (`setTitle(…, for: .normal)` or `text = …` inside `class AddressBookButton: UIButton`) shows the class's text.
package struct OutletAssignments {
    /// Members whose assignment sets the text shown.
    static let textMembers: Set<String> = [
        "text", "attributedText", "stringValue", "attributedStringValue", "title", "attributedTitle", "objectValue",
    ]
    static let placeholderMembers: Set<String> = [
        "placeholder", "attributedPlaceholder", "placeholderString", "placeholderAttributedString",
    ]
    static let textCalls: Set<String> = [
        "setTitle", "setAttributedTitle", "setStringValue", "setText", "setAttributedStringValue", "insertSegment",
    ]
    static let placeholderCalls: Set<String> = ["setPlaceholder", "setPlaceholderString"]

    package let names: Set<String>
    /// The tags of the objects whose text the documents hold (``InterfaceBuilderString/tag``).
    package let tags: Set<Int>
    /// The custom classes of scenes whose titles the documents hold (``InterfaceBuilderString/sceneClass``).
    package let sceneClasses: Set<String>
    /// The custom classes of objects whose text the documents hold (``InterfaceBuilderString/objectClass``).
    package let objectClasses: Set<String>
    private(set) var text: Set<String> = []
    /// The tags of the views whose text code sets after finding them by it (``taggedTextAssignment(_:after:)``).
    private(set) var taggedText: Set<Int> = []
    private(set) var placeholder: Set<String> = []
    /// The outlets whose hidden state code sets (`debugButton.isHidden = false`, `[panel setHidden:NO]`,
    /// `banner.isHidden.toggle()`).
    private(set) var unhidden: Set<String> = []
    /// The classes whose code sets their own title (`title = …`, `self.navigationItem.title = …`) or puts a view in
    /// its place (`navigationItem.titleView = logo`: RIA DigiDoc's `MoppViewController`, which every screen
    /// inherits).
    private(set) var titledClasses: Set<String> = []
    /// The classes whose code answers for a table's section headers or footers (`override func tableView(_:
    /// titleForHeaderInSection:)`, Objective-C's `titleForHeaderInSection:`) without asking `super`: a static
    /// table's titles in the storyboard are never shown (Phonetic's settings, whose override returns nil for the
    /// storyboard's 'Quick Search Status').
    private(set) var sectionTitleClasses: (headers: Set<String>, footers: Set<String>) = ([], [])
    /// The classes whose code asks `super` for a section's title (`super.tableView(tableView,
    /// titleForHeaderInSection: section)`): the storyboard's titles show where it does.
    private(set) var superSectionTitleClasses: Set<String> = []
    /// Each class's superclass, as `class X: Y` declares it (the first name after the colon).
    private(set) var superclasses: [String: String] = [:]
    /// The object classes whose code sets their own text (`setTitle(…)`, `self.text = …`).
    private(set) var selfTextClasses: Set<String> = []

    package init(names: Set<String>, sceneClasses: Set<String> = [], objectClasses: Set<String> = [], tags: Set<Int> = []) {
        self.names = names
        self.tags = tags
        self.sceneClasses = sceneClasses
        self.objectClasses = objectClasses
    }

    /// Whether there is anything to look for in code.
    package var isEmpty: Bool { names.isEmpty && sceneClasses.isEmpty && objectClasses.isEmpty && tags.isEmpty }

    /// Whether the code of `objectClass` sets the object's own text.
    func setsOwnText(_ objectClass: String) -> Bool { selfTextClasses.contains(objectClass) }

    /// Outlets whose text the system sets: a WatchKit notification scene's `notificationAlertLabel` shows the
    /// notification's alert text (SafeTimer's 'Alert Label' placeholder, replaced by every notification).
    static let systemSetOutlets: Set<String> = ["notificationAlertLabel"]

    func setsText(_ outlet: String) -> Bool { text.contains(outlet) || Self.systemSetOutlets.contains(outlet) }
    func setsTaggedText(_ tag: Int) -> Bool { taggedText.contains(tag) }
    func setsPlaceholder(_ outlet: String) -> Bool { placeholder.contains(outlet) }
    /// Whether code sets the hidden state of the view `outlet` names.
    func unhides(_ outlet: String) -> Bool { unhidden.contains(outlet) }

    /// Reads one file's text.
    mutating func scan(_ bytes: [UInt8]) {
        var index = 0
        let count = bytes.count
        // The names whose text this file sets (`name.text = …`): a function's parameters an outlet handed to it gets
        // its text through (RaccoonWallet's `setDeveloperText(name: androidName, role: androidRole, …)`, which sets
        // `name.text` and `role.text`). Read only in a file that names an outlet.
        var handedTargets: Set<String>?
        // The class the text is in, as far as a scan without braces tells: the last `class X` / `extension X` /
        // `@implementation X` before it.
        var currentClass: String?
        var expectsClassName = false
        while index < count {
            guard Self.isIdentifierStart(bytes[index]), index == 0 || !Self.isIdentifierByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            defer { index = end }
            if !sceneClasses.isEmpty || !objectClasses.isEmpty {
                if expectsClassName {
                    if word == "func" || word == "var" || word == "let" {
                        expectsClassName = false
                        continue
                    }
                    currentClass = word
                    expectsClassName = false
                    if let parent = Self.superclass(bytes, after: end) { superclasses[word] = parent }
                    continue
                }
                if word == "class" || word == "extension" || word == "implementation" {
                    expectsClassName = true
                    continue
                }
                // `title = …`, `self.title = …`, `navigationItem.title = …`, `navigationItem.titleView = …` in a class
                // (a scene's, or one a scene's class inherits).
                if word == "title" || word == "titleView", let owner = currentClass, Self.assigns(bytes, after: end),
                    Self.isOwnTitle(bytes, before: index), word == "title" || Self.isAfterNavigationItem(bytes, before: index)
                {
                    titledClasses.insert(owner)
                }
                if word == "titleForHeaderInSection" || word == "titleForFooterInSection", let owner = currentClass {
                    if Self.follows(bytes, "super.tableView(", before: index, within: 40) {
                        superSectionTitleClasses.insert(owner)
                    } else if word == "titleForHeaderInSection" {
                        sectionTitleClasses.headers.insert(owner)
                    } else {
                        sectionTitleClasses.footers.insert(owner)
                    }
                }
                // `setTitle(…, for: .normal)`, `text = …`, `self.attributedText = …` in an object's custom class.
                if let object = currentClass, objectClasses.contains(object), Self.isOwnMember(bytes, before: index),
                    Self.textCalls.contains(word) && end < count && bytes[end] == UInt8(ascii: "(")
                        || Self.textMembers.contains(word) && Self.assigns(bytes, after: end)
                {
                    selfTextClasses.insert(object)
                }
            }
            if !tags.isEmpty, word == "viewWithTag", let tag = Self.taggedTextAssignment(bytes, after: end),
                tags.contains(tag)
            {
                taggedText.insert(tag)
                continue
            }
            guard names.contains(word) else { continue }
            if let label = Self.argumentLabel(bytes, before: index) {
                if handedTargets == nil { handedTargets = Self.textTargets(in: bytes) }
                if handedTargets?.contains(label) == true {
                    text.insert(word)
                    continue
                }
            }
            // Its hidden state set on its line, whatever the form (`[debugButton, resetButton].forEach { $0.isHidden =
            // false }`, `debugButton.isHidden = !isDebug`).
            if Self.lineMentionsHidden(bytes, around: index) { unhidden.insert(word) }
            // Combine: `.assign(to: \.text, on: statusFootnoteLabel)` (Corona-Warn-App's cells).
            if let member = Self.assignedKeyPath(bytes, before: index) {
                if Self.textMembers.contains(member) { text.insert(word) }
                if Self.placeholderMembers.contains(member) { placeholder.insert(word) }
                continue
            }
            var cursor = end
            // One element of an outlet collection counts as the collection's (RakevetPlus's `routeButtons[0].setTitle(…)`).
            if cursor < count, bytes[cursor] == UInt8(ascii: "["),
                let close = bytes[cursor..<min(count, cursor + 40)].firstIndex(of: UInt8(ascii: "]"))
            {
                cursor = close + 1
            }
            while cursor < count, bytes[cursor] == UInt8(ascii: "?") || bytes[cursor] == UInt8(ascii: "!") { cursor += 1 }
            // Objective-C: `[self.statusField setStringValue:…]` / `[statusField setTitle:…]`.
            if cursor < count, bytes[cursor] == UInt8(ascii: " ") {
                // A cast first: `(headlineView as! UILabel).text = ad.headline`, `(adView.bodyView as? UILabel)?.text
                // = …` (Google's native ad views, whose outlets are typed `UIView`).
                let lineEnd = bytes[cursor...].firstIndex(of: UInt8(ascii: "\n")) ?? count
                if Self.isCast(bytes, at: cursor), Self.setsTextMember(bytes[cursor..<lineEnd]) {
                    text.insert(word)
                    continue
                }
                var call = cursor
                while call < count, bytes[call] == UInt8(ascii: " ") { call += 1 }
                var callEnd = call
                while callEnd < count, Self.isIdentifierByte(bytes[callEnd]) { callEnd += 1 }
                if callEnd < count, bytes[callEnd] == UInt8(ascii: ":") {
                    record(word, call: String(decoding: bytes[call..<callEnd], as: UTF8.self))
                }
                continue
            }
            guard cursor < count, bytes[cursor] == UInt8(ascii: ".") else { continue }
            cursor += 1
            var memberEnd = cursor
            while memberEnd < count, Self.isIdentifierByte(bytes[memberEnd]) { memberEnd += 1 }
            var member = String(decoding: bytes[cursor..<memberEnd], as: UTF8.self)
            // A button's configuration: `.configuration?.title = …`, `.configuration = config`.
            if member == "configuration" {
                if let (sub, subEnd) = Self.subMember(bytes, after: memberEnd) {
                    if sub == "title" || sub == "attributedTitle", Self.assigns(bytes, after: subEnd) { text.insert(word) }
                } else if Self.assigns(bytes, after: memberEnd) {
                    text.insert(word)
                }
                continue
            }
            // A cell's own label: `versionCell.textLabel?.text = …` sets the text of the label the cell's
            // `textLabel` attribute names (outlet `versionCell.textLabel`).
            if member == "textLabel" || member == "detailTextLabel" {
                if let (sub, subEnd) = Self.subMember(bytes, after: memberEnd), Self.textMembers.contains(sub),
                    Self.assigns(bytes, after: subEnd)
                {
                    text.insert(word + "." + member)
                }
                continue
            }
            // RxSwift: `.bind(to: titleLabel.rx.text)`, `titleLabel.rx.text.onNext(…)`.
            if member == "rx", memberEnd < count, bytes[memberEnd] == UInt8(ascii: ".") {
                var rxEnd = memberEnd + 1
                while rxEnd < count, Self.isIdentifierByte(bytes[rxEnd]) { rxEnd += 1 }
                member = String(decoding: bytes[(memberEnd + 1)..<rxEnd], as: UTF8.self)
                if Self.textMembers.contains(member) { text.insert(word) }
                if Self.placeholderMembers.contains(member) { placeholder.insert(word) }
                continue
            }
            var next = memberEnd
            while next < count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            guard next < count else { continue }
            // A binding that sets the outlet's text whenever its value changes (Ruuvi's About screen:
            // `versionLabel.bind(viewModel.version, block: { label, value in label.attributedText = value })`).
            if member == "bind", bytes[next] == UInt8(ascii: "("), Self.bindingSetsText(bytes, from: next) {
                text.insert(word)
                continue
            }
            if bytes[next] == UInt8(ascii: "("),
                Self.textCalls.contains(member) || Self.placeholderCalls.contains(member)
                    || member.hasPrefix("set") && (member.hasSuffix("Text") || member.hasSuffix("Title") || member.hasSuffix("Placeholder"))
            {
                record(word, call: member)
            } else if Self.assigns(bytes, after: memberEnd) {
                if Self.textMembers.contains(member) { text.insert(word) }
                if Self.placeholderMembers.contains(member) { placeholder.insert(word) }
            }
        }
    }

    /// The tag of a `viewWithTag(N)` call ending its name at `end` whose view's text the code sets: on the same
    /// line (`(cell.viewWithTag(3) as! UILabel).text = name`), or through the name it is bound to (`let label =
    /// cell.viewWithTag(3) as! UILabel`, `if let label = …`) within the next lines (`label.text = name`,
    /// `label?.setTitle(…)`): Sportify's league cells, whose XIB label says 'Fifa Worled Cup' until the code fills it.
    ///
    ///     OutletAssignments.taggedTextAssignment(Array("(cell.viewWithTag(3) as! UILabel).text = name".utf8), after: 17)   // 3
    static func taggedTextAssignment(_ bytes: [UInt8], after end: Int) -> Int? {
        let count = bytes.count
        guard end < count, bytes[end] == UInt8(ascii: "(") else { return nil }
        var cursor = end + 1
        var tag = 0
        var digits = 0
        while cursor < count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39, digits < 9 {
            tag = tag * 10 + Int(bytes[cursor] - 0x30)
            cursor += 1
            digits += 1
        }
        guard digits > 0, cursor < count, bytes[cursor] == UInt8(ascii: ")") else { return nil }
        let lineEnd = bytes[cursor...].firstIndex(of: UInt8(ascii: "\n")) ?? count
        if setsTextMember(bytes[cursor..<lineEnd]) { return tag }
        // The name the view is bound to on its line: `let label = …`, `if let label = …`, `guard let label = …`.
        let lineStart = (bytes[..<end].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let line = String(decoding: bytes[lineStart..<end], as: UTF8.self)
        guard let binding = line.range(of: #"(let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(:[^=]*)?="#, options: .regularExpression)
        else { return nil }
        let name = line[binding].split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "=" }).dropFirst().first.map(String.init) ?? ""
        guard !name.isEmpty else { return nil }
        let window = bytes[lineEnd..<min(count, lineEnd + 1_200)]
        var search = window.startIndex
        let needle = Array(name.utf8)
        while let found = window[search...].firstRange(of: needle) {
            search = found.upperBound
            if found.lowerBound > window.startIndex, isIdentifierByte(window[found.lowerBound - 1]) { continue }
            let rest = window[found.upperBound..<(window[found.upperBound...].firstIndex(of: UInt8(ascii: "\n")) ?? window.endIndex)]
            if setsTextMember(rest) { return tag }
        }
        return nil
    }

    /// Whether the `bind(` call opening at `open` sets a text member within its first lines (`label.text = value`,
    /// `$0.attributedText = $1`) or names one by key path (`\.text`).
    ///
    ///     OutletAssignments.bindingSetsText(Array("label.bind(model.name) { label, value in label.text = value }".utf8), from: 10)   // true
    static func bindingSetsText(_ bytes: [UInt8], from open: Int) -> Bool {
        // The call's arguments and a trailing closure, to 400 bytes: nothing after the call.
        let limit = min(bytes.count, open + 400)
        var depth = 0
        var end = open
        while end < limit {
            let byte = bytes[end]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 {
                    var after = end + 1
                    while after < limit, bytes[after] == UInt8(ascii: " ") { after += 1 }
                    guard after < limit, bytes[after] == UInt8(ascii: "{") else { break }
                    end = after
                    continue
                }
            }
            end += 1
        }
        let window = String(decoding: bytes[open..<min(end + 1, limit)], as: UTF8.self)
        return window.range(of: #"\.(text|attributedText|stringValue|attributedStringValue|title)\s*=[^=]"#, options: .regularExpression) != nil
            || window.range(of: #"\\\.(text|attributedText|stringValue)\b"#, options: .regularExpression) != nil
    }

    /// Whether `text` (what follows a view on its line) sets its text: `.text = …`, `?.attributedText = …`,
    /// `.setTitle(…`, `.stringValue = …`.
    /// Whether `as` follows the spaces at `start` (`headlineView as! UILabel`).
    private static func isCast(_ bytes: [UInt8], at start: Int) -> Bool {
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        return cursor + 2 < bytes.count && bytes[cursor] == UInt8(ascii: "a") && bytes[cursor + 1] == UInt8(ascii: "s")
            && (bytes[cursor + 2] == UInt8(ascii: "!") || bytes[cursor + 2] == UInt8(ascii: "?") || bytes[cursor + 2] == UInt8(ascii: " "))
    }

    private static func setsTextMember(_ text: ArraySlice<UInt8>) -> Bool {
        let line = String(decoding: text, as: UTF8.self)
        return line.range(of: #"^[)!?\s]*(as[!?]?\s+[A-Za-z_.]+\)?[!?]?)?\s*\.(text|attributedText|stringValue|title)\s*=[^=]"#, options: .regularExpression) != nil
            || line.range(of: #"^[)!?\s]*(as[!?]?\s+[A-Za-z_.]+\)?[!?]?)?\s*\.(setTitle|setAttributedTitle)\("#, options: .regularExpression) != nil
    }

    /// The member of the key path a Combine `assign(to: \.member, on: outlet)` names, when the outlet at `start`
    /// follows its `on:`.
    static func assignedKeyPath(_ bytes: [UInt8], before start: Int) -> String? {
        var cursor = start - 1
        while cursor >= 0, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\n") { cursor -= 1 }
        guard cursor >= 2, bytes[cursor] == UInt8(ascii: ":"), bytes[cursor - 1] == UInt8(ascii: "n"),
            bytes[cursor - 2] == UInt8(ascii: "o")
        else { return nil }
        // Back over `, ` to the key path's member: `\.text`.
        var end = cursor - 3
        while end >= 0, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: ",") || bytes[end] == UInt8(ascii: "\n") {
            end -= 1
        }
        var begin = end
        while begin >= 0, isIdentifierByte(bytes[begin]) { begin -= 1 }
        guard begin >= 1, begin < end, bytes[begin] == UInt8(ascii: "."), bytes[begin - 1] == UInt8(ascii: "\\") else { return nil }
        return String(decoding: bytes[(begin + 1)...end], as: UTF8.self)
    }

    /// Whether the code of the scene class `sceneClass`, or of a class it inherits, sets the scene's title or puts a
    /// view in its place.
    func setsOwnTitle(_ sceneClass: String) -> Bool {
        var current = sceneClass
        for _ in 0..<12 {
            if titledClasses.contains(current) { return true }
            guard let parent = superclasses[current] else { return false }
            current = parent
        }
        return false
    }

    /// Whether the code of `sceneClass`, or of a class it inherits, answers for its table's section headers
    /// (`header`) or footers without asking `super`.
    func setsSectionTitles(_ sceneClass: String, header: Bool) -> Bool {
        var current = sceneClass
        for _ in 0..<12 {
            if superSectionTitleClasses.contains(current) { return false }
            if (header ? sectionTitleClasses.headers : sectionTitleClasses.footers).contains(current) { return true }
            guard let parent = superclasses[current] else { return false }
            current = parent
        }
        return false
    }

    /// Whether `text` ends within `within` bytes before `start` (`super.tableView(tableView, ` before a label).
    static func follows(_ bytes: [UInt8], _ text: String, before start: Int, within: Int) -> Bool {
        let pattern = Array(text.utf8)
        let low = max(0, start - within - pattern.count)
        guard start - low >= pattern.count else { return false }
        for offset in low...(start - pattern.count) where bytes[offset..<(offset + pattern.count)].elementsEqual(pattern) {
            return true
        }
        return false
    }

    /// The name after `:` past position `end` (the class name's end), past spaces and generic parameters.
    static func superclass(_ bytes: [UInt8], after end: Int) -> String? {
        var cursor = end
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<") {
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "{") { cursor += 1 }
            cursor += 1
        }
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return nil }
        cursor += 1
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        var nameEnd = cursor
        while nameEnd < bytes.count, isIdentifierByte(bytes[nameEnd]) { nameEnd += 1 }
        return nameEnd > cursor ? String(decoding: bytes[cursor..<nameEnd], as: UTF8.self) : nil
    }

    /// Whether the member at `start` follows `navigationItem.` (`titleView` is the navigation item's).
    static func isAfterNavigationItem(_ bytes: [UInt8], before start: Int) -> Bool {
        let receiver = "navigationItem.".utf8
        return start >= receiver.count && bytes[(start - receiver.count)..<start].elementsEqual(receiver)
    }

    /// The names whose text member a file assigns (`name.text = …`, `role?.attributedText = …`), or whose
    /// `setTitle(` it calls.
    static func textTargets(in bytes: [UInt8]) -> Set<String> {
        var targets: Set<String> = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count, isIdentifierStart(bytes[index + 1]) else { continue }
            var memberEnd = index + 1
            while memberEnd < bytes.count, isIdentifierByte(bytes[memberEnd]) { memberEnd += 1 }
            let member = String(decoding: bytes[(index + 1)..<memberEnd], as: UTF8.self)
            let sets = textMembers.contains(member) && assigns(bytes, after: memberEnd)
                || textCalls.contains(member) && memberEnd < bytes.count && bytes[memberEnd] == UInt8(ascii: "(")
            guard sets else { continue }
            var end = index
            while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
            var start = end
            while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
            // A name of its own, not a member of another (`self.name.text` is the property, not a parameter).
            guard start < end, start == 0 || bytes[start - 1] != UInt8(ascii: ".") else { continue }
            targets.insert(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        return targets
    }

    /// The label of the argument the name at `start` is: `name` in `f(name: androidName)` or `, role: androidRole`.
    static func argumentLabel(_ bytes: [UInt8], before start: Int) -> String? {
        var cursor = start
        while cursor > 0, bytes[cursor - 1] == UInt8(ascii: " ") { cursor -= 1 }
        guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: ":") else { return nil }
        cursor -= 1
        while cursor > 0, bytes[cursor - 1] == UInt8(ascii: " ") { cursor -= 1 }
        let end = cursor
        while cursor > 0, isIdentifierByte(bytes[cursor - 1]) { cursor -= 1 }
        guard cursor < end else { return nil }
        var before = cursor
        while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\n") { before -= 1 }
        guard before > 0, bytes[before - 1] == UInt8(ascii: "(") || bytes[before - 1] == UInt8(ascii: ",") else { return nil }
        return String(decoding: bytes[cursor..<end], as: UTF8.self)
    }

    /// Whether `=` (not `==`) follows position `end`, past spaces.
    static func assigns(_ bytes: [UInt8], after end: Int) -> Bool {
        var next = end
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        return next < bytes.count && bytes[next] == UInt8(ascii: "=")
            && (next + 1 >= bytes.count || bytes[next + 1] != UInt8(ascii: "="))
    }

    /// Whether the `title` at `start` is the controller's own: alone, or after `self.`, `navigationItem.` or
    /// `self.navigationItem.` (not another object's: `button.title`).
    static func isOwnTitle(_ bytes: [UInt8], before start: Int) -> Bool {
        guard start > 0, bytes[start - 1] == UInt8(ascii: ".") else {
            return start == 0 || !isIdentifierByte(bytes[start - 1])
        }
        var begin = start - 1
        while begin > 0, isIdentifierByte(bytes[begin - 1]) || bytes[begin - 1] == UInt8(ascii: ".")
            || bytes[begin - 1] == UInt8(ascii: "?")
        {
            begin -= 1
        }
        let receiver = String(decoding: bytes[begin..<(start - 1)], as: UTF8.self).replacingOccurrences(of: "?", with: "")
        return ["self", "navigationItem", "self.navigationItem"].contains(receiver)
    }

    /// Whether the member at `start` is the object's own: unqualified (`setTitle(`, `text =`) or after `self.`.
    static func isOwnMember(_ bytes: [UInt8], before start: Int) -> Bool {
        guard start > 0, bytes[start - 1] == UInt8(ascii: ".") else {
            return start == 0 || !isIdentifierByte(bytes[start - 1])
        }
        return start >= 5 && bytes[(start - 5)..<(start - 1)].elementsEqual("self".utf8)
            && (start == 5 || !isIdentifierByte(bytes[start - 6]))
    }

    /// Whether the line holding position `index` names a view's hidden state (`isHidden`, `setHidden`, `.hidden`).
    static func lineMentionsHidden(_ bytes: [UInt8], around index: Int) -> Bool {
        let start = (bytes[..<index].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let line = bytes[start..<end]
        return line.firstRange(of: Array("isHidden".utf8)) != nil || line.firstRange(of: Array("setHidden".utf8)) != nil
            || line.firstRange(of: Array(".hidden".utf8)) != nil
    }

    private mutating func record(_ outlet: String, call: String) {
        if Self.placeholderCalls.contains(call) || Self.isOwnSetter(call, of: "Placeholder") {
            placeholder.insert(outlet)
        } else if Self.textCalls.contains(call) || Self.isOwnSetter(call, of: "Text") || Self.isOwnSetter(call, of: "Title") {
            text.insert(outlet)
        }
    }

    /// The member after a member ending at `end`, past optional chaining (`?.title` in `configuration?.title`), and
    /// where its name ends.
    static func subMember(_ bytes: [UInt8], after end: Int) -> (name: String, end: Int)? {
        var after = end
        while after < bytes.count, bytes[after] == UInt8(ascii: "?") || bytes[after] == UInt8(ascii: "!") { after += 1 }
        guard after < bytes.count, bytes[after] == UInt8(ascii: ".") else { return nil }
        var subEnd = after + 1
        while subEnd < bytes.count, isIdentifierByte(bytes[subEnd]) { subEnd += 1 }
        return (String(decoding: bytes[(after + 1)..<subEnd], as: UTF8.self), subEnd)
    }

    /// A project's own setter of a label's or button's text (`setAttributedClickableText(…)`, `setLocalizedTitle`):
    /// a name that starts with `set` and ends in `Text`, `Title` or `Placeholder` (not `setTitleColor`, which sets a
    /// color). Plutope's sign-up labels get their localized text so, replacing the XIB's.
    ///
    ///     OutletAssignments.isOwnSetter("setAttributedClickableText", of: "Text")   // true
    ///     OutletAssignments.isOwnSetter("setTextColor", of: "Text")                 // false
    static func isOwnSetter(_ call: String, of word: String) -> Bool {
        call.hasPrefix("set") && call.count > 3 + word.count && call.hasSuffix(word)
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Reads the Swift and Objective-C files under `roots` (as ``FileFinder`` walks them, `exclude` applied).
    package mutating func scan(roots: [String], exclude: [String] = [], rootNames: [String]? = nil) {
        guard !isEmpty else { return }
        for fileExtension in ["swift", "m", "mm"] {
            FileFinder(fileExtension: fileExtension).walk(roots, exclude: exclude, rootNames: rootNames) { path in
                if let bytes = try? FileReader.read(path) { scan(bytes) }
            }
        }
    }
}

extension InterfaceBuilderString {
    /// Whether the code sets what this property shows, through one of the object's outlets.
    func isSetByCode(_ assignments: OutletAssignments) -> Bool {
        if property == "title", let sceneClass, assignments.setsOwnTitle(sceneClass) { return true }
        if property == "headerTitle" || property == "footerTitle", let sceneClass,
            assignments.setsSectionTitles(sceneClass, header: property == "headerTitle")
        {
            return true
        }
        if let objectClass, assignments.setsOwnText(objectClass),
            ["text", "title", "normalTitle", "configuration.title", "attributedText"].contains(property)
        {
            return true
        }
        if let tag, assignments.setsTaggedText(tag),
            ["text", "title", "normalTitle", "attributedText"].contains(property)
        {
            return true
        }
        guard !outlets.isEmpty else { return false }
        switch property {
        case "placeholder", "placeholderString": return outlets.contains(where: assignments.setsPlaceholder)
        case "text", "title", "normalTitle", "highlightedTitle", "selectedTitle", "disabledTitle", "configuration.title":
            return outlets.contains(where: assignments.setsText)
        // A segmented control whose segments code titles: `genderControl.setTitle(NSLocalizedString("male", comment:
        // ""), forSegmentAt: 0)` (Actbind's sign-up), `insertSegment(withTitle:at:animated:)`.
        case _ where property.hasPrefix("segmentTitles["):
            return outlets.contains(where: assignments.setsText)
        default: return false
        }
    }
}
