import L10nDiagnostics

/// What the analysis of every file shares, built once per linter: the calls it looks at (by name, looked up on
/// bytes), the configured labels, and the catalogs' keys.
///
///     let context = LintContext(options: LintOptions(uiFunctions: ["Row(title:)"]))
///     context.calls.index(of: Array("Row".utf8)[...]).map { context.callEntries[$0].apis.count }  // 1
final class LintContext: Sendable {
    /// A call name the analyzer looks at, and why. A class: a call holds it without copying its fields.
    final class CallEntry: Sendable {
        let name: String
        /// User-facing APIs of that name (built-in and configured).
        let apis: [UserFacingAPI]
        /// `String`, `NSLocalizedString`, …: a call that looks a key up.
        let referenceKind: KeyReference.Kind?
        /// `append` / `insert`: may add a localized fragment to text.
        let isAppend: Bool

        init(name: String, apis: [UserFacingAPI], referenceKind: KeyReference.Kind?, isAppend: Bool) {
            self.name = name
            self.apis = apis
            self.referenceKind = referenceKind
            self.isAppend = isAppend
        }
    }

    /// Per entry of ``callEntries``: whether a call of that name can matter without references being
    /// recorded (it has user-facing APIs, or is `append`/`insert`), decided before anything else is looked at.
    let mattersWithoutReferences: [Bool]

    /// Per entry of ``callEntries``, what a call looks at before it needs the entry itself: plain values, so the
    /// many calls dropped early touch no reference count.
    struct CallFlags {
        var hasAPIs: Bool
        var looksUpKeys: Bool
        var isAppend: Bool
    }

    let callFlags: [CallFlags]

    /// Every call name of ``callEntries``, by bytes.
    let calls: NameTable
    let callEntries: [CallEntry]
    let uiArguments: Set<String>
    /// The catalogs' keys; nil when no catalog was scanned.
    let catalogKeys: KeyIndex?
    /// Catalog keys with format specifiers normalised to `%@`, to match SwiftUI literals (`"\(n) items"`).
    let catalogFormats: Set<String>?
    /// What to record of key references: at least the keys when `unknown-key` needs them.
    let references: LintOptions.ReferenceDetail
    /// The rule ids findings carry, in storage of this context's own (see the note on the built-in APIs).
    let hardcodedStringID: String
    let stringConcatenationID: String
    let unknownKeyID: String
    /// The severity each source rule runs at, nil when off; looked up once, not per finding.
    let severities: [String: Severity]
    private let hardcodedStringSeverity: Severity?
    private let stringConcatenationSeverity: Severity?
    let unusedSuppressionSeverity: Severity?

    /// Properties whose assignment shows text (`label.text = …`, ``UserFacingAPI/properties``), by bytes, and
    /// the API each stands for, in the same order.
    let properties: NameTable
    let propertyAPIs: [UserFacingAPI]
    /// "Did you mean" answers for unknown keys, when catalogs were scanned.
    let nearestKeys: NearestKeyFinder?
    /// The configured `uiArguments` as an API (any call, those labels), if any.
    let uiArgumentsAPI: UserFacingAPI?
    /// App message helpers (`showAlert(title:message:)`, see ``FileAnalyzer/isMessageHelper(_:)``) as an API.
    let messageHelperAPI = UserFacingAPI(
        name: "", form: .any, firstUnlabeled: false, labels: FileAnalyzer.messageHelperLabels, localizesKeys: false,
        element: "alert")

    init(options: LintOptions) {
        var apis: [String: [UserFacingAPI]] = [:]
        var order: [String] = []
        func add(_ api: UserFacingAPI) {
            if apis[api.name] == nil { order.append(api.name) }
            apis[api.name, default: []].append(api)
        }
        // Own copies, not the shared built-in instances: a context is used by one thread, and counting references
        // to objects that several threads touch call after call makes the cores fight over their cache lines.
        for api in UserFacingAPI.builtIn { add(api.copy()) }
        for entry in options.uiFunctions {
            if let api = UserFacingAPI.configured(entry) { add(api) }
        }
        for name in FileAnalyzer.referenceKinds.keys.sorted() + ["append", "insert"] where apis[name] == nil {
            order.append(name)
        }
        callEntries = order.map { name in
            CallEntry(
                name: name, apis: apis[name] ?? [], referenceKind: FileAnalyzer.referenceKinds[name],
                isAppend: name == "append" || name == "insert")
        }
        calls = NameTable(order)
        mattersWithoutReferences = callEntries.map { !$0.apis.isEmpty || $0.isAppend }
        callFlags = callEntries.map {
            CallFlags(hasAPIs: !$0.apis.isEmpty, looksUpKeys: $0.referenceKind != nil, isAppend: $0.isAppend)
        }
        uiArguments = Set(options.uiArguments)
        func own(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        hardcodedStringID = own(LintRules.hardcodedString)
        stringConcatenationID = own(LintRules.stringConcatenation)
        unknownKeyID = own(LintRules.unknownKey)
        var severities: [String: Severity] = [:]
        for rule in [LintRules.hardcodedString, LintRules.stringConcatenation, LintRules.unknownKey, LintRules.unusedSuppression] {
            if let severity = options.severity(of: rule) { severities[own(rule)] = severity }
        }
        self.severities = severities
        hardcodedStringSeverity = severities[LintRules.hardcodedString]
        stringConcatenationSeverity = severities[LintRules.stringConcatenation]
        unusedSuppressionSeverity = severities[LintRules.unusedSuppression]
        let propertyNames = UserFacingAPI.properties.keys.sorted()
        properties = NameTable(propertyNames)
        propertyAPIs = propertyNames.map { name in
            UserFacingAPI(
                name: name, form: .method, firstUnlabeled: true, labels: [], localizesKeys: false,
                element: UserFacingAPI.properties[name] ?? nil)
        }
        nearestKeys = options.catalogKeys.map { NearestKeyFinder(keys: $0) }
        uiArgumentsAPI = options.uiArguments.isEmpty ? nil : UserFacingAPI(
            name: "", form: .any, firstUnlabeled: false, labels: Set(options.uiArguments), localizesKeys: false,
            element: nil)
        // Keys of its own too (a copy of a `Set` shares its storage until written).
        catalogKeys = options.catalogKeys.map { keys in KeyIndex(Set(keys.map(own))) }
        catalogFormats = options.catalogKeys.map { Set($0.map(LintRules.normalizedFormat)) }
        references = options.references == .none && options.catalogKeys != nil ? .keys : options.references
    }

    /// Whether the text spelled by `bytes` is a catalog key (see ``KeyIndex``).
    func containsCatalogKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        catalogKeys?.index(of: bytes) != nil
    }

    /// ``containsCatalogKey(_:)`` for a string.
    func containsCatalogKey(_ key: String) -> Bool {
        catalogKeys?.index(of: key) != nil
    }

    /// The severity a finding's rule runs at (nil when off). Findings carry this context's own id strings, so
    /// comparing with them first is equal at once (same storage) and skips hashing; anything else uses the table.
    func severity(ofRuleID ruleID: String) -> Severity? {
        if ruleID == hardcodedStringID { return hardcodedStringSeverity }
        if ruleID == stringConcatenationID { return stringConcatenationSeverity }
        return severities[ruleID]
    }
}
