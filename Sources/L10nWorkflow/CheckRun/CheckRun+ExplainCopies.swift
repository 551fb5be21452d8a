import L10nCatalogChecks
import L10nDiagnostics
import L10nFiles

extension CheckRun {
    /// Whether `path` names a catalog or a legacy table file, which `check --explain` answers with the copies
    /// behind its grouped `untranslated-copy` findings.
    public static func isTableFile(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings") || path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")
    }

    /// `check --explain FILE` (or `FILE:LINE`) on a catalog or a `.strings` file: every translation in it that is its
    /// source text unchanged, as `untranslated-copy` reports each one (``SourceCopyGroups`` groups them in the
    /// check), one line each, under a line per language saying how many. The catalogs are read as `check` reads
    /// them (paths, configuration); the Swift sources are not linted.
    ///
    ///     App/ko.lproj/Localizable.strings: 158 translations in 'ko' are the source text unchanged:
    ///     App/ko.lproj/Localizable.strings:12:14: warning: 'actionCancel' in 'ko': the translation is … [untranslated-copy]
    public static func explainCopies(_ request: CheckRequest, file path: String) throws(ExplainError) -> String {
        let cwd = request.currentDirectory
        let wanted = PathDisplay.absolute(path, from: cwd)
        guard let checker = catalogChecker(for: request) else {
            throw ExplainError(description: "error: 'keyPattern' is not a valid regular expression")
        }
        guard checker.rules.contains(where: { $0.description.id == UntranslatedCopyRule.description.id }) else {
            return "\(path): 'untranslated-copy' is off in the configuration: no copy is reported\n"
        }
        let files = (try? catalogFiles(for: request)) ?? []
        var found: [Diagnostic] = []
        var known = false
        for file in files where PathDisplay.absolute(file, from: cwd) == wanted {
            known = true
            guard let catalog = try? readCatalog(file, currentDirectory: cwd) else {
                throw ExplainError(description: "\(path): error: cannot read the catalog to explain")
            }
            found += checker.run(catalog, file: file).diagnostics
        }
        for table in legacyCatalogs(for: request, catalogFiles: files).converted
        where table.table.files.contains(where: { PathDisplay.absolute($0.path, from: cwd) == wanted }) {
            known = true
            var sites: [String: [KeySite]] = [:]
            found += checkLegacy(
                table, checker: checker, project: ProjectLanguages(required: []), keySites: &sites,
                groupsSourceCopies: false
            ).diagnostics
        }
        guard known else {
            throw ExplainError(
                description: "\(path): error: not a catalog or table 'l10n check' reads here (see 'catalogs' and 'exclude' in .l10n.json)")
        }
        // Shown as typed.
        let copies = SourceCopyGroups.copies(in: path, of: found.map {
            var copy = $0
            if PathDisplay.absolute($0.location.file, from: cwd) == wanted { copy.location.file = path }
            return copy
        })
        guard !copies.isEmpty else { return "\(path): no translation is the source text unchanged\n" }
        var out = ""
        let byLanguage = Dictionary(grouping: copies) { $0.language ?? "" }
        for language in byLanguage.keys.sorted() {
            let group = byLanguage[language] ?? []
            let grouped = group.count >= SourceCopyGroups.threshold ? " (one finding in 'l10n check')" : ""
            out += "\(path): \(group.count) translation\(group.count == 1 ? "" : "s") in '\(language)' "
                + "\(group.count == 1 ? "is" : "are") the source text unchanged\(grouped):\n"
            out += XcodeReporter().report(group, summary: ReportSummary()).output
        }
        return out
    }
}
