import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing

/// Lints Swift source for localization problems with the rules of ``SourceRules`` (`hardcoded-string`,
/// `string-concatenation`, `unknown-key`, `unused-suppression`), and collects every key reference (for
/// `unused-key` and `extract`).
///
///     let linter = SourceLinter(options: LintOptions(catalogKeys: ["home.title"]))
///     let result = linter.lint(path: "Sources/App/HomeView.swift", bytes: Array(#"Text("Welcome")"#.utf8))
///     result.diagnostics[0].description
///     // Sources/App/HomeView.swift:1:6: error: hardcoded user-facing string 'Welcome' in 'Text'; use …
///
/// A linter is immutable and `Sendable`: one instance lints many files on many threads. Per file, data flows one
/// way: bytes → tokens (``Lexer``) → ``SourceFile`` → sites and raw findings (``SiteWalker`` and the rules) →
/// suppressions and severities → diagnostics.
public struct SourceLinter: Sendable {
    public let options: LintOptions
    let context: LintContext

    public init(options: LintOptions) {
        self.options = options
        self.context = LintContext(options: options)
    }

    /// A linter with `options` whose context is `context` but for `englishKeys` (``LintReuse``: the same lint again
    /// with only that setting changed).
    init(options: LintOptions, copying context: LintContext) {
        self.options = options
        self.context = LintContext(copying: context, englishKeys: options.englishKeys)
    }

    /// Lints one file's bytes; `path` is used in diagnostics, for test-file detection and suggested keys. Without
    /// a ``LintOptions/project``, the file is its own project: its own views and helpers are followed.
    public func lint(path: String, bytes: [UInt8]) -> SourceLintResult {
        var buffers = LexerBuffers()
        guard options.project == nil else { return lint(path: path, bytes: bytes, reusing: &buffers) }
        var options = options
        options.project = ProjectIndex(
            facts: [FileFactsReader(options: options).facts(path: path, bytes: bytes, reusing: &buffers)])
        return SourceLinter(options: options).lint(path: path, bytes: bytes, reusing: &buffers)
    }

    /// Lints one file's bytes with the lexer's storage taken from (and given back to) `buffers`, so one thread
    /// linting file after file allocates its token storage once.
    public func lint(path: String, bytes: [UInt8], reusing buffers: inout LexerBuffers) -> SourceLintResult {
        let source = Lexer.tokenize(bytes, reusing: &buffers)
        defer { buffers.recycle(source) }
        let file = SourceFile(path: path, source: source)
        // Test files are walked for their key references only, unless they are linted too.
        let lintsFile = (context.includesTests || !Self.isTestFile(path)) && !Self.isManifest(file)
        let declarations = DeclarationScanner.scan(file)
        // What the file alone tells its context, as the index pass worked it out (``SiteFileParts``).
        let siteContext = SiteContext(
            file: file, lint: context, declarations: declarations, parts: options.fileParts.take(for: file))
        var walker = SiteWalker(context: siteContext, selection: lintsFile ? context.siteSelection : .none)
        walker.walk(followingDeclarations: true)
        let references = context.references == .none ? [] : walker.references
        var result = SourceLintResult(references: references)
        if lintsFile {
            result.diagnostics = diagnostics(walker.findings, in: file, declarations: declarations, references: walker.references)
        }
        result.readsEnglishKeys = siteContext.englishKeysUse.isReached
        if context.recordsReferences, let keys = context.catalogKeys {
            result.commentedOutReferences = CommentedOutKeys.references(in: file, keys: keys)
        }
        return result
    }

    /// The findings that no suppression covers, at their rules' severities, then the suppressions that suppressed
    /// nothing; in report order.
    ///
    /// Each finding at a literal carries its text and each its enclosing declaration (``Diagnostic/text``,
    /// ``Diagnostic/scope``): what identifies it across edits. Both are worked out per finding only.
    func diagnostics(
        _ findings: SourceFindings, in file: SourceFile, declarations: FileDeclarations? = nil,
        references: [KeyReference] = []
    ) -> [Diagnostic] {
        resolve(findings, in: file, declarations: declarations, references: references, recordingDropped: false).diagnostics
    }

    /// Why a raw finding was not reported as it stands (``resolve(_:in:declarations:references:)``).
    enum Dropped {
        /// A suppression comment, the team's SwiftLint one, or the rule is off.
        case suppressed
        /// A comment says the text is not translated on purpose.
        case statedIntent(StatedIntent.Statement)
        /// One of the strings of a unit left in English, reported once at the unit's declaration.
        case unit(Diagnostic)
        /// Inside an `if` only developers' builds pass (``DebugGate``): its condition.
        case debugGate(String)
        /// Inside a declaration whose name says no user reads it (``unshownScope(_:in:)``): why.
        case unshownScope(String)
        /// An error's description in a type that does not localize its texts
        /// (``UnitsLeftInEnglish/errorTextsToReport(_:hardcoded:references:file:declarations:lint:)``).
        case errorText
        /// 'OK' in a project whose tables never translate it into another word (``LintContext/keepsOK``).
        case keptAsWritten
    }

    /// ``diagnostics(_:in:declarations:references:)``, and why each raw finding that is not among them was
    /// dropped, by its token (for `check --explain`). `references`: the file's key references, by which a unit
    /// left in English is told from one that localizes (``UnitsLeftInEnglish``).
    func resolve(
        _ findings: SourceFindings, in file: SourceFile, declarations: FileDeclarations?, references: [KeyReference],
        recordingDropped: Bool = true
    ) -> (diagnostics: [Diagnostic], dropped: [Int: Dropped]) {
        var suppressions = Suppressions(file.view)
        var diagnostics: [Diagnostic] = []
        var dropped: [Int: Dropped] = [:]
        func diagnostic(_ ruleID: String, _ severity: Severity, at token: Int, _ message: String, key: String? = nil)
            -> Diagnostic
        {
            let token = file.tokens[token]
            return Diagnostic(
                location: SourceLocation(file: file.path, line: token.line, column: token.column), severity: severity,
                ruleID: ruleID, message: message, key: key)
        }
        let scopes = declarations?.scopeIndex()
        // Statements of intent are read only in files with text findings (most comments say nothing of the kind).
        let intent = findings.all.contains { StatedIntent.rules.contains($0.ruleID) }
            ? StatedIntent(file: file, declarations: declarations) : StatedIntent()
        var kept: [(finding: SourceFindings.Finding, severity: Severity)] = []
        for finding in findings.all {
            let line = file.tokens[finding.token].line
            guard let severity = severity(of: finding.ruleID), !suppressions.suppresses(finding.ruleID, line: line) else {
                if recordingDropped { dropped[finding.token] = .suppressed }
                continue
            }
            if StatedIntent.rules.contains(finding.ruleID), let statement = intent.statement(covering: finding.token) {
                if recordingDropped { dropped[finding.token] = .statedIntent(statement) }
                continue
            }
            // A member named for the language its text is written in (``namedLanguage(_:)``): before units are
            // grouped, so that such a type's texts make no unit left in English either.
            if finding.ruleID == HardcodedStringRule.id, let scopes,
                let reason = Self.languageNamedScope(scopes.scope(of: finding.token, typeName: file.enclosingTypeName(of: finding.token)))
            {
                if recordingDropped { dropped[finding.token] = .unshownScope(reason) }
                continue
            }
            kept.append((finding, severity))
        }
        // Prose only: a unit glued to a number or a hand-made plural wants a formatter or plural variations, which
        // no decision to keep English settles (those findings carry no suggested key).
        let hardcoded = kept.filter { $0.finding.ruleID == HardcodedStringRule.id && $0.finding.suggestedText != nil }
        let units = UnitsLeftInEnglish(
            hardcoded: hardcoded.map(\.finding.token), references: references, file: file, declarations: declarations,
            lint: context)
        var inUnits: Set<Int> = []
        for unit in units.units {
            let line = file.tokens[unit.anchor].line
            // A view whose language its code pins (`.typesettingLanguage(.init(languageCode: .english))`): the team's
            // stated choice, in code.
            if let pin = Self.pinnedLanguage(after: unit.anchor, in: file, reach: 4000) {
                inUnits.formUnion(unit.members)
                if recordingDropped { for member in unit.members { dropped[member] = .unshownScope(Self.pinnedReason(pin)) } }
                continue
            }
            inUnits.formUnion(unit.members)
            guard let severity = severity(of: HardcodedStringRule.id), !suppressions.suppresses(HardcodedStringRule.id, line: line)
            else {
                if recordingDropped { for member in unit.members { dropped[member] = .suppressed } }
                continue
            }
            var reported = diagnostic(HardcodedStringRule.id, severity, at: unit.anchor, unit.message(path: file.path, line: line))
            reported.text = "unit \(unit.name)"
            reported.related = unit.members.map { token in
                SourceLocation(file: file.path, line: file.tokens[token].line, column: file.tokens[token].column)
            }
            if let scopes { reported.scope = scopes.scope(of: unit.anchor, typeName: file.enclosingTypeName(of: unit.anchor)) }
            if recordingDropped { for member in unit.members { dropped[member] = .unit(reported) } }
            diagnostics.append(reported)
        }
        // An error's description, one at a time, only where its type localizes its other texts.
        let errorTexts = hardcoded.filter { $0.finding.isErrorText && !inUnits.contains($0.finding.token) }.map(\.finding.token)
        let reportedErrorTexts = errorTexts.isEmpty ? [] : UnitsLeftInEnglish.errorTextsToReport(
            errorTexts, hardcoded: hardcoded.map(\.finding.token), references: references, file: file,
            declarations: declarations, lint: context)
        var mayGate: Bool?
        var hiddenPanels: HiddenPanels?
        var mayBranch: Bool?
        var earlyExits = DebugGate.EarlyExits()
        // The findings reported on their own, written once all are known (their suggested keys readied together).
        var written: [(finding: SourceFindings.Finding, severity: Severity, heldBack: Bool, scope: String?)] = []
        for (finding, severity) in kept where !(finding.ruleID == HardcodedStringRule.id && inUnits.contains(finding.token)) {
            if finding.countsOnlyInUnits {
                if recordingDropped { dropped[finding.token] = .keptAsWritten }
                continue
            }
            let heldBack = finding.isErrorText && finding.ruleID == HardcodedStringRule.id
                && !reportedErrorTexts.contains(finding.token)
            if heldBack, !context.holdsErrorTexts {
                if recordingDropped { dropped[finding.token] = .errorText }
                continue
            }
            // Text only developers' builds reach, one finding at a time (a unit left in English counts it as one of
            // its strings all the same: it is the unit's text).
            if StatedIntent.rules.contains(finding.ruleID) {
                // Read once per file, and only for a file with such a finding: most files name no debug flag.
                if mayGate == nil { mayGate = DebugGate.mayGate(file.source.bytes) }
                if mayGate == true, let condition = DebugGate.condition(around: finding.token, in: file.view, exits: &earlyExits) {
                    if recordingDropped { dropped[finding.token] = .debugGate(condition) }
                    continue
                }
                // A panel only a gesture nobody is told of opens (``HiddenPanels``): read once per file with such a
                // finding, at once for most (no `onTapGesture`).
                if hiddenPanels == nil { hiddenPanels = HiddenPanels(file: file, declarations: declarations) }
                if let flag = hiddenPanels?.flag(hiding: finding.token) {
                    if recordingDropped {
                        dropped[finding.token] = .unshownScope("in a panel that '\(flag)' opens, which only tapping several times sets: the team's text")
                    }
                    continue
                }
            }
            // Text the code picks by the app's language itself (``LanguageBranch``): `lang == "ar" ? "إغلاق" : "Close"`.
            // A date format picked the same way (touchtime's `"MMMd日"` for Chinese, `"MMM d"` for the others).
            if finding.ruleID == HardcodedStringRule.id || finding.ruleID == LocaleFormatRule.id {
                if mayBranch == nil { mayBranch = LanguageBranch.mayBranch(file.source.bytes) }
                if mayBranch == true, let condition = LanguageBranch.condition(around: finding.token, in: file) {
                    if recordingDropped {
                        dropped[finding.token] = .unshownScope("a text the code picks by the app's language itself ('\(condition)'): each language's text is written in its branch")
                    }
                    continue
                }
            }
            if finding.ruleID == HardcodedStringRule.id, let pin = Self.pinnedLanguage(after: finding.token, in: file) {
                if recordingDropped { dropped[finding.token] = .unshownScope(Self.pinnedReason(pin)) }
                continue
            }
            // The declaration around the finding: whether its name says nobody reads the text, then the finding's scope.
            let scope = scopes?.scope(of: finding.token, typeName: file.enclosingTypeName(of: finding.token))
            if StatedIntent.rules.contains(finding.ruleID) || finding.ruleID == "unknown-key", let scope,
                let reason = Self.unshownScope(scope, in: file)
            {
                if recordingDropped { dropped[finding.token] = .unshownScope(reason) }
                continue
            }
            written.append((finding, severity, heldBack, scope))
        }
        HardcodedStringRule.prepareSuggestions(
            for: written.compactMap { $0.finding.ruleID == HardcodedStringRule.id ? $0.finding.suggestedText : nil })
        for (finding, severity, heldBack, scope) in written {
            let (message, suggestedKey) = finding.written
            var reported = diagnostic(finding.ruleID, severity, at: finding.token, message, key: finding.key)
            reported.suggestedKey = suggestedKey
            reported.countsOnlyInGroups = heldBack
            reported.text = finding.suggestedText ?? file.view.literal(at: finding.token).map(file.sourceText(of:))
            reported.scope = scope
            diagnostics.append(reported)
        }
        for (rule, severity) in context.fileEndRules {
            for (token, message) in rule.findings(for: suppressions, in: context) {
                diagnostics.append(diagnostic(rule.id, severity, at: token, message))
            }
        }
        if !Diagnostic.isInReportOrder(diagnostics) { diagnostics.sort(by: Diagnostic.reportOrder) }
        return (diagnostics, dropped)
    }

    /// Why no user reads text inside the declaration `scope` (`AccountViewController.showDebugOptions`), if its
    /// name says so: `prepareForInterfaceBuilder()` (an `@IBDesignable`'s canvas text, Vocable's 'Page 1 of 3'), a
    /// type or member named for debugging or developers' screens (``SiteContext/isDebugName(_:)``:
    /// Mullvad's `showDebugOptions`, reached from a button only debug builds add), or a placeholder or skeleton in
    /// a file that shows views redacted (`AccountCellPlaceholderView` under `.redacted(reason: .placeholder)`:
    /// grey bars, never text).
    ///
    ///     SourceLinter.unshownScope("AccountViewController.showDebugOptions", in: file)  // "a debug …"
    ///     SourceLinter.unshownScope("AccountViewController.showOptions", in: file)       // nil
    static func unshownScope(_ scope: String, in file: SourceFile) -> String? {
        if scope.hasSuffix(".prepareForInterfaceBuilder") || scope == "prepareForInterfaceBuilder" {
            return "inside 'prepareForInterfaceBuilder()', which only Interface Builder's canvas runs: design-time text"
        }
        for name in scope.split(separator: ".") where SiteContext.isDebugName(String(name)) {
            return "inside '\(name)', a debug screen or setting by its name: developers read it, in English"
        }
        if scope.containsBytes("Placeholder") || scope.containsBytes("Skeleton"), showsRedacted(file.source.bytes) {
            let name = scope.split(separator: ".").first { $0.contains("Placeholder") || $0.contains("Skeleton") } ?? Substring(scope)
            return "inside '\(name)', a placeholder this file shows redacted ('.redacted(reason:)'): grey bars, never text"
        }
        return nil
    }

    /// Why a finding inside `scope` is no hardcoded text: a member of it is named for a language (`germanName`).
    static func languageNamedScope(_ scope: String?) -> String? {
        guard let scope else { return nil }
        for name in scope.split(separator: ".") where name.first?.isLowercase == true {
            if let language = namedLanguage(String(name)) {
                return "inside '\(name)', named for its language ('\(language)'): the code keeps each language's text itself and picks it"
            }
        }
        return nil
    }

    /// The language a member's name says its text is written in, one of its words (`germanName`, `englishName`,
    /// `titleInFrench`): Rudolstadt's `ArtistType` keeps `germanName` and `englishName` and picks one by the app's
    /// language, its own localization of a few words.
    ///
    ///     SourceLinter.namedLanguage("germanName")   // "German"
    ///     SourceLinter.namedLanguage("languageName") // nil
    static func namedLanguage(_ name: String) -> String? {
        IdentifierWords.of(name).lazy.compactMap { languageWords[$0] }.first
    }

    /// Languages' names in English, and a few in their own words, by how a name spells them.
    static let languageWords: [String: String] = [
        "english": "English", "german": "German", "deutsch": "German", "french": "French", "spanish": "Spanish",
        "italian": "Italian", "portuguese": "Portuguese", "dutch": "Dutch", "russian": "Russian", "chinese": "Chinese",
        "japanese": "Japanese", "korean": "Korean", "arabic": "Arabic", "hebrew": "Hebrew", "turkish": "Turkish",
        "swedish": "Swedish", "danish": "Danish", "norwegian": "Norwegian", "finnish": "Finnish",
        "czech": "Czech", "greek": "Greek", "ukrainian": "Ukrainian", "hindi": "Hindi", "vietnamese": "Vietnamese",
    ]

    /// The modifier that pins the language of the view the token is in, if one follows it within `reach` tokens:
    /// `.typesettingLanguage(…)` or `.environment(\.locale, …)` (Nextcloud Passwords' log page, kept English so that
    /// logs read the same to its developer). SwiftUI shows such a view in that language, whatever the user's.
    static func pinnedLanguage(after token: Int, in file: SourceFile, reach: Int = 60) -> String? {
        let view = file.view
        let end = min(file.tokens.count, token + reach)
        // Only a fixed language (`languageCode: .english`, `identifier: "en"`), not the one the user chose in the app
        // (`Locale(identifier: selectedLanguage)`); its arguments read only for the two modifiers.
        func isFixed(_ open: Int) -> Bool {
            guard let close = view.matching(open) else { return false }
            return (open..<close).contains { view.token($0, is: "languageCode") || view.literal(at: $0) != nil }
        }
        for index in (token + 1)..<max(end, token + 1) where file.tokens[index].kind == .identifier {
            let isTypesetting = view.token(index, is: "typesettingLanguage")
            guard isTypesetting || view.token(index, is: "environment"), view.followsDot(index), let open = view.next(index),
                view.isPunctuation(open, UInt8(ascii: "("))
            else { continue }
            if isTypesetting {
                if isFixed(open) { return "typesettingLanguage" }
            } else if let slash = view.next(open), let dot = view.next(slash), let name = view.next(dot),
                view.token(name, is: "locale"), isFixed(open)
            {
                return "environment(\\.locale, …)"
            }
        }
        return nil
    }

    /// Why a finding in a view whose language the code pins (``pinnedLanguage(after:in:reach:)``) is not reported.
    static func pinnedReason(_ pin: String) -> String {
        "in a view whose language the code pins ('\(pin)'): kept in that language on purpose"
    }

    /// Whether the bytes hold `.redacted(`.
    static func showsRedacted(_ bytes: [UInt8]) -> Bool {
        bytes.containsBytes(Array(".redacted(".utf8))
    }

    func severity(of ruleID: String) -> Severity? {
        context.rules.first { $0.rule.id == ruleID }?.severity
    }

    /// A build manifest, not app code: a Tuist manifest or helper (`Project.swift`, `Workspace.swift`,
    /// `Tuist/ProjectDescriptionHelpers/…`) or a package manifest, known by its import of `ProjectDescription`,
    /// `ProjectDescriptionHelpers` or `PackageDescription`. Its `name:` and `.external(name:)` are target and
    /// product names nobody reads on a screen.
    static func isManifest(_ file: SourceFile) -> Bool {
        let view = file.view
        // Imports come before the first body: the scan stops at the first `{` (most files open one within a few
        // dozen tokens), not at the file's end.
        for index in file.tokens.indices {
            if view.isPunctuation(index, UInt8(ascii: "{")) { break }
            guard file.tokens[index].kind == .keyword, view.token(index, is: "import") else { continue }
            guard let module = view.next(index) else { continue }
            if view.token(module, is: "ProjectDescription") || view.token(module, is: "PackageDescription")
                || view.token(module, is: "ProjectDescriptionHelpers")
            {
                return true
            }
        }
        return false
    }

    /// True for files under a `Tests` folder (or a folder ending in `Tests`) and files named `*Tests.swift` or
    /// `*Test.swift`.
    ///
    ///     SourceLinter.isTestFile("App/Tests/HomeTests.swift")     // true
    ///     SourceLinter.isTestFile("AppUITests/LaunchScreen.swift") // true
    ///     SourceLinter.isTestFile("App/Sources/Contest.swift")     // false
    public static func isTestFile(_ path: String) -> Bool {
        // Every name below holds `Test` or `+Fixture`: a path that holds neither (most) is not split at all.
        guard path.containsBytes("Test") || path.containsBytes("+Fixture") else { return false }
        // Compared as UTF-8 bytes: `Substring.hasSuffix` compares by characters, which cost 2.4 % of a lint's
        // instructions on a tree of small files.
        let components = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        // Test targets, and the helpers and fixtures tests share (Bitwarden's `GlobalTestHelpers-bwa/Support/`).
        if components.dropLast().contains(where: { $0.ends(with: "Tests") || $0.contains(bytes: "TestHelpers") }) {
            return true
        }
        guard let name = components.last, name.ends(with: ".swift") else { return false }
        let stem = name.dropLast(".swift".utf8.count)
        // `LoginTests`, `LoginTest`, and test data or helpers for a type: `ItemListItem+Fixtures`,
        // `Alert+TestHelpers`.
        return stem.ends(with: "Tests") || stem.ends(with: "Test") || stem.ends(with: "+Fixtures")
            || stem.ends(with: "+Fixture") || stem.ends(with: "TestHelpers") || stem.ends(with: "TestHelper")
    }
}

private extension Substring.UTF8View {
    func ends(with tail: String) -> Bool {
        count >= tail.utf8.count && suffix(tail.utf8.count).elementsEqual(tail.utf8)
    }

    /// Whether `part`'s bytes occur in these: each place of the first byte tried in turn (the standard library's
    /// `firstRange(of:)` builds a searcher for every call: 1.5 % of a check's samples, for one call per folder of
    /// every file's path).
    func contains(bytes part: String) -> Bool {
        guard let first = part.utf8.first else { return true }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            if self[found...].starts(with: part.utf8) { return true }
            start = index(after: found)
        }
        return false
    }
}
