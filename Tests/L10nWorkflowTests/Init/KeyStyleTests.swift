import Testing

@testable import L10nCatalogChecks
@testable import L10nWorkflow

/// `KeyStyle.infer` on keys shaped like real apps' catalogs (IceCubes' kebab keys, Yattee's camelCase keys, Bark's
/// identifier keys, Mythic's English keys), each with a minority of keys that deviate from the team's style: the
/// inferred style must describe the dominant keys and leave the deviating ones as findings.
@Suite struct KeyStyleTests {
    static func matches(_ style: KeyStyle, _ key: String) throws -> Bool {
        let pattern = try style.keyPattern.map { try KeyPattern(regularExpression: $0) } ?? .convention
        return (style.englishKeys && KeyConvention.isText(key)) || pattern.matches(key)
    }

    @Test func kebabDottedKeysWithAFewCamelCaseOnes() throws {
        let kebab = [
            "accessibility.app-account.selector.accounts", "accessibility.editor.button.ai-prompt",
            "accessibility.editor.button.attach-photo", "account.action.block-user", "account.blocked",
            "action.cancel", "settings.general.display-name", "settings.push.main-toggle", "timeline.filter.local-only",
            "status.action.copy-link", "status.action.translate", "explore.navigation-title", "tab.notifications",
            "settings.about.privacy-policy", "status.poll.n-votes %lld", "conversations.empty.title",
            "account.edit.display-name", "settings.display.font-scaling", "timeline.latest.fetch-more",
            "filter.contexts.public-timeline", "accessibility.image.alt-text-%@", "timeline.%@-is-valid",
            "accessibility.status.poll.option-prefix-%lld-of-%lld",
        ]
        let deviating = ["enum.durations.fiveMinutes", "accessibility.tabs.profile.options.inputLabel1"]
        let style = KeyStyle.infer(kebab + deviating + ["Cancel", "%@"])
        guard case .pattern(let name) = style.kind else { Issue.record("\(style.kind)"); return }
        #expect(name.contains("kebab-case"))
        #expect(!style.englishKeys)
        for key in kebab { #expect(try Self.matches(style, key), "\(key) against \(style.keyPattern ?? "nil")") }
        for key in deviating { #expect(try !Self.matches(style, key), "\(key) against \(style.keyPattern ?? "nil")") }
        // Two-segment keys ('action.cancel') are part of the style; a word and a placeholder are not.
        #expect(style.deviatingCount == 4)
        #expect(style.following == kebab.count)
    }

    @Test func camelCaseDottedKeysWithTwoSegments() throws {
        let keys = [
            "settings.playerControls.progressBar.showChapters", "common.password", "playlist.new",
            "video.context.markWatched", "settings.advanced.feed.cacheValidity.1hour", "sources.footer.smb",
            "manageChannels.viewOptions.title", "downloads.resume", "settings.appearance.accentColor.yellow",
            "home.shortcut.playlists", "alert.ambiguousLink.message %@",
        ]
        let style = KeyStyle.infer(keys + ["my_server.host_name", "Initializing player..."])
        #expect(style.keyPattern != nil)
        for key in keys { #expect(try Self.matches(style, key), "\(key) against \(style.keyPattern ?? "nil")") }
        #expect(try !Self.matches(style, "my_server.host_name"))
        #expect(try !Self.matches(style, "Initializing player..."))
    }

    @Test func identifierKeysLikeAUIKitApp() throws {
        let keys = [
            "serverList", "AddServer", "AddedSuccessfully", "allTime", "archiveNote", "AllowNotifications",
            "automaticallyCopy", "ServerAddress", "DeploymentDocuments", "pushTest", "copyUrl", "historyMessage",
            "Cancel", "close", "badge", "widget.configuration.displayName",
        ]
        let style = KeyStyle.infer(keys + ["Add to Favorites", "Delete %@?"])
        guard case .pattern(let name) = style.kind else { Issue.record("\(style.kind)"); return }
        #expect(name.hasPrefix("identifier"))
        #expect(!style.englishKeys)
        for key in keys { #expect(try Self.matches(style, key), "\(key) against \(style.keyPattern ?? "nil")") }
        #expect(try !Self.matches(style, "Add to Favorites"))
        #expect(style.deviatingCount == 2)
    }

    @Test func englishTextKeys() throws {
        let keys = [
            "About Mythic", "Add a container", "A list of Apple SLAs may be found here.", "Are you sure?",
            "Delete %@?", "Install Windows games", "Cancel", "Close", "Open...", "%lld items",
            // Addresses shown as they are (UTM's network settings): text, not dotted keys.
            "10.0.2.15", "127.0.0.1", "10.0.2.0/24",
        ]
        let style = KeyStyle.infer(keys + ["Game.Settings.Title"])
        #expect(style.kind == .englishText)
        #expect(style.englishKeys)
        #expect(style.keyPattern == nil)
        // A dotted key is still held to the convention with englishKeys: it is the one finding.
        #expect(style.deviating == ["Game.Settings.Title"])
    }

    /// sing-box's catalog: 471 English keys, among them the words `FileName`, `MagicDNS` and `Wi-Fi` (identifiers by
    /// their shape) and three links. No pattern: the words are text with English keys, and so are the links.
    @Test func identifierShapedWordsAmongEnglishKeysAreNoStyle() throws {
        let english = [
            "About", "Cancel", "Start ${applicationName}", "Kill all connections to free memory.", "Loading...",
            "Connections", "Dashboard", "Are you sure?", "Default", "Delete %@?",
        ]
        let words = ["FileName", "MagicDNS", "Wi-Fi"]
        let links = ["https://sing-box.sagernet.org/", "https://sing-box.sagernet.org/changelog/"]
        let style = KeyStyle.infer(english + words + links)
        #expect(style.kind == .englishText)
        #expect(style.keyPattern == nil)
        #expect(style.deviatingCount == 0, "\(style.deviating)")
    }

    /// Zavala's App Intents summaries, keyed as Xcode extracts them (`intent.summary.add-${topics}-to-${entityID}`),
    /// beside its kebab-case keys: the parameters are arguments; the two keys that end in a dot are the slips.
    @Test func appIntentsParametersInKeysAreArguments() throws {
        var keys = (1...30).map { "button.text.item-\($0)" }
        keys += (1...12).map { "intent.summary.add-${topics}-to-${entityID}-at-\($0)" }
        keys += ["intent.summary.add-outline-${title}-to-${accountType}", "intent.title.${name}.open"]
        let style = KeyStyle.infer(keys + ["button.text.delete-tag-message.", "button.text.delete-tags-message."])
        for key in keys { #expect(try Self.matches(style, key), "\(key) against \(style.keyPattern ?? "nil")") }
        #expect(style.deviating == ["button.text.delete-tag-message.", "button.text.delete-tags-message."])
    }

    @Test func conventionKeysWithAFewDeviatingOnes() throws {
        var keys = (1...30).map { "home.screen.item_\($0)" }
        keys += ["settings.account.sign_out", "chat.message.sent_at %@ %@"]
        let style = KeyStyle.infer(keys + ["HomeTitle", "home.title"])
        #expect(style.kind == .convention)
        #expect(style.keyPattern == nil)
        #expect(style.deviating == ["HomeTitle", "home.title"])
    }

    /// Home Assistant's keys: 2,890 of three segments or more and 221 of two (`about.title`,
    /// `camera_list.title`): a family the convention leaves out is the team's way, not 221 findings.
    @Test func aFamilyOfKeysTheConventionLeavesOutIsTheTeamsStyle() throws {
        var keys = (1...60).map { "settings_details.item_\($0).title" }
        keys += (1...6).map { "screen_\($0).title" }
        let style = KeyStyle.infer(keys + ["Bad Key!"])
        guard case .pattern = style.kind else {
            Issue.record("expected a pattern, got \(style.kind)")
            return
        }
        for key in keys { #expect(try Self.matches(style, key), "\(key) against \(style.keyPattern ?? "nil")") }
        #expect(style.deviatingCount == 1)
    }

    @Test func noKeysInfersNothing() {
        #expect(KeyStyle.infer([]).kind == .unknown)
        #expect(KeyStyle.infer(["%@", "·"]).kind == .unknown)
    }
}

/// WireGuard's keys (`Sources/WireGuardApp/Base.lproj/Localizable.strings`): camelCase identifiers, about a sixth of
/// them with a note on their arguments after a space. The notes are the team's style, not 53 deviating keys.
@Suite struct AnnotatedArgumentKeyStyleTests {
    @Test func identifierKeysWithArgumentNotes() throws {
        let plain = [
            "newTunnelViewTitle", "editTunnelViewTitle", "tunnelSectionTitleStatus", "tunnelStatusInactive",
            "tunnelStatusActivating", "tunnelSectionTitleInterface", "tunnelInterfaceName", "tunnelInterfacePrivateKey",
            "tunnelPeerPublicKey", "tunnelPeerEndpoint", "macMenuQuit", "macMenuHideOtherApps", "settingsViewTitle",
            "scanQRCodeTipText", "alertInvalidPeerTitle", "macAlertNameIsEmpty",
        ]
        let annotated = [
            "tunnelsListSelectedTitle (%d)", "alertImportedFromMultipleFilesMessage (%1$d of %2$d)",
            "tunnelOnDemandSSIDOptionDescriptionMac (%1$@: %2$@)", "tunnelHandshakeTimestampHours hh:mm:ss (%@)",
        ]
        let style = KeyStyle.infer(plain + annotated + ["Delete %@?"])
        guard case .pattern(let name) = style.kind else { Issue.record("\(style.kind)"); return }
        #expect(name.contains("arguments noted"))
        for key in plain + annotated {
            #expect(try KeyStyleTests.matches(style, key), "\(key) against \(style.keyPattern ?? "nil")")
        }
        #expect(try !KeyStyleTests.matches(style, "Delete %@?"))
        #expect(try !KeyStyleTests.matches(style, "tunnel list title"))
        #expect(style.deviating == ["Delete %@?"])
    }

    @Test func aNoteWithoutAnArgumentIsText() {
        #expect(KeyShape.of("tunnelsListSelectedTitle (%d)") == .identifier)
        #expect(KeyShape.of("tunnels.list.selected (%d)") == .dotted)
        #expect(KeyShape.of("tunnelsListSelectedTitle (beta)") == .text)
        #expect(KeyShape.of("Delete %@?") == .text)
        #expect(KeyShape.of("Remove %@ from the list") == .text)
    }

    /// Keys and paths read on their bytes when ASCII give what the characters give.
    @Test func segmentsAndTopFoldersAsTheCharactersGiveThem() {
        for text in ["", ".", "..", "a", "a.b", "a..b", ".a.", "home.title-bar.close", "é.b", "a.\u{301}b", "x.y.z"] {
            #expect(KeyShape.segments(of: text, omittingEmpty: false) == text.split(separator: ".", omittingEmptySubsequences: false), "'\(text)'")
            #expect(KeyShape.segments(of: text, omittingEmpty: true) == text.split(separator: "."), "'\(text)'")
        }
        for path in ["", "/", "///", "a", "a/b", "/a/b", "//a//b", "App/Views/Home.swift", "Ünï/a.swift", "a/\u{301}b"] {
            #expect(ProjectSurvey.topFolder(of: path) == (path.split(separator: "/").first.map(String.init) ?? path), "'\(path)'")
        }
    }

    /// vChewing's keys all start with the namespace `i18n:` (588 of 588): the style is read after it, and the
    /// pattern allows it; a key of English text stays a deviation.
    @Test func keysUnderANamespace() throws {
        let keys = [
            "i18n:Common.Cancel", "i18n:aboutWindow.ABOUT_APP_TITLE_FULL", "i18n:KeyboardLayout.DachenTraditional",
            "i18n:DevZone.JSONPrefsExchange.ImportError.ReadFailure", "i18n:settings.importFromKimoTxt.label",
            "i18n:UserDef.kCassetteEnabled.shortTitle", "i18n:UserDef.kUsingHotKeyAssociates.shortTitle",
            "i18n:ClientManager.AddClient", "i18n:installer.APP_NAME", "i18n:Installer.ContinueInstallation",
            "i18n:InfoMessage.NetworkError:%@", "i18n:ErrorMessage.CheckPermission:%@",
            "i18n:DevZone.JSONPrefsExchange.ImportSummary:%d%d",
        ]
        #expect(KeyStyle.namespacePrefix(keys) == "i18n:")
        let style = KeyStyle.infer(keys + ["Add Client"])
        guard case .pattern(let name) = style.kind else { Issue.record("\(style.kind)"); return }
        #expect(name.hasSuffix("after 'i18n:', their arguments noted after ':'"), "\(name)")
        #expect(!style.englishKeys)
        for key in keys { #expect(try KeyStyleTests.matches(style, key), "\(key) against \(style.keyPattern ?? "nil")") }
        #expect(try !KeyStyleTests.matches(style, "Add Client"))
        #expect(try !KeyStyleTests.matches(style, "other:Common.Cancel"))
        #expect(try !KeyStyleTests.matches(style, "i18n:Installer.CannotRegister:%@ then"))
        #expect(style.deviatingCount == 1)
        // Text with a colon is no namespace ('Note: …'), nor one most keys do not share.
        #expect(KeyStyle.namespacePrefix(["Note: tap to edit", "Error: %@", "Warning: low battery"]) == nil)
        #expect(KeyStyle.namespacePrefix(["i18n:a.b", "home.title", "home.subtitle", "settings.title"]) == nil)
    }
}
