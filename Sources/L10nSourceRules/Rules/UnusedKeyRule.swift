import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceIndex
import L10nSourceParsing

/// `unused-key`: a ``ProjectRule``, computed over the whole project by ``findings(in:)`` and reported by the
/// caller at the key's position in its catalog.
///
/// Each example is the members of a catalog's `strings` object, then, from the first line starting with `//`
/// (which names the file), the Swift source scanned with it; `↓` marks a finding in the catalog.
public enum UnusedKeyRule: ProjectRule {
    public static let id = "unused-key"

    public static let description = RuleDescription(
        id: id,
        name: "Unused Key",
        defaultSeverity: .warning,
        summary: "A catalog key that no scanned Swift source references.",
        rationale: """
            Dead keys cost translation money and hide real gaps. Runs only when sources were scanned. A key \
            counts as used when any String(localized:), AttributedString(localized:), LocalizedStringResource, \
            NSLocalizedString or SwiftUI LocalizedStringKey literal (Text, Button, Label, .navigationTitle, …) \
            names it, or any other plain string literal equals it (a key passed around as a String), test files \
            included; a long key written as literals joined by '+' (NSLocalizedString(("A logout will be forced " + \
            "soon."), comment: …)) is one key; interpolated literals match keys with any format specifiers \
            ("\\(count) items" uses "%lld items"), given to any API (IntentDialog(full: "DATE_FOUND_IS\\(date)")). Xcode's generated symbols (Text(.homeTitle)) use their keys, and \
            so do the members of string accessors generated at build time that no scanned source declares (SwiftGen's \
            L10n.Home.title, R.swift's R.string.localizable.homeTitle(), a script's Strings.home_title), matched to \
            the keys by the generators' naming rule: the key's letters and digits, whatever the separators and case. \
            A table read mostly through such an accessor gets one note that names it; when more than half of its keys \
            would be reported, or the accessor's members name none of them, the note stands instead of the findings. \
            Keys built at run time belong in the configuration's ignoreKeys ("onboarding.*"); keys the code builds \
            from a prefix ("wallet_name.\\(index)") or a value and a tail two keys share ("\\(row.rawValue)-setting-title") \
            are used, and so are App Shortcut phrases (keys holding \
            ${applicationName}), which App Intents matches itself. A key that only code commented out names — a \
            localization call (NSLocalizedString("…"), String(localized: "…"), Text("…"), "…".localized, …) in a \
            comment — is parked with that code, not unused (a menu item taken out for now). Stale keys are left to \
            stale-key. Only catalogs \
            code reads are checked: not InfoPlist.xcstrings (Info.plist keys, read by the system), not a catalog \
            named like a storyboard or xib beside it (or in Base.lproj next to it), which Interface Builder reads \
            (there, and in the document's .strings tables, a key whose object is no longer in the document is \
            unused: docs/interface-builder.md), \
            and not a catalog whose table no scanned code names: Swift reads Localizable.xcstrings (the default \
            table) and AppShortcuts.xcstrings (App Intents), and Foo.xcstrings only for calls that name the table \
            "Foo" (String(localized:table:), NSLocalizedString(_:tableName:comment:), Text(_:tableName:), \
            LocalizedStringResource(_:table:)).
            """,
        triggeringExamples: [
            """
            ↓"home.promo.banner" : {

            },
            "home.title" : {

            }
            // HomeView.swift
            Text("home.title")
            """,
            // TextAloud's enum of keys, read as `LocalizedStringKey(self.rawValue)`: a case no code names reads no key
            // (in an app, whose code is read from its entry point on).
            """
            "cancel" : {

            },
            ↓"pickVoice" : {

            },
            "save" : {

            }
            // Localization.swift
            enum Localization: String {
                case cancel
                case save
                case pickVoice
                var toString: LocalizedStringKey { LocalizedStringKey(self.rawValue) }
            }
            struct EditBar: View {
                var body: some View {
                    Button(action: {}) { Text(Localization.save.toString) }
                    Button(action: {}) { Text(Localization.cancel.toString) }
                }
            }
            @main struct TextAloudApp: App {
                var body: some Scene { WindowGroup { EditBar() } }
            }
            """,
            """
            "library.refresh_error.title" : {

            },
            ↓"library.sync.title" : {

            },
            "library.title" : {

            }
            // LibraryViewController.swift
            titleLabel.text = Strings.library_title
            errorLabel.text = Strings.library_refresh_error_title
            """,
            // A head only one key has is no family of keys built at run time (a file name's, a cache key's).
            """
            ↓"privacy_faqs_title_1" : {

            },
            "privacy.screen.title" : {

            }
            // PrivacyView.swift
            Text("privacy.screen.title")
            let cacheName = "privacy_faqs_title_\\(index)"
            """,
            // Basic-Car-Maintenance: a fallback interpolated into text is shown as it is, never looked up.
            """
            ↓"No Name" : {

            },
            "odometer.vehicle %@" : {

            }
            // OdometerRowView.swift
            Text("odometer.vehicle \\(vehicleName ?? "No Name")")
            """,
            """
            ↓"settings.account.delete" : {

            },
            "settings.account.sign_out" : {

            }
            // SettingsView.swift
            // TODO: "settings.account.delete" once the server deletes accounts
            /// Shows `Text("settings.account.delete")` when deletion is allowed.
            Button("settings.account.sign_out") { signOut() }
            """,
            // Two case names that are keys are any app's words, not an enum of keys.
            """
            "home" : {

            },
            ↓"search" : {

            }
            // Tab.swift
            enum Tab { case home, search, profile }
            // HomeView.swift
            Text("home")
            """,
        ],
        nonTriggeringExamples: [
            """
            "home.title" : {

            }
            // HomeView.swift
            Text("home.title")
            """,
            // wherewego: keys that are the case names of an enum, read through `"\\(value)"` and the app's `.localized()`.
            """
            "Culture" : {

            },
            "Food" : {

            },
            "Hotel" : {

            }
            // KGDataTourInfo.swift
            enum ContentType: Int {
                case Tour = 12, Culture = 14, Hotel = 32
                case Food = 39
                var stringValue: String { "\\(self)" }
            }
            // TourMapScreen.swift
            label.text = type.stringValue.localized()
            """,
            // Euki: a key built at run time as an item's id, localized where the item is shown.
            """
            "privacy_faqs_title_1" : {

            },
            "privacy_faqs_title_2" : {

            }
            // PrivacyContentManager.swift
            for index in 1 ... 2 {
                let childTitle = "privacy_faqs_title_\\(index)"
                items.append(ContentItem(id: childTitle))
            }
            """,
            // macSKK: keys built from a camel-case head in a localized resource's literal.
            """
            "CalendarGregorian" : {

            },
            "CalendarJapanese" : {

            }
            // DateConversion.swift
            enum Calendar: String { case gregorian, japanese
                var localized: String { String(localized: LocalizedStringResource(stringLiteral: "Calendar\\(rawValue.capitalized)")) }
            }
            """,
            // BsuirScheduleApp: keys built from a prefix in a localized key's literal.
            """
            "color.blue" : {

            },
            "color.red" : {

            }
            // PairFormColor.swift
            enum PairFormColor: String, CaseIterable { case blue, red
                var name: LocalizedStringKey { LocalizedStringKey(stringLiteral: "color.\\(rawValue)") }
            }
            """,
            // Blueberries: a numbered family of keys, one picked at random through the app's wrapper.
            """
            "motivationalQuote1" : {

            },
            "motivationalQuote2" : {

            }
            // AppDelegate.swift
            content.body = NSLocalizedString("motivationalQuote\\(Int.random(in: 1...2))", comment: "")
            """,
            // Padiddle: Xcode 26's generated symbols, in both branches of a ternary.
            """
            "Pause Drawing" : {
              "extractionState" : "manual"
            },
            "Start Drawing" : {
              "extractionState" : "manual"
            }
            // ToolbarView.swift
            recordButton.accessibilityLabel(Text(isRecording ? .pauseDrawing : .startDrawing))
            """,
            // pompaddo: a case without a value of its own has its name as raw value, looked up as a key.
            """
            "days" : {

            },
            "months" : {

            }
            // Todo.swift
            enum CustomRepeationType: String, CaseIterable {
                case days
                case months
                func localizedString() -> String { NSLocalizedString(self.rawValue, comment: "") }
            }
            """,
            // Chinendar's App Intent: an interpolated literal of a format key's shape, whatever API takes it.
            """
            "DATE_FOUND_IS%@" : {

            }
            // AppIntent.swift
            func perform() async throws -> some ProvidesDialog {
                return .result(dialog: IntentDialog(full: "DATE_FOUND_IS\\(formatter.string(from: date))", supporting: "REVERSE_LOOKUP_RESULT_PROMPT"))
            }
            """,
            """
            "Install %@" : {

            },
            "Open %@" : {

            },
            "settings.account.delete" : {

            }
            // MainViewController.swift
            //            ? String(format: NSLocalizedString("Open %@", comment: "Placeholder is 'Onion Browser'"), name)
            //            : String(format: NSLocalizedString("Install %@", comment: "Placeholder is 'Onion Browser'"), name),
            /* Button("settings.account.delete") { confirmDeletion() } */
            """,
            """
            "cart.items.count %lld" : {

            }
            // CartView.swift
            Text("cart.items.count \\(count)")
            """,
            """
            "home.legacy.title" : {
              "extractionState" : "stale"
            }
            // HomeView.swift
            let title = String(localized: "home.legacy.subtitle")
            """,
            """
            "settings.account.delete" : {

            }
            // SettingsView.swift
            let confirmationKey = "settings.account.delete"
            """,
            """
            "Skip back in ${applicationName}" : {

            },
            "wallet.name.1" : {

            },
            "wallet.name.2" : {

            }
            // Shortcuts.swift
            AppShortcut(intent: SkipBackIntent(), phrases: ["Skip back in \\(.applicationName)"], shortTitle: "shortcuts.skip_back", systemImageName: "gobackward")
            let name = NSLocalizedString("wallet.name.\\(index)", comment: "")
            """,
            // Palace's date suffixes: the key's head is the value, its tail fixed.
            """
            "day_suffix_short" : {

            },
            "hour_suffix_short" : {

            }
            // Date+Additions.swift
            let suffix = NSLocalizedString("\\(unit.rawValue)_suffix_short", comment: "Date Suffix (Short)")
            """,
            """
            "Routes all traffic through the tunnel.\\n\\nSome system services stay outside." : {

            },
            "Line one.\\nLine two." : {

            }
            // PacketTunnelView.swift
            FormToggle("includeAllNetworks", \"\"\"
            Routes all traffic through the tunnel.

            Some system services stay outside.
            \"\"\", $includeAllNetworks)
            let note = "Line one.\\nLine two."
            """,
            """
            "a.claim.token.title" : {

            },
            "OK" : {

            }
            // ClaimViewController.swift
            titleLabel.text = R.string.localizable.aClaimTokenTitle()
            button.setTitle(R.string.localizable.oK(), for: .normal)
            """,
            // A table shared with the Android app (daily-banking's Phrase project): its unused keys are one note at the
            // table, naming those named for iOS, not a finding per key.
            """
            "common_retry_android" : {

            },
            "settings_notifications_android" : {

            },
            "settings_face_id_ios" : {

            },
            "settings_title" : {

            }
            // SettingsView.swift
            Text("settings_title")
            """,
        ]
    )

    /// One finding per catalog key no source references, in key order; then, per table read through generated
    /// code (``GeneratedAccessors``) none of whose keys is reported, one note saying so. A key that only a localization call in a comment names
    /// (``ProjectKeyUse/commentedOutReferences``) is parked with that code, and not reported.
    ///
    /// A table whose keys the code names mostly through a generated accessor no scanned source declares gets a note
    /// naming the accessor; its keys no member names are still reported. A table the code names (almost) no key of,
    /// while it shows the members of such a type that match no key by the generators' naming rule
    /// (``ProjectKeyUse/unmatchedAccessors``), is not reported key by key: most of it would be, wrongly; the note says
    /// why.
    public static func findings(in project: ProjectKeyUse) -> [ProjectFinding] {
        // The keys no reference names and those no reference but a generated accessor's names, in one pass over the
        // references (not a second over a copy of those that are no accessor's).
        let readThroughAccessors = !project.unmatchedAccessors.isEmpty || project.references.contains { $0.kind == .accessor }
        let found = unusedKeys(
            catalogKeys: project.catalogKeys, references: project.references, ignoreKeys: project.ignoreKeys,
            alsoLeavingOutAccessors: readThroughAccessors)
        let unused = found.atAll
        guard readThroughAccessors, let leftOut = found.leavingOutAccessors else {
            return grouped(unused, in: project)
        }
        let byAccessor = project.references.filter { $0.kind == .accessor }
        let unusedDirectly = Set(leftOut)
        let unusedAtAll = Set(unused)
        var accessors: [String: Set<String>] = [:]
        for reference in byAccessor { accessors[reference.key, default: []].insert(reference.accessor ?? "") }
        let ignored = KeyMatcher(patterns: project.ignoreKeys)
        let tables = project.tables.isEmpty ? ["Localizable": project.catalogKeys] : project.tables
        var silenced: Set<String> = []
        var notes: [ProjectFinding] = []
        // Where the code reads other tables through accessors named for them, a table no accessor names is read by
        // none (Serey's `GoogleOTP.strings`, no `R.string.googleOTP` anywhere), whatever unmatched type it also shows.
        let tablesNamedByAccessors = Self.tablesNamedByAccessors(tables.keys, references: byAccessor)
        for (table, keys) in tables.sorted(by: { $0.key < $1.key }) {
            let keys = keys.filter { !ignored.matches($0) }
            let named = keys.filter { !unusedDirectly.contains($0) }
            let throughAccessors = keys.filter { unusedDirectly.contains($0) && !unusedAtAll.contains($0) }
            if !throughAccessors.isEmpty {
                guard throughAccessors.count >= named.count else { continue }
                let names = Set(throughAccessors.flatMap { accessors[$0] ?? [] }).sorted()
                let left = keys.count - named.count - throughAccessors.count
                var message = "table '\(table)' is read through generated code: \(quoted(names)) (declared in no "
                    + "scanned source) \(names.count == 1 ? "names" : "name") \(throughAccessors.count) of its "
                    + "\(keys.count) keys, matched by the generators' naming rule; "
                if left * 2 > keys.count {
                    // Most of the table unnamed: its keys are looked up some other way too (built at run time from
                    // data), or the table is imported whole; a finding per key would be most of the table.
                    silenced.formUnion(keys)
                    // Not said to be built at run time: Infomaniak's tables, synced from Loco, hold its other apps' keys.
                    message += "the other \(left) are not reported unused: more than half the table, named by no code "
                        + "the scan reads (keys built at run time, or a table other apps share)"
                    // Those no built key covers either: no code reads them that the scan sees (sora's dead keys).
                    let built = builtKeyPrefixes(project.references)
                    let endings = builtKeySuffixes(project.references)
                    let unnamed = keys.filter { key in
                        unusedAtAll.contains(key) && !built.contains { key.hasPrefix($0) && isBuiltFrom(key, prefix: $0) }
                            && !endings.contains { key.utf8.count > $0.utf8.count && key.hasSuffix($0) }
                    }
                    notes.append(ProjectFinding(.table(table), message: message, severity: .note, unnamedKeys: Set(unnamed)))
                    continue
                } else {
                    message += "the \(left) \(left == 1 ? "key" : "keys") no member names \(left == 1 ? "is" : "are") reported unused"
                }
                notes.append(ProjectFinding(.table(table), message: message, severity: .note))
            } else if !project.unmatchedAccessors.isEmpty, !keys.isEmpty, named.count * 2 < keys.count,
                tablesNamedByAccessors.isEmpty || tablesNamedByAccessors.contains(table)
            {
                silenced.formUnion(keys)
                let names = project.unmatchedAccessors
                notes.append(
                    ProjectFinding(
                        .table(table),
                        message: "table '\(table)' seems read through generated code: \(quoted(names)) (declared in no "
                            + "scanned source) \(names.count == 1 ? "is" : "are") shown as text, but no member names one "
                            + "of its \(keys.count) keys by the generators' naming rule; its keys are not reported unused "
                            + "(scan the generated file, or list the keys in ignoreKeys)",
                        severity: .note))
            }
        }
        let reported = grouped(unused.filter { !silenced.contains($0) }, in: project)
        // A table whose unused keys are reported needs no note beside them at the same place (useid's 42 keys: the
        // group said it, the note said it again); the note stays where it explains why nothing is reported.
        var reportedTables: Set<String> = []
        for finding in reported {
            switch finding.subject {
            case .table(let table): reportedTables.insert(table)
            case .key(let key):
                for (table, keys) in tables where keys.contains(key) { reportedTables.insert(table) }
            }
        }
        let kept = notes.filter { note in
            guard case .table(let table) = note.subject else { return true }
            return !reportedTables.contains(table)
        }
        return reported + kept
    }

    /// The tables among `tables` that generated accessors of `references` are named for, by their last member
    /// (`R.string.account.signIn` read as `R.string.account`: 'Account'), folded as the index folds names.
    ///
    ///     UnusedKeyRule.tablesNamedByAccessors(["Account", "GoogleOTP"], references: rSwiftReferences)  // ["Account"]
    public static func tablesNamedByAccessors(_ tables: some Sequence<String>, references: [KeyReference]) -> Set<String> {
        let tails = Set(references.lazy.filter { $0.kind == .accessor }.compactMap { reference in
            reference.accessor?.split(separator: ".").last.map { ProjectIndex.folded(String($0)) }
        })
        return Set(tables.filter { tails.contains(ProjectIndex.folded($0)) })
    }

    /// From this many unused keys in one table, they are one finding at the table: a table a translation platform
    /// shares with another platform's app, or one nobody pruned in years, is one decision for the team, not one
    /// finding per key (Element X: 510 keys its Android app uses).
    static let groupedFrom = 25

    /// A finding per unused key, or one per table for a table with ``groupedFrom`` or more. Info.plist keys a
    /// translation platform wrote into another table (`CFBundleDisplayName` in `Localizable.strings`) are the
    /// system's, not the code's, and never reported.
    static func grouped(_ unused: [String], in project: ProjectKeyUse) -> [ProjectFinding] {
        // A key only code commented out names is parked with that code (a menu item taken out for now), not unused.
        let parked = Set(project.commentedOutReferences.map(\.key))
        let unused = unused.filter { !InfoPlistKey.matches($0) && !parked.contains($0) }
        var tableOf: [String: String] = [:]
        // A key of several tables counts for the first by name: the same table on every run (a dictionary's order
        // is not: OpenEmu's 168 unused keys split 110/58 or 115/53 between two tables from one run to the next).
        for (table, keys) in project.tables.sorted(by: { $0.key < $1.key }) {
            for key in keys where tableOf[key] == nil { tableOf[key] = table }
        }
        // A table a translation platform shares with the team's Android app (daily-banking's Phrase project: keys
        // named `…_android` beside `…_ios`) holds the other app's keys, which the iOS team cannot drop alone, and keys
        // built at run time more often than others (OsmAnd's `ios_release_%@` in Objective-C): its unused keys are one
        // note, naming those named for iOS first (the iOS team's own), not a finding per key.
        let sharedTables = Set(project.tables.filter { isSharedWithAndroid($0.value) }.keys)
        var sharedKeys: [String: [String]] = [:]
        let own = sharedTables.isEmpty ? unused : unused.filter { key in
            guard let table = tableOf[key], sharedTables.contains(table) else { return true }
            sharedKeys[table, default: []].append(key)
            return false
        }
        // The note keeps those keys' translations from other findings, as unused keys' are.
        let sharedNotes = sharedKeys.sorted(by: { $0.key < $1.key }).map { table, keys in
            let android = (project.tables[table] ?? []).filter { isNamed($0, forPlatform: "android") }.sorted().prefix(2)
            let named = keys.filter { isNamed($0, forPlatform: "ios") }
            var message = "table '\(table)' is shared with an Android app (\(quoted(Array(android))) are named for it): "
                + "\(keys.count) of its keys are named in no scanned Swift source"
            if !named.isEmpty {
                message += ", \(named.count == 1 ? "one" : "\(named.count)") of them named for iOS (\(quoted(named))): "
                    + "remove \(named.count == 1 ? "it" : "those") from the shared project if no code builds \(named.count == 1 ? "it" : "them")"
            } else {
                message += "; none is named for iOS, so they are likely the Android app's"
            }
            return ProjectFinding(.table(table), message: message, severity: .note, unnamedKeys: Set(keys))
        }
        var byTable: [String: [String]] = [:]
        for key in own { byTable[tableOf[key] ?? "", default: []].append(key) }
        var groupedTables: Set<String> = []
        var findings: [ProjectFinding] = []
        for (table, keys) in byTable.sorted(by: { $0.key < $1.key }) where !table.isEmpty && keys.count >= groupedFrom {
            groupedTables.insert(table)
            let total = project.tables[table]?.count ?? keys.count
            if keys.count == total {
                // Not one key named: the code reads the table in a way the scan does not see more likely than never.
                findings.append(
                    ProjectFinding(
                        .table(table),
                        message: "none of the \(total) keys of table '\(table)' is named in any scanned Swift source: the "
                            + "code reads them some way l10n does not see (generated code left out of the scan, keys "
                            + "built at run time), or the table is unused",
                        severity: .note))
                continue
            }
            findings.append(
                ProjectFinding(
                    .table(table),
                    message: "\(keys.count) of the \(total) keys of table '\(table)' are not used in any scanned Swift "
                        + "source: \(quoted(keys)); remove them, or list them in 'ignoreKeys' when another app or code built at run time reads them",
                    coveredKeys: keys))
        }
        let single = own.filter { !groupedTables.contains(tableOf[$0] ?? "") }
        let builtLookups = builtTextLookups(project.references)
        return single.map { key in
            let call = builtLookups[normalizedFormat(key)] ?? builtLookups[normalizedFormat(namesAsSpecifiers(key))]
            return ProjectFinding(.key(key), message: call.map { builtTextMessage(key, $0) } ?? message(forKey: key))
        } + findings + sharedNotes
    }

    /// Whether a table's keys say it is shared with an Android app: two keys or more named for Android
    /// (`common_auth_error_dialog_retry_android`, `android_channel_name`).
    ///
    ///     UnusedKeyRule.isSharedWithAndroid(["retry_android", "open_settings_android", "retry_ios"])   // true
    static func isSharedWithAndroid(_ keys: some Collection<String>) -> Bool {
        var count = 0
        for key in keys where isNamed(key, forPlatform: "android") {
            count += 1
            if count >= 2 { return true }
        }
        return false
    }

    /// Whether `key` names a platform as one of its words: `retry_android`, `android_retry`, `dialog.ios.title`,
    /// `Retry-iOS` (not `iosevka_font`, not `biosphere`).
    static func isNamed(_ key: String, forPlatform platform: String) -> Bool {
        guard key.utf8.count > platform.utf8.count else { return false }
        // Most keys hold no such word: their bytes are looked at once, case folded, before any is lowercased.
        let wanted = Array(platform.utf8)
        let bytes = Array(key.utf8)
        guard bytes.indices.dropLast(wanted.count - 1).contains(where: { start in
            wanted.indices.allSatisfy { bytes[start + $0] | 0x20 == wanted[$0] }
        }) else { return false }
        let words = key.lowercased().split(whereSeparator: { $0 == "_" || $0 == "." || $0 == "-" })
        return words.count >= 2 && words.contains { $0 == platform }
    }

    /// The first wrapper call (by place) that looks up the text Swift built from an interpolated receiver
    /// (``KeyReference/looksUpBuiltText``), by its format normalised: the code a key with that format was meant for.
    static func builtTextLookups(_ references: [KeyReference]) -> [String: KeyReference] {
        var found: [String: KeyReference] = [:]
        for reference in references where reference.looksUpBuiltText {
            let format = normalizedFormat(reference.key)
            if let known = found[format], known.location < reference.location { continue }
            found[format] = reference
        }
        return found
    }

    /// `key` with each parenthesised name written as `%@`: the key an extraction wrote for `"error: \(msg)"` when it
    /// dropped the backslash ('error: (msg)', 49EuroTravel's catalog).
    ///
    ///     UnusedKeyRule.namesAsSpecifiers("Bad server response (code)")   // "Bad server response %@"
    static func namesAsSpecifiers(_ key: String) -> String {
        guard key.contains("(") else { return key }
        var result = ""
        var rest = Substring(key)
        while let open = rest.firstIndex(of: "(") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: ")"), !after[..<close].isEmpty,
                after[..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            {
                result += "%@"
                rest = after[after.index(after: close)...]
            } else {
                result += "("
                rest = after
            }
        }
        return result + rest
    }

    /// The message for `key`, whose format a wrapper is given only after Swift built the text (ishare's
    /// `"Capture \(screenName)".localized()`): the key is never looked up, and the fix is in the code.
    static func builtTextMessage(_ key: String, _ reference: KeyReference) -> String {
        let file = reference.location.file.split(separator: "/").last.map(String.init) ?? reference.location.file
        let call = reference.kind == .nsLocalizedString ? "'NSLocalizedString'" : "the wrapper"
        return "key '\(key)' is never looked up: \(call) at \(file):\(reference.location.line) is given the text "
            + "Swift builds from an interpolation, which no key matches; look the key up first and put the values in after"
    }


    /// `'A'`, `'A' and 'B'`, `'A', 'B' and 2 more`.
    private static func quoted(_ names: [String]) -> String {
        let shown = names.prefix(2).map { "'\($0)'" }
        let more = names.count - shown.count
        if more > 0 { return shown.joined(separator: ", ") + " and \(more) more" }
        return shown.joined(separator: " and ")
    }

    /// The message of a finding about `key`.
    static func message(forKey key: String) -> String {
        "key '\(key)' is not used in any scanned Swift source"
    }

    /// The catalog keys no source references, sorted; the caller reports them at their catalog positions.
    ///
    /// A reference matches a key exactly or with format specifiers normalised, so `Text("\(count) items")`
    /// (extracted as `%@ items`) uses the key `%lld items`. Keys matching an `ignoreKeys` pattern (`*` is a
    /// wildcard) are never unused.
    ///
    ///     UnusedKeyRule.unusedKeys(catalogKeys: ["home.title", "old.key"], references: refs, ignoreKeys: [])
    ///     // ["old.key"] when only home.title is referenced
    public static func unusedKeys(catalogKeys: Set<String>, references: [KeyReference], ignoreKeys: [String])
        -> [String]
    {
        unusedKeys(catalogKeys: catalogKeys, references: references, ignoreKeys: ignoreKeys, alsoLeavingOutAccessors: false)
            .atAll
    }

    /// ``unusedKeys(catalogKeys:references:ignoreKeys:)``, and with `alsoLeavingOutAccessors` the same of the
    /// references less generated accessors' (``KeyReference/Kind/accessor``): both from one pass over the references.
    static func unusedKeys(
        catalogKeys: Set<String>, references: [KeyReference], ignoreKeys: [String], alsoLeavingOutAccessors: Bool
    ) -> (atAll: [String], leavingOutAccessors: [String]?) {
        // One byte lookup per reference: catalog key → its slot (see ``KeyIndex``), then a flag. Normalising can only match keys with a
        // `%`: a text without `%` normalises to itself, and a normalised text keeps a `%` whenever it had one, so
        // references without `%` never need it. References are split across cores, each part with its own flags.
        // Each part keeps a second set of flags and texts for the references that are no accessor's, when asked.
        struct Uses {
            var used: [Bool]
            var normalized: Set<String> = []
        }
        let keyIndex = KeyIndex(catalogKeys)
        let sorted = keyIndex.keys
        let parts = references.count < 20_000 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        let results = Locked([(atAll: Uses, direct: Uses)](
            repeating: (Uses(used: []), Uses(used: [])), count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            var used = [Bool](repeating: false, count: sorted.count)
            var usedDirectly = [Bool](repeating: false, count: alsoLeavingOutAccessors ? sorted.count : 0)
            var withPercent = Set<String>()
            var withPercentDirectly = Set<String>()
            let range = (references.count * part / parts)..<(references.count * (part + 1) / parts)
            for index in range where !references[index].looksUpBuiltText {
                let key = references[index].key
                let direct = alsoLeavingOutAccessors && references[index].kind != .accessor
                if let slot = keyIndex.index(of: key) {
                    used[slot] = true
                    if direct { usedDirectly[slot] = true }
                }
                if key.containsByte(UInt8(ascii: "%")) {
                    withPercent.insert(key)
                    if direct { withPercentDirectly.insert(key) }
                }
            }
            // Normalising is slow and the same texts recur (`%@ items` in every list): once per distinct text.
            var normalizedOf: [String: String] = [:]
            for text in withPercent { normalizedOf[text] = normalizedFormat(text) }
            let usedNormalized = Set(normalizedOf.values)
            let directNormalized = Set(withPercentDirectly.map { normalizedOf[$0] ?? normalizedFormat($0) })
            results.withLock {
                $0[part] = (Uses(used: used, normalized: usedNormalized), Uses(used: usedDirectly, normalized: directNormalized))
            }
        }
        var atAll = Uses(used: [Bool](repeating: false, count: sorted.count))
        var direct = Uses(used: [Bool](repeating: false, count: alsoLeavingOutAccessors ? sorted.count : 0))
        for (partAtAll, partDirect) in results.withLock({ $0 }) {
            for slot in partAtAll.used.indices where partAtAll.used[slot] { atAll.used[slot] = true }
            atAll.normalized.formUnion(partAtAll.normalized)
            for slot in partDirect.used.indices where partDirect.used[slot] { direct.used[slot] = true }
            direct.normalized.formUnion(partDirect.normalized)
        }
        let matcher = KeyMatcher(patterns: ignoreKeys)
        func unused(_ uses: Uses, prefixes: [String], suffixes: [String]) -> [String] {
            sorted.indices.filter { slot in
                let key = sorted[slot]
                return !uses.used[slot] && !matcher.matches(key)
                    && !(key.containsByte(UInt8(ascii: "%")) && uses.normalized.contains(normalizedFormat(key)))
                    && !prefixes.contains(where: { key.hasPrefix($0) && isBuiltFrom(key, prefix: $0) })
                    && !suffixes.contains(where: { key.utf8.count > $0.utf8.count && key.hasSuffix($0) })
                    && !isAppShortcutPhrase(key)
            }.map { sorted[$0] }
        }
        let found = withoutLanguageNames(unused(atAll, prefixes: builtKeyPrefixes(references), suffixes: builtKeySuffixes(references)))
        guard alsoLeavingOutAccessors else { return (found, nil) }
        // Built keys come from interpolated references alone: those few, less the accessors', name the direct ones.
        let interpolated = references.filter { $0.hasInterpolation && $0.kind != .accessor }
        return (found, withoutLanguageNames(unused(direct, prefixes: builtKeyPrefixes(interpolated), suffixes: builtKeySuffixes(interpolated))))
    }

    /// `keys` without its language codes when it holds ten or more (ccViewer's `"aar" = "Afar"`, 206 of them): a
    /// table of languages' names, read by the code a track or a setting gives at run time, not keys written in code.
    static func withoutLanguageNames(_ keys: [String]) -> [String] {
        let codes = Set(keys.filter(isLanguageCode))
        guard codes.count >= 10 else { return keys }
        return keys.filter { !codes.contains($0) }
    }

    /// Whether `key` is an ISO 639 language code Foundation names (`aar` Afar, `de` German; not `ok`, `on`).
    static func isLanguageCode(_ key: String) -> Bool {
        guard (2...3).contains(key.utf8.count), key.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return false }
        return englishNames.localizedString(forLanguageCode: key).map { $0 != key } ?? false
    }

    private static let englishNames = Locale(identifier: "en_US")

    /// A key holding `${applicationName}` is an App Shortcut's phrase (`AppShortcut(phrases: ["Skip back in
    /// \(.applicationName)"])`, BookPlayer's AppShortcuts.strings): App Intents matches the phrases the system
    /// hears against the table, whoever names them.
    static func isAppShortcutPhrase(_ key: String) -> Bool {
        key.containsBytes("${applicationName}")
    }

    /// The prefixes of keys the code builds at run time: `"appearance.\(rawValue)".localized()` names every key that
    /// starts with `appearance.` (eul's appearance, language and component names). A prefix counts when it is three
    /// characters or more and ends with a separator (`.`, `_`, `-`, `/`) right before the interpolated value.
    public static func builtKeyPrefixes(_ references: [KeyReference]) -> [String] {
        var prefixes = Set<String>()
        for reference in references where reference.hasInterpolation {
            let key = reference.key
            guard let percent = key.firstIndex(of: "%") else { continue }
            let prefix = key[..<percent]
            guard let last = prefix.last else { continue }
            // `"appearance.\(rawValue)"`, or a camel-case name's head (`"Calendar\(rawValue.capitalized)"`, macSKK's
            // `CalendarGregorian`), which ``isBuiltFrom(_:prefix:)`` matches at a capital only.
            guard prefix.count >= 3 && "._-/".contains(last) || prefix.count >= 4 && last.isLetter else { continue }
            prefixes.insert(String(prefix))
        }
        return prefixes.sorted()
    }

    /// The endings of keys the code builds at run time from a value and a fixed tail: `NSLocalizedString("\\(unit.
    /// rawValue)_suffix_short", …)` names every key that ends with `_suffix_short` (Palace's `day_suffix_short`,
    /// `hour_suffix_short`…). A tail counts when it is four characters or more and starts with a separator (`.`, `_`,
    /// `-`) right after the value, which starts the key.
    ///
    ///     // "%@_suffix_short" (from "\(rawValue)_suffix_short") → ["_suffix_short"]
    public static func builtKeySuffixes(_ references: [KeyReference]) -> [String] {
        var suffixes = Set<String>()
        for reference in references where reference.hasInterpolation && reference.key.hasPrefix("%") {
            let key = reference.key
            guard let specifierEnd = key.dropFirst().firstIndex(where: { $0.isLetter || $0 == "@" }) else { continue }
            let tail = key[key.index(after: specifierEnd)...]
            guard tail.count >= 4, let first = tail.first, "._-".contains(first), !tail.contains("%"), !tail.contains(" ") else { continue }
            suffixes.insert(String(tail))
        }
        return suffixes.sorted()
    }

    /// Whether `key` continues `prefix` as a key built from it does: after a separator anything, after a letter a
    /// capital (`Calendar` + `Gregorian`, not `Calendars`) or a number (Blueberries' `"motivationalQuote\(Int.random(in:
    /// 1...250))"`: `motivationalQuote17`).
    public static func isBuiltFrom(_ key: String, prefix: String) -> Bool {
        guard let last = prefix.last, last.isLetter else { return true }
        guard let next = key.dropFirst(prefix.count).first else { return false }
        return next.isUppercase || next.isASCII && next.isNumber
    }

    /// Replaces every format specifier with `%@`: `"%lld of %2$@"` → `"%@ of %@"`.
    static func normalizedFormat(_ key: String) -> String {
        TextClassifier.replacingFormatSpecifiers(in: key, with: "%@", includingPercent: false)
    }
}
