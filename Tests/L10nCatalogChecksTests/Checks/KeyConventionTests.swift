import Testing

@testable import L10nCatalogChecks

@Suite struct KeyConventionTests {
    @Test func conformingKeys() {
        let table: [(String, Bool)] = [
            ("home.screen.title", true),
            ("settings.account.sign_out", true),
            ("restaurant.detail.favorite.accessibility", true),
            ("home.restaurants.count %lld", true),
            ("chat.message.sent_at %@ %@", true),
            ("chat.message.sent_by %1$@ %2$lld", true),
            ("files.list.summary %#@files@", true),
            ("home.v2.title", true),
            ("home.title", false),
            ("HomeTitle", false),
            ("Home.Screen.Title", false),
            ("home.screen.Title", false),
            ("home.screen.2fa", false),
            ("home..title", false),
            ("home.screen.title.", false),
            (".home.screen.title", false),
            ("home.screen.title-bar", false),
            ("home.screen.title %lld files", false),
            ("home.screen.title  %lld", false),
            ("home.screen.title %%", false),
            ("home.screen.title ", false),
            ("Delete %@?", false),
            ("", false),
            ("héllo.screen.title", false),
        ]
        cases: for (key, expected) in table {
            #expect(KeyConvention.conforms(key) == expected, "'\(key)'")
            #expect(KeyPattern.convention.matches(key) == expected, "'\(key)'")
            continue cases
        }
    }

    @Test func suggestions() {
        let table: [(String, KeyConvention.Suggestion)] = [
            ("Home.Screen.Title", .conforming("home.screen.title")),
            ("restaurant.detail.favoriteButton", .conforming("restaurant.detail.favorite_button")),
            ("settings.account.sign-out", .conforming("settings.account.sign_out")),
            ("Settings.HTTPServer.URLField %@", .conforming("settings.http_server.url_field %@")),
            ("home..screen.title", .conforming("home.screen.title")),
            ("HomeTitle", .tooFewSegments("home_title", 1)),
            ("Home.Title", .tooFewSegments("home.title", 2)),
            ("Delete %@?", .none),
            ("Are you sure?", .none),
            ("home.screen.2fa", .none),
            ("home.title", .none),
            ("Accueil.Écran.Titre", .none),
            ("JLZ-2v-hkU.headerCell.title", .none),
            ("KiW-Nc-bVK.title", .none),
            ("A8s-1h-rFK.headerCell.title", .none),
            ("CFBundleDisplayName", .tooFewSegments("cf_bundle_display_name", 1)),
            ("settings.v2.title", .none),
            ("Settings.V2.Title", .conforming("settings.v2.title")),
        ]
        cases: for (key, expected) in table {
            #expect(KeyConvention.suggestion(for: key) == expected, "'\(key)'")
            continue cases
        }
    }

    @Test func dottedKeys() {
        #expect(KeyConvention.isDotted("home.title"))
        #expect(KeyConvention.isDotted("home.restaurants.count %lld"))
        #expect(!KeyConvention.isDotted("Done"))
        #expect(!KeyConvention.isDotted("Version 2.0"))
        #expect(!KeyConvention.isDotted("Loading..."))
        #expect(!KeyConvention.isDotted(".hidden"))
    }

    @Test func configuredPatternMatchesTheWholeKey() throws {
        let pattern = try KeyPattern(regularExpression: "[A-Z][A-Za-z]+")
        #expect(pattern.matches("HomeTitle"))
        #expect(!pattern.matches("HomeTitle2"))
        #expect(!pattern.matches("xHomeTitle"))
        #expect(throws: (any Error).self) { try KeyPattern(regularExpression: "([a-z") }
    }

    /// ibtool's keys: an object id of Xcode's shape (3-2-3 letters or digits), `.`, the property (linearmouse's
    /// `LinearMouse/UI/de.lproj/Main.strings`, Latest's `Latest/Interface/en.lproj/Main.strings`).
    @Test func interfaceBuilderObjectKeys() {
        for key in ["2oI-Rn-ZJC.title", "00n-xr-jcQ.title", "Qf2-Ad-9kP.normalTitle", "abc-12-xyz.segmentTitles[0]",
                    "Kxy-9b-AbC.ibShadowedLabels[1]", "aTl-1u-JFS.headerCell.title"] {
            #expect(InterfaceBuilderKey.isObjectKey(key), "\(key)")
        }
        for key in ["settings.sign-out.title", "2oI-Rn-ZJC", "2oI-Rn-ZJC.", "2oI-Rn-ZJC.1", "2oI_Rn-ZJC.title",
                    "136.title", "abc-12-xy.title", "see-more-of.title", "Ãbc-12-xyz.title"] {
            #expect(!InterfaceBuilderKey.isObjectKey(key), "\(key)")
        }
    }

    /// ASCII keys are split and judged on their bytes: as the characters split and judge them.
    @Test func asciiKeysReadAsTheirCharacters() {
        let keys = [
            "", " ", "  ", "a", "a b", "a  b", " a", "a ", "home.title", "home.title %@ %lld", "home.title  %@", ".NET",
            "Done.", "Open...", "a..b", "10.0.2.15", "%lld items", "Add to Favorites", "x.y %1$@ (%2$d)", "é.b c",
            "a.b\r\nc d", "home.títle %@", "https://sing-box.sagernet.org/changelog/", "a.b/c", "help.url//x",
        ]
        for key in keys {
            let (dotted, arguments) = KeyConvention.split(key)
            let space = key.firstIndex(of: " ")
            let expectedDotted = space.map { key[..<$0] } ?? key[...]
            let expectedArguments = space.map { key[key.index(after: $0)...].split(separator: " ", omittingEmptySubsequences: false) } ?? []
            #expect(dotted == expectedDotted, "'\(key)'")
            #expect(arguments == expectedArguments, "'\(key)'")
            let expectedText = key.contains(" ") || !key.contains(".") || key.hasPrefix(".") || key.hasSuffix(".")
                || key.contains("..") || key.contains("//") || key.unicodeScalars.first.map { !$0.properties.isAlphabetic } ?? true
            #expect(KeyConvention.isText(key) == expectedText, "'\(key)'")
        }
    }

    /// A link used as its own key is shown or opened as it is (sing-box's 'https://sing-box.sagernet.org/'): text,
    /// not a key made to follow a style; a `/` alone does not make one.
    @Test func linksAreText() {
        #expect(KeyConvention.isText("https://sing-box.sagernet.org/"))
        #expect(KeyConvention.isText("https://sing-box.sagernet.org/configuration/"))
        #expect(!KeyConvention.isText("settings.help/url"))
    }

    /// Sora's English keys name sites as they are shown: 'AniList.co', 'Trakt.tv'. A lowercase pair stays a key.
    @Test func domainNamesAreText() {
        #expect(KeyConvention.isText("AniList.co"))
        #expect(KeyConvention.isText("Trakt.tv"))
        #expect(!KeyConvention.isText("home.tv"))
        #expect(!KeyConvention.isText("settings.account.io"))
    }
}
