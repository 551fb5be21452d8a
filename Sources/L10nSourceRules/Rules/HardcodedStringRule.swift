import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing

/// `hardcoded-string`: prose literals that reach a user-facing API.
package enum HardcodedStringRule: SourceRule {
    package static let description = RuleDescription(
        id: "hardcoded-string",
        name: "Hardcoded String",
        defaultSeverity: .error,
        summary: "A literal with human words reaches a user-facing API instead of a localized string.",
        rationale: """
            Every user-facing string goes through the catalog as String(localized: "feature.screen.element"). \
            Checked: every API of the catalogue listed at the end (SwiftUI, App Intents, UIKit, AppKit, \
            notifications, WidgetKit, attributed strings, HUD, toast and banner libraries — where a name says \
            little, only on the types listed: SVProgressHUD.show(withStatus:), not analytics.show(withStatus:)); \
            its properties assigned (label.text = …; not on a variable the file declares with a model type of the \
            project: a struct, enum or root class); bare `title = …` in a subclass of a …Controller class (or an \
            extension of a …Controller type); bare `accessibilityLabel`, `accessibilityHint` or \
            `accessibilityValue = …` in a class or an extension (self's, unless the file declares a property of that \
            name); \
            a dependency's view the project index cannot read (no checkout of the dependency was found): a type \
            the project does not declare, called in a file that imports SwiftUI, whose name ends in a control's \
            or a settings component's name (…Toggle, …Section, …Button, …Picker, …TextField, …Label, …Slider, \
            …Stepper, …Link, …Menu, …Row, …List, …Recorder, …Pane), or is such a name qualified by a namespace \
            the project does not declare (LaunchAtLogin.Toggle, Defaults.Toggle, Settings.Section, \
            KeyboardShortcuts.Recorder; SwiftUI.Toggle is SwiftUI's): its first unlabelled argument and its title:, label:, placeholder:, prompt:, \
            subtitle:, header:, footer:, message:, caption:, hint: and …Text:/…Title:/…Label: arguments, reported as \
            assumed (the message says so; with the checkout read, the index decides exactly); \
            app helpers named show…/present…/display… that mention an alert, error, toast, banner, dialog, \
            message, HUD or popup (title:, message:, subtitle:, body:, text:, detail:, status:); your own views, \
            helpers and properties (labelled tuple elements too: `item.title` of a `[(type: Shape, title: String)]` \
            makes the title of each tuple literal in it user-facing) the project index follows to one of these; and the configuration's \
            uiFunctions and uiArguments. A literal counts when it is the argument, a ?? fallback, a ternary branch, the format of String(format:) or \
            String.localizedStringWithFormat, or the default value of a parameter that reaches such an API. \
            Prose means: after removing format specifiers, two letters in a row, and either a space between \
            words ("Add to favorites") or one word starting upper-case ("Save", "OK") or in a script without \
            case ("保存"), or capitalized words joined by '/' ("Play/Pause"). Not prose: dotted keys ("home.title"), also with arguments around them \
            ("cart.items \\(count)": a plural or format entry in the catalog), kebab or snake keys ("see-more"), a single \
            lower-case word ("done", read as a key, unless it is among a list's values of one tuple element \
            that are mostly prose: "pentagon" after "Rect", "Square"; or a ?? fallback given to the API itself, \
            which no lookup reads: Text(version ?? "unknown")), camelCase or PascalCase identifiers, URLs, e-mail \
            addresses, paths, file names, text without words ("%@", "•", "42%"), a name with numbers only (a vowel-less \
            acronym, a camel-case or listed product name and a version: "HTTP \\(code)", "Windows 10", "iOS 17"), \
            a language's name in that language, as Foundation's Locale names every locale in itself ("Deutsch", \
            "日本語", "Español (México)", "עברית" with its direction mark: as a language picker lists them), the name of a \
            service apps link to or a product they name, alone ("Discord", "Mastodon", "Patreon", "Apple Music", \
            "Gemini": a brand, never translated), a link's or button's title that names the page it opens \
            (Button("Kingfisher") opening https://github.com/onevcat/Kingfisher), a language's name in English and \
            in itself ("🇩🇪 German - Deutsch"), a picker's Text tagged with the code of the language it names \
            (Text("Indonesia").tag("id")), a licence \
            identifier ("GPLv3", "MIT", "Apache-2.0"), currency codes and symbols ("$ USD", "EUR"), and an \
            identifier of codes and numbers ("SHA-256", "AES-GCM", "UTF-8"). A number with an abbreviated \
            unit of time, length, mass, energy or data size ("\\(seconds)s", "7d", "250ms", "\\(distance) km", \
            "\\(size) MB"), or such a unit alone ("km", "GB"), and a plural made by hand from two lower-case words \
            (count == 1 ? "line" : "lines") are reported too (not where the tables hold both words and every \
            language the app ships, two or more, counts whole numbers as English does — one form for 1, another from \
            2 to 999, by CLDR's rules: Spanish, French, Italian, German): units are translated, and a formatter \
            writes them — as the app's translators do: a unit every translation in its catalogs and tables keeps as \
            written ("Last 24h" as "Letzte 24h") is not reported, and without any evidence in them data sizes and \
            electrical units ("MB", "mAh"), which readers of every language read as written, are not either. \
            "OK" (or "Okay") is not reported in a project with tables that never translate it into another word \
            (no 'OK' entry, or 'OK' in every language): most languages write it as English does, and users read \
            what a translation would show; where a translation writes another word ('Tamam', '확인'), a hardcoded \
            'OK' is reported. \
            Not checked: \
            Text(verbatim:), String(localized:) and friends, text given to a parameter or property named for a \
            licence's text, a copyright, an attribution or acknowledgements (licenseText:, copyright =; not \
            licenseStatus or licenseMessage, an app's own words about its licences), a literal with a localizing member ("Settings".localized, \
            the project's own String wrappers), a literal given to a localizing call that names the table or \
            bundle it is looked up in (Text("Open", tableName: "GeneralSettings"), Text("Cancel", bundle: .module): \
            the team chose where the key lives; key-convention and unknown-key judge the key), Image, .accessibilityIdentifier, logging, #Preview \
            bodies, PreviewProvider types, preview helpers (types named Preview… or …Previews), the values of static or global sample-data properties \
            (static var preview, previewState, let sampleItems, mock…) and of functions that make records for a preview (mediumPreviewSensors() -> [SensorItem]), branches only debug or simulator builds compile (#if DEBUG, #if !RELEASE, #if targetEnvironment(simulator)), files named for debug \
            screens and settings (SpotlightDebugView.swift, CarPlayAssistDebugSettings.swift, Settings/DeveloperSettings/, \
            DebugExecutablesGroup/Accounts/) or diagnostics (Setting/Diagnose/, DatabaseDiagnosticView), short text none of \
            whose words is English (a name: "Yandex", "Trustly"), files whose opening \
            comments say they are someone else's code (a licence named, "Modified from https://github.com/…", \
            "swiftlint:disable all") where few of the project's files open so, test files, and the \
            text of a SwiftUI view no code creates (no file of the project names it outside previews and #if \
            DEBUG), of an error type no file names, of the switch-self branch of an error's cases no file names \
            outside case patterns (an enum not CaseIterable, Codable or backed by raw values), and the value of a text \
            property whose name no file uses (decided only when the files linted are a whole app, one of them \
            declaring @main). Prose \
            used as its own key is hardcoded too: Xcode puts every SwiftUI literal (Toggle("Large Thumbnails", \
            isOn: …)) into the catalog by itself, so a catalog holding it says nothing about whether the team \
            localized it; the message says when it is a catalog key already. Teams that deliberately use English \
            text as keys set "englishKeys": true in .l10n.json: then such a literal is not reported when a scanned \
            catalog holds it (a ?? fallback is a String, never looked up: reported either way); one no scanned table \
            holds is reported as what it is, a key no table holds, which every language shows in English until the \
            tables have it (no String(localized:) is asked for); nor is text a \
            table holds as a key that reaches the screen through the app's own declaration (KeyValue(key: \
            "Silent") shown by localizedString(item.key): localized where it is shown). Names kept as they are \
            on purpose are not prose: text declared in a type or file whose name says it holds names \
            (ProperNouns, …Names, …Brands, …Codecs), the app's name (its @main type's or .xcodeproj's), a \
            font's name, hashtags only, $name templates, the value of a property named for a product's or \
            company's name (productName, appName, brandName, companyName), and a one-word literal the file's \
            practice marks as a name: the same parameter of the project's own declaration is given a localized \
            value elsewhere in the file and one-word literals three times as often (Browser(name: "Zoom") beside \
            Browser(name: "default_browser".loco())), and one capitalized word given to a plain String parameter \
            of the project's own declaration that takes a localized parameter beside it (engineCard(tag:name:sub:) \
            with sub: LocalizedStringKey, given name: "Whisper": the team chose what to localize). Text the APIs never show is not reported: an agent app's \
            main menu (LSUIElement in its Info.plist, or setActivationPolicy(.accessory) and no other policy in \
            the code; the file sets NSApp.mainMenu), an NSMenu's own title outside the file that builds the main \
            menu (it names mainMenu, or declares the type some file makes the main menu of: NSApp.mainMenu = \
            MainMenu()) — a status item's menu, a context menu and a submenu never show their titles —, the title \
            of a window the file makes without a title bar (styleMask [.borderless], or a mask set nearby \
            without .titled: [.fullSizeContentView]) or whose title it hides (titleVisibility = .hidden), and a command-line \
            tool's text (the file imports ArgumentParser, which has no localization). A comment that says text \
            is not translated on purpose ("not translated on purpose", "do not localize", "English only", \
            "intentionally left unlocalized"; not "TODO: localize" or "not localized yet") is honoured as a \
            suppression of this rule and string-concatenation: on or right above a declaration it covers the \
            declaration (attributes included), before the file's first declaration the whole file, and with \
            "below" or "following" the rest of the body it is in; on a property or parameter it covers the text \
            given to it from any file (/// Entity name sent to the server. Not localized. above let name: \
            String). A type or file whose user-facing prose is left in English as a whole, in an app that \
            localizes elsewhere (another file localizes, or this one outside the type), is one decision for the \
            team: at least five hardcoded literals and at most one localized for ten (a release-notes view, a \
            diagnostics screen, an App Intents file nobody localized) are one finding at the declaration ("116 \
            user-facing strings in 'ChangelogView', only 1 localized, while the app localizes its other \
            views"), which stands for them all (the JSON report's "related", and check --explain on the \
            declaration's line, list them); a string forgotten in a view that localizes the rest stays a \
            finding of its own. So is a build target (a folder that holds an Info.plist: a widget extension, a \
            watch app, an archived edition) none of whose Swift files localizes, in an app that localizes \
            elsewhere: its findings, the units' among them, standing for at least five strings, are one finding \
            at the first of them ("11 user-facing strings in target 'WatchWidgets', none localized, while \
            the app localizes its other targets"), whose "related" and check --explain list the others; a target \
            with one localizing call, or where text a scanned catalog holds is more than a fifth, keeps a finding \
            per string. Words glued with '+' to values, with no localized piece (title = tunnel.name + \
            " (On-Demand)"), are reported here, at the literal: one localized format fixes the words and their \
            order. A team's own SwiftLint \
            suppression of a hardcoded-text rule (// swiftlint:disable:next hard_coded_display_string) counts \
            as this rule's, and so do the comments of the team's own string lint (// stringlint:ignore, \
            stringlint:ignore_start … ignore_stop, stringlint:ignore_contents before a declaration's braces, \
            stringlint:disable before a file's code). The message suggests a key built from \
            the enclosing type (or file) name, the element and the text: in RestaurantDetailView, \
            Button("Favorite") suggests "restaurant.detail.button.favorite", as String(localized:) where a String \
            fits, as a key literal where only a LocalizedStringKey or LocalizedStringResource does (App Intents, \
            LocalizedStringKey(_:), your own such parameters). Interface Builder: the text of a .storyboard or .xib \
            that is not localized at all (no Base.lproj, no table, no catalog), in a project that localizes, is \
            reported at its line in the document, naming the property, class and object, unless it is no prose, a \
            text Interface Builder gives a new object (Label, Title, Item 1), the content of an editable field, or \
            its localizer note says not to localize it (docs/interface-builder.md). \(APICatalogue.documentation)
            """,
        triggeringExamples: [
            // Beside an App Store page, words that are not the app's name are still words.
            """
            struct LevelCard: View { let title: String; let appStoreURL: String?; var body: some View { Text(title) } }
            let more = LevelCard(title: ↓"More from the developer", appStoreURL: "https://apps.apple.com/cy/app/greek-words-a1/id6474042509")
            """,
            // A fallback that is copy: the field is a name, the text says what a user reads for a missing one.
            """
            struct Profile: Codable {
                let nickname: String?
                var shownName: String { nickname ?? ↓"Anonymous reader" }
            }
            struct ProfileView: View {
                let profile: Profile
                var body: some View { Text(profile.shownName) }
            }
            """,
            // Words around a handle are words.
            "Text(↓\"Follow @gcenx (https://github.com/Gcenx)\")",
            // A double tap is an ordinary gesture: what it opens is shown to users.
            """
            import SwiftUI
            struct AboutView: View {
                @State private var showingDetails = false
                var body: some View {
                    Text(version).onTapGesture(count: 2) { showingDetails = true }
                        .sheet(isPresented: $showingDetails) { DetailsSheet() }
                }
            }
            private struct DetailsSheet: View {
                var body: some View { Text(↓"Release notes for this version") }
            }
            """,
            // Redacted only while loading: the words show once the data is there.
            """
            struct PriceRow: View {
                let isLoading: Bool
                var body: some View { Text(↓"Total balance").redacted(reason: isLoading ? .placeholder : []) }
            }
            """,
            // A display name the Info.plist may not hold: its fallback shows.
            "Text(Bundle.main.object(forInfoDictionaryKey: \"CFBundleDisplayName\") as? String ?? ↓\"Unknown app\")",
            // The fallback of the app's own error's description, which may have none.
            """
            struct LoginView: View {
                @State private var message = ""
                var body: some View {
                    Text(message).onAppear {
                        client.logIn { result in
                            switch result {
                            case .success: message = ""
                            case .failure(let error): message = error.errorDescription ?? ↓"Login failed, please try again."
                            }
                        }
                    }
                }
            }
            """,
            """
            import AppKit
            final class EmptyStateView: NSView {
                private let messageLabel = NSTextField(labelWithString: ↓"No tools match your search")
            }
            """,
            // A view's first text that nothing sets again, and a status the code shows before it replaces it.
            """
            import UIKit
            final class StoryCell: UITableViewCell {
                lazy var titleLabel: UILabel = {
                    let label = UILabel()
                    label.text = ↓"Their Story"
                    return label
                }()
                lazy var statusLabel: UILabel = {
                    let label = UILabel()
                    label.text = ↓"Not shared yet"
                    return label
                }()
                let headerLabel = UILabel()
                func setUp(shared: Bool) { statusLabel.text = ↓"Shared" }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    headerLabel.text = ↓"Loading stories…"
                    load { stories in self.headerLabel.text = stories.first?.title }
                }
            }
            """,
            "Text(↓\"Show\")",
            // A locale the user chose in the app pins nothing: the text is still English.
            """
            struct EntriesView: View {
                let selectedLanguage: String
                var body: some View {
                    List { Text(↓"No entries yet") }.environment(\\.locale, Locale(identifier: selectedLanguage))
                }
            }
            """,
            // Words glued to a localized piece are text to translate; a service's name alone would not be.
            "Button(↓\"\\(NSLocalizedString(\"Download\", comment: \"\")) (On-Demand)\", action: download)",
            """
            #if !DEBUG
            Button(↓"Start again") { resetOnboarding() }
            #endif
            """,
            """
            if isDebug || user.isAdmin {
                resetLabel.text = ↓"Reset the cache"
            }
            """,
            """
            enum SortOrder { case newest; var displayName: String { switch self { case .newest: ↓"Newest first" } } }
            enum Region { case north; var displayName: String { switch self { case .north: "Northern shelf" } } }
            struct SortMenu: View {
                let model: MenuModel
                var body: some View { Text(model.sortOrder.displayName) }
            }
            """,
            """
            @main struct KitchenApp: App { var body: some Scene { WindowGroup { Text("home.title") } } }
            enum UploadError: LocalizedError {
                case tooLarge, offline
                var errorDescription: String? {
                    switch self {
                    case .tooLarge: return String(localized: "upload.error.too_large")
                    case .offline: return ↓"You are offline"
                    }
                }
            }
            func upload() { do { throw UploadError.offline } catch { presentError(error) } }
            """,
            """
            VStack {
                Text("see-more")
                Text(↓"Show")
            }
            """,
            "Button(↓\"Favorite\") { toggleFavorite() }",
            "Button(isFavorite ? ↓\"Unfavorite\" : ↓\"Favorite\") { isFavorite.toggle() }",
            "Text(restaurant.subtitle ?? ↓\"No description\")",
            """
            Label(
                ↓"Add to Favorites",
                systemImage: "heart"
            )
            """,
            """
            List(restaurants) { RestaurantRow(restaurant: $0) }
                .navigationTitle(↓"Restaurants")
            """,
            """
            .alert(↓"Delete restaurant?", isPresented: $showsDelete) {
                Button(↓"Delete", role: .destructive) { delete() }
            }
            """,
            "TextField(↓\"Search restaurants\", text: $query)",
            ".searchable(text: $query, prompt: ↓\"Name or cuisine\")",
            "Image(systemName: \"xmark\").accessibilityLabel(↓\"Close\")",
            "Toggle(↓\"Notifications\", isOn: $notify)",
            "Section(↓\"Opening Hours\") { ForEach(hours) { Text($0.range) } }",
            """
            ContentUnavailableView(
                ↓"No Restaurants", systemImage: "fork.knife",
                description: Text(↓"Try another search."))
            """,
            "NavigationLink(↓\"Details\") { RestaurantDetailView(restaurant: restaurant) }",
            "Text(↓\"Hello, \\(user.firstName)!\")",
            "Text(↓\"Hello \" + name)",
            """
            struct SettingsView: View {
                var body: some View { Text(String(localized: "settings.title")) }
            }
            struct ↓ReleaseNotesView: View {
                var body: some View {
                    Text("• Added Safari as a browser option")
                    Text("• Recognize meetings in safe links")
                    Text("• New integrations: Discord and Jam")
                    Text("• Fixed the timer freeze")
                    Text("and small bug fixes")
                }
            }
            """,
            """
            struct ProfileView: View {
                var body: some View {
                    Text(String(localized: "profile.name"))
                    Text(String(localized: "profile.email"))
                    Text(String(localized: "profile.phone"))
                    Text(↓"Member since")
                }
            }
            """,
            """
            struct Browser { var name: String; var path: String }
            struct BrowserRow: View { let browser: Browser; var body: some View { Text(browser.name) } }
            let systemBrowser = Browser(name: String(localized: "browser.default"), path: "")
            let zoomBrowser = Browser(name: "Zoom", path: "")
            let teamsBrowser = Browser(name: "Teams", path: "")
            let jitsiBrowser = Browser(name: "Jitsi", path: "")
            let fallbackBrowser = Browser(name: ↓"Default Browser", path: "")
            """,
            // A dictionary read by a key from elsewhere: the fallback shows when the key is not there.
            """
            struct LanguageRow: View {
                let languagesDict: [String: String]
                let code: String
                var body: some View {
                    ForEach(Array(languagesDict.keys.sorted()), id: \\.self) { languageKey in
                        Text(languagesDict[code] ?? ↓"Unknown language")
                    }
                }
            }
            """,
            // OpenSuperWhisper's engine cards: the plain 'name:' takes names, but words given to it are still words.
            """
            struct EnginePicker: View {
                private func engineCard(tag: String, name: String, sub: LocalizedStringKey) -> some View {
                    VStack { Text(name); Text(sub) }
                }
                var body: some View {
                    engineCard(tag: "remote", name: ↓"Your own server", sub: "engine.remote.subtitle")
                }
            }
            """,
            """
            final class CryptoSettingController: UIViewController {
                func getTitleLabel(title: String) -> UILabel { let label = UILabel(); label.text = title; return label }
                func build() {
                    let algorithmLabel = getTitleLabel(title: "algorithm".localized)
                    let modeLabel = getTitleLabel(title: "mode".localized)
                    let paddingLabel = getTitleLabel(title: ↓"Padding")
                    let keyLabel = getTitleLabel(title: ↓"Key")
                }
            }
            """,
            "menuItem.title = tunnel.name + ↓\" (On-Demand)\"",
            """
            let menu = NSMenu(title: ↓"File")
            NSApp.mainMenu?.addItem(withTitle: ↓"File", action: nil, keyEquivalent: "")
            """,
            """
            let window = NSWindow(contentRect: frame, styleMask: [.titled, .closable], backing: .buffered, defer: false)
            window.title = ↓"Preferences"
            """,
            "Text(↓\"\\(count) restaurants\")",
            "Text(↓\"e.g. \\(example) or more\")",
            "Text(↓\"保存\")",
            "Link(↓\"Join us on Discord\", destination: discordURL)",
            "Link(↓\"Privacy Policy\", destination: URL(string: \"https://alltuner.com/privacy\")!)",
            // A feed titled for what it is, not for its site (RussReader's YouTube channel).
            """
            struct Feed { let title: String; let url: String }
            struct FeedRow: View { let feed: Feed; var body: some View { Text(feed.title) } }
            func channel(id: String) -> Feed { Feed(title: ↓"YouTube Channel", url: "https://www.youtube.com/feeds/videos.xml?channel_id=\\(id)") }
            let help = Feed(title: ↓"Help Center", url: "https://example.com/help/feed.xml")
            let community = Feed(title: ↓"Discord Community", url: "https://discord.com/invite/app")
            """,
            """
            final class FavoritesHeaderView: UIView {
                private lazy var titleLabel: UILabel = Self.createTitleLabel()
                private static func createTitleLabel() -> UILabel {
                    let label = UILabel()
                    label.text = ↓"Favorites"
                    return label
                }
            }
            """,
            "titleLabel.text = ↓\"Welcome back\"",
            "cell.textLabel?.text = ↓\"Loading…\"",
            "self.title = ↓\"Settings\"",
            "button.setTitle(↓\"Sign In\", for: .normal)",
            """
            let alert = UIAlertController(
                title: ↓"Error",
                message: ↓"Could not load the menu.",
                preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: ↓"OK", style: .default))
            """,
            "navigationItem.rightBarButtonItem = UIBarButtonItem(title: ↓\"Edit\", style: .plain, target: self, action: #selector(edit))",
            "alert.messageText = ↓\"Quit without saving?\"",
            "menu.addItem(NSMenuItem(title: ↓\"Preferences…\", action: #selector(openPreferences), keyEquivalent: \",\"))",
            "searchField.placeholder = isOffline ? ↓\"Offline\" : ↓\"Search\"",
            "subtitleLabel.text = String(format: ↓\"%d restaurants nearby\", count)",
            "albumLabel.text = String(format: NSLocalizedString(\"album.title\", comment: \"\"), ↓\"Holiday photos\")",
            "label.text = String.localizedStringWithFormat(↓\"%d posts imported\", count)",
            """
            struct Video { var title: String }
            struct VideoRow: View {
                let video: Video
                var body: some View { Text(video.title) }
            }
            let featured = Video(title: ↓"Editor's Picks")
            """,
            """
            enum LoadState { case idle, failed(reason: String) }
            struct LoadView: View {
                let state: LoadState
                var body: some View {
                    if case .failed(let reason) = state { Text(reason) }
                }
            }
            let state = LoadState.failed(reason: ↓"Could not reach the server")
            """,
            """
            struct CommitHeader: View {
                let summary: String
                func coAuthorLine() -> String { ↓"Co-authored by a teammate" }
                func details() -> String { "\\(summary)\\n\\n\\(coAuthorLine())" }
                var body: some View { Text(details()) }
            }
            """,
            """
            struct MenuAction { let title: String; let icon: String }
            enum MenuEntry { case action(MenuAction), divider }
            struct MenuEntryView: View {
                let entry: MenuEntry
                var body: some View {
                    if case let .action(action) = entry { Label(action.title, systemImage: action.icon) }
                }
            }
            let entries: [MenuEntry] = [.action(MenuAction(title: ↓"Mark as Read", icon: "envelope.open"))]
            """,
            """
            struct OnboardingPage: Identifiable { let id = UUID(); let heading: String }
            struct OnboardingView: View {
                let pages = [OnboardingPage(heading: ↓"Track your habits")]
                var body: some View { TabView { ForEach(pages) { page in Text(page.heading) } } }
            }
            """,
            """
            typealias CropShapeItem = (type: CropShapeType, title: String)
            struct CropShapeListView: View {
                let cropShapeList: [CropShapeItem] = [
                    (.rect, ↓"Rect"), (type: .circle, title: ↓"Circle"), (.polygon(sides: 5), ↓"pentagon"),
                ]
                var body: some View { ForEach(cropShapeList, id: \\.type) { item in Button(item.title) {} } }
            }
            """,
            """
            typealias Tab = (icon: String, title: String)
            let tabs: [Tab] = [("house", "home"), ("gear", "settings"), ("star", ↓"Favorites")]
            struct TabsView: View { var body: some View { ForEach(tabs, id: \\.icon) { tab in Label(tab.title, systemImage: tab.icon) } } }
            """,
            """
            final class ShapesViewController: UIViewController {
                let shapes: [(shape: CropShapeType, name: String)] = [(.rect, ↓"Rectangle")]
                func showShapes() {
                    for item in shapes { sheet.addAction(UIAlertAction(title: item.name, style: .default)) }
                }
            }
            """,
            """
            public protocol RotationControlView: UIView {}
            extension RotationControlView {
                func setAccessibilityValue(_ degrees: Int) { accessibilityValue = ↓"\\(degrees) degrees" }
            }
            """,
            """
            final class GalleryCell: UICollectionViewCell {
                func configure() { accessibilityLabel = ↓"Photo"; accessibilityHint = ↓"Opens the photo" }
            }
            """,
            """
            final class EmbeddedCropViewController: UIViewController {
                override func viewDidLoad() { resolutionLabel.text = "\\(resolution(of: image) ?? ↓"Unknown size")" }
                private func resolution(of image: UIImage?) -> String? {
                    if let size = image?.size, size.width > 0 { return ↓"\\(Int(size.width)) by \\(Int(size.height)) pixels" }
                    return nil
                }
            }
            """,
            "Text(Bundle.main.releaseVersionNumber ?? ↓\"unknown\")",
            "resolutionLabel.text = \"\\(resolution(of: image) ?? ↓\"unknown\")\"",
            "Text(isOn ? \"On\".localized : ↓\"Off\")",
            "Text(count == 1 ? ↓\"line\" : \"lines\")",
            "Text(\"\\(count) \\(count == 1 ? ↓\"entry\" : \"entries\")\")",
            "SVProgressHUD.show(withStatus: ↓\"Uploading…\")",
            "view.makeToast(↓\"Copied to clipboard\")",
            "SPIndicator.present(title: ↓\"Added to Library\", preset: .done)",
            """
            final class FolderVC: UIViewController {
                override func viewDidLoad() { title = ↓"Folders" }
            }
            """,
            """
            func confirm(question: String, confirmText: String = ↓"OK") {
                let alert = NSAlert()
                alert.messageText = question
                alert.addButton(withTitle: confirmText)
            }
            """,
            "alert.addButton(withTitle: ↓\"Cancel\")",
            "menu.addItem(withTitle: ↓\"Quit Restaurant Finder\", action: #selector(NSApplication.terminate(_:)), keyEquivalent: \"q\")",
            """
            .alert(isPresented: $showsError) {
                Alert(title: Text(↓"Error"), dismissButton: .default(Text(↓"OK")))
            }
            """,
            "Toggle(isOn: $wifi) { Text(↓\"Wi-Fi\") }",
            "Text(count == 1 ? ↓\"1 table\" : ↓\"\\(count) tables\")",
            "statusLabel.text = ↓\"Low Power: \\(isOn ? ↓\"On\" : ↓\"Off\")\"",
            "Button(↓\"+\\(seconds)s\") { skip(seconds) }\nText(↓\"7d\")",
            "Text(↓\"\\(distance) km\")\nText(isMetric ? ↓\"km\" : ↓\"mi\")",
            "Text(↓\"Mileage: \\(distance) \\(isMetric ? ↓\"km\" : ↓\"mi\")\")",
            "sizeLabel.text = ↓\"\\(meters) m\"",
            "presentError(title: ↓\"Export Failed\", message: error.localizedDescription)",
            "showAlert(title: ↓\"Reservation saved\", message: ↓\"See you on Friday!\")",
            "buildLabel.text = ↓\"\\(appName) v\\(version) (Build \\(build))\"",
            """
            struct SectionRow: View {
                let title: String
                var body: some View { Text(title) }
            }
            let row = SectionRow(title: ↓"Recent Orders")
            """,
            """
            func badge(caption: String) -> some View { Text(caption).padding() }
            let new = badge(caption: ↓"New")
            """,
            """
            enum SortOrder {
                case newest, oldest
                var label: String {
                    switch self {
                    case .newest: return ↓"Newest first"
                    case .oldest: ↓"Oldest first"
                    }
                }
            }
            let text = Text(sort.label)
            """,
            """
            struct ProfileLink: View {
                let caption: LocalizedStringKey
                var body: some View { Text(caption) }
            }
            let link = ProfileLink(caption: ↓"Website")
            """,
            "Defaults.Toggle(↓\"Mute audio\", key: .muteAudio)",
            "Text(String(format: ↓\"%.1f km\", kilometers))",
            """
            enum SyncMode: String, AppEnum {
                case fast
                static var caseDisplayRepresentations: [SyncMode: DisplayRepresentation] = [
                    .fast: .init(title: ↓"Fast mode", subtitle: ↓"Uses more battery")
                ]
            }
            """,
            """
            import SwiftUI
            struct GeneralPane: View {
                @State private var launches = false
                var body: some View {
                    FancySection(↓"General") {
                        FancyToggle(↓"Launch at login", isOn: $launches)
                        FancyList(addText: ↓"Add Folder", removeText: ↓"Remove")
                    }
                }
            }
            """,
            """
            import SwiftUI
            import KeyboardShortcuts
            import LaunchAtLogin
            import Settings
            struct GeneralSettings: View {
                var body: some View {
                    Settings.Container(contentWidth: 450) {
                        Settings.Section(title: ↓"Startup") {
                            LaunchAtLogin.Toggle(↓"Launch at login")
                        }
                        Settings.Section(label: { Text(↓"Shortcut:") }) {
                            KeyboardShortcuts.Recorder(↓"Toggle history", name: .toggleHistory)
                        }
                    }
                }
            }
            let general = Settings.Pane(identifier: .general, title: ↓"General", toolbarIcon: icon) { GeneralSettings() }
            """,
            """
            import SwiftUI
            struct WindowPane: View {
                @State private var gap = 8.0
                @State private var tint = Color.blue
                var body: some View {
                    FancySection {
                        FancyValueAdjuster(↓"Window gaps", value: $gap, suffix: "px", info: .init(↓"Space between windows", .orange))
                        FancyInfoView(↓"Restart to apply", .orange)
                        FancyColorPicker(color: $tint, colorNames: (red: ↓"Red", green: ↓"Green", blue: ↓"Blue"))
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct RestartHint: View {
                let hint: FancyLabel = .init(↓"Restart to apply")
                var body: some View { hint }
            }
            """,
            """
            let zoomIn = UIKeyCommand(input: "+", modifierFlags: .command, action: #selector(zoom))
            zoomIn.discoverabilityTitle = ↓"Zoom In"
            """,
            """
            final class CropScreen: Mantis.CropViewController {
                override func viewDidLoad() { title = ↓"Edit Photo" }
            }
            """,
            """
            enum SeatingArea: String, CaseIterable {
                case terrace = ↓"Outdoor terrace"
                case hall = ↓"Main hall"
            }
            let picker = ForEach(SeatingArea.allCases, id: \\.self) { area in Text(area.rawValue) }
            """,
            """
            extension View {
                func hint(_ text: String) -> some View { help(text) }
            }
            let row = Text("restaurant.detail.hours").hint(↓"Opening hours this week")
            """,
            """
            final class ReserveButton: UIButton {
                func configure() { setTitle(↓"Reserve a table", for: .normal) }
            }
            """,
            """
            final class CallbackMenuItem: NSMenuItem {
                init(_ title: String, key: String) { super.init(title: title, action: nil, keyEquivalent: key) }
            }
            let quit = CallbackMenuItem(↓"Quit Restaurant Finder", key: "q")
            """,
            """
            let panel = NSOpenPanel()
            panel.message = ↓"Choose a folder to watch"
            """,
            """
            let content = UNMutableNotificationContent()
            content.body = ↓"Your table is ready."
            """,
            "let icon = NSImage(systemSymbolName: \"info.circle\", accessibilityDescription: ↓\"About\")",
            """
            final class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    switch section {
                    case 0: return ↓"Notifications"
                    default: return nil
                    }
                }
            }
            """,
            "UIAccessibility.post(notification: .announcement, argument: ↓\"Order placed\")",
            """
            enum BookingError: LocalizedError {
                case full, closed
                var errorDescription: String? {
                    switch self {
                    case .full: ↓"The restaurant is fully booked."
                    case .closed: String(localized: "booking.error.closed")
                    }
                }
            }
            func book() { do { try reserve() } catch { NSAlert(error: error).runModal() } }
            """,
            "let shortcut = UIApplicationShortcutItem(type: \"search\", localizedTitle: ↓\"Search Menus\", localizedSubtitle: nil, icon: nil)",
            """
            StaticConfiguration(kind: "NextTable", provider: Provider()) { entry in TableWidgetView(entry: entry) }
                .configurationDisplayName(↓"Next Table")
                .description(↓"Shows your next reservation.")
            """,
            """
            struct GetWebsite: AppIntent {
                static let description = IntentDescription(↓"Returns the current website.", resultValueName: ↓"Website")
                @Parameter(title: ↓"Website", requestValueDialog: ↓"Which website?") var website: String
            }
            """,
            """
            struct Restaurant: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = ↓"Restaurant"
                @Property(title: ↓"Cuisine") var cuisine: String
            }
            """,
            """
            enum Seating: String, AppEnum {
                case inside, outside
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
                    .inside: ↓"Inside",
                    .outside: ↓"Outside",
                ]
            }
            """,
            """
            struct OpenOrder: AppIntent {
                static var title: LocalizedStringResource = ↓"Open Order"
                @Parameter(title: ↓"Order") var order: String
                func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: ↓"Order opened") }
            }
            """,
            """
            let release = ↓"Release \\(version)"
            versionLabel.text = release
            """,
            // The same private function, called: an Objective-C selector or a call elsewhere in the file.
            """
            final class BookDetailViewModel {
                func failed() { presentDRMKeyError() }
                private func presentDRMKeyError() {
                    let alert = UIAlertController(title: ↓"DRM Error", message: nil, preferredStyle: .alert)
                    show(alert)
                }
                @objc private func showRetry() {
                    retryLabel.text = ↓"Try again later"
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            // Commun's empty lists: a local 'title' hides the controller's own; its keys are localized where shown.
            """
            final class MembersViewController: UIViewController {
                func handleListEmpty(leaders: Bool) {
                    var title = "empty"
                    if leaders { title = "no leaders" }
                    tableView.addEmptyPlaceholderFooterView(title: title.localized())
                }
            }
            """,
            // Tsuki's language picker: the dictionary is read by its own keys, so the fallback never shows.
            """
            struct LanguagePickerView: View {
                let languagesDict: [String: String]
                var body: some View {
                    List {
                        ForEach(Array(languagesDict.keys.sorted()), id: \\.self) { languageKey in
                            Text(languagesDict[languageKey] ?? "Unknown language")
                        }
                    }
                }
            }
            """,
            // OpenSuperWhisper: the team typed 'sub:' LocalizedStringKey and 'name:' String beside it; one word given to
            // 'name:' is an engine's name.
            """
            struct EnginePicker: View {
                private func engineCard(tag: String, name: String, sub: LocalizedStringKey) -> some View {
                    VStack { Text(name); Text(sub) }
                }
                var body: some View {
                    engineCard(tag: "whisper", name: "Whisper", sub: "engine.whisper.subtitle")
                    engineCard(tag: "sensevoice", name: "SenseVoice", sub: "engine.sensevoice.subtitle")
                }
            }
            """,
            // The project's own lookup's marker for a missing key (Chiff's Localizer): its developers' text.
            """
            final class Localizer {
                static let shared = Localizer()
                var table: [String: String] = [:]
                func localize(string: String) -> String {
                    guard let value = table[string] else { return "(Translation missing)" }
                    return value
                }
            }
            final class LoginViewController: UIViewController {
                func fail() {
                    let alert = UIAlertController(title: Localizer.shared.localize(string: "errors.login"), message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """,
            // A message about Swift's nil (realList's impossible case): a programmer's words, never a user's.
            "cell.textLabel?.text = \"cellTitle is nil\"",
            // A search engine's name (AeroBrowser's settings): a brand in every language.
            "textLabel?.text = \"Google\"",
            // A loading row drawn redacted as a placeholder (Portefeuille's home screen): grey bars, never words.
            """
            struct LoadingRow: View {
                var body: some View {
                    HStack { VStack { Text("Bitcoin"); Text("12 %") } }
                        .padding()
                        .redacted(reason: .placeholder)
                }
            }
            """,
            // A technical readout's unit, kept as written where no translation writes it otherwise.
            "Text(\"\\(width)px\")",
            "latencyLabel.text = \"\\(latency)ms\"",
            "sizeLabel.text = \"\\(megabytes) MB\"\nText(\"\\(capacity) mAh\")",
            // Xcode's widget extension template, untouched (Basic-Car-Maintenance's widget): replaced, not translated.
            """
            struct EntryView: View {
                var entry: Provider.Entry
                var body: some View { VStack { Text("Time:"); Text(entry.date, style: .time); Text("Favorite Emoji:") } }
            }
            """,
            // A slider's end labels, a number and its unit (phoenix's screenshot size): a unit kept as written.
            "Slider(value: $size, in: 175...250) { Text(\"appearance.screenshot.size\") } minimumValueLabel: { Text(\"175 px\") }",
            // A service's name beside a localized piece (Play SRG's beta builds), a placeholder the view replaces
            // (Koronavilkku), an item the team marked as debug (WooCommerce's hub menu).
            "Button(\"\\(NSLocalizedString(\"Switch version\", comment: \"\")) (TestFlight)\", action: switchVersion)",
            "titleLabel.text = \"Placeholder\"",
            "menuItem.title = \"[Debug] IAP\"",
            // A person's name with initials (NetNewsWire's sample byline).
            "authorLabel.text = \"J. R. R. Tolkien\"",
            // Who made a library the app credits (dictus' licences page): a name.
            """
            struct Credit { let name: String; let author: String }
            struct CreditsView: View {
                let credits = [Credit(name: "Dictation models", author: "UiT The Arctic University of Norway")]
                var body: some View { ForEach(credits, id: \\.name) { Text($0.author) } }
            }
            """,
            // Sensors made up for the widget gallery's preview (Ruuvi Station).
            """
            struct SensorItem { let name: String }
            struct SensorEntry {
                let sensors: [SensorItem]
                static func placeholder() -> SensorEntry { SensorEntry(sensors: mediumPreviewSensors()) }
                private static func mediumPreviewSensors() -> [SensorItem] { [SensorItem(name: "Living Room"), SensorItem(name: "Bedroom")] }
            }
            struct SensorRow: View { let item: SensorItem; var body: some View { Text(item.name) } }
            """,
            // A data source's attribution on the licences page (Tsugi2), kept as its authors wrote it.
            """
            struct Dependency: Identifiable {
                let id: String
                let licenseText: String
                static let all = [Dependency(id: "LTA DataMall", licenseText: "This app uses data from LTA DataMall. For more information, visit their site.")]
            }
            struct LicensesView: View {
                var body: some View { List(Dependency.all) { dependency in Text(dependency.licenseText) } }
            }
            """,
            // A stand-in header of a section shown without one (SE Daily's profile screen).
            "func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { return \"Dummy\" }",
            // burrow's screenshot window, marked after its name.
            "window.title = \"HUD Preview (dev)\"",
            // The team's own translation tables, one type per language (TiTi's TLRen and TLRko).
            """
            struct TextsEn {
                static func value(_ key: TextKey) -> String {
                    switch key {
                    case .ok: return "Ok"
                    case .deleteTask: return "Delete this task"
                    }
                }
            }
            struct TextsKo {
                static func value(_ key: TextKey) -> String {
                    switch key {
                    case .ok: return "확인"
                    case .deleteTask: return "이 작업을 삭제할까요"
                    }
                }
            }
            func confirm() { titleLabel.text = TextsEn.value(.deleteTask) }
            """,
            // The fallback of a value Xcode writes into every app's Info.plist (CBNote's version row).
            "Text(Bundle.main.infoDictionary?[\"CFBundleShortVersionString\"] as? String ?? \"Unknown\")",
            """
            struct AboutRow: View {
                var body: some View {
                    let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
                    Text("\\(version ?? "Unknown")")
                }
            }
            """,
            // The fallback of a formatter's output, which formats every value it is given (PopcornTime's runtime).
            "subtitleLabel.text = formatter.string(from: TimeInterval(movie.runtime) * 60) ?? \"0 min\"",
            // The fallback of a data field that names the field (Ichthys Calendar's models): a developer's marker.
            """
            struct Holiday: Codable {
                let title: String?
                var unwrappedTitle: String { title ?? "Title not found" }
                let metaDescription: String?
                var unwrappedMetaDescription: String { metaDescription ?? "metaDescription" }
            }
            struct HolidayView: View {
                let holiday: Holiday
                var body: some View { VStack { Text(holiday.unwrappedTitle); Text(holiday.unwrappedMetaDescription) } }
            }
            """,
            // A fallback that says the value is nil (TimePiece's log items): a developer's marker.
            """
            struct LogRow: View {
                let titleStored: String?
                var title: String { titleStored ?? "Found Nil" }
                var body: some View { Text(title) }
            }
            """,
            // The fallback of Alamofire's error description, which has text for every error (PetNote's requests).
            """
            import Alamofire
            struct LoginView: View {
                @State private var message = ""
                var body: some View {
                    Text(message).onAppear {
                        AF.request(loginURL).responseString { response in
                            switch response.result {
                            case .success: message = ""
                            case .failure(let error): message = error.errorDescription ?? "Login failed, please try again."
                            }
                        }
                    }
                }
            }
            """,
            // A local set again in its getter, a lookup's name (Serey's flag icon): the local's, not the shown property's.
            """
            final class CountryModel {
                var countryName: String = ""
                var icon: UIImage? {
                    var countryName = self.countryName.contains("Ukraine") ? "Ukraine" : self.countryName
                    countryName = countryName.contains("Nederland") ? "Netherlands" : countryName
                    return Flag(countryCode: CountryManager.shared.country(withName: countryName)?.code ?? "")?.image
                }
            }
            final class CountryCell: UITableViewCell {
                func configure(_ country: CountryModel) { button.setTitle(country.countryName, for: .normal) }
            }
            """,
            // Handles with their web addresses (CXPatcher's credits): names, no words.
            "Text(\"@gcenx (https://github.com/Gcenx)\\n@nastys (https://github.com/nastys)\")",
            // A panel only seven taps on the version label open (VVTerm's App Review sheet): the team's text.
            """
            import SwiftUI
            struct AboutView: View {
                @State private var showingReviewSheet = false
                var body: some View {
                    Text(version).onTapGesture(count: 7) { showingReviewSheet = true }
                        .sheet(isPresented: $showingReviewSheet) { ReviewModeSheet() }
                }
            }
            private struct ReviewModeSheet: View {
                var body: some View { Text("Review mode is active on this device.") }
            }
            """,
            // A view whose language the code pins (Nextcloud Passwords' log page, English for its developer).
            """
            struct LogPage: View {
                var body: some View {
                    List { Text("No log entries yet") }
                        .environment(\\.locale, .init(identifier: "en"))
                }
            }
            """,
            // A private function nothing in its file calls (Palace's DRM alert): its text reaches nobody.
            """
            final class BookDetailViewModel {
                private func presentDRMKeyError() {
                    let alert = UIAlertController(title: "DRM Error", message: nil, preferredStyle: .alert)
                    show(alert)
                }
            }
            """,
            // An @IBDesignable's canvas text (Vocable's pagination view).
            """
            @IBDesignable final class PaginationView: UIView {
                let pageLabel = UILabel()
                override func prepareForInterfaceBuilder() {
                    super.prepareForInterfaceBuilder()
                    pageLabel.text = "Page 1 of 3"
                }
            }
            """,
            // Inside a declaration named for debugging (Mullvad's debug options, reached from a button only debug
            // builds add), and a placeholder a view shows redacted (Infomaniak's account cell skeleton).
            """
            final class DatabaseDiagnosticViewController: UIViewController {
                override func viewDidLoad() { title = "Database"; statusLabel.text = "Running query" }
            }
            """,
            """
            final class AccountViewController: UIViewController {
                func showDebugOptions() {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Redeem voucher", style: .default))
                    present(sheet, animated: true)
                }
            }
            """,
            // LaunchNext: the settings' development section, its test buttons left in English.
            """
            struct SettingsView: View {
                private var developmentSection: some View {
                    VStack { Text("Screenshot background"); Button("Test update notification") { } }
                }
            }
            """,
            """
            struct AccountCellPlaceholderView: View {
                var body: some View {
                    VStack { Text("Account holder name"); Text("Account holder address") }.redacted(reason: .placeholder)
                }
            }
            """,
            // An error's description in a type that localizes none of its texts: the team keeps its errors in
            // English, and whether users read one depends on where the error goes (swiyu's torch errors, stored and
            // never read). Five or more such texts in one type are one finding at the type.
            """
            enum TorchError: LocalizedError {
                case unavailable, failed
                var errorDescription: String? {
                    switch self {
                    case .unavailable: "Torch is not available on this device."
                    case .failed: "Failed to configure the torch."
                    }
                }
            }
            func toggle() { do { try torch.turnOn() } catch { presentError(error) } }
            """,
            "cell.subtitleLabel.text = DateComponentsFormatter().string(from: remaining * 60) ?? \"\\(remaining) minutes remaining\"",
            // Codes shown as they are, through a property named for one (the Swiss certificate app's `errorCode`).
            """
            enum ImportError: Error {
                case invalid, expired
                var errorCode: String {
                    switch self {
                    case .invalid: return "Invalid Payload"
                    case .expired: return prefix + "|" + "Expired Signature"
                    }
                }
            }
            codeLabel.text = error.errorCode
            """,
            // A logger's method, whatever its name (munki's `logger.alert`, not SwiftUI's `alert`).
            "func handle(_ signal: Int32) { logger.alert(\"Got signal \\(signal), shutting down\") }",
            // The project's wrapper that formats a localized string (LiveContainer's `localizeWithFormat`).
            """
            extension String {
                var loc: String { NSLocalizedString(self, comment: "") }
                func localizeWithFormat(_ arguments: CVarArg...) -> String {
                    String.localizedStringWithFormat(self.loc, arguments)
                }
            }
            errorLabel.text = "Container in use by %@".localizeWithFormat(name)
            """,
            // An array's `append`, not the log viewer's method of that name that shows its text (Rectangle).
            """
            import AppKit
            final class LogViewController: NSViewController {
                @IBOutlet var textView: NSTextView!
                func append(_ string: String) { textView.textStorage?.append(NSAttributedString(string: string)) }
            }
            func resizePlan() -> [String] {
                var debugLog: [String] = []
                debugLog.append("Cooperative resize candidate excluded: null frame")
                return debugLog
            }
            """,
            // A view named for debugging (Planetary's content placeholder).
            "self.debugLabel.text = \"\\(self.title ?? \"Some\") content\\ngoes here\"",
            // A path the code says never runs (Planetary's post cache).
            """
            func text(for message: Message) -> NSAttributedString {
                guard let post = message.content.post else {
                    assertionFailure("Message is not a Post")
                    return NSAttributedString(string: "Message is not a Post")
                }
                return NSAttributedString(string: post.text)
            }
            """,
            // A view's first text, made by a stored property's closure, that the cell's setup sets from a value (Say
            // Their Names).
            """
            import UIKit
            final class PersonOverviewCell: UITableViewCell {
                lazy var titleLabel: UILabel = {
                    let label = UILabel()
                    label.text = "Their Story"
                    return label
                }()
                let actionButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setTitle("Adopt One", for: .normal)
                    return button
                }()
                func setUp(title: String, action: String) {
                    titleLabel.text = title.localizedUppercase
                    actionButton.setTitle(action, for: .normal)
                }
            }
            """,
            // A label's placeholder the code replaces before it shows (DevToys's tool cells).
            """
            import AppKit
            final class ToolCell: NSView {
                private let titleLabel = NSTextField(labelWithString: "Hello World")
                var title: String {
                    get { titleLabel.stringValue }
                    set { titleLabel.stringValue = newValue }
                }
            }
            """,
            "Text(\"Copyright ©2020-2026 Ameba Labs. All rights reserved.\")",
            "noteTitle.text = \"Lorem ipsum dolor sit amet\"",
            """
            func showDock() {
                dockWindow = AutoHideWindow(contentRect: frame, styleMask: [.fullSizeContentView], backing: .buffered, defer: false)
                dockWindow.title = "Battery Dock Window"
                let alert = NSWindow(contentViewController: controller)
                alert.title = "Create Battery Alert"
                alert.styleMask = [.fullSizeContentView]
            }
            """,
            "commandLabel.stringValue = \"ls \\(optPath) | grep php\"\nhistoryLabel.stringValue = \"valet unproxy '\\(domain)'\"",
            "Text(String(format: \"rgb(%d, %d, %d)\", red, green, blue))",
            "templateField.stringValue = \"$mem.used/$mem.total ($pressure.value)\"",
            "candidateLabel.attributedStringValue = NSAttributedString(string: \"[label]. [candidate] [comment]\")",
            """
            enum ProperNouns {
                static let mpeg2Video = "MPEG-2 Video"
                static let roku = "Roku"
            }
            struct CodecRow: View {
                var body: some View { Text(ProperNouns.mpeg2Video) }
            }
            """,
            """
            struct PlayerTabs: View {
                var body: some View {
                    // swiftlint:disable:next hard_coded_display_string
                    Button("Hidden") {}
                }
            }
            """,
            """
            final class FooterView: UIView {
                // stringlint:ignore_contents
                func configure() {
                    acceptButton.setTitle("Accept", for: .normal)
                    blockButton.accessibilityLabel = "Block message request"
                }
            }
            """,
            """
            final class FooterView: UIView {
                func configure() {
                    acceptButton.setTitle("Accept", for: .normal) // stringlint:ignore
                    // stringlint:ignore
                    blockButton.setTitle("Block", for: .normal)
                }
            }
            """,
            """
            struct LocalizedHelper {
                static func getString(_ key: String, value: String? = nil) -> String {
                    let value = value ?? key
                    guard let bundle = Bundle(identifier: "com.example.crop") else { return value }
                    return NSLocalizedString(key, bundle: bundle, value: value, comment: "")
                }
            }
            let reset = UIButton()
            reset.accessibilityLabel = LocalizedHelper.getString("crop.toolbar.reset", value: "Reset")
            """,
            """
            import SwiftUI
            struct Splash: View {
                var body: some View {
                    AnimToggle(isOn: .constant(true))
                    AnimView("Confetti")
                }
            }
            """,
            "Text(\"restaurant.detail.title\")",
            """
            struct DeviceRow: View { let name: String; var body: some View { Text(name) } }
            let row = DeviceRow(name: deviceName ?? "unknown")
            """,
            """
            struct Team {
                let members: [Member]
                var summary: String {
                    let names = members.compactMap { member -> String? in
                        if let name = member.name { return "Member named \\(name)" }
                        return nil
                    }
                    return names.joined(separator: ", ")
                }
            }
            struct TeamView: View { let team: Team; var body: some View { Text(team.summary) } }
            """,
            """
            struct PhotoModel { var accessibilityLabel = ""; mutating func reset() { accessibilityLabel = "Untitled photo" } }
            final class PhotoViewModel {
                var accessibilityHint = ""
                func configure() { accessibilityHint = "Opens the photo"; let accessibilityValue = "Selected photo"; use(accessibilityValue) }
            }
            """,
            """
            typealias Preset = (id: String, caption: String)
            let presets: [Preset] = [("square", "Square crop")]
            func save() { for preset in presets { print(preset.caption) } }
            """,
            """
            typealias TitleHandler = (_ title: String) -> Void
            struct Row: View { let title: String; var body: some View { Text(title) } }
            let handlers: [TitleHandler] = [{ _ in print("Done") }]
            """,
            """
            struct Server { let name: String }
            struct Tag { var name: String = "Untitled tag" }
            struct ServerList: View {
                let servers: [Server]
                var body: some View { ForEach(servers, id: \\.name) { server in Text(server.name) } }
            }
            """,
            """
            import ProjectDescription
            extension View { func external(name: String) -> some View { navigationTitle(name) } }
            let project = Project(name: "Kitchen", targets: [.target(name: "Kitchen", dependencies: [.external(name: "Swift Collections")])])
            """,
            """
            @main struct KitchenApp: App { var body: some Scene { WindowGroup { Text("home.title") } } }
            enum UploadError: LocalizedError {
                case tooLarge, offline
                var errorDescription: String? {
                    switch self {
                    case .tooLarge: return "The file is too large"
                    case .offline: return "You are offline"
                    }
                }
            }
            struct Banner { let greeting: LocalizedStringKey = "Welcome to the kitchen" }
            func report(_ error: Error) { if case UploadError.offline = error { presentError(error) } }
            """,
            """
            enum MirrorShape: String { case circle = "Circular", square = "Rectangular" }
            enum Theme: String, CaseIterable { case system = "system", dark = "dark" }
            struct ThemePicker: View {
                @State private var shape = MirrorShape.circle
                var body: some View {
                    ForEach(Theme.allCases, id: \\.self) { theme in Text(theme.rawValue) }
                    Picker("settings.mirror.shape", selection: $shape) {
                        Text("settings.mirror.circle").tag(MirrorShape.circle)
                    }
                }
            }
            """,
            "Text(\"HTTP \\(response.statusCode)\")",
            """
            func communityLink(_ title: String, url: String) -> some View { Link(title, destination: URL(string: url)!) }
            let links = [communityLink("Discord", url: "https://example.com/discord"), communityLink("Mastodon", url: "https://example.com/@app")]
            struct SwitchItem: View { let title: String; var body: some View { Text(title) } }
            let switches = [SwitchItem(title: "Apple Music"), SwitchItem(title: "Spotify")]
            """,
            "Label(\"Windows 10\", systemImage: \"desktopcomputer\")",
            """
            Picker("settings.language.title", selection: $language) {
                Text("Deutsch").tag("de")
                Text("日本語").tag("ja")
                Text("Español").tag("es")
            }
            """,
            """
            import SwiftUI
            struct TabButton: View {
                let label: String
                var body: some View { Image(systemName: "tray") }
            }
            struct Tabs: View {
                var body: some View {
                    TabButton(label: "Home")
                    FancyToggle("settings.general.launch_at_login", isOn: .constant(true))
                    FancyRow(id: "Launch Item")
                    UIButton(title: "Launch")
                }
            }
            """,
            """
            import UIKit
            let row = FancyRow("Launch at login")
            """,
            """
            struct GeneralSettingsPane: View {
                var body: some View {
                    Text("Open", tableName: "GeneralSettings")
                    Text("Cancel", bundle: .module)
                    Label { Text("Pin", tableName: "PinsSettings", comment: "Pin shortcut") } icon: { Image(systemName: "pin") }
                }
            }
            """,
            """
            import SwiftUI
            enum Rows {
                struct Recorder: View {
                    let id: String
                    init(_ id: String) { self.id = id }
                    var body: some View { EmptyView() }
                }
            }
            struct Shortcuts: View {
                var body: some View {
                    Rows.Recorder("Launch Item")
                    LaunchAtLogin.Toggle()
                    KeyboardShortcuts.Recorder(for: .toggleHistory)
                    SwiftUI.Toggle("settings.general.launch_at_login", isOn: .constant(true))
                }
            }
            """,
            "label.text = String.localizedStringWithFormat(NSLocalizedString(\"import.result\", comment: \"\"), count)",
            "Text(String.localizedStringWithFormat(\"%.1f\", rating))",
            "navigationController.show(detail, sender: self)",
            "Text(\"Settings\".localized)",
            "let title = (isFolder ? \"Share this folder\" : \"Share this file\").localized\nrow.textLabel?.text = title",
            "Text(isEditing ? \"done\" : \"edit\")",
            """
            extension String {
                func tr() -> String { NSLocalizedString(self, comment: "") }
            }
            let reminder = Text("5 minutes before".tr())
            """,
            """
            struct Vehicle { var name: String }
            struct VehicleRow: View {
                let vehicle: Vehicle
                var body: some View { Text(vehicle.name) }
            }
            let sampleVehicles = [Vehicle(name: "Family Car")]
            """,
            """
            enum SyncResult { case done, failed(reason: String) }
            func report(_ result: SyncResult) {
                if case .failed(let reason) = result { logger.error("sync failed: \\(reason)") }
            }
            let result = SyncResult.failed(reason: "Token expired")
            """,
            """
            struct Video { var title: String }
            struct VideoRow: View {
                let video: Video
                var body: some View { Text(video.title) }
            }
            extension Video {
                static var preview: Video { Video(title: "Sample Video Title") }
            }
            """,
            "SVProgressHUD.show(withStatus: String(localized: \"upload.progress.status\"))",
            "coordinator.present(title: \"Checkout Flow Route\", message: \"Start\")\nanalytics.show(withStatus: \"Checkout Started\")",
            """
            struct Tag { var title: String }
            var tag = Tag(title: "")
            tag.title = "Weekend Specials"
            """,
            """
            final class DraftViewController {
                var title = ""
                func reset() { title = "Untitled Draft" }
            }
            """,
            """
            func record(_ event: String, category: String = "General Events") {
                logger.info("\\(category): \\(event)")
            }
            """,
            "Text(\"cart.items \\(count)\")",
            "Label(\"restaurant.reviews.count \\(reviews.count)\", systemImage: \"star\")",
            "Text(\"see-more\")",
            "Text(verbatim: \"v1.2.3 (build 42)\")",
            // A value type's own `title`, which its body shows only `verbatim`: no UIKit title (DJDX's score rows).
            """
            struct ScoreRow: View {
                var title: String
                var value: Int
                init(_ title: String, value: Int) {
                    self.title = title
                    self.value = value
                }
                var body: some View { HStack { Text(verbatim: title); Text(String(value)) } }
            }
            struct ScoreScreen: View {
                var body: some View { ScoreRow("PLAYS", value: plays) }
            }
            """,
            // A licence's text, and a link named for the site it opens: legal text and names.
            """
            let dependencies = [Dependency(name: "Alamofire", licenseText: \"\"\"
                MIT License

                Permission is hereby granted, free of charge, to any person obtaining a copy of this software
                \"\"\")]
            struct LicensesView: View {
                var body: some View { ForEach(dependencies) { Text($0.licenseText) } }
            }
            """,
            "Link(\"All Tuner Labs\", destination: URL(string: \"https://alltuner.com\")!)",
            // A language picker's entries, each in its own language (Sajda), and a translator's credit that names the
            // language in English and in itself (TrollApps).
            "Picker(\"\", selection: $language) { Text(\"English\").tag(\"en\"); Text(\"Indonesia\").tag(\"id\") }",
            "Text(\"🇩🇪 German - Deutsch\")",
            // A credited project's button, named for the page it opens (TrollApps' licences).
            "Button(\"Kingfisher\") { openURL(URL(string: \"https://github.com/onevcat/Kingfisher\")!) }",
            // A credits list's project name beside its repository's address (ClipSlop's third-party libraries).
            """
            struct LibrariesView: View {
                private let libraries: [(name: String, url: String)] = [
                    ("Sparkle", "https://github.com/sparkle-project/Sparkle"),
                ]
                var body: some View { ForEach(libraries, id: \\.name) { library in Text(library.name) } }
            }
            """,
            // Feeds titled for the site their address points to: its name, its name and a section, a repository's
            // owner and name (RussReader's default and discovered feeds).
            """
            struct Feed { let title: String; let url: String }
            struct FeedRow: View { let feed: Feed; var body: some View { Text(feed.title) } }
            let defaults = [Feed(title: "Daring Fireball", url: "https://daringfireball.net/feeds/main"), Feed(title: "NPR — News", url: "https://feeds.npr.org/1001/rss.xml")]
            let starters = [Feed(title: "GitHub Blog", url: "https://github.blog/feed/"), Feed(title: "BBC News", url: "https://feeds.bbci.co.uk/news/rss.xml")]
            let best = Feed(title: "Hacker News — Best", url: "https://hnrss.org/best")
            func commits(user: String, repo: String) -> Feed { Feed(title: "\\(user)/\\(repo) — Commits", url: "https://github.com/\\(user)/\\(repo)/commits.atom") }
            """,
            // The developer's other apps, each titled as its App Store page names it (GreekWordsA2's levels).
            """
            struct LevelCard: View { let title: String; let appStoreURL: String?; var body: some View { Text(title) } }
            let a1 = LevelCard(title: "Greek Words — A1", appStoreURL: "https://apps.apple.com/cy/app/greek-words-a1/id6474042509")
            """,
            // A placeholder the view's maker sets, which the cell replaces before it is shown (goma's cells).
            """
            final class CompetitionCell: UICollectionViewCell {
                private lazy var titleLabel: UILabel = Self.createTitleLabel()
                func configure(with competition: Competition) {
                    self.titleLabel.text = competition.name
                }
                private static func createTitleLabel() -> UILabel {
                    let label = UILabel()
                    label.text = "Title"
                    return label
                }
            }
            """,
            """
            enum GameVersion {
                case world
                var marketingName: String { switch self { case .world: "DDR WORLD" } }
            }
            struct VersionLabel: View {
                var version: GameVersion
                var body: some View { Text(version.marketingName) }
            }
            """,
            "Text(String(localized: \"restaurant.detail.favorite\"))",
            "Button(String(localized: \"Save\", comment: \"Save button\")) { save() }",
            "Text(LocalizedStringKey(\"restaurant.detail.title\"))",
            "Image(\"logo\")\nImage(systemName: \"heart.fill\")",
            "Button(action: save) { Image(systemName: \"square.and.arrow.down\") }.accessibilityIdentifier(\"save-button\")",
            "print(\"Loaded restaurants\")\nlogger.info(\"Fetching menu for \\(id)\")",
            "Text(restaurant.name)",
            "Text(\"\\(count)\")\nText(\"•\")\nText(\"%@ – %@\")\nText(\"42%\")",
            "Text(\"https://example.com/help\")",
            "Text(\"iPhone\")",
            "Label(\"settings.title\", systemImage: \"gear\")",
            "Text(isAdmin ? \"profile.badge.admin\" : \"profile.badge.member\")",
            "Text(user.role == \"Admin\" ? \"profile.role.admin\" : \"profile.role.member\")",
            "let title = \"Favorites\"",
            "label.text = NSLocalizedString(\"Welcome back\", comment: \"Greeting on the home screen\")",
            "label.text = restaurant.name",
            """
            #Preview {
                RestaurantRow(restaurant: .sample)
                Text("Preview text")
            }
            """,
            """
            struct RestaurantRow_Previews: PreviewProvider {
                static var previews: some View { Text("Sample") }
            }
            """,
            """
            struct PreviewContainer<Content: View>: View {
                var body: some View { NavigationStack { content.navigationTitle("Preview") } }
            }
            """,
            """
            #if DEBUG
            Button("Reset onboarding") { resetOnboarding() }
            #endif
            """,
            """
            #if !RELEASE
            Button("Reset onboarding") { resetOnboarding() }
            #endif
            """,
            """
            struct GraphWidgetIntent: AppIntent, WidgetConfigurationIntent {
                static let title: LocalizedStringResource = "Graph Widget Configuration"
                static let description = IntentDescription("Configure the graph widget")
            }
            """,
            """
            if E.isSimulator || E.isDebug || E.isTestFlight {
                lockLabel.text = "Lock Wallet"
            }
            """,
            // The host app's stand-in while unit tests run (AirQuality's scene).
            """
            struct AirQualityApp: App {
                var body: some Scene {
                    WindowGroup {
                        if ProcessInfo.isUnitTests { Text("Unit Tests") } else { ContentView() }
                    }
                }
            }
            """,
            """
            #if targetEnvironment(simulator)
            Button("Pick a sample QR code") { scanSample() }
            #endif
            """,
            """
            #if !DEBUG
            Button(String(localized: "onboarding.restart")) { resetOnboarding() }
            #else
            Button("Reset onboarding") { resetOnboarding() }
            #endif
            """,
            """
            extension Restaurant {
                static let sample = Restaurant(name: "Luigi's Trattoria", cuisine: "Italian")
            }
            """,
            """
            extension Restaurant {
                static let dummyData: Restaurant = .init(name: "Luigi's Trattoria", cuisine: "Italian")
            }
            """,
            "tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"RestaurantCell\")",
            "func Text(_ key: String) -> some View { EmptyView() }",
            "// l10n:disable:next hardcoded-string - brand name\nText(\"Acme\")",
            "let predicate = NSPredicate(format: \"name CONTAINS[cd] %@\", query)",
            ".font(.custom(\"Avenir Next\", size: 17))",
            "Text(\"MM/dd/yyyy\")\nText(\"API_KEY\")\nText(\"v\\(version)\")",
            "Text(Date.now, style: .time)",
            "logError(message: \"Failed to load the menu\")\nshowDetail(title: \"Restaurant\")",
            "presentError(title: String(localized: \"error.export.title\"), message: error.localizedDescription)",
            """
            struct ProfileLink: View {
                let caption: LocalizedStringKey
                var body: some View { Text(caption) }
            }
            let link = ProfileLink(caption: "profile.links.website")
            """,
            """
            struct OpenOrder: AppIntent {
                static var title: LocalizedStringResource = "intent.open_order.title"
            }
            """,
            """
            let identifier = "about-cell"
            print(identifier)
            tableView.register(Cell.self, forCellReuseIdentifier: identifier)
            """,
            "Text(\"PDF\")\nText(\"GPS\")",
            // Font families a reader's font picker lists (Azkar's).
            "Picker(\"settings.font\", selection: $font) {\n    Text(\"Iowan Old Style\").tag(0)\n    Text(\"Courier New\").tag(1)\n}",
            """
            Picker("settings.license", selection: $license) {
                Text("GPLv3").tag(0)
                Text("MIT").tag(1)
                Text("Apache-2.0").tag(2)
                Text("BSD-3-Clause").tag(3)
                Text("CC0 1.0 / OpenSSL / Apache 2.0").tag(4)
            }
            Picker("settings.currency", selection: $currency) {
                Text("$ USD").tag(0)
                Text("€ EUR").tag(1)
                Text("JPY").tag(2)
            }
            Text("SHA-256")
            Text("AES-GCM")
            """,
            """
            Picker("settings.language.title", selection: $language) {
                Text("עברית\u{200E}").tag("he")
                Text("Norsk nynorsk").tag("nn")
                Text("Español (México)").tag("es-MX")
                Text("中文（简体）").tag("zh-Hans")
            }
            """,
            """
            final class StatusBarController {
                let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
                func install() {
                    let menu = NSMenu(title: "Status Bar Menu")
                    statusItem.menu = menu
                    let submenu = NSMenu(title: "Item \\(name) menu")
                    menu.addItem(NSMenuItem(title: String(localized: "menu.event"), action: nil, keyEquivalent: ""))
                }
            }
            """,
            """
            let window = NSWindow(contentRect: frame, styleMask: [.borderless], backing: .buffered, defer: false)
            window.title = "Fullscreen Notification"
            """,
            // An open or save panel's title: macOS shows the panel without a title bar (capsule's export).
            """
            func export() {
                let panel = NSSavePanel()
                panel.title = "Export Container"
                _ = panel.runModal()
            }
            """,
            // Tella's language picker: each language in its own name, some Foundation does not know.
            """
            enum Language {
                case arabic, russian, vietnamese, portuguese, german, tsonga
                var name: String {
                    switch self {
                    case .arabic: return "العربية"
                    case .russian: return "Русский"
                    case .vietnamese: return "Tiếng Việt"
                    case .portuguese: return "Português"
                    case .german: return "Deutsch"
                    case .tsonga: return "Xitsonga"
                    }
                }
            }
            struct LanguageRow: View { let language: Language; var body: some View { Text(language.name) } }
            """,
            // Brave's redirect toggles: domain names and an arrow, no words.
            "Toggle(\"reddit.com -> old.reddit.com\", isOn: $redirectReddit)",
            // Brave: a statement right below a comment that says its text is not localized.
            """
            func configure() {
                // Not localized: the card form is shown in the US storefront only
                titleLabel.text = "Pay with card"
            }
            """,
            // Brave: text only the team's builds show, behind the flag of the public build.
            """
            func requestReview() {
                guard AppConstants.buildChannel.isPublic else {
                    let alert = UIAlertController(title: "Show App Rating", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                    return
                }
            }
            """,
            "if !AppConstants.buildChannel.isPublic { navigationItem.title = \"Rewards Internals\" }",
            // open-rmbt: the `rmbt://debug` link that unlocks the debug settings.
            """
            if url.host == "debug" || url.host == "undebug" {
                UIAlertController.presentAlert(title: "Debug Mode", text: "The app will now quit to apply the new settings.")
            }
            """,
            """
            func debugSection() -> UIAlertController? {
                if AppConstants.buildChannel.isPublic { return nil }
                return UIAlertController(title: "Force crash?", message: nil, preferredStyle: .alert)
            }
            """,
            // swiftDialog: the fallback of the project's own lookup of the admin's translations.
            """
            struct StepView: View {
                let overrides: [String: String]
                func localizedProcessingText(_ key: String, fallback: String) -> String { overrides[key] ?? fallback }
                var body: some View { Text(localizedProcessingText("skipStep", fallback: "Skip This Step")) }
            }
            """,
            // BatFi's onboarding window: its title bar is transparent and its title hidden.
            """
            final class OnboardingWindow: NSWindow {
                init(controller: NSViewController) {
                    super.init(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: false)
                    titlebarAppearsTransparent = true
                    titleVisibility = .hidden
                    title = "Onboarding"
                }
            }
            """,
            """
            // Strings in this view are intentionally left unlocalized: developer settings nobody else sees.
            struct DeveloperSettingsView: View {
                var body: some View { Toggle("Use staging server", isOn: $staging) }
            }
            """,
            """
            import SwiftUI
            struct DiagnosticsView: View {
                var body: some View { Text(String(localized: "diagnostics.title")) }
            }
            /// Kept in English on purpose, so that reports arrive in English.
            struct DiagnosticsReportView: View {
                var body: some View { Text("Calendar access: granted") }
            }
            struct WidgetIntent: AppIntent {
                static var title: LocalizedStringResource = "widget.intent.title"
                // No translation needed below, this is not a discoverable intent
                @Parameter(title: "Server")
                var serverId: String?
                @Parameter(title: "Entity ID")
                var entityId: String?
            }
            """,
            """
            struct Metric {
                /// Entity name sent to the server. Not localized, matching the other sensors.
                let name: String
            }
            struct MetricRow: View { let metric: Metric; var body: some View { Text(metric.name) } }
            let steps = Metric(name: "Step Count")
            """,
            """
            #if EDITION_SE
            let productName = "Acme SE"
            #else
            let productName = "Acme Remote"
            #endif
            struct ContentView: View { var body: some View { NavigationStack { List {} .navigationTitle(productName) } } }
            """,
            """
            import ArgumentParser
            enum APIError: LocalizedError {
                case notFound
                var errorDescription: String? { "Virtual machine not found." }
            }
            struct Start: ParsableCommand {
                func run() throws { NSAlert(error: APIError.notFound).runModal() }
            }
            """,
            "Text(\"\\(zoom)x\")",
            """
            var request = URLRequest(url: endpoint)
            request.message = "Loaded restaurants for today"
            let payload = Payload()
            payload.body = "Reservation confirmed for two"
            """,
            """
            enum Seating: String, AppEnum {
                case inside, outside
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
                    .inside: "seating.inside",
                    .outside: "seating.outside",
                ]
            }
            """,
            "theme.Text(\"Plain words here\")",
            """
            enum Method: String { case get = "GET", post = "POST" }
            struct Review: Codable {
                let author: String
                enum CodingKeys: String, CodingKey { case author = "Author Name" }
            }
            let label = Text(kind.rawValue)
            """,
            """
            enum SeatingArea: String {
                case terrace = "Outdoor terrace"
            }
            let key = SeatingArea.terrace.rawValue
            """,
            """
            enum BookingError: LocalizedError {
                case full
                var errorDescription: String? { "The restaurant is fully booked." }
            }
            func book() { do { try reserve() } catch { print("Booking failed: \\(error)") } }
            """,
            """
            UIAccessibility.post(notification: .layoutChanged, argument: tableView)
            NotificationCenter.default.post(name: .init("Reload all menus"), object: nil)
            """,
            """
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                return tableView.dequeueReusableCell(withIdentifier: "Menu Cell", for: indexPath)
            }
            """,
        ]
    )

    static let sites: SiteKinds = [.userText]

    /// What a finding says of text a table holds as a key that reaches the screen through the app's own
    /// declaration (`FirstRunHint` counts it as English keys).
    static let tableKeyPhrase = ", text a table holds as a key (English keys: 'englishKeys' reads it as localized where it is shown)"

    /// Whether a unit's text is a metric symbol alone, a field's caption beside its value (noop's weight stepper,
    /// `unit: "kg"`), in an app whose every shipped language is written in the Latin script, which writes it as SI
    /// does, and that formats no measurement itself: a number glued to its unit in code (ParkenDD's
    /// `"\(km)km"`, '1.5km' for German's '1,5 km') or an app that uses `MeasurementFormatter` elsewhere (OutRun's
    /// setup field) is still reported.
    static func isMetricCaption(_ shown: String, symbol: String, in context: SiteContext) -> Bool {
        guard ShippedLocales.metricSymbols.contains(symbol), shown.trimmingSpaces() == symbol,
            ShippedLocales.writeLatinScript(in: context.lint.shippedLanguages)
        else { return false }
        return !(context.lint.project.reach?.isUsed("MeasurementFormatter") ?? false)
    }

    static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
        guard case .userText(let text) = site, !text.isAppended, context.unshownReason(text) == nil,
            context.statedIntent(on: text) == nil
        else { return }
        let parts = context.textParts(of: text)
        if let plus = parts.plus {
            checkGlued(JoinedPieces(around: plus, within: text.expression, in: context), text: text, in: context, into: &findings)
            return
        }
        let literals = parts.literals
        // A hand-made plural is one finding, at its first word: `n == 1 ? "item" : "items"` is one choice.
        var pluralsReported: Set<[String]> = []
        for item in literals {
            guard let prose = context.proseLiteral(at: item, for: text.sink) else {
                if let (shown, unit, symbol) = context.unitLiteral(at: item) {
                    // A unit the app's translators keep as written reads the same in every language (its entries
                    // of the unit alone too: thrustr's 'kcal' and 'lb' in all nine tables); a key the catalog
                    // translates, unit and all, is localized where it is looked up.
                    guard !context.lint.unitPractice.isKept(symbol), !context.lint.keptAlikeTexts.contains(symbol),
                        !context.lint.writesAlikeInShippedLanguages(symbol),
                        !isMetricCaption(shown, symbol: symbol, in: context),
                        !context.isLookedUpTranslatedUnit(item, for: text.sink),
                        !context.isFormatterFallback(item)
                    else { continue }
                    findings.report(
                        Self.self, at: item,
                        "hardcoded unit '\(symbol)' in \(SourceFile.quote(shown)) \(text.sink.route); format the value with \(unit.formatters)")
                } else if let (word, other) = context.pluralWords(at: item, among: literals),
                    pluralsReported.insert([word, other].sorted()).inserted,
                    // Both words looked up in the tables, in an app whose every language counts as English does:
                    // the word chosen by the count reads right in each (Omega's 'months'/'month' in Spanish, French
                    // and Italian).
                    !(context.lint.countsAsEnglishDoes && context.lint.containsCatalogKey(word)
                        && context.lint.containsCatalogKey(other))
                {
                    findings.report(
                        Self.self, at: item,
                        "hand-made plural \(SourceFile.quote(word))/\(SourceFile.quote(other)) \(text.sink.route); use one localized string with plural variations")
                }
                continue
            }
            if isKeptAsWritten(prose.value) { continue }
            let file = context.file
            findings.report(
                Self.self, at: item, suggestingKeyFor: prose.value, isErrorText: text.sink.isErrorText,
                countsOnlyInUnits: context.lint.keepsOK && UnitPractice.isOK(prose.value)
            ) {
                suggestion(for: prose, at: item, shownBy: text.sink, in: file)
            }
        }
    }

    /// Readies the suggested keys of findings about to be written for `texts` (their ``SourceFindings/Finding/suggestedText``):
    /// text in other scripts is written in Latin letters in one call for all (``KeySuggestion/transliterateAhead(_:)``).
    static func prepareSuggestions(for texts: [String]) {
        KeySuggestion.transliterateAhead(texts.map(TextClassifier.removingFormatSpecifiers))
    }

    /// The message and suggested key of hardcoded `prose` at token `item`, shown by `sink`.
    private static func suggestion(for prose: SiteContext.ProseLiteral, at item: Int, shownBy sink: TextSink, in file: SourceFile)
        -> (message: String, suggestedKey: SuggestedKey)
    {
        // The key carries the text's interpolations, as Xcode extracts one (`home.label.sources \(count)` is
        // the catalog key `home.label.sources %lld`).
        let prefix = file.keyPrefix(at: item)
        // Only plain arguments (`count`, `item.name`): one with a literal or a label inside
        // (`\(on ? "On" : "Off")`, `\(size, specifier: "%.0f")`) is text of its own, or SwiftUI's only.
        let sources = prose.interpolations.map { file.sourceText(of: $0) }
        let plain = sources.allSatisfy { !$0.contains("\"") && !$0.contains(",") && !$0.contains(":") }
        let arguments = plain ? sources.map { " \\(" + $0 + ")" }.joined() : ""
        let textWords = KeySuggestion.words(inText: TextClassifier.removingFormatSpecifiers(prose.value))
        func keyOf(words: Int) -> String {
            KeySuggestion.suggest(prefix: prefix, element: sink.element, words: textWords, maximumWords: words)
                + arguments
        }
        let key = keyOf(words: 4)
        // Longer cuts, each worked out once; past the text's own number of words every cut is the whole text.
        var alternatives: [String] = []
        for words in 5...12 where words <= textWords.count {
            let longer = keyOf(words: words)
            if longer != key, longer != alternatives.last { alternatives.append(longer) }
        }
        let asKey = prose.isCatalogKey ? " is used as its own catalog key" : prose.isTableKey ? Self.tableKeyPhrase : ""
        // A raw value cannot be `String(localized:)` (not a literal), and may be stored (`@AppStorage`): the fix
        // is a display property beside it.
        let fix = sink.api.name == "rawValue"
            ? "show a localized display property instead of the raw value (var title: LocalizedStringResource { \"\(key)\" })"
            : sink.api.acceptsString ? "use String(localized: \"\(key)\")" : "use a key: \"\(key)\""
        // The team's English keys: the text is its own key, looked up here, and missing from the tables.
        if prose.isKeyNoTableHolds {
            return (
                "user-facing string \(SourceFile.quote(prose.shown)) \(sink.route) is a key no table holds: every language "
                    + "shows it as written; add it to the tables and translate it (a String Catalog gets it at Xcode's next build, untranslated)",
                SuggestedKey(key: key, text: prose.value, alternatives: alternatives)
            )
        }
        return (
            "hardcoded user-facing string \(SourceFile.quote(prose.shown)) \(sink.route)\(asKey); " + fix,
            SuggestedKey(key: key, text: prose.value, alternatives: alternatives)
        )
    }

    /// Text every language keeps as written: a copyright line (`Copyright © 2020 Ameba Labs. All rights reserved.`),
    /// legal text in the holder's words, as the concatenation rule treats it; filler (`Lorem ipsum dolor sit
    /// amet…`), Latin in every language; code in functional notation the user copies (`rgb(%d, %d, %d)`,
    /// `oklch(%.2f %.2f %.1f)`: a CSS colour); and a command line (``isCommandLine(_:)``).
    static func isKeptAsWritten(_ value: String) -> Bool {
        let text = value.trimmingSpaces()
        // Foundation's searches (canonical equivalence) only where the bytes hold what they look for: no other
        // characters are canonically these, and most texts hold none of them.
        if text.hasPrefix("Copyright") || (text.containsBytes("©") && text.contains("©")) { return true }
        let lowercased = text.lowercased()
        if (lowercased.containsBytes("lorem ipsum") && lowercased.contains("lorem ipsum"))
            || (lowercased.containsBytes("consectetur adipiscing") && lowercased.contains("consectetur adipiscing"))
        {
            return true
        }
        // Xcode's template text, replaced before anything ships (a stub watch app's `Text("Hello, world!")`, the
        // widget extension template's intent and view: Basic-Car-Maintenance's untouched widget).
        if lowercased == "hello, world!" || xcodeTemplateTexts.contains(text) { return true }
        return isFunctionalNotation(text) || isCommandLine(text)
    }

    /// The texts of Xcode's Widget Extension template (`AppIntent.swift`'s `IntentDescription("This is an example
    /// widget.")` and `@Parameter(title: "Favorite Emoji")`, the entry view's `Text("Time:")`), which a team
    /// replaces rather than translates.
    static let xcodeTemplateTexts: Set<String> = [
        "This is an example widget.", "Favorite Emoji", "Favorite Emoji:", "Time:", "Emoji:", "My Widget",
    ]

    /// A command line the app runs (PHP Monitor's `ls \(path) | grep php`, `/usr/bin/open -a "\(name)"`,
    /// `valet unproxy '\(domain)'`): it starts with a lowercase command, a path or a value, and has what only
    /// commands have — a pipe, `&&`, a flag (`-a`, `--ini`), a path argument, or a single-quoted argument.
    static func isCommandLine(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count >= 2, let first = words.first else { return false }
        let firstIsCommand = first.hasPrefix("/") || first.hasPrefix("~") || first.hasPrefix("\\(") || first.hasPrefix("%")
            || first.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
        guard firstIsCommand else { return false }
        return words.dropFirst().contains { word in
            word == "|" || word == "&&" || word == "||" || word == ">" || word == "2>&1"
                || (word.hasPrefix("-") && word.dropFirst().first.map { $0.isLetter || $0 == "-" } == true)
                || word.hasPrefix("/") || word.hasPrefix("~/") || (word.hasPrefix("'") && word.count > 2)
        }
    }

    /// `rgb(%d, %d, %d)`: a lowercase ASCII name, then its arguments in parentheses, and nothing else.
    static func isFunctionalNotation(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.last == UInt8(ascii: ")"), let open = bytes.firstIndex(of: UInt8(ascii: "(")), open > 0 else { return false }
        return bytes[..<open].allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[0])
    }

    /// Words glued with `+` to values, with no localized piece (`title = tunnel.name + " (On-Demand)"`): each
    /// literal of words is hardcoded text (``StringConcatenationRule/gluedWords(in:sink:in:)``, the one decision
    /// both rules read); the fix is one localized string with the values as its placeholders.
    private static func checkGlued(
        _ join: JoinedPieces, text: UserText, in context: SiteContext, into findings: inout SourceFindings
    ) {
        guard let words = StringConcatenationRule.gluedWords(in: join, sink: text.sink, in: context) else { return }
        let file = context.file
        let values = join.pieces.filter { $0.kind != .prose && file.literal(at: $0.range.lowerBound) == nil }
            .map { file.sourceText(of: $0.range).trimmingSpaces() }
        let plain = values.allSatisfy { !$0.contains("\"") && !$0.contains(",") && !$0.contains(":") }
        let arguments = plain ? values.map { " \\(" + $0 + ")" }.joined() : ""
        let others = values.isEmpty ? "" : " to " + StringConcatenationRule.list(values.map(SourceFile.quote))
        for item in words where !context.isExcluded(item) {
            guard let prose = context.proseLiteral(at: item, for: text.sink) else { continue }
            let textWords = KeySuggestion.words(inText: TextClassifier.removingFormatSpecifiers(prose.value))
            let key = KeySuggestion.suggest(
                prefix: file.keyPrefix(at: item), element: text.sink.element, words: textWords, maximumWords: 4)
                + arguments
            let fix = text.sink.api.acceptsString ? "use String(localized: \"\(key)\")" : "use a key: \"\(key)\""
            findings.report(
                Self.self, at: item,
                "hardcoded user-facing string \(SourceFile.quote(prose.shown)) joined with '+'\(others) \(text.sink.route); \(fix) for the whole text",
                suggestedKey: SuggestedKey(key: key, text: prose.value, alternatives: []), isErrorText: text.sink.isErrorText)
        }
    }
}
