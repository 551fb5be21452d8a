/// Finds the declarations of a lexed file in one pass over its tokens (see ``FileDeclarations``). It reads
/// declarations as they are written, without resolving types: a parameter's type is its text, a property's type
/// is its annotation or, for `= "…"`, `String`.
///
///     let declarations = DeclarationScanner.scan(file)
///     declarations.functions.map(\.name)   // ["badge", "init", "body"] …
package enum DeclarationScanner {
    /// The types after the `:` of a type's header, in order (`class QuitItem: NSMenuItem, Sendable` →
    /// `NSMenuItem`, `Sendable`): the first is a class's superclass, if it has one. Generic parameters' constraints
    /// and a `where` clause left out; a qualified name by its last part.
    private static func inherited(_ view: CodeView, after name: Int, before open: Int) -> [String] {
        var angles = 0
        var cursor = name + 1
        var types: [String] = []
        var listing = false
        while cursor < open {
            if view.isOperator(cursor, "<") {
                angles += 1
            } else if view.isOperator(cursor, ">") {
                angles -= 1
            } else if angles == 0, !listing, view.isPunctuation(cursor, UInt8(ascii: ":")) {
                guard let type = view.next(cursor), type < open, view.tokens[type].kind == .identifier else { return [] }
                listing = true
            } else if listing, angles == 0 {
                if view.token(cursor, is: "where") { break }
                if view.tokens[cursor].kind == .identifier {
                    let qualified = view.previous(cursor).map { view.isPunctuation($0, UInt8(ascii: ".")) } ?? false
                    if qualified, !types.isEmpty { types.removeLast() }
                    types.append(view.text(cursor))
                }
            }
            cursor += 1
        }
        return types
    }

    package static func scan(_ file: SourceFile) -> FileDeclarations {
        var result = FileDeclarations()
        let view = file.view
        let tokens = file.tokens
        // Type bodies by their opening brace, so a declaration knows whether it is a member: sorted by the brace,
        // and met in that order as the braces are (no hashing per brace or per keyword).
        var typeByBody: [(open: Int, type: Int)] = []
        for type in file.regions.types {
            guard let kind = typeKind(view, type.tokens.lowerBound), let open = view.matching(type.tokens.upperBound)
            else { continue }
            typeByBody.append((open, result.types.count))
            result.types.append(
                FileDeclarations.TypeInfo(
                    name: view.text(type.nameToken), kind: kind, body: open...type.tokens.upperBound,
                    nameToken: type.nameToken, keyword: type.tokens.lowerBound,
                    conformances: inherited(view, after: type.nameToken, before: open)))
        }
        // Two types with one body (never in code that compiles): the later one, as a lookup by brace kept it.
        typeByBody.sort { $0.open < $1.open || ($0.open == $1.open && $0.type < $1.type) }
        var nextTypeBody = 0
        // The open braces around the token, each with the type whose body it opens, if any.
        var braces: [(open: Int, type: Int?)] = []
        var tupleNames: Set<String> = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .punctuation {
                if view.isPunctuation(index, UInt8(ascii: "{")) {
                    while nextTypeBody < typeByBody.count, typeByBody[nextTypeBody].open < index { nextTypeBody += 1 }
                    while nextTypeBody + 1 < typeByBody.count, typeByBody[nextTypeBody + 1].open == index { nextTypeBody += 1 }
                    let type = nextTypeBody < typeByBody.count && typeByBody[nextTypeBody].open == index
                        ? typeByBody[nextTypeBody].type : nil
                    braces.append((index, type))
                } else if view.isPunctuation(index, UInt8(ascii: "}")), let open = view.matching(index) {
                    while let last = braces.popLast(), last.open != open, last.open > open {}
                }
                continue
            }
            // Only `func`, `init`, `subscript`, `case`, `var`, `let` and `typealias` declare anything here: most
            // keywords are ruled out by their first byte.
            guard token.kind == .keyword, let first = file.source.bytes[token.range].first,
                first == UInt8(ascii: "f") || first == UInt8(ascii: "i") || first == UInt8(ascii: "s")
                    || first == UInt8(ascii: "c") || first == UInt8(ascii: "v") || first == UInt8(ascii: "l")
                    || first == UInt8(ascii: "t")
            else { continue }
            let memberOf = braces.last?.type
            let scope: FileDeclarations.Scope = braces.isEmpty ? .global : (memberOf != nil ? .member : .local)
            if view.token(index, is: "func") {
                if let function = function(at: index, kind: .function, in: file) { result.functions.append(function) }
            } else if view.token(index, is: "init") || view.token(index, is: "subscript") {
                guard view.previous(index).map({ !view.isPunctuation($0, UInt8(ascii: ".")) }) ?? true else { continue }
                let kind: FileDeclarations.Function.Kind = view.token(index, is: "init") ? .initializer : .subscript
                guard let function = function(at: index, kind: kind, in: file) else { continue }
                result.functions.append(function)
                if kind == .initializer, let memberOf { result.types[memberOf].declaresInitializer = true }
            } else if view.token(index, is: "case"), let memberOf, result.types[memberOf].kind == .enum {
                // A `CodingKeys` enum's raw values are JSON keys, never text.
                var rawValues: [Int] = []
                result.functions += enumCases(at: index, in: file, rawValues: &rawValues)
                if result.types[memberOf].name != "CodingKeys" { result.caseRawValues += rawValues }
            } else if view.token(index, is: "var") || view.token(index, is: "let") {
                var elements: [FileDeclarations.Property] = []
                if let property = property(at: index, scope: scope, in: file, tupleElements: &elements) {
                    result.properties.append(property)
                }
                // An inline tuple type is recorded once, however many declarations write it.
                if let name = elements.first?.typeName, tupleNames.insert(name).inserted { result.properties += elements }
            } else if view.token(index, is: "typealias") {
                let elements = aliasedTupleElements(at: index, in: file)
                if let name = elements.first?.typeName, tupleNames.insert(name).inserted { result.properties += elements }
            }
        }
        return result
    }

    private static func typeKind(_ view: CodeView, _ keyword: Int) -> FileDeclarations.TypeInfo.Kind? {
        if view.token(keyword, is: "struct") { return .struct }
        if view.token(keyword, is: "class") { return .class }
        if view.token(keyword, is: "enum") { return .enum }
        if view.token(keyword, is: "actor") { return .actor }
        if view.token(keyword, is: "extension") { return .extension }
        return nil
    }

    // MARK: Functions

    /// `func name<…>(…) async throws -> Type { … }`, `init?(…)`, `subscript(…) -> Type`.
    private static func function(at keyword: Int, kind: FileDeclarations.Function.Kind, in file: SourceFile)
        -> FileDeclarations.Function?
    {
        let view = file.view
        var nameToken = keyword
        var name = kind == .initializer ? "init" : "subscript"
        if kind == .function {
            guard let next = view.next(keyword), file.tokens[next].kind == .identifier else { return nil }
            nameToken = next
            name = view.text(next)
        }
        // The parameter list: the first `(` within a few tokens (generic parameters and `?` may come first).
        var cursor = nameToken
        var open: Int?
        for _ in 0..<32 {
            guard let next = view.next(cursor) else { break }
            if view.isPunctuation(next, UInt8(ascii: "(")) {
                open = next
                break
            }
            if view.isPunctuation(next, UInt8(ascii: "{")) || file.tokens[next].line > file.tokens[nameToken].line + 2 {
                break
            }
            cursor = next
        }
        guard let open, let close = view.matching(open), close > open else { return nil }
        let parameters = self.parameters(open: open, close: close, in: file, labelsByDefault: kind != .subscript)
        var returnType: String?
        var bodyOpen: Int?
        cursor = close
        while let next = view.next(cursor) {
            if view.isOperator(next, "->") {
                let start = next + 1
                var end = start
                while end < file.tokens.count, !view.isPunctuation(end, UInt8(ascii: "{")),
                    !view.token(end, is: "where"), file.tokens[end].line == file.tokens[next].line
                {
                    end = view.skip(end)
                }
                returnType = typeText(start..<end, in: file)
                cursor = end - 1
                continue
            }
            if view.isPunctuation(next, UInt8(ascii: "{")) {
                bodyOpen = next
                break
            }
            // `async`, `throws`, `rethrows`, `where …` on the declaration's lines.
            guard file.tokens[next].kind == .keyword || file.tokens[next].kind == .identifier
                || view.isPunctuation(next, UInt8(ascii: "(")) || view.isPunctuation(next, UInt8(ascii: ":"))
                || view.isPunctuation(next, UInt8(ascii: ","))
            else { break }
            if file.tokens[next].line > file.tokens[close].line + 3 { break }
            cursor = view.skip(next) - 1
        }
        let body = bodyOpen.flatMap { open in view.matching(open).map { open...$0 } }
        return FileDeclarations.Function(
            kind: kind, name: name, parameters: parameters, returnType: returnType, body: body,
            typeName: file.enclosingTypeName(of: keyword), nameToken: nameToken)
    }

    /// `case name(String)`, `case failed(title: String, message: LocalizedStringKey), ready`.
    /// The cases after `case`: those with associated values as callables; string raw values (`case standard =
    /// "Default"`) added to `rawValues`.
    private static func enumCases(at keyword: Int, in file: SourceFile, rawValues: inout [Int])
        -> [FileDeclarations.Function]
    {
        let view = file.view
        var cases: [FileDeclarations.Function] = []
        var cursor = keyword
        while let name = view.next(cursor), file.tokens[name].kind == .identifier {
            var after = view.next(name)
            if let open = after, view.isPunctuation(open, UInt8(ascii: "(")), let close = view.matching(open) {
                cases.append(
                    FileDeclarations.Function(
                        kind: .enumCase, name: view.text(name),
                        parameters: parameters(open: open, close: close, in: file, labelsByDefault: true),
                        returnType: nil, body: nil, typeName: file.enclosingTypeName(of: keyword), nameToken: name))
                after = view.next(close)
            }
            // `= rawValue`, then `,` for another case.
            if let equals = after, view.isOperator(equals, "=") {
                if let value = view.next(equals), file.literal(at: value) != nil { rawValues.append(value) }
                after = view.next(view.skip(equals + 1) - 1)
            }
            guard let comma = after, view.isPunctuation(comma, UInt8(ascii: ",")) else { break }
            cursor = comma
        }
        return cases
    }

    /// The parameters between `(` and `)`. `labelsByDefault`: a single name is also the label (functions,
    /// initializers and enum cases: `case failure(reason: String)` is made as `.failure(reason: "…")`); a
    /// subscript's has no label unless one is written.
    private static func parameters(open: Int, close: Int, in file: SourceFile, labelsByDefault: Bool)
        -> [FileDeclarations.Parameter]
    {
        let view = file.view
        var result: [FileDeclarations.Parameter] = []
        var start = open + 1
        var cursor = start
        func finish(_ range: Range<Int>) {
            let codes = range.filter { !file.tokens[$0].isComment }
            guard !codes.isEmpty else { return }
            var names: [String] = []
            var index = codes.startIndex
            while index < codes.endIndex, names.count < 2,
                file.tokens[codes[index]].kind == .identifier || file.tokens[codes[index]].kind == .keyword
            {
                names.append(view.text(codes[index]))
                index += 1
            }
            guard index < codes.endIndex, view.isPunctuation(codes[index], UInt8(ascii: ":")), !names.isEmpty else {
                // An enum case's unlabelled type: `case message(LocalizedStringKey)`.
                result.append(
                    FileDeclarations.Parameter(
                        label: nil, name: "", type: typeText(range, in: file) ?? "", defaultValue: nil))
                return
            }
            let typeStart = codes[index] + 1
            var typeEnd = range.upperBound
            var defaultValue: Range<Int>?
            var scan = typeStart
            while scan < range.upperBound {
                if view.isOperator(scan, "=") {
                    typeEnd = scan
                    if let first = codes.first(where: { $0 > scan }), let last = codes.last { defaultValue = first..<last + 1 }
                    break
                }
                scan = view.skip(scan)
            }
            let label: String? = names.count == 2 ? names[0] : (labelsByDefault ? names[0] : nil)
            result.append(
                FileDeclarations.Parameter(
                    label: label == "_" ? nil : label, name: names.last ?? "",
                    type: typeText(typeStart..<typeEnd, in: file) ?? "", defaultValue: defaultValue))
        }
        while cursor < close {
            if view.isPunctuation(cursor, UInt8(ascii: ",")) {
                finish(start..<cursor)
                start = cursor + 1
                cursor += 1
            } else {
                cursor = min(view.skip(cursor), close)
            }
        }
        finish(start..<close)
        return result
    }

    /// A type as written, without attributes (`@escaping`, `@ViewBuilder`) or ownership words (`inout`), spaces
    /// collapsed: `[String: Int]`, `some View`, `LocalizedStringKey?`.
    static func typeText(_ range: Range<Int>, in file: SourceFile) -> String? {
        let view = file.view
        var type = ""
        var index = range.lowerBound
        while index < range.upperBound {
            let token = file.tokens[index]
            if token.isComment {
                index += 1
                continue
            }
            if view.isPunctuation(index, UInt8(ascii: "@")) {
                index += 2  // the attribute's name
                if index < range.upperBound, view.isPunctuation(index, UInt8(ascii: "(")) { index = view.skip(index) }
                continue
            }
            if view.token(index, is: "inout") || view.token(index, is: "borrowing") || view.token(index, is: "consuming")
                || view.token(index, is: "sending") || view.token(index, is: "isolated")
            {
                index += 1
                continue
            }
            let text = view.text(index)
            if isWordLike(type.unicodeScalars.last), isWordLike(text.unicodeScalars.first) { type += " " }
            type += text
            index += 1
        }
        return type.isEmpty ? nil : type
    }

    private static func isWordLike(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.isLetterFast || scalar.isDigitASCII || scalar == "_"
    }

    // MARK: Properties

    // MARK: Tuple types

    /// `typealias CropShapeItem = (type: CropShapeType, title: String)`: the labelled elements of the tuple, as
    /// properties of the alias (``FileDeclarations/Property/tupleElement``); none for other aliases, a function
    /// type's among them (`typealias Handler = (_ point: CGPoint) -> Void`).
    private static func aliasedTupleElements(at keyword: Int, in file: SourceFile) -> [FileDeclarations.Property] {
        let view = file.view
        guard let name = view.next(keyword), file.tokens[name].kind == .identifier, let equals = view.next(name),
            view.isOperator(equals, "="), let open = view.next(equals), view.isPunctuation(open, UInt8(ascii: "(")),
            let close = view.matching(open), close > open
        else { return [] }
        if let after = view.next(close),
            view.isOperator(after, "->") || view.token(after, is: "async") || view.token(after, is: "throws")
                || view.token(after, is: "rethrows")
        {
            return []
        }
        return tupleElements(open: open, close: close, typeName: view.text(name), in: file)
    }

    /// The tuple type written inline in a declaration's type (`[(title: String, action: Selector)]`,
    /// `(name: String, count: Int)?`): its labelled elements, as properties of the type named by its text.
    private static func inlineTupleElements(_ type: Range<Int>, in file: SourceFile) -> [FileDeclarations.Property] {
        let view = file.view
        guard var open = view.firstCode(in: type) else { return [] }
        if view.isPunctuation(open, UInt8(ascii: "[")), let next = view.next(open) { open = next }
        guard view.isPunctuation(open, UInt8(ascii: "(")), let close = view.matching(open), close > open,
            close < type.upperBound
        else { return [] }
        // Only brackets and optionals after it: `[(…)]?`, not `(…) -> Void`, not `[(…): Int]`.
        var cursor = close
        while let next = view.next(cursor), next < type.upperBound {
            guard view.isPunctuation(next, UInt8(ascii: "]")) || view.isOperator(next, "?") || view.isOperator(next, "!")
            else { return [] }
            cursor = next
        }
        guard let name = typeText(open..<close + 1, in: file), FileDeclarations.isLabelledTuple(name) else { return [] }
        return tupleElements(open: open, close: close, typeName: name, in: file)
    }

    /// The labelled elements between a tuple type's `(` and `)`, each a property of `typeName` at its position.
    private static func tupleElements(open: Int, close: Int, typeName: String, in file: SourceFile)
        -> [FileDeclarations.Property]
    {
        let view = file.view
        return view.arguments(open: open, close: close).enumerated().compactMap { position, element in
            guard element.hasLabel, file.tokens[element.labelToken].kind == .identifier,
                let type = typeText(element.expression, in: file)
            else { return nil }
            return FileDeclarations.Property(
                name: view.text(element.labelToken), type: type, typeName: typeName, scope: .member, isStatic: false,
                isLet: true, initializer: nil, getter: nil, nameToken: element.labelToken, tupleElement: position)
        }
    }

    /// `let name: Type = value`, `var name: Type { get … }`, `static var title: LocalizedStringResource = "…"`.
    /// The labelled elements of a tuple type written inline in the declared type go to `tupleElements`.
    private static func property(
        at keyword: Int, scope: FileDeclarations.Scope, in file: SourceFile,
        tupleElements: inout [FileDeclarations.Property]
    ) -> FileDeclarations.Property? {
        let view = file.view
        let tokens = file.tokens
        guard let name = view.next(keyword), tokens[name].kind == .identifier else { return nil }
        // `if let x = …`, `case let .a(x)`: bindings, not declarations of their own.
        if let before = view.previous(keyword), tokens[before].kind == .keyword,
            view.token(before, is: "if") || view.token(before, is: "guard") || view.token(before, is: "while")
                || view.token(before, is: "case") || view.token(before, is: "for")
        {
            return nil
        }
        var cursor = name
        var type: String?
        if let colon = view.next(name), view.isPunctuation(colon, UInt8(ascii: ":")) {
            var end = colon + 1
            while end < tokens.count, tokens[end].line == tokens[colon].line,
                !view.isOperator(end, "="), !view.isPunctuation(end, UInt8(ascii: "{")),
                !view.isPunctuation(end, UInt8(ascii: "}")), !view.isPunctuation(end, UInt8(ascii: ";")),
                !view.isPunctuation(end, UInt8(ascii: ","))
            {
                end = view.skip(end)
            }
            type = typeText(colon + 1..<end, in: file)
            if type?.containsByte(UInt8(ascii: "(")) == true { tupleElements = inlineTupleElements(colon + 1..<end, in: file) }
            cursor = end - 1
        }
        var initializer: Range<Int>?
        var getter: ClosedRange<Int>?
        if let next = view.next(cursor) {
            if view.isOperator(next, "=") {
                let end = view.expressionEnd(from: next + 1)
                if next + 1 < end { initializer = next + 1..<end }
            } else if view.isPunctuation(next, UInt8(ascii: "{")), tokens[next].line == tokens[name].line || type != nil,
                let close = view.matching(next)
            {
                getter = self.getter(open: next, close: close, in: file)
            }
        }
        if type == nil, let initializer, let item = view.singleItem(initializer), file.literal(at: item) != nil {
            type = "String"
        }
        var isStatic = false
        var back = keyword
        for _ in 0..<4 {
            guard let previous = view.previous(back), tokens[previous].line == tokens[keyword].line else { break }
            if view.token(previous, is: "static") || view.token(previous, is: "class") { isStatic = true }
            back = previous
        }
        return FileDeclarations.Property(
            name: view.text(name), type: type, typeName: file.enclosingTypeName(of: keyword), scope: scope,
            isStatic: isStatic, isLet: view.token(keyword, is: "let"), initializer: initializer, getter: getter,
            nameToken: name)
    }

    /// A computed property's getter: the body itself, or its `get { … }` block; nil for observers.
    private static func getter(open: Int, close: Int, in file: SourceFile) -> ClosedRange<Int>? {
        let view = file.view
        guard let first = view.next(open), first < close else { return nil }
        if view.token(first, is: "willSet") || view.token(first, is: "didSet") { return nil }
        guard view.token(first, is: "get") || view.token(first, is: "set") else { return open...close }
        var cursor = first
        while cursor < close {
            if view.token(cursor, is: "get"), let brace = view.next(cursor), view.isPunctuation(brace, UInt8(ascii: "{")),
                let end = view.matching(brace)
            {
                return brace...end
            }
            cursor = view.skip(cursor)
        }
        return nil
    }
}
