import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing

extension SourceLinter {
    /// Explains every string literal on `line` of a file: the site, the API entry, the declarations the text went
    /// through, and why a finding was or was not reported. The file is linted exactly as `check` lints it (same
    /// options, same project index), with the walk recording its user text sites.
    ///
    ///     let explained = linter.explain(path: "HomeView.swift", bytes: bytes, line: 16)
    ///     print(explained.rendered)
    public func explain(path: String, bytes: [UInt8], line: Int) -> LineExplanation {
        var buffers = LexerBuffers()
        guard options.project != nil else {
            var options = options
            options.project = ProjectIndex(
                facts: [FileFactsReader(options: options).facts(path: path, bytes: bytes, reusing: &buffers)])
            return SourceLinter(options: options).explain(path: path, bytes: bytes, line: line)
        }
        let source = Lexer.tokenize(bytes, reusing: &buffers)
        let file = SourceFile(path: path, source: source)
        let isManifest = Self.isManifest(file)
        let lintsFile = (context.includesTests || !Self.isTestFile(path)) && !isManifest
        let declarations = DeclarationScanner.scan(file)
        let siteContext = SiteContext(file: file, lint: context, declarations: declarations)
        var walker = SiteWalker(
            context: siteContext, selection: lintsFile ? context.siteSelection : .none, recordsTexts: true)
        walker.walk(followingDeclarations: true)
        let resolved = lintsFile
            ? resolve(walker.findings, in: file, declarations: declarations, references: walker.references)
            : (diagnostics: [], dropped: [:])
        let diagnostics = resolved.diagnostics.filter { $0.location.line == line }
        let explainer = LiteralExplainer(
            context: siteContext, texts: walker.recordedTexts, rawFindings: walker.findings.all,
            dropped: resolved.dropped, references: walker.references, lintsFile: lintsFile, isManifest: isManifest,
            linter: self)
        var literals: [LiteralExplanation] = []
        var columns: Set<Int> = []
        for index in file.tokens.indices where file.tokens[index].kind == .stringOpen && file.tokens[index].line == line {
            let token = file.tokens[index]
            let findings = diagnostics.filter { $0.location.column == token.column }
            columns.insert(token.column)
            literals.append(explainer.explain(index, findings: findings))
        }
        return LineExplanation(
            path: path, line: line, literals: literals,
            otherFindings: diagnostics.filter { !columns.contains($0.location.column) })
    }
}

/// Reads the evidence for one literal from what the walk recorded (see ``SourceLinter/explain(path:bytes:line:)``).
private struct LiteralExplainer {
    let context: SiteContext
    let texts: [UserText]
    let rawFindings: [SourceFindings.Finding]
    let dropped: [Int: SourceLinter.Dropped]
    let references: [KeyReference]
    let lintsFile: Bool
    let isManifest: Bool
    let linter: SourceLinter

    var file: SourceFile { context.file }
    var view: CodeView { context.view }

    func explain(_ item: Int, findings: [Diagnostic]) -> LiteralExplanation {
        let token = file.tokens[item]
        let location = SourceLocation(file: file.path, line: token.line, column: token.column)
        let text = file.literal(at: item).map(file.sourceText(of:)) ?? ""
        // The first site that reads the literal as text, else the first whose expression holds it.
        let reading = texts.first { context.textParts(of: $0).literals.contains(item) }
        let holding = reading ?? texts.first { $0.expression.contains(item) }
        var reasons: [String] = []
        if isManifest {
            reasons.append("a build manifest (it imports ProjectDescription or PackageDescription), not app code: not linted")
        } else if !lintsFile {
            reasons.append("a test file: only its key references are read ('includeTests' lints it)")
        }
        if let region = excludedRegion(item) { reasons.append(region) }
        let suppressed = rawFindings.filter { raw in
            raw.token == item && !findings.contains { $0.ruleID == raw.ruleID }
        }
        for finding in suppressed {
            if linter.severity(of: finding.ruleID) == nil {
                reasons.append("'\(finding.ruleID)' would report it, but the rule is off in the configuration")
                continue
            }
            switch dropped[finding.token] {
            case .statedIntent(let statement):
                reasons.append(
                    "'\(finding.ruleID)' would report it, but a comment says the text is not translated on purpose (line \(statement.line)): '\(statement.text)'")
            case .debugGate(let condition):
                reasons.append(
                    "'\(finding.ruleID)' would report it, but it is inside 'if \(condition)', which only developers' builds pass: skipped")
            case .unshownScope(let reason):
                reasons.append("'\(finding.ruleID)' would report it, but it is \(reason): skipped")
            case .errorText:
                reasons.append(
                    "'\(finding.ruleID)' would report it, but it is an error's description in a type that localizes none of its other texts: whether users read it depends on where the error is shown, and the team keeps such texts in English (a type that leaves five or more is one finding at its declaration)")
            case .keptAsWritten:
                reasons.append(
                    "'\(finding.ruleID)' would report it, but the project's tables never translate 'OK' into another word (no 'OK' entry, or 'OK' in every language): users read the same text either way; skipped (it still counts toward a unit left in English)")
            case .unit(let unit):
                reasons.append(
                    "one of the \(unit.related.count) strings of a unit left in English, reported once at its declaration (line \(unit.location.line)): \(unit.message)")
            default:
                reasons.append("'\(finding.ruleID)' would report it, but a suppression comment suppresses it (l10n:disable, or the team's SwiftLint disable of a hardcoded-text rule)")
            }
        }
        let reference = references.first { $0.location.line == token.line && $0.location.column == token.column }
        if let reference {
            reasons.append("looked up in the catalog as the key '\(reference.key)' (\(reference.kind.lookup))")
        }
        if reading == nil, let reference, reference.kind != .literal, reference.kind != .text {
            // `String(localized: "home.title")` inside `Text(…)`: the lookup, not the shown expression, takes it.
            return LiteralExplanation(
                location: location, text: text, site: "the key of \(reference.kind.lookup)", api: nil, route: [],
                shownBy: nil, findings: findings, reasons: reasons)
        }
        guard let site = holding else {
            if reasons.isEmpty {
                reasons.append(
                    "no user-facing API takes it: it is not an argument of an API in the catalogue or the project index, nor a value assigned to a user-facing property")
            }
            return LiteralExplanation(
                location: location, text: text, site: nil, api: nil, route: [], shownBy: nil, findings: findings,
                reasons: reasons)
        }
        if reading == nil {
            reasons.append("part of the expression that is not shown (a condition, a comparison or a call's other argument)")
        } else if findings.isEmpty, suppressed.isEmpty, !context.isExcluded(item), lintsFile {
            switch context.proseDecision(at: item, for: site.sink) {
            case .notProse(let why): reasons.append(why.rawValue)
            case .prose(let prose):
                if site.isAppended {
                    reasons.append("prose appended with '+=': string-concatenation judges the join")
                } else if context.isLocalizedReceiver(item) {
                    reasons.append("a localizing member is called on it ('…'.localized)")
                } else if let unshown = context.unshownReason(site) {
                    reasons.append(unshown)
                } else if let (hop, comment) = context.statedIntent(on: site) {
                    reasons.append(
                        "it goes through '\(hop.name)' (\(SiteContext.fileName(hop.path)).swift:\(hop.line)), whose comment says its text is not translated on purpose (line \(comment.line)): '\(comment.comment)'")
                } else {
                    reasons.append("prose ('\(prose.value)'), but no rule that runs reports it here")
                }
            }
        } else if !findings.isEmpty, case .prose(let prose) = context.proseDecision(at: item, for: site.sink) {
            reasons.append("prose: words a translator would translate")
            if prose.isCatalogKey { reasons.append("a catalog holds it as a key: Xcode extracted it from a LocalizedStringKey") }
        }
        let api = site.sink.api
        return LiteralExplanation(
            location: location, text: text, site: describe(site), api: describe(api),
            route: linter.context.project.route(of: api), shownBy: api.through == nil ? nil : api.shownBy,
            findings: findings, reasons: reasons)
    }

    /// `argument of 'Text'`, `value assigned to 'text'`, `value added with '+=' to 'text'`, `value of 'label'`.
    private func describe(_ text: UserText) -> String {
        let name = "'\(text.sink.name)'"
        if text.isAppended { return "value added with '+=' to \(name)" }
        guard let before = view.previous(text.expression.lowerBound) else { return "value of \(name)" }
        if view.isOperator(before, "=") { return "value assigned to \(name)" }
        if view.isPunctuation(before, UInt8(ascii: ":")), let label = view.previous(before),
            file.tokens[label].kind == .identifier
        {
            return "argument '\(view.text(label)):' of \(name)"
        }
        if view.isPunctuation(before, UInt8(ascii: "(")) || view.isPunctuation(before, UInt8(ascii: ",")) {
            return "argument of \(name)"
        }
        return "value of \(name)"
    }

    /// The catalogue entry: its name, and whether a literal there is a catalog key.
    private func describe(_ api: UserFacingAPI) -> String {
        let name = api.through ?? api.name
        let origin = api.through == nil ? "built-in API" : "found by the project index"
        let keys = api.localizesKeys
            ? "a LocalizedStringKey or LocalizedStringResource: a literal is looked up in the catalog"
            : "a String: shown as it is"
        return "'\(name)' (\(origin); \(keys))"
    }

    /// Why the UI rules skip token `item`, if they do.
    private func excludedRegion(_ item: Int) -> String? {
        guard context.isExcluded(item) else { return nil }
        if !file.isExcluded(item), context.isInUnreachedView(item), let name = file.enclosingTypeName(of: item) {
            if context.lint.project.unreachedTypes.contains(name) {
                return "inside '\(name)', a type no code makes (no Swift file names it outside previews, #if DEBUG and types no code makes, and no storyboard, XIB, Objective-C file or property list does): its text reaches nobody; skipped"
            }
            return "inside '\(name)', a view no code creates (no file names it outside previews, #if DEBUG and types no code makes): its text reaches nobody; skipped"
        }
        if !file.isExcluded(item), let reason = context.unreachedText.reason(at: item) { return reason }
        guard let start = file.regions.excludedRegionStart(item) else {
            return "the value of a static or global sample-data property (preview, sample…, mock…): skipped"
        }
        let keyword = view.text(start)
        if keyword == "#if" || keyword == "#else" {
            return "inside a branch only debug or simulator builds compile (#if DEBUG, !RELEASE, targetEnvironment(simulator)): skipped"
        }
        if keyword == "#Preview" { return "inside a #Preview body: skipped" }
        if let brace = (start..<min(start + 200, view.tokens.count)).first(where: { view.isPunctuation($0, UInt8(ascii: "{")) }),
            (start..<brace).contains(where: { view.token($0, is: "WidgetConfigurationIntent") })
        {
            return "inside a widget configuration intent with no '@Parameter': the widget has nothing to edit, so its title and description are shown nowhere; skipped"
        }
        return "inside a preview type (a PreviewProvider, or a type named Preview… or …Previews): skipped"
    }
}

private extension KeyReference.Kind {
    /// How `check --explain` says the key is looked up.
    var lookup: String {
        switch self {
        case .stringLocalized: "String(localized:)"
        case .localizedStringResource: "LocalizedStringResource"
        case .nsLocalizedString: "NSLocalizedString"
        case .text: "a SwiftUI LocalizedStringKey position: Xcode extracts it"
        case .literal: "a literal that is a catalog key, not a lookup"
        case .wrapper: "the project's own localizing wrapper ('…'.localized): Xcode does not extract it"
        case .accessor: "a generated accessor's member, matched to the key by name"
        }
    }
}
