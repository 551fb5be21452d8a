import Foundation
import L10nDiagnostics
import Testing

@testable import L10nWorkflow

/// PlutoPe's `PersonalInfoViewController.xib` and AuroraEditor's acknowledgements window: files left in the folder
/// that no Xcode project above them names are not built, and their findings go; a project's name inside a longer
/// one is no mention, a package's folder and a synchronized project build every file.
@Suite struct UnbuiltFilesTests {
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                A1 /* AdditionalPersonalInfoViewController.xib in Resources */ = {isa = PBXBuildFile; fileRef = A2 /* AdditionalPersonalInfoViewController.xib */; };
                A3 /* HomeView.swift in Sources */ = {isa = PBXBuildFile; fileRef = A4 /* HomeView.swift */; };
            };
        }
        """

    func finding(_ file: String) -> Diagnostic {
        Diagnostic(
            location: SourceLocation(file: file, line: 1, column: 1), severity: .error, ruleID: "hardcoded-string",
            message: "hardcoded user-facing string")
    }

    @Test func filesNoProjectNamesAreNotBuilt() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.project, "App.xcodeproj/project.pbxproj")
        let files = [
            "App/Home/HomeView.swift", "App/Cards/AdditionalPersonalInfoViewController.xib",
            "App/Cards/PersonalInfoViewController.xib", "App/Old/AcknowledgementsView.swift",
            "App/Strings/en.lproj/Localizable.strings",
        ]
        for file in files { _ = try folder.write("", file) }
        let kept = UnbuiltFiles.filtered(files.map(finding), currentDirectory: folder.path).map(\.location.file)
        #expect(kept == [
            "App/Home/HomeView.swift", "App/Cards/AdditionalPersonalInfoViewController.xib",
            "App/Strings/en.lproj/Localizable.strings",
        ])
    }

    @Test func packagesAndSynchronizedProjectsBuildEveryFile() throws {
        let folder = try CheckRunTests.Folder()
        // kaset: a UI-test project beside the app's Package.swift.
        _ = try folder.write(Self.project, "Kaset/KasetUITests.xcodeproj/project.pbxproj")
        _ = try folder.write("// swift-tools-version:5.9\n", "Kaset/Package.swift")
        _ = try folder.write("", "Kaset/Sources/Kaset/PlayerView.swift")
        _ = try folder.write(
            Self.project.replacingOccurrences(of: "objects = {", with: "objects = {\n A9 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; };"),
            "Modern/Modern.xcodeproj/project.pbxproj")
        _ = try folder.write("", "Modern/App/SettingsView.swift")
        _ = try folder.write("", "Loose/NoProjectView.swift")
        let files = ["Kaset/Sources/Kaset/PlayerView.swift", "Modern/App/SettingsView.swift", "Loose/NoProjectView.swift"]
        let kept = UnbuiltFiles.filtered(files.map(finding), currentDirectory: folder.path).map(\.location.file)
        #expect(kept == files)
    }

    /// Mastodon: the project shows the local package `Localization/StringsConvertor` (a `wrapper` reference) and
    /// builds `MastodonIntent/de.lproj/Intents.stringsdict`; the Crowdin download the converter reads,
    /// `StringsConvertor/input/de.lproj/Intents.stringsdict`, is in neither the package's targets nor the project.
    @Test func aPackageBuildsItsTargetFoldersOnly() throws {
        let folder = try CheckRunTests.Folder()
        let project = #"""
            // !$*UTF8*$!
            {
            	objects = {
            		B1 /* Intents.stringsdict in Resources */ = {isa = PBXBuildFile; fileRef = F1 /* Intents.stringsdict */; };
            		F1 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.stringsdict; name = de; path = de.lproj/Intents.stringsdict; sourceTree = "<group>"; };
            		F2 /* StringsConvertor */ = {isa = PBXFileReference; lastKnownFileType = wrapper; path = StringsConvertor; sourceTree = "<group>"; };
            		F3 /* Intent.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Intent.swift; sourceTree = "<group>"; };
            		G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
            		G1 /* MastodonIntent */ = {isa = PBXGroup; children = (F1, F3); path = MastodonIntent; sourceTree = "<group>"; };
            		G2 /* Localization */ = {isa = PBXGroup; children = (F2); path = Localization; sourceTree = "<group>"; };
            		P1 = {isa = PBXProject; mainGroup = G0; };
            	};
            	rootObject = P1;
            }
            """#
        _ = try folder.write(project, "Mastodon.xcodeproj/project.pbxproj")
        _ = try folder.write("// swift-tools-version:5.2\nlet package = Package(name: \"StringsConvertor\")\n", "Localization/StringsConvertor/Package.swift")
        let files = [
            "MastodonIntent/de.lproj/Intents.stringsdict", "Localization/StringsConvertor/Sources/StringsConvertor/main.swift",
            "Localization/StringsConvertor/input/de.lproj/Intents.stringsdict",
        ]
        for file in files { _ = try folder.write("", file) }
        let kept = UnbuiltFiles.filtered(files.map(finding), currentDirectory: folder.path).map(\.location.file)
        #expect(kept == Array(files.prefix(2)))
    }
}

/// facesofnaija's `News_Feed` copies of the controllers its project builds from `WoWonderiOS`, Skin's English
/// `ar.lproj/Localizable.strings` beside the `sourcecode/ar.lproj` one it builds: a project's file references are
/// placed by their groups' paths, and a file of a listed name elsewhere is not built.
@Suite struct ProjectPathsTests {
    /// A project as Xcode writes it: a group with a `path` (`Shop`) holding one without (`Views`, by `name`), a
    /// file placed from the project's folder (`SOURCE_ROOT`), variant groups for `Localizable.strings` and
    /// `Main.storyboard`, a folder reference, a `Settings.bundle`, a product in `BUILT_PRODUCTS_DIR`, a reference to
    /// a file gone from the disk, and one in another source tree.
    static let project = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {

        /* Begin PBXBuildFile section */
        		B1 /* HomeViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* HomeViewController.swift */; };
        		B2 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Localizable.strings */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        		F1 /* HomeViewController.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = HomeViewController.swift; sourceTree = "<group>"; };
        		F2 /* CartView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = CartView.swift; sourceTree = "<group>"; };
        		F3 /* R.generated.swift */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = sourcecode.swift; path = Generated/R.generated.swift; sourceTree = SOURCE_ROOT; };
        		F4 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        		F5 /* ar */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = ar; path = ar.lproj/Localizable.strings; sourceTree = "<group>"; };
        		F6 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        		F7 /* ar */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = ar; path = ar.lproj/Main.strings; sourceTree = "<group>"; };
        		F8 /* Help */ = {isa = PBXFileReference; lastKnownFileType = folder; name = Help; path = Resources/Help; sourceTree = "<group>"; };
        		F9 /* Settings.bundle */ = {isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; path = Settings.bundle; sourceTree = "<group>"; };
        		FA /* Shop.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		FB /* OrderCell.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = "Order Cells/OrderCell.xib"; sourceTree = "<group>"; };
        		FC /* Theme.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Theme.swift; sourceTree = THEME_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        		G0 = {
        			isa = PBXGroup;
        			children = (
        				G1 /* Shop */,
        				F3 /* R.generated.swift */,
        				GP /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		G1 /* Shop */ = {
        			isa = PBXGroup;
        			children = (
        				G2 /* Views */,
        				G3 /* Home */,
        				V1 /* Localizable.strings */,
        				V2 /* Main.storyboard */,
        				F8 /* Help */,
        				F9 /* Settings.bundle */,
        				FB /* OrderCell.xib */,
        				FC /* Theme.swift */,
        			);
        			path = Shop;
        			sourceTree = "<group>";
        		};
        		G2 /* Views */ = {
        			isa = PBXGroup;
        			children = (
        				F2 /* CartView.swift */,
        			);
        			name = Views;
        			sourceTree = "<group>";
        		};
        		G3 /* Home */ = {
        			isa = PBXGroup;
        			children = (
        				F1 /* HomeViewController.swift */,
        			);
        			path = "Scenes/Home";
        			sourceTree = "<group>";
        		};
        		GP /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				FA /* Shop.app */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXProject section */
        		P0 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = C0 /* Build configuration list for PBXProject "Shop" */;
        			developmentRegion = en;
        			knownRegions = (
        				en,
        				Base,
        				ar,
        			);
        			mainGroup = G0;
        			productRefGroup = GP /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXVariantGroup section */
        		V1 /* Localizable.strings */ = {
        			isa = PBXVariantGroup;
        			children = (
        				F4 /* en */,
        				F5 /* ar */,
        			);
        			name = Localizable.strings;
        			sourceTree = "<group>";
        		};
        		V2 /* Main.storyboard */ = {
        			isa = PBXVariantGroup;
        			children = (
        				F6 /* Base */,
        				F7 /* ar */,
        			);
        			name = Main.storyboard;
        			sourceTree = "<group>";
        		};
        /* End PBXVariantGroup section */
        	};
        	rootObject = P0 /* Project object */;
        }
        """#

    /// The files the project builds, and the stale copies and strays beside them.
    static let built = [
        "Shop/Scenes/Home/HomeViewController.swift", "Shop/CartView.swift", "Generated/R.generated.swift",
        "Shop/en.lproj/Localizable.strings", "Shop/ar.lproj/Localizable.strings", "Shop/Base.lproj/Main.storyboard",
        "Shop/ar.lproj/Main.strings", "Shop/Resources/Help/de.lproj/Help.strings", "Shop/Settings.bundle/en.lproj/Root.strings",
        "Shop/Order Cells/OrderCell.xib",
    ]
    static let unbuilt = [
        // A stale copy of a controller in another folder (facesofnaija's News_Feed).
        "News_Feed/Controller/HomeViewController.swift",
        // Beside the group the project builds `CartView.swift` from (a `name`-only group is its parent's folder).
        "Shop/Views/CartView.swift",
        // Placed from the project's folder, not the group's.
        "Shop/Generated/R.generated.swift",
        // A stray English copy of the Arabic table at the top (Skin's), and one of the storyboard.
        "ar.lproj/Localizable.strings", "Shop/Old/Base.lproj/Main.storyboard", "Shop/fr.lproj/Localizable.strings",
        "Shop/Resources/Help.stringsdict",
    ]

    func finding(_ file: String) -> Diagnostic {
        Diagnostic(
            location: SourceLocation(file: file, line: 1, column: 1), severity: .warning, ruleID: "untranslated-copy",
            message: "translation is a copy of the source")
    }

    func folder(project: String = Self.project, files: [String]) throws -> CheckRunTests.Folder {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(project, "Shop.xcodeproj/project.pbxproj")
        for file in files { _ = try folder.write("", file) }
        return folder
    }

    @Test func readsTheOldStylePropertyList() throws {
        let text = #"// !$*UTF8*$!"# + "\n" + #"{ a = ( "b c", d/e.swift, ); /* note */ f = { g = "say \"hi\"\n"; h = "caf\U00e9"; }; i = <0fbd>; }"#
        let list = try #require(ProjectPropertyList.parse(Array(text.utf8)))
        #expect(list == .dictionary([
            "a": .array([.string("b c"), .string("d/e.swift")]),
            "f": .dictionary(["g": .string("say \"hi\"\n"), "h": .string("café")]), "i": .string("<0fbd>"),
        ]))
        #expect(ProjectPropertyList.parse(Array("{ a = b; ".utf8)) == nil)
        #expect(ProjectPropertyList.parse(Array(#"{"a": "b"}"#.utf8)) == nil)
    }

    @Test func placesEachFileReferenceByItsGroups() throws {
        let folder = try folder(files: Self.built)
        let list = try #require(ProjectPropertyList.parse(Array(Self.project.utf8)))
        let paths = try #require(ProjectPaths(list, in: folder.path))
        let expected = [
            "Shop/Scenes/Home/HomeViewController.swift", "Shop/CartView.swift", "Generated/R.generated.swift",
            "Shop/en.lproj/Localizable.strings", "Shop/ar.lproj/Localizable.strings", "Shop/Base.lproj/Main.storyboard",
            "Shop/ar.lproj/Main.strings", "Shop/Resources/Help", "Shop/Settings.bundle", "Shop/Order Cells/OrderCell.xib",
        ].map { ProjectPaths.key(folder.path + "/" + $0) }
        #expect(paths.paths == Set(expected))
        // The product and the reference in a tree of its own are known by name alone.
        #expect(paths.unplacedNames == ["shop.app", "theme.swift"])
        #expect(paths.kinds.isSuperset(of: ["swift", "strings", "storyboard", "xib"]))
        #expect(!paths.kinds.contains("stringsdict"))
        for file in Self.built { #expect(paths.lists(folder.path + "/" + file), "\(file)") }
        for file in Self.unbuilt { #expect(!paths.lists(folder.path + "/" + file), "\(file)") }
        // Case and `..` as the Mac's disk takes them.
        #expect(paths.lists(folder.path + "/Shop/Views/../CARTVIEW.swift"))
        #expect(ProjectPaths.joined("/repo/App", "../Shared/./L.strings") == "/repo/Shared/L.strings")
    }

    /// dashwallet: a project that lists its files group by group and synchronizes two folders (Xcode 16's
    /// `PBXFileSystemSynchronizedRootGroup`) builds every file in those folders, and still not the `fil.lproj` and
    /// `zh.lproj` tables Transifex left beside the ones it lists.
    @Test func synchronizedFoldersBesideListedGroupsBuildTheirFilesAlone() throws {
        let project = Self.project
            .replacingOccurrences(of: "\t\t\t\tFC /* Theme.swift */,\n", with: "\t\t\t\tFC /* Theme.swift */,\n\t\t\t\tS1 /* ScrollViews */,\n")
            .replacingOccurrences(
                of: "/* Begin PBXGroup section */",
                with: "/* Begin PBXFileSystemSynchronizedRootGroup section */\n\t\tS1 /* ScrollViews */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (); explicitFileTypes = {}; explicitFolders = (); path = \"Shared/ScrollViews\"; sourceTree = \"<group>\"; };\n/* End PBXFileSystemSynchronizedRootGroup section */\n\n/* Begin PBXGroup section */")
        #expect(project.contains("S1 /* ScrollViews */,"))
        let synchronized = ["Shop/Shared/ScrollViews/PagingView.swift", "Shop/Shared/ScrollViews/Deep/Inner.swift"]
        let strays = ["Shop/fil.lproj/Localizable.strings", "Shop/Shared/OtherView.swift"]
        let folder = try folder(project: project, files: Self.built + synchronized + strays)
        let files = Self.built + synchronized + strays
        let kept = UnbuiltFiles.filtered(files.map(finding), currentDirectory: folder.path).map(\.location.file)
        #expect(kept == Self.built + synchronized)
    }

    /// Beat: an unused key is the key's in every copy of the table, so its finding in a copy the project does not
    /// build (`fr.lproj`) stands for the copies it builds (`en`, `ar`); a translation's finding there goes.
    @Test func anUnusedKeyInAnUnbuiltCopyStandsForTheBuiltOnes() throws {
        let folder = try folder(files: Self.built + Self.unbuilt)
        let unused = Diagnostic(
            location: SourceLocation(file: "Shop/fr.lproj/Localizable.strings", line: 3, column: 1), severity: .warning,
            ruleID: "unused-key", message: "key 'old.title' is not used in any scanned Swift source")
        let copy = finding("Shop/fr.lproj/Localizable.strings")
        let stray = Diagnostic(
            location: SourceLocation(file: "ar.lproj/Localizable.strings", line: 3, column: 1), severity: .warning,
            ruleID: "unused-key", message: "key 'old.title' is not used in any scanned Swift source")
        let kept = UnbuiltFiles.filtered([unused, copy, stray], currentDirectory: folder.path)
        // The top-level `ar.lproj` has no copy beside it that the project builds.
        #expect(kept == [unused])
    }

    @Test func findingsInFilesTheProjectDoesNotBuildGo() throws {
        let elsewhere = ["Shop/Other/Theme.swift", "Shop/Legacy.stringsdict", "Shop/Help.xcstrings"]
        let folder = try folder(files: Self.built + Self.unbuilt + elsewhere)
        let files = Self.built + Self.unbuilt + elsewhere
        let kept = UnbuiltFiles.filtered(files.map(finding), currentDirectory: folder.path).map(\.location.file)
        // A `.stringsdict` or `.xcstrings` the project lists none of says nothing; `Theme.swift` is known by name.
        #expect(kept == Self.built + ["Shop/Resources/Help.stringsdict"] + elsewhere)
    }

    @Test func aReferenceToAMissingFileKeepsFilesOfItsName() throws {
        // The project's `Scenes/Home` is gone from the disk: where its controller went is unknown.
        let folder = try folder(files: ["News_Feed/Controller/HomeViewController.swift", "ar.lproj/Localizable.strings"])
        let files = ["News_Feed/Controller/HomeViewController.swift", "ar.lproj/Localizable.strings"]
        let kept = UnbuiltFiles.filtered(files.map(finding), currentDirectory: folder.path).map(\.location.file)
        #expect(kept == files)
    }

    @Test func theXMLFormIsPlacedToo() throws {
        // facesofnaija's project, converted to XML: the same objects.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>objects</key>
            	<dict>
            		<key>F1</key>
            		<dict>
            			<key>isa</key><string>PBXFileReference</string>
            			<key>path</key><string>ViewController.swift</string>
            			<key>sourceTree</key><string>&lt;group&gt;</string>
            		</dict>
            		<key>G0</key>
            		<dict>
            			<key>isa</key><string>PBXGroup</string>
            			<key>children</key><array><string>G1</string></array>
            			<key>sourceTree</key><string>&lt;group&gt;</string>
            		</dict>
            		<key>G1</key>
            		<dict>
            			<key>isa</key><string>PBXGroup</string>
            			<key>children</key><array><string>F1</string></array>
            			<key>path</key><string>WoWonderiOS/Controllers</string>
            			<key>sourceTree</key><string>&lt;group&gt;</string>
            		</dict>
            		<key>P0</key>
            		<dict>
            			<key>isa</key><string>PBXProject</string>
            			<key>mainGroup</key><string>G0</string>
            			<key>projectDirPath</key><string></string>
            		</dict>
            	</dict>
            	<key>rootObject</key>
            	<string>P0</string>
            </dict>
            </plist>
            """
        let files = ["WoWonderiOS/Controllers/ViewController.swift", "News_Feed/ViewController.swift"]
        let folder = try folder(project: xml, files: files)
        let kept = UnbuiltFiles.filtered(files.map(finding), currentDirectory: folder.path).map(\.location.file)
        #expect(kept == ["WoWonderiOS/Controllers/ViewController.swift"])
    }

    @Test func aProjectWhosePathsCannotBePlacedKeepsEveryTable() throws {
        // No main group: names alone tell, and a stray table shares its name with the one built.
        let project = Self.project.replacingOccurrences(of: "mainGroup = G0;", with: "")
        let files = ["News_Feed/Controller/HomeViewController.swift", "ar.lproj/Localizable.strings", "Shop/Old/Gone.swift"]
        let folder = try folder(project: project, files: files)
        let kept = UnbuiltFiles.filtered(files.map(finding), currentDirectory: folder.path).map(\.location.file)
        #expect(kept == ["News_Feed/Controller/HomeViewController.swift", "ar.lproj/Localizable.strings"])
    }

    @Test func aFileAnyProjectAboveBuildsIsBuilt() throws {
        // A second project at the top builds the tables of `Shop/Legacy` (Windscribe's root project beside its app's).
        let root = Self.project.replacingOccurrences(of: "path = Shop;", with: "path = Shop/Legacy;")
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.project, "Shop/Shop.xcodeproj/project.pbxproj")
        _ = try folder.write(root, "Root.xcodeproj/project.pbxproj")
        let files = [
            "Shop/Shop/ar.lproj/Localizable.strings", "Shop/Legacy/ar.lproj/Localizable.strings",
            "Shop/fr.lproj/Localizable.strings", "Shop/Legacy/fr.lproj/Localizable.strings",
        ]
        for file in files + ["Shop/Shop/en.lproj/Localizable.strings", "Shop/Legacy/en.lproj/Localizable.strings"] {
            _ = try folder.write("", file)
        }
        let kept = UnbuiltFiles.filtered(files.map(finding), currentDirectory: folder.path).map(\.location.file)
        #expect(kept == ["Shop/Shop/ar.lproj/Localizable.strings", "Shop/Legacy/ar.lproj/Localizable.strings"])
    }

    @Test func aStrayTableShowsNothingAndItsTableIsReportedAtTheBuiltOne() throws {
        // Skin: the project builds `sourcecode/{en,ar}.lproj/Localizable.strings`; a top-level `ar.lproj` holds an
        // English copy with one key more (the file with most keys, where a finding about the table stood).
        let keys = (1...30).map { "key\($0)" }
        func table(_ keys: [String], _ text: (String) -> String) -> String {
            keys.map { "\"\($0)\" = \"\(text($0))\";" }.joined(separator: "\n") + "\n"
        }
        let project = Self.project
            .replacingOccurrences(of: "path = Shop;", with: "path = sourcecode;")
            .replacingOccurrences(of: "G2 /* Views */,", with: "")
            .replacingOccurrences(of: "G3 /* Home */,", with: "")
        let folder = try folder(project: project, files: [])
        _ = try folder.write(table(keys) { "Hello \($0)" }, "sourcecode/en.lproj/Localizable.strings")
        _ = try folder.write(table(keys) { "مرحبا \($0)" }, "sourcecode/ar.lproj/Localizable.strings")
        _ = try folder.write(table(keys + ["key31"]) { "Hello \($0)" }, "ar.lproj/Localizable.strings")
        _ = try folder.write(
            "import UIKit\nlet title = NSLocalizedString(\"key1\", comment: \"\")\n", "sourcecode/App/Home.swift")
        let outcome = CheckRun.run(CheckRequest(paths: [folder.path], currentDirectory: folder.path))
        let files = outcome.diagnostics.map { $0.location.file.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(!files.contains("ar.lproj/Localizable.strings"), "\(outcome.diagnostics)")
        let unused = outcome.diagnostics.filter { $0.ruleID == "unused-key" && $0.key == nil }
        #expect(unused.count == 1, "\(outcome.diagnostics)")
        #expect(unused.first?.location.file.hasPrefix(folder.path + "/sourcecode/") == true, "\(unused)")
        #expect(unused.first?.message.hasPrefix("30 of the 31 keys of table 'Localizable'") == true, "\(unused)")
    }
}
