import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceIndex
import L10nSourceParsing

/// What the analysis of every file shares, built once per linter from its ``LintOptions``: the rules that run and
/// the sites they want, the calls and properties that show text (looked up by their name's bytes), the catalogs'
/// keys, and the project the files belong to.
///
///     let context = LintContext(options: LintOptions(uiFunctions: ["Row(title:)"]))
///     context.call(named: Array("Row".utf8)[...])?.apis.count  // 1
///
/// Immutable and `Sendable`: every worker thread reads the same context. A rule that needs to know about the whole
/// project (which declarations carry text to the screen) asks ``project``, not the file it is looking at.
final class LintContext: Sendable {
    /// A call name the walker looks at, and why.
    struct CallEntry: Sendable {
        let name: String
        /// User-facing APIs of that name (built-in, configured and found in the project).
        let apis: [UserFacingAPI]
        /// `String`, `NSLocalizedString`, …: a call that looks a key up.
        let referenceKind: KeyReference.Kind?
        /// `append` / `insert`: may add a localized fragment to text.
        let isAppend: Bool
    }

    /// The rules that run (their severity is not `off`, and what they need was scanned), with their severity.
    let rules: [(rule: any LintRule.Type, severity: Severity)]
    /// The running rules that check sites, and those checked at the end of each file.
    let siteRules: [any SourceRule.Type]
    /// ``siteRules`` as a walk reads them (the kinds of site they want, their name filters), worked out once.
    let siteSelection: SiteWalker.RuleSelection
    let fileEndRules: [(rule: any FileEndRule.Type, severity: Severity)]
    /// The sites any running rule wants.
    var sites: SiteKinds { siteSelection.wanted }
    /// Every call name of ``callEntries``, by bytes.
    private let calls: NameTable
    private let callEntries: [CallEntry]
    /// Properties whose assignment shows text (`label.text = …`, ``APICatalogue/properties``), by bytes, and
    /// the API each stands for, in the same order.
    private let properties: NameTable
    private let propertyAPIs: [UserFacingAPI]
    /// The configured `uiArguments` as an API (any call, those labels), if any.
    let uiArgumentsAPI: UserFacingAPI?
    /// App message helpers (`showAlert(title:message:)`, see ``UserFacingAPI/isMessageHelper(_:)``) as an API.
    let messageHelperAPI = UserFacingAPI.messageHelper
    /// The catalogs' keys; nil when no catalog was scanned.
    let catalogKeys: KeyIndex?
    /// Whether some catalog key, stale ones too, is dotted (`home.title`); true without catalog keys. A project none
    /// of whose keys is dotted (neodb's `library_empty_title`) looks up no dotted text as a key on purpose:
    /// `Text("neodb.app")` is a name.
    let catalogHasDottedKeys: Bool
    /// Whether one or two catalog keys are dotted, not more (VVTerm's English keys beside its iCloud container's
    /// `iCloud.app.vivy.VivyTerm`): the tables do not key by dots, and a web address is no key forgotten.
    let catalogHasFewDottedKeys: Bool
    /// Catalog keys with format specifiers normalised to `%@`, to match SwiftUI literals (`"\(n) items"`).
    let catalogFormats: Set<String>?
    /// ``LintOptions/translatedCatalogKeys``, with and without format specifiers normalised as ``catalogFormats``.
    let translatedCatalogFormats: Set<String>
    /// ``LintOptions/keptAlikeTexts``.
    let keptAlikeTexts: Set<String>
    /// The catalog keys by the symbol Xcode 26 generates for each (`commonBack` → `common.back`), made the first
    /// time a symbol is looked up: most code names none, and making it costs as much as reading the catalog (2.5 %
    /// of a check with one, on one core while the other waits).
    private let symbols: Locked<GeneratedSymbolTable?>
    /// ``formatKeyShapes``, made the first time a file asks.
    private let formatShapes = Locked<(shapes: Set<String>, heads: Set<String>)?>(nil)
    /// ``builtKeyHeads``, made the first time a file asks.
    private let keyHeads = Locked<Set<String>?>(nil)
    private let keyTails = Locked<Set<String>?>(nil)
    /// The catalogs' keys the symbol table is made from.
    private let symbolKeys: Set<String>?
    /// ``LintOptions/symbolCatalogKeys``, else ``symbolKeys``.
    private let generatedSymbolKeys: Set<String>?
    /// ``LintOptions/catalogTables``.
    private let catalogTables: Set<String>
    /// The generated accessors the project reads the catalogs' keys through (``GeneratedAccessors``), made the
    /// first time a chain is looked up, as ``symbols`` is.
    private let accessors: Locked<GeneratedAccessors?>
    /// Keys the catalogs hold only as stale.
    let staleCatalogKeys: Set<String>
    /// ``staleCatalogKeys`` with their specifiers normalised as ``catalogFormats``'s (`%lld` → `%@`).
    let staleCatalogFormats: Set<String>
    /// ``staleCatalogKeys`` looked up by bytes, for the literals that name one (a placeholder kept in a model and
    /// shown through `LocalizedStringKey(step.fieldPlaceholder)`, which Xcode's extraction cannot follow); nil when
    /// there are none.
    let staleKeyIndex: KeyIndex?
    let unitPractice: UnitPractice
    /// "Did you mean" answers for unknown keys, when catalogs were scanned.
    let nearestKeys: NearestKeyFinder?
    /// Keys never reported as unknown or unused.
    let ignoredKeys: KeyMatcher
    /// What to record of key references: at least the keys when `unknown-key` needs them.
    let references: LintOptions.ReferenceDetail
    /// What the whole project says about text (see ``ProjectIndex``).
    let project: ProjectIndex
    /// ``ProjectIndex/members``' names by bytes, and their APIs in the same order.
    private let memberNames: NameTable
    private let memberAPIs: [ProjectIndex.Member]
    /// Lint test files too.
    let includesTests: Bool
    /// English text is used as its own key (see ``LintOptions/englishKeys``).
    let englishKeys: Bool
    /// See ``LintOptions/isConventionalKey``.
    private let conventionalKey: (@Sendable (String) -> Bool)?

    init(options: LintOptions) {
        // Site rules run when on and when what they need was scanned; the others when on.
        func severity(_ rule: any LintRule.Type) -> Severity? { RuleLevel.of(rule.description, in: options.ruleLevels).severity }
        let siteRules: [(rule: any SourceRule.Type, severity: Severity)] = SourceRules.siteRules.compactMap { rule in
            guard let severity = severity(rule),
                !(rule.needsCatalogs && options.catalogKeys == nil)
            else { return nil }
            return (rule, severity)
        }
        let projectRules: [(rule: any LintRule.Type, severity: Severity)] = SourceRules.projectRules.compactMap { rule in
            severity(rule).map { (rule, $0) }
        }
        fileEndRules = SourceRules.fileEndRules.compactMap { rule in severity(rule).map { (rule, $0) } }
        rules = siteRules.map { ($0.rule, $0.severity) } + projectRules + fileEndRules.map { ($0.rule, $0.severity) }
        self.siteRules = siteRules.map(\.rule)
        siteSelection = SiteWalker.RuleSelection(self.siteRules)
        var apis: [String: [UserFacingAPI]] = [:]
        var order: [String] = []
        func add(_ api: UserFacingAPI) {
            if apis[api.name] == nil { order.append(api.name) }
            apis[api.name, default: []].append(api)
        }
        APICatalogue.calls.forEach(add)
        options.uiFunctions.compactMap(UserFacingAPI.configured).forEach(add)
        project = options.project ?? .empty
        project.apis.forEach(add)
        let members = project.members.sorted { $0.key < $1.key }
        memberNames = NameTable(members.map(\.key))
        memberAPIs = members.map(\.value)
        for name in KeyReference.Kind.callNames + ["append", "insert"] where apis[name] == nil {
            order.append(name)
        }
        callEntries = order.map { name in
            CallEntry(
                name: name, apis: apis[name] ?? [], referenceKind: KeyReference.Kind(callName: name),
                isAppend: name == "append" || name == "insert")
        }
        calls = NameTable(order)
        let propertyNames = APICatalogue.properties.keys.sorted()
        properties = NameTable(propertyNames)
        propertyAPIs = propertyNames.map { UserFacingAPI.property($0) }
        uiArgumentsAPI = options.uiArguments.isEmpty ? nil : UserFacingAPI(
            name: "", form: .any, firstUnlabeled: false, labels: Set(options.uiArguments), localizesKeys: false,
            element: nil)
        catalogKeys = options.catalogKeys.map(KeyIndex.init)
        let dottedKeys = options.catalogKeys.map { keys in
            var dotted = 0
            for key in keys where TextClassifier.isDottedKey(key) {
                dotted += 1
                if dotted >= 3 { break }
            }
            for key in options.staleCatalogKeys where dotted < 3 && TextClassifier.isDottedKey(key) { dotted += 1 }
            return dotted
        }
        catalogHasDottedKeys = options.catalogKeys.map { keys in
            (keys.isEmpty && options.staleCatalogKeys.isEmpty) || dottedKeys ?? 0 > 0
        } ?? true
        catalogHasFewDottedKeys = dottedKeys.map { (1...2).contains($0) } ?? false
        catalogFormats = options.catalogKeys.map { Set($0.map(UnusedKeyRule.normalizedFormat)) }
        translatedCatalogFormats = options.translatedCatalogKeys.union(options.translatedCatalogKeys.map(UnusedKeyRule.normalizedFormat))
        keptAlikeTexts = options.keptAlikeTexts
        keepsOK = !options.catalogTexts.isEmpty && options.unitPractice.translatesOK != true
        catalogTexts = options.catalogTexts
        nearestKeys = options.catalogKeys.map { NearestKeyFinder(keys: $0) }
        staleCatalogKeys = options.staleCatalogKeys
        staleCatalogFormats = Set(options.staleCatalogKeys.map(UnusedKeyRule.normalizedFormat))
        staleKeyIndex = options.staleCatalogKeys.isEmpty ? nil : KeyIndex(options.staleCatalogKeys)
        unitPractice = options.unitPractice
        symbols = Locked(nil)
        accessors = Locked(nil)
        catalogTables = options.catalogTables
        symbolKeys = options.catalogKeys
        generatedSymbolKeys = options.symbolCatalogKeys ?? options.catalogKeys
        ignoredKeys = KeyMatcher(patterns: options.ignoreKeys)
        references = options.references == .none && options.catalogKeys != nil ? .keys : options.references
        includesTests = options.includeTests
        englishKeys = options.englishKeys
        conventionalKey = options.isConventionalKey
        agentAppFolders = options.agentAppFolders
        screenlessExtensionFolders = options.screenlessExtensionFolders
        holdsErrorTexts = options.holdsErrorTexts
        shippedLanguages = options.shippedLanguages
        countsAsEnglishDoes = options.countsAsEnglishDoes
        keepsCapitals = options.keepsCapitals
        shippedScripts = BilingualText.scripts(shipped: options.shippedLanguages)
        dataScriptsOfApp = options.dataScripts
        dataScriptsMade = Locked(nil)
        deploymentTargets = options.deploymentTargets
        bundleProductNames = Set(options.productNames.map(ProjectIndex.folded))
    }

    /// `other` with `englishKeys` set as given, for the same lint run again with only that setting changed
    /// (``LintReuse``): everything else is `other`'s, its catalog keys' tables, symbol table and generated
    /// accessors included (made once for both runs).
    init(copying other: LintContext, englishKeys: Bool) {
        rules = other.rules
        siteRules = other.siteRules
        siteSelection = other.siteSelection
        fileEndRules = other.fileEndRules
        calls = other.calls
        callEntries = other.callEntries
        properties = other.properties
        propertyAPIs = other.propertyAPIs
        uiArgumentsAPI = other.uiArgumentsAPI
        catalogKeys = other.catalogKeys
        catalogHasDottedKeys = other.catalogHasDottedKeys
        catalogHasFewDottedKeys = other.catalogHasFewDottedKeys
        catalogFormats = other.catalogFormats
        translatedCatalogFormats = other.translatedCatalogFormats
        keptAlikeTexts = other.keptAlikeTexts
        keepsOK = other.keepsOK
        catalogTexts = other.catalogTexts
        symbols = other.symbols
        symbolKeys = other.symbolKeys
        generatedSymbolKeys = other.generatedSymbolKeys
        catalogTables = other.catalogTables
        accessors = other.accessors
        staleCatalogKeys = other.staleCatalogKeys
        staleCatalogFormats = other.staleCatalogFormats
        staleKeyIndex = other.staleKeyIndex
        unitPractice = other.unitPractice
        nearestKeys = other.nearestKeys
        ignoredKeys = other.ignoredKeys
        references = other.references
        project = other.project
        memberNames = other.memberNames
        memberAPIs = other.memberAPIs
        includesTests = other.includesTests
        self.englishKeys = englishKeys
        conventionalKey = other.conventionalKey
        agentAppFolders = other.agentAppFolders
        screenlessExtensionFolders = other.screenlessExtensionFolders
        holdsErrorTexts = other.holdsErrorTexts
        shippedLanguages = other.shippedLanguages
        countsAsEnglishDoes = other.countsAsEnglishDoes
        keepsCapitals = other.keepsCapitals
        shippedScripts = other.shippedScripts
        dataScriptsOfApp = other.dataScriptsOfApp
        dataScriptsMade = other.dataScriptsMade
        deploymentTargets = other.deploymentTargets
        bundleProductNames = other.bundleProductNames
    }

    /// ``LintOptions/productNames``, folded as ``ProjectIndex/folded(_:)`` folds them.
    let bundleProductNames: Set<String>

    /// Whether the project keeps 'OK' as it is written: it has tables, and none of them translates 'OK' (or 'Okay')
    /// into another word (``UnitPractice/translatesOK``). Most languages write 'OK' as English does (the word
    /// `untranslated-copy` never reports copied); a team whose tables never hold it, or hold it as 'OK' in every
    /// language, shows the same text hardcoded. Where a translation writes another word ('Tamam', '확인'), a
    /// hardcoded 'OK' beside it is an oversight.
    let keepsOK: Bool
    /// The catalogs' source texts by key (``LintOptions/catalogTexts``).
    let catalogTexts: [String: String]

    /// Whether `text` is the app's name: its `@main` type's (``ProjectIndex/isProductName(_:)``) or its bundle's,
    /// alone or with the tier of an edition after it (`OMEGA PRO`, `Lifebeats Lite`: names of what is sold).
    func isProductName(_ text: String) -> Bool {
        if isProductNameAlone(text) { return true }
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.utf8.count <= 40, let space = text.lastIndex(of: " ") else { return false }
        let tier = text[text.index(after: space)...].lowercased()
        guard Self.editionTiers.contains(tier) else { return false }
        let name = String(text[..<space]).trimmingCharacters(in: .whitespaces)
        return !name.isEmpty && isProductNameAlone(name)
    }

    private func isProductNameAlone(_ text: String) -> Bool {
        project.isProductName(text) || (!bundleProductNames.isEmpty && bundleProductNames.contains(ProjectIndex.folded(text)))
    }

    /// The words that name an edition after an app's name (``isProductName(_:)``).
    static let editionTiers: Set<String> = ["pro", "lite", "plus", "premium", "max", "gold", "ultimate", "unlimited"]

    /// ``LintOptions/agentAppFolders``.
    let agentAppFolders: [String]
    /// ``LintOptions/screenlessExtensionFolders``.
    let screenlessExtensionFolders: [String]
    /// ``LintOptions/holdsErrorTexts``.
    let holdsErrorTexts: Bool
    /// ``LintOptions/shippedLanguages``.
    let shippedLanguages: Set<String>
    /// ``LintOptions/countsAsEnglishDoes``.
    let countsAsEnglishDoes: Bool
    /// ``LintOptions/keepsCapitals``.
    let keepsCapitals: Bool
    /// The scripts other than Latin that ``shippedLanguages`` are written in (``BilingualText``), worked out once.
    let shippedScripts: Set<BilingualText.Script>
    /// Whether every language the app ships writes the unit `symbol` as the source does: the second's SI symbol `s`
    /// where each of two or more shipped languages writes it so (open-rmbt's graph axes, `"8s"`, in English, Czech
    /// and Slovak), the app has translations (a language only configured, with no text yet, shows users nothing),
    /// and they say nothing of the unit (``UnitPractice``: a German 'Sek.' there decides).
    /// Russian writes 'с', Chinese '秒', Turkish 'sn', Hungarian 'mp'.
    func writesAlikeInShippedLanguages(_ symbol: String) -> Bool {
        symbol == "s" && shippedLanguages.count >= 2 && unitPractice.hasTranslations && !unitPractice.hasEvidence(for: symbol)
            && shippedLanguages.allSatisfy { language in
            let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
            return Self.writingSecondsAsS.contains(base)
        }
    }

    /// Languages whose narrow symbol for seconds, the one graph axes and compact labels use, is the SI `s` (CLDR).
    static let writingSecondsAsS: Set<String> = [
        "en", "cs", "sk", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "da", "nb", "no", "nn", "fi", "et", "lv",
        "lt", "ro", "hr", "sl", "bs", "sq", "ca", "gl", "eu", "is", "ga", "cy", "mt", "af", "id", "ms",
    ]

    /// ``LintOptions/dataScripts``, and its answer once asked.
    private let dataScriptsOfApp: (@Sendable () -> Set<String>)?
    private let dataScriptsMade: Locked<Set<String>?>

    /// Whether `text` is written only in a script none of the app's languages uses and the app's data files are
    /// written in (``BilingualText/unshippedScript(of:scripts:shippedCount:)``, ``LintOptions/dataScripts``): the
    /// content of the app, the same in every language (GreekWordsA2's `"Ενεστώτας"`).
    func isInDataScript(_ text: String) -> Bool {
        guard let script = BilingualText.unshippedScript(of: text, scripts: shippedScripts, shippedCount: shippedLanguages.count),
            let dataScriptsOfApp
        else { return false }
        let scripts = dataScriptsMade.withLock { made in
            if let made { return made }
            let found = dataScriptsOfApp()
            made = found
            return found
        }
        return scripts.contains(script.rawValue)
    }
    /// ``LintOptions/deploymentTargets``.
    let deploymentTargets: [String: [Int]]

    /// Whether the file at `path` (absolute, or from the current directory) is in an agent app's folder.
    func isInAgentApp(_ path: String) -> Bool {
        Self.isIn(agentAppFolders, path)
    }

    /// Whether the file at `path` (absolute, or from the current directory) is in a network extension's folder.
    func isInScreenlessExtension(_ path: String) -> Bool {
        Self.isIn(screenlessExtensionFolders, path)
    }

    private static func isIn(_ folders: [String], _ path: String) -> Bool {
        guard !folders.isEmpty else { return false }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return folders.contains { absolute.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// Whether another language than the source gives `key` a text (``LintOptions/translatedCatalogKeys``), its
    /// format specifiers compared as ``catalogFormats`` compares them.
    func isTranslatedKey(_ key: String) -> Bool {
        translatedCatalogFormats.contains(key) || translatedCatalogFormats.contains(UnusedKeyRule.normalizedFormat(key))
    }

    /// Whether `key` follows the team's key convention (``LintOptions/isConventionalKey``).
    func isConventionalKey(_ key: String) -> Bool {
        conventionalKey?(key) ?? false
    }

    /// The entry of a call named by `name`'s bytes, if the walker looks at such calls.
    func call(named name: ArraySlice<UInt8>) -> CallEntry? {
        calls.index(of: name).map { callEntries[$0] }
    }

    /// The API a property named by `name`'s bytes stands for, if assigning it shows text.
    func property(named name: ArraySlice<UInt8>) -> UserFacingAPI? {
        properties.index(of: name).map { propertyAPIs[$0] }
    }

    /// Whether a call of this name gives a localized string: `String(localized:)` and friends (for `String` and
    /// `AttributedString`, only with `localized:`, which the caller checks), or a project wrapper of them.
    func isLocalizingCall(named name: String) -> Bool {
        KeyReference.Kind(callName: name) != nil || project.localizingFunctions.contains(name)
    }

    /// What the project says of properties and functions of this name: their value reaches the screen, or is a
    /// localization context.
    func member(named name: String) -> ProjectIndex.Member? {
        project.members[name]
    }

    /// ``member(named:)`` for a name given by its bytes (most names are none: answered without a `String`).
    func member(named name: ArraySlice<UInt8>) -> ProjectIndex.Member? {
        memberNames.index(of: name).map { memberAPIs[$0] }
    }

    /// The catalog keys whose generated symbol is the name spelled by `bytes` (more than one only when Xcode would
    /// refuse to build).
    func keys(forSymbol bytes: ArraySlice<UInt8>) -> [String] { symbolTable.keys(forSymbol: bytes) }

    /// The catalog keys by the symbol Xcode generates for them, made once for the run (empty without catalogs).
    var symbolTable: GeneratedSymbolTable {
        guard let generatedSymbolKeys else { return .empty }
        return symbols.withLock { table in
            let made = table ?? GeneratedSymbolTable(GeneratedSymbolName.table(forKeys: generatedSymbolKeys))
            table = made
            return made
        }
    }

    /// The catalog keys that hold format specifiers, each in ``UnusedKeyRule/normalizedFormat(_:)``'s form (`%@` for
    /// every specifier: `"DATE_FOUND_IS%@"`, `"%@ of %@"`), and the text each starts with before its first specifier
    /// (`"DATE_FOUND_IS"`, `""`); empty without catalogs. An interpolated literal of such a shape anywhere is a use of
    /// the key (Chinendar's `IntentDialog(full: "DATE_FOUND_IS\(date)")`); one whose text before its first
    /// interpolation is none of the heads is no such key, without working out its format (most literals are not).
    /// The heads two catalog keys or more share, up to a separator (`privacy_faqs_title_` of
    /// `privacy_faqs_title_1` … `_4`), six characters or more: what a literal that builds a key at run time starts
    /// with (Euki's `let childTitle = "privacy_faqs_title_\(index)"`, localized where the item is shown).
    var builtKeyHeads: Set<String> { sharedKeyPieces(in: keyHeads) { key, separator in key[...separator] } }

    /// The tails two catalog keys or more share, from a separator to the end (`-setting-title` of
    /// `about-setting-title` and `theme-setting-title`), six characters or more: what a literal that builds a key
    /// from a value and a fixed tail ends with (beam's `AWKLocalizedString("\(self.key.rawValue)-setting-title")`).
    var builtKeyTails: Set<String> {
        sharedKeyPieces(in: keyTails) { key, separator in separator > key.startIndex ? key[separator...] : nil }
    }

    /// The pieces of catalog keys (`piece` cuts one at each separator, `_`, `.` or `-`; nil: none there) that two keys
    /// or more share, six characters or more, made once into `made`.
    private func sharedKeyPieces(
        in made: Locked<Set<String>?>, _ piece: (Substring, Substring.Index) -> Substring?
    ) -> Set<String> {
        guard let symbolKeys else { return [] }
        return made.withLock { made in
            if let made { return made }
            var counts: [Substring: Int] = [:]
            for key in symbolKeys where key.utf8.count > 6 && !key.containsByte(UInt8(ascii: " ")) {
                let key = key[...]
                var index = key.startIndex
                while let separator = key[index...].firstIndex(where: { $0 == "_" || $0 == "." || $0 == "-" }) {
                    if let found = piece(key, separator), found.utf8.count >= 6 { counts[found, default: 0] += 1 }
                    index = key.index(after: separator)
                }
            }
            let shared = Set(counts.lazy.filter { $0.value >= 2 }.map { String($0.key) })
            made = shared
            return shared
        }
    }

    var formatKeyShapes: (shapes: Set<String>, heads: Set<String>) {
        guard let symbolKeys else { return ([], []) }
        return formatShapes.withLock { made in
            if let made { return made }
            let shapes = Set(symbolKeys.lazy.filter { $0.containsByte(UInt8(ascii: "%")) }.map(UnusedKeyRule.normalizedFormat))
            let heads = Set(shapes.map { shape in shape.firstIndex(of: "%").map { String(shape[..<$0]) } ?? shape })
            made = (shapes, heads)
            return (shapes, heads)
        }
    }

    /// Makes the tables the catalogs' keys give (``symbolTable`` with ``formatKeyShapes``, and ``generatedAccessors``)
    /// before the lint's workers start, the two largest at once on two cores. Made by the first worker to ask, each
    /// kept the other workers waiting for it, one after the other (some 0.4 G instructions on 1.2M lines with
    /// catalogs). The same tables either way: each is made once from what the context was given.
    func makeCatalogTables() {
        guard symbolKeys != nil || generatedSymbolKeys != nil else { return }
        _ = concurrently({ () -> Bool in
            _ = self.symbolTable
            _ = self.formatKeyShapes
            return true
        }, { () -> Bool in
            _ = self.generatedAccessors
            return true
        })
    }

    /// The generated accessors the project reads the catalogs' keys through: none without catalogs, or when no
    /// code reads a type no scanned source declares.
    var generatedAccessors: GeneratedAccessors {
        guard let symbolKeys, !project.undeclaredChains.isEmpty else { return .empty }
        return accessors.withLock { made in
            if let made { return made }
            let accessors = GeneratedAccessors(chains: project.undeclaredChains, keys: symbolKeys, tables: catalogTables)
            made = accessors
            return accessors
        }
    }

    /// Whether a catalog key starts with `prefix` and goes on (`APPEARANCE_GENDER_0` for `APPEARANCE_GENDER_`): asked
    /// only of the few formats whose head may build keys.
    func hasCatalogKey(startingWith prefix: String) -> Bool {
        symbolKeys?.contains { key in
            key.utf8.count > prefix.utf8.count && key.hasPrefix(prefix) && UnusedKeyRule.isBuiltFrom(key, prefix: prefix)
        } ?? false
    }

    /// Whether `key` is a catalog key.
    func containsCatalogKey(_ key: String) -> Bool {
        catalogKeys?.index(of: key) != nil
    }

    /// Whether key references are recorded at all.
    var recordsReferences: Bool { references != .none }
}
