import Foundation
import L10nSourceParsing
/// What one file tells the project index, without token positions: its declarations, and where values flow —
/// which parameters and properties a user-facing API shows (`Text(title)`), and which are passed on to other calls
/// (`Badge(caption: title)`). Built in the index pass, one file at a time, and kept until the index is built.
public struct FileFacts: Sendable {
    /// The file's path, as declarations found in it are named (`check --explain` shows where text went through).
    var path = ""
    var callables: [Callable] = []
    var properties: [Property] = []
    var types: [TypeFact] = []
    var shown: [Shown] = []
    var forwards: [Forward] = []
    /// Functions whose value is a localized string (`func localizeString(_ key: String) -> String { String(localized:
    /// …) }`): their results are localized pieces, like `String(localized:)`'s.
    var localizingFunctions: [String] = []
    /// The app's name, from its `@main` type (`XcodesApp` → `Xcodes`) or that type's file (`boringNotchApp.swift`).
    var productNames: [String] = []
    /// The enums whose raw values this file shows, where it tells the type (`ForEach(Style.allCases) { style in
    /// Text(style.rawValue) }`): raw values of other enums are not followed by their name alone.
    var rawValueTypes: [String] = []
    /// A file of a dependency's checkout (read for its declarations), not the project's.
    package var isDependency = false
    /// The file declares the program's entry point (`@main`): the files linted are an app, not a part of one.
    var declaresMain = false
    /// The file hands errors to an API that shows their description: `presentError(_:)`, `NSAlert(error:)`,
    /// SwiftUI's `.alert(isPresented:error:)`.
    var presentsErrors = false
    /// What the file sets the app's activation policy to: `NSApp.setActivationPolicy(.accessory)` makes an agent app
    /// (no Dock icon, no menu bar of its own), `.regular` an app whose menu bar shows (``ProjectIndex/isAgentApp``).
    var activationPolicies: ActivationPolicies = []
    /// The file lays the whole app out left to right, whatever the language (``ProjectIndex/forcesLeftToRight``):
    /// `UIView.appearance().semanticContentAttribute = .forceLeftToRight`, or `.environment(\.layoutDirection,
    /// .leftToRight)` in the file of the app's scene (it names `WindowGroup` or declares `@main`).
    var forcesLeftToRight = false
    /// What the file says of map annotations' views (``ProjectIndex/hidesAnnotationTitles``).
    var annotationViews: AnnotationViews = []
    /// The file's map annotation types: those conforming to `MKAnnotation`, or subclasses of `MKPointAnnotation`.
    var annotationTypes: [String] = []
    /// The types the file makes the app's main menu of (`NSApp.mainMenu = MainMenu()`): their menus' titles show
    /// in the menu bar (``ProjectIndex/mainMenuTypes``).
    var mainMenuTypes: [String] = []
    /// The file's Interface Builder actions (`@IBAction func cancel(_ sender: Any)`), each with the words a document
    /// or Objective-C file names it by: its name, and its selector's first part where its first argument has a
    /// label (`didTap(sender:)` is `didTapWithSender:`). ``Reach/unconnectedActions``.
    var actions: [(name: String, words: [String])] = []
    /// The lines this file's comments say are not translated on purpose (``StatedIntent``), each with the comment:
    /// text that goes through a declaration on them is kept in English by the team, wherever it is written
    /// (``ProjectIndex/statedIntents``).
    package var statedIntents: [StatedLines] = []
    /// The file localizes text: it calls a localizing API or wrapper (``localizingNames``, or a localizing function
    /// it declares), or gives a dotted key to a localizing position (`Text("settings.title")`).
    /// ``ProjectIndex/localizingFiles`` counts such files.
    var localizesText = false
    /// The file declares keys as typed constants (`static let settings: LocalizedStringKey = "settings"`): a use of
    /// one of its types' members anywhere is a key looked up (``ProjectIndex/textLocalizingPaths``).
    var declaresKeyConstants = false
    /// The file's opening comments say it comes from elsewhere (``ForeignHeader``): a licence, code modified from
    /// another project, every lint rule off.
    var hasForeignHeader = false

    /// The names the file reads (``NameUses``): which properties and enum cases some code reaches, each hash once.
    package var nameUses: [UInt64] = []
    /// The capitalized names used in each of the file's types and extensions (``ScopedNames``; a nested type's are
    /// its container's), and those used outside them: which types a type creates (``TypeReach``).
    var typeScopes: [TypeScope] = []
    var namesOutsideTypes: [UInt64] = []
    /// The member chains on capitalized names the file reads (`R.string.localizable.cancel`, `L10n.Settings.title`,
    /// ``GeneratedAccessors/chain(at:in:)``), each once, and whether one of its uses is user-facing text: the
    /// index keeps those on types no source declares (``ProjectIndex/undeclaredChains``).
    var memberChains: [String: Bool] = [:]
    /// The members whose text the file sets from a value on another object (`cell.friendUsername.text =
    /// friend.username`, `cell.titleLabel.setTitle(name, for: .normal)`): ``ProjectIndex/textSetMembers``.
    var textSetMembers: [String] = []
    /// The texts the file shows as they are, never looked up (`Text(verbatim: "Salamander")`,
    /// `Text(String("Gecko"))`): ``ProjectIndex/verbatimTexts``.
    var verbatimTexts: [String] = []
    /// The members the file force-unwraps on a name (`recipe.title!` as `recipe.title`):
    /// ``ProjectIndex/forceUnwrappedMembers``.
    var forceUnwrappedMembers: [String] = []
}

extension FileFacts {
    /// The text members a view's text is set through (`label.text = …`, `field.stringValue = …`).
    package static let textMembers: Set<String> = ["stringValue", "text", "attributedStringValue", "attributedText"]
    /// ``textMembers`` and `setTitle` as bytes, compared with a file's names without making a `String` of each.
    private static let textSettingNames: [[UInt8]] = (textMembers.sorted() + ["setTitle"]).map { Array($0.utf8) }
    /// The lengths of ``textSettingNames``, a bit each (all under 64): one test rules out most names of a file.
    private static let textSettingLengths: UInt64 = textSettingNames.reduce(0) { $0 | (1 << UInt64($1.count)) }

    /// ``textSetMembers``: `receiver.NAME.text = value` or `receiver.NAME.setTitle(value`, the value data: no
    /// literal and nothing localized on its line (`friend.username`, not `NSLocalizedString("Export List...", …)`
    /// nor `Rows.from.localized`). A view given a localized text in one place is a view reused with other words
    /// there (Lockdown's submenu, whose 'Create New List...' two other screens show as it is); a view given data
    /// shows data wherever it is.
    static func textSetMembers(in file: SourceFile) -> [String] {
        let view = file.view
        let tokens = file.tokens
        var names: Set<String> = []
        let bytes = file.source.bytes
        // Read once, not per name (each read of a static asks whether it is made yet).
        let settingNames = textSettingNames
        let settingLengths = textSettingLengths
        for index in tokens.indices where tokens[index].kind == .identifier {
            let range = tokens[index].range
            guard range.count < 64, settingLengths & (1 << UInt64(range.count)) != 0,
                settingNames.contains(where: { $0.count == range.count && bytes[range].elementsEqual($0) })
            else { continue }
            let isSetTitle = view.token(index, is: "setTitle")
            guard let after = view.next(index),
                isSetTitle ? view.isPunctuation(after, UInt8(ascii: "(")) : view.isOperator(after, "="),
                let value = view.next(after), file.literal(at: value) == nil,
                let dot = view.previous(index), view.isPunctuation(dot, UInt8(ascii: ".")),
                let name = view.previous(dot), tokens[name].kind == .identifier,
                let receiverDot = view.previous(name), view.isPunctuation(receiverDot, UInt8(ascii: ".")),
                let receiver = view.previous(receiverDot), tokens[receiver].kind == .identifier, !view.token(receiver, is: "self"),
                isData(from: value, in: file)
            else { continue }
            names.insert(view.text(name))
        }
        return names.sorted()
    }

    /// ``forceUnwrappedMembers``: `name.member!`, the `!` glued to the member and not followed by `=` (`recipe.title!`
    /// in `Text(recipe.title!)`), as `name.member`.
    static func forceUnwrappedMembers(in file: SourceFile) -> [String] {
        let tokens = file.tokens
        let bytes = file.source.bytes
        var members: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .operator {
            let range = tokens[index].range
            guard range.count == 1, bytes[range.lowerBound] == UInt8(ascii: "!"), index > 0,
                tokens[index - 1].range.upperBound == range.lowerBound,
                let path = file.view.simpleMemberPath(endingAt: index - 1)
            else { continue }
            members.insert(path)
        }
        return members.sorted()
    }

    /// ``verbatimTexts``: the literals given to `Text(verbatim:)` or to `Text(String(…))`, without interpolations.
    static func verbatimTexts(in file: SourceFile) -> [String] {
        let view = file.view
        var texts: [String] = []
        for literal in file.source.literals where literal.isTerminated {
            guard let before = view.previous(literal.openToken) else { continue }
            var call: Int?
            if view.isPunctuation(before, UInt8(ascii: ":")), let label = view.previous(before), view.token(label, is: "verbatim"),
                let open = view.previous(label), view.isPunctuation(open, UInt8(ascii: "("))
            {
                call = view.previous(open)
            } else if view.isPunctuation(before, UInt8(ascii: "(")), let string = view.previous(before), view.token(string, is: "String"),
                let open = view.previous(string), view.isPunctuation(open, UInt8(ascii: "("))
            {
                call = view.previous(open)
            }
            guard let call, view.token(call, is: "Text"), let text = file.source.staticText(of: literal), !text.isEmpty else { continue }
            texts.append(text)
        }
        return texts
    }

    /// Whether the value starting at `start` is data, up to the end of its line: no string literal, no name that
    /// localizes (`localized`, `NSLocalizedString`, `L10n`, `loc`).
    private static func isData(from start: Int, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        let line = tokens[start].line
        var index = start
        while index < tokens.count, tokens[index].line == line {
            let token = tokens[index]
            if token.kind == .stringOpen || token.kind == .stringText { return false }
            if token.kind == .identifier {
                let name = file.view.text(index).lowercased()
                if name.contains("locali") || name == "l10n" || name == "loc" || name == "tr" { return false }
            }
            index += 1
        }
        return true
    }

    /// Whether `expression` formats a localized string: `String(format: F, …)`, `String.localizedStringWithFormat(F,
    /// …)` or `NSString(format: F, …)` whose format `F` is a localization call (`NSLocalizedString(self, comment:
    /// "")`) or a member of `localizing` read on `self` or on nothing (`self.loc`, `localized`).
    static func formatsLocalizedString(_ expression: Range<Int>, localizing: Set<String>, in view: CodeView) -> Bool {
        let items = view.topLevel(expression)
        guard let open = items.last, view.isPunctuation(open, UInt8(ascii: "(")), let close = view.matching(open) else { return false }
        let names = items.dropLast().filter { !view.isPunctuation($0, UInt8(ascii: ".")) }.map { view.text($0) }
        let arguments = view.arguments(open: open, close: close)
        guard let format = arguments.first else { return false }
        switch names {
        case ["String", "localizedStringWithFormat"], ["NSString", "localizedStringWithFormat"]:
            guard !format.hasLabel else { return false }
        case ["String"], ["NSString"], ["String", "init"]:
            guard view.hasLabel(format, "format") else { return false }
        default:
            return false
        }
        let parts = view.topLevel(format.expression).filter { !view.isPunctuation($0, UInt8(ascii: ".")) }
        if parts.count == 2, view.isPunctuation(parts[1], UInt8(ascii: "(")), let close = view.matching(parts[1]) {
            // `NSLocalizedString(self, comment: "")`, `String(localized: …)`.
            return isLocalizationCall(parts[0], open: parts[1], close: close, in: view)
        }
        let chain = parts.map { view.text($0) }
        return (chain.count == 1 && localizing.contains(chain[0]))
            || (chain.count == 2 && chain[0] == "self" && localizing.contains(chain[1]))
    }

    /// Whether the call named at `name` is a localization call: `NSLocalizedString(key, …)`,
    /// `LocalizedStringResource("key")`, and `String(localized:)` / `AttributedString(localized:)` by their label —
    /// `String(digits)` and `String(describing: value)` convert a value, they localize nothing (Zavala's
    /// `digitsToString`, bitchat's `encode`, once taken for wrappers).
    static func isLocalizationCall(_ name: Int, open: Int, close: Int, in view: CodeView) -> Bool {
        guard let kind = KeyReference.Kind(callName: view.text(name)),
            let first = view.arguments(open: open, close: close).first
        else { return false }
        return kind == .stringLocalized ? view.hasLabel(first, "localized") : !first.hasLabel
    }

    /// `UIView.appearance().semanticContentAttribute = .forceLeftToRight` at `index` (`semanticContentAttribute`):
    /// every view of the app laid out left to right.
    static func forcesLeftToRightByAppearance(at index: Int, in view: CodeView) -> Bool {
        guard view.token(index, is: "semanticContentAttribute"), let dot = view.previous(index),
            view.isPunctuation(dot, UInt8(ascii: ".")), let close = view.previous(dot),
            view.isPunctuation(close, UInt8(ascii: ")")), let open = view.previous(close),
            view.isPunctuation(open, UInt8(ascii: "(")), let appearance = view.previous(open),
            view.token(appearance, is: "appearance"),
            let equals = view.next(index), view.isOperator(equals, "="), let valueDot = view.next(equals),
            view.isPunctuation(valueDot, UInt8(ascii: ".")), let value = view.next(valueDot)
        else { return false }
        return view.token(value, is: "forceLeftToRight")
    }

    /// `.environment(\.layoutDirection, .leftToRight)` at `index` (`layoutDirection`).
    static func forcesLeftToRightInEnvironment(at index: Int, in view: CodeView) -> Bool {
        guard view.token(index, is: "layoutDirection"), let comma = view.next(index),
            view.isPunctuation(comma, UInt8(ascii: ",")), let dot = view.next(comma),
            view.isPunctuation(dot, UInt8(ascii: ".")), let value = view.next(dot), view.token(value, is: "leftToRight")
        else { return false }
        var back = index
        for _ in 0..<4 {
            guard let previous = view.previous(back) else { return false }
            if view.token(previous, is: "environment") { return true }
            back = previous
        }
        return false
    }

    /// Whether `type` is a SwiftUI view: a struct whose first conformance is `View`, or one of the protocols that
    /// wrap a UIKit or AppKit view or controller for SwiftUI (`UIViewRepresentable`…): shown only where code makes it.
    /// Whether `function` is declared `@IBAction` (or `@IBSegueAction`): read back from its name over its modifiers
    /// and attributes to the previous declaration or statement.
    package static func isAction(_ function: FileDeclarations.Function, in view: CodeView) -> Bool {
        var cursor = view.previous(function.nameToken)
        var steps = 0
        while let current = cursor, steps < 16 {
            if view.isPunctuation(current, UInt8(ascii: "{")) || view.isPunctuation(current, UInt8(ascii: "}"))
                || view.isPunctuation(current, UInt8(ascii: ";"))
            {
                return false
            }
            if view.token(current, is: "IBAction") || view.token(current, is: "IBSegueAction") { return true }
            cursor = view.previous(current)
            steps += 1
        }
        return false
    }

    static func isView(_ type: FileDeclarations.TypeInfo) -> Bool {
        guard type.kind == .struct, let inherits = type.inherits else { return false }
        return inherits == "View" || viewWrappers.contains(inherits)
    }

    static let viewWrappers: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// Modifiers a type's declaration may have between `@main` and its keyword.
    static let typeModifiers: Set<String> = ["final", "public", "internal", "open", "private", "fileprivate", "package"]

    /// The facts of one file: its declarations, the values its user-facing APIs show (from `texts`, the user
    /// text sites the walker found), and the values passed on to other calls.
    package init(file: SourceFile, declarations: FileDeclarations, texts: [UserText]) {
        let view = file.view
        let tokens = file.tokens
        path = file.path
        annotationTypes = declarations.types.filter {
            $0.conformances.contains("MKAnnotation") || $0.inherits == "MKPointAnnotation" || $0.inherits == "MKShape"
        }.map(\.name)
        types = declarations.types.map {
            TypeFact(
                name: $0.name, kind: $0.kind, declaresInitializer: $0.declaresInitializer,
                line: tokens[$0.body.lowerBound].line,
                isPlain: $0.kind == .class ? $0.inherits == nil || $0.inherits == "NSObject" : $0.kind != .extension,
                isView: Self.isView($0),
                isError: $0.conformances.contains { $0.hasSuffix("Error") },
                makesCasesUnnamed: $0.conformances.contains { Self.casesWithoutNames.contains($0) },
                isFoundBySystem: $0.kind != .extension && FoundBySystem.isFound($0, in: view))
        }
        hasForeignHeader = ForeignHeader.says(in: file)
        // The bodies of the file's types and extensions (an extension may be of a type declared elsewhere): the
        // capitalized names used in each, and those used elsewhere, for the types one type creates (``TypeReach``).
        let scopeTypes = declarations.types
        var scoped = ScopedNames(scopes: scopeTypes.map(\.body))
        nameUses = NameUses.uses(in: file, scoped: &scoped)
        if !scopeTypes.isEmpty {
            let owners = Dictionary(scopeTypes.map { ($0.body.lowerBound, $0.name) }, uniquingKeysWith: { first, _ in first })
            typeScopes = zip(scoped.scopes, scoped.inside).map { TypeScope(owner: owners[$0.lowerBound] ?? "", names: $1) }
        }
        namesOutsideTypes = scoped.outside
        memberChains = GeneratedAccessors.chains(in: view, texts: texts)
        textSetMembers = Self.textSetMembers(in: file)
        verbatimTexts = Self.verbatimTexts(in: file)
        forceUnwrappedMembers = Self.forceUnwrappedMembers(in: file)
        actions = declarations.functions.compactMap { function in
            guard function.kind == .function, Self.isAction(function, in: view) else { return nil }
            var words = [function.name]
            if let label = function.parameters.first?.label, let first = label.first {
                words.append(function.name + "With" + first.uppercased() + label.dropFirst())
            }
            return (function.name, words)
        }
        callables = declarations.functions.map { function in
            Callable(
                kind: function.kind,
                callName: function.callName,
                typeName: function.typeName, parameters: function.parameters, returnType: function.returnType,
                line: tokens[function.nameToken].line,
                isLogger: Self.isLogger(function, view: view))
        }
        properties = declarations.properties.compactMap { property in
            guard property.scope != .local else { return nil }
            return Property(
                name: property.name, type: property.type, typeName: property.typeName,
                line: tokens[property.nameToken].line, tupleElement: property.tupleElement,
                isStoredMember: property.scope == .member && !property.isStatic && property.getter == nil,
                isLet: property.isLet, hasInitializer: property.initializer != nil)
        }
        // Bodies in order of their start, to find the innermost callable around a token.
        let bodies = declarations.functions.indices.compactMap { index in
            declarations.functions[index].body.map { (body: $0, callable: index) }
        }.sorted { $0.body.lowerBound < $1.body.lowerBound }
        func callable(around token: Int) -> Int? {
            bodies.last { $0.body.contains(token) }?.callable
        }
        // The file's member properties, made the first time a value is looked up among them (most files show few).
        var members: Set<MemberKey>?
        func declaresMember(_ key: MemberKey) -> Bool {
            if members == nil {
                members = Set(
                    declarations.properties.lazy.filter { $0.scope == .member }.map {
                        MemberKey(type: $0.typeName ?? "", name: $0.name)
                    })
            }
            return members!.contains(key)
        }
        let payloadBindings = Self.payloadBindings(in: view)
        /// The nearest pattern a few lines before `item` that binds `name`.
        func payloadBinding(of name: String, before item: Int) -> PayloadBinding? {
            payloadBindings[name]?.last { $0.token < item && item - $0.token < 300 }
        }
        /// The owner of the value read at `item` (`title`, `self.title`, `model.title`, `label()`), if any.
        func owner(at item: Int) -> Owner? {
            guard tokens[item].kind == .identifier || view.token(item, is: "self") else { return nil }
            // Walk the postfix chain: `a.b.c`, `a.b()`, `a?.b`.
            var last = item
            var receiver = item
            var isCall = false
            var length = 1
            var cursor = item
            while let next = view.next(cursor) {
                if view.isPunctuation(next, UInt8(ascii: ".")), let member = view.next(next),
                    tokens[member].kind == .identifier
                {
                    receiver = last
                    last = member
                    isCall = false
                    length += 1
                    cursor = member
                } else if view.isPunctuation(next, UInt8(ascii: "(")), tokens[next].line == tokens[cursor].line,
                    let close = view.matching(next)
                {
                    isCall = true
                    cursor = close
                } else if view.isOperator(next, "?") || view.isOperator(next, "!") {
                    cursor = next
                } else {
                    break
                }
            }
            let name = view.text(last)
            if isCall { return .function(name) }
            guard !view.token(last, is: "self") else { return nil }
            let typeName = file.enclosingTypeName(of: item)
            if length == 1 {
                if let function = callable(around: item),
                    let position = declarations.functions[function].parameters.firstIndex(where: { $0.name == name })
                {
                    return .parameter(callable: function, position: position)
                }
                if let binding = payloadBinding(of: name, before: item) {
                    return .payload(case: binding.caseName, position: binding.position)
                }
                if let typeName, declaresMember(MemberKey(type: typeName, name: name)) {
                    return .property(type: typeName, name: name)
                }
                return .member(name)
            }
            if length == 2, view.token(item, is: "self"), let typeName { return .property(type: typeName, name: name) }
            if length == 2, let receiverType = declaredType(of: item) { return .property(type: receiverType, name: name) }
            if length == 2, let binding = payloadBinding(of: view.text(item), before: item) {
                return .payloadMember(case: binding.caseName, name: name, position: Int32(clamping: binding.position))
            }
            if tokens[receiver].kind == .identifier { return .hinted(name, receiver: view.text(receiver)) }
            return .member(name)
        }
        /// The type a parameter or variable named at `item` is declared with in this file, when it names one type
        /// (`let tab: TerminalTab`, `item: TodoItem?`): `tab.title` is that type's `title`.
        func declaredType(of item: Int) -> String? {
            let name = view.text(item)
            let parameter = callable(around: item).flatMap { function in
                declarations.functions[function].parameters.first { $0.name == name }
            }
            guard let type = parameter?.type ?? declarations.property(named: name, before: item)?.type
                ?? forEachElementType(of: item)
            else { return nil }
            return FileDeclarations.typeName(type)
        }
        // The closures' single parameters (`{ page in`), in order: found once per file, the first time a name is
        // looked for among them, instead of reading back 300 tokens from every name asked about.
        var closureParameters: [Int]?
        func closureParameterTokens() -> [Int] {
            if let found = closureParameters { return found }
            var found: [Int] = []
            for index in tokens.indices where tokens[index].kind == .identifier {
                guard let inKeyword = view.next(index), view.token(inKeyword, is: "in"),
                    let brace = view.previous(index), view.isPunctuation(brace, UInt8(ascii: "{"))
                else { continue }
                found.append(index)
            }
            closureParameters = found
            return found
        }
        /// `ForEach(pages) { page in … }`, `List(items) { item in … }`: the element type of the collection handed to
        /// the closure, when this file declares it (`let pages: [OnboardingPage]`, `let pages = [OnboardingPage(…)]`).
        func forEachElementType(of item: Int) -> String? {
            let name = view.text(item)
            let parameters = closureParameterTokens()
            // The parameters from `item - 1` back to `item - 300`, nearest first.
            let lowest = max(0, item - 300)
            var position = 0  // the first parameter at or after `item`
            var end = parameters.count
            while position < end {
                let middle = (position + end) / 2
                if parameters[middle] < item { position = middle + 1 } else { end = middle }
            }
            while position > 0 {
                position -= 1
                let index = parameters[position]
                guard index >= lowest else { break }
                guard view.text(index) == name else { continue }
                let brace = view.previous(index)!
                guard let close = view.previous(brace), view.isPunctuation(close, UInt8(ascii: ")")),
                    let open = view.matching(close), let callee = view.previous(open),
                    view.token(callee, is: "ForEach") || view.token(callee, is: "List"),
                    let first = view.arguments(open: open, close: close).first,
                    let collection = view.singleItem(first.expression), tokens[collection].kind == .identifier,
                    let declaration = declarations.property(named: view.text(collection), before: collection)
                else { return nil }
                if let type = declaration.type, type.hasPrefix("["), type.hasSuffix("]") {
                    return String(type.dropFirst().dropLast())
                }
                // `let pages = [OnboardingPage(title: …), …]`
                guard let initializer = declaration.initializer, let bracket = view.firstCode(in: initializer),
                    view.isPunctuation(bracket, UInt8(ascii: "[")), let element = view.next(bracket),
                    tokens[element].kind == .identifier, let call = view.next(element),
                    view.isPunctuation(call, UInt8(ascii: "("))
                else { return nil }
                return view.text(element)
            }
            return nil
        }
        // Each value and API once: the index marks a value shown by the first API that shows it, so a repeat adds
        // nothing, and every file's list is kept until the index is built.
        var seenShown: Set<Shown> = []
        for text in texts where !text.isAppended {
            // A key given to a localizing position (`Text("settings.title")`): the file localizes.
            if !localizesText, text.sink.localizesKeys, let item = view.singleItem(text.expression),
                let literal = file.literal(at: item), let range = file.source.plainTextRange(of: literal),
                TextClassifier.isDottedKey(String(decoding: file.source.bytes[range], as: UTF8.self))
            {
                localizesText = true
            }
            let expression = TextExpression(Self.wrappedValue(of: text.expression, in: file) ?? text.expression, in: view)
            for position in expression.shownStart..<expression.items.count where expression.isShown(position) {
                let item = expression.items[position]
                guard let owner = owner(at: item) else { continue }
                let value = Shown(owner: owner, api: text.sink.name, scope: file.enclosingTypeName(of: item))
                if seenShown.insert(value).inserted { shown.append(value) }
                if owner == .member("rawValue") || owner == .hinted("rawValue", receiver: view.text(item)),
                    let type = Self.rawValueReceiverType(at: item, in: file) {
                    rawValueTypes.append(type)
                }
            }
        }
        // Wrappers that give a localized string: `func tr(_ key: String) -> String { NSLocalizedString(key, …) }`,
        // and on `String` itself, `var localized: String { NSLocalizedString(self, comment: "") }`.
        func returnsLocalizedCall(_ body: ClosedRange<Int>) -> Bool {
            ValueExpressions.of(body: body, in: file).contains { expression in
                guard let item = view.firstCode(in: expression), let open = view.callParenthesis(after: item),
                    let close = view.matching(open)
                else { return false }
                return Self.isLocalizationCall(item, open: open, close: close, in: view)
            }
        }
        for function in declarations.functions where function.kind == .function {
            if let body = function.body, returnsLocalizedCall(body) { localizingFunctions.append(function.name) }
        }
        // Helpers that hand each text they are given to a localization call as its key (`func
        // showProgressDialog(text: String) { hud?.textLabel.text = NSLocalizedString(text, comment: text) }`,
        // loveworldworship's): a call of one looks its arguments up, as a wrapper's does, whatever its name says.
        for function in declarations.functions where function.kind == .function {
            guard let body = function.body, !localizingFunctions.contains(function.name) else { continue }
            let texts = function.parameters.filter { $0.type == "String" }.map(\.name)
            guard !texts.isEmpty else { continue }
            var keyed: Set<String> = []
            for index in body where tokens[index].kind == .identifier
                && (view.token(index, is: "NSLocalizedString") || view.token(index, is: "String"))
            {
                guard let open = view.callParenthesis(after: index), let close = view.matching(open),
                    Self.isLocalizationCall(index, open: open, close: close, in: view),
                    let first = view.arguments(open: open, close: close).first,
                    let item = view.singleItem(first.expression), tokens[item].kind == .identifier
                else { continue }
                keyed.insert(view.text(item))
            }
            if texts.allSatisfy(keyed.contains) { localizingFunctions.append(function.name) }
        }
        // Only `String`'s own: another type's localized `displayName` says nothing of every `displayName`.
        for property in declarations.properties where property.scope == .member && property.typeName == "String" {
            if let getter = property.getter, returnsLocalizedCall(getter) { localizingFunctions.append(property.name) }
        }
        // Wrappers that format a localized string: `func localizeWithFormat(_ arguments: CVarArg...) -> String {
        // String.localizedStringWithFormat(self.loc, arguments) }` (LiveContainer), `String(format:
        // NSLocalizedString(self, comment: ""), arguments: arguments)`: the format is localized, and so the result.
        let wrappers = Set(localizingFunctions).union(Self.wrapperNames)
        for function in declarations.functions
        where function.kind == .function && function.returnType == "String" && !wrappers.contains(function.name) {
            guard let body = function.body,
                ValueExpressions.of(body: body, in: file).contains(where: {
                    Self.formatsLocalizedString($0, localizing: wrappers, in: view)
                })
            else { continue }
            localizingFunctions.append(function.name)
        }
        let bytes = file.source.bytes
        // Functions the file declares under a wrapper's name that localize nothing (swiftDialog's Inspect presets:
        // `func localized(_ key: String, fallback: String?) -> String?` reads the admin's configuration): calling
        // them is no sign the file localizes.
        let ownLookups = Set(declarations.functions.lazy.map(\.name).filter { Self.wrapperNames.contains($0) })
            .subtracting(localizingFunctions)
        var forcesLeftToRightInEnvironment = false
        var namesWindowGroup = false
        for index in tokens.indices where tokens[index].kind == .identifier {
            switch bytes[tokens[index].range.lowerBound] {
            case UInt8(ascii: "s"):
                if !forcesLeftToRight, Self.forcesLeftToRightByAppearance(at: index, in: view) { forcesLeftToRight = true }
            case UInt8(ascii: "l"):
                if !forcesLeftToRightInEnvironment, Self.forcesLeftToRightInEnvironment(at: index, in: view) {
                    forcesLeftToRightInEnvironment = true
                }
            case UInt8(ascii: "W"):
                if !namesWindowGroup, view.token(index, is: "WindowGroup") { namesWindowGroup = true }
            case UInt8(ascii: "v"), UInt8(ascii: "c"), UInt8(ascii: "M"), UInt8(ascii: "t"):
                annotationViews.formUnion(Self.annotationViews(at: index, in: view))
            default: break
            }
            // Most identifiers are none of `presentError`, `NSAlert` and `alert`: ruled out by their first byte.
            if !presentsErrors {
                switch bytes[tokens[index].range.lowerBound] {
                case UInt8(ascii: "p"), UInt8(ascii: "N"), UInt8(ascii: "a"): presentsErrors = Self.presentsError(at: index, in: view)
                default: break
                }
            }
            if bytes[tokens[index].range.lowerBound] == UInt8(ascii: "s"), view.token(index, is: "setActivationPolicy") {
                activationPolicies.formUnion(Self.activationPolicy(at: index, in: view))
            }
            if !localizesText, Self.isLocalizingName(at: index, in: view),
                ownLookups.isEmpty || !Self.callsOwnLookup(at: index, named: ownLookups, in: view)
            {
                localizesText = true
            }
            if bytes[tokens[index].range.lowerBound] == UInt8(ascii: "m"), view.token(index, is: "mainMenu"),
                let equals = view.next(index), view.isOperator(equals, "="), let type = view.next(equals),
                tokens[type].kind == .identifier, view.callParenthesis(after: type) != nil
            {
                mainMenuTypes.append(view.text(type))
            }
            // UIKit's and AppKit's older entry points: `@UIApplicationMain class AppDelegate`, and `main.swift`'s
            // `UIApplicationMain(CommandLine.argc, …)`.
            // (Ruled out for most identifiers by their first byte: this runs for each of them.)
            let initial = bytes[tokens[index].range.lowerBound]
            if !declaresMain, initial == UInt8(ascii: "U") || initial == UInt8(ascii: "N"),
                view.token(index, is: "UIApplicationMain") || view.token(index, is: "NSApplicationMain")
            {
                let isAttribute = view.previous(index).map { view.isPunctuation($0, UInt8(ascii: "@")) } ?? false
                let isMainFileCall = (file.path.hasSuffix("/main.swift") || file.path == "main.swift")
                    && view.callParenthesis(after: index) != nil
                if isAttribute || isMainFileCall { declaresMain = true }
            }
            // `@main struct KitchenApp`, `@main final class AppDelegate`: modifiers before the type's keyword.
            guard view.token(index, is: "main"), let at = view.previous(index), view.isPunctuation(at, UInt8(ascii: "@")),
                var keyword = view.next(index)
            else { continue }
            var modifiers = 0
            while modifiers < 4, tokens[keyword].kind == .keyword || tokens[keyword].kind == .identifier,
                Self.typeModifiers.contains(view.text(keyword)), let next = view.next(keyword)
            {
                keyword = next
                modifiers += 1
            }
            guard let name = view.next(keyword), tokens[name].kind == .identifier else { continue }
            declaresMain = true
            for candidate in [view.text(name), file.path.split(separator: "/").last.map { String($0.split(separator: ".")[0]) } ?? ""]
            where candidate.hasSuffix("App") && candidate.count > 3 {
                productNames.append(String(candidate.dropLast(3)))
            }
        }
        if forcesLeftToRightInEnvironment, namesWindowGroup || declaresMain { forcesLeftToRight = true }
        /// The owner of `expression` when it is one postfix chain: `title`, `architecture.menuDescription`,
        /// `item.label()`.
        func chainOwner(_ expression: Range<Int>) -> Owner? {
            let items = view.topLevel(expression)
            guard let first = items.first,
                items.dropFirst().allSatisfy({
                    tokens[$0].kind == .identifier || view.isPunctuation($0, UInt8(ascii: "."))
                        || view.isPunctuation($0, UInt8(ascii: "(")) || view.isOperator($0, "?") || view.isOperator($0, "!")
                })
            else { return nil }
            return owner(at: first)
        }
        /// Arguments that are one postfix chain (`title`, `item.localizedTitle`) of the calls in `inner` (a body or
        /// a getter) that no body inside it holds: those are the calls of `inner`'s own callable, found in one walk
        /// that skips each nested body (bodies nest), where asking every call for its innermost body costs a
        /// file's calls times its bodies.
        func forwardArguments(in inner: Range<Int>) {
            // The function bodies that start inside `inner`: `bodies` is sorted by start.
            var low = 0
            var high = bodies.count
            while low < high {
                let middle = (low + high) / 2
                if bodies[middle].body.lowerBound < inner.lowerBound { low = middle + 1 } else { high = middle }
            }
            var nextNested = low
            var skippedThrough = -1  // the last token of the nested bodies met so far
            for index in inner {
                while nextNested < bodies.count, bodies[nextNested].body.lowerBound <= index {
                    if bodies[nextNested].body.lowerBound < inner.upperBound {
                        skippedThrough = max(skippedThrough, bodies[nextNested].body.upperBound)
                    }
                    nextNested += 1
                }
                guard index > skippedThrough, view.isPunctuation(index, UInt8(ascii: "(")) else { continue }
                guard let name = view.previous(index), tokens[name].kind == .identifier,
                    tokens[name].line == tokens[index].line, let close = view.matching(index)
                else { continue }
                var callee: String?  // made once an argument is passed on: most calls pass none
                for (position, argument) in view.arguments(open: index, close: close).enumerated() {
                    // Most arguments are literals, closures and `.member`s: ruled out by their first token.
                    guard let first = view.firstCode(in: argument.expression),
                        tokens[first].kind == .identifier || view.token(first, is: "self"),
                        let owner = chainOwner(argument.expression), !isFunctionOwner(owner)
                    else { continue }
                    if callee == nil { callee = view.text(name) }
                    forwards.append(
                        Forward(
                            owner: owner,
                            target: .argument(
                                callee: callee ?? "", label: view.label(of: argument), position: Int32(clamping: position))))
                }
            }
        }
        // Values passed on: identifier arguments of calls inside bodies and computed properties (a view's `body`),
        // and `self.x = y` in initializers.
        for property in declarations.properties where property.scope != .local {
            if let getter = property.getter { forwardArguments(in: (getter.lowerBound + 1)..<getter.upperBound) }
        }
        for body in bodies {
            let function = declarations.functions[body.callable]
            let inner = (body.body.lowerBound + 1)..<body.body.upperBound
            forwardArguments(in: inner)
            guard function.kind == .initializer, let typeName = function.typeName else { continue }
            for index in inner where view.isOperator(index, "=") {
                guard let name = view.previous(index), tokens[name].kind == .identifier,
                    let value = view.next(index), let owner = owner(at: value),
                    case .parameter = owner
                else { continue }
                forwards.append(Forward(owner: owner, target: .property(type: typeName, name: view.text(name))))
            }
        }
        // Values returned: a text function or computed property that gives another member's value.
        var returned: [(name: String, type: String?, body: ClosedRange<Int>)] = declarations.functions.compactMap { function in
            guard function.kind == .function, LocalizationType.isText(function.returnType), let body = function.body
            else { return nil }
            return (function.name, nil, body)
        }
        returned += declarations.properties.compactMap { property in
            guard LocalizationType.isText(property.type), let getter = property.getter else { return nil }
            return (property.name, property.scope == .member ? property.typeName : nil, getter)
        }
        for (name, type, body) in returned {
            for expression in ValueExpressions.of(body: body, in: file) {
                if let owner = chainOwner(expression) {
                    forwards.append(Forward(owner: owner, target: .value(of: name, type: type)))
                } else if let item = view.singleItem(expression), let literal = file.literal(at: item) {
                    // Text built around the text of another function: `"\(commit.message)\n\n\(coAuthorLine())"`.
                    // Only a direct call: an interpolated value (`\(entry.prefix)`, `\(text.prefix(40))`) is data.
                    for case .interpolation(let range) in file.source.segments(of: literal) {
                        let items = view.topLevel(range)
                        guard items.count == 2, tokens[items[0]].kind == .identifier,
                            view.isPunctuation(items[1], UInt8(ascii: "(")), let owner = chainOwner(range)
                        else { continue }
                        forwards.append(Forward(owner: owner, target: .value(of: name, type: type)))
                    }
                }
            }
        }
        // Keys kept as typed constants (TimePiece's `Strings`: `static let settings: LocalizedStringKey = "settings"`,
        // given as `Text(Strings.settings)` or `RegularButton(title: Strings.done)` in other files): SwiftUI looks
        // each up where it is shown, so the file localizes, and so do the files that use its members
        // (``ProjectIndex/textLocalizingPaths``).
        // A property of the type without a value (`let message: LocalizedStringKey`, a view's parameter) holds what
        // its callers give: it says nothing of this file (Swiftcord's message views).
        // The value is a key (no space in it): prose there (an App Intent's `static var title: LocalizedStringResource
        // = "Save a memo"`) is English text written in place, as any literal is (MoeMemos' intents).
        if declarations.properties.contains(where: { property in
            guard property.type == "LocalizedStringKey" || property.type == "LocalizedStringResource",
                let initializer = property.initializer, let start = view.firstCode(in: initializer),
                let literal = file.literal(at: start)
            else { return false }
            let value = file.rendered(literal).value
            return !value.isEmpty && !value.contains(where: \.isWhitespace)
        }) {
            localizesText = true
            declaresKeyConstants = true
        }
        // Kept for every file until the index is built: no spare capacity left by the appends (the peak of a
        // large project's check is the sum of these).
        properties = properties.exactlySized()
        shown = shown.exactlySized()
        forwards = forwards.exactlySized()
    }

    /// The expression a literal that is one interpolation and nothing else wraps (`"\(resolution ?? "unknown")"`):
    /// the text shown is that value's, as if it were given alone.
    static func wrappedValue(of expression: Range<Int>, in file: SourceFile) -> Range<Int>? {
        guard let item = file.view.singleItem(expression), let literal = file.literal(at: item),
            file.hasInterpolation(literal)
        else { return nil }
        let segments = file.source.segments(of: literal)
        guard segments.count == 1, case .interpolation(let range) = segments[0] else { return nil }
        return range
    }

    /// `presentError(error)`, `NSAlert(error: error)`, `.alert(isPresented: $failed, error: error)` at `index`.
    /// The policy `setActivationPolicy(…)` at `index` sets: its argument's last name (`.accessory`,
    /// `NSApplication.ActivationPolicy.regular`); nothing for a value the code computes.
    private static func activationPolicy(at index: Int, in view: CodeView) -> ActivationPolicies {
        guard let open = view.callParenthesis(after: index), let close = view.matching(open),
            let name = view.previous(close), name > open, let dot = view.previous(name),
            view.isPunctuation(dot, UInt8(ascii: "."))
        else { return [] }
        if view.token(name, is: "accessory") { return .accessory }
        if view.token(name, is: "regular") || view.token(name, is: "prohibited") { return .other }
        return []
    }

    private static func presentsError(at index: Int, in view: CodeView) -> Bool {
        let isPresentError = view.token(index, is: "presentError")
        guard isPresentError || view.token(index, is: "NSAlert") || view.token(index, is: "alert"),
            let open = view.callParenthesis(after: index)
        else { return false }
        if isPresentError { return true }
        guard let close = view.matching(open) else { return false }
        return view.arguments(open: open, close: close).contains { view.hasLabel($0, "error") }
    }

    private func isFunctionOwner(_ owner: Owner) -> Bool {
        if case .function = owner { return true }
        return false
    }
}

extension FileFacts {
    /// The names a project's own wrapper over `NSLocalizedString` goes by, on a literal (`"welcome_title".localized`,
    /// `"lc.common.close".loc`), when the wrapper is not among the scanned files.
    package static let wrapperNames: Set<String> = [
        "localized", "localizedString", "loc", "loco", "localize", "translated", "i18n", "l10n",
    ]

    /// The names of the calls and members that localize text — Foundation's and SwiftUI's, and the names
    /// localization wrappers and generated accessors go by (`"Cancel".localized`, `"key".loco()`, `tr("key")`,
    /// SwiftGen's `L10n`) — by which a file shows it localizes (``localizesText``).
    static let localizingNames: Set<String> = wrapperNames.union([
        "NSLocalizedString", "LocalizedStringResource", "LocalizedStringKey", "tr", "L10n",
    ])
    /// Whether the identifier at `index` is one of ``localizingNames`` where it localizes: the types
    /// `LocalizedStringKey` and `LocalizedStringResource` only when called (`LocalizedStringResource("k")`), not
    /// as the type of a position (`static let title: LocalizedStringResource = "Join"`, whose literal is localized
    /// only if a catalog holds it).
    package static func isLocalizingName(at index: Int, in view: CodeView) -> Bool {
        // Most identifiers are ruled out by their first byte, read without slicing the file's bytes.
        let range = view.tokens[index].range
        guard !range.isEmpty else { return false }
        let first = view.bytes[range.lowerBound]
        guard first < 0x80
            ? (first < 64 ? localizingInitialBits.0 : localizingInitialBits.1) & (1 << UInt64(first & 63)) != 0
            : localizingInitials.contains(first)
        else { return false }
        let bytes = view.bytes[range]
        guard localizingNameTable.index(of: bytes) != nil else { return false }
        guard first == UInt8(ascii: "L"), bytes.starts(with: "LocalizedString".utf8) else { return true }
        return view.callParenthesis(after: index) != nil
    }

    /// Whether the identifier at `index` calls one of `names`, the file's own functions of a wrapper's name: `name(`
    /// or `self.name(`, not a member of text (`"Cancel".localized`).
    static func callsOwnLookup(at index: Int, named names: Set<String>, in view: CodeView) -> Bool {
        guard names.contains(view.text(index)), view.callParenthesis(after: index) != nil else { return false }
        guard let dot = view.previous(index), view.isPunctuation(dot, UInt8(ascii: ".")) else { return true }
        return view.previous(dot).map { view.token($0, is: "self") } ?? false
    }

    /// ``localizingNames``, looked up by their bytes (no `String` per identifier).
    static let localizingNameTable = NameTable(Array(localizingNames))

    /// The first bytes of ``localizingNames``: most identifiers are ruled out by theirs.
    static let localizingInitials: Set<UInt8> = Set(localizingNames.compactMap(\.utf8.first))

    /// ``localizingInitials`` below 0x80 as bits (byte `b` is bit `b % 64` of word `b / 64`): looked up with no hashing.
    static let localizingInitialBits: (UInt64, UInt64) = {
        var words: (UInt64, UInt64) = (0, 0)
        for byte in localizingInitials where byte < 0x80 {
            if byte < 64 { words.0 |= 1 << UInt64(byte) } else { words.1 |= 1 << UInt64(byte - 64) }
        }
        return words
    }()

    /// Conformances and raw types through which code makes an enum's values without naming a case.
    static let casesWithoutNames: Set<String> = [
        "CaseIterable", "Codable", "Decodable", "RawRepresentable", "String", "Int", "UInt", "Int8", "Int16", "Int32",
        "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Character",
    ]

    /// A function that takes where it is called from (`file: String = #file, line: Int = #line`): a logger or an
    /// assertion (KeePassium's `Diag.verbose(_:file:function:line:)`), whose text is for developers even where the
    /// app's own log viewer shows it.
    static func isLogger(_ function: FileDeclarations.Function, view: CodeView) -> Bool {
        function.parameters.contains { parameter in
            guard let value = parameter.defaultValue, value.count == 1 else { return false }
            let text = view.text(value.lowerBound)
            return text == "#file" || text == "#fileID" || text == "#filePath" || text == "#function" || text == "#line"
        }
    }
}
