import XCStrings

/// Plural translations written as `.strings` entries whose keys are paths into the `.stringsdict` they belong in.
/// Xcode's XLIFF names each string of a `.stringsdict` by such a path (`/KEY:dict/VARIABLE:dict/one:dict/:string`);
/// a translation platform (Crowdin) that gets the XLIFF back for a language without a `.stringsdict` writes the
/// plural cases into that language's `Localizable.strings`, one entry per path:
///
///     "/%lld file(s) selected:dict/NSStringLocalizedFormatKey:dict/:string" = "%#@files@";
///     "/%lld file(s) selected:dict/files:dict/one:dict/:string" = "%lld Datei ausgewählt";
///     "/%lld file(s) selected:dict/files:dict/other:dict/:string" = "%lld Dateien ausgewählt";
///
/// (the `:dict/:string` tail is sometimes left out). Foundation looks up `%lld file(s) selected`, never these
/// keys: the translations are never used. Read back, they are the plural entry they were cut from.
///
///     FlattenedPluralKey("/%lld file(s) selected:dict/files:dict/one")?.key     // "%lld file(s) selected"
///     FlattenedPluralKey("/%lld file(s) selected:dict/files:dict/one")?.part    // .rule(variable: "files", name: "one")
///     FlattenedPluralKey("/%lld image(s):dict/images:dict/")?.key               // "%lld image(s)" (case cut off)
///     FlattenedPluralKey("settings.title")                                      // nil
public struct FlattenedPluralKey: Sendable, Hashable {
    public enum Part: Sendable, Hashable {
        /// `NSStringLocalizedFormatKey`: the entry's format (`%#@files@`).
        case format
        /// A case of a variable's rule (`one`, `other`), or its `NSStringFormatValueTypeKey` / `NSStringFormatSpecTypeKey`.
        case rule(variable: String, name: String)
    }

    /// The key the plural belongs to.
    public var key: String
    public var part: Part

    static let separator = ":dict/"
    static let formatKey = "NSStringLocalizedFormatKey"
    static let ruleNames: Set<String> = [
        "zero", "one", "two", "few", "many", "other", StringsDictFile.valueTypeKey, StringsDictFile.ruleKey,
    ]

    public init?(_ flattened: String) {
        guard flattened.contains(Self.separator) else { return nil }
        var text = flattened
        if text.hasSuffix(":dict/:string") { text.removeLast(":dict/:string".count) }
        var parts = text.components(separatedBy: Self.separator)
        guard parts.count >= 2, let last = parts.popLast() else { return nil }
        if last == Self.formatKey {
            part = .format
        } else if Self.ruleNames.contains(last), parts.count >= 2, let variable = parts.popLast(), !variable.isEmpty {
            part = .rule(variable: variable, name: last)
        } else if last.isEmpty, parts.count >= 2, let variable = parts.popLast(), !variable.isEmpty {
            // `/KEY:dict/VARIABLE:dict/` (Crowdin, seen in Mochi Diffusion): a case whose name was cut off. It is
            // flattened all the same; which case it held cannot be told, so it is read back as no case.
            part = .rule(variable: variable, name: "")
        } else {
            return nil
        }
        var key = parts.joined(separator: Self.separator)
        if key.hasPrefix("/") { key.removeFirst() }
        guard !key.isEmpty else { return nil }
        self.key = key
    }
}

/// One `.strings` file's flattened plurals (``FlattenedPluralKey``), read back as the `.stringsdict` entries they
/// were cut from, and the entries of the file that are not flattened.
struct FlattenedPlurals {
    /// The rebuilt `.stringsdict` entries, in the order of their first flattened line.
    var entries: [StringsDictFile.Entry] = []
    /// The file's other entries.
    var remaining: [StringsFile.Entry] = []

    /// Splits `file`'s entries. A plural without its `NSStringLocalizedFormatKey` line takes the development
    /// language's format for the key (`sourceFormats`), else `%#@VARIABLE@`; a variable without its value type
    /// takes the development language's.
    init(_ file: StringsFile, sourceFormats: [String: StringsDictFile.Format]) {
        var order: [String] = []
        var parts: [String: [(FlattenedPluralKey.Part, StringsFile.Entry)]] = [:]
        for entry in file.entries {
            guard let flattened = FlattenedPluralKey(entry.key) else {
                remaining.append(entry)
                continue
            }
            if parts[flattened.key] == nil { order.append(flattened.key) }
            parts[flattened.key, default: []].append((flattened.part, entry))
        }
        for key in order {
            let lines = parts[key] ?? []
            let source = sourceFormats[key]
            var formatText: (String, SourcePosition)?
            var variables: [StringsDictFile.Variable] = []
            for (part, entry) in lines {
                switch part {
                case .format:
                    formatText = (entry.value, entry.valuePosition)
                case .rule(let name, let rule):
                    var index = variables.firstIndex { $0.name == name }
                    if index == nil {
                        let template = source?.variables.first { $0.name == name }
                        variables.append(StringsDictFile.Variable(
                            name: name, ruleType: .plural, formatValueType: template?.formatValueType, cases: [],
                            position: entry.position))
                        index = variables.count - 1
                    }
                    if rule == StringsDictFile.valueTypeKey {
                        variables[index!].formatValueType = entry.value
                    } else if rule != StringsDictFile.ruleKey, !rule.isEmpty {
                        variables[index!].cases.append(StringsDictFile.Case(
                            name: rule, value: entry.value, nested: nil, position: entry.position,
                            valuePosition: entry.valuePosition))
                    }
                }
            }
            let text = formatText?.0 ?? source?.text ?? variables.map { "%#@\($0.name)@" }.joined(separator: " ")
            let format = StringsDictFile.Format(
                text: text, position: formatText?.1 ?? lines[0].1.position, variables: variables)
            entries.append(StringsDictFile.Entry(key: key, position: lines[0].1.position, format: format))
        }
    }
}

extension FlattenedPluralKey {
    /// Where this part of a flattened plural goes in `entry` of a catalog (`l10n merge` of a file holding such
    /// keys): a case of the plural the source language holds it as (`plural.one`, or
    /// `substitutions.files.plural.one` when the source has the variable as a substitution), or the plain value
    /// for the format of a substitution entry. Nil when the part holds nothing to import: the format of an entry
    /// that is one plural (`%#@files@`), a variable's value or rule type.
    ///
    ///     FlattenedPluralKey("/%lld files:dict/files:dict/one")?.variant(in: entry, sourceLanguage: "en")
    ///     // "plural.one"
    package func variant(in entry: CatalogEntry, sourceLanguage: String) -> String? {
        let source = entry.localizations[sourceLanguage]
        switch part {
        case .format:
            return source?.substitutions == nil ? nil : ""
        case .rule(let variable, let name):
            guard PluralCategory(rawValue: name).isKnown else { return nil }
            if source?.substitutions?[variable] != nil {
                return VariantPath(["substitutions", variable, "plural", name]).xliffVariant
            }
            return "plural.\(name)"
        }
    }
}
