import L10nCatalogChecks
import L10nDiagnostics
import L10nExchange
import L10nFiles
import L10nSourceParsing
import L10nSourceRules

extension CheckRun {
    /// The project rules (`unused-key`): one finding at each place a catalog key stands that a rule reports (none
    /// for a rule that is off), and a finding about a table at its first key.
    static func projectRuleFindings(
        _ keySites: [String: [KeySite]], references: [KeyReference], unmatchedAccessors: [String] = [],
        options: LintOptions, currentDirectory: String
    ) -> [Diagnostic]
    {
        projectRuleFindingsAndKeys(
            keySites, references: references, unmatchedAccessors: unmatchedAccessors, options: options,
            currentDirectory: currentDirectory
        ).diagnostics
    }

    /// ``projectRuleFindings(_:references:unmatchedAccessors:options:currentDirectory:)``, and the keys its
    /// warnings and errors report unused (one by one or in a table's group), and those a note leaves unreported
    /// that no code names (``ProjectFinding/unnamedKeys``).
    static func projectRuleFindingsAndKeys(
        _ keySites: [String: [KeySite]], references: [KeyReference], unmatchedAccessors: [String] = [],
        commentedOutReferences: [KeyReference] = [], options: LintOptions, currentDirectory: String
    ) -> (diagnostics: [Diagnostic], unusedKeys: Set<String>)
    {
        var diagnostics: [Diagnostic] = []
        var unusedKeys: Set<String> = []
        // Only catalogs code reads: an Info.plist or Interface Builder catalog's keys are looked up by another
        // consumer, and no Swift source names them; a table no code names is read by no scanned code
        // (``CatalogReader``), unless a generated accessor's members name its keys.
        var tables = Set(references.lazy.compactMap(\.table))
        // Each file's table name once: a few files hold thousands of key sites.
        var tableNames: [String: String] = [:]
        func tableName(of file: String) -> String {
            if let known = tableNames[file] { return known }
            let name = SourceExtraction.tableName(of: file)
            tableNames[file] = name
            return name
        }
        for reference in references where reference.kind == .accessor {
            for site in keySites[reference.key] ?? [] { tables.insert(tableName(of: site.file)) }
        }
        // Where the code reads two tables or more through generated accessors named for them (`R.string.account`,
        // `R.string.notifications`), a table no accessor and no call names is read by no code (Serey's
        // `GoogleOTP.strings`: no `R.string.googleOTP` anywhere): its keys are checked as the others', unused.
        let tablesByAccessors = UnusedKeyRule.tablesNamedByAccessors(tables, references: references)
            .subtracting(["Localizable"])
        var readers: [String: Bool] = [:]
        let keySites = keySites.compactMapValues { sites -> [KeySite]? in
            let read = sites.filter { site in
                if let known = readers[site.file] { return known }
                let reader = CatalogReader.of(PathDisplay.absolute(site.file, from: currentDirectory), tables: tables)
                var isCode = reader == .code
                if tablesByAccessors.count >= 2, case .unnamedTable = reader { isCode = true }
                readers[site.file] = isCode
                return isCode
            }
            return read.isEmpty ? nil : read
        }
        // Each table's keys, and where a finding about the table stands: the first key of the file holding most of
        // them (the source language's, not a translation's that happens to hold one more key or sort first).
        var tableKeys: [String: Set<String>] = [:]
        var fileSites: [String: (count: Int, first: KeySite)] = [:]
        for (key, sites) in keySites {
            for site in sites {
                tableKeys[tableName(of: site.file), default: []].insert(key)
                if let known = fileSites[site.file] {
                    let first = (known.first.position.line, known.first.position.column)
                        <= (site.position.line, site.position.column) ? known.first : site
                    fileSites[site.file] = (known.count + 1, first)
                } else {
                    fileSites[site.file] = (1, site)
                }
            }
        }
        // A file no Xcode project builds (Skin's English copy in a top-level `ar.lproj`, beside the
        // `sourcecode/ar.lproj` it builds) stands for its table only where no built file can: its findings are
        // dropped (``UnbuiltFiles``), and a finding about the whole table would go with them. Asked only of a table
        // with several files.
        let unbuilt = UnbuiltFiles(currentDirectory: currentDirectory)
        var firstSites: [String: KeySite] = [:]
        for (file, found) in fileSites.sorted(by: { $0.key < $1.key }) {
            let table = tableName(of: file)
            if let chosen = firstSites[table] {
                let (chosenUnbuilt, foundUnbuilt) = (unbuilt.isUnbuilt(chosen.file), unbuilt.isUnbuilt(file))
                if foundUnbuilt && !chosenUnbuilt { continue }
                if foundUnbuilt == chosenUnbuilt, fileSites[chosen.file]!.count >= found.count { continue }
            }
            firstSites[table] = found.first
        }
        // A key commented-out code names is parked only where the team keeps it: in the file holding most of its
        // table's keys (the source language's). One only a translation still holds is a leftover (OctoPod's Czech
        // 'Remove old OctoPod app from Apple Watch', in no other language).
        let mainFiles = Set(firstSites.values.map(\.file))
        let parked = commentedOutReferences.filter { reference in
            keySites[reference.key]?.contains { mainFiles.contains($0.file) } ?? false
        }
        let project = ProjectKeyUse(
            catalogKeys: Set(keySites.keys), references: references, ignoreKeys: options.ignoreKeys, tables: tableKeys,
            unmatchedAccessors: unmatchedAccessors, commentedOutReferences: parked)
        // A parked key no code in use names shows nowhere now: kept for its code's return, not reported unused, but
        // its translations' findings reach nobody, as an unused key's (COVIDSafe's Punjabi country name of a
        // commented-out list entry).
        var parkedOnly = Set(parked.map(\.key))
        if !parkedOnly.isEmpty {
            for index in references.indices where parkedOnly.contains(references[index].key) {
                parkedOnly.remove(references[index].key)
            }
            unusedKeys.formUnion(parkedOnly)
        }
        for rule in SourceRules.projectRules {
            guard let severity = options.severity(of: rule.description.id) else { continue }
            for finding in rule.findings(in: project) {
                if (finding.severity ?? severity) != .note {
                    if case .key(let name) = finding.subject { unusedKeys.insert(name) }
                    unusedKeys.formUnion(finding.coveredKeys)
                }
                unusedKeys.formUnion(finding.unnamedKeys)
                let sites: [KeySite]
                let key: String?
                switch finding.subject {
                case .key(let name): (sites, key) = (keySites[name] ?? [], name)
                case .table(let table):
                    // At the first key it names, in the file holding most of the table's keys (not at a used key
                    // above them): where `--explain` and a reader start.
                    let main = firstSites[table]
                    let covered = finding.coveredKeys.compactMap { name in keySites[name]?.first { $0.file == main?.file } }
                    let first = covered.min { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
                    (sites, key) = ((first ?? main).map { [$0] } ?? [], nil)
                }
                for site in sites {
                    diagnostics.append(
                        Diagnostic(
                            location: SourceLocation(file: site.file, line: site.position.line, column: site.position.column),
                            severity: finding.severity ?? severity, ruleID: rule.description.id, message: finding.message,
                            key: key))
                }
            }
        }
        return (diagnostics, unusedKeys)
    }
}
