import L10nDiagnostics

/// A set of token indices as one bit per token: no hashing, allocated on first insert.
struct TokenSet {
    var words: [UInt64] = []
    let count: Int

    init(count: Int) { self.count = count }

    /// An empty set that fills `storage`'s room (emptied, its capacity kept) instead of allocating.
    init(count: Int, reusing storage: [UInt64]) {
        self.count = count
        words = storage
        words.removeAll(keepingCapacity: true)
    }

    @inline(__always)
    func contains(_ index: Int) -> Bool {
        guard !words.isEmpty, index >= 0, index < count else { return false }
        return words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// Inserts; true when the index was not there yet.
    @discardableResult
    mutating func insert(_ index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        if words.isEmpty {
            // Reserved and appended: `Array(repeating:count:)` allocates through an unspecialized path that looks
            // the storage type up at run time.
            let wordCount = (count + 63) / 64
            words.reserveCapacity(wordCount)
            words.append(contentsOf: repeatElement(0, count: wordCount))
        }
        let bit: UInt64 = 1 << UInt64(index & 63)
        if words[index >> 6] & bit != 0 { return false }
        words[index >> 6] |= bit
        return true
    }
}

/// A finding before suppressions and severities: the rule, the token it points at, the message.
struct RawFinding {
    var ruleID: String
    var line: Int
    var column: Int
    var message: String
    var key: String?
}

/// One pass over a lexed file: finds user-facing calls and assignments, concatenations, and key references.
struct FileAnalyzer {
    let view: CodeView
    private(set) var regions: Regions
    let path: String
    let context: LintContext
    var findings: [RawFinding] = []
    var references: [KeyReference] = []
    /// Tokens already reported, per rule, so overlapping checks report once.
    var reported: TokenSet
    var reportedConcatenation: TokenSet
    /// Opening tokens of literals already recorded as references.
    var referencedLiterals: TokenSet
    /// Answers "innermost enclosing type" queries (see ``Regions/InnermostTypeCursor``).
    var innermostTypes: Regions.InnermostTypeCursor
    /// Suggested-key prefixes by index of the enclosing type in `regions.types` plus one (0 for none); grown on
    /// demand.
    var prefixCache: [KeySuggestion.KeyPrefix?]
    /// Storage reused from call to call: the arguments of the call being analysed.
    var argumentScratch: [CallArgument] = []
    var itemScratch: [Int] = []
    /// The file's sites, kept between files in ``AnalysisBuffers``.
    var sites: [AnalysisSite]
    let source: SwiftSource
    let tokens: [Token]
    /// Read from `context` once per file, as ``call(name:open:)`` looks at them call after call.
    let calls: NameTable
    let callEntries: [LintContext.CallEntry]
    let mattersWithoutReferences: [Bool]
    let callFlags: [LintContext.CallFlags]
    let recordsReferences: Bool
    let hasUIArguments: Bool
    /// Whether ``run()`` answers most calls with a ``CallScreen`` first (false in tests comparing against
    /// ``call(name:open:)`` alone).
    var screensCalls = true

    init(view: CodeView, path: String, context: LintContext) {
        var buffers = AnalysisBuffers()
        self.init(view: view, path: path, context: context, reusing: &buffers)
    }

    /// An analyzer whose scratch arrays are taken from `buffers` (give them back with ``recycle(into:)``).
    init(view: CodeView, path: String, context: LintContext, reusing buffers: inout AnalysisBuffers) {
        // Taken out into locals first, then stored once each.
        var sites: [AnalysisSite] = []
        swap(&sites, &buffers.sites)
        var prefixCache: [KeySuggestion.KeyPrefix?] = []
        swap(&prefixCache, &buffers.prefixCache)
        var typeStack: [Int] = []
        swap(&typeStack, &buffers.typeStack)
        self.sites = sites
        self.prefixCache = prefixCache
        self.innermostTypes = Regions.InnermostTypeCursor(reusing: typeStack)
        self.view = view
        let count = view.tokens.count
        var words: ([UInt64], [UInt64], [UInt64]) = ([], [], [])
        swap(&words, &buffers.tokenSetWords)
        self.reported = TokenSet(count: count, reusing: words.0)
        self.reportedConcatenation = TokenSet(count: count, reusing: words.1)
        self.referencedLiterals = TokenSet(count: count, reusing: words.2)
        swap(&argumentScratch, &buffers.arguments)
        swap(&itemScratch, &buffers.items)
        swap(&findings, &buffers.findings)
        self.source = view.source
        self.tokens = view.tokens
        self.regions = Regions(view, reusing: &buffers.regions)
        self.path = path
        self.context = context
        self.calls = context.calls
        self.callEntries = context.callEntries
        self.mattersWithoutReferences = context.mattersWithoutReferences
        self.callFlags = context.callFlags
        self.recordsReferences = context.references != .none
        // Room for a reference every 24 tokens (the rate of a localized app), so appending rarely grows the array.
        if recordsReferences { references.reserveCapacity(view.tokens.count / 24) }
        self.hasUIArguments = !context.uiArguments.isEmpty
    }

    /// Gives the scratch arrays back to `buffers`, emptied with their capacity kept, for the next file.
    mutating func recycle(into buffers: inout AnalysisBuffers) {
        argumentScratch.emptyKeepingCapacity()
        itemScratch.emptyKeepingCapacity()
        swap(&argumentScratch, &buffers.arguments)
        swap(&itemScratch, &buffers.items)
        buffers.tokenSetWords = (reported.words, reportedConcatenation.words, referencedLiterals.words)
        reported.words = []
        reportedConcatenation.words = []
        referencedLiterals.words = []
        regions.recycle(into: &buffers.regions)
        buffers.typeStack = innermostTypes.takeStack()
        prefixCache.emptyKeepingCapacity()
        swap(&prefixCache, &buffers.prefixCache)
        swap(&sites, &buffers.sites)  // not emptied: ``collectSites(_:literals:into:)`` sets its count
    }

    var catalogKeys: KeyIndex? { context.catalogKeys }
    var catalogFormats: Set<String>? { context.catalogFormats }

    /// A literal outside localization calls whose text is a catalog key: a use of the key (see `.literal`).
    mutating func literalNamingKey(_ index: Int) {
        guard context.catalogKeys != nil, !referencedLiterals.contains(index), index + 2 < tokens.count,
            tokens[index + 1].kind == .stringText, tokens[index + 2].kind == .stringClose
        else { return }
        let range = tokens[index + 1].range
        guard range.count <= 200, !source.bytes[range].contains(0x5C) else { return }
        // Most literals are not keys: asked on their bytes, and only a key becomes a `String`.
        guard source.bytes[range].withUnsafeBufferPointer({ context.containsCatalogKey($0) }) else { return }
        let text = String(decoding: source.bytes[range], as: UTF8.self)
        let token = tokens[index]
        references.append(
            KeyReference(
                key: text, location: SourceLocation(file: path, line: token.line, column: token.column), kind: .literal))
    }

    // MARK: Calls

    /// Analyses the call whose name is token `nameIndex` and whose `(` is token `open`.
    ///
    /// - Parameter argumentsHoldText: true when a ``CallScreen`` found the arguments' text to be
    ///   ``ArgumentText/other`` for a call it checked to be no `append` in a run without references, so the
    ///   arguments need not be classified again.
    mutating func call(name nameIndex: Int, open: Int, argumentsHoldText: Bool = false) {
        let range = tokens[nameIndex].range
        let entryIndex = calls.index(of: source.bytes[range])
        if let entryIndex, !recordsReferences, !hasUIArguments, !mattersWithoutReferences[entryIndex] {
            return  // `String(…)`, `NSLocalizedString(…)`: only references would come of it
        }
        let flags = entryIndex.map { callFlags[$0] }
        let hasAPIs = flags?.hasAPIs ?? false
        // Being a message helper matters only to a call with no user-facing APIs of its name (see the guard and
        // the last loop below), so the name is not looked at otherwise.
        let isMessageHelper = !hasAPIs && Self.isMessageHelper(source.bytes[range])
        if entryIndex == nil && !hasUIArguments && !isMessageHelper { return }
        guard let close = view.matching(open), close > open else { return }
        let previous = view.previous(nameIndex)
        let isMethod = previous.map { view.isPunctuation($0, UInt8(ascii: ".")) } ?? false
        if let previous, tokens[previous].kind == .keyword, view.token(previous, is: "func") { return }
        let isLocalizedFriend = !isMethod && flags?.looksUpKeys == true
        let isAppend = isMethod && flags?.isAppend == true
        guard hasAPIs || (isLocalizedFriend && recordsReferences) || isAppend
            || hasUIArguments || isMessageHelper
        else {
            return
        }
        if !isAppend && !argumentsHoldText {
            // Without a literal or a `+` among its arguments, a call has no text to report and no key to record
            // (only `append` can add a localized call held in a variable).
            if recordsReferences {
                if !hasLiteralOrPlus(open + 1..<close) { return }
            } else {
                switch argumentText(open + 1..<close) {
                case .none:
                    return
                case .onlyKeys:
                    // `Text("home.title.text")`, `Toggle("a.b.c", isOn: $on)`: the user-facing analysis reports
                    // only literals that are not such keys and `+`, so it could find nothing here, and without
                    // references there is nothing to record.
                    return
                case .other:
                    break
                }
            }
        }
        let entry = entryIndex.map { callEntries[$0] }
        let candidates = entry?.apis ?? []
        let name = entry?.name ?? view.text(nameIndex)
        let arguments = view.arguments(open: open, close: close, into: &argumentScratch)
        defer { argumentScratch = arguments }
        if isLocalizedFriend && recordsReferences {
            collectReference(name: name, nameIndex: nameIndex, arguments: arguments)
        }
        if isAppend, let first = arguments.first, !first.hasLabel || view.hasLabel(first, "contentsOf"),
            receiverLooksLikeText(nameIndex), isLocalizedExpression(first.expression)
        {
            concatenation(
                at: nameIndex,
                "'\(name)' adds a localized fragment to other text; localize the whole sentence as one string with placeholders")
        }
        // Each user-facing argument once, with the API that makes it user-facing (for the fix-it's element),
        // analysed as soon as it is found: the analysis adds findings only, and the references recorded in the same
        // loop go to their own list, so the order of either is the order of collecting all arguments first.
        // Inside a skipped region nothing is analysed, and which arguments are taken then does not matter.
        let analyses = !regions.isExcluded(nameIndex)
        var taken = ArgumentPositions()
        for api in candidates {
            switch api.form {
            case .initializer where isMethod && !isQualifiedType(previous): continue
            case .method where !isMethod: continue
            default: break
            }
            if api.localizesKeys, recordsReferences, let first = arguments.first, !first.hasLabel {
                collectTextReference(first.expression, nameIndex: nameIndex, arguments: arguments)
            }
            guard analyses else { continue }
            for position in arguments.indices where !taken.contains(position) {
                let argument = arguments[position]
                if (position == 0 && !argument.hasLabel && api.firstUnlabeled)
                    || (!api.labels.isEmpty && view.hasLabel(argument, in: api.labelTable))
                {
                    taken.insert(position)
                    userFacingExpression(argument.expression, api: api, apiName: name)
                }
            }
        }
        guard analyses else { return }
        if let api = context.uiArgumentsAPI, !isLocalizedFriend {
            for position in arguments.indices where !taken.contains(position) {
                if view.hasLabel(arguments[position], in: api.labelTable) {
                    userFacingExpression(arguments[position].expression, api: api, apiName: name)
                }
            }
        }
        if isMessageHelper && candidates.isEmpty {
            let api = context.messageHelperAPI
            for position in arguments.indices where !taken.contains(position) {
                if view.hasLabel(arguments[position], in: api.labelTable) {
                    taken.insert(position)
                    userFacingExpression(arguments[position].expression, api: api, apiName: name)
                }
            }
        }
    }

    /// True when the tokens hold a string literal or a `+` operator. A long range (over 512 tokens) counts as
    /// holding one without being read, so nested calls cannot make the scans quadratic.
    // Inlined: called from mutating methods, an outlined call would copy the whole analyzer first.
    @inline(__always)
    func hasLiteralOrPlus(_ range: Range<Int>) -> Bool {
        if range.count > 512 { return true }
        for index in range {
            let token = tokens[index]
            if token.kind == .stringOpen { return true }
            if token.kind == .operator, token.range.count == 1, source.bytes[token.range.lowerBound] == UInt8(ascii: "+") {
                return true
            }
        }
        return false
    }

    static let messageHelperLabels: Set<String> = ["title", "message", "subtitle", "body", "text", "detail"]

    /// App helpers that show a message: `showAlert(title:message:)`, `presentError(title:)`, `showToast(text:)`.
    /// A name starting with `show`, `present` or `display` and naming an alert, error, toast, banner, dialog,
    /// message, HUD or popup; their `title:`, `message:`, `subtitle:`, `body:`, `text:`, `detail:` arguments are
    /// user-facing.
    static func isMessageHelper(_ name: ArraySlice<UInt8>) -> Bool {
        // `hasPrefix` compares characters, and only the bytes `show`, `present` or `display` can start with those
        // characters (no other scalars decompose to these letters): a byte test first rules most names out.
        guard name.withUnsafeBufferPointer(CallScreen.mayBeMessageHelper) else { return false }
        let text = String(decoding: name, as: UTF8.self)
        guard text.hasPrefix("show") || text.hasPrefix("present") || text.hasPrefix("display") else { return false }
        let lowered = text.lowercased()
        return ["alert", "error", "toast", "banner", "dialog", "message", "hud", "popup", "notice"].contains {
            lowered.utf8.count >= $0.utf8.count && lowered.containsBytesOf($0)
        }
    }

    /// A bare `title` assigned inside a type named `…Controller` (not a `let`/`var` declaration).
    /// The name of the innermost type declaration around the token.
    mutating func enclosingTypeName(of index: Int) -> String? {
        guard !regions.types.isEmpty else { return nil }
        let typeIndex = innermostTypes.type(at: index, in: regions.types)
        return typeIndex >= 0 ? view.text(regions.types[typeIndex].nameToken) : nil
    }

    mutating func isBareControllerTitle(_ index: Int) -> Bool {
        if let previous = view.previous(index), tokens[previous].kind == .keyword,
            view.token(previous, is: "var") || view.token(previous, is: "let")
        {
            return false
        }
        return enclosingTypeName(of: index)?.hasSuffix("Controller") ?? false
    }

    /// `message.append(…)` builds text; `items.append(…)` (a plural name) fills an array.
    func receiverLooksLikeText(_ nameIndex: Int) -> Bool {
        guard let dot = view.previous(nameIndex), let receiver = view.previous(dot),
            tokens[receiver].kind == .identifier
        else { return false }
        let words = KeySuggestion.words(inIdentifier: view.text(receiver))
        guard let last = words.last, !(last.hasSuffix("s") && !last.hasSuffix("ss")) else { return false }
        return words.contains { Self.textHints.contains($0) }
    }

    static let textHints: Set<String> = [
        "text", "string", "message", "title", "label", "summary", "description", "caption", "body", "sentence",
        "subtitle", "detail", "details",
    ]

    /// `SwiftUI.Text(…)`: a type qualified by its module still counts as an initializer.
    func isQualifiedType(_ dot: Int?) -> Bool {
        guard let dot, let module = view.previous(dot) else { return false }
        return view.token(module, is: "SwiftUI") || view.token(module, is: "UIKit")
            || view.token(module, is: "AppKit")
    }

    mutating func propertyAssignment(name nameIndex: Int, operator operatorIndex: Int) {
        guard let property = context.properties.index(of: source.bytes[tokens[nameIndex].range]),
            !regions.isExcluded(nameIndex)
        else { return }
        let api = context.propertyAPIs[property]
        let name = api.name
        let start = operatorIndex + 1
        let end = view.expressionEnd(from: start)
        guard start < end else { return }
        if view.isOperator(operatorIndex, "+=") {
            if containsWordsOrLocalized(start..<end) {
                concatenation(
                    at: operatorIndex,
                    "'+=' appends to the user-facing '\(name)'; localize the whole sentence as one string with placeholders")
            }
            return
        }
        userFacingExpression(start..<end, api: api, apiName: name)
    }
}
