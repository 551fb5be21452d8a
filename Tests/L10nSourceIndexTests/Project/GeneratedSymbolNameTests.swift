import Foundation
import Testing

@testable import L10nSourceIndex

/// ``GeneratedSymbolName`` names keys as Xcode 26's `xcstringstool generate-symbols` does. Every expected name in
/// the first tests was copied from a real `GeneratedStringSymbols_*.swift` (the generator's output, committed by
/// its project); the source is given above each group. `docs/generated-symbols.md` lists them all.
@Suite struct GeneratedSymbolNameTests {
    static func expectNames(_ pairs: KeyValuePairs<String, String>, sourceLocation: SourceLocation = #_sourceLocation) {
        for (key, name) in pairs {
            #expect(GeneratedSymbolName.name(forKey: key) == name, "key '\(key)'", sourceLocation: sourceLocation)
        }
    }

    /// sreejithraman/snip-snap, Packages/SnipSnapLibrary/Sources/{SnipSnapCloud,SnipSnapCore,SnipSnapPersistence}/
    /// SnipSnap*GeneratedStringSymbols.swift (copies of GeneratedStringSymbols_Localizable.swift): sentences as
    /// keys, specifiers anywhere, acronyms, `’`, hyphens.
    @Test func sentencesAndAcronymsFromSnipSnap() {
        Self.expectNames([
            "%lld MiB": "miB",
            "%lld bytes": "bytes",
            "Another iCloud Sync task is still running.": "anotherICloudSyncTaskIsStillRunning",
            "Choose how to handle the iCloud encrypted-data reset before turning sync on.":
                "chooseHowToHandleTheICloudEncryptedDataResetBeforeTurningSyncOn",
            "These attachments cannot sync. %@": "theseAttachmentsCannotSync",
            "attachment.error.detail": "attachmentErrorDetail",
            "iCloud Sync does not have an active collection.": "iCloudSyncDoesNotHaveAnActiveCollection",
            "larger than Snip Snap’s %@ per-file limit": "largerThanSnipSnapsPerFileLimit",
            "part of a snip above Snip Snap’s %@ attachment limit": "partOfASnipAboveSnipSnapsAttachmentLimit",
            "unsupported file type %@": "unsupportedFileType",
            "%@ Snip Snap also could not open the JSON store, so it cannot save new snips.":
                "snipSnapAlsoCouldNotOpenTheJsonStoreSoItCannotSaveNewSnips",
            "A Local store exists without a valid migration marker. Snip Snap left it in place.":
                "aLocalStoreExistsWithoutAValidMigrationMarkerSnipSnapLeftItInPlace",
            "An attachment did not match its copied file: %@.": "anAttachmentDidNotMatchItsCopiedFile",
            "Snip Snap kept the unreadable JSON as %@ and started a new JSON store. %@":
                "snipSnapKeptTheUnreadableJsonAsAndStartedANewJsonStore",
            "The SwiftData check did not match the JSON store.": "theSwiftDataCheckDidNotMatchTheJsonStore",
            "Deleting Synced Content…": "deletingSyncedContent",
            "Snip Snap does not send local-only data to CloudKit.": "snipSnapDoesNotSendLocalOnlyDataToCloudKit",
            "Snip Snap stopped sync and kept this device’s snips and available attachment files as a read-only recovery copy. Choose how to start again.":
                "snipSnapStoppedSyncAndKeptThisDevicesSnipsAndAvailableAttachmentFilesAsAReadOnlyRecoveryCopyChooseHowToStartAgain",
            "Saved snips and attachments sync through your private iCloud database. Snip Snap’s maintainers cannot inspect private records in CloudKit Console. Apple encrypts synced data in transit and at rest; user fields use encrypted values and files use CKAsset data. Those user fields and attachments are end-to-end encrypted only when Advanced Data Protection is on.":
                "savedSnipsAndAttachmentsSyncThroughYourPrivateICloudDatabaseSnipSnapsMaintainersCannotInspectPrivateRecordsInCloudKitConsoleAppleEncryptsSyncedDataInTransitAndAtRestUserFieldsUseEncryptedValuesAndFilesUseCkassetDataThoseUserFieldsAndAttachmentsAreEndToEndEncryptedOnlyWhenAdvancedDataProtectionIsOn",
        ])
    }

    /// skiptools/skipapp-landmarks, Sources/Landmarks/PlatformAdaptor.swift (a pasted copy of the generated
    /// GeneratedStringSymbols_LandmarkData/LandmarkCollectionData of Apple's Landmarks sample): upper snake case,
    /// a leading digit, non-ASCII letters, tables other than Localizable.
    @Test func upperSnakeCaseDigitsAndAccentsFromLandmarks() {
        Self.expectNames([
            "ALPS_DESCRIPTION": "alpsDescription",
            "AMAZON_RAINFOREST_LOCATION": "amazonRainforestLocation",
            "WHITE_CLIFFS_OF_DOVER_NAME": "whiteCliffsOfDoverName",
            "LENÇÓIS_MARANHENSES_DESCRIPTION": "lençóisMaranhensesDescription",
            "2023_TRIP_DESCRIPTION": "_2023TripDescription",
            "2023_TRIP_NAME": "_2023TripName",
            "FAVORITES_NAME": "favoritesName",
        ])
        #expect(GeneratedSymbolName.namespace(forTable: "LandmarkData") == "LandmarkData")
        #expect(GeneratedSymbolName.namespace(forTable: "LandmarkCollectionData") == "LandmarkCollectionData")
    }

    /// CubeEdge/Longhorn, ios/build/LonghornApp.build/Release-iphonesimulator/LonghornApp.build/DerivedSources/
    /// GeneratedStringSymbols_Localizable.swift: dotted snake-case keys, digits inside. bugsmachine/TimeBar,
    /// build/TimeBar.build/Release/TimeBar.build/DerivedSources/GeneratedStringSymbols_Localizable.swift:
    /// `Settings`.
    @Test func dottedSnakeCaseFromLonghornAndTimeBar() {
        Self.expectNames([
            "action.copy_link": "actionCopyLink",
            "action.ok": "actionOk",
            "action.select_up_to_20": "actionSelectUpTo20",
            "browser.view_mode.grid": "browserViewModeGrid",
            "browser.upload.exporting": "browserUploadExporting",
            "common.selected_count": "commonSelectedCount",
            "Settings": "settings",
        ])
    }

    /// Generated files the search index stores without naming their repository (stored-file ids in
    /// docs/generated-symbols.md): 57602741677 (dotted camelCase keys with specifiers in the key), 57599000853
    /// (English keys), 54215450063 (`error.invalidURL`: capitals inside a word stay), 61197918193 (an App Intents
    /// parameter summary key), 8429732330 (`F_A_Description`), 57898869281 (InfoPlist.xcstrings),
    /// 71125805893 (a key that already is a name).
    @Test func keysFromOtherGeneratedFiles() {
        Self.expectNames([
            "common.back": "commonBack",
            "common.minutesShort %lld %lld": "commonMinutesShort",
            "game.bubblesCollected %lld": "gameBubblesCollected",
            "game.encouragement.0": "gameEncouragement0",
            "notif.day3.body %lld": "notifDay3Body",
            "tutorial.step.10": "tutorialStep10",
            "goal.period": "goalPeriod",
            "goalPeriod.daily": "goalPeriodDaily",
            "parentGate.holdInstruction %@ %lld": "parentGateHoldInstruction",
            "streak.accessibility.compact %@ %lld %lld %lld": "streakAccessibilityCompact",
            "%lld active": "active",
            "Amber Monitor": "amberMonitor",
            "Clean black-and-white visuals with glow and trails stripped back.":
                "cleanBlackAndWhiteVisualsWithGlowAndTrailsStrippedBack",
            "Phosphor greens, strong contrast, and a terminal-style glow.":
                "phosphorGreensStrongContrastAndATerminalStyleGlow",
            "Retro Green CRT": "retroGreenCrt",
            "SPEED BOOST": "speedBoost",
            "Score %@, %@ %lld, %@ %lld": "score",
            "On": "on",
            "error.invalidURL": "errorInvalidURL",
            "Evaluate JavaScript with ${content}": "evaluateJavaScriptWith$Content",
            "Update file with ${content}": "updateFileWith$Content",
            "F_A_Description": "fADescription",
            "CFBundleDisplayName": "cfbundleDisplayName",
            "CFBundleName": "cfbundleName",
            "locChildIsSleeping": "locChildIsSleeping",
        ])
        #expect(GeneratedSymbolName.namespace(forTable: "InfoPlist") == "InfoPlist")
    }

    /// WWDCNotes/WWDCNotes, Sources/WWDCNotes/WWDCNotes.docc/WWDC25/WWDC25-225-Codealong-Explore-localization-
    /// with-Xcode.md: named placeholders leave the name (`.isContainedIn(landmark:landmarkCollection:)`), and a
    /// table other than Localizable is a namespace (`Text(.Discover.landmarks)`).
    @Test func namedPlaceholdersAndTablesFromTheCodeAlong() {
        Self.expectNames([
            "%(landmark)@ is contained in %(landmarkCollection)@": "isContainedIn",
            "Landmarks": "landmarks",
        ])
        #expect(GeneratedSymbolName.namespace(forTable: "Discover") == "Discover")
        #expect(GeneratedSymbolName.namespace(forTable: "Localizable") == nil)
    }

    /// Keys Xcode refused to build together. nightscout/Trio issue #1360 quotes Xcode's error `This string key
    /// would generate the same symbol as "Allow uploads".`; isamercan's ThemeKit docs name `Adults`/`adults`,
    /// `Loading`/`Loading…` and `Total: %@`/`%@ total` as keys that broke its build.
    @Test func keysXcodeReportedAsCollidingShareAName() {
        let groups: [[String]] = [
            ["Allow uploads", "Allow Uploads"],
            ["Temp targets", "Temp Targets"],
            ["Adults", "adults"],
            ["Loading", "Loading…"],
            ["Total: %@", "%@ total"],
        ]
        for group in groups {
            let table = GeneratedSymbolName.table(forKeys: group)
            #expect(table.count == 1, "\(group)")
            #expect(table.values.first == group, "\(group)")
        }
    }

    /// The reverse table keeps one entry per name, lists colliding keys in input order, and leaves out keys
    /// without a name.
    @Test func reverseTableListsEveryKeyOfAName() {
        let table = GeneratedSymbolName.table(forKeys: [
            "common.back", "game.score %lld", "OK", "•", "%@", "Ok", "", "ok",
        ])
        #expect(table == [
            "commonBack": ["common.back"],
            "gameScore": ["game.score %lld"],
            "ok": ["OK", "Ok", "ok"],
        ])
        #expect(GeneratedSymbolName.table(forKeys: []).isEmpty)
    }

    /// MetaX reads its key `FocalLenIn35mmFilm` as `String(localized: .focalLenIn35MmFilm)`: Xcode capitalizes the
    /// letter after the digits. The reverse table holds that name too, beside the rule's; a key without a letter
    /// after digits has one name.
    @Test func aLetterAfterDigitsIsLookedUpCapitalizedToo() {
        let table = GeneratedSymbolName.table(forKeys: ["FocalLenIn35mmFilm", "2023_TRIP_NAME", "h264"])
        #expect(table == [
            "focalLenIn35mmFilm": ["FocalLenIn35mmFilm"],
            "focalLenIn35MmFilm": ["FocalLenIn35mmFilm"],
            "_2023TripName": ["2023_TRIP_NAME"],
            "h264": ["h264"],
        ])
    }

    /// Keys without a letter or digit outside their specifiers have no name.
    @Test func keysWithoutWordsHaveNoName() {
        for key in ["", " ", "•", "·", "—", "…", "%@", "%lld", "%lld%%", "%1$@ · %2$@", "“%@”", "(%@)", "⚠️", "%#@count@"] {
            #expect(GeneratedSymbolName.name(forKey: key) == nil, "key '\(key)'")
        }
    }

    /// Cases no generated file shows, named by the rule as documented (each step is backed by real files; their
    /// combination here is not): positional and width specifiers, `%%`, substitutions, an ASCII apostrophe,
    /// emoji, scripts without case, a keyword, a leading digit after a removed specifier.
    @Test func ruleAppliedToUnseenShapes() {
        Self.expectNames([
            "%1$@ of %2$@": "of",
            "%2$lld items in %1$@": "itemsIn",
            "Battery at %.1f%%": "batteryAt",
            "Battery at 50%%": "batteryAt50",
            "%#@files@ in %#@folders@": "in",
            "Don't save": "dontSave",
            " - Manual Basal ⚠️": "manualBasal",
            "设置": "设置",
            "default": "default",
            "Continue": "continue",
            "%lld 2-step codes": "_2StepCodes",
            "%5.2f km": "km",
            "50% off": "_50Off",
        ])
    }

    /// `%` directives are measured the way printf reads them, plus Xcode 26's named placeholders.
    @Test func specifierLengths() {
        let lengths: KeyValuePairs<String, Int> = [
            "@ x": 1, "lld items": 3, "1$@": 3, "(count)lld": 10, "#@files@ x": 8, "%": 1, ".2f": 3,
            "-5d": 3, "hhd": 3, "ld": 2, "zu": 2, "*d": 2, " off": 0, "": 0, "!": 0, "#@unclosed": 0, "5": 0,
        ]
        for (text, length) in lengths {
            #expect(GeneratedSymbolName.specifierLength(after: text[...]) == length, "%\(text)")
        }
    }

    /// A table name that is not an identifier: joined words with capitals (unverified in real output).
    @Test func namespacesOfOddTableNames() {
        #expect(GeneratedSymbolName.namespace(forTable: "my-strings") == "MyStrings")
        #expect(GeneratedSymbolName.namespace(forTable: "2Factor") == "_2Factor")
        #expect(GeneratedSymbolName.namespace(forTable: "…") == nil)
    }

    /// Every catalog under `../shared` (the corpus, the three apps, geteduroam's catalogs).
    static var sharedCatalogs: [URL] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
        var files: [URL] = []
        for folder in ["corpus", "apps", "xcloc"] {
            let enumerator = FileManager.default.enumerator(at: shared.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                if file.pathExtension == "xcstrings" { files.append(file) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// On every key of the real catalogs in `../shared`, a name is a Swift identifier: a letter or `_`
    /// first, then letters, digits and `$`; no name contains what the rule drops; a name is its own name.
    @Test(.enabled(if: !sharedCatalogs.isEmpty, "../shared is absent"))
    func namesOfRealKeysAreIdentifiers() throws {
        var named = 0
        for file in Self.sharedCatalogs {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            let keys = (json?["strings"] as? [String: Any])?.keys.sorted() ?? []
            for key in keys {
                guard let name = GeneratedSymbolName.name(forKey: key) else {
                    #expect(GeneratedSymbolName.words(in: key).isEmpty, "\(file.lastPathComponent): '\(key)'")
                    continue
                }
                named += 1
                let first = name.first!
                #expect(first == "_" || first.isLetter, "\(file.lastPathComponent): '\(key)' → \(name)")
                #expect(name.unicodeScalars.dropFirst().allSatisfy(GeneratedSymbolName.isWordScalar), "'\(key)' → \(name)")
                if !name.hasPrefix("_") {
                    #expect(GeneratedSymbolName.name(forKey: name) == name, "'\(key)' → \(name)")
                }
            }
        }
        #expect(named > 2_000)
    }
}
