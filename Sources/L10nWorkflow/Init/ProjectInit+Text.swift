import L10nDiagnostics

extension ProjectInit.Result {
    /// What init inferred and why, what it wrote, then the first check's counts by rule:
    ///
    ///     catalogs: App/Resources (1 catalog, 733 keys)
    ///     sources: App, Widget (412 Swift files)
    ///     left out: AppTests (tests), Pods (dependencies and build products)
    ///     source language: en (the catalogs' sourceLanguage)
    ///     required languages: en, es, de: at least 90 % of their keys translated (es 732/733, de 715/733)
    ///     in progress, not required: ja 627/733 (85 %)
    ///     key style: dotted kebab-case keys (3 or more segments), 584 of 729 keys, e.g. 'accessibility.editor.button.drafts'
    ///       → keyPattern '^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*){2,}$'; 145 keys follow another style, e.g. 'Account'
    ///     wrote .l10n.json
    ///     first check: 140 errors, 3 warnings, 0 notes
    ///       key-convention     145
    public var rendered: String {
        var lines: [String] = []
        let catalogCount = survey.catalogs.count
        if catalogCount == 0, !legacyTables.isEmpty {
            lines.append(
                "catalogs: none (.xcstrings); \(Self.count(legacyTables.count, ".strings table")) read as catalogs: "
                    + "\(legacyTables.joined(separator: ", ")) (\(Self.count(catalogKeys, "key"))); 'l10n migrate' moves them to catalogs")
        } else if catalogCount == 0 {
            lines.append("catalogs: none found (.xcstrings)")
        } else {
            let folders = survey.catalogFolders.joined(separator: ", ")
            lines.append("catalogs: \(folders) (\(Self.count(catalogCount, "catalog")), \(Self.count(catalogKeys, "key")))")
        }
        if documents.localized + documents.notLocalized > 0 {
            var line = "interface builder: \(Self.count(documents.localized, "localized document"))"
            if documents.notLocalized > 0 { line += ", \(documents.notLocalized) not localized" }
            lines.append(line + " (storyboards and xibs, read as ibtool reads them)")
        }
        for line in unreadable.prefix(8) {
            lines.append("unreadable, left out of what init infers: \(line)")
        }
        if unreadable.count > 8 { lines.append("unreadable: \(Self.count(unreadable.count - 8, "more file"))") }
        if !malformed.isEmpty {
            let shown = malformed.prefix(3).joined(separator: "; ")
            let more = malformed.count > 3 ? "; and \(malformed.count - 3) more" : ""
            lines.append("not loaded by Foundation, the rest read (malformed-table): \(shown)\(more)")
        }
        let sources = survey.sourceRoots.isEmpty ? "none found" : survey.sourceRoots.joined(separator: ", ")
        lines.append("sources: \(sources) (\(Self.count(survey.swiftFiles, "Swift file")))")
        if !survey.leftOut.isEmpty {
            let shown = survey.leftOut.prefix(8).map { "\($0.path) (\($0.reason.rawValue))" }
            let more = survey.leftOut.count > 8 ? " and \(survey.leftOut.count - 8) more" : ""
            lines.append("left out: " + shown.joined(separator: ", ") + more)
        }
        if let source = languages.source {
            let others = languages.otherSources.isEmpty
                ? "" : "; other catalogs declare \(languages.otherSources.map { "'\($0)'" }.joined(separator: ", "))"
            lines.append("source language: \(source) (the catalogs' sourceLanguage\(others))")
            let percent = Int(LanguageInference.requiredShare * 100)
            let required = languages.required.map(\.language).joined(separator: ", ")
            let counts = languages.required.dropFirst().filter { !languages.houseLanguages.contains($0.language) }.prefix(6)
                .map { "\($0.language) \($0.translated)/\($0.total)" }
            let more = languages.required.count > 7 ? ", …" : ""
            let why = counts.isEmpty
                ? "" : ": at least \(percent) % of their keys translated (\(counts.joined(separator: ", "))\(more))"
            let house = languages.houseLanguages.isEmpty ? "" : "; "
                + languages.houseLanguages.map { "'\($0)'" }.joined(separator: ", ")
                + " as the built-in convention the keys follow requires ("
                + languages.required.filter { languages.houseLanguages.contains($0.language) }
                    .map { "\($0.language) \($0.translated)/\($0.total)" }.joined(separator: ", ") + ")"
            lines.append("required languages: \(required)" + why + house)
            if !languages.inProgress.isEmpty {
                let listed = languages.inProgress.map { language in
                    var text = "\(language.language) \(language.translated)/\(language.total) (\(language.percent) %"
                    if language.needsReview > 0 { text += ", \(language.needsReview) need review" }
                    if language.copies > 0 { text += ", \(language.copies) copies of the source" }
                    return text + ")"
                }
                let more = listed.count > 8 ? " and \(listed.count - 8) more" : ""
                lines.append("in progress, not required: " + listed.prefix(8).joined(separator: ", ") + more)
            }
            if !languages.fallbacks.isEmpty {
                let listed = languages.fallbacks.map { "\($0.language) \($0.translated)/\($0.total)" }.joined(separator: ", ")
                lines.append("not required, falling back to '\(source)' for what they lack: \(listed)")
            }
        } else {
            lines.append("languages: no catalog to infer them from; 'languages' is set to 'en'")
        }
        lines.append(keyStyleLine)
        if let englishKeysFromCode {
            switch englishKeysFromCode.evidence {
            case .catalogKeys:
                lines.append(
                    "englishKeys: true: \(englishKeysFromCode.literals) of the \(englishKeysFromCode.of) Swift literals the "
                        + "defaults call hardcoded are text the catalogs hold as keys (localized by their English)")
            case .calls:
                let tables = keyStyle.keysJudged == 0
                    ? ", and no catalog holds keys to say otherwise" : ", more than the catalogs' \(keyStyle.keysJudged) keys"
                lines.append(
                    "englishKeys: true: the code keys \(englishKeysFromCode.literals) localization calls by their "
                        + "English text" + tables)
            }
        }
        lines.append("wrote \(configurationFile)")
        if let baseline, practice != nil || keyStyleRecorded > 0 {
            var parts: [String] = []
            if let practice {
                parts.append(
                    "\(Self.count(practice.findings.count, "finding")) of hardcoded text (\(Self.count(practice.hardcoded, "string")) "
                        + "against \(practice.localized) the project localizes, under \(practice.percent) %: in such projects "
                        + "mostly names, debug screens and sample data kept on purpose)")
            }
            if keyStyleRecorded > 0 {
                parts.append(
                    "\(Self.count(keyStyleRecorded, "key")) the tables hold in another style than the one inferred "
                        + "(renaming shipped keys changes nothing users see)")
            }
            lines.append(
                "recorded as the project's practice in '\(baseline.file)': " + parts.joined(separator: "; ")
                    + "; 'l10n check' reports only new ones ('baseline' in .l10n.json; 'l10n check --no-baseline' shows "
                    + "them; 'l10n init --no-baseline' records none)")
        } else if let baseline {
            lines.append("recorded \(Self.count(baseline.entries, "finding")) in '\(baseline.file)'; "
                + "'l10n check' reports only new ones ('baseline' in .l10n.json)")
        }
        lines.append(contentsOf: firstCheckLines)
        return lines.joined(separator: "\n") + "\n"
    }

    var keyStyleLine: String {
        let style = keyStyle
        let examples = style.examples.map { "'\($0)'" }.joined(separator: ", ")
        let share = "\(style.following) of \(style.keysJudged) keys"
        var line: String
        switch style.kind {
        case .unknown:
            if englishKeysFromCode?.evidence == .calls { return "key style: no catalog keys to infer it from" }
            return "key style: no keys to infer it from; the built-in 'feature.screen.element' convention applies"
        case .convention:
            line = "key style: the built-in 'feature.screen.element' convention, \(share), e.g. \(examples)"
        case .pattern(let name):
            line = "key style: \(name), \(share), e.g. \(examples) → keyPattern '\(style.keyPattern ?? "")'"
        case .englishText:
            line = "key style: English text as keys, \(share), e.g. \(examples) → englishKeys: true"
        }
        if style.deviatingCount > 0 {
            let deviating = style.deviating.map { "'\($0)'" }.joined(separator: ", ")
            let follow = style.deviatingCount == 1 ? "key follows" : "keys follow"
            line += "; \(style.deviatingCount) \(follow) another style, e.g. \(deviating)"
        }
        return line
    }

    /// `first check: …` and one line per rule, most findings first.
    var firstCheckLines: [String] {
        if !outcome.failures.isEmpty { return ["first check failed:"] + outcome.failures.map { "  " + $0 } }
        let counts = outcome.summary.counts
        var lines = [
            "first check: \(Self.count(counts.errors, "error")), \(Self.count(counts.warnings, "warning")), "
                + Self.count(counts.notes, "note")
        ]
        var byRule: [String: Int] = [:]
        for diagnostic in outcome.allDiagnostics { byRule[diagnostic.ruleID, default: 0] += 1 }
        let width = byRule.keys.map(\.count).max() ?? 0
        for (rule, count) in byRule.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            lines.append("  " + rule + String(repeating: " ", count: width - rule.count + 2) + String(count))
        }
        return lines
    }

    /// `1 key`, `2 keys`, as the report says it.
    static func count(_ number: Int, _ noun: String) -> String { CoverageReport.counted(number, noun) }
}
