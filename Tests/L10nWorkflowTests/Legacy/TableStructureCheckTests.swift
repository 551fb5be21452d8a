import Foundation
@testable import L10nCatalogChecks
@testable import L10nWorkflow
import Testing
import XCStrings

/// Structures real tables have that are not missing translations or key-convention slips: a key only a
/// translation's table holds, translatewiki's `{{Optional}}` messages, the generated keys of an Intents
/// definition's table, BartyCrouch's `#bc-ignore!` in a storyboard, Hindi's visarga as a colon. Each is written as
/// the real apps write it (MonitorControl, kiwix, Pocket Casts).
@Suite struct TableStructureCheckTests {
    func write(_ root: String, _ files: [String: String]) throws {
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
    }

    /// `path:line rule key language` of each finding, paths relative to `root`.
    func check(_ root: String, languages: [String]) -> [String] {
        let configuration = L10nConfiguration(
            languages: languages, keyPattern: "^[a-z][a-zA-Z0-9]*(\\.[a-z][a-zA-Z0-9]*)*$",
            file: root + "/.l10n.json", baseDirectory: root)
        let outcome = CheckRun.run(CheckRequest(paths: ["."], configuration: configuration, currentDirectory: root))
        return outcome.diagnostics.map {
            "\($0.location.file.replacingOccurrences(of: root + "/", with: "")):\($0.location.line) \($0.ruleID) \($0.key ?? "") \($0.language ?? "")"
        }
    }

    func temporaryRoot() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString)").path
    }

    @Test func anIdentifierKeyOnlyATranslationHasNeedsNoOtherLanguage() throws {
        let root = temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // MonitorControl: Slovak's Localizable.strings keeps a key of InternetAccessPolicy.strings; a text key
        // only German has is its own English, and the other languages need it all the same.
        try write(root, [
            "App.xcodeproj/project.pbxproj": "developmentRegion = en;\n",
            "App/UI/en.lproj/Localizable.strings": "\"menu.quit\" = \"Quit\";\n",
            "App/UI/de.lproj/Localizable.strings": "\"menu.quit\" = \"Beenden\";\n\"Open Display Settings\" = \"Anzeige öffnen\";\n",
            "App/UI/sk.lproj/Localizable.strings": "\"menu.quit\" = \"Ukončiť\";\n\"SoftwareUpdateDenyConsequences\" = \"Ak zablokujete tieto pripojenia…\";\n",
            "App/Menu.swift": "let quit = NSLocalizedString(\"menu.quit\", comment: \"\")\nlet open = NSLocalizedString(\"Open Display Settings\", comment: \"\")\n",
        ])
        let findings = check(root, languages: ["en", "de", "sk"]).filter { $0.contains("missing-translation") }
        #expect(!findings.contains { $0.contains("SoftwareUpdateDenyConsequences") })
        #expect(findings.contains { $0.contains("Open Display Settings sk") })
    }

    /// OpenEmu: `"Game Gear Game"` is left in the Chinese `InfoPlist.strings` alone (each language's is built at
    /// build time); no code reads an Info.plist table, so it is a stray, not missing in every other language. A
    /// text key that code may name, in `Localizable.strings`, stays needed.
    @Test func aTextKeyOneTranslationOfAnInfoPlistTableHoldsIsAStray() throws {
        let root = temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(root, [
            "App.xcodeproj/project.pbxproj": "developmentRegion = en;\n",
            "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"OpenEmu\";\n",
            "App/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"OpenEmu\";\n",
            "App/fr.lproj/InfoPlist.strings": "\"CFBundleName\" = \"OpenEmu\";\n",
            "App/zh-Hans.lproj/InfoPlist.strings": "\"CFBundleName\" = \"OpenEmu\";\n\"Game Gear Game\" = \"Game Gear 游戏\";\n",
            "App/en.lproj/Localizable.strings": "\"menu.quit\" = \"Quit\";\n",
            "App/de.lproj/Localizable.strings": "\"menu.quit\" = \"Beenden\";\n",
            "App/fr.lproj/Localizable.strings": "\"menu.quit\" = \"Quitter\";\n",
            "App/zh-Hans.lproj/Localizable.strings": "\"menu.quit\" = \"退出\";\n\"Open Library\" = \"打开资料库\";\n",
            "App/Menu.swift": "let quit = NSLocalizedString(\"menu.quit\", comment: \"\")\nlet open = NSLocalizedString(\"Open Library\", comment: \"\")\n",
        ])
        let findings = check(root, languages: ["en", "de", "fr", "zh-Hans"]).filter { $0.contains("missing-translation") }
        #expect(!findings.contains { $0.contains("Game Gear Game") }, "\(findings)")
        #expect(findings.contains { $0.contains("Open Library de") }, "\(findings)")
    }

    @Test func translatewikiOptionalMessagesNeedNoTranslation() throws {
        let root = temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // kiwix: 'TED' is documented {{Optional}}; the other category is not.
        try write(root, [
            "App.xcodeproj/project.pbxproj": "developmentRegion = en;\n",
            "Support/en.lproj/Localizable.strings": "\"enum.category.ted\" = \"TED\";\n\"enum.category.wikipedia\" = \"Wikipedia\";\n",
            "Support/qqq.lproj/Localizable.strings": "\"enum.category.ted\" = \"{{Optional}}\";\n\"enum.category.wikipedia\" = \"Category name, the encyclopedia\";\n",
            "Support/fr.lproj/Localizable.strings": "\"enum.category.other\" = \"Autre\";\n",
            "App/Category.swift": "let a = NSLocalizedString(\"enum.category.ted\", comment: \"\")\nlet b = NSLocalizedString(\"enum.category.wikipedia\", comment: \"\")\n",
        ])
        let findings = check(root, languages: ["en", "fr"]).filter { $0.contains("missing-translation") }
        #expect(!findings.contains { $0.contains("enum.category.ted") })
        #expect(findings.contains { $0.contains("enum.category.wikipedia fr") })
    }

    @Test func theKeysXcodeGeneratesForAnIntentsDefinitionFollowNoConvention() throws {
        let root = temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Pocket Casts: Base.lproj/Intents.intentdefinition, and its table in each language.
        try write(root, [
            "App.xcodeproj/project.pbxproj": "developmentRegion = en;\n",
            "podcasts/Base.lproj/Intents.intentdefinition": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n",
            "podcasts/en.lproj/Intents.strings": "\"WktFNa\" = \"Play episode\";\n",
            "podcasts/en.lproj/Localizable.strings": "\"Play_Episode\" = \"Play episode\";\n",
            "podcasts/Player.swift": "let t = NSLocalizedString(\"Play_Episode\", comment: \"\")\n",
        ])
        let findings = check(root, languages: ["en"]).filter { $0.contains("key-convention") }
        #expect(!findings.contains { $0.contains("WktFNa") })
        #expect(findings.contains { $0.contains("Play_Episode") })
    }

    @Test func hindiVisargaEndsALabelAsAColonDoes() {
        let pair = TranslationPair(
            key: "H9X-it-sXs.title", language: "hi", path: .root, source: "Override audio device name:",
            translation: "ऑडियो युक्ति नाम को ओवरराइड करेंः", comment: nil, sourceLanguage: "en")
        #expect(PunctuationMismatchRule.problems(in: pair, settings: TranslationRuleSettings()).isEmpty)
        var dropped = pair
        dropped.translation = "ऑडियो युक्ति नाम को ओवरराइड करें"
        #expect(!PunctuationMismatchRule.problems(in: dropped, settings: TranslationRuleSettings()).isEmpty)
    }
}
