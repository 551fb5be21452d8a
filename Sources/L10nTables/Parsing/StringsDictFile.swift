import XCStrings

/// One `.stringsdict` file: each key's format (`NSStringLocalizedFormatKey` with one or more `%#@name@`
/// variables) and each variable's rule — plural (`NSStringPluralRuleType`, CLDR categories and `zero`), device
/// (`NSStringDeviceSpecificRuleType`) — or a key's device or width variants (`NSStringVariableWidthRuleType`).
///
///     let file = try StringsDictFile(bytes: bytes, path: "en.lproj/Localizable.stringsdict")
///     let entry = file.entries[0]                  // key "%d items"
///     entry.format?.text                            // "%#@items@"
///     entry.format?.variables[0].cases[0].name      // "one"
///     entry.format?.variables[0].cases[0].value     // "%d item"
public struct StringsDictFile: Sendable {
    /// A case of a rule: a plural category (`one`), a device (`ipad`) or a width (`20`).
    public struct Case: Sendable {
        public var name: String
        /// The text; nil when the case is itself a rule (a device case that varies by plural).
        public var value: String?
        /// The nested rule of a device case written as a dictionary with its own format.
        public var nested: Format?
        public var position: SourcePosition
        /// Where the value stands.
        public var valuePosition: SourcePosition
    }

    public enum RuleType: String, Sendable {
        case plural = "NSStringPluralRuleType"
        case device = "NSStringDeviceSpecificRuleType"
        case width = "NSStringVariableWidthRuleType"
    }

    /// A `%#@name@` variable of a format: its rule, value type (`d`, `lld`, `@`) and cases in file order.
    public struct Variable: Sendable {
        public var name: String
        public var ruleType: RuleType
        public var formatValueType: String?
        public var cases: [Case]
        /// Where the variable's key stands.
        public var position: SourcePosition
    }

    /// `NSStringLocalizedFormatKey` and the variables it names (in the order the entry writes them).
    public struct Format: Sendable {
        public var text: String
        public var position: SourcePosition
        public var variables: [Variable]
    }

    public struct Entry: Sendable {
        public var key: String
        public var position: SourcePosition
        /// The plural (or nested device) format, when the entry has `NSStringLocalizedFormatKey`.
        public var format: Format?
        /// The entry's device variants (`NSStringDeviceSpecificRuleType` at the entry's level).
        public var deviceCases: [Case]?
        /// The entry's width variants (`NSStringVariableWidthRuleType`): catalogs have none.
        public var widthCases: [Case]?
    }

    public var path: String
    public var entries: [Entry]
    /// Keys defined twice (the last definition counts).
    public var duplicates: [StringsFile.Duplicate]
    /// Entries Foundation ignores (no `NSStringLocalizedFormatKey` nor device or width rule, a value of the wrong
    /// type): each is left out at its position, and the other entries are read.
    public var problems: [TableProblem]

    /// The key naming a variable's rule type.
    static let ruleKey = "NSStringFormatSpecTypeKey"
    /// The key naming the type of a variable's value (`d`, `lld`).
    static let valueTypeKey = "NSStringFormatValueTypeKey"

    /// - Throws: ``CatalogError`` when the file cannot be parsed at all (one malformed entry is a ``problems``
    ///   item instead).
    public init(bytes: [UInt8], path: String) throws(CatalogError) {
        let parsed = try PlistParser.parse(bytes, path: path)
        guard let members = parsed.root.dictionary else {
            throw CatalogError(file: path, position: parsed.root.position, message: "a stringsdict file must be a dictionary")
        }
        self.path = path
        entries = []
        duplicates = []
        problems = parsed.stops.map { stop in
            TableProblem(stop: stop, file: path, entriesAfter: members.count(where: { $0.keyPosition > stop.position }))
        }
        var indexByKey: [String: Int] = [:]
        for member in members {
            let entry: Entry
            do {
                entry = try Self.entry(member, path: path)
            } catch {
                problems.append(TableProblem(
                    .ignoredEntry(member.key), file: path, position: error.position,
                    message: error.message + "; Foundation ignores this entry"))
                continue
            }
            if let earlier = indexByKey[member.key] {
                duplicates.append(StringsFile.Duplicate(key: member.key, ignored: entries[earlier].position, kept: entry.position))
                entries[earlier] = entry
            } else {
                indexByKey[member.key] = entries.count
                entries.append(entry)
            }
        }
    }

    static func entry(_ member: PlistMember, path: String) throws(CatalogError) -> Entry {
        guard member.value.dictionary != nil else {
            throw CatalogError(file: path, position: member.value.position, message: "the value of '\(member.key)' is not a dictionary")
        }
        var entry = Entry(key: member.key, position: member.keyPosition)
        let node = member.value
        if node["NSStringLocalizedFormatKey"] != nil {
            entry.format = try format(node, key: member.key, path: path)
        }
        if let device = node[RuleType.device.rawValue] {
            entry.deviceCases = try cases(device, of: member.key, path: path, nestedAllowed: true)
        }
        if let width = node[RuleType.width.rawValue] {
            entry.widthCases = try cases(width, of: member.key, path: path, nestedAllowed: false)
        }
        guard entry.format != nil || entry.deviceCases != nil || entry.widthCases != nil else {
            throw CatalogError(
                file: path, position: member.keyPosition,
                message: "'\(member.key)' has no 'NSStringLocalizedFormatKey', 'NSStringDeviceSpecificRuleType' or 'NSStringVariableWidthRuleType'")
        }
        return entry
    }

    /// The format of a dictionary holding `NSStringLocalizedFormatKey` and its variables.
    static func format(_ node: PlistNode, key: String, path: String) throws(CatalogError) -> Format {
        guard let formatNode = node["NSStringLocalizedFormatKey"], let text = formatNode.string else {
            throw CatalogError(file: path, position: node.position, message: "'NSStringLocalizedFormatKey' of '\(key)' is not a string")
        }
        var variables: [Variable] = []
        for member in node.dictionary ?? [] where member.key != "NSStringLocalizedFormatKey" && !member.key.hasPrefix("NSString") {
            guard member.value.dictionary != nil else { continue }
            let typeText = member.value[ruleKey]?.string ?? RuleType.plural.rawValue
            guard let type = RuleType(rawValue: typeText) else {
                throw CatalogError(
                    file: path, position: member.value[ruleKey]?.position ?? member.keyPosition,
                    message: "unknown rule type '\(typeText)' for variable '\(member.key)' of '\(key)'")
            }
            var variable = Variable(
                name: member.key, ruleType: type, formatValueType: member.value[valueTypeKey]?.string,
                cases: [], position: member.keyPosition)
            for item in member.value.dictionary ?? [] where item.key != ruleKey && item.key != valueTypeKey {
                guard let value = item.value.string else {
                    throw CatalogError(
                        file: path, position: item.value.position,
                        message: "case '\(item.key)' of variable '\(member.key)' of '\(key)' is not a string")
                }
                variable.cases.append(Case(
                    name: item.key, value: value, nested: nil, position: item.keyPosition, valuePosition: item.value.position))
            }
            variables.append(variable)
        }
        return Format(text: text, position: formatNode.position, variables: variables)
    }

    static func cases(_ node: PlistNode, of key: String, path: String, nestedAllowed: Bool) throws(CatalogError) -> [Case] {
        guard let members = node.dictionary else {
            throw CatalogError(file: path, position: node.position, message: "the rule of '\(key)' is not a dictionary")
        }
        var result: [Case] = []
        for member in members {
            if let value = member.value.string {
                result.append(Case(name: member.key, value: value, position: member.keyPosition, valuePosition: member.value.position))
            } else if nestedAllowed, member.value["NSStringLocalizedFormatKey"] != nil {
                let nested = try format(member.value, key: key, path: path)
                result.append(Case(
                    name: member.key, value: nil, nested: nested, position: member.keyPosition, valuePosition: nested.position))
            } else {
                throw CatalogError(
                    file: path, position: member.value.position, message: "case '\(member.key)' of '\(key)' is not a string")
            }
        }
        return result
    }
}
