import L10nDiagnostics
import L10nTables
import XCStrings

/// What `check` adds to the rules for Interface Builder text: the document's strings a catalog lacks, the keys
/// whose object is gone (`unused-key`), and where a finding about a document's string points.
public enum InterfaceBuilderCatalogCheck {
    /// The rule id of the findings on keys whose object is gone: the source rule `unused-key`'s.
    public static let unusedKeyRule = "unused-key"
    public static let missingTranslationRule = "missing-translation"

    /// A document's catalog with the document's strings it lacks added as Xcode's next extraction would add them
    /// (ibtool's comment, the document's text as the development language's), standing at their place in the
    /// document; and the catalog's keys of the document's form whose object is gone and that are not stale yet.
    ///
    ///     let augmented = InterfaceBuilderCatalogCheck.augment(catalog, with: document)
    ///     augmented.added     // ["Xy1-ab-c9d.title"]: a string the catalog lacks (missing in every language)
    ///     augmented.unused    // ["00n-xr-jcQ.title"]: the object is no longer in the document
    public static func augment(_ catalog: StringCatalog, with document: InterfaceBuilderDocument)
        -> (catalog: StringCatalog, added: Set<String>, unused: [String])
    {
        var result = catalog
        var added = Set<String>()
        for string in document.strings where result.entries[string.key] == nil {
            var entry = CatalogEntry(
                key: string.key, comment: string.comment, extractionState: .extractedWithValue,
                position: string.position)
            entry.localizations[catalog.sourceLanguage] = Localization(
                stringUnit: StringUnit(state: .new, value: string.value, valuePosition: string.position),
                position: string.position)
            result.entries[string.key] = entry
            added.insert(string.key)
        }
        var unused: [String] = []
        for (key, entry) in catalog.entries where entry.extractionState != .stale && isDocumentKey(key, entry)
            && !document.hasObject(of: key)
        {
            unused.append(key)
        }
        return (result, added, unused)
    }

    /// Whether a catalog key is an Interface Builder string's (`ObjectID.property`, with ibtool's comment naming the
    /// object), not a key code uses from the same table (`NSLocalizedString("Cancel", tableName: "Main", …)`).
    package static func isDocumentKey(_ key: String, _ entry: CatalogEntry) -> Bool {
        guard let dot = key.firstIndex(of: "."), let comment = entry.comment else { return false }
        return comment.contains("ObjectID = \"\(key[..<dot])\"")
    }

    /// `unused-key` for a key whose object the document no longer has, at `severity` (nil: the rule is off).
    public static func unusedKeyFinding(
        key: String, document: String, file: String, position: SourcePosition, tables: Int = 1, severity: Severity?
    ) -> Diagnostic? {
        guard let severity else { return nil }
        let objectID = key.split(separator: ".").first.map(String.init) ?? key
        let name = document.split(separator: "/").last.map(String.init) ?? document
        var message = "'\(key)' is not used: object '\(objectID)' is no longer in '\(name)'"
        if tables > 1 { message += " (\(tables) tables hold the key)" }
        return Diagnostic(
            location: SourceLocation(file: file, line: position.line, column: position.column), severity: severity,
            ruleID: unusedKeyRule, message: message, key: key)
    }

    /// `unused-key` for the keys whose object `document` no longer has: one finding per key when there are fewer
    /// than ``unusedGroupedFrom``, else one for the document at the first key (tables nobody regenerated since
    /// objects were removed: dwarvesf/hidden's four tables with some 120 keys each of menus no longer in
    /// `Main.storyboard`; one clean-up, not 480 findings). Nil `severity`: the rule is off.
    ///
    ///     InterfaceBuilderCatalogCheck.unusedKeyFindings(unused, document: "hidden/Base.lproj/Main.storyboard", severity: .warning)
    ///     // hidden/fr.lproj/Main.strings:21:1: warning: 123 keys in 4 tables of 'Main.storyboard' name objects no
    ///     //   longer in it, e.g. '2h7-ER-AoG.title'; translators still translate them: remove them [unused-key]
    public static func unusedKeyFindings(
        _ unused: [InterfaceBuilderCatalog.UnusedKey], document: String, severity: Severity?
    ) -> [Diagnostic] {
        guard let severity, !unused.isEmpty else { return [] }
        guard unused.count >= unusedGroupedFrom else {
            return unused.compactMap {
                unusedKeyFinding(
                    key: $0.key, document: document, file: $0.file, position: $0.position, tables: $0.tables,
                    severity: severity)
            }
        }
        let ordered = unused.sorted { ($0.file, $0.position) < ($1.file, $1.position) }
        let name = document.split(separator: "/").last.map(String.init) ?? document
        let tables = Set(ordered.map(\.file)).count
        let first = ordered[0]
        var finding = Diagnostic(
            location: SourceLocation(file: first.file, line: first.position.line, column: first.position.column),
            severity: severity, ruleID: unusedKeyRule,
            message: "\(ordered.count) keys \(tables > 1 ? "in \(tables) tables" : "in the table") of '\(name)' name "
                + "objects no longer in it, e.g. '\(first.key)'; translators still translate them: remove them")
        finding.text = "keys of objects gone from '\(name)'"
        return [finding]
    }

    /// From this many keys of objects gone from one document on, they are one `unused-key` finding.
    public static let unusedGroupedFrom = 3

    /// The findings of the catalog rules on a converted document, pointing into the document (its text) and the
    /// tables (their values): a missing translation points into the language's table (`de.lproj/Main.strings`,
    /// 1:1, where it is to be added), or at the text in the document when the language has no table. Keys are
    /// ibtool's, never the team's: `key-convention` does not judge them.
    package static func remap(_ diagnostics: [Diagnostic], of converted: InterfaceBuilderCatalog, checkedAs path: String)
        -> [Diagnostic]
    {
        diagnostics.compactMap { diagnostic in
            guard diagnostic.ruleID != "key-convention" else { return nil }
            var moved = converted.sourceMap.remap(diagnostic, catalogPath: path)
            if diagnostic.ruleID == missingTranslationRule, let language = diagnostic.language,
                let table = converted.tableFile(for: language)
            {
                moved.location = SourceLocation(file: table, line: 1, column: 1)
            }
            return moved
        }
    }

    /// The findings of the catalog rules on a document's catalog: those about strings the catalog lacks point at
    /// their text in the document (there is no place in the catalog yet); `key-convention` does not judge the
    /// document's keys (ibtool's), only the keys code adds to the same table.
    package static func remap(
        _ diagnostics: [Diagnostic], added: Set<String>, document: InterfaceBuilderDocument, catalog: StringCatalog,
        path: String
    ) -> [Diagnostic] {
        return diagnostics.compactMap { diagnostic in
            guard let key = diagnostic.key, diagnostic.location.file == path else { return diagnostic }
            if diagnostic.ruleID == "key-convention",
                added.contains(key) || catalog.entries[key].map({ isDocumentKey(key, $0) }) == true
            {
                return nil
            }
            guard added.contains(key) else { return diagnostic }
            var moved = diagnostic
            moved.location.file = document.path
            return moved
        }
    }
}
