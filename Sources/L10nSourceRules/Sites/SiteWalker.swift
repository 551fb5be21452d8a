import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing

/// Walks one file's tokens once, finds the sites the running rules want (calls of user-facing APIs and their
/// text arguments, assignments to user-facing properties, `+` and `+=`, `append`, key lookups) and hands each to
/// the rules that asked for its kind. On the way it records the file's key references (for `unused-key` and
/// `extract --from-sources`).
///
///     var walker = SiteWalker(context: SiteContext(file: file, lint: context), rules: context.rules.map(\.rule))
///     walker.walk()
///     walker.findings.all   // raw findings, before suppressions and severities
///     walker.references     // every key reference, in source order
///
/// Sites come in token order; a call's site comes before any site inside its arguments.
struct SiteWalker {
    let context: SiteContext
    /// The rules given sites and their name filters; the kinds of site any of them wants (with `observesText`,
    /// user text too).
    let selection: RuleSelection
    let wanted: SiteKinds
    private(set) var findings = SourceFindings()
    var references: [KeyReference] = []
    /// With `observesText`, every user text site, for the project index (see ``FileFacts``).
    private(set) var observedTexts: [UserText] = []
    private let observesText: Bool
    /// Opening tokens of literals already recorded as references.
    var referencedLiterals: Set<Int> = []
    /// The bodies of the file's functions that build HTML (``HTMLBuilders``), worked out at the first reference.
    var htmlBodies: [ClosedRange<Int>]?
    /// The file's tap counters (``TapCountGate/counters(in:)``), worked out at the first reference behind a count.
    var tapCounters: Set<String>?
    /// Whether the file says `CaseIterable` or `rawValue:` (an enum of keys whose cases code can make without
    /// naming them), worked out at its first key's case.
    var makesCasesUnnamed: Bool?
    /// ``GeneratedAccessors/matches`` of the project, read at the first chain the walk meets.
    var accessorMatches: [String: GeneratedAccessors.Match]?
    /// The names this file makes aliases of an accessor with `typealias` (``GeneratedAccessors/aliases(in:)``),
    /// read on the first name a chain may start at.
    var accessorAliases: [String: [UInt8]]?
    /// ``LintContext/symbolTable``, taken once per file for ``implicitSymbolReference(_:)`` (asked per implicit member).
    var symbolTable: GeneratedSymbolTable?
    /// ``LintContext/formatKeyShapes``, asked once per file.
    var formatKeyShapes: (shapes: Set<String>, heads: Set<String>)?
    /// Local variables with an initial value, by name (see ``followLocal(_:)``).
    private var locals: [String: [FileDeclarations.Property]] = [:]

    /// With `recordsTexts`, every user text site visited, as the lint finds them (`check --explain`).
    private(set) var recordedTexts: [UserText] = []
    private var recordsTexts = false

    init(context: SiteContext, rules: [any SourceRule.Type], observesText: Bool = false, recordsTexts: Bool = false) {
        self.init(context: context, selection: RuleSelection(rules), observesText: observesText, recordsTexts: recordsTexts)
    }

    /// A walker for the rules of `selection` (a linter works it out once for all its files).
    init(context: SiteContext, selection: RuleSelection, observesText: Bool = false, recordsTexts: Bool = false) {
        self.recordsTexts = recordsTexts
        self.context = context
        file = context.file
        view = context.file.view
        tokens = context.file.tokens
        lint = context.lint
        self.selection = selection
        self.observesText = observesText
        var wanted = selection.wanted
        if observesText { wanted.insert(.userText) }
        self.wanted = wanted
    }

    /// The rules a walk hands sites to, the kinds of site they want, and the names their generic sites are
    /// filtered by: the same for every file a linter walks.
    struct RuleSelection: Sendable {
        let rules: [any SourceRule.Type]
        let wanted: SiteKinds
        /// The callee and assigned names the rules that want generic sites read; nil when one of them reads every
        /// call (or every assignment).
        let callFilter: NameTable?
        let assignmentFilter: NameTable?

        /// No rule: a walk for key references or observed text only.
        static let none = RuleSelection([])

        init(_ rules: [any SourceRule.Type]) {
            self.rules = rules.filter { !$0.sites.isEmpty }
            wanted = self.rules.reduce(into: SiteKinds()) { $0.formUnion($1.sites) }
            callFilter = Self.filter(self.rules, wanting: .call) { $0.callNames }
            assignmentFilter = Self.filter(self.rules, wanting: .assignment) { $0.assignedNames }
        }

        private static func filter(
            _ rules: [any SourceRule.Type], wanting kind: SiteKinds, _ names: (any SourceRule.Type) -> [String]
        ) -> NameTable? {
            var union: [String] = []
            for rule in rules where rule.sites.contains(kind) {
                let wanted = names(rule)
                if wanted.isEmpty { return nil }
                union += wanted
            }
            return NameTable(union)
        }
    }

    /// The file's UI library families (``AssumedComponent/families(calling:)``): from its uses of upper-case names
    /// the project does not declare as views are used, `Name(` or `Name {` (not after a keyword, `:` or `.`).
    /// Worked out the first time a call needs it (a name in a family, no control's): most files never do.
    private var families: [ArraySlice<UInt8>: String]?

    private static func componentFamilies(in file: SourceFile, lint: LintContext) -> [ArraySlice<UInt8>: String] {
        let bytes = file.source.bytes
        let view = file.view
        var names: [ArraySlice<UInt8>] = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            let name = bytes[file.tokens[index].range]
            guard let first = name.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
                let next = view.next(index), file.tokens[next].line == file.tokens[index].line,
                view.isPunctuation(next, UInt8(ascii: "(")) || view.isPunctuation(next, UInt8(ascii: "{")),
                AssumedComponent.control(in: name) != nil
            else { continue }
            if let previous = view.previous(index),
                file.tokens[previous].kind == .keyword || view.isPunctuation(previous, UInt8(ascii: ":"))
                    || view.isPunctuation(previous, UInt8(ascii: "."))
            {
                continue
            }
            if !lint.project.declaresType(String(decoding: name, as: UTF8.self)) { names.append(name) }
        }
        return AssumedComponent.families(calling: names)
    }

    let file: SourceFile
    let view: CodeView
    let tokens: [Token]
    let lint: LintContext

    /// Walks the file; `followingDeclarations` adds the values of the context's declarations (when the file's were
    /// scanned) that the project index follows: properties and functions whose value is shown, and localization
    /// contexts.
    mutating func walk(followingDeclarations: Bool = false) {
        if followingDeclarations, let declarations = context.declarations {
            for property in declarations.properties where property.scope == .local && property.initializer != nil {
                locals[property.name, default: []].append(property)
            }
            declarationSites(declarations)
            recordCaseNameKeys(declarations)
        }
        let tokens = self.tokens
        let bytes = file.source.bytes
        let namesKeys = lint.catalogKeys != nil
        let readsWrappers = namesKeys || wanted.contains(.keyReference)
        let readsAccessors = namesKeys && lint.recordsReferences && !lint.project.undeclaredChains.isEmpty
        let readsSymbols = namesKeys && lint.recordsReferences
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .punctuation where bytes[token.range.lowerBound] == UInt8(ascii: "("):
                // `name(` on one line (comments may sit between): a call; `super.init(` too.
                if let name = view.previous(index), tokens[name].kind == .identifier || view.token(name, is: "init"),
                    tokens[name].line == token.line
                {
                    call(name: name, open: index)
                }
            case .operator:
                let isAssignment = view.isOperator(index, "=") || view.isOperator(index, "+=")
                if isAssignment, let name = view.previous(index), tokens[name].kind == .identifier {
                    assignment(name: name, operator: index)
                }
                if view.isOperator(index, "+") || view.isOperator(index, "+="), wanted.contains(.plus),
                    !context.isExcluded(index)
                {
                    visit(.plus(operator: index))
                }
            case .stringOpen where readsWrappers:
                wrapperReference(index)
                if namesKeys { literalNamingKey(index) }
            case .identifier where readsAccessors || readsSymbols:
                guard let first = bytes[token.range].first else { continue }
                // A chain starts at a capitalized name: most identifiers are ruled out by their first byte.
                if readsAccessors, let alias = accessorAlias(index) {
                    accessorReference(index, alias: alias)
                } else if readsAccessors, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
                    accessorReference(index)
                } else if readsSymbols, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), index > 0,
                    tokens[index - 1].isComment || view.isPunctuation(index - 1, UInt8(ascii: "."))
                {
                    // Only a name after a dot (comments may sit between) can be one: told here, where the tokens
                    // are at hand, for the 1.5 million names of a large project that are not.
                    implicitSymbolReference(index)
                }
            default:
                continue
            }
        }
    }

    mutating func visit(_ site: Site) {
        if observesText, case .userText(let text) = site { observedTexts.append(text) }
        if recordsTexts, case .userText(let text) = site { recordedTexts.append(text) }
        let kind = site.kind
        for rule in selection.rules where rule.sites.contains(kind) {
            rule.check(site, in: context, into: &findings)
        }
        if case .userText(let text) = site, !locals.isEmpty { followLocal(text) }
    }

    /// `let label = "Release \(version) (\(build))"` … `titleLabel.text = label`: a local variable whose only use
    /// is user-facing text is that text, so its initial value is given to the same API.
    private mutating func followLocal(_ text: UserText) {
        guard !text.isAppended, let item = view.singleItem(text.expression), tokens[item].kind == .identifier,
            let declarations = locals[view.text(item)],
            let local = declarations.last(where: { $0.nameToken < item }), let initializer = local.initializer,
            // `@Bindable var preferences = preferences`: the value is the local's own initializer, not a use of it
            // (following it would visit the same text again, forever).
            !initializer.contains(item),
            let scopeEnd = scopeEnd(around: local.nameToken), item < scopeEnd
        else { return }
        let name = view.text(item)
        let uses = (local.nameToken + 1..<scopeEnd).filter { index in
            tokens[index].kind == .identifier && view.text(index) == name
                && !view.followsDot(index)
        }
        guard uses == [item] else { return }
        visit(.userText(UserText(expression: initializer, sink: text.sink, isAppended: false, anchor: initializer.lowerBound)))
    }

    /// The `}` closing the innermost brace around token `index`.
    private func scopeEnd(around index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            if view.isPunctuation(cursor, UInt8(ascii: "}")), let open = view.matching(cursor), open < cursor {
                cursor = open - 1
                continue
            }
            if view.isPunctuation(cursor, UInt8(ascii: "{")) { return view.matching(cursor) }
            cursor -= 1
        }
        return nil
    }

    // MARK: Calls

    /// The call whose name is token `nameIndex` and whose `(` is token `open`.
    private mutating func call(name nameIndex: Int, open: Int) {
        if wanted.contains(.call) { anyCall(name: nameIndex, open: open) }
        let superclass = superclassInitialized(at: nameIndex)
        // `let warning: InfoView = .init("…")`: a call of the annotated type, read as `InfoView("…")`.
        let annotated = superclass == nil ? annotatedTypeInitialized(at: nameIndex) : nil
        if superclass == nil, annotated == nil, view.token(nameIndex, is: "init") {
            localizedInitializer(name: nameIndex, open: open)
            return
        }
        // The token naming what is called: the annotated type for an implicit `.init(`.
        let called = annotated ?? nameIndex
        if superclass == nil, annotated == nil, view.token(nameIndex, is: "LocalizedStringKey"), !view.followsDot(nameIndex),
            let close = view.matching(open), close > open
        {
            localizedKeyOfRawValue(open: open, close: close)
        }
        let nameBytes = superclass.map { Array($0.utf8)[...] } ?? file.source.bytes[tokens[called].range]
        // A control qualified by a dependency's namespace (`Settings.Section(title:)`) is that dependency's view,
        // not the SwiftUI control of its name.
        let dependencyControl = superclass == nil && annotated == nil ? qualifiedDependencyControl(nameIndex) : nil
        let entry = dependencyControl == nil ? lint.call(named: nameBytes) : nil
        let apis = entry?.apis ?? []
        // A project helper that looks up each text it is given (``FileFacts``' keying helpers) is no message helper.
        let isMessageHelper = apis.isEmpty && dependencyControl == nil && UserFacingAPI.mayBeMessageHelper(nameBytes)
            && UserFacingAPI.isMessageHelper(view.text(called)) && !lint.project.localizingFunctions.contains(view.text(called))
        let assumed = dependencyControl
            ?? (apis.isEmpty && !isMessageHelper && superclass == nil ? assumedComponent(called) : nil)
        guard entry != nil || lint.uiArgumentsAPI != nil || isMessageHelper || assumed != nil,
            let close = view.matching(open), close > open
        else { return }
        let previous = view.previous(nameIndex)
        if let previous, tokens[previous].kind == .keyword, view.token(previous, is: "func") { return }
        let isMethod = superclass == nil && annotated == nil && view.followsDot(nameIndex)
        // A logger's method (`logger.alert("Got signal …")`): a log line, not SwiftUI's `alert` of that name.
        if isMethod, let dot = view.previous(nameIndex), let receiver = view.previous(dot), tokens[receiver].kind == .identifier,
            LoggingCalls.isLoggerName(view.text(receiver))
        {
            return
        }
        let isLocalizedFriend = !isMethod && entry?.referenceKind != nil
        let isAppend = isMethod && entry?.isAppend == true
        if isLocalizedFriend, lint.recordsReferences || wanted.contains(.keyReference), let kind = entry?.referenceKind,
            !hasTextToJudge(open + 1..<close), close - open < 16
        {
            // `String(localized: String.LocalizationValue(rawValue))`: no literal here, but the keys are the raw values.
            recordReference(kind: kind, arguments: view.arguments(open: open, close: close))
            return
        }
        // With key references recorded, a call whose arguments are only keys is read for them, but no rule is
        // given its sites: it has nothing to judge, as when no references are recorded (`check --explain`, which
        // records every site it is asked about, still sees them).
        let judges = isAppend || hasTextToJudge(open + 1..<close, forReferences: recordsTexts)
        if !judges && !(lint.recordsReferences && hasTextToJudge(open + 1..<close)) { return }
        let name = entry?.name ?? dependencyControl?.name ?? view.text(called)
        let arguments = view.arguments(open: open, close: close)
        if isLocalizedFriend, let kind = entry?.referenceKind {
            recordReference(kind: kind, arguments: arguments)
        }
        let analyses = judges && !context.isExcluded(nameIndex)
        if isAppend, analyses, wanted.contains(.append), let first = arguments.first {
            let addsText = !first.hasLabel || view.hasLabel(first, "contentsOf")
            visit(.append(AppendCall(name: nameIndex, argument: first.expression, addsText: addsText)))
        }
        // Each user-facing argument once, with the API that makes it user-facing (for the fix-it's element).
        var taken = ArgumentPositions()
        // `tableName:`, `table:` or `bundle:`: where a localizing call looks its literal up; `comment:`: a note for
        // the translator. Either way the call localizes its literal: a key, judged by `key-convention`.
        let view = self.view
        func lookupLabel() -> String? {
            arguments.first { argument in
                view.hasLabel(argument, "tableName") || view.hasLabel(argument, "table") || view.hasLabel(argument, "bundle")
                    || view.hasLabel(argument, "comment")
            }.flatMap(view.label(of:))
        }
        func userText(_ position: Int, _ api: UserFacingAPI) -> Site {
            taken.insert(position)
            let expression = arguments[position].expression
            // The project is asked only for an API the index followed through a declaration: without one, no copy of
            // it is made for the sink (a copy retains each of its tables).
            var sink = api.through == nil
                ? TextSink(api: api, name: name)
                : TextSink(api: api, name: name, project: lint.project, path: file.path, line: tokens[expression.lowerBound].line)
            if api.localizesKeys, arguments.count > 1 { sink.lookupLabel = lookupLabel() }
            return .userText(UserText(expression: expression, sink: sink, isAppended: false, anchor: expression.lowerBound))
        }
        for api in apis {
            // A method called without a dot inside a type's body applies to `self`: `setTitle("Done", for: .normal)`
            // in a `UIButton` subclass, `help(text)` in `extension View`.
            switch api.form {
            case .initializer where isMethod && !isQualifiedType(previous): continue
            case .method where !isMethod && file.enclosingTypeName(of: nameIndex) == nil: continue
            default: break
            }
            if !api.receivers.isEmpty, !isMethod || !(receiverType(of: nameIndex).map(api.receivers.contains) ?? false) {
                continue
            }
            // Another file's function, where this file declares one of the same signature: the call is this
            // file's (ArrBarr's `row("server.rack", "Server configurations")`, whose own `row` takes a symbol's name
            // first, not the text `ReleaseListView`'s `row` takes).
            if !isMethod, let path = api.declaredIn, path != file.path, let signature = api.through,
                context.declarations?.functions.contains(where: {
                    $0.callName == name && FileDeclarations.signature($0.callName, $0.parameters) == signature
                }) == true
            {
                continue
            }
            // A method of the receiver's own type, not the project's method of that name that shows text
            // (`CoreDataError.shared.handle(…)`, which logs, beside `ErrorService`'s `handle(_:message:showToastr:)`).
            if isMethod, api.receivers.isEmpty, let signature = api.through, !lint.project.methodOwners.isEmpty,
                let receiver = receiverType(of: nameIndex) ?? singletonReceiver(of: nameIndex),
                lint.project.isOtherTypesMethod(name, signature: signature, receiver: receiver)
            {
                continue
            }
            for position in arguments.indices where !taken.contains(position) {
                let argument = arguments[position]
                guard (position == 0 && !argument.hasLabel && api.firstUnlabeled)
                    || (!api.labels.isEmpty && view.hasLabel(argument, in: api.labelTable))
                else { continue }
                // A `LocalizedStringKey` position: its literals are keys Xcode extracts.
                if api.localizesKeys { recordTextReferences(argument.expression, arguments: arguments) }
                let site = userText(position, api)
                if analyses, wanted.contains(.userText) { visit(site) }
            }
        }
        if let api = assumed {
            for position in arguments.indices where !taken.contains(position) {
                let argument = arguments[position]
                guard position == 0 && !argument.hasLabel
                    || view.label(of: argument).map(AssumedComponent.isTextLabel) == true
                else { continue }
                // Such views take a `LocalizedStringKey` as SwiftUI's do, and Xcode extracts the literal: it is a
                // live key (`extract --from-sources`), though the finding cannot rely on the catalog having it.
                recordTextReferences(argument.expression, arguments: arguments)
                taken.insert(position)
                guard analyses, wanted.contains(.userText) else { continue }
                for expression in assumedTexts(argument.expression) {
                    visit(
                        .userText(
                            UserText(
                                expression: expression, sink: TextSink(api: api, name: name), isAppended: false,
                                anchor: expression.lowerBound)))
                }
            }
        }
        guard analyses, wanted.contains(.userText) else { return }
        if let api = lint.uiArgumentsAPI, !isLocalizedFriend {
            for position in arguments.indices where !taken.contains(position) {
                if view.hasLabel(arguments[position], in: api.labelTable) { visit(userText(position, api)) }
            }
        }
        if isMessageHelper {
            let api = lint.messageHelperAPI
            for position in arguments.indices where !taken.contains(position) {
                if view.hasLabel(arguments[position], in: api.labelTable) { visit(userText(position, api)) }
            }
        }
    }

    /// The API of a dependency's view at `nameIndex` known by its name alone (``AssumedComponent``): a call not
    /// after `.` (or after a module or namespace: `LaunchAtLogin.Toggle`), in a file that imports SwiftUI, of a
    /// type neither the project nor a dependency it read declares.
    /// Not while the index is being built (``observesText``): which types are declared is known only after.
    private mutating func assumedComponent(_ nameIndex: Int) -> UserFacingAPI? {
        guard !observesText, file.importsSwiftUI else { return nil }
        let bytes = file.source.bytes[tokens[nameIndex].range]
        let control = AssumedComponent.control(in: bytes)
        var sibling: String?
        if control == nil, let family = AssumedComponent.family(of: bytes) {
            if families == nil { families = Self.componentFamilies(in: file, lint: lint) }
            sibling = families?[family]
        }
        guard control != nil || sibling != nil else { return nil }
        if view.followsDot(nameIndex), !isQualifiedType(view.previous(nameIndex)) { return nil }
        let name = view.text(nameIndex)
        guard !lint.project.declaresType(name) else { return nil }
        if let control { return AssumedComponent.api(named: name, control: control) }
        return sibling.map { AssumedComponent.api(named: name, sibling: $0) }
    }

    /// The texts of an assumed view's text argument: the argument itself; of a tuple, each element
    /// (`colorNames: (red: "Red", green: "Green", blue: "Blue")`); of an implicit initializer, in a ternary branch
    /// too, its first unlabelled argument (`info: .init("Shown in a popover", .orange)`, `info: hidden ? nil :
    /// .init("…")`).
    private func assumedTexts(_ expression: Range<Int>) -> [Range<Int>] {
        let items = view.topLevel(expression)
        if items.count == 1, view.isPunctuation(items[0], UInt8(ascii: "(")), let close = view.matching(items[0]),
            close > items[0]
        {
            return view.arguments(open: items[0], close: close).map(\.expression)
        }
        var texts: [Range<Int>] = []
        for (position, item) in items.enumerated() where view.isPunctuation(item, UInt8(ascii: ".")) {
            guard position + 2 < items.count, view.token(items[position + 1], is: "init"),
                view.isPunctuation(items[position + 2], UInt8(ascii: "(")),
                let close = view.matching(items[position + 2]), close > items[position + 2],
                let first = view.arguments(open: items[position + 2], close: close).first, !first.hasLabel
            else { continue }
            texts.append(first.expression)
        }
        return texts.isEmpty ? [expression] : texts
    }

    /// The API of a control qualified by a namespace that is neither a platform module nor declared by the
    /// project (`LaunchAtLogin.Toggle`, `Settings.Section`, `KeyboardShortcuts.Recorder`): a dependency's own view
    /// of that name (``AssumedComponent``), unless a dependency read declares the namespace (then the index knows).
    /// `mutating` though it changes nothing: the walker's mutating `call` gives a non-mutating helper a copy of the
    /// whole walker (some 111,000 copies on three apps), a mutating one the walker itself.
    private mutating func qualifiedDependencyControl(_ nameIndex: Int) -> UserFacingAPI? {
        guard !observesText, file.importsSwiftUI, view.followsDot(nameIndex), let dot = view.previous(nameIndex),
            isQualifiedType(dot), let qualifier = view.previous(dot),
            let control = AssumedComponent.control(in: file.source.bytes[tokens[nameIndex].range], qualified: true)
        else { return nil }
        if let before = view.previous(qualifier), view.token(before, is: ".") { return nil }  // `Outer.Namespace.Toggle`
        let namespace = view.text(qualifier)
        guard !AssumedComponent.platformModules.contains(namespace), !lint.project.declaresType(namespace) else { return nil }
        return AssumedComponent.api(named: namespace + "." + view.text(nameIndex), control: control)
    }

    /// Any call, for the rules that read calls themselves (``Site/call(_:)``): not a declaration (`func name(`,
    /// `init(`), not in a skipped region.
    private mutating func anyCall(name nameIndex: Int, open: Int) {
        if let callFilter = selection.callFilter, callFilter.index(of: file.source.bytes[tokens[nameIndex].range]) == nil { return }
        guard let close = view.matching(open), close > open, !context.isExcluded(nameIndex) else { return }
        if let previous = view.previous(nameIndex), tokens[previous].kind == .keyword, view.token(previous, is: "func") {
            return
        }
        let isMember = view.followsDot(nameIndex)
        if tokens[nameIndex].kind == .keyword && !isMember { return }  // `init(…)` declaring an initializer
        visit(
            .call(
                Call(
                    name: nameIndex, receiver: view.receiver(ofMember: nameIndex), isMember: isMember, open: open,
                    close: close, arguments: view.arguments(open: open, close: close))))
    }

    /// The type token of `let name: Type = .init(…)` (or `var`, `Type?`) when `nameIndex` is that `init`.
    /// `mutating` though it changes nothing: the walker's mutating `call` gives a non-mutating helper a copy of the
    /// whole walker (some 111,000 copies on three apps), a mutating one the walker itself.
    private mutating func annotatedTypeInitialized(at nameIndex: Int) -> Int? {
        guard view.token(nameIndex, is: "init"), let dot = view.previous(nameIndex), view.isPunctuation(dot, UInt8(ascii: ".")),
            let equals = view.previous(dot), view.isOperator(equals, "="), var type = view.previous(equals)
        else { return nil }
        if view.isOperator(type, "?") || view.isOperator(type, "!"), let before = view.previous(type) { type = before }
        guard tokens[type].kind == .identifier, let colon = view.previous(type), view.isPunctuation(colon, UInt8(ascii: ":"))
        else { return nil }
        return type
    }

    /// `super.init(…)` at `nameIndex` inside a class with a superclass: that superclass's name, whose initializer
    /// it calls (`super.init(title: title, action: nil, keyEquivalent: "")` in an `NSMenuItem` subclass).
    /// `mutating` though it changes nothing: the walker's mutating `call` gives a non-mutating helper a copy of the
    /// whole walker (some 111,000 copies on three apps), a mutating one the walker itself.
    private mutating func superclassInitialized(at nameIndex: Int) -> String? {
        guard tokens[nameIndex].kind == .keyword, view.token(nameIndex, is: "init"), let dot = view.previous(nameIndex),
            view.isPunctuation(dot, UInt8(ascii: ".")), let receiver = view.previous(dot), view.token(receiver, is: "super"),
            let types = context.declarations?.types
        else { return nil }
        return types.last { $0.kind == .class && $0.body.contains(nameIndex) }?.inherits
    }

    /// Whether a call's arguments can give a site: the index pass wants the values a call shows by name
    /// (`Text(title)`, `Text(model.label)`, `Text(self.title)`: what ``FileFacts`` follows); the lint, a literal
    /// that is not a `home.title.text`-like key (which no rule reports and, when no references are recorded,
    /// nothing needs), a `+`, a generated symbol (`Text(.commonBack)`), or, when a rule wants
    /// ``SiteKinds/formattedValue``, a formatter's `.string(from:)` or a `.description`. Only `append` can add a localized call
    /// held in a variable, so the caller looks at it whatever its arguments.
    ///
    /// `forReferences`: also true for any literal, and for a leading `.` (a generated symbol), when key references
    /// are recorded; false asks only whether a rule has something to judge.
    private func hasTextToJudge(_ range: Range<Int>, forReferences: Bool = true) -> Bool {
        if range.count > 512 { return true }
        if observesText {
            return range.contains { index in
                (tokens[index].kind == .identifier || view.token(index, is: "self")) && !view.followsDot(index)
            }
        }
        let recordsReferences = forReferences && lint.recordsReferences
        if recordsReferences, view.isPunctuation(range.lowerBound, UInt8(ascii: ".")) { return true }
        let formatsValues = wanted.contains(.formattedValue)
        var index = range.lowerBound
        while index < range.upperBound {
            if view.isOperator(index, "+") { return true }
            if formatsValues, isFormattingMember(index) { return true }
            if let literal = file.literal(at: index) {
                guard !recordsReferences, let text = file.source.plainTextRange(of: literal),
                    TextClassifier.isDottedKeyOfThreeOrMoreSegments(file.source.bytes[text])
                else { return true }
                index = literal.tokens.upperBound
                continue
            }
            index += 1
        }
        return false
    }

    /// `.string(` (a formatter's output) or `.description` at `index` (``SiteKinds/formattedValue``).
    private func isFormattingMember(_ index: Int) -> Bool {
        tokens[index].kind == .identifier && (view.token(index, is: "string") || view.token(index, is: "description"))
            && view.followsDot(index)
    }

    /// `SwiftUI.Text(…)`, `Defaults.Toggle("Mute audio", key: .muteAudio)`: a type qualified by its module or by a
    /// type it is nested in (a capitalized name before the dot) still counts as an initializer.
    private func isQualifiedType(_ dot: Int?) -> Bool {
        guard let dot, let qualifier = view.previous(dot), tokens[qualifier].kind == .identifier,
            let first = file.source.bytes[tokens[qualifier].range].first
        else { return false }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
    }
}
