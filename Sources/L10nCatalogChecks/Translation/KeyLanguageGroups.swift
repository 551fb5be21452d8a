import L10nDiagnostics

/// Findings about one key in several languages of one catalog or table, made one finding: the one decision behind
/// ``UntranslatedKeyGroups`` (a key several languages lack) and ``SourceCopyGroups`` (a key several languages copy).
/// A table's languages are its `xx.lproj` copies (``tableIdentity(_:)``); a catalog is one file. The group stands
/// where the first of its findings in report order stood, at the place in the list where the first of them was.
///
///     KeyLanguageGroups.grouped(findings, threshold: 3, member: isCopy) { first, key, languages in
///         Diagnostic(location: first.location, …, message: "'\(key)' is the source text unchanged in …")
///     }
enum KeyLanguageGroups {
    /// A key in one catalog or table.
    struct Place: Hashable {
        var table: String
        var key: String
    }

    /// `diagnostics` with the members (`member`: a finding about one key in one language) of each key and table
    /// in `threshold` or more languages replaced by `finding(first, key, sortedLanguages)`.
    static func grouped(
        _ diagnostics: [Diagnostic], threshold: Int, member: (Diagnostic) -> Bool,
        finding: (_ first: Diagnostic, _ key: String, _ languages: [String]) -> Diagnostic
    ) -> [Diagnostic] {
        func place(of diagnostic: Diagnostic) -> Place? {
            guard member(diagnostic), let key = diagnostic.key, diagnostic.language != nil else { return nil }
            return Place(table: tableIdentity(diagnostic.location.file), key: key)
        }
        var languages: [Place: [String]] = [:]
        for diagnostic in diagnostics {
            if let place = place(of: diagnostic) { languages[place, default: []].append(diagnostic.language!) }
        }
        languages = languages.filter { $0.value.count >= threshold }
        guard !languages.isEmpty else { return diagnostics }
        var first: [Place: Diagnostic] = [:]
        for diagnostic in diagnostics {
            guard let place = place(of: diagnostic), languages[place] != nil else { continue }
            if let known = first[place], !Diagnostic.reportOrder(diagnostic, known) { continue }
            first[place] = diagnostic
        }
        var result: [Diagnostic] = []
        var written = Set<Place>()
        for listed in diagnostics {
            guard let place = place(of: listed), let grouped = languages[place], let diagnostic = first[place] else {
                result.append(listed)
                continue
            }
            guard written.insert(place).inserted else { continue }
            result.append(finding(diagnostic, place.key, grouped.sorted()))
        }
        return result
    }

    /// The table a file is one language of: its path without the `xx.lproj` folder (`Zap/es.lproj/InfoPlist.strings`
    /// → `Zap/InfoPlist.strings`); a catalog is its own path.
    static func tableIdentity(_ file: String) -> String {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return file }
        parts.remove(at: parts.count - 2)
        return parts.joined(separator: "/")
    }
}
