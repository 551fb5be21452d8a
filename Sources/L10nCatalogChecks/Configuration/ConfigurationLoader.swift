import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing
import XCStrings

/// Finds and reads `.l10n.json`.
///
///     let found = ConfigurationLoader.discover(from: "/repo/App/Sources")   // "/repo/.l10n.json"
///     let loaded = try ConfigurationLoader.load(path: found!, knownRuleIDs: CheckRules.knownIDs)
///     for warning in loaded.warnings { print(warning) }   // .l10n.json:4:3: warning: unknown rule 'need-review'
///
/// The file is strict JSON. An unknown member or rule id is a warning that names it (so a typo never silently
/// disables what the user meant to configure); a value of the wrong type, an unknown level, an invalid
/// `keyPattern` or a newer `version` is an error with its position. `"keyPattern": null` means the built-in
/// convention.
public enum ConfigurationLoader {
    /// A configuration and the warnings reading it gave.
    public struct Loaded: Sendable {
        public var configuration: L10nConfiguration
        public var warnings: [ConfigurationIssue]
    }

    /// The members a configuration may have.
    public static let knownKeys: [String] = [
        "version", "languages", "catalogs", "sources", "dependencies", "exclude", "keyPattern", "rules", "uiFunctions", "uiArguments",
        "ignoreKeys", "includeTests", "englishKeys", "review", "lengthLimits", "glossary", "base", "baseline",
    ]

    /// The first `.l10n.json` in `directory` or one of its parents, or nil.
    public static func discover(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL.path
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + L10nConfiguration.fileName
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
            if current == "/" || current.isEmpty { return nil }
            current = (current as NSString).deletingLastPathComponent
        }
    }

    /// Reads the configuration at `path` (as the user wrote it: messages name this spelling).
    ///
    /// - Parameter knownRuleIDs: rule ids the `rules` member may name; others are warned about.
    /// - Throws: ``ConfigurationIssue`` (an error) when the file cannot be read or is not a valid configuration.
    public static func load(path: String, knownRuleIDs: Set<String>) throws(ConfigurationIssue) -> Loaded {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path)
        } catch {
            throw ConfigurationIssue(.error, file: path, line: 0, column: 0, message: error.message)
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL
        return try parse(
            bytes, path: path, baseDirectory: absolute.deletingLastPathComponent().path, knownRuleIDs: knownRuleIDs)
    }

    /// Reads a configuration from bytes; `path` names it in messages.
    public static func parse(
        _ bytes: [UInt8], path: String, baseDirectory: String?, knownRuleIDs: Set<String>
    ) throws(ConfigurationIssue) -> Loaded {
        let root: JSONValue
        do {
            root = try JSONReader.parse(bytes, path: path)
        } catch {
            throw ConfigurationIssue(.error, file: path, line: error.line, column: error.column, message: error.message)
        }
        guard case .object(let members) = root else {
            throw ConfigurationIssue(
                .error, file: path, line: 1, column: 1,
                message: "expected a configuration object at the top level, found \(root.kindDescription)")
        }
        var configuration = L10nConfiguration(file: path, baseDirectory: baseDirectory)
        var warnings: [ConfigurationIssue] = []
        let reader = MemberReader(path: path)
        for member in members {
            switch member.key {
            case "version":
                let version = try reader.integer(member)
                guard version >= 1 && version <= L10nConfiguration.currentVersion else {
                    throw reader.issue(
                        member,
                        "unsupported configuration version \(version); this tool reads version "
                            + "\(L10nConfiguration.currentVersion)")
                }
                configuration.version = version
            case "languages":
                let languages = try reader.strings(member)
                guard !languages.isEmpty else { throw reader.issue(member, "'languages' must name at least one language") }
                if let empty = languages.first(where: { $0.isEmpty }) {
                    throw reader.issue(member, "'languages' has an empty language code '\(empty)'")
                }
                for code in languages where !LanguageCode.isKnown(code) {
                    warnings.append(reader.warning(member, LanguageCode.unknownMessage(code, in: "'languages'")))
                }
                configuration.languages = languages
            case "catalogs": configuration.catalogs = try reader.strings(member)
            case "sources": configuration.sources = try reader.strings(member)
            case "dependencies": configuration.dependencies = try reader.strings(member)
            case "exclude": configuration.exclude = try reader.strings(member)
            case "uiFunctions": configuration.uiFunctions = try reader.strings(member)
            case "uiArguments": configuration.uiArguments = try reader.strings(member)
            case "ignoreKeys": configuration.ignoreKeys = try reader.strings(member)
            case "includeTests": configuration.includeTests = try reader.bool(member)
            case "englishKeys": configuration.englishKeys = try reader.bool(member)
            case "review":
                let text = try reader.string(member)
                guard text == "required" || text == "optional" else {
                    throw reader.issue(member, "'review' must be 'required' or 'optional', found '\(text)'")
                }
                configuration.reviewRequired = text == "required"
            case "glossary":
                configuration.glossary = try reader.glossary(member, warnings: &warnings)
            case "base":
                if case .null = member.value {
                    configuration.base = nil
                    continue
                }
                let base = try reader.string(member)
                guard !base.isEmpty, !base.hasPrefix("-") else {
                    throw reader.issue(member, "'base' must name a git revision such as 'origin/main', found '\(base)'")
                }
                configuration.base = base
            case "baseline":
                let baseline = try reader.string(member)
                guard !baseline.isEmpty else { throw reader.issue(member, "'baseline' must name a baseline file") }
                configuration.baseline = baseline
            case "lengthLimits":
                guard case .object(let limits) = member.value else {
                    throw reader.issue(
                        member, "'lengthLimits' must be an object of key globs and character counts, found \(member.value.kindDescription)")
                }
                for limit in limits {
                    guard case .number(let text) = limit.value, let characters = Int(text), characters > 0 else {
                        var found = limit.value.kindDescription
                        if case .number(let text) = limit.value { found = text }
                        throw reader.issue(
                            limit, "the length limit of '\(limit.key)' must be a positive whole number of characters, found \(found)")
                    }
                    guard !limit.key.isEmpty else { throw reader.issue(limit, "'lengthLimits' has an empty key glob") }
                    configuration.lengthLimits.append(LengthLimit(keys: limit.key, characters: characters))
                }
            case "keyPattern":
                if case .null = member.value {
                    configuration.keyPattern = nil
                    continue
                }
                let pattern = try reader.string(member)
                do {
                    _ = try KeyPattern(regularExpression: pattern)
                } catch {
                    throw reader.issue(member, "'keyPattern' is not a valid regular expression: '\(pattern)'")
                }
                configuration.keyPattern = pattern
            case "rules":
                guard case .object(let ruleMembers) = member.value else {
                    throw reader.issue(member, "'rules' must be an object of rule ids and levels, found \(member.value.kindDescription)")
                }
                for rule in ruleMembers {
                    let text = try reader.string(rule, what: "the level of '\(rule.key)'")
                    guard let level = RuleLevel(rawValue: text) else {
                        throw reader.issue(
                            rule, "unknown level '\(text)' for '\(rule.key)'; use 'error', 'warning', 'note' or 'off'")
                    }
                    if knownRuleIDs.contains(rule.key) {
                        configuration.rules[rule.key] = level
                    } else {
                        warnings.append(reader.warning(rule, "unknown rule '\(rule.key)'" + suggestion(rule.key, knownRuleIDs)))
                    }
                }
            default:
                warnings.append(
                    reader.warning(
                        member, "unknown configuration key '\(member.key)'" + suggestion(member.key, Set(knownKeys))))
            }
        }
        return Loaded(configuration: configuration, warnings: warnings)
    }

    /// `; did you mean 'languages'?` when a known name is within two edits.
    static func suggestion(_ name: String, _ known: Set<String>) -> String {
        NearestName.nearest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// Type-checked access to configuration members, with errors at the member's position.
private struct MemberReader {
    var path: String

    func issue(_ member: JSONMember, _ message: String) -> ConfigurationIssue {
        ConfigurationIssue(.error, file: path, line: member.position.line, column: member.position.column, message: message)
    }

    func warning(_ member: JSONMember, _ message: String) -> ConfigurationIssue {
        ConfigurationIssue(.warning, file: path, line: member.position.line, column: member.position.column, message: message)
    }

    func string(_ member: JSONMember, what: String? = nil) throws(ConfigurationIssue) -> String {
        guard case .string(let value) = member.value else {
            throw issue(member, "\(what ?? "'\(member.key)'") must be a string, found \(member.value.kindDescription)")
        }
        return value
    }

    func strings(_ member: JSONMember) throws(ConfigurationIssue) -> [String] {
        guard case .array(let values) = member.value else {
            throw issue(member, "'\(member.key)' must be an array of strings, found \(member.value.kindDescription)")
        }
        var result: [String] = []
        for value in values {
            guard case .string(let text) = value else {
                throw issue(member, "'\(member.key)' must be an array of strings, found \(value.kindDescription) in it")
            }
            result.append(text)
        }
        return result
    }

    func bool(_ member: JSONMember) throws(ConfigurationIssue) -> Bool {
        guard case .bool(let value) = member.value else {
            throw issue(member, "'\(member.key)' must be true or false, found \(member.value.kindDescription)")
        }
        return value
    }

    /// `{"Wallet": {"es": "cartera"}, "Acme": {"*": "keep"}}`: terms, then per language the required translation,
    /// or `"*": "keep"`.
    func glossary(_ member: JSONMember, warnings: inout [ConfigurationIssue]) throws(ConfigurationIssue) -> Glossary {
        guard case .object(let entries) = member.value else {
            throw issue(member, "'glossary' must be an object of terms, found \(member.value.kindDescription)")
        }
        var glossary = Glossary()
        var seen: [String: String] = [:]
        for entry in entries {
            let term = entry.key.trimmingCharacters(in: .whitespaces)
            guard !term.isEmpty else { throw issue(entry, "the glossary has an empty term") }
            guard case .object(let languages) = entry.value else {
                throw issue(
                    entry,
                    "glossary term '\(entry.key)' must be an object of languages and translations "
                        + "(or {\"*\": \"keep\"}), found \(entry.value.kindDescription)")
            }
            guard !languages.isEmpty else {
                throw issue(entry, "glossary term '\(entry.key)' names no language; give a translation or {\"*\": \"keep\"}")
            }
            if let earlier = seen[term.lowercased()] {
                warnings.append(warning(entry, "glossary term '\(entry.key)' repeats '\(earlier)' (terms match case-insensitively); the first one is used"))
                continue
            }
            seen[term.lowercased()] = entry.key
            var made = Glossary.Term(term: term)
            for language in languages {
                let text = try string(language, what: "the '\(language.key)' translation of glossary term '\(entry.key)'")
                if language.key == "*" {
                    guard text == "keep" else {
                        throw issue(
                            language, "'*' of glossary term '\(entry.key)' can only be 'keep' (the term stays as it is "
                                + "in every language), found '\(text)'")
                    }
                    made.keep = true
                    continue
                }
                guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw issue(language, "the '\(language.key)' translation of glossary term '\(entry.key)' is empty")
                }
                if !LanguageCode.isKnown(language.key) {
                    warnings.append(warning(language, LanguageCode.unknownMessage(language.key, in: "glossary term '\(entry.key)'")))
                }
                made.translations.append((language.key, text))
            }
            glossary.terms.append(made)
        }
        return glossary
    }

    func integer(_ member: JSONMember) throws(ConfigurationIssue) -> Int {
        guard case .number(let text) = member.value, let value = Int(text) else {
            throw issue(member, "'\(member.key)' must be an integer, found \(member.value.kindDescription)")
        }
        return value
    }
}
