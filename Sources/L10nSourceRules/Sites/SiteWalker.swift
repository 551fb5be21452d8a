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
    private let selection: RuleSelection
    private let wanted: SiteKinds
    private(set) var findings = SourceFindings()
    private(set) var references: [KeyReference] = []
    /// With `observesText`, every user text site, for the project index (see ``FileFacts``).
    private(set) var observedTexts: [UserText] = []
    private let observesText: Bool
    /// Opening tokens of literals already recorded as references.
    private var referencedLiterals: Set<Int> = []
    /// ``GeneratedAccessors/matches`` of the project, read at the first chain the walk meets.
    private var accessorMatches: [String: GeneratedAccessors.Match]?
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

    private let file: SourceFile
    private let view: CodeView
    private let tokens: [Token]
    private let lint: LintContext

    /// Walks the file; `followingDeclarations` adds the values of the context's declarations (when the file's were
    /// scanned) that the project index follows: properties and functions whose value is shown, and localization
    /// contexts.
    mutating func walk(followingDeclarations: Bool = false) {
        if followingDeclarations, let declarations = context.declarations {
            for property in declarations.properties where property.scope == .local && property.initializer != nil {
                locals[property.name, default: []].append(property)
            }
            declarationSites(declarations)
        }
        let tokens = self.tokens
        let bytes = file.source.bytes
        let namesKeys = lint.catalogKeys != nil
        let readsWrappers = namesKeys || wanted.contains(.keyReference)
        let readsAccessors = namesKeys && lint.recordsReferences && !lint.project.undeclaredChains.isEmpty
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
            case .identifier where readsAccessors:
                // A chain starts at a capitalized name: most identifiers are ruled out by their first byte.
                guard let first = bytes[token.range].first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
                else { continue }
                accessorReference(index)
            default:
                continue
            }
        }
    }

    private mutating func visit(_ site: Site) {
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
        let nameBytes = superclass.map { Array($0.utf8)[...] } ?? file.source.bytes[tokens[called].range]
        // A control qualified by a dependency's namespace (`Settings.Section(title:)`) is that dependency's view,
        // not the SwiftUI control of its name.
        let dependencyControl = superclass == nil && annotated == nil ? qualifiedDependencyControl(nameIndex) : nil
        let entry = dependencyControl == nil ? lint.call(named: nameBytes) : nil
        let apis = entry?.apis ?? []
        let isMessageHelper = apis.isEmpty && dependencyControl == nil && UserFacingAPI.mayBeMessageHelper(nameBytes)
            && UserFacingAPI.isMessageHelper(view.text(called))
        let assumed = dependencyControl
            ?? (apis.isEmpty && !isMessageHelper && superclass == nil ? assumedComponent(called) : nil)
        guard entry != nil || lint.uiArgumentsAPI != nil || isMessageHelper || assumed != nil,
            let close = view.matching(open), close > open
        else { return }
        let previous = view.previous(nameIndex)
        if let previous, tokens[previous].kind == .keyword, view.token(previous, is: "func") { return }
        let isMethod = superclass == nil && annotated == nil && view.followsDot(nameIndex)
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
            var sink = TextSink(api: api, name: name, project: lint.project, path: file.path, line: tokens[expression.lowerBound].line)
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
    private func qualifiedDependencyControl(_ nameIndex: Int) -> UserFacingAPI? {
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
    private func annotatedTypeInitialized(at nameIndex: Int) -> Int? {
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
    private func superclassInitialized(at nameIndex: Int) -> String? {
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

    // MARK: Assignments

    /// `name =` or `name +=`: text assigned to a user-facing property (`label.text = …`, or a bare `title = …` in a
    /// view controller, which sets its navigation title).
    private mutating func assignment(name nameIndex: Int, operator operatorIndex: Int) {
        if wanted.contains(.assignment) { anyAssignment(name: nameIndex, operator: operatorIndex) }
        let isProperty = view.followsDot(nameIndex)
        let api: UserFacingAPI
        if let platform = lint.property(named: file.source.bytes[tokens[nameIndex].range]),
            isProperty || (view.token(nameIndex, is: "title") && isBareControllerTitle(nameIndex))
                || isBareAccessibilityText(nameIndex),
            !(isProperty && receiverType(of: nameIndex).map(lint.project.isPlainType) == true)
        {
            api = platform
        } else if let member = lint.member(named: file.source.bytes[tokens[nameIndex].range])?.assigned,
            isProperty || (!isLoggedLocal(nameIndex) && !isLocalKeptToItself(nameIndex))
        {
            api = member  // a project property whose value is shown, or a localization context
        } else if isProperty, let typed = receiverTypedProperty(nameIndex) {
            api = typed
        } else if !isDeclared(nameIndex),
            let owner = isProperty ? receiverType(of: nameIndex) : file.enclosingTypeName(of: nameIndex),
            let member = lint.project.typedMembers[FileFacts.MemberKey(type: owner, name: view.text(nameIndex))]
        {
            api = member  // a property of a known type whose value that type shows
        } else {
            return
        }
        let start = operatorIndex + 1
        let end = view.expressionEnd(from: start)
        guard start < end else { return }
        let isAppended = view.isOperator(operatorIndex, "+=")
        if api.localizesKeys, !isAppended { recordTextReferences(start..<end, arguments: []) }
        guard wanted.contains(.userText), !context.isExcluded(nameIndex) else { return }
        visit(
            .userText(
                UserText(
                    expression: start..<end, sink: TextSink(
                        api: api, name: api.name, project: lint.project, path: file.path, line: tokens[start].line),
                    isAppended: isAppended,
                    anchor: isAppended ? operatorIndex : start)))
    }

    /// A bare name that a `let` or `var` of the function around it declares (there or before it) and that a
    /// logging call reads (`var details = "…"` … `details += …` … `logDownload("Done", details: details)`): text
    /// for a log, whatever project property shares its name. Other locals keep the link by name: a local named
    /// like the member it is passed to (`let title = …` … `Chapter(title: title)`) is that member's text.
    private func isLoggedLocal(_ nameIndex: Int) -> Bool {
        guard let declarations = context.declarations,
            let local = declarations.property(named: view.text(nameIndex), before: nameIndex + 1), local.scope == .local,
            let body = declarations.functions.lazy.compactMap(\.body).filter({ $0.contains(nameIndex) })
                .min(by: { $0.count < $1.count }),
            body.contains(local.nameToken)
        else { return false }
        let name = file.source.bytes[tokens[nameIndex].range]
        for use in local.nameToken + 1...body.upperBound
        where tokens[use].kind == .identifier && file.source.bytes[tokens[use].range].elementsEqual(name)
            && !view.followsDot(use) && LoggingCalls.isInsideLoggingCall(use, in: view)
        {
            return true
        }
        return false
    }

    /// `let source = …` declared in a function and never handed on under its name — no `source: source` argument,
    /// no `x.source = source` — (`let source = isAppStore ? "App Store" : "direct"` … `"Source: \(source)"`): the
    /// local's own text, not the text of every project member named `source`.
    private func isLocalKeptToItself(_ nameIndex: Int) -> Bool {
        guard isDeclared(nameIndex), let declarations = context.declarations,
            let body = declarations.functions.lazy.compactMap(\.body).filter({ $0.contains(nameIndex) })
                .min(by: { $0.count < $1.count })
        else { return false }
        let name = file.source.bytes[tokens[nameIndex].range]
        for use in nameIndex + 1...body.upperBound
        where tokens[use].kind == .identifier && file.source.bytes[tokens[use].range].elementsEqual(name) && !view.followsDot(use) {
            guard let before = view.previous(use) else { continue }
            // `source: source`: an argument labelled with its name.
            if view.isPunctuation(before, UInt8(ascii: ":")), let label = view.previous(before),
                file.source.bytes[tokens[label].range].elementsEqual(name)
            {
                return false
            }
            // `item.source = source`.
            if view.isOperator(before, "="), let member = view.previous(before), view.followsDot(member),
                file.source.bytes[tokens[member].range].elementsEqual(name)
            {
                return false
            }
        }
        return true
    }

    /// `let name = …`, `var name = …`: a declaration, not an assignment to a property.
    private func isDeclared(_ nameIndex: Int) -> Bool {
        guard let previous = view.previous(nameIndex), tokens[previous].kind == .keyword else { return false }
        return view.token(previous, is: "let") || view.token(previous, is: "var")
    }

    /// The type of the receiver of the member at `nameIndex`, when the file says it: a type named directly
    /// (`SVProgressHUD.show`), `self` (the enclosing type), or a variable or parameter this file declares with a
    /// type (`let tag: Tag` … `tag.title`).
    private func receiverType(of nameIndex: Int) -> String? {
        let receiver = view.receiver(ofMember: nameIndex)
        guard receiver.count == 1 else { return nil }
        let token = receiver.lowerBound
        if view.token(token, is: "self") { return file.enclosingTypeName(of: token) }
        guard tokens[token].kind == .identifier else { return nil }
        let name = view.text(token)
        if let first = name.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) { return name }
        guard let declarations = context.declarations else { return nil }
        let parameter = declarations.functions.last { function in
            function.body.map { $0.contains(token) } == true && function.parameters.contains { $0.name == name }
        }?.parameters.first { $0.name == name }
        if let type = parameter?.type { return FileDeclarations.typeName(type) }
        guard let property = declarations.property(named: name, before: token) else { return nil }
        if let type = property.type { return FileDeclarations.typeName(type) }
        // `var tag = Tag(title: "")`: the type whose initializer gives the value.
        guard let initializer = property.initializer, let start = view.firstCode(in: initializer),
            tokens[start].kind == .identifier, view.callParenthesis(after: start) != nil
        else { return nil }
        let type = view.text(start)
        return type.utf8.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } == true ? type : nil
    }

    /// Any assignment, for the rules that read assignments themselves (``Site/assignment(_:)``): not a
    /// declaration's initial value (`let name = …`), not in a skipped region.
    private mutating func anyAssignment(name nameIndex: Int, operator operatorIndex: Int) {
        if let assignmentFilter = selection.assignmentFilter, assignmentFilter.index(of: file.source.bytes[tokens[nameIndex].range]) == nil {
            return
        }
        guard !context.isExcluded(nameIndex) else { return }
        if let previous = view.previous(nameIndex), tokens[previous].kind == .keyword,
            view.token(previous, is: "let") || view.token(previous, is: "var")
        {
            return
        }
        let start = operatorIndex + 1
        let end = view.expressionEnd(from: start)
        guard start < end else { return }
        visit(
            .assignment(
                Assignment(
                    property: nameIndex, receiver: view.receiver(ofMember: nameIndex), operatorToken: operatorIndex,
                    value: start..<end)))
    }

    // MARK: Declarations

    /// The values of declarations the project index follows: a property's initial value and getter, a function's
    /// returns, when the value is shown (``LintContext/member(named:)``) or typed as a localization context.
    private mutating func declarationSites(_ declarations: FileDeclarations) {
        let tuples = declarations.tupleElements
        for property in declarations.properties where property.initializer != nil || property.getter != nil {
            if let initializer = property.initializer, let tuple = FileDeclarations.tupleTypeName(in: property.type),
                let elements = tuples[tuple] ?? lint.project.tupleElements[tuple].map({ $0.map(Self.element) })
            {
                tupleValues(initializer, tuple: tuple, elements: elements)
            }
            var values = property.initializer.map { [$0] } ?? []
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
    private func receiverTypedProperty(_ nameIndex: Int) -> UserFacingAPI? {
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
    private func isBareControllerTitle(_ index: Int) -> Bool {
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
    private func isBareAccessibilityText(_ index: Int) -> Bool {
        guard view.token(index, is: "accessibilityLabel") || view.token(index, is: "accessibilityHint")
            || view.token(index, is: "accessibilityValue"),
            !isDeclared(index), let declarations = context.declarations,
            let type = declarations.types.last(where: { $0.body.contains(index) }),
            type.kind == .class || type.kind == .extension
        else { return false }
        let name = view.text(index)
        return !declarations.properties.contains { $0.name == name }
    }

    // MARK: Key references

    /// `String(localized: "key", defaultValue: "…", table: "…", comment: "…")`, `NSLocalizedString("key", …)`, …
    /// The key may be wrapped (`String(localized: String.LocalizationValue("key"))`), or be the raw value of the enum
    /// around the call (`String(localized: String.LocalizationValue(rawValue))`): then each of its string raw values
    /// is a key.
    private mutating func recordReference(kind: KeyReference.Kind, arguments: [CallArgument]) {
        guard let first = arguments.first else { return }
        switch kind {
        case .stringLocalized: guard view.hasLabel(first, "localized") else { return }
        default: guard !first.hasLabel else { return }
        }
        let key = localizationValueArgument(first.expression) ?? first.expression
        if let names = context.nameChain(key), let last = names.last, view.token(last, is: "rawValue"),
            names.count == 1 || (names.count == 2 && view.token(names[0], is: "self"))
        {
            recordRawValueReferences(kind: kind, around: last)
            return
        }
        recordReference(from: key, kind: kind, arguments: arguments)
    }

    /// `.init(localized: "key")` where the type is inferred (`let title: String = .init(localized: "a.b")`), and
    /// `String.init(localized:)`, `AttributedString.init(localized:)`: `String(localized:)`'s key reference.
    private mutating func localizedInitializer(name nameIndex: Int, open: Int) {
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

    /// Each string raw value of the enum around `item` (`case home = "tab.home"`) as a key reference.
    private mutating func recordRawValueReferences(kind: KeyReference.Kind, around item: Int) {
        guard let declarations = context.declarations, let type = file.enclosingTypeName(of: item) else { return }
        for literal in declarations.caseRawValues where file.enclosingTypeName(of: literal) == type {
            recordReference(from: literal..<view.skip(literal), kind: kind, arguments: [])
        }
    }

    /// A literal in a SwiftUI `LocalizedStringKey` position: `Text("key")`, `Button("Save")`, and each branch of
    /// `Button(isOn ? "a.on" : "a.off")` or fallback of `Text(name ?? "a.none")`.
    private mutating func recordTextReferences(_ expression: Range<Int>, arguments: [CallArgument]) {
        guard lint.recordsReferences || wanted.contains(.keyReference) else { return }  // nothing records them
        if recordSymbolReference(expression, kind: .text) { return }
        if view.singleItem(expression) != nil {
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
        guard lint.recordsReferences || wanted.contains(.keyReference),
            let item = view.singleItem(expression), let literal = file.literal(at: item)
        else { return }
        let token = tokens[item]
        var reference = KeyReference(
            key: catalogKey(spelledBy: literal) ?? file.formatKey(literal),
            location: SourceLocation(file: file.path, line: token.line, column: token.column),
            kind: kind, hasInterpolation: file.interpolatesValues(literal))
        // The table always (`unused-key` reads only the catalogs whose table code names); the rest for `extract`.
        let isFull = lint.references == .full
        for argument in arguments.dropFirst() {
            switch view.label(of: argument) {
            case "defaultValue", "value": if isFull { reference.defaultValue = file.staticLiteral(argument.expression) }
            case "comment": if isFull { reference.comment = file.staticLiteral(argument.expression) }
            case "table", "tableName": reference.table = file.staticLiteral(argument.expression)
            default: break
            }
        }
        if kind == .nsLocalizedString && !arguments.dropFirst().contains(where: { view.label(of: $0) == "comment" }) {
            reference.isExtractedByXcode = false
        }
        referencedLiterals.insert(item)
        if lint.recordsReferences { references.append(reference) }
        if wanted.contains(.keyReference) { visit(.keyReference(reference, literal: item)) }
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
        for key in lint.keys(forSymbol: view.text(name)) {
            references.append(
                KeyReference(
                    key: key, location: SourceLocation(file: file.path, line: token.line, column: token.column),
                    kind: kind))
        }
        return true
    }

    /// `"Cancel".localized`, `"menu_title".loco()`: a literal the project's own wrapper localizes
    /// (``SiteContext/isLocalizedReceiver(_:)``), wherever it is (given to a view, returned from a function, passed
    /// on): a ``KeyReference/Kind/wrapper`` reference, handed to the rules that check keys once, outside skipped
    /// regions, and recorded (for `unused-key`) when the catalogs' keys are known.
    private mutating func wrapperReference(_ index: Int) {
        guard !referencedLiterals.contains(index), context.isLocalizedReceiver(index), let literal = file.literal(at: index)
        else { return }
        referencedLiterals.insert(index)
        let token = tokens[index]
        var reference = KeyReference(
            key: catalogKey(spelledBy: literal) ?? file.formatKey(literal),
            location: SourceLocation(file: file.path, line: token.line, column: token.column), kind: .wrapper,
            hasInterpolation: file.interpolatesValues(literal))
        reference.isExtractedByXcode = false
        if lint.recordsReferences, lint.catalogKeys != nil { references.append(reference) }
        if wanted.contains(.keyReference), !context.isExcluded(index) { visit(.keyReference(reference, literal: index)) }
    }

    /// `Strings.library_refresh_error_title`, `R.string.localizable.cancel()`, `L10n.Settings.title`: a member of a
    /// generated accessor no scanned source declares, recorded as a use of the keys its name matches
    /// (``GeneratedAccessors``), at the chain's last member.
    private mutating func accessorReference(_ root: Int) {
        if accessorMatches == nil { accessorMatches = lint.generatedAccessors.matches }
        guard let matches = accessorMatches, !matches.isEmpty, let (chain, end) = GeneratedAccessors.chain(at: root, in: view),
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

    /// A literal outside localization calls whose text is a catalog key: a use of the key (see
    /// ``KeyReference/Kind/literal``).
    private mutating func literalNamingKey(_ index: Int) {
        guard lint.recordsReferences, !referencedLiterals.contains(index),
            let literal = file.literal(at: index), let range = file.source.plainTextRange(of: literal),
            range.count <= 200
        else { return }
        // Most literals are not keys: looked up on their bytes, and only a key becomes a `String`.
        let bytes = file.source.bytes[range]
        guard !bytes.contains(0x5C), lint.catalogKeys?.index(of: bytes) != nil else { return }
        let token = tokens[index]
        references.append(
            KeyReference(
                key: String(decoding: bytes, as: UTF8.self), location: SourceLocation(file: file.path, line: token.line, column: token.column),
                kind: .literal))
    }
}
