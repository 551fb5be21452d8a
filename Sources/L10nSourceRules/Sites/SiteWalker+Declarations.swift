import L10nSourceIndex
import L10nSourceParsing

// Declarations: the values of the declarations the project index follows (initial values, getters, returns,
// default values, tuple elements).
extension SiteWalker {
    /// The values of declarations the project index follows: a property's initial value and getter, a function's
    /// returns, when the value is shown (``LintContext/member(named:)``) or typed as a localization context.
    mutating func declarationSites(_ declarations: FileDeclarations) {
        let tuples = declarations.tupleElements
        for property in declarations.properties where property.initializer != nil || property.getter != nil {
            if let initializer = property.initializer, let tuple = FileDeclarations.tupleTypeName(in: property.type),
                let elements = tuples[tuple] ?? lint.project.tupleElements[tuple].map({ $0.map(Self.element) })
            {
                tupleValues(initializer, tuple: tuple, elements: elements)
            }
            var values = property.initializer.map { [$0] } ?? []
            // `@State var deviceType: String = "Switch"` that the file compares with words (`deviceType != "Switch"`,
            // `deviceType == "Slider"`): a value its code tells apart by its letters, an identifier, whatever shows it.
            // One word only: a phrase compared so (barik's `ssid = "Not connected"`) is a status shown as it is.
            if let initializer = property.initializer, property.scope != .global,
                tokens[initializer.lowerBound].kind == .stringOpen, view.skip(initializer.lowerBound) >= initializer.upperBound,
                let literal = file.literal(at: initializer.lowerBound),
                !file.rendered(literal).value.contains(where: \.isWhitespace),
                Self.comparesWithLiteral(property.name, in: view)
            {
                values = []
            }
            if let getter = property.getter { values += ValueExpressions.of(body: getter, in: file) }
            if let api = valueAPI(
                name: property.name, type: property.type, isLocal: property.scope == .local,
                owner: property.scope == .member ? property.typeName : nil)
            {
                for expression in values { value(expression, api: api) }
            } else if let element = LocalizationType.elementType(of: property.type),
                let api = valueAPI(name: property.name, type: element, isLocal: property.scope == .local)
            {
                // `caseDisplayRepresentations: [Self: DisplayRepresentation] = [.light: "Light"]`: each value; of
                // `.init(title: "…", subtitle: "…")`, its title and subtitle.
                for expression in values {
                    for element in ValueExpressions.elements(of: expression, in: file) {
                        if let arguments = initializerArguments(element) {
                            for argument in arguments
                            where view.hasLabel(argument, "title") || view.hasLabel(argument, "subtitle") {
                                value(argument.expression, api: api)
                            }
                        } else {
                            value(element, api: api)
                        }
                    }
                }
            }
        }
        if let api = lint.project.rawValues {
            // An upper-case word is a code more often than a label (`case get = "GET"`, `case json = "JSON"`).
            for literal in declarations.caseRawValues where !isUpperCaseCode(literal)
                && file.enclosingTypeName(of: literal).map(lint.project.rawValueTypes.contains) == true
            {
                value(literal..<view.skip(literal), api: api)
            }
        }
        for function in declarations.functions where function.kind == .function || function.kind == .initializer {
            defaultValues(of: function)
        }
        for function in declarations.functions where function.kind == .function {
            guard let body = function.body,
                let api = valueAPI(name: function.name, type: function.returnType, isLocal: false)
                    ?? UserFacingAPI.shownReturn(of: function)
            else { continue }
            for expression in ValueExpressions.of(body: body, in: file) { value(expression, api: api) }
        }
    }

    /// `let cropShapeList: [CropShapeItem] = [(.rect, "Rect"), …]` with `typealias CropShapeItem = (type:
    /// CropShapeType, title: String)`: the value at each text element's position of each tuple literal (or at its
    /// label, `(type: .rect, title: "Rect")`) is that element's, given to what shows the element (`item.title`
    /// shown by `Button`), as a property's initial value is.
    private mutating func tupleValues(_ initializer: Range<Int>, tuple: String, elements: [FileDeclarations.Property]) {
        let apis = elements.compactMap { element -> (element: FileDeclarations.Property, api: UserFacingAPI)? in
            valueAPI(name: element.name, type: element.type, isLocal: false, owner: tuple).map { (element, $0) }
        }
        guard !apis.isEmpty else { return }
        var values: [(expression: Range<Int>, element: Int)] = []
        let collection = ValueExpressions.elements(of: initializer, in: file)
        for literal in collection.isEmpty ? [initializer] : collection {
            guard let open = view.singleItem(literal), view.isPunctuation(open, UInt8(ascii: "(")),
                let close = view.matching(open), close > open
            else { continue }
            for (position, argument) in view.arguments(open: open, close: close).enumerated() {
                let label = view.label(of: argument)
                let match = apis.firstIndex { candidate in
                    label.map { $0 == candidate.element.name } ?? (candidate.element.tupleElement == position)
                }
                if let match { values.append((argument.expression, match)) }
            }
        }
        // One list, one kind: where most of an element's literals are prose (`"Rect"`, `"Square"`, `"Rounded
        // rectangle"`), its lower-case words (`"pentagon"`) are words of the list too, not keys.
        var prose = [Int](repeating: 0, count: apis.count)
        var words = [Int](repeating: 0, count: apis.count)
        for (expression, element) in values {
            guard let item = view.singleItem(expression), let literal = file.literal(at: item) else { continue }
            let text = file.rendered(literal).value
            if TextClassifier.classify(text) == .prose { prose[element] += 1 }
            if TextClassifier.isLowerCaseWord(text) { words[element] += 1 }
        }
        for (expression, element) in values {
            value(expression, api: apis[element].api, amongWords: prose[element] >= 2 && prose[element] > words[element])
        }
    }

    /// A project tuple element (``ProjectIndex/tupleElements``) as this file's declarations write one.
    private static func element(_ fact: FileFacts.Property) -> FileDeclarations.Property {
        FileDeclarations.Property(
            name: fact.name, type: fact.type, typeName: fact.typeName, scope: .member, isStatic: false, isLet: true,
            initializer: nil, getter: nil, nameToken: -1, tupleElement: fact.tupleElement)
    }

    /// Whether the file compares a variable named `name` with a string literal by equality (`name == "Slider"`,
    /// `self.name != "Switch"`, `"Levels" == name`): the variable holds identifiers its code tells apart.
    ///
    ///     @State var deviceType = "Switch"          // an identifier: compared below
    ///     if deviceType != "Switch" { … }
    static func comparesWithLiteral(_ name: String, in view: CodeView) -> Bool {
        let tokens = view.tokens
        let nameBytes = Array(name.utf8)
        func isEquality(_ index: Int) -> Bool {
            guard tokens[index].kind == .operator else { return false }
            let bytes = view.bytes[tokens[index].range]
            return bytes.count == 2 && bytes.last == UInt8(ascii: "=")
                && (bytes.first == UInt8(ascii: "=") || bytes.first == UInt8(ascii: "!"))
        }
        for index in tokens.indices where tokens[index].kind == .identifier {
            let range = tokens[index].range
            guard range.count == nameBytes.count, view.bytes[range].elementsEqual(nameBytes) else { continue }
            if let next = view.next(index), isEquality(next), let value = view.next(next), tokens[value].kind == .stringOpen {
                return true
            }
            if let before = view.previous(index), isEquality(before), let value = view.previous(before),
                tokens[value].kind == .stringClose
            {
                return true
            }
        }
        return false
    }

    /// `confirmText: String = "OK"`: a parameter's default value is given to what the parameter reaches, as an
    /// argument is.
    private mutating func defaultValues(of function: FileDeclarations.Function) {
        guard function.parameters.contains(where: { $0.defaultValue != nil }) else { return }
        let signature = FileDeclarations.signature(function.callName, function.parameters)
        let apis = lint.call(named: Array(function.callName.utf8)[...])?.apis.filter { $0.through == signature } ?? []
        guard !apis.isEmpty else { return }
        for (position, parameter) in function.parameters.enumerated() {
            guard let expression = parameter.defaultValue else { continue }
            let api = apis.first { api in
                parameter.label.map { api.labels.contains($0) } ?? (position == 0 && api.firstUnlabeled)
            }
            if let api { value(expression, api: api) }
        }
    }

    /// Whether the literal at `literal` is an upper-case code (``TextClassifier/isUpperCaseCode(_:)``).
    private func isUpperCaseCode(_ literal: Int) -> Bool {
        guard let string = file.literal(at: literal), let text = file.source.plainTextRange(of: string) else { return false }
        return TextClassifier.isUpperCaseCode(file.source.bytes[text])
    }

    /// The API a declaration's value is given to: a localization context by its type, or a shown member.
    private func valueAPI(name: String, type: String?, isLocal: Bool, owner: String? = nil) -> UserFacingAPI? {
        if LocalizationType.isLocalized(type) {
            if let member = lint.member(named: name)?.localized { return member }
            return UserFacingAPI(
                name: name, form: .any, firstUnlabeled: false, labels: [], localizesKeys: true, element: nil,
                through: name)
        }
        guard !isLocal, LocalizationType.isText(type) else { return nil }
        if let owner, lint.project.unshownMembers.contains(FileFacts.MemberKey(type: owner, name: name)) { return nil }
        return lint.member(named: name)?.shown ?? owner.flatMap { lint.project.typedMembers[FileFacts.MemberKey(type: $0, name: name)] }
    }

    /// The arguments of `element` when it is an implicit initializer call, `.init(…)`.
    private func initializerArguments(_ element: Range<Int>) -> [CallArgument]? {
        guard let dot = view.firstCode(in: element), view.isPunctuation(dot, UInt8(ascii: ".")),
            let name = view.next(dot), view.token(name, is: "init"), let open = view.next(name),
            view.isPunctuation(open, UInt8(ascii: "(")), let close = view.matching(open), close > open
        else { return nil }
        return view.arguments(open: open, close: close)
    }

    /// `amongWords`: the value is one of a list's values of one element whose others are mostly prose
    /// (``TextSink/isAmongWords``).
    private mutating func value(_ expression: Range<Int>, api: UserFacingAPI, amongWords: Bool = false) {
        if api.localizesKeys { recordTextReferences(expression, arguments: []) }
        guard wanted.contains(.userText), !context.isExcluded(expression.lowerBound) else { return }
        var sink = TextSink(
            api: api, name: api.name, project: lint.project, path: file.path, line: tokens[expression.lowerBound].line)
        sink.isAmongWords = amongWords
        visit(.userText(UserText(expression: expression, sink: sink, isAppended: false, anchor: expression.lowerBound)))
    }

    /// `panel.message = …` on an `NSOpenPanel`, `content.body = …` on a `UNMutableNotificationContent`: a property
    /// that shows text only on some types (elsewhere a `message` or a `body` is as often data), when the receiver is
    /// a variable this file declares with that type or created by that type's initializer.
    func receiverTypedProperty(_ nameIndex: Int) -> UserFacingAPI? {
        guard let property = APICatalogue.typedProperties.first(where: { view.token(nameIndex, is: $0.name) }),
            let dot = view.previous(nameIndex), let receiver = view.previous(dot), tokens[receiver].kind == .identifier,
            let declarations = context.declarations
        else { return nil }
        guard let declaration = declarations.property(named: view.text(receiver), before: receiver) else { return nil }
        let type = declaration.type.flatMap(FileDeclarations.typeName)
            ?? declaration.initializer.flatMap { view.firstCode(in: $0) }.map { view.text($0) }
        guard let type, property.types.contains(type) else { return nil }
        return UserFacingAPI.property(view.text(nameIndex), element: property.element)
    }

    /// A bare `title` assigned inside a view or window controller (not a `let`/`var` declaration): a class whose
    /// superclass is named `…Controller` (`class FolderVC: UIViewController`); in an extension or a type this file
    /// declares no superclass for, a type named `…Controller`. A class without a superclass is no controller, whatever
    /// its name (`class ModelViewController { var title = "" }`).
    func isBareControllerTitle(_ index: Int) -> Bool {
        if let previous = view.previous(index), tokens[previous].kind == .keyword,
            view.token(previous, is: "var") || view.token(previous, is: "let")
        {
            return false
        }
        if let type = context.declarations?.types.last(where: { $0.body.contains(index) }), type.kind == .class {
            guard let superclass = type.inherits else { return false }
            return superclass.prefix { $0 != "<" }.hasSuffix("Controller")
        }
        return file.enclosingTypeName(of: index)?.hasSuffix("Controller") ?? false
    }

    /// A bare `accessibilityLabel`, `accessibilityHint` or `accessibilityValue` assigned inside a class or an
    /// extension (of a view, a cell, a protocol of views): `self`'s, which every `NSObject` has and VoiceOver reads —
    /// unless the file declares a property or variable of that name, or the type around is a struct or an enum (whose
    /// bare name is its own property).
    func isBareAccessibilityText(_ index: Int) -> Bool {
        guard view.token(index, is: "accessibilityLabel") || view.token(index, is: "accessibilityHint")
            || view.token(index, is: "accessibilityValue"),
            !isDeclared(index), let declarations = context.declarations,
            let type = declarations.types.last(where: { $0.body.contains(index) }),
            type.kind == .class || type.kind == .extension
        else { return false }
        let name = view.text(index)
        return !declarations.properties.contains { $0.name == name }
    }
}
