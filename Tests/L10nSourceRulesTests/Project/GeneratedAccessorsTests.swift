import Foundation
import L10nDiagnostics
import Testing

@testable import L10nSourceIndex
@testable import L10nSourceParsing
@testable import L10nSourceRules

/// ``GeneratedAccessors`` matches the members of string accessors that no scanned source declares back to their
/// keys, by each generator's naming rule. The pairs below are the generators' own output: SwiftGen's test fixtures
/// (SwiftGen/SwiftGen, `Sources/TestUtils/Fixtures/Generated/Strings/{structured,flat}-swift5/*.swift`), the
/// committed SwiftGen output of mastodon-ios, Swiftfin and home-assistant iOS, R.swift's rule
/// (`Sources/RswiftGenerators/Shared/SwiftIdentifier.swift`) as AlphaWallet's code calls it, and the script issue 46
/// describes (`library.refresh_error.title` → `Strings.library_refresh_error_title`).
@Suite struct GeneratedAccessorsTests {
    /// The accessor and keys `chain` names when every chain is shown as text and the catalogs hold `keys`.
    static func match(_ chain: String, among chains: [String], keys: [String], tables: Set<String> = [])
        -> GeneratedAccessors.Match?
    {
        let accessors = GeneratedAccessors(
            chains: Dictionary((chains + [chain]).map { ($0, true) }, uniquingKeysWith: { first, _ in first }), keys: keys,
            tables: tables)
        return accessors.matches[chain]
    }

    /// Each pair: a chain as code writes it and the key it names; all of one generator's pairs are one project.
    static func expectMatches(
        _ pairs: KeyValuePairs<String, String>, accessor: String, tables: Set<String> = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let chains = pairs.map(\.key)
        let keys = pairs.map(\.value) + ["unrelated.key.title"]
        let accessors = GeneratedAccessors(
            chains: Dictionary(uniqueKeysWithValues: chains.map { ($0, true) }), keys: keys, tables: tables)
        for (chain, key) in pairs {
            #expect(
                accessors.matches[chain] == GeneratedAccessors.Match(accessor: accessor, keys: [key]), "\(chain)",
                sourceLocation: sourceLocation)
        }
    }

    /// SwiftGen `structured-swift5`: the key split at `.` into nested enums (`swiftIdentifier:"pretty"`), the last
    /// component `lowerFirstWord`; `_`, `-` and upper snake case folded into camel case.
    @Test func swiftGenStructured() {
        Self.expectMatches(
            [
                "L10n.alertMessage": "alert__message",
                "L10n.objectOwnership": "ObjectOwnership",
                "L10n.Apples.count": "apples.count",
                "L10n.Many.Placeholders.base": "many.placeholders.base",
                "L10n.Settings.NavigationBar.Title.Even.deeper": "settings.navigation-bar.title.even.deeper",
                "L10n.Settings.UserProfileSection.headerTitle": "settings.user__profile_section.HEADER_TITLE",
                // mastodon-ios, MastodonSDK/Sources/MastodonLocalization/Generated/Strings.swift
                "L10n.Common.Controls.Actions.tryAgain": "Common.Controls.Actions.TryAgain",
                // home-assistant iOS, Sources/Shared/Resources/Swiftgen/Strings.swift
                "L10n.SettingsDetails.Location.FocusPermission.restricted":
                    "settings_details.location.focus_permission.restricted",
            ], accessor: "L10n")
    }

    /// SwiftGen `flat-swift5`: the whole key in one camel-case name; `structured-swift5` with several tables nests
    /// each under its table's name (`multiple.swift`).
    @Test func swiftGenFlatAndTables() {
        Self.expectMatches(
            [
                "L10n.applesCount": "apples.count",
                "L10n.key1Anonymous": "key1.anonymous",
                "L10n.manyPlaceholdersBase": "many.placeholders.base",
                // home-assistant iOS, Sources/Shared/Resources/Swiftgen/CoreStrings.swift (separator `::`)
                "L10n.commonStateClosed": "common::state::closed",
            ], accessor: "L10n")
        Self.expectMatches(
            [
                "L10n.LocMultiline.multiline": "MULTILINE",
                "L10n.LocMultiline.multilineComment": "multiline-comment",
                "L10n.LocMultiline.singleline2": "SINGLELINE2",
            ], accessor: "L10n.LocMultiline", tables: ["Localizable", "LocMultiline"])
    }

    /// R.swift: `R.string.<table>.<name>()`, the name the key's words joined in camel case, its leading capitals
    /// lowercased (`OK` → `oK`, the regex `^([A-Z]+)(?=[^a-z])` matching `O`), leading digits dropped.
    @Test func rSwift() {
        Self.expectMatches(
            [
                // AlphaWallet/alpha-wallet-ios, AlphaWallet/Localization/en.lproj/Localizable.strings and its calls
                "R.string.localizable.aClaimTokenTitle": "a.claim.token.title",
                "R.string.localizable.oK": "OK",
                "R.string.localizable.cancel": "Cancel",
                "R.string.localizable.setAsHomePage": "setAsHomePage",
                "R.string.localizable.lldItems": "%lld items",
                "R.string.localizable.faTitle": "2fa.title",
            ], accessor: "R.string.localizable")
        // mac-cain13/R.swift, Examples/LocalizedStringApp: a table of its own (`one.strings`).
        Self.expectMatches(["R.string.one.one1": "one1", "R.string.one.one2": "one2"], accessor: "R.string.one",
            tables: ["Localizable", "one"])
    }

    /// A project's own script (issue 46): dots, dashes and spaces to underscores, lowercased or not.
    @Test func projectScripts() {
        Self.expectMatches(
            [
                "Strings.library_refresh_error_title": "library.refresh_error.title",
                "Strings.library_delete_alert_message": "Library.Delete-Alert.Message",
                "Strings.settings_about": "settings about",
            ], accessor: "Strings")
    }

    /// Members of `String`'s own after the key (`.uppercased()`) are no part of it; other members are.
    @Test func trailingStringMembers() {
        let keys = ["settings.title", "settings.subtitle", "direct.play"]
        #expect(Self.match("L10n.Settings.title.uppercased", among: ["L10n.Settings.subtitle"], keys: keys)?.keys == ["settings.title"])
        // `PlayMethod` names two keys, so it is an accessor; `directPlay.displayTitle` is still no key.
        let among = ["PlayMethod.direct.play", "PlayMethod.settings.title"]
        #expect(Self.match("PlayMethod.settings.title", among: among, keys: keys)?.keys == ["settings.title"])
        #expect(Self.match("PlayMethod.directPlay.displayTitle", among: among, keys: keys) == nil)
    }

    /// Only accessors count: a few chains spelling keys by chance (a dependency's enum, an image, `Bundle.main`,
    /// an instance) do not make their type one.
    @Test func chainsThatOnlySpellKeysAreNoAccessors() {
        let keys = ["album", "airTime", "artist", "Settings", "Close", "main", "name", "settings.title", "cancel"]
        // Swiftfin's Jellyfin SDK enum: cases named like keys, never shown as they are, not all of them keys.
        let sortBy = GeneratedAccessors(
            chains: ["ItemSortBy.album": false, "ItemSortBy.airTime": false, "ItemSortBy.artist": false,
                     "ItemSortBy.random": false],
            keys: keys)
        #expect(sortBy.matches.isEmpty)
        // R.swift's images: two names are English keys, most are not.
        var images = ["R.image.settings": true, "R.image.close": true]
        for name in ["icWallet", "logo", "backArrow", "tokenPlaceholder", "qrCode"] { images["R.image." + name] = false }
        #expect(GeneratedAccessors(chains: images, keys: keys).matches.isEmpty)
        // One key is no accessor; an instance is no namespace.
        #expect(GeneratedAccessors(chains: ["Bundle.main": true], keys: keys).matches.isEmpty)
        let instance = GeneratedAccessors(
            chains: ["Container.shared.settings.title": true, "Container.shared.cancel": true], keys: keys)
        #expect(instance.matches.isEmpty)
    }

    /// An accessor none of whose strings code shows as they are (given to the project's own views) counts when
    /// nearly all its chains name keys, five keys at least (home-assistant's `CoreStrings`).
    @Test func anAccessorNotShownCountsWhenNearlyAllItsChainsAreKeys() {
        let keys = (1...6).map { "common::state::s\($0)" }
        var chains = Dictionary(uniqueKeysWithValues: (1...6).map { ("CoreStrings.commonStateS\($0)", false) })
        #expect(GeneratedAccessors(chains: chains, keys: keys).matches.count == 6)
        chains["CoreStrings.other"] = false  // 6 of 7: under nine in ten
        #expect(GeneratedAccessors(chains: chains, keys: keys).matches.isEmpty)
    }

    /// Shown chains of an undeclared type in namespaces, none naming a key, make an accessor the rule cannot see
    /// through; chains through instances (`UIDevice.current.name`) do not.
    @Test func shownTypesThatNameNoKeyAreUnmatchedAccessors() {
        var chains = Dictionary(uniqueKeysWithValues: (1...5).map { ("Texts.Onboarding.line\($0)", true) })
        for member in ["name", "model", "systemName", "systemVersion", "localizedModel"] {
            chains["UIDevice.current." + member] = true
        }
        let accessors = GeneratedAccessors(chains: chains, keys: ["onboarding.title"])
        #expect(accessors.unmatchedShownRoots == ["Texts"])
    }

    /// Chains as code writes them: up to a call, backticks dropped, not in a declaration.
    @Test func chainsAsCodeWritesThem() {
        let source = """
            import TrustKeystore
            extension L10n.Settings { }
            let a = R.string.localizable.cancel(preferredLanguages: nil)
            let b = L10n.`default`.title
            let c = TrustKeystore.Address(string: text)
            label.text = Strings.library_refresh_error_title
            """
        let file = SourceFile(path: "A.swift", source: Lexer.tokenize(source))
        var roots: [String] = []
        for index in file.tokens.indices {
            if let (text, _) = GeneratedAccessors.chain(at: index, in: file.view) { roots.append(text) }
        }
        #expect(roots == [
            "R.string.localizable.cancel", "L10n.default.title", "TrustKeystore.Address",
            "Strings.library_refresh_error_title",
        ])
        // The file's chains leave out the imported module's.
        let chains = GeneratedAccessors.chains(in: file.view, texts: [])
        #expect(chains.keys.sorted() == ["L10n.default.title", "R.string.localizable.cancel", "Strings.library_refresh_error_title"])
    }

    /// Through the whole project: a reference per use, at the chain's last member, naming the accessor; members the
    /// project's own extension declares, and types a file declares, are none.
    @Test func projectFilesRecordAccessorReferences() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                final class LibraryViewController: UIViewController {
                    override func viewDidLoad() {
                        title = Strings.library_title
                        errorLabel.text = Strings.library_refresh_error_title
                        emptyLabel.text = ProperNouns.appName
                    }
                }
                """, to: "App/LibraryViewController.swift"),
            try folder.write("""
                extension Strings {
                    static let brand = "Kiwix"
                }
                enum ProperNouns { static let appName = "Kiwix" }
                func banner() -> String { Strings.brand + Strings.library_title }
                """, to: "App/Strings+Brand.swift"),
        ]
        var options = LintOptions(
            catalogKeys: ["library.title", "library.refresh_error.title", "brand", "app.name", "library.unused"])
        options.catalogTables = ["Localizable"]
        let result = SourceLintRunner.run(files: files, options: options)
        let found = result.references.filter { $0.kind == .accessor }.map {
            "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.key) \($0.accessor ?? "")"
        }
        #expect(found == [
            "LibraryViewController.swift:3:25 library.title Strings",
            "LibraryViewController.swift:4:35 library.refresh_error.title Strings",
            "Strings+Brand.swift:5:51 library.title Strings",
        ])
        #expect(result.unmatchedAccessors.isEmpty)
    }
}
