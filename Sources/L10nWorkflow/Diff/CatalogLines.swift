import L10nDiagnostics
import XCStrings

/// A catalog as one line per string, for `l10n diff --textconv`, git's text conversion: git then diffs these lines,
/// so `git diff` and `git log -p` on a catalog read as translation changes, and a catalog that was only laid out
/// again (indentation, key order, escaping) converts to the same text: no diff at all.
///
///     sourceLanguage: "en"
///     version: "1.0"
///     'files.count' comment: "Number of files in the folder"
///     'files.count' en plural.one: "%lld file"
///     'files.count' en plural.other: "%lld files"
///     'files.count' es plural.one: "%lld archivo" (needs_review)
///     'home.title' en: "Home"
///     'home.title' extractionState: manual
///
/// Every line starts with its key, so each line of git's diff says which key it is about. Keys are in Xcode's
/// order; in a key: the comment, the attributes, then the source language and the other languages (sorted), each
/// string at its variant path (plural categories in CLDR order). A state other than `translated` follows the
/// text; a key with no source-language string shows its key as its source text, marked `(the key)`. Fields this
/// version does not know are not shown (`l10n diff` reports them).
public enum CatalogLines {
    public static func render(_ catalog: StringCatalog) -> String {
        var out = "sourceLanguage: \(JSONText.quoted(catalog.sourceLanguage))\n"
        out += "version: \(JSONText.quoted(catalog.version))\n"
        let keys = catalog.entries.keys
        for index in KeyOrder.sortedIndices(keys) {
            let key = keys[index]
            let entry = catalog.entries[index].value
            let name = CatalogDiff.name(key)
            if let comment = entry.comment { out += "\(name) comment: \(JSONText.quoted(comment))\n" }
            if let state = entry.extractionState { out += "\(name) extractionState: \(state.rawValue)\n" }
            if let value = entry.shouldTranslate { out += "\(name) shouldTranslate: \(value)\n" }
            let strings = CatalogStrings(entry, key: key, sourceLanguage: catalog.sourceLanguage)
            for language in strings.languages {
                for string in strings[language] {
                    let place = string.path.isRoot ? language : "\(language) \(string.path)"
                    var line = "\(name) \(place): \(JSONText.quoted(string.text.value.string))"
                    switch string.text.state {
                    case nil: line += strings.sourceIsKey && language == catalog.sourceLanguage ? " (the key)" : " (no state)"
                    case "translated"?: break
                    case let state?: line += " (\(state))"
                    }
                    out += line + "\n"
                }
                for (substitution, value) in (entry.localizations[language]?.substitutions ?? KeyedList())
                    .sortedByKey
                {
                    var fields: [String] = []
                    if let argument = value.argNum { fields.append("argNum \(argument)") }
                    if let format = value.formatSpecifier { fields.append("formatSpecifier \(JSONText.quoted(format))") }
                    guard !fields.isEmpty else { continue }
                    out += "\(name) \(language) substitutions.\(substitution): \(fields.joined(separator: ", "))\n"
                }
            }
        }
        return out
    }
}
