import L10nSourceParsing

// Enums whose case names are the table's keys: the structure an app gives keys it reads through a case's name.
extension SiteWalker {
    /// The fewest case names of one enum that must be keys before its cases are read as keys.
    static let caseNameKeysNeeded = 3
    /// The most cases of a `String` enum read as options shown by name, not as a registry of keys.
    static let optionCasesAtMost = 12

    /// Each case name of an enum of the file that is a catalog key, recorded as a key reference, when at least
    /// three of its cases and half of them are keys: the app reads the keys through the case's name, in whatever
    /// way the scan does not follow (wherewego's `var stringValue: String { "\(value)" }` of `enum ContentType: Int
    /// { case Culture = 14 … }`, then `type.stringValue.localized()`; NIU's `Text(LocalizedStringKey(theme.rawValue))`
    /// in another file than `enum AppTheme: String { case bright, dark }`).
    ///
    ///     enum Category: Int { case Food = 39, Hotel = 32, Travel = 25 }   // keys 'Food', 'Hotel', 'Travel': in use
    ///     enum Tab { case home, search }                                    // two keys: any app's words, not read
    ///
    /// A `String` enum of more than twelve cases is a registry of keys, whose cases code names one by one. An enum
    /// that reads its own raw value (`LocalizedStringKey(self.rawValue)`) is left to
    /// ``recordRawValueReferences(kind:around:namedWhereUsed:)``, which knows which cases code names.
    mutating func recordCaseNameKeys(_ declarations: FileDeclarations) {
        guard lint.recordsReferences, let keys = lint.catalogKeys else { return }
        for type in declarations.types where type.kind == .enum {
            let body = type.body
            var cases: [Int] = []
            var readsRawValue = false
            var depth = 0
            var index = body.lowerBound + 1
            while index < body.upperBound {
                defer { index += 1 }
                let token = tokens[index]
                if token.kind == .punctuation {
                    if view.isPunctuation(index, UInt8(ascii: "{")) { depth += 1 } else if view.isPunctuation(index, UInt8(ascii: "}")) { depth -= 1 }
                    continue
                }
                if token.kind == .identifier, view.token(index, is: "rawValue") { readsRawValue = true }
                guard depth == 0, token.kind == .keyword, view.token(index, is: "case") else { continue }
                // `case a, b = 2, c(Int)`: each name, its value or payload skipped.
                var cursor = index
                while let name = view.next(cursor), tokens[name].kind == .identifier {
                    cases.append(name)
                    guard var after = view.next(name) else { break }
                    if view.isPunctuation(after, UInt8(ascii: "(")), let close = view.matching(after), let next = view.next(close) {
                        after = next
                    }
                    if view.isOperator(after, "="), let value = view.next(after) {
                        // `= 14`, `= "tab.home"`.
                        let end = tokens[value].kind == .stringOpen ? view.skip(value) : value + 1
                        guard end < body.upperBound, let next = tokens[end].isComment ? view.next(end) : end else { break }
                        after = next
                    }
                    guard view.isPunctuation(after, UInt8(ascii: ",")) else { break }
                    cursor = after
                }
            }
            guard !readsRawValue, cases.count >= Self.caseNameKeysNeeded else { continue }
            // A `String` enum of many keys is the app's registry of keys (the NHS COVID-19 app's
            // `StringLocalizableKey`, hundreds of cases read as `localize(.key)`): a case no code names reads nothing,
            // as the project index finds case by case. A few options named as keys are shown by name.
            if type.inherits == "String", cases.count > Self.optionCasesAtMost { continue }
            let keyed = cases.compactMap { name -> (Int, String)? in
                var text = view.text(name)
                if text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") { text = String(text.dropFirst().dropLast()) }
                return keys.index(of: text) == nil ? nil : (name, text)
            }
            guard keyed.count >= Self.caseNameKeysNeeded, keyed.count * 2 >= cases.count else { continue }
            for (name, key) in keyed { recordUnextractedUse(of: key, at: name, hasInterpolation: false) }
        }
    }
}
