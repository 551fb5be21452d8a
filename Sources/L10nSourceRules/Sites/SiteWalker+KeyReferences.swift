import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing

// Key references: the calls and values that look a catalog key up, recorded for `unused-key` and
// `extract --from-sources`.
extension SiteWalker {
    /// `String(localized: "key", defaultValue: "…", table: "…", comment: "…")`, `NSLocalizedString("key", …)`, …
    /// The key may be wrapped (`String(localized: String.LocalizationValue("key"))`), or be the raw value of the enum
    /// around the call (`String(localized: String.LocalizationValue(rawValue))`): then each of its string raw values
    /// is a key.
    mutating func recordReference(kind: KeyReference.Kind, arguments: [CallArgument]) {
        guard let first = arguments.first else { return }
        switch kind {
        case .stringLocalized: guard view.hasLabel(first, "localized") else { return }
        default: guard !first.hasLabel else { return }
        }
        let key = localizationValueArgument(first.expression) ?? first.expression
        if let rawValue = ownRawValue(key) {
            recordRawValueReferences(kind: kind, around: rawValue)
            return
        }
        // `let key = "callingCode_\(callingCode)"; NSLocalizedString(key, comment: "")` (SimplyFilterSMS): the local's
        // literal is the key, as written in place.
        if let local = localLiteral(named: key) {
            recordReference(from: local, kind: kind, arguments: arguments)
            return
        }
        recordReference(from: key, kind: kind, arguments: arguments)
    }

    /// The literal a local constant named by `expression` (one identifier) is declared with, in the same function,
    /// when its whole initializer is one string literal: `let key = "prefix_\(code)"`.
    private func localLiteral(named expression: Range<Int>) -> Range<Int>? {
        guard let name = view.singleItem(expression) else { return nil }
        return context.localLiteral(namedBy: name)?.literal
    }

    /// `.init(localized: "key")` where the type is inferred (`let title: String = .init(localized: "a.b")`), and
    /// `String.init(localized:)`, `AttributedString.init(localized:)`: `String(localized:)`'s key reference.
    mutating func localizedInitializer(name nameIndex: Int, open: Int) {
        guard let dot = view.previous(nameIndex), view.isPunctuation(dot, UInt8(ascii: ".")), let close = view.matching(open),
            close > open
        else { return }
        if let type = view.previous(dot), tokens[type].line == tokens[dot].line,
            tokens[type].kind == .identifier || view.isPunctuation(type, UInt8(ascii: ")"))
                || view.isPunctuation(type, UInt8(ascii: "]"))
        {
            guard view.token(type, is: "String") || view.token(type, is: "AttributedString") else { return }
        }
        recordReference(kind: .stringLocalized, arguments: view.arguments(open: open, close: close))
    }

    /// The key argument of `String.LocalizationValue(…)`, `LocalizedStringResource(…)` or `.init(…)` when
    /// `expression` is one such call: its first, unlabelled argument, with only labelled ones after it
    /// (`.init("Screen Capture Request: Title", defaultValue: "…")`, a `LocalizedStringResource`).
    private func localizationValueArgument(_ expression: Range<Int>) -> Range<Int>? {
        let items = view.topLevel(expression)
        guard let open = items.last, view.isPunctuation(open, UInt8(ascii: "(")), let close = view.matching(open),
            close > open, items.count >= 2
        else { return nil }
        let names = items.dropLast().filter { !view.isPunctuation($0, UInt8(ascii: ".")) }.map { view.text($0) }
        guard names == ["String", "LocalizationValue"] || names == ["LocalizationValue"] || names == ["init"]
            || names == ["LocalizedStringResource"]
        else {
            return nil
        }
        let arguments = view.arguments(open: open, close: close)
        guard let first = arguments.first, !first.hasLabel, arguments.dropFirst().allSatisfy(\.hasLabel) else { return nil }
        return first.expression
    }

    /// `LocalizedStringKey(self.rawValue)` in an enum of keys (TextAloud's `enum Localization: String { case save …
    /// var toString: LocalizedStringKey { LocalizedStringKey(self.rawValue) } }`, read as `Localization.save.toString`):
    /// each case a key, in use where code names the case (``recordRawValueReferences(kind:around:namedWhereUsed:)``).
    mutating func localizedKeyOfRawValue(open: Int, close: Int) {
        guard lint.recordsReferences, close - open < 12 else { return }
        let arguments = view.arguments(open: open, close: close)
        guard arguments.count == 1, !arguments[0].hasLabel, let rawValue = ownRawValue(arguments[0].expression) else { return }
        recordRawValueReferences(kind: .text, around: rawValue, namedWhereUsed: true)
    }

    /// The `rawValue` token when `expression` is the enclosing enum's own raw value: `rawValue` or `self.rawValue`.
    private func ownRawValue(_ expression: Range<Int>) -> Int? {
        guard let names = context.nameChain(expression), let last = names.last, view.token(last, is: "rawValue"),
            names.count == 1 || (names.count == 2 && view.token(names[0], is: "self"))
        else { return nil }
        return last
    }

    /// Each string raw value of the enum around `item` (`case home = "tab.home"`) as a key reference. With
    /// `namedWhereUsed`, a case whose name is its raw value is a key in use only where code names the case and its
    /// enum (``KeyReference/declaredBy``): a case no code names reads no key.
    private mutating func recordRawValueReferences(kind: KeyReference.Kind, around item: Int, namedWhereUsed: Bool = false) {
        guard let declarations = context.declarations, let type = file.enclosingTypeName(of: item) else { return }
        for literal in declarations.caseRawValues where file.enclosingTypeName(of: literal) == type {
            recordReference(from: literal..<view.skip(literal), kind: kind, arguments: [])
        }
        // `enum Repeat: String { case days, months }`: a case without a value of its own has its name as raw value
        // (pompaddo's `NSLocalizedString(self.rawValue, comment: "")` reads the keys `days` and `months`).
        guard lint.recordsReferences,
            let enumType = declarations.types.first(where: { $0.name == type && $0.kind == .enum && $0.inherits == "String" })
        else { return }
        var depth = 0
        var index = enumType.body.lowerBound + 1
        while index < enumType.body.upperBound {
            defer { index += 1 }
            if view.isPunctuation(index, UInt8(ascii: "{")) { depth += 1 } else if view.isPunctuation(index, UInt8(ascii: "}")) { depth -= 1 }
            guard depth == 0, tokens[index].kind == .keyword, view.token(index, is: "case") else { continue }
            var cursor = index
            while let name = view.next(cursor), tokens[name].kind == .identifier {
                let after = view.next(name)
                if let after, view.isOperator(after, "=") || view.isPunctuation(after, UInt8(ascii: "(")) { break }
                let token = tokens[name]
                var reference = KeyReference(
                    key: view.text(name), location: SourceLocation(file: file.path, line: token.line, column: token.column),
                    kind: kind, hasInterpolation: false)
                reference.isExtractedByXcode = false
                if namedWhereUsed {
                    reference.declaredBy = view.text(name)
                    reference.declaredIn = type
                }
                references.append(reference)
                guard let comma = after, view.isPunctuation(comma, UInt8(ascii: ",")) else { break }
                cursor = comma
            }
        }
    }

    /// A literal in a SwiftUI `LocalizedStringKey` position: `Text("key")`, `Button("Save")`, and each branch of
    /// `Button(isOn ? "a.on" : "a.off")` or fallback of `Text(name ?? "a.none")`.
    mutating func recordTextReferences(_ expression: Range<Int>, arguments: [CallArgument]) {
        guard lint.recordsReferences || wanted.contains(.keyReference) else { return }  // nothing records them
        if recordSymbolReference(expression, kind: .text) { return }
        // `LocalizedStringKey(["…", "…"].joined())`: the pieces' text is the key (LifeLog's onboarding pages).
        if view.singleItem(expression) != nil || (lint.recordsReferences && file.joinedArrayLiterals(expression) != nil) {
            recordReference(from: expression, kind: .text, arguments: arguments)
            return
        }
        let text = TextExpression(expression, in: view)
        for position in text.shownStart..<text.items.count where text.isShown(position) && text.isAlternative(position) {
            let item = text.items[position]
            // `Text("Cancel".localized)`: the wrapper looks the literal up (``wrapperReference(_:)``), not SwiftUI.
            if file.literal(at: item) != nil, !context.isLocalizedReceiver(item) {
                recordReference(from: item..<view.skip(item), kind: .text, arguments: arguments)
            }
        }
    }

    private mutating func recordReference(from expression: Range<Int>, kind: KeyReference.Kind, arguments: [CallArgument]) {
        if recordSymbolReference(expression, kind: kind) { return }
        guard lint.recordsReferences || wanted.contains(.keyReference) else { return }
        var reference: KeyReference
        let item: Int
        if let single = view.singleItem(expression), let literal = file.literal(at: single) {
            item = single
            let token = tokens[item]
            reference = KeyReference(
                key: catalogKey(spelledBy: literal) ?? file.formatKey(literal),
                location: SourceLocation(file: file.path, line: token.line, column: token.column),
                kind: kind, hasInterpolation: file.interpolatesValues(literal))
            // `static let appKeywords = { NSLocalizedString("_app-keywords", …) }` (App Fair), Brave's `static let
            // saveLoginPrompt = NSLocalizedString(…)`: read where code names the member and its type, as SwiftGen's
            // accessors are. Not a member the system reads by its name (an App Intent's `static let title`).
            if lint.recordsReferences, kind == .nsLocalizedString || kind == .stringLocalized,
                let member = staticMemberDeclaring(item), !Self.systemReadMembers.contains(member)
            {
                reference.declaredBy = member
                reference.declaredIn = file.enclosingTypeName(of: item)
            }
        } else if lint.recordsReferences, let joined = file.joinedStaticLiterals(expression) {
            // A long key written as literals joined over lines: the key is their text (munki's alerts). Only
            // recorded (it keeps the key from being unused); no rule checks a key in pieces.
            let token = tokens[joined.first]
            var joinedReference = KeyReference(
                key: joined.text, location: SourceLocation(file: file.path, line: token.line, column: token.column),
                kind: kind, hasInterpolation: false)
            joinedReference.isExtractedByXcode = false
            references.append(joinedReference)
            return
        } else if lint.recordsReferences, let cased = casedLiteralKey(expression) {
            // `NSLocalizedString("REDIS_INFO_\(section)_\(key)".uppercased(), …)` (redis-pro's 213 info tips): the
            // key is the literal in the case the code gives it. Only recorded, as a joined key is.
            let token = tokens[cased.item]
            var casedReference = KeyReference(
                key: cased.key, location: SourceLocation(file: file.path, line: token.line, column: token.column),
                kind: kind, hasInterpolation: cased.key.contains("%@"))
            casedReference.isExtractedByXcode = false
            references.append(casedReference)
            return
        } else {
            return
        }
        // The table always (`unused-key` reads only the catalogs whose table code names); the rest for `extract`.
        let isFull = lint.references == .full
        for argument in arguments.dropFirst() {
            switch view.label(of: argument) {
            // The default value is the source text where the tables lack it (`check` reads it too; few calls have one).
            case "defaultValue", "value": reference.defaultValue = file.staticLiteral(argument.expression)
            case "comment": if isFull { reference.comment = file.staticLiteral(argument.expression) }
            case "table", "tableName": reference.table = file.staticLiteral(argument.expression)
            default: break
            }
        }
        if kind == .nsLocalizedString && !arguments.dropFirst().contains(where: { view.label(of: $0) == "comment" }) {
            reference.isExtractedByXcode = false
        }
        referencedLiterals.insert(item)
        if lint.recordsReferences {
            if htmlBodies == nil { htmlBodies = HTMLBuilders.bodies(in: file, declarations: context.declarations) }
            reference.isShownAsHTML = htmlBodies!.contains { $0.contains(item) }
            reference.isInDebugCode = file.isExcluded(item) || context.isDebugFile || isBehindTapCount(item)
            reference.isNeverShown = context.isChartValueLabel(item)
            references.append(reference)
        }
        if wanted.contains(.keyReference) { visit(.keyReference(reference, literal: item)) }
    }

    /// The key a literal names when the code changes its case before the lookup (`"REDIS_INFO_\(section)".uppercased()`,
    /// `"\(name)_TITLE".lowercased()`): the literal's key (its interpolations `%@`) in that case; nil for any other
    /// expression, or a key with a specifier other than `%@` (its letters would change case too).
    private func casedLiteralKey(_ expression: Range<Int>) -> (item: Int, key: String)? {
        var items: [Int] = []
        var cursor = expression.lowerBound
        while cursor < expression.upperBound, items.count <= 4 {
            if !tokens[cursor].isComment { items.append(cursor) }
            cursor = view.skip(cursor)
        }
        guard items.count == 4, let literal = file.literal(at: items[0]), view.isPunctuation(items[1], UInt8(ascii: ".")),
            view.isPunctuation(items[3], UInt8(ascii: "(")), let close = view.matching(items[3]),
            view.next(items[3]) == close
        else { return nil }
        let key = file.formatKey(literal)
        let specifiers = key.utf8.indices.filter { key.utf8[$0] == UInt8(ascii: "%") }
        guard specifiers.allSatisfy({ key.utf8[key.utf8.index(after: $0)...].first == UInt8(ascii: "@") }) else { return nil }
        if view.token(items[2], is: "uppercased") { return (items[0], key.uppercased()) }
        if view.token(items[2], is: "lowercased") { return (items[0], key.lowercased()) }
        return nil
    }

    /// The catalog's own `String` for a plain literal (no escape, no interpolation) that spells one of its keys byte
    /// for byte: what ``SourceFile/formatKey(_:)`` would make, shared (the run keeps every reference, most of them
    /// to a few thousand keys).
    private func catalogKey(spelledBy literal: StringLiteral) -> String? {
        guard let catalogKeys = lint.catalogKeys, let range = file.source.plainTextRange(of: literal) else { return nil }
        let bytes = file.source.bytes[range]
        guard !bytes.contains(0x5C) else { return nil }
        return catalogKeys.key(spelledBy: bytes)
    }

    /// `.commonBack`, `.gameScore(3)`, `.InfoPlist.cfbundleName`: the symbol Xcode 26 generates for a catalog key
    /// (see ``GeneratedSymbolName``), recorded as a use of every key of that name. True when the expression is
    /// such a symbol.
    private mutating func recordSymbolReference(_ expression: Range<Int>, kind: KeyReference.Kind) -> Bool {
        guard let dot = view.firstCode(in: expression), view.isPunctuation(dot, UInt8(ascii: ".")) else { return false }
        var name: Int?
        var cursor = dot
        while let member = view.next(cursor), member < expression.upperBound, tokens[member].kind == .identifier {
            name = member
            cursor = member
            guard let next = view.next(member), next < expression.upperBound else { break }
            if view.isPunctuation(next, UInt8(ascii: "(")) {
                cursor = view.skip(next) - 1
                break
            }
            guard view.isPunctuation(next, UInt8(ascii: ".")) else { return false }
            cursor = next
        }
        guard let name, view.next(cursor).map({ $0 >= expression.upperBound }) ?? true else { return false }
        guard lint.recordsReferences else { return true }
        let token = tokens[name]
        for key in lint.keys(forSymbol: file.source.bytes[token.range]) {
            references.append(
                KeyReference(
                    key: key, location: SourceLocation(file: file.path, line: token.line, column: token.column),
                    kind: kind))
        }
        return true
    }

    /// `AgentStatusView(title: .agentDetailsLocationTitle)`: an implicit member named as Xcode 26 names a catalog
    /// key's symbol (``GeneratedSymbolName``), given to any parameter — the app's own views take
    /// `LocalizedStringResource` — is a use of the keys of that name (for `unused-key`). Only a member with nothing
    /// before its dot (after `(`, `,`, `:`, `[`, `{`, `=`, a ternary's `?`, `return`) is one: `model.title` is a
    /// property. Recorded as a ``KeyReference/Kind/literal`` use: it keeps the key from `unused-key`, and says nothing of whether the
    /// code around it localizes (an enum case `.rewind` may happen to spell a table's key 'Rewind').
    mutating func implicitSymbolReference(_ index: Int) {
        guard let dot = view.previous(index), view.isPunctuation(dot, UInt8(ascii: ".")), let before = view.previous(dot)
        else { return }
        let previous = tokens[before]
        // A ternary's first branch (Padiddle's `Text(isRecording ? .pauseDrawing : .startDrawing)`): a `?` with a
        // space after it, not optional chaining's `model?.title`.
        let isTernary = file.source.bytes[previous.range].elementsEqual("?".utf8)
            && previous.range.upperBound < tokens[dot].range.lowerBound
        switch previous.kind {
        case .punctuation:
            guard let byte = file.source.bytes[previous.range].first, "(,:[{".utf8.contains(byte) || isTernary else {
                return
            }
        case .operator:
            guard view.isOperator(before, "=") || view.isOperator(before, "??") || isTernary else { return }
        case .identifier:
            guard view.token(before, is: "return") else { return }
        default:
            return
        }
        if symbolTable == nil { symbolTable = lint.symbolTable }
        let token = tokens[index]
        guard let keys = symbolTable?.keys(forSymbol: file.source.bytes[token.range]), !keys.isEmpty else {
            // A case of the app's own enum of keys, spelled as the key (`localize(.home_strapline_title)`, the NHS
            // COVID-19 app's `enum StringLocalizableKey: String`): a use of that key.
            if lint.recordsReferences, lint.catalogKeys?.index(of: file.source.bytes[token.range]) != nil {
                var reference = KeyReference(
                    key: view.text(index), location: SourceLocation(file: file.path, line: token.line, column: token.column),
                    kind: .literal)
                reference.isExtractedByXcode = false
                references.append(reference)
            }
            return
        }
        for key in keys {
            var reference = KeyReference(
                key: key, location: SourceLocation(file: file.path, line: token.line, column: token.column), kind: .literal)
            reference.isExtractedByXcode = false
            references.append(reference)
        }
    }

    /// `"Cancel".localized`, `"menu_title".loco()`: a literal the project's own wrapper localizes
    /// (``SiteContext/isLocalizedReceiver(_:)``), wherever it is (given to a view, returned from a function, passed
    /// on): a ``KeyReference/Kind/wrapper`` reference, handed to the rules that check keys once, outside skipped
    /// regions, and recorded (for `unused-key`) when the catalogs' keys are known.
    mutating func wrapperReference(_ index: Int) {
        guard !referencedLiterals.contains(index), context.isLocalizedReceiver(index) else { return }
        // `"Got it".localized(key: "miscellaneous.gotIt")`: the key is the argument, the receiver its default value.
        let keyIndex = context.wrapperKeyArgument(ofReceiver: index) ?? index
        guard let literal = file.literal(at: keyIndex) else { return }
        referencedLiterals.insert(index)
        referencedLiterals.insert(keyIndex)
        let token = tokens[keyIndex]
        var reference = KeyReference(
            key: catalogKey(spelledBy: literal) ?? file.formatKey(literal),
            location: SourceLocation(file: file.path, line: token.line, column: token.column), kind: .wrapper,
            hasInterpolation: file.interpolatesValues(literal))
        reference.isExtractedByXcode = false
        // A member that returns the wrapped key (arcbit's `class func SEND_STRING() -> String { return
        // "Send".localized }`): read where code names it, as SwiftGen's accessors are.
        if lint.recordsReferences, let member = staticMemberDeclaring(index, lookedUp: true),
            !Self.systemReadMembers.contains(member)
        {
            reference.declaredBy = member
            reference.declaredIn = file.enclosingTypeName(of: index)
        }
        if lint.recordsReferences, lint.catalogKeys != nil { references.append(reference) }
        if wanted.contains(.keyReference), !context.isExcluded(index) { visit(.keyReference(reference, literal: keyIndex)) }
    }

    /// `Strings.library_refresh_error_title`, `R.string.localizable.cancel()`, `L10n.Settings.title`: a member of a
    /// generated accessor no scanned source declares, recorded as a use of the keys its name matches
    /// (``GeneratedAccessors``), at the chain's last member.
    mutating func accessorReference(_ root: Int, alias: [UInt8]? = nil) {
        if accessorMatches == nil { accessorMatches = lint.generatedAccessors.matches }
        guard let matches = accessorMatches, !matches.isEmpty,
            let (chain, end) = GeneratedAccessors.chain(at: root, in: view, alias: alias),
            let match = matches[chain]
        else { return }
        let token = tokens[end]
        for key in match.keys {
            var reference = KeyReference(
                key: key, location: SourceLocation(file: file.path, line: token.line, column: token.column), kind: .accessor)
            reference.accessor = match.accessor
            reference.isExtractedByXcode = false
            references.append(reference)
        }
    }

    /// The accessor chain the name at `index` stands for, when the file made it an alias of one (`l` after
    /// `typealias l = R.string.localizable`): most files make none, and their names are not read.
    mutating func accessorAlias(_ index: Int) -> [UInt8]? {
        if accessorAliases == nil {
            accessorAliases = file.source.hasTypealias ? GeneratedAccessors.aliases(in: view) : [:]
        }
        guard let aliases = accessorAliases, !aliases.isEmpty, let next = view.next(index), view.isPunctuation(next, UInt8(ascii: "."))
        else { return nil }
        return aliases[view.text(index)]
    }

    /// The format of `String(format: "APPEARANCE_GENDER_%d", rawValue)` (XIV on Mac's names of a value, looked up
    /// by the key it builds): a use of every key its text before the first specifier starts, when a catalog key does
    /// (``UnusedKeyRule/builtKeyPrefixes(_:)`` reads it as an interpolated key's head).
    private mutating func recordFormatBuiltKeys(_ index: Int, range: Range<Int>) {
        let bytes = file.source.bytes[range]
        guard let percent = bytes.firstIndex(of: UInt8(ascii: "%")), percent - range.lowerBound >= 3,
            let colon = view.previous(index), view.isPunctuation(colon, UInt8(ascii: ":")),
            let label = view.previous(colon), view.token(label, is: "format"),
            let open = view.previous(label), view.isPunctuation(open, UInt8(ascii: "(")),
            let type = view.previous(open), view.token(type, is: "String") || view.token(type, is: "NSString")
        else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        let token = tokens[index]
        var reference = KeyReference(
            key: text, location: SourceLocation(file: file.path, line: token.line, column: token.column),
            kind: .literal, hasInterpolation: true)
        guard let prefix = UnusedKeyRule.builtKeyPrefixes([reference]).first, lint.hasCatalogKey(startingWith: prefix) else { return }
        reference.isExtractedByXcode = false
        references.append(reference)
    }

    /// A key's head joined to a value with `+` (AirGuard's `let stringPrefix = "more_trackerdetailview_owner_information_fmdn_"`
    /// and `(stringPrefix + manufacturer.lowercased()).localized()`): a literal that is a head two catalog keys or more
    /// share (``LintContext/builtKeyHeads``), given to `+` or kept in a constant, names every key it starts, as an
    /// interpolated key's head does (``recordBuiltKeyHead(_:head:format:)``).
    private mutating func recordJoinedKeyHead(_ index: Int, literal: StringLiteral, range: Range<Int>) {
        guard range.count >= 6, let last = file.source.bytes[range].last,
            last == UInt8(ascii: "_") || last == UInt8(ascii: ".") || last == UInt8(ascii: "-")
        else { return }
        let end = literal.tokens.upperBound - 1
        let joined = view.next(end).map { view.isOperator($0, "+") } ?? false
        // `let name = "head_"`: the constant is what the code joins.
        let kept = view.previous(index).map { equals in
            view.isOperator(equals, "=") && view.previous(equals).flatMap(view.previous).map { view.token($0, is: "let") } == true
        } ?? false
        guard joined || kept else { return }
        let head = String(decoding: file.source.bytes[range], as: UTF8.self)
        guard lint.builtKeyHeads.contains(head) else { return }
        recordBuiltKey(head + "%@", at: index)
    }

    /// An interpolated literal that starts with a head two catalog keys or more share (``LintContext/builtKeyHeads``:
    /// Euki's `"privacy_faqs_title_\(index)"`, an item's id localized where the item is shown): a key built at run
    /// time, a use of every key that head starts (``UnusedKeyRule/builtKeyPrefixes(_:)``). Only a head of a key's
    /// shape is looked up: letters, digits and `_`, `.`, `-`, ending with a separator.
    private mutating func recordBuiltKeyHead(_ index: Int, head: String, format: String) {
        guard head.utf8.count >= 6, let last = head.utf8.last, Self.isKeySeparator(last), Self.isKeyShaped(head),
            lint.builtKeyHeads.contains(head)
        else { return }
        recordBuiltKey(format, at: index)
    }

    /// An interpolated literal that starts with its value and ends with a tail two catalog keys or more share
    /// (``LintContext/builtKeyTails``: beam's `AWKLocalizedString("\(self.key.rawValue)-setting-title")`, each
    /// settings row's title): a key built at run time, a use of every key that ends so
    /// (``UnusedKeyRule/builtKeySuffixes(_:)``). Only a tail of a key's shape is looked up: starting with a
    /// separator, then letters, digits and `_`, `.`, `-`.
    private mutating func recordBuiltKeyTail(_ index: Int, literal: StringLiteral) {
        guard case .text(let tail)? = file.source.segments(of: literal).last, tail.utf8.count >= 6,
            let first = tail.utf8.first, Self.isKeySeparator(first), Self.isKeyShaped(tail), lint.builtKeyTails.contains(tail)
        else { return }
        recordBuiltKey(file.formatKey(literal), at: index)
    }

    /// `_`, `.` or `-`: what separates a key's parts.
    static func isKeySeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// Whether `text` is written as a key's part is: ASCII letters, digits and separators only.
    static func isKeyShaped(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || isKeySeparator(byte)
        }
    }

    /// A key the literal at `index` builds at run time (`"privacy_faqs_title_%@"`): a use no extraction makes.
    private mutating func recordBuiltKey(_ format: String, at index: Int) {
        recordUnextractedUse(of: format, at: index, hasInterpolation: true)
    }

    /// A use of `key` at token `index` that Xcode's extraction does not see: a key built at run time, a case's name.
    mutating func recordUnextractedUse(of key: String, at index: Int, hasInterpolation: Bool) {
        let token = tokens[index]
        var reference = KeyReference(
            key: key, location: SourceLocation(file: file.path, line: token.line, column: token.column),
            kind: .literal, hasInterpolation: hasInterpolation)
        reference.isExtractedByXcode = false
        references.append(reference)
    }

    /// A literal outside localization calls whose text is a catalog key, or a key the catalogs hold as stale: a use
    /// of the key (see ``KeyReference/Kind/literal``; a stale key the code still spells is shown through a value,
    /// which Xcode's extraction does not follow, and is no `stale-key`).
    mutating func literalNamingKey(_ index: Int) {
        guard lint.recordsReferences, !referencedLiterals.contains(index), let literal = file.literal(at: index),
            let keys = lint.catalogKeys, !isInterpolatedFallback(index), !isLookupText(index), !isLogLine(index)
        else { return }
        let key: String
        if let range = file.source.plainTextRange(of: literal), !file.source.bytes[range].contains(0x5C) {
            // Most literals are not keys: looked up on their bytes, and only a key becomes a `String`.
            guard range.count <= 4096 else { return }  // a key can be a paragraph (Feather's 240-byte explanation used as its own key)
            guard keys.index(of: file.source.bytes[range]) != nil || lint.staleKeyIndex?.index(of: file.source.bytes[range]) != nil
            else {
                recordFormatBuiltKeys(index, range: range)
                recordJoinedKeyHead(index, literal: literal, range: range)
                return
            }
            key = String(decoding: file.source.bytes[range], as: UTF8.self)
        } else if file.hasInterpolation(literal) {
            // An interpolated literal of a format key's shape (`IntentDialog(full: "DATE_FOUND_IS\(date)")` for
            // "DATE_FOUND_IS%@"): a use of that key, whatever API takes it.
            // So is a key built in a localized resource's literal (`LocalizedStringResource(stringLiteral:
            // "Calendar\(rawValue.capitalized)")`, macSKK's calendar names; `LocalizedStringKey(stringLiteral:)`): its
            // head names the keys it builds.
            // A key is short: a literal longer than one is not looked at (a hostile ten-megabyte literal stays linear).
            let bytes = tokens[literal.tokens.upperBound - 1].range.upperBound - tokens[index].range.lowerBound
            guard bytes <= 4096 else { return }
            let isResource = Self.isLocalizedResourceLiteral(index, in: view)
            if !isResource {
                // The literal's text before its first interpolation: as written, or decoded where it has an escape
                // or is a multi-line literal (MaaMacGui's `logTrace("TotalDrop\n\(drops)…")` and `"""` paragraphs
                // for `String.LocalizationValue` keys).
                let first = index + 1
                var head = first < tokens.count && tokens[first].kind == .stringText
                    ? String(decoding: file.source.bytes[tokens[first].range], as: UTF8.self) : ""
                if literal.isMultiline || head.utf8.contains(0x5C) {
                    if case .text(let decoded) = file.source.segments(of: literal).first { head = decoded } else { head = "" }
                }
                if formatKeyShapes == nil { formatKeyShapes = lint.formatKeyShapes }
                guard let heads = formatKeyShapes?.heads, !heads.isEmpty, heads.contains(head) else {
                    if head.isEmpty {
                        recordBuiltKeyTail(index, literal: literal)
                    } else {
                        recordBuiltKeyHead(index, head: head, format: file.formatKey(literal))
                    }
                    return
                }
            }
            let format = file.formatKey(literal)
            if !isResource {
                guard let shapes = formatKeyShapes?.shapes, shapes.contains(UnusedKeyRule.normalizedFormat(format)) else { return }
            }
            recordBuiltKey(format, at: index)
            return
        } else {
            // A key written with escapes (`"Line one.\nLine two."`) or as a multi-line literal, its indentation
            // stripped (sing-box's toggle explanations: paragraphs with blank lines between them), is its decoded text.
            guard let text = file.source.staticText(of: literal),
                text.utf8.count <= 4096, keys.index(of: text) != nil || lint.staleKeyIndex?.index(of: text) != nil
            else { return }
            key = text
        }
        let token = tokens[index]
        var reference = KeyReference(
            key: key, location: SourceLocation(file: file.path, line: token.line, column: token.column),
            kind: .literal)
        reference.declaredBy = staticMemberDeclaring(index)
        if reference.declaredBy != nil { reference.declaredIn = file.enclosingTypeName(of: index) }
        reference.isInDebugCode = file.isExcluded(index) || context.isDebugFile || isBehindTapCount(index)
        reference.isNeverShown = context.isChartValueLabel(index)
        references.append(reference)
    }

    /// Whether the literal at `index` is the text a lookup gives for its key (`fallback:`, `value:`,
    /// `defaultValue:`): SwiftGen's `L10n.tr("Localizable", "nextUp", fallback: "Next Up")` names the key `nextUp`,
    /// not a key 'Next Up' (Swiftfin's Czech table keeps such a stray).
    /// Whether the literal at `index` opens the arguments of a logging call that localizes nothing
    /// (``LoggingCalls/isLogging(_:)``, neither one of the project's localizing functions nor one of its loggers that
    /// takes a localized value, ``L10nSourceIndex/ProjectIndex/localizingLoggers``): AppPorts'
    /// `AppLogger.shared.logContext("应用由 root 安装，尝试请求管理员权限修复", …)`, written to the log as it is. Its text
    /// names no key, whatever a catalog holds (Chinese text as keys: the same words, never looked up there).
    func isLogLine(_ index: Int) -> Bool {
        guard let open = view.previous(index), view.isPunctuation(open, UInt8(ascii: "(")), let name = view.previous(open),
            tokens[name].kind == .identifier
        else { return false }
        let called = view.text(name)
        return LoggingCalls.isLogging(called) && !lint.isLocalizingCall(named: called)
            && !lint.project.localizingLoggers.contains(called)
    }

    func isLookupText(_ index: Int) -> Bool {
        guard let colon = view.previous(index), view.isPunctuation(colon, UInt8(ascii: ":")), let label = view.previous(colon)
        else { return false }
        return view.token(label, is: "fallback") || view.token(label, is: "value") || view.token(label, is: "defaultValue")
    }

    /// Whether token `index` is in a panel the team opens by tapping several times (``TapCountGate``).
    mutating func isBehindTapCount(_ index: Int) -> Bool {
        var counters = tapCounters
        defer { tapCounters = counters }
        return TapCountGate.isBehindTapCount(index, in: view) { [file] in
            if counters == nil { counters = TapCountGate.counters(in: file) }
            return counters!
        }
    }

    /// Members the system reads by their names, whoever else names them (``UnreachedText/readBySystem``), and App
    /// Intents' and widgets' static texts.
    static let systemReadMembers: Set<String> = UnreachedText.readBySystem.union([
        "title", "description", "typeDisplayRepresentation", "caseDisplayRepresentations", "parameterSummary",
        "shortTitle", "searchKeywords", "configurationDisplayName",
    ])

    /// Whether the literal at `index` is the `??` fallback of a value interpolated into text (Basic-Car-Maintenance's
    /// `Text("\(vehicleName ?? "No Name")")`): an interpolated value is shown as it is, never looked up, so the
    /// literal names no key, whatever a catalog holds (the lookup's key is `%@`).
    func isInterpolatedFallback(_ index: Int) -> Bool {
        guard let before = view.previous(index), view.isOperator(before, "??") else { return false }
        var cursor = before - 1
        while cursor >= 0, cursor >= before - 40 {
            if tokens[cursor].kind == .interpolationOpen { return Int(tokens[cursor].partner) > index }
            cursor -= 1
        }
        return false
    }

    /// Whether the literal at `index` is given to `LocalizedStringResource(stringLiteral:)` or
    /// `LocalizedStringKey(stringLiteral:)` (BsuirScheduleApp's colour names, `"color.\(rawValue)"`): a key, looked up.
    static func isLocalizedResourceLiteral(_ index: Int, in view: CodeView) -> Bool {
        guard let colon = view.previous(index), view.isPunctuation(colon, UInt8(ascii: ":")), let label = view.previous(colon),
            view.token(label, is: "stringLiteral"), let open = view.previous(label), view.isPunctuation(open, UInt8(ascii: "(")),
            let callee = view.previous(open)
        else { return false }
        return view.token(callee, is: "LocalizedStringResource") || view.token(callee, is: "LocalizedStringKey")
    }

    /// The static member whose value the literal at `index` is part of: `updateAppMsg` in `static let updateAppMsg
    /// = T.tr("Localizable", "update_app_msg")`, `accountLimit` in `static func accountLimit(_ p1: Any) -> String {
    /// return T.tr(…) }` (SwiftGen's accessors), `SEND_STRING` in `class func SEND_STRING() -> String { return
    /// "Send".localized }` (a hand-written accessor class); nil elsewhere. Read back at most 60 tokens, not past a
    /// `}` or `;`.
    ///
    /// Only where the value is looked up through a translation function (`tr`, or a name holding `ocalized`; `lookedUp`
    /// when the caller knows the literal is, as the receiver of the app's wrapper): a static
    /// member the system reads (App Intents' `static let deprecation: IntentDeprecation = .init(message: "…")`,
    /// Zavala's) is read whatever code names it.
    private mutating func staticMemberDeclaring(_ index: Int, lookedUp: Bool = false) -> String? {
        var cursor = index - 1
        var steps = 0
        var looksUp = lookedUp
        // Whether the file says SwiftGen generated it (`// Generated using SwiftGen` in its first lines): read the
        // first time a `case` or a bound value asks.
        var generated: Bool?
        func isSwiftGenFile() -> Bool {
            if let generated { return generated }
            let found = String(decoding: file.source.bytes.prefix(600), as: UTF8.self).containsBytes("SwiftGen")
            generated = found
            return found
        }
        while cursor >= 0, steps < 60 {
            defer { cursor -= 1; steps += 1 }
            let token = tokens[cursor]
            if view.isPunctuation(cursor, UInt8(ascii: "}")) || view.isPunctuation(cursor, UInt8(ascii: ";")) { return nil }
            if token.kind == .identifier, !looksUp {
                let name = view.text(cursor)
                // ASCII names (nearly all) by their bytes: the standard library's search by characters cost 36,000
                // instructions a literal.
                looksUp = name == "tr"
                    || (name.utf8.allSatisfy { $0 < 0x80 } ? name.containsBytes("ocalized") : name.contains("ocalized"))
            }
            // Old SwiftGen's enum: `case .forecastTitle(let p0): return L10n.tr(key: "FORECAST_TITLE", p0)` in its
            // `var string` switch, the case named where code uses the key (ParkenDD's `Loc.swift`). In its generated
            // file only: an app's own switch over its cases may make them without naming one (decoded, `allCases`).
            if token.kind == .keyword, view.token(cursor, is: "case") {
                // A key's case in the app's own enum of keys (NextStats' `enum LocalizedKeys: String { case
                // unableToParseData = "error.unableToParseData" }`, read as `.localized(.unableToParseData)`): in use
                // where code names the case. Not an enum whose cases code can make without naming one (`allCases`).
                if !looksUp, cursor == index - 3, let name = view.next(cursor), tokens[name].kind == .identifier,
                    let equals = view.next(name), view.isOperator(equals, "="), isKeysEnumCase(index)
                {
                    return view.text(name)
                }
                guard looksUp, isSwiftGenFile(), let dot = view.next(cursor), view.isPunctuation(dot, UInt8(ascii: ".")),
                    let name = view.next(dot), tokens[name].kind == .identifier
                else { return nil }
                return view.text(name)
            }
            guard token.kind == .keyword,
                view.token(cursor, is: "let") || view.token(cursor, is: "var") || view.token(cursor, is: "func")
            else { continue }
            // A value bound in a case's pattern (`case .forecastTitle(let p0):`): read on to the `case`.
            if let before = view.previous(cursor),
                view.isPunctuation(before, UInt8(ascii: "(")) || view.isPunctuation(before, UInt8(ascii: ",")),
                isSwiftGenFile()
            {
                continue
            }
            // `static`, or a class's `class func` (arcbit's `TLDisplayStrings`: `class func SEND_STRING() -> String {
            // return "Send".localized }`, one per key).
            guard looksUp, let name = view.next(cursor), tokens[name].kind == .identifier,
                let before = view.previous(cursor), view.token(before, is: "static") || view.token(before, is: "class")
            else { return nil }
            // A name in backticks (`` `continue` ``) is looked up as the name (``NameUses/hash(_:)``).
            return view.text(name)
        }
        return nil
    }

    /// Whether the literal at `index` is a raw value in an enum named for keys (`LocalizedKeys`, `StringKey`) in a
    /// file that never says `CaseIterable` nor `rawValue:` (its cases made from a list or a stored value).
    private mutating func isKeysEnumCase(_ index: Int) -> Bool {
        guard let type = file.enclosingTypeName(of: index), type.hasSuffix("Keys") || type.hasSuffix("Key") else { return false }
        if makesCasesUnnamed == nil {
            let bytes = file.source.bytes
            makesCasesUnnamed = bytes.containsBytes(Array("CaseIterable".utf8))
                || bytes.containsBytes(Array("rawValue:".utf8))
        }
        return !makesCasesUnnamed!
    }
}
