import L10nSourceIndex
import L10nSourceParsing

/// The parts of one file whose text nothing shows in a whole app (``Reach``), each with the reason `check
/// --explain` gives: the body of an error type no code names, a `case` branch of an error's `switch self` for cases
/// no code makes, the value of a text property no code reads, the body of a top-level function no code calls.
struct UnreachedText {
    struct Part {
        var range: ClosedRange<Int>
        var reason: String
    }

    private(set) var parts: [Part] = []

    /// Text members the system reads by themselves, whoever names them: a `LocalizedError`'s texts, an App
    /// Intents entity's display representation.
    static let readBySystem = Set(ProjectIndex.knownTextMembers).union([
        "displayRepresentation", "localizedStringResource", "localizedDescription", "accessibilityLabel",
    ])

    init() {}

    init(file: SourceFile, declarations: FileDeclarations, reach: Reach) {
        let view = file.view
        for type in declarations.types {
            if reach.unreachedErrorTypes.contains(type.name) {
                parts.append(
                    Part(
                        range: type.body,
                        reason: "inside '\(type.name)', an error type no code names (no file uses it outside previews and #if DEBUG): its text reaches nobody; skipped"))
            } else if reach.namedCaseErrors.contains(type.name) {
                caseBranches(in: type, view: view, reach: reach)
            }
        }
        // A function of the file's top level no code calls (frameworks call methods, never a free function by
        // its name): `func generateFakeEvent() -> MBEvent` that only a `#Preview` uses.
        for function in declarations.functions where function.kind == .function && function.typeName == nil {
            guard let body = function.body, function.name != "main",
                function.name.unicodeScalars.allSatisfy({ $0.isLetterFast || $0.isDigitASCII || $0 == "_" }),
                !reach.isUsed(function.name)
            else { continue }
            parts.append(
                Part(
                    range: body,
                    reason: "inside '\(function.name)()', a function of the file's top level no code calls (no file names it outside previews and #if DEBUG): its text reaches nobody; skipped"))
        }
        // A method that gives text and that no code names (goma's `extension Date { func
        // toStringWithRelativeTime() -> String }`, written for a screen that was removed): a call names it, and the
        // system calls only methods it declares (`override`, `@objc`, or a protocol's, whose names (`tableView`,
        // `pickerView`) the app's own code also uses). Its text reaches nobody.
        for function in declarations.functions where function.kind == .function && function.typeName != nil {
            guard LocalizationType.isText(function.returnType) || LocalizationType.isLocalized(function.returnType)
                    || Self.isAppOwnAction(function),
                let body = function.body, body.contains(where: { file.tokens[$0].kind == .stringOpen }),
                function.name.utf8.count >= 8, !Self.readBySystem.contains(function.name), !reach.isNamed(function.name),
                let keyword = view.previous(function.nameToken), view.token(keyword, is: "func"),
                !Self.isExposedToSystem(keyword, in: view)
            else { continue }
            let what = function.parameters.isEmpty && !LocalizationType.isText(function.returnType)
                && !LocalizationType.isLocalized(function.returnType) ? "a method" : "a method that gives text and"
            parts.append(
                Part(
                    range: body,
                    reason: "inside '\(function.name)()', \(what) that no code calls (no file names it outside its declaration, tests, previews and #if DEBUG): its text reaches nobody; skipped"))
        }
        // An Interface Builder action nothing connects or calls (``Reach/unconnectedActions``).
        if !reach.unconnectedActions.isEmpty {
            for function in declarations.functions where function.kind == .function {
                guard let body = function.body, reach.unconnectedActions.contains(function.name),
                    FileFacts.isAction(function, in: view)
                else { continue }
                parts.append(
                    Part(
                        range: body,
                        reason: "inside '\(function.name)', an action no storyboard, XIB or Objective-C file connects and no Swift file calls: its text reaches nobody; skipped"))
            }
        }
        // A private declaration only previews use (`private let customFields = [CustomField(name: "Custom float")]`
        // read by `#Preview` and a `PreviewHelper`; `private struct SamplePreviewData`): sample data nobody sees.
        for property in declarations.properties where property.scope == .global {
            guard Self.isPrivate(property.nameToken, in: view),
                Self.isUsedOnlyInPreviews(property.name, declaredAt: property.nameToken, in: file),
                let initializer = property.initializer, !initializer.isEmpty
            else { continue }
            parts.append(
                Part(
                    range: initializer.lowerBound...(initializer.upperBound - 1),
                    reason: "the value of '\(property.name)', a private declaration only previews use: sample data nobody sees; skipped"))
        }
        for type in declarations.types where type.kind != .extension {
            guard Self.isPrivate(type.keyword, in: view),
                Self.isUsedOnlyInPreviews(type.name, declaredAt: type.nameToken, in: file)
            else { continue }
            parts.append(
                Part(
                    range: type.body,
                    reason: "inside '\(type.name)', a private type only previews use: sample data nobody sees; skipped"))
        }
        // A private computed property of any type whose name no code uses outside previews and `#if DEBUG` (Proton
        // Drive's `private var qaSectionTitleRow: some View`, shown only under `#if HAS_QA_FEATURES`; a `private
        // extension`'s `static var backgroundUploadFinished: LocalNotification`): a private member is read only by
        // its own file, and no protocol requirement is met by it. Its getter's text reaches nobody.
        for property in declarations.properties where property.scope == .member {
            guard let getter = property.getter, !(LocalizationType.isText(property.type) || LocalizationType.isLocalized(property.type)),
                Self.isPrivate(property.nameToken, in: view) || Self.isInPrivateExtension(property.nameToken, declarations, view),
                !Self.readBySystem.contains(property.name), !reach.isUsed(property.name),
                getter.contains(where: { file.tokens[$0].kind == .stringOpen })
            else { continue }
            parts.append(
                Part(
                    range: getter,
                    reason: "inside '\(property.name)', a private property no code reads outside previews and #if DEBUG: its text reaches nobody; skipped"))
        }
        // A global value of the app's own type no app file reads (MakeDumbSmart's `var exampleDeviceLevels: Device =
        // Device(id: 1, device_name: "Test Levels", …)`, which only its unit tests read): fixtures nobody sees.
        for property in declarations.properties where property.scope == .global {
            guard !(LocalizationType.isText(property.type) || LocalizationType.isLocalized(property.type)),
                let initializer = property.initializer, !initializer.isEmpty,
                initializer.contains(where: { file.tokens[$0].kind == .stringOpen }),
                !Self.readBySystem.contains(property.name), !reach.isUsed(property.name)
            else { continue }
            parts.append(
                Part(
                    range: initializer.lowerBound...(initializer.upperBound - 1),
                    reason: "the value of '\(property.name)', a global no app code reads (no file uses the name outside its declaration, tests, previews and #if DEBUG): its text reaches nobody; skipped"))
        }
        for property in declarations.properties where property.scope != .local {
            guard LocalizationType.isText(property.type) || LocalizationType.isLocalized(property.type),
                !(property.isStatic && LocalizationType.isLocalized(property.type)),
                !Self.readBySystem.contains(property.name), !Self.overrides(property, in: view),
                !reach.isUsed(property.name)
            else { continue }
            let reason = "the value of '\(property.name)', a property no code reads (no file uses the name outside its declaration, previews and #if DEBUG): its text reaches nobody; skipped"
            var ranges: [ClosedRange<Int>] = []
            if let initializer = property.initializer, !initializer.isEmpty {
                ranges.append(initializer.lowerBound...(initializer.upperBound - 1))
            }
            if let getter = property.getter { ranges.append(getter) }
            for range in ranges where range.contains(where: { file.tokens[$0].kind == .stringOpen }) {
                parts.append(Part(range: range, reason: reason))
            }
        }
    }

    /// The bodies of the file's private functions that nothing in the file names (Palace's `private func
    /// presentDRMKeyError`, whose alert no code shows): a private function is called only from its own file, so a
    /// name written once, at its declaration, is never called. Not a function Objective-C may call by its selector
    /// (`@objc`, `@IBAction`: a storyboard or `perform(_:)` names it), nor one whose name the file spells anywhere
    /// else (a `#selector`, a string, a comment: the safe side). Read for files without a whole app's reach too: the
    /// file alone tells.
    mutating func addUncalledPrivateFunctions(file: SourceFile, declarations: FileDeclarations) {
        let view = file.view
        var candidates: [(name: [UInt8], body: ClosedRange<Int>, function: String)] = []
        for function in declarations.functions where function.kind == .function {
            // The modifiers first (most functions are not private), then whether the body holds a literal.
            guard let body = function.body, let keyword = view.previous(function.nameToken), view.token(keyword, is: "func"),
                Self.isPrivateFunction(keyword, in: view), body.contains(where: { file.tokens[$0].kind == .stringOpen })
            else { continue }
            candidates.append((Array(function.name.utf8), body, function.name))
        }
        guard !candidates.isEmpty else { return }
        let counts = Self.wordCounts(of: candidates.map(\.name), in: file.source.bytes, upTo: 2)
        for (candidate, count) in zip(candidates, counts) where count == 1 {
            parts.append(
                Part(
                    range: candidate.body,
                    reason: "inside '\(candidate.function)()', a private function nothing in its file calls (its name is written only where it is declared): its text reaches nobody; skipped"))
        }
    }

    /// Whether `function` is one only the app's own code would call: no parameters (the system's callbacks pass what
    /// calls them: `tableView(_:cellForRowAt:)`, `sceneDidBecomeActive(_:)`), a name of 8 or more characters, and not
    /// one of the few a framework calls with none (App Intents' `suggestedEntities()`, WatchKit's
    /// `applicationDidBecomeActive()`, SwiftUI's `makeCoordinator()`). LifeBeats' `AppDelegate.requestNotification()`,
    /// whose only call is commented out.
    static func isAppOwnAction(_ function: FileDeclarations.Function) -> Bool {
        guard function.parameters.isEmpty, function.name.utf8.count >= 8 else { return false }
        if Self.calledByFrameworks.contains(function.name) { return false }
        return !Self.frameworkCallbackPrefixes.contains { function.name.hasPrefix($0) }
    }

    /// Methods without parameters frameworks call by their names (``isAppOwnAction(_:)``).
    static let calledByFrameworks: Set<String> = [
        "suggestedEntities", "defaultResult", "recommendations", "allEntities", "makeCoordinator", "placeholder",
        "entities", "dismantle", "removeFromSuperview", "prepareForReuse", "awakeFromNib", "layoutSubviews",
        "viewDidLoad", "loadView", "windowDidLoad", "invalidate", "didReceiveMemoryWarning", "encodeRestorableState",
    ]

    /// Name beginnings of the callbacks frameworks make (``isAppOwnAction(_:)``): WatchKit's and AppKit's
    /// `applicationDidFinishLaunching()`, a view's `willMove`/`didMove`, an extension's `widget…`/`scene…`.
    static let frameworkCallbackPrefixes = ["application", "scene", "widget", "will", "did", "handle", "session", "viewWill", "viewDid"]

    /// Whether the function whose `func` keyword is at `keyword` is one the system may call without code naming it:
    /// `override`, `@objc`, `@IBAction`, `@IBSegueAction` or `dynamic` among the modifiers and attributes before it.
    static func isExposedToSystem(_ keyword: Int, in view: CodeView) -> Bool {
        var cursor = view.previous(keyword)
        var steps = 0
        while let current = cursor, steps < 12 {
            if view.isPunctuation(current, UInt8(ascii: "{")) || view.isPunctuation(current, UInt8(ascii: "}"))
                || view.isPunctuation(current, UInt8(ascii: ";"))
            {
                return false
            }
            if view.token(current, is: "objc") || view.token(current, is: "IBAction") || view.token(current, is: "IBSegueAction")
                || view.token(current, is: "dynamic") || view.token(current, is: "override")
            {
                return true
            }
            cursor = view.previous(current)
            steps += 1
        }
        return false
    }

    /// Whether the function whose `func` keyword is at `keyword` is `private` or `fileprivate` and not exposed to
    /// Objective-C (`@objc`, `@IBAction`, `@IBSegueAction`, `dynamic`), by the modifiers and attributes before it.
    static func isPrivateFunction(_ keyword: Int, in view: CodeView) -> Bool {
        var isPrivate = false
        var cursor = view.previous(keyword)
        var steps = 0
        while let current = cursor, steps < 12 {
            let token = view.tokens[current]
            if view.isPunctuation(current, UInt8(ascii: "{")) || view.isPunctuation(current, UInt8(ascii: "}"))
                || view.isPunctuation(current, UInt8(ascii: ";"))
            {
                break
            }
            if view.token(current, is: "private") || view.token(current, is: "fileprivate") { isPrivate = true }
            if view.token(current, is: "objc") || view.token(current, is: "IBAction") || view.token(current, is: "IBSegueAction")
                || view.token(current, is: "dynamic") || view.token(current, is: "override")
            {
                return false
            }
            // Past a declaration's start: another statement or declaration ends here (not a modifier the lexer
            // reads as a name: `mutating`, `nonisolated`, `final`…, nor an attribute's name after `@`).
            if token.kind == .identifier, !Self.modifiers.contains(view.text(current)),
                !(view.previous(current).map { view.isPunctuation($0, UInt8(ascii: "@")) } ?? false)
            {
                break
            }
            cursor = view.previous(current)
            steps += 1
        }
        return isPrivate
    }

    /// Declaration modifiers a function's may have before `func`.
    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "class", "final", "mutating", "nonmutating",
        "nonisolated", "isolated", "convenience", "required", "distributed",
    ]

    /// How many times each of `names` is written in `bytes` as a whole word (not inside a longer name), each
    /// counted up to `limit`, in one pass over the bytes whatever the number of names: a word is compared only
    /// with the names of its length and first byte.
    ///
    ///     wordCounts(of: [Array("load".utf8)], in: Array("load(); reload(); load".utf8), upTo: 2)  // [2]
    static func wordCounts(of names: [[UInt8]], in bytes: [UInt8], upTo limit: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: names.count)
        let longest = names.map(\.count).max() ?? 0
        guard longest > 0 else { return counts }
        var byLength = [[Int]](repeating: [], count: longest + 1)
        for (index, name) in names.enumerated() where !name.isEmpty { byLength[name.count].append(index) }
        // Most words are ruled out by their length or first byte before any list is read.
        let hasLength = byLength.map { !$0.isEmpty }
        var startsName = [Bool](repeating: false, count: 256)
        for name in names where !name.isEmpty { startsName[Int(name[0])] = true }
        let wordBytes = Self.wordBytes
        func isWordByte(_ byte: UInt8) -> Bool { wordBytes[Int(byte)] }
        var open = names.count
        var index = 0
        let end = bytes.count
        while index < end {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < end, isWordByte(bytes[index]) { index += 1 }
            let length = index - start
            guard length <= longest, hasLength[length], startsName[Int(bytes[start])] else { continue }
            for candidate in byLength[length] where counts[candidate] < limit && names[candidate][0] == bytes[start] {
                if bytes[start..<index].elementsEqual(names[candidate]) {
                    counts[candidate] += 1
                    if counts[candidate] == limit {
                        open -= 1
                        if open == 0 { return counts }
                    }
                }
            }
        }
        return counts
    }

    /// Adds `more` after these parts (a file's own, worked out once: ``SiteFileParts/ownUnreached``).
    mutating func append(_ more: [Part]) {
        parts += more
    }

    /// Whether each byte is one of a word's (``wordCounts(of:in:upTo:)``): an ASCII digit or letter, `_`, or a byte
    /// of a UTF-8 sequence; looked up, not compared four times per byte of a file.
    private static let wordBytes: [Bool] = (0...255).map { (value: Int) in
        let byte = UInt8(value)
        return (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// The reason token `index` is unreached, if it is.
    func reason(at index: Int) -> String? {
        parts.first { $0.range.contains(index) }?.reason
    }

    /// Whether the token at `index` is in the body of a `private extension` (or `fileprivate`) of the file.
    static func isInPrivateExtension(_ index: Int, _ declarations: FileDeclarations, _ view: CodeView) -> Bool {
        declarations.types.contains { $0.kind == .extension && $0.body.contains(index) && isPrivate($0.keyword, in: view) }
    }

    /// The contents of views the file shows redacted as placeholders (`VStack { Text("$ 1000") }.redacted(reason:
    /// .placeholder)`, Portefeuille's loading rows): SwiftUI draws their text as grey bars, never as words. Only the
    /// fixed `.placeholder` reason: a condition (`isLoading ? .placeholder : []`) shows the words when it is false.
    mutating func addRedactedPlaceholders(file: SourceFile) {
        let view = file.view
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].range.count == 8 {
            guard view.token(index, is: "redacted"), view.followsDot(index), let open = view.next(index),
                view.isPunctuation(open, UInt8(ascii: "(")), let label = view.next(open), view.token(label, is: "reason"),
                let colon = view.next(label), let dot = view.next(colon), view.isPunctuation(dot, UInt8(ascii: ".")),
                let reason = view.next(dot), view.token(reason, is: "placeholder"), let close = view.next(reason),
                view.isPunctuation(close, UInt8(ascii: ")")), let content = Self.modifiedView(before: index, in: view)
            else { continue }
            parts.append(
                Part(
                    range: content,
                    reason: "text of a view shown redacted as a placeholder ('.redacted(reason: .placeholder)'): its words show as grey bars; skipped"))
        }
    }

    /// The tokens of the view a modifier named at `modifier` (after its dot) applies to, past the modifiers
    /// between them: a container's closure (`VStack { … }`) or a call (`Text("…")`).
    static func modifiedView(before modifier: Int, in view: CodeView) -> ClosedRange<Int>? {
        guard let dot = view.previous(modifier), var cursor = view.previous(dot) else { return nil }
        for _ in 0..<24 {
            if view.isPunctuation(cursor, UInt8(ascii: "}")) {
                guard let open = view.matching(cursor), open < cursor else { return nil }
                // A modifier's own closure (`.overlay { … }`, `.sheet(isPresented: $shown) { … }`): past it.
                var callee = view.previous(open)
                if let paren = callee, view.isPunctuation(paren, UInt8(ascii: ")")), let parenOpen = view.matching(paren),
                    parenOpen < paren
                {
                    callee = view.previous(parenOpen)
                }
                if let callee, view.tokens[callee].kind == .identifier, view.followsDot(callee),
                    let calleeDot = view.previous(callee), let before = view.previous(calleeDot)
                {
                    cursor = before
                    continue
                }
                return open...cursor
            }
            guard view.isPunctuation(cursor, UInt8(ascii: ")")), let open = view.matching(cursor), open < cursor,
                let callee = view.previous(open), view.tokens[callee].kind == .identifier
            else { return nil }
            guard view.followsDot(callee), let calleeDot = view.previous(callee), let before = view.previous(calleeDot) else {
                return callee...cursor
            }
            cursor = before
        }
        return nil
    }

    /// Whether the declaration whose keyword or name is at `index` is `private` or `fileprivate` (a modifier
    /// before it on its line).
    static func isPrivate(_ index: Int, in view: CodeView) -> Bool {
        var cursor = view.previous(index)
        var steps = 0
        let line = view.tokens[index].line
        while let current = cursor, steps < 8, view.tokens[current].line == line {
            if view.token(current, is: "private") || view.token(current, is: "fileprivate") { return true }
            cursor = view.previous(current)
            steps += 1
        }
        return false
    }

    /// Whether `name` is named in `file`, apart from its declaration and members of that name (`store.name`), only
    /// where the UI rules skip (a `#Preview`, a `PreviewProvider`, a `Preview…` helper type), and at least once.
    static func isUsedOnlyInPreviews(_ name: String, declaredAt declaration: Int, in file: SourceFile) -> Bool {
        let view = file.view
        let bytes = file.source.bytes
        let wanted = Array(name.utf8)
        var used = false
        for index in file.tokens.indices where index != declaration && file.tokens[index].kind == .identifier {
            let range = file.tokens[index].range
            guard range.count == wanted.count, bytes[range].elementsEqual(wanted), !view.followsDot(index) else { continue }
            if !file.isExcluded(index) { return false }
            used = true
        }
        return used
    }

    /// `override var title: String { … }`: a superclass's property, which its class reads.
    private static func overrides(_ property: FileDeclarations.Property, in view: CodeView) -> Bool {
        var cursor = view.previous(property.nameToken)
        var steps = 0
        let line = view.tokens[property.nameToken].line
        while let index = cursor, steps < 8, view.tokens[index].line == line {
            if view.token(index, is: "override") { return true }
            cursor = view.previous(index)
            steps += 1
        }
        return false
    }

    /// The branches of each `switch self` in `type`'s body whose cases no code makes.
    private mutating func caseBranches(in type: FileDeclarations.TypeInfo, view: CodeView, reach: Reach) {
        let tokens = view.tokens
        for index in type.body where tokens[index].kind == .keyword && view.token(index, is: "switch") {
            guard let subject = view.next(index), view.token(subject, is: "self"), let open = view.next(subject),
                view.isPunctuation(open, UInt8(ascii: "{")), let close = view.matching(open)
            else { continue }
            // The switch's own `case` and `default` labels: not inside nested braces, not `if case` or `, case`.
            var labels: [Int] = []
            var cursor = open + 1
            while cursor < close {
                if view.isPunctuation(cursor, UInt8(ascii: "{")), let end = view.matching(cursor) {
                    cursor = end + 1
                    continue
                }
                if tokens[cursor].kind == .keyword, view.token(cursor, is: "case") || view.token(cursor, is: "default"),
                    let before = view.previous(cursor),
                    !(tokens[before].kind == .keyword && ["if", "guard", "while", "for"].contains(view.text(before))),
                    !view.isPunctuation(before, UInt8(ascii: ","))
                {
                    labels.append(cursor)
                }
                cursor += 1
            }
            for (position, label) in labels.enumerated() where view.token(label, is: "case") {
                let end = position + 1 < labels.count ? labels[position + 1] : close
                var names: [String] = []
                var depth = 0
                var colon: Int?
                var item = label + 1
                while item < end {
                    if view.isPunctuation(item, UInt8(ascii: "(")) { depth += 1 }
                    if view.isPunctuation(item, UInt8(ascii: ")")) { depth -= 1 }
                    if depth == 0, view.isPunctuation(item, UInt8(ascii: ":")) {
                        colon = item
                        break
                    }
                    if depth == 0, tokens[item].kind == .keyword, view.token(item, is: "where") { names = [] ; break }
                    if tokens[item].kind == .identifier, let dot = view.previous(item),
                        view.isPunctuation(dot, UInt8(ascii: "."))
                    {
                        names.append(view.text(item))
                    }
                    item += 1
                }
                guard let colon, colon + 1 < end, !names.isEmpty, !names.contains(where: reach.isUsed) else { continue }
                let shown = names.map { "'.\($0)'" }.joined(separator: ", ")
                parts.append(
                    Part(
                        range: (colon + 1)...(end - 1),
                        reason: "in the branch for \(shown) of '\(type.name)', an error no code makes (no file names the case outside previews and #if DEBUG): its text reaches nobody; skipped"))
            }
        }
    }
}
