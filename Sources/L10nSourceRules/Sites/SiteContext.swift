import L10nSourceIndex
import L10nSourceParsing

/// What a rule sees while it checks a site: the file (``SourceFile``, never changed while its sites are checked)
/// and what every file shares (``LintContext``: options, catalog keys, the project).
///
///     static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
///         guard case .userText(let text) = site else { return }
///         for item in context.textParts(of: text).literals { … context.file.literal(at: item) … }
///     }
///
/// A class, immutable once made: the walker (``SiteWalker``) holds one reference to it. As a struct it was 320 bytes
/// of the walker, copied with it each time the walker called one of its own helpers (some 500,000 copies on three
/// apps).
package final class SiteContext {
    let file: SourceFile
    let lint: LintContext
    /// The file's declarations (types, functions and their parameters, properties and locals), when scanned.
    let declarations: FileDeclarations?
    /// ``FileDeclarations/sampleData``.
    private let sampleData: [ClosedRange<Int>]
    /// The parts of the file whose text nothing shows (``UnreachedText``), in a whole app.
    let unreachedText: UnreachedText
    /// The file is in an agent app and sets the app's main menu (`NSApp.mainMenu = menu`): a menu that never
    /// shows, kept for its key equivalents.
    let buildsHiddenMainMenu: Bool
    /// The file's name says it holds names (`ProperNouns.swift`: ``holdsNames(_:)``).
    private let fileHoldsNames: Bool
    /// A type of the file has a name that says it holds names (``holdsNames(_:)``).
    private let someTypeHoldsNames: Bool
    /// A type of the file has a name that says it holds keys or identifiers (``holdsKeys(_:)``).
    private let someTypeHoldsKeys: Bool
    /// The file imports ArgumentParser: a command-line tool's, whose text swift-argument-parser prints as it is
    /// (it has no localization).
    let isCommandLineTool: Bool
    /// The file's name says it is a debug screen or setting (`SpotlightDebugView`, `CarPlayAssistDebugSettings`):
    /// developers' text.
    let isDebugFile: Bool
    /// The file holds sample data: ``isSampleDataPath(_:)``.
    let isSampleDataFile: Bool
    /// The file is named for analytics: ``isAnalyticsPath(_:)`` (asked of every text, answered once).
    let isAnalyticsFile: Bool
    /// The file's opening comments say it is someone else's code (``ForeignHeader``), in a project whose own files
    /// do not open so.
    let isForeignFile: Bool
    /// The bodies the project's deployment targets rule out (``AvailabilityBranches``).
    let deadBranches: [ClosedRange<Int>]
    /// Whether the file's lint came to a decision `englishKeys` changes (shared by the context's copies).
    let englishKeysUse = EnglishKeysUse()
    /// ``isAmongEndonyms(_:)``'s answers, by body.
    let endonymLists = EndonymLists()
    /// Whether the file's bytes name a `…Failure` at all (``namesFailure(_:)``), worked out for its first finding.
    let failureNamed = FileAnswer()
    /// Whether the file imports Alamofire (``isAlamofireErrorFallback(_:)``), worked out when first asked.
    let importsAlamofire = FileAnswer()
    /// Whether the file imports Charts (``isChartValueLabel(_:)``), worked out when first asked.
    let importsCharts = FileAnswer()
    /// Whether the file declares one of the project's language tables (``isInLanguageTable(_:)``): asked once, so
    /// that the files which declare none (nearly all) never look up a literal's enclosing type for it.
    let declaresLanguageTable = FileAnswer()
    /// The kinds of the file's literals, each classified once (``LiteralKinds``).
    let literalKinds = LiteralKinds()

    /// The context of `file`, whose declarations are `declarations`; `parts` are what the file alone tells
    /// (``SiteFileParts``), worked out here when not given.
    init(file: SourceFile, lint: LintContext, declarations: FileDeclarations?, parts: SiteFileParts? = nil) {
        self.file = file
        self.lint = lint
        let parts = parts ?? SiteFileParts(file: file, declarations: declarations)
        fileHoldsNames = parts.fileHoldsNames
        someTypeHoldsNames = parts.someTypeHoldsNames
        someTypeHoldsKeys = parts.someTypeHoldsKeys
        buildsHiddenMainMenu = (lint.isInAgentApp(file.path) || lint.project.isAgentApp) && Self.setsMainMenu(file)
        isCommandLineTool = parts.isCommandLineTool
        isDebugFile = parts.isDebugFile
        isSampleDataFile = parts.isSampleDataFile
        isAnalyticsFile = parts.isAnalyticsFile
        isForeignFile = lint.project.isForeignCode(file.path)
        deadBranches = AvailabilityBranches.deadRanges(in: file, targets: lint.deploymentTargets)
        self.declarations = declarations
        sampleData = parts.sampleData
        var unreached = UnreachedText()
        if let reach = lint.project.reach, let declarations {
            unreached = UnreachedText(file: file, declarations: declarations, reach: reach)
        }
        unreached.append(parts.ownUnreached)
        unreachedText = unreached
    }

    var view: CodeView { file.view }
    var tokens: [Token] { file.tokens }

    /// True when the UI rules skip token `index`: what ``SourceFile/isExcluded(_:)`` skips (`#Preview`, `#if DEBUG`,
    /// preview types), and the values of static or global sample-data properties (`static var preview: Video { … }`).
    func isExcluded(_ index: Int) -> Bool {
        file.isExcluded(index) || sampleData.contains { $0.contains(index) } || isInUnreachedView(index)
            || (!unreachedText.parts.isEmpty && unreachedText.reason(at: index) != nil)
    }

    /// Whether text given to `sink` is an item of an agent app's main menu: never shown (``buildsHiddenMainMenu``).
    func isInHiddenMainMenu(_ sink: TextSink) -> Bool {
        buildsHiddenMainMenu && (sink.api.shownBy ?? sink.name).hasPrefix("NSMenu")
    }

    /// Whether the file imports `module` among its first imports (they come first: read up to the first
    /// declaration, at most 400 tokens).
    static func imports(_ module: StaticString, in file: SourceFile) -> Bool {
        let view = file.view
        let tokens = file.tokens
        for index in tokens.indices.prefix(400) where tokens[index].kind == .keyword {
            if view.token(index, is: "import") {
                if let name = view.next(index), view.token(name, is: module) { return true }
            } else if !(view.token(index, is: "@testable") || view.token(index, is: "#if") || view.token(index, is: "#endif")
                || view.token(index, is: "#else") || view.token(index, is: "#elseif") || view.token(index, is: "canImport"))
            {
                return false
            }
        }
        return false
    }

    /// `.mainMenu = …` in the file.
    private static func setsMainMenu(_ file: SourceFile) -> Bool {
        let view = file.view
        for index in file.tokens.indices where file.tokens[index].kind == .identifier && view.token(index, is: "mainMenu") {
            if view.followsDot(index), let next = view.next(index), view.isOperator(next, "=") { return true }
        }
        return false
    }

    /// Whether token `index` is inside a view or another type of the project that no code creates
    /// (``ProjectIndex/unreachedViews``, ``ProjectIndex/unreachedTypes``).
    func isInUnreachedView(_ index: Int) -> Bool {
        guard !lint.project.unreachedViews.isEmpty || !lint.project.unreachedTypes.isEmpty,
            let name = file.enclosingTypeName(of: index)
        else { return false }
        return lint.project.unreachedViews.contains(name) || lint.project.unreachedTypes.contains(name)
    }

    /// Whether this file declares `name` (a property, a local or a parameter) and every such declaration with a
    /// type is text: `let versionNumber: String` holds no number, whatever its name says.
    ///
    ///     let versionNumber: String = "1.2"   // isDeclaredAsText("versionNumber") == true
    ///     func show(count: Int)               // isDeclaredAsText("count") == false
    /// Whether the name at `name` is declared there as a static member: `static let value = …`, `static var …`
    /// (`class var` too), read through its type (`Type.value`), never as another type's instance member.
    func isStaticDeclaration(_ name: Int) -> Bool {
        guard let keyword = view.previous(name), view.token(keyword, is: "let") || view.token(keyword, is: "var"),
            let modifier = view.previous(keyword)
        else { return false }
        return view.token(modifier, is: "static") || view.token(modifier, is: "class")
    }

    func isDeclaredAsText(_ name: String) -> Bool {
        guard let declarations else { return false }
        var types: [String] = declarations.properties.compactMap { $0.name == name ? $0.type : nil }
        for function in declarations.functions {
            for parameter in function.parameters where parameter.name == name { types.append(parameter.type) }
        }
        return !types.isEmpty && types.allSatisfy { LocalizationType.isText($0) }
    }
}

/// What this file declares about the names an expression reads (no type inference: declarations as written).
extension SiteContext {
    /// The name tokens of an expression that is a chain of names — `date`, `self.date`, `order.placedAt` — or
    /// nil for anything else (a call, a literal, an operator).
    func nameChain(_ range: Range<Int>) -> [Int]? {
        var names: [Int] = []
        var offset = 0
        for index in range where !tokens[index].isComment {
            let isName = tokens[index].kind == .identifier || view.token(index, is: "self")
            if offset % 2 == 0 ? !isName : !view.isPunctuation(index, UInt8(ascii: ".")) { return nil }
            if offset % 2 == 0 { names.append(index) }
            offset += 1
        }
        return offset % 2 == 1 ? names : nil
    }

    /// The type this file declares `name` with where token `index` reads it: a parameter of the function around
    /// it, else the nearest local or global before it, else a member of the type around it.
    func declaredType(of name: String, at index: Int) -> String? {
        guard let declarations else { return nil }
        if let function = declarations.functions.last(where: { $0.body?.contains(index) == true && $0.parameters.contains { $0.name == name } }),
            let parameter = function.parameters.first(where: { $0.name == name })
        {
            return parameter.type
        }
        if let property = declarations.property(named: name, before: index), property.scope != .member {
            return property.type
        }
        return memberType(of: name, in: file.enclosingTypeName(of: index))
    }

    /// The type of the member `name` of the type `owner`, as a declaration of `owner` in this file gives it, else
    /// as the project's declarations agree on it (``ProjectIndex/memberTypes``).
    func memberType(of name: String, in owner: String?) -> String? {
        guard let owner else { return nil }
        let local = declarations?.properties.first { property in
            property.name == name && property.scope == .member
                && declarations!.types.contains { $0.name == owner && $0.body.contains(property.nameToken) }
        }
        return local?.type ?? lint.project.memberTypes[FileFacts.MemberKey(type: owner, name: name)]
    }

    /// The type of a chain of names (``nameChain(_:)``): the first name's type as this file declares it, then
    /// each member's type in the type before it, as this file or the project declares it. `order.placedAt` is a
    /// `Date` when this file declares `order: Order` and a file declares `Order`'s `placedAt: Date`; `date.day` is
    /// a `String` when an extension of `Date` declares `var day: String`.
    func chainType(_ names: [Int]) -> String? {
        guard let first = names.first else { return nil }
        var type = view.token(first, is: "self")
            ? file.enclosingTypeName(of: first) : declaredType(of: view.text(first), at: first)
        for name in names.dropFirst() {
            guard let owner = type.flatMap(FileDeclarations.typeName) else { return nil }
            type = memberType(of: view.text(name), in: owner)
        }
        return type
    }
}

/// The parts of user-facing text the text rules read.
extension SiteContext {
    /// What an expression given to the user is made of: the literals people read — its shown parts
    /// (``TextExpression``: the expression itself, each `??` fallback, each ternary branch, not the condition, not
    /// a side of a comparison), the format of `String(format:)` — or, when pieces are joined with `+`, the first
    /// top-level `+`.
    struct TextParts {
        var literals: [Int] = []
        var plus: Int?
    }

    func textParts(of text: UserText) -> TextParts {
        let range = text.expression
        if let item = view.singleItem(range), let literal = file.literal(at: item) {
            return TextParts(literals: [item] + chosenText(in: literal, for: text))
        }
        guard file.hasLiteralOrPlus(range) else { return TextParts() }
        let expression = TextExpression(range, in: view)
        let items = expression.items
        if let plus = items.first(where: { view.isOperator($0, "+") }) { return TextParts(plus: plus) }
        var parts = TextParts()
        for position in expression.shownStart..<items.count where expression.isShown(position) {
            let item = items[position]
            if isLocalizedReceiver(item) { continue }
            guard let literal = file.literal(at: item) else {
                parts.literals += formatLiterals(at: item)
                // A parenthesised branch: `a ? "On" : (b ? "Off" : "Unknown")`.
                if isGroup(item, after: position > 0 ? items[position - 1] : nil), let close = view.matching(item) {
                    let inner = textParts(of: UserText(expression: item + 1..<close, sink: text.sink, isAppended: false, anchor: item + 1))
                    parts.literals += inner.literals
                }
                continue
            }
            parts.literals.append(item)
            parts.literals += chosenText(in: literal, for: text)
        }
        return parts
    }

    /// Text chosen inside a literal's interpolations is read too: `"Low Power: \(on ? "On" : "Off")"`.
    private func chosenText(in literal: StringLiteral, for text: UserText) -> [Int] {
        guard file.hasInterpolation(literal) else { return [] }
        var literals: [Int] = []
        for case .interpolation(let range) in file.source.segments(of: literal) {
            literals += textParts(of: UserText(expression: range, sink: text.sink, isAppended: false, anchor: range.lowerBound)).literals
        }
        return literals
    }

    /// A literal that is hardcoded prose where it stands: the value people read, its interpolations, and how a
    /// finding shows it.
    struct ProseLiteral {
        var value: String
        var interpolations: [Range<Int>]
        /// The value, or the source text when it interpolates (`\(count) restaurants`).
        var shown: String
        /// A scanned catalog has the text as a key of its own (Xcode extracted it from a `LocalizedStringKey`).
        var isCatalogKey: Bool
        /// A scanned table or catalog has the text as a key, and it reaches the screen through the app's own
        /// declaration (where the app may look it up): the team's English keys, unless it shows it as it is.
        var isTableKey = false
        /// The team keys by English text, the position looks the text up as a key (a SwiftUI `LocalizedStringKey`),
        /// and no scanned table holds it: not hardcoded, but shown in English in every language until the tables
        /// have it (noop's `Text("Experimental sleep staging (V2)")`, missing from its catalog).
        var isKeyNoTableHolds = false
    }

    /// The literal at `item` when its text is prose given to `sink`: not a key (`home.title.text`, `cart.items
    /// \(count)`) and not words-free text. A SwiftUI `LocalizedStringKey` literal that a catalog holds as a key
    /// is prose used as its own key: hardcoded, unless the team uses English keys (``LintOptions/englishKeys``).
    func proseLiteral(at item: Int, for sink: TextSink, honouringEnglishKeys: Bool = true) -> ProseLiteral? {
        if case .prose(let prose) = proseDecision(at: item, for: sink, honouringEnglishKeys: honouringEnglishKeys) {
            return prose
        }
        return nil
    }

    /// Why a literal given to a sink is or is not prose: the one decision ``proseLiteral(at:for:)`` and `check
    /// --explain` read.
    enum ProseDecision {
        case prose(ProseLiteral)
        case notProse(NotProse)
    }

    /// Why a literal is not hardcoded prose, as `check --explain` says it.
    enum NotProse: String {
        case notALiteral = "not a string literal"
        case dottedKey = "a dotted key (three or more segments): looked up in the catalog"
        case keyWithArguments = "a key with arguments (a plural or format entry in the catalog)"
        case key = "reads as a key, not prose (a single lower-case word, or a kebab, snake or dotted key)"
        case noWords = "not prose: no words (a URL, path, file name, identifier, acronym, number, format or punctuation)"
        case productName = "the app's own name (from its @main type, its .xcodeproj or its Info.plist's display name)"
        case englishKey = "prose used as its own catalog key, and the configuration sets 'englishKeys'"
        case translatedKey = "prose used as its own catalog key, which another language translates: shown translated (key-convention judges the key)"
        case names = "declared in a type whose name says it holds names (…Nouns, …Names, …Brands, …Codecs), or given to a property named for a product's or company's name (productName, appName, brandName, companyName, marketingName): brands, products, formats and acronyms, which translators leave"
        case tableKeyShownElsewhere = "a key of the app's tables (the configuration sets 'englishKeys'), shown through the app's own declaration: localized where it is shown"
        case codes = "given to a property named for a code or an identifier (errorCode, statusCode, identifier), or declared in a type named for keys or identifiers (…Keys, …Identifiers): a code, shown as it is in every language if at all"
        case languageTable = "declared in a type named for a language beside the project's types of the same name for other languages ('TLRen', 'TLRko', 'TLRzh'): the team's own translation table, each language's text in its type"
        case replacedPlaceholder = "a placeholder the code making a view sets, and the type gives every view made there another text before it is shown"
        case legalNotice = "a copyright notice or a software licence's text: legal text shown in its holder's words in every language"
        case keptAlike = "every language the app ships writes this text as the source does, in its tables' values: localized, it would show the same"
        case capitalsKept = "words in capitals, which the app's tables keep in English in every language ('GET STARTED' as it is in Japanese): the app's style, shown alike"
        case shownVerbatim = "the app shows this same text as it is elsewhere (Text(verbatim:) or Text(String(…))): the team decided it is not translated"
        case taughtTerm = "a term of the language the app teaches, or its romanization, given to the app's own type that pairs a term with how it is read (a 'romanization:' parameter): lesson content, the same in every language"
        case bilingual = "written in two of the app's languages at once, set apart by a dash, slash, bar or parentheses ('Sunrise - HaNetz - הנץ'): its users of both read it as it is"
        case unshippedScript = "written only in a script none of the app's languages is written in and the app's data files are (Greek in a Greek course for English and Russian speakers): its content, which no translation of the app changes"
        case namesByPractice = "a name by the file's practice: the same parameter of the same call is given a localized value elsewhere in this file, and one-word literals three times as often (the team localized the exception and left the names)"
        case namedBesideLocalized = "a name: one word given to a plain 'String' parameter of the app's own declaration, which takes a localized parameter beside it ('engineCard(tag:name:sub:)', 'sub: LocalizedStringKey'): the team chose what to localize there"
        case formatterFallback = "the fallback of a formatter's 'string(from:)', which returns text for the values it is given: not shown"
        case fieldNameFallback = "the fallback of a data field that names the field it stands in for ('title ?? \"Title not found\"'): a developer's marker for data that is missing, not copy"
        case bundleValueFallback = "the fallback of a value Xcode writes into every app's Info.plist (CFBundleShortVersionString, CFBundleVersion, CFBundleName): not shown"
        case alamofireFallback = "the fallback of Alamofire's 'AFError.errorDescription', which has text for every error: not shown"
        case unwrappedElsewhereFallback = "the fallback of a member the project's code force-unwraps elsewhere ('recipe.title!'): the team's code says the value is always there, so the fallback is not shown"
        case ownKeyFallback = "the fallback of a dictionary read by one of its own keys (a loop or closure over 'dict.keys'): the value is always there, so the fallback is not shown"
        case namedLookup = "localized: the call names its table, bundle or comment (tableName:, table:, bundle:, comment:); key-convention judges the key"
    }

    /// Whether the literal at token `item` is declared in a type named for a language (`TLRen`: a stem, then a
    /// language code) while the project declares the same stem for another language (`TLRko`, `TLRzh`): TiTi's own
    /// translation tables, one type per language, which its `Localized.string(_:)` picks by the app's language
    /// (``ProjectIndex/languageTableTypes``).
    func isInLanguageTable(_ item: Int) -> Bool {
        let tables = lint.project.languageTableTypes
        guard !tables.isEmpty, declaresLanguageTable.answer({ file.declaresType(where: tables.contains) }),
            let type = file.enclosingTypeName(of: item)
        else { return false }
        return tables.contains(type)
    }

    /// The local the identifier at token `name` names, declared before it in the same function, and the one string
    /// literal its whole initializer is: `let key = "prefix_\(code)"`, `var name = ""`.
    func localLiteral(namedBy name: Int) -> (local: FileDeclarations.Property, literal: Range<Int>)? {
        guard tokens[name].kind == .identifier, let declarations,
            let local = declarations.property(named: view.text(name), before: name), local.scope == .local,
            let initializer = local.initializer, let first = view.firstCode(in: initializer), file.literal(at: first) != nil,
            // Nothing of the initializer after the literal.
            view.next(view.skip(first) - 1).map({ $0 >= initializer.upperBound }) ?? true
        else { return nil }
        return (local, first..<view.skip(first))
    }

    /// Whether the literal at token `item` is the `??` fallback of a formatter's output (``isFormatterOutput(endingBefore:)``).
    func isFormatterFallback(_ item: Int) -> Bool {
        guard let coalescing = view.previous(item), view.isOperator(coalescing, "??") else { return false }
        return isFormatterOutput(endingBefore: coalescing)
    }

    /// Whether the literal at token `item` is the `??` fallback of a plain optional field that names the field
    /// (Ichthys Calendar's models: `title ?? "Title not found"`, `fullName ?? "Unwrapped Full Name"`,
    /// `titleGenitive ?? "titleGenitive"`): the field's words, camel case split, are all in the text, which says
    /// the data is missing to its developer, not a user, when the text is the field's name as written or says so
    /// ('not found', 'unwrapped', 'not set'). The field's name in words alone is too little to go on
    /// (`description ?? "Description"` is a row's placeholder title, Lockdown's custom lists).
    ///
    ///     var unwrappedTitle: String { title ?? "Title not found" }    // a marker
    ///     var title: String { titleStored ?? "Found Nil" }             // a marker: it says 'nil'
    ///     var displayName: String { nickname ?? "Anonymous" }          // copy
    func isFieldNameFallback(_ item: Int, value: String) -> Bool {
        guard let coalescing = view.previous(item), view.isOperator(coalescing, "??"), let field = view.previous(coalescing),
            tokens[field].kind == .identifier
        else { return false }
        let name = view.text(field)
        let words = IdentifierWords.of(name)
        guard !words.isEmpty else { return false }
        let text = value.lowercased()
        let textWords = Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
        // Text that names the missing value as code does ('Found Nil', TimePiece's `titleStored ?? "Found Nil"`):
        // a marker for its developer, whatever the field.
        if textWords.contains("nil") || textWords.contains("null") { return true }
        let joined = text.filter(\.isLetter)
        guard words.allSatisfy({ textWords.contains($0) }) || joined.contains(name.lowercased()) else { return false }
        // The field's own name as written (`titleGenitive`), or words that say the data is missing.
        return value == name || ["not found", "unwrapped", "not set"].contains { text.contains($0) }
    }

    /// Whether the literal at token `item` is the `??` fallback of `name.member` (`recipe.title ?? "Untitled
    /// Recipe"`) where some file of the project force-unwraps the same `name.member` (flavorly's `Text(recipe.title!)`,
    /// ``ProjectIndex/forceUnwrappedMembers``): the app's own code says the value is always there.
    func isForceUnwrappedElsewhere(_ item: Int) -> Bool {
        let unwrapped = lint.project.forceUnwrappedMembers
        guard !unwrapped.isEmpty, let coalescing = view.previous(item), view.isOperator(coalescing, "??"),
            let member = view.previous(coalescing), let path = view.simpleMemberPath(endingAt: member)
        else { return false }
        return unwrapped.contains(path)
    }

    /// Whether the literal at token `item` is the `??` fallback of a dictionary read by one of its own keys: the
    /// key is a loop's or closure's parameter over that dictionary's keys (`ForEach(languagesDict.keys.sorted(), id:
    /// \.self) { key in Text(languagesDict[key] ?? "Unknown language") }`, `for key in names.keys`), so the value is
    /// always there and the fallback never shows (Tsuki's language picker).
    func isOwnKeyFallback(_ item: Int) -> Bool {
        guard let coalescing = view.previous(item), view.isOperator(coalescing, "??"),
            let close = view.previous(coalescing), view.isPunctuation(close, UInt8(ascii: "]")),
            let key = view.previous(close), tokens[key].kind == .identifier,
            let open = view.previous(key), view.isPunctuation(open, UInt8(ascii: "[")),
            let dictionary = view.previous(open), tokens[dictionary].kind == .identifier
        else { return false }
        let keyName = view.text(key)
        let dictionaryName = view.text(dictionary)
        // The key's binding is near: `key in` of the closure or loop around the read.
        var index = dictionary
        for _ in 0..<300 {
            guard let before = view.previous(index) else { return false }
            index = before
            guard tokens[index].kind == .identifier, view.text(index) == keyName, let keyword = view.next(index),
                view.token(keyword, is: "in")
            else { continue }
            // What it iterates: after `in` up to the loop's `{` (`for key in names.keys {`), or the arguments of the
            // call the closure is given to (`ForEach(dict.keys.sorted()) { key in`).
            var range: ClosedRange<Int>?
            if let forKeyword = view.previous(index), view.token(forKeyword, is: "for") {
                var end = keyword
                while let next = view.next(end), !view.isPunctuation(next, UInt8(ascii: "{")), next - keyword < 40 { end = next }
                range = keyword...end
            } else if let brace = view.previous(index), view.isPunctuation(brace, UInt8(ascii: "{")),
                let parenthesis = view.previous(brace), view.isPunctuation(parenthesis, UInt8(ascii: ")")),
                let start = view.matching(parenthesis)
            {
                range = start...parenthesis
            }
            guard let range else { return false }
            var position = range.lowerBound
            while position < range.upperBound {
                if tokens[position].kind == .identifier, view.text(position) == dictionaryName, let dot = view.next(position),
                    view.isPunctuation(dot, UInt8(ascii: ".")), let member = view.next(dot), view.token(member, is: "keys")
                {
                    return true
                }
                guard let next = view.next(position) else { break }
                position = next
            }
            return false
        }
        return false
    }

    /// Whether the literal at token `item` is the `??` fallback of an Alamofire error's description, in a file that
    /// imports Alamofire: `error.errorDescription ?? "Upload failed"` where `error` is bound by `.failure(let
    /// error)` or declared `AFError`. `AFError.errorDescription` returns text for every case, so the fallback is
    /// never shown (PetNote's request handlers).
    func isAlamofireErrorFallback(_ item: Int) -> Bool {
        guard let coalescing = view.previous(item), view.isOperator(coalescing, "??"),
            let member = view.previous(coalescing), view.token(member, is: "errorDescription"),
            let dot = view.previous(member), view.isPunctuation(dot, UInt8(ascii: ".")),
            var name = view.previous(dot)
        else { return false }
        if view.isOperator(name, "?"), let optional = view.previous(name) { name = optional }
        guard tokens[name].kind == .identifier, importsAlamofire.answer({ Self.imports("Alamofire", in: file) }) else { return false }
        let bound = view.text(name)
        // The binding is near: the `case` of the handler's `switch`, or the declaration of the property.
        var index = name
        for _ in 0..<400 {
            guard let before = view.previous(index) else { break }
            index = before
            guard tokens[index].kind == .identifier, view.text(index) == bound else { continue }
            if let colon = view.next(index), view.isPunctuation(colon, UInt8(ascii: ":")), let type = view.next(colon),
                view.token(type, is: "AFError")
            {
                return true
            }
            // `.failure(let error)` or `case let .failure(error)`.
            var open = view.previous(index)
            if let keyword = open, view.token(keyword, is: "let") { open = view.previous(keyword) }
            if let open, view.isPunctuation(open, UInt8(ascii: "(")), let callee = view.previous(open), view.token(callee, is: "failure") {
                return true
            }
        }
        return false
    }

    /// Whether the expression that ends just before token `index` is a formatter's output: `formatter.string(from:
    /// interval)`, `Self.durationFormatter.string(for: value)`, `DateComponentsFormatter().string(from: seconds)`.
    /// Foundation's formatters return text for every value of the type they format, so the `??` fallback after
    /// them is never shown (PopcornTime's `formatter.string(from: runtime * 60) ?? "0 min"`).
    func isFormatterOutput(endingBefore index: Int) -> Bool {
        guard let close = view.previous(index), view.isPunctuation(close, UInt8(ascii: ")")),
            let open = view.matching(close), let callee = view.previous(open), view.token(callee, is: "string"),
            let label = view.next(open), view.token(label, is: "from") || view.token(label, is: "for"),
            let dot = view.previous(callee), view.isPunctuation(dot, UInt8(ascii: ".")), var receiver = view.previous(dot)
        else { return false }
        // `DateComponentsFormatter().string(from:)`: the type the call makes.
        if view.isPunctuation(receiver, UInt8(ascii: ")")), let made = view.matching(receiver), let type = view.previous(made) {
            receiver = type
        }
        return view.text(receiver).lowercased().hasSuffix("formatter")
    }

    /// Whether the declaration around token `item` says it holds names, not prose: the type around it or the
    /// file's name ends in `Nouns`, `Names`, `Brands`, `Trademarks`, `Codecs` or `Acronyms` (`enum ProperNouns {
    /// static let hevc = "HEVC" }`, `extension L10n { … }` in `ProperNouns.swift`).
    func holdsNames(_ item: Int) -> Bool {
        if fileHoldsNames { return true }
        // Most files declare no such type: no need to find the one around each literal.
        guard someTypeHoldsNames, let type = file.enclosingTypeName(of: item) else { return false }
        return Self.namesNames(type)
    }

    /// Whether the literal is given to a parameter or property whose name says it holds a licence, a copyright or a
    /// credit (`licenseText: "This app uses data from LTA DataMall…"`, `copyright = "…"`, `let attribution = "…"`):
    /// Tsugi2's licences page lists each source's attribution beside the English licence texts, kept as their
    /// authors wrote them.
    ///
    ///     Dependency(name: "LTA DataMall", licenseText: "This app uses data from LTA DataMall.")   // true
    func isGivenToLegalName(_ item: Int) -> Bool {
        guard let before = view.previous(item),
            view.isPunctuation(before, UInt8(ascii: ":")) || view.isOperator(before, "="),
            let name = view.previous(before), tokens[name].kind == .identifier
        else { return false }
        return Self.isLegalName(view.text(name))
    }

    /// Whether the literal is given to a parameter or property named for who made something (`author:`,
    /// `authorName:`, `creator =`, `copyrightHolder:`): a person's or an organization's name, the same in every
    /// language (dictus' licences page: `author: "UiT The Arctic University of Norway"`).
    ///
    ///     License(name: "WhisperKit", author: "Argmax, Inc.", license: mit)   // true at "Argmax, Inc."
    func isGivenToMakersName(_ item: Int) -> Bool {
        guard let before = view.previous(item),
            view.isPunctuation(before, UInt8(ascii: ":")) || view.isOperator(before, "="),
            let name = view.previous(before), tokens[name].kind == .identifier
        else { return false }
        return Self.makersNames.contains(view.text(name))
    }

    /// Whether a text is one word that starts with a capital (`Whisper`, `SenseVoice`): what a name looks like.
    ///
    ///     SiteContext.isOneCapitalizedWord("SenseVoice")   // true
    ///     SiteContext.isOneCapitalizedWord("Fast, on-device")   // false
    static func isOneCapitalizedWord(_ value: String) -> Bool {
        guard let first = value.first, first.isUppercase else { return false }
        return value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
    }

    /// Names of parameters and properties that hold who made something (``isGivenToMakersName(_:)``).
    static let makersNames: Set<String> = [
        "author", "authors", "authorName", "creator", "creatorName", "copyrightHolder", "copyrightOwner", "maintainer",
    ]

    /// Whether an identifier names a licence's text (`license`, `licenseText`, `licenceNotice`), a copyright, an
    /// attribution or acknowledgements. Not a licence's state or key, which an app that sells licences shows in
    /// its own words (`licenseStatus`, `licenseMessage`, `licenseKey`), nor the verb (`acknowledgeButton`).
    ///
    ///     SiteContext.isLegalName("licenseText")        // true
    ///     SiteContext.isLegalName("acknowledgements")   // true
    ///     SiteContext.isLegalName("licenseMessage")     // false
    static func isLegalName(_ name: String) -> Bool {
        let words = IdentifierWords.of(name).map { $0.lowercased() }
        if words.contains(where: { ["copyright", "attribution", "attributions", "acknowledgements", "acknowledgments"].contains($0) }) {
            return true
        }
        guard words.contains(where: { ["license", "licence", "licenses", "licences"].contains($0) }) else { return false }
        return words.allSatisfy { ["license", "licence", "licenses", "licences", "text", "notice", "body", "content", "full"].contains($0) }
    }

    /// Whether a declaration the text goes through is a property whose name says it holds a product's or a
    /// company's name (`let productName = "UTM SE"`, `Config.appName`, `brandName`): a name, never translated.
    static func isNameProperty(_ declaration: String) -> Bool {
        let name = declaration.split(separator: ".").last.map(String.init) ?? declaration
        return [
            "productName", "appName", "applicationName", "brandName", "companyName", "vendorName", "manufacturerName",
            "marketingName", "modelName", "publisherName", "developerName",
        ]
            .contains(name)
    }

    /// Whether `value` is a term of the language an app teaches or looks up, given to the app's own type that pairs
    /// a term with how it is read (a `romanization:`, `pronunciation:`, `transliteration:`, `pinyin:`, `jyutping:`,
    /// `romaji:` or `reading:` parameter): the term written in its own script (`十二生肖`), or its romanization with
    /// tone numbers (`tin1 gon1 dei6 zi1`). jyutping's `Term(name:romanization:emoji:comment:)`: lesson content, the
    /// same in every language.
    ///
    ///     SiteContext.isTaughtTerm("十二生肖", through: "Term(name:romanization:emoji:comment:)")   // true
    ///     SiteContext.isTaughtTerm("Chinese zodiac", through: "Term(name:romanization:emoji:comment:)")   // false
    static func isTaughtTerm(_ value: String, through declaration: String) -> Bool {
        // The value first: most literals are neither (and the declaration's text is searched only for the others).
        var hasLetter = false
        var hasLatinLetter = false
        for scalar in value.unicodeScalars where scalar.properties.isAlphabetic {
            hasLetter = true
            if scalar.isASCII { hasLatinLetter = true; break }
        }
        guard hasLetter else { return false }
        // The term in its own script: no Latin letter; or a romanization: each word small letters ending in a tone
        // number (`gaa1`, `sing3`).
        let isTerm = !hasLatinLetter
            || value.split(separator: " ").allSatisfy { word in
                guard let last = word.last, last.isNumber, word.count >= 2 else { return false }
                return word.dropLast().allSatisfy { $0.isLowercase && $0.isASCII }
            }
        // Each phrase ends in `:`: a declaration without one in its bytes holds none (and is not searched seven times).
        guard isTerm, declaration.utf8.contains(UInt8(ascii: ":")) else { return false }
        return ["romanization:", "pronunciation:", "transliteration:", "pinyin:", "jyutping:", "romaji:", "reading:"]
            .contains(where: declaration.contains)
    }

    /// Whether the declaration text went through is named for a code or an identifier (`errorCode`, `code`,
    /// `statusCode`, `identifier`, `deviceID`): its values are codes (the Swiss certificate app's `"C|B64"`, `"NE|PE"`),
    /// shown as they are.
    ///
    ///     SiteContext.isCodeProperty("TransferError.errorCode")  // true
    ///     SiteContext.isCodeProperty("countryName")              // false
    static func isCodeProperty(_ declaration: String) -> Bool {
        var name = Substring(declaration.split(separator: ".").last ?? Substring(declaration))
        if let open = name.firstIndex(of: "(") { name = name[..<open] }
        return name == "code" || name.hasSuffix("Code") || name == "identifier" || name.hasSuffix("Identifier")
            || name.hasSuffix("ID")
    }

    /// Whether a file's name says it holds a debug screen or setting: `Debug` in it (`SpotlightDebugView`,
    /// `DebugMenu`), `debug` at its start (`debug_view`), or a developers' screen (`DeveloperSettingsViewModel`,
    /// `DevMenu`).
    ///
    /// A diagnostics screen (`DatabaseDiagnosticView`, Mixin's `Diagnose` folder) is one too: its dumps are kept in
    /// English so that reports reach the developers in English.
    static func isDebugName(_ name: String) -> Bool {
        if name.hasPrefix("debug") { return true }
        if name.containsBytes("Diagnos") { return true }
        // A member named for the developers' part of a screen (LaunchNext's settings `developmentSection`,
        // `developerTab`): its first word says development.
        if name.hasPrefix("develop"), isDevelopmentMember(name) { return true }
        // Every other word starts with "De", which most names do not hold: one search for it first.
        guard name.containsBytes("De") else { return false }
        return name.containsBytes("Debug") || isDeveloperScreenName(name)
    }

    /// `developmentSection`, `developerTab`, `developmentView`: `development` or `developer`, then a word that names a
    /// part of the interface. Not `developerName` or `developerWebsite` (an about screen's credit).
    static func isDevelopmentMember(_ name: String) -> Bool {
        for prefix in ["development", "developer"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            return ["Section", "View", "Tab", "Menu", "Settings", "Options", "Panel", "Tools", "Screen", "Page"].contains { rest.hasPrefix($0) }
        }
        return false
    }

    /// Names of developers' screens and menus (`DeveloperSettings`, `DevMenu`, TPASS's `Views/DevViews/`, cronica's
    /// `DeveloperView`).
    static func isDeveloperScreenName(_ name: String) -> Bool {
        ["DeveloperSettings", "DeveloperMenu", "DeveloperOptions", "DeveloperMode", "DeveloperTools", "DevSettings",
         "DevMenu", "DevViews", "DevTools", "DeveloperViews", "DeveloperDashboard", "DevDashboard", "DevPanel",
         "DeveloperPanel", "DeveloperView"].contains(where: name.containsBytes)
    }

    /// Whether a file's name, or one of the two folders it is in, says debug (``isDebugName(_:)``): Session's
    /// `Settings/DeveloperSettings/…`, Muun's `Action/DebugExecutablesGroup/UserAccountManagement/…`. A folder
    /// named for developers' screens counts further up too, its spaces aside: Corona-Warn-App's
    /// `Source/Developer Menu/Features/DMBoosterRules/…`.
    static func isDebugPath(_ path: String) -> Bool {
        isDebugPath(path, named: fileName(path))
    }

    /// ``isDebugPath(_:)`` of a path whose ``fileName(_:)`` is `name` (worked out once by the caller).
    static func isDebugPath(_ path: String, named name: String) -> Bool {
        if isDebugName(name) { return true }
        let nearest: Bool
        if let last = PathComponents.last(3, of: path) {
            // An ASCII path's characters are its bytes: split on them (every context asks this of its file's path,
            // and splitting by `Character` cost 5 % of a check's instructions).
            nearest = last.dropLast().contains { isDebugName(String($0)) }
        } else {
            nearest = path.split(separator: "/").dropLast().suffix(2).contains { isDebugName(String($0)) }
        }
        if nearest { return true }
        // Further up, a folder named for debug or QA screens as a whole (Brave's `Settings/Debug/Rewards
        // Internals/QA/…`).
        if path.containsBytes("/Debug/") || path.containsBytes("/QA/") || path.hasPrefix("Debug/") { return true }
        // Further up, only a folder named for developers' screens (all of them hold "Dev").
        guard path.containsBytes("Dev") else { return false }
        return path.split(separator: "/").dropLast().contains { folder in
            isDeveloperScreenName(folder.contains(" ") ? folder.split(separator: " ").joined() : String(folder))
        }
    }

    /// Whether the file's name or a folder it is in is named for sample data: mocks, fakes, fixtures, stubs, preview
    /// content (WooCommerce's `Yosemite/Model/Mocks/Graphs/ScreenshotsObjectGraph.swift`, Xcode's `Preview Content`),
    /// a client's demo stand-in (`PaymentClientDemo.swift`) or demo data (Overhead's `DemoDataProvider.swift`, a
    /// journey simulated from the feed's own station names), what UI tests launch the app with (`UITestDataService.swift`):
    /// data for previews, tests and screenshots, not the app's text. A word at the start of a name or after a
    /// lowercase letter (`ProductMock`, `MockData`), not inside one (`Mockingbird` holds no "Mocks" word either).
    static func isSampleDataPath(_ path: String) -> Bool {
        guard path.containsBytes("Mock") || path.containsBytes("Fixture") || path.containsBytes("Stub")
            || path.containsBytes("Preview") || path.containsBytes("mock") || path.containsBytes("Fake")
            || path.containsBytes("Demo.swift") || path.containsBytes("DemoData") || path.containsBytes("UITest") || path.containsBytes("SnapshotViewController.swift")
        else { return false }
        // The screen a snapshot test renders a component in (goma's `CashoutAmountViewSnapshotViewController.swift`
        // beside its `…SnapshotTests.swift`): sample states for the tests' images.
        if path.hasSuffix("SnapshotViewController.swift") { return true }
        // A client's stand-in for demo mode and previews, named for it (Hedvig's `PaymentClientDemo.swift`, its
        // `FetchContractsClientDemo`): the server's text faked, not the app's.
        if path.hasSuffix("Demo.swift"), let before = path.dropLast("Demo.swift".count).last, before.isLowercase {
            return true
        }
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated() {
            let isFile = index == components.count - 1
            let name = isFile && component.hasSuffix(".swift") ? component.dropLast(6) : component
            if ["Preview Content", "PreviewContent", "Previews Content", "PreviewData", "Preview Data"].contains(name) { return true }
            // A folder of previews (Planetary's `SwiftUI Previews`), or an extension that gives a type its preview
            // data (`PeerConnectionInfo+Preview.swift`); not a feature named for them (`LinkPreviews`).
            if !isFile, name == "Previews" || name == "SwiftUI Previews" { return true }
            if isFile, name.hasSuffix("+Preview") || name.hasSuffix("+Previews") || name.hasSuffix("+PreviewData") { return true }
            if name == "mocks" || name == "fixtures" || name == "stubs" || name == "fakes" { return true }
            // What an app runs only when UI tests launch it (ListAll's `WatchUITestDataService`, Psiphon's
            // `UITestAppState`, godtools' `UITestsInitialData`): a word of the name, not inside one (`GUITest`).
            if let range = name.range(of: "UITest"), range.lowerBound == name.startIndex || !name[name.index(before: range.lowerBound)].isUppercase {
                return true
            }
            // `Mocks`, `MockData`, `ProductMock.swift`, WooCommerce's `Fakes`; not `Mockingbird`, `Stubborn`. A folder
            // named with a singular alone (`Fixture`) is no sign: a test package's own folder, anywhere in an absolute
            // path (the plugin check's `…/Fixture/Sources/…`), is named so.
            let words = isFile
                ? ["Mocks", "Mock", "Fixtures", "Fixture", "Stubs", "Stub", "Fakes", "Fake", "DemoData"]
                : ["Mocks", "Fixtures", "Stubs", "Fakes"]
            if !isFile, ["Mock", "Fixture", "Stub", "Fake"].contains(where: { name.count > $0.count && name.hasPrefix($0) && name.dropFirst($0.count).first!.isUppercase }) {
                return true
            }
            // An extension's file is named for the type it extends first (ArrBarr's `DemoMocks+History.swift`).
            let named = isFile ? name.prefix { $0 != "+" } : name
            for word in words {
                if named.hasPrefix(word), named.dropFirst(word.count).first.map({ $0.isUppercase || $0 == "_" || $0 == " " }) ?? true {
                    return true
                }
                if named.hasSuffix(word), let before = named.dropLast(word.count).last, before.isLowercase || before == "_" || before == " " {
                    return true
                }
            }
        }
        return false
    }

    /// The file's name without its folders and `.swift`.
    static func fileName(_ path: String) -> String {
        guard let components = PathComponents.last(1, of: path) else {
            let last = path.split(separator: "/").last.map(String.init) ?? path
            return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
        }
        // An ASCII path's characters are its bytes: its last component found on them, as for ``isDebugPath(_:)``.
        let last = components.first ?? Substring(path)
        let name = last.utf8.count >= 6 && last.utf8.suffix(6).elementsEqual(".swift".utf8) ? last.dropLast(6) : last
        return String(name)
    }

    /// Whether the literal at `item` is declared in a type whose name says it holds keys or identifiers
    /// (WooCommerce's `private enum Keys { static let unknown = "UNKNOWN" }`, `CodingKeys`, `Identifiers`): wire
    /// values and identifiers, whatever the index reaches through their names.
    func holdsKeys(_ item: Int) -> Bool {
        // Most files declare no such type: no need to find the one around each literal.
        guard someTypeHoldsKeys, let type = file.enclosingTypeName(of: item) else { return false }
        return Self.namesKeys(type)
    }

    /// Whether a type's name says it holds keys or identifiers (``holdsKeys(_:)``).
    static func namesKeys(_ type: String) -> Bool {
        ["Keys", "Key", "Identifiers", "Identifier", "IDs"].contains { type.hasSuffix($0) }
    }

    /// Whether a name's last word is one ``holdsNames(_:)`` reads as names.
    static func namesNames(_ type: String) -> Bool {
        let words = ["Nouns", "Noun", "Names", "Brands", "Trademarks", "Codecs", "Acronyms"]
        return words.contains { type.hasSuffix($0) }
    }

    /// Whether the literal at `item` is looked up as a key where it stands (SwiftUI's `Text("4h")`) and a scanned
    /// catalog translates its unit (``UnitPractice/isRewritten(_:)``): its text is localized there (Nostur's
    /// `"4h"`, Dutch `"4u"`). A key its translations only copy (boring.notch's `"%.1fs"`) is not.
    func isLookedUpTranslatedUnit(_ item: Int, for sink: TextSink) -> Bool {
        guard let literal = file.literal(at: item), !(view.previous(item).map { view.isOperator($0, "??") } ?? false)
        else { return false }
        return catalogHolds(literal, lookedUpBy: sink)
            && lint.unitPractice.isRewritten(file.formatKey(literal), normalizedBy: UnusedKeyRule.normalizedFormat)
    }

    /// Whether `sink` looks the literal up as a key and a scanned catalog holds it. The catalogs' keys are held with
    /// their specifiers normalized (`%d` → `%@`): so is the literal's, when its text reads as holding one (`"Save
    /// 20% off"`, where `% o` is a specifier to Foundation).
    private func catalogHolds(_ literal: StringLiteral, lookedUpBy sink: TextSink) -> Bool {
        guard sink.localizesKeys, let formats = lint.catalogFormats else { return false }
        let key = file.formatKey(literal)
        if formats.contains(key) || formats.contains(UnusedKeyRule.normalizedFormat(key)) { return true }
        // A key the catalogs hold as stale is looked up at run time all the same: `stale` says only that Xcode's
        // last sync did not find it (a project built by Tuist or SwiftPM marks a catalog's every key so, while
        // `Toggle("Show Dock icon", …)` shows its translation).
        return !lint.staleCatalogFormats.isEmpty
            && (lint.staleCatalogFormats.contains(key) || lint.staleCatalogFormats.contains(UnusedKeyRule.normalizedFormat(key)))
    }

    /// Whether the catalogs give `literal`'s key a text in another language than the source
    /// (``LintContext/isTranslatedKey(_:)``).
    func isTranslatedCatalogKey(_ literal: StringLiteral) -> Bool {
        !lint.translatedCatalogFormats.isEmpty && lint.isTranslatedKey(file.formatKey(literal))
    }

    /// `honouringEnglishKeys`: false for rules that judge how text is put together, whatever the keys are
    /// (`string-concatenation`: a hand-made plural is one with English keys too).
    func proseDecision(at item: Int, for sink: TextSink, honouringEnglishKeys: Bool = true) -> ProseDecision {
        guard let literal = file.literal(at: item) else { return .notProse(.notALiteral) }
        if let range = file.source.plainTextRange(of: literal),
            TextClassifier.isDottedKeyOfThreeOrMoreSegments(file.source.bytes[range])
        {
            return .notProse(.dottedKey)
        }
        if file.hasInterpolation(literal), file.isKeyWithArguments(literal) { return .notProse(.keyWithArguments) }
        let (value, interpolations) = file.rendered(literal)
        // A dotted key followed by its arguments in the team's own layout, which a catalog holds as it is
        // (VirusTotal's `Text("about.current.version \(version) (\(build))")`, `"loading.title.progress (\(n)s)..."`).
        if !interpolations.isEmpty, let head = value.split(separator: " ", maxSplits: 1).first,
            TextClassifier.isDottedKey(String(head)), catalogHolds(literal, lookedUpBy: sink)
        {
            return .notProse(.keyWithArguments)
        }
        // Looked up only where the localizing position takes the literal itself: a `??` fallback (`Text(name ??
        // "Untitled")`) is a `String`, shown as it is whatever the catalog holds.
        let isFallback = view.previous(item).map { view.isOperator($0, "??") } ?? false
        if isFallback, isFormatterFallback(item) { return .notProse(.formatterFallback) }
        if isFallback, isAlamofireErrorFallback(item) { return .notProse(.alamofireFallback) }
        if isFallback, bundleValueFallback(item) != nil { return .notProse(.bundleValueFallback) }
        if isFallback, interpolations.isEmpty, isFieldNameFallback(item, value: value) { return .notProse(.fieldNameFallback) }
        if isFallback, isForceUnwrappedElsewhere(item) { return .notProse(.unwrappedElsewhereFallback) }
        if isFallback, isOwnKeyFallback(item) { return .notProse(.ownKeyFallback) }
        switch literalKinds.kind(of: item, value: value) {
        case .prose: break
        case .key:
            // A lower-case word no lookup reads: one of a list of words, or a fallback given to the API itself
            // (`Text(version ?? "unknown")`; through a declaration the index followed by its name, a word alone is
            // too little to go on).
            guard sink.isAmongWords || (isFallback && sink.api.through == nil), TextClassifier.isLowerCaseWord(value)
            else { return .notProse(.key) }
        case .other: return .notProse(.noWords)
        }
        // A licence or copyright notice (DJDX's acknowledgements: "MIT License  Copyright (c) 2016 …").
        if LegalNotice.isLegalText(value) || isGivenToLegalName(item) { return .notProse(.legalNotice) }
        // The name alone, or with values only (`"Swiftfin \(UIDevice.platform)"`: a client's name and platform).
        if lint.isProductName(value)
            || (!interpolations.isEmpty && lint.isProductName(value.split(separator: " ").filter { $0 != "0" }.joined(separator: " ")))
        {
            return .notProse(.productName)
        }
        if holdsNames(item) || sink.api.through.map(Self.isNameProperty) == true || TextClassifier.isDomainsOnly(value)
            || isGivenToMakersName(item)
            || (interpolations.isEmpty && (isLinkNamedForItsSite(item) || isButtonNamedForItsLink(item) || isNamedForAddressBeside(item)))
            || isTitledForAddressBeside(item, value: value)
        {
            return .notProse(.names)
        }
        if isInLanguageTable(item) { return .notProse(.languageTable) }
        if BilingualText.isBilingual(value, scripts: lint.shippedScripts) { return .notProse(.bilingual) }
        if lint.isInDataScript(value) {
            return .notProse(.unshippedScript)
        }
        if let through = sink.api.through, Self.isTaughtTerm(value, through: through) { return .notProse(.taughtTerm) }
        if interpolations.isEmpty, lint.keptAlikeTexts.contains(value) { return .notProse(.keptAlike) }
        if interpolations.isEmpty, lint.keepsCapitals, CapitalsPractice.isCapitals(value) { return .notProse(.capitalsKept) }
        if interpolations.isEmpty, lint.project.verbatimTexts.contains(value) { return .notProse(.shownVerbatim) }
        if interpolations.isEmpty, isReplacedPlaceholder(item, value: value, sink: sink) { return .notProse(.replacedPlaceholder) }
        if sink.api.through.map(Self.isCodeProperty) == true || holdsKeys(item) { return .notProse(.codes) }
        if interpolations.isEmpty, sink.api.besideLocalized, !isFallback, Self.isOneCapitalizedWord(value) {
            return .notProse(.namedBesideLocalized)
        }
        if interpolations.isEmpty,
            isNameByPractice(item, value: value, sink: sink)
                || (value.utf8.count <= 96 && value.first.map { $0.isUppercase || !$0.isASCII } == true
                    && (isAmongEndonyms(item) || isTaggedWithItsLanguage(item, value: value) || StandardNames.isLanguageNamePair(value)))
        {
            return .notProse(.namesByPractice)
        }
        // `Text("Open", tableName: "GeneralSettings")`: the team chose the table; the literal is its key.
        if sink.lookupLabel != nil, !isFallback { return .notProse(.namedLookup) }
        let isCatalogKey = !isFallback && catalogHolds(literal, lookedUpBy: sink)
        if isCatalogKey && honouringEnglishKeys {
            englishKeysUse.reach()
            if lint.englishKeys { return .notProse(.englishKey) }
            if isTranslatedCatalogKey(literal) { return .notProse(.translatedKey) }
        }
        // With English keys, a literal the tables hold as a key that reaches the screen through the app's own
        // declaration (`KeyValue(key: "Silent", …)`, `let title = "CPU"`) is localized where it is shown
        // (`localizedString(item.key)`), beyond where the index follows it.
        let isTableKey = !isCatalogKey && !isFallback && sink.api.through != nil && lint.containsCatalogKey(value)
        if isTableKey && honouringEnglishKeys {
            englishKeysUse.reach()
            if lint.englishKeys { return .notProse(.tableKeyShownElsewhere) }
            // A key another language translates, under the team's own key style (DJDX's `AppIconChoice("Default",
            // …, isNameLocalized: true)`, shown as `LocalizedStringKey(name)`): localized where it is shown.
            if lint.isTranslatedKey(value) { return .notProse(.translatedKey) }
        }
        let shown = interpolations.isEmpty ? value : file.sourceText(of: literal)
        var isKeyNoTableHolds = false
        if honouringEnglishKeys, sink.localizesKeys, !isFallback, !isCatalogKey, lint.catalogFormats != nil,
            isKeyPosition(of: item, for: sink)
        {
            englishKeysUse.reach()
            isKeyNoTableHolds = lint.englishKeys
        }
        return .prose(
            ProseLiteral(
                value: value, interpolations: interpolations, shown: shown, isCatalogKey: isCatalogKey, isTableKey: isTableKey,
                isKeyNoTableHolds: isKeyNoTableHolds))
    }

    /// Whether the literal at `item` is itself looked up as a key where `sink` takes it: the API's own argument or a
    /// parameter declared `LocalizedStringKey` (not a property found by its name alone, whose other declarations
    /// may be a `String`: noop's `subtitle`), standing alone in it or beside another literal in a `?:` (a `String`
    /// on the other side makes it a `String`: `Text(present ? detail : "Not connected")`).
    private func isKeyPosition(of item: Int, for sink: TextSink) -> Bool {
        if case .member = sink.api.origin { return isReturnedKey(item) }
        if case .function = sink.api.origin { return false }
        guard let before = view.previous(item), let last = view.matching(item), let after = view.next(last) else { return false }
        let closes = view.isPunctuation(after, UInt8(ascii: ")")) || view.isPunctuation(after, UInt8(ascii: ","))
        let opens = view.isPunctuation(before, UInt8(ascii: "(")) || view.isPunctuation(before, UInt8(ascii: ","))
            || (view.isPunctuation(before, UInt8(ascii: ":")) && view.previous(before).map { label in
                tokens[label].kind == .identifier
                    && view.previous(label).map { view.isPunctuation($0, UInt8(ascii: "(")) || view.isPunctuation($0, UInt8(ascii: ",")) } == true
            } == true)
        if opens && closes { return true }
        // `ready ? "Ready" : "Strap needed"`: both sides literals.
        if view.isOperator(before, "?"), view.isPunctuation(after, UInt8(ascii: ":")), let other = view.next(after) {
            return tokens[other].kind == .stringOpen
        }
        if view.isPunctuation(before, UInt8(ascii: ":")), let other = view.previous(before), tokens[other].kind == .stringClose {
            return closes
        }
        return false
    }

    /// Whether the literal at `item` is what a computed property of this file declared `LocalizedStringKey` returns
    /// (`return "CONNECTING"`, or the getter's one expression): a key, looked up, whatever other declarations of
    /// the property's name elsewhere are (noop's `connectionModeBadge`).
    private func isReturnedKey(_ item: Int) -> Bool {
        guard let declarations,
            let property = declarations.properties.last(where: { $0.getter?.contains(item) == true }),
            property.type == "LocalizedStringKey", let getter = property.getter,
            let before = view.previous(item), let last = view.matching(item)
        else { return false }
        guard view.token(before, is: "return") || before == getter.lowerBound else { return false }
        guard let after = view.next(last) else { return true }
        return tokens[after].line > tokens[last].line || view.isPunctuation(after, UInt8(ascii: "}"))
    }

    /// The literal at `item` when its text is an abbreviated unit, alone or after a number, given to a sink that
    /// shows text (`"\\(seconds)s"`, `"7d"`, `"12 km"`, `"GB"`; see ``TextClassifier/abbreviatedUnit(_:)``): how a
    /// finding shows it, and what the unit measures.
    func unitLiteral(at item: Int) -> (shown: String, unit: TextClassifier.Unit, symbol: String)? {
        guard let literal = file.literal(at: item), !file.isKeyWithArguments(literal) else { return nil }
        let (value, interpolations) = file.rendered(literal)
        // `String(format: "%.2f GB", gb)`: a format specifier is a number too.
        let text = TextClassifier.removingFormatSpecifiers(value)
        guard let unit = TextClassifier.abbreviatedUnit(text), let symbol = TextClassifier.unitSymbol(text) else { return nil }
        return (interpolations.isEmpty ? value : file.sourceText(of: literal), unit, symbol)
    }

    /// The literal at `item` and another of `literals` when they are one lower-case word in the singular and the
    /// plural (`count == 1 ? "line" : "lines"`, `"entry"`/`"entries"`): a plural made by hand.
    func pluralWords(at item: Int, among literals: [Int]) -> (word: String, other: String)? {
        func lowerCaseWord(_ item: Int) -> String? {
            guard let literal = file.literal(at: item), !file.hasInterpolation(literal) else { return nil }
            let text = file.rendered(literal).value
            return !text.isEmpty && text.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) ? text : nil
        }
        guard literals.count > 1, let word = lowerCaseWord(item) else { return nil }
        for other in literals where other != item {
            if let otherWord = lowerCaseWord(other), TextClassifier.isSingularAndPlural(word, otherWord) { return (word, otherWord) }
        }
        return nil
    }

    /// `(…)` that groups an expression (not a call's or a closure's parentheses): the first item, or one after an
    /// operator.
    private func isGroup(_ item: Int, after previous: Int?) -> Bool {
        guard view.isPunctuation(item, UInt8(ascii: "(")) else { return false }
        guard let previous else { return true }
        return tokens[previous].kind == .operator || view.isPunctuation(previous, UInt8(ascii: ":"))
    }

    /// `String(format: "%d restaurants", count)` at `item`: the literals people read in it — the format when it
    /// is a literal, and the literal arguments (`String(format: NSLocalizedString("preview.name", comment: ""),
    /// "Holiday photos")`). `String.localizedStringWithFormat("%d posts imported", count)` too: it formats the
    /// numbers for the locale but looks no text up.
    private func formatLiterals(at item: Int) -> [Int] {
        guard tokens[item].kind == .identifier, view.token(item, is: "String") else { return [] }
        var name = item
        if let dot = view.next(item), view.isPunctuation(dot, UInt8(ascii: ".")), let method = view.next(dot),
            view.token(method, is: "localizedStringWithFormat")
        {
            name = method
        }
        guard let open = view.callParenthesis(after: name), let close = view.matching(open) else { return [] }
        let arguments = view.arguments(open: open, close: close)
        guard let first = arguments.first, name != item || view.hasLabel(first, "format") else { return [] }
        return arguments.compactMap { argument in
            guard let literal = view.singleItem(argument.expression), file.literal(at: literal) != nil else { return nil }
            return literal
        }
    }
}

/// Localized calls and text pieces, as the concatenation checks see them.
extension SiteContext {
    /// `String(localized:…)`, `AttributedString(localized:…)`, `LocalizedStringResource(…)`, `NSLocalizedString(…)`
    /// named at `start`, with its parentheses at `open` and `close`.
    ///
    /// A format call around a localized format is localized too: `String(format: NSLocalizedString("files.count",
    /// comment: ""), count)`, `String.localizedStringWithFormat(String(localized: "files.count"), count)`.
    func isLocalizedCall(_ start: Int, open: Int, close: Int) -> Bool {
        let name = view.text(start)
        if name == "localizedStringWithFormat" {
            return view.arguments(open: open, close: close).first.map { isLocalizedExpression($0.expression) } ?? false
        }
        guard lint.isLocalizingCall(named: name) else { return false }
        guard KeyReference.Kind(callName: name) == .stringLocalized else { return true }
        guard let first = view.arguments(open: open, close: close).first else { return false }
        if view.hasLabel(first, "format") { return isLocalizedExpression(first.expression) }
        return view.hasLabel(first, "localized")
    }

    /// A literal that a localizing member is called on: `"Settings".localized`, `"5 minute before".loco()`,
    /// `"welcome_title".localized()` — the project's own (a member of `String` whose value is a localized call), or
    /// one of the names such wrappers go by, when the wrapper is not among the scanned files; or a group of them
    /// (`(isFolder ? "Share this folder" : "Share this file").localized`: the chosen literal is looked up).
    func isLocalizedReceiver(_ item: Int) -> Bool {
        guard file.literal(at: item) != nil || view.isPunctuation(item, UInt8(ascii: "(")),
            let dot = view.next(view.skip(item) - 1),
            view.isPunctuation(dot, UInt8(ascii: ".")), let member = view.next(dot), tokens[member].kind == .identifier
        else { return false }
        let name = view.text(member)
        return FileFacts.wrapperNames.contains(name) || lint.project.localizingFunctions.contains(name)
    }

    /// The key of a wrapper called on its English default value with the key as an argument: the literal labelled
    /// `key` in `"Got it".localized(key: "miscellaneous.gotIt")` (Evidens's `func localized(key: String) -> String {
    /// NSLocalizedString(key, tableName: "Localizable", bundle: .main, value: self, comment: self) }`), whose
    /// receiver is the text shown where the table has none; nil for `"Cancel".localized` and `"%@ left".localized(with: n)`.
    func wrapperKeyArgument(ofReceiver item: Int) -> Int? {
        guard let dot = view.next(view.skip(item) - 1), let member = view.next(dot), let open = view.next(member),
            view.isPunctuation(open, UInt8(ascii: "(")), let close = view.matching(open),
            let argument = view.arguments(open: open, close: close).first(where: { view.hasLabel($0, "key") }),
            let key = view.firstCode(in: argument.expression), file.literal(at: key) != nil,
            view.skip(key) >= argument.expression.upperBound || view.firstCode(in: view.skip(key)..<argument.expression.upperBound) == nil
        else { return nil }
        return key
    }

    /// True when a top-level item of the expression is a localized call, a literal with a localizing member
    /// (`"Settings".localized`), or, `followingVariables`, a variable the file declares with one as its value (`let
    /// versionName = NSLocalizedString("Version", comment: "")`; a lookup among the file's declarations, which code
    /// run for every `+` of a file leaves out).
    func isLocalizedExpression(_ range: Range<Int>, followingVariables: Bool = true) -> Bool {
        view.topLevel(range).contains { item in
            if isLocalizedReceiver(item) { return true }
            guard tokens[item].kind == .identifier else { return false }
            guard let open = view.callParenthesis(after: item) else {
                return followingVariables && !view.followsDot(item) && isLocalizedVariable(view.text(item), before: item)
            }
            guard let close = view.matching(open) else { return false }
            return isLocalizedCall(item, open: open, close: close)
        }
    }

    /// Whether the nearest declaration of `name` before token `index` in this file has a localized call as its
    /// whole initial value, or is a computed property whose every value is one (`var description: String { switch
    /// self { case .universal: return localizeString("Universal") … } }`).
    func isLocalizedVariable(_ name: String, before index: Int) -> Bool {
        guard let declaration = declarations?.property(named: name, before: index) else { return false }
        if declaration.initializer == nil, let getter = declaration.getter {
            let values = ValueExpressions.of(body: getter, in: file)
            return !values.isEmpty && values.allSatisfy { isLocalizedExpression($0, followingVariables: false) }
        }
        guard let initializer = declaration.initializer, let start = view.firstCode(in: initializer),
            tokens[start].kind == .identifier, let open = view.callParenthesis(after: start),
            let close = view.matching(open), view.next(close).map({ $0 >= initializer.upperBound }) ?? true
        else { return false }
        return isLocalizedCall(start, open: open, close: close)
    }

    /// True when the expression has a literal with words (or, with `keysCount`, a key), or a localized call.
    func containsWordsOrLocalized(_ range: Range<Int>, keysCount: Bool = false) -> Bool {
        for item in view.topLevel(range) {
            if let literal = file.literal(at: item) {
                let kind = TextClassifier.classify(file.rendered(literal).value, fragment: true)
                if kind == .prose || (keysCount && kind == .key) { return true }
            } else if tokens[item].kind == .identifier, let open = view.callParenthesis(after: item),
                let close = view.matching(open), isLocalizedCall(item, open: open, close: close)
            {
                return true
            }
        }
        return false
    }
}
