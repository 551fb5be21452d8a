import Foundation
import L10nFiles

/// What the apps' bundles say about the project, read from the `Info.plist` files and `.xcodeproj` folders in the
/// project's folder and three folders below it:
/// - the folders of agent apps (`LSUIElement` true in their `Info.plist`): an app with no Dock icon and no menu bar
///   of its own, whose main menu built in code never shows (it is there for key equivalents like ⌘C); the lint
///   does not report the text of such a main menu (``L10nSourceRules/LintOptions/agentAppFolders``);
/// - the folders of the build targets (each folder that holds an `Info.plist`, `*-Info.plist` or `Info-*.plist`: the
///   app's, an extension's, a watch app's), whose `hardcoded-string` findings are one when the target is left in
///   English as a whole (``L10nSourceRules/LintOptions/targetFolders``, ``TargetsLeftInEnglish``);
/// - the project's name (an `.xcodeproj`'s) and the app's names (`CFBundleDisplayName`, `CFBundleName` of an
///   `Info.plist` that is no extension's and no watch app's: Muun's `falcon` project shows "Muun"): the app's brand,
///   not prose (``L10nSourceRules/LintOptions/productNames``); an extension's bundle names are not taken (`Share`,
///   `Widget` are common words), nor a build setting (`$(PRODUCT_NAME)`).
///
///     AppBundles(under: "/src/AltTab").agentFolders   // ["/src/AltTab"] when /src/AltTab/Info.plist sets LSUIElement
struct AppBundles {
    private(set) var agentFolders: [String] = []
    /// The folders of network extensions (``L10nSourceRules/LintOptions/screenlessExtensionFolders``).
    private(set) var screenlessExtensionFolders: [String] = []
    private(set) var targetFolders: [String] = []
    private(set) var productNames: [String] = []
    /// The privacy usage descriptions the `Info.plist` files and projects declare (``L10nSourceRules/LintOptions/usageDescriptionKeys``).
    private(set) var usageDescriptionKeys: Set<String> = []
    /// Whether an `Info.plist` or a project was read: without one, which usage descriptions an app declares is unknown.
    private var readInfoSources = false
    /// Whether a project names a property list by a build setting this search cannot resolve (`$(TARGET_NAME)`).
    private var namesUnresolvedPlist = false
    /// Whether ``usageDescriptionKeys`` is every usage description the apps declare: some `Info.plist` or project was
    /// read, every property list a project names was found, and the search read every folder it meant to.
    var knowsUsageDescriptions: Bool { readInfoSources && !namesUnresolvedPlist && foldersRead < Self.folderBudget }
    /// The languages the `.xcodeproj` files read localize the app in (their `knownRegions`, `Base` left out).
    private(set) var knownRegions: Set<String> = []
    /// The lowest deployment target per platform over every `.xcodeproj` read (``L10nSourceRules/LintOptions/deploymentTargets``).
    private(set) var deploymentTargets: [String: [Int]] = [:]
    /// The classes the projects' build settings name for the system to make (``principalClasses(inProject:)``).
    private(set) var principalClasses: Set<String> = []

    init(under root: String) {
        search(root, depth: 0)
    }

    /// Folders no app's own `Info.plist` is in: vendored code, dependencies, build output, bundles.
    private static let skipped: Set<String> = [
        ".build", ".git", "Pods", "Carthage", "vendor", "Vendor", "node_modules", "DerivedData", "SourcePackages",
        "build", "Tests",
    ]
    /// Folders an `Info.plist` sits in beside, not above, the app's code: the app is the folder above.
    private static let supportFolders: Set<String> = ["Supporting Files", "Resources", "Support", "Config", "Configs", "Info"]

    /// Folders read at most: a bounded walk, whatever folder the check runs in.
    private static let folderBudget = 2_000
    private var foldersRead = 0

    private static let infoPlist = Array("Info.plist".utf8)
    /// `Watch-Info.plist`, `Info-iOS.plist`: the tail a target's property list may end in (checked as a name after).
    private static let infoPlistTail = Array(".plist".utf8)
    private static let xcodeproj = Array(".xcodeproj".utf8)
    private static let packageManifest = Array("Package.swift".utf8)
    private static let tuistManifest = Array("Project.swift".utf8)

    /// Reads the entries of `folder` as `readdir` lists them: only `Info.plist`, `.xcodeproj` bundles and folders
    /// (without a dot: not bundles, not hidden) become `String`s, so a folder of thousands of Swift files costs
    /// little; links are not followed.
    private mutating func search(_ folder: String, depth: Int) {
        guard foldersRead < Self.folderBudget else { return }
        let entries = DirectoryListing.entries(of: folder) { name, type in
            if name.isEqual(to: Self.infoPlist) || name.hasSuffix(Self.infoPlistTail) || name.hasSuffix(Self.xcodeproj)
                || name.isEqual(to: Self.packageManifest) || name.isEqual(to: Self.tuistManifest)
            {
                return true
            }
            guard depth < 3, type == .folder || type == .unknown else { return false }
            return !name.bytes.contains(UInt8(ascii: "."))
        }
        guard let entries else { return }
        foldersRead += 1
        let skipped = Self.skipped
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            let path = folder + "/" + entry.name
            if Self.isInfoPlist(entry.name) {
                let target = Self.targetFolder(of: folder)
                if targetFolders.last != target { targetFolders.append(target) }
                if entry.name == "Info.plist" { read(plist: path, in: folder) } else { readUsageDescriptions(plist: path) }
                continue
            }
            if entry.name.hasSuffix(".plist") { continue }
            if entry.name == "Package.swift" {
                readPackage(path)
                continue
            }
            if entry.name == "Project.swift" {
                readTuistProject(path)
                continue
            }
            if entry.name.hasSuffix(".xcodeproj") {
                if !entry.name.hasPrefix("Pods") {
                    productNames.append(String(entry.name.dropLast(".xcodeproj".count)))
                    readProject(path + "/project.pbxproj", in: folder)
                }
                continue
            }
            guard !skipped.contains(entry.name) else { continue }
            if entry.type == .unknown {
                guard (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory
                else { continue }
            }
            search(path, depth: depth + 1)
        }
    }

    /// The usage descriptions a project's build settings put in a generated `Info.plist`
    /// (`INFOPLIST_KEY_NSCameraUsageDescription = "…";`).
    ///
    ///     AppBundles.declaredUsageDescriptions(inProject: "INFOPLIST_KEY_NSCameraUsageDescription = \"Scan\";")   // ["NSCameraUsageDescription"]
    static func declaredUsageDescriptions(inProject text: String) -> Set<String> {
        var found: Set<String> = []
        var search = text.startIndex
        while let range = text.range(of: "INFOPLIST_KEY_", range: search..<text.endIndex) {
            let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if name.hasSuffix("UsageDescription") { found.insert(String(name)) }
            search = range.upperBound
        }
        return found
    }

    /// The `INFOPLIST_FILE` paths of a project's build settings, relative to its folder (`$(SRCROOT)/` dropped), and
    /// whether one holds another build setting or is absolute (then which it names is not known here).
    static func infoPlistFiles(inProject text: String) -> (paths: Set<String>, unresolved: Bool) {
        var found: Set<String> = []
        var unresolved = false
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("INFOPLIST_FILE = ") else { continue }
            var value = trimmed.dropFirst("INFOPLIST_FILE = ".count).trimmingCharacters(in: CharacterSet(charactersIn: " ;\""))
            if value.hasPrefix("$(SRCROOT)/") { value = String(value.dropFirst("$(SRCROOT)/".count)) }
            guard !value.isEmpty else { continue }
            guard !value.contains("$("), !value.hasPrefix("/") else {
                unresolved = true
                continue
            }
            found.insert(value)
        }
        return (found, unresolved)
    }

    /// A package's executables: an app a script bundles from a Swift package (getup's `.executableTarget(name:
    /// "getup")`, shown as 'Getup') is named as its executable is, and so is a command-line tool.
    private mutating func readPackage(_ path: String) {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return }
        for name in Self.executableNames(inManifest: text) where !productNames.contains(name) { productNames.append(name) }
    }

    /// A Tuist manifest (`Project.swift`, `import ProjectDescription`): the deployment targets its targets declare,
    /// for a project whose Xcode project is generated and not committed (wherewego, ios-authenticator).
    private mutating func readTuistProject(_ path: String) {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
            text.contains("ProjectDescription")
        else { return }
        lowerDeploymentTargets(to: Self.deploymentTargets(inTuistManifest: text))
    }

    /// Keeps the lowest deployment target of each platform, of those known and `found`.
    private mutating func lowerDeploymentTargets(to found: [String: [Int]]) {
        for (platform, version) in found {
            if let known = deploymentTargets[platform], !known.lexicographicallyPrecedes(version) { deploymentTargets[platform] = version }
            else if deploymentTargets[platform] == nil { deploymentTargets[platform] = version }
        }
    }

    /// The lowest deployment target of each platform a Tuist manifest names: `deploymentTargets: .iOS("18.0")`,
    /// `.multiplatform(iOS: "17.0", macOS: "14.0")`, and the older `deploymentTarget: .iOS(targetVersion: "15.0",
    /// devices: [.iphone])`.
    ///
    ///     AppBundles.deploymentTargets(inTuistManifest: #"deploymentTargets: .iOS("18.0"),"#)   // ["iOS": [18, 0]]
    static func deploymentTargets(inTuistManifest text: String) -> [String: [Int]] {
        let platforms = "iOS|macOS|tvOS|watchOS|visionOS"
        let patterns = [
            #"\.("# + platforms + #")\(\s*(?:targetVersion:\s*)?"([0-9.]+)""#,
            #"\b("# + platforms + #"):\s*"([0-9.]+)""#,
        ]
        var found: [String: [Int]] = [:]
        for pattern in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let platform = Range(match.range(at: 1), in: text), let version = Range(match.range(at: 2), in: text)
                else { continue }
                let numbers = text[version].split(separator: ".").compactMap { Int($0) }
                guard !numbers.isEmpty else { continue }
                let name = String(text[platform])
                if let known = found[name], !numbers.lexicographicallyPrecedes(known) { continue }
                found[name] = numbers
            }
        }
        return found
    }

    /// The names of a package manifest's executable targets and products (`.executableTarget(name: "getup"`,
    /// `.executable(name: "Mint"`), but for names every package could give (`Demo`, `Example`, `CLI`) and names of
    /// fewer than four letters.
    ///
    ///     AppBundles.executableNames(inManifest: #".executableTarget(name: "getup", path: "Sources/getup")"#)   // ["getup"]
    static func executableNames(inManifest text: String) -> [String] {
        // Every match holds `.executable`, byte for byte: a manifest without it (a library's) is not searched.
        guard text.utf8.firstRange(of: ".executable".utf8) != nil else { return [] }
        var names: [String] = []
        var search = text.startIndex
        while let found = text.range(of: #"\.executable(Target)?\(\s*name:\s*"[^"\n]+""#, options: .regularExpression, range: search..<text.endIndex) {
            search = found.upperBound
            let call = text[found]
            guard let open = call.firstIndex(of: "\"") else { continue }
            let name = String(call[call.index(after: open)..<call.index(before: call.endIndex)])
            let folded = name.lowercased().filter { $0.isLetter || $0.isNumber }
            guard folded.count >= 4, !Self.genericExecutableNames.contains(folded), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// Executable names that say what a target is, not whose it is.
    private static let genericExecutableNames: Set<String> = [
        "demo", "demoapp", "example", "examples", "exampleapp", "sample", "sampleapp", "tool", "tools", "main", "runner",
        "server", "client", "benchmark", "benchmarks", "generator", "playground", "test", "tests", "app", "application",
        "cli", "command", "script", "scripts", "build", "plugin", "macro", "macros", "executable",
    ]

    /// The build settings of an `.xcodeproj` in `folder`: the deployment targets (`MACOSX_DEPLOYMENT_TARGET =
    /// 12.0;`), the lowest of each platform; its `knownRegions`; and the agent apps its settings make
    /// (``agentFolders(inProject:folder:)``).
    private mutating func readProject(_ path: String, in folder: String) {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else { return }
        let project = FoundationSearch(text)
        readInfoSources = true
        usageDescriptionKeys.formUnion(Self.declaredUsageDescriptions(inProject: text))
        // The property lists the targets name, wherever they are (below the folders this search reads, too).
        let named = Self.infoPlistFiles(inProject: text)
        if named.unresolved { namesUnresolvedPlist = true }
        for plist in named.paths {
            if FileManager.default.fileExists(atPath: folder + "/" + plist) {
                readUsageDescriptions(plist: folder + "/" + plist)
            } else {
                namesUnresolvedPlist = true
            }
        }
        for agent in Self.agentFolders(inProject: project, folder: folder) where !agentFolders.contains(agent) {
            agentFolders.append(agent)
        }
        knownRegions.formUnion(Self.knownRegions(inProject: project))
        for name in Self.displayNames(inProject: project) where !productNames.contains(name) { productNames.append(name) }
        principalClasses.formUnion(Self.principalClasses(inProject: project))
        lowerDeploymentTargets(to: Self.deploymentTargets(inProject: project.text))
    }

    /// The build configurations of a `project.pbxproj`, each as its settings in order: every `NAME = value;` line of a
    /// `buildSettings = { … }` block, the value without spaces, `;` and quotes around it. The one reading of a
    /// project's settings ``deploymentTargets(inProject:)``, ``agentFolders(inProject:folder:)`` and
    /// ``displayNames(inProject:)`` share.
    ///
    ///     AppBundles.buildSettings(inProject: "buildSettings = {\n PRODUCT_NAME = \"$(TARGET_NAME)\";\n };")
    ///     // [[(name: "PRODUCT_NAME", value: "$(TARGET_NAME)")]]
    static func buildSettings(inProject text: String) -> [[(name: String, value: String)]] {
        let trimmed = CharacterSet(charactersIn: " \t;\"")
        return text.components(separatedBy: "buildSettings = {").dropFirst().map { block in
            block.prefix { $0 != "}" }.split(separator: "\n").compactMap { line in
                let parts = line.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                return (parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: trimmed))
            }
        }
    }

    /// The lowest deployment target of each platform a `project.pbxproj` builds for. A target's configuration (one
    /// that names its product, `PRODUCT_NAME`) overrides the project's own: the project's value counts only where
    /// some target's configuration sets no deployment target of its own, and so inherits it (TiTi's project still
    /// says iOS 13.5, while its app and widget need 17.0 and 16.2: an `if #available(iOS 14.0, *)` always holds).
    ///
    ///     AppBundles.deploymentTargets(inProject: """
    ///         buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 13.5; };
    ///         buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; PRODUCT_NAME = "$(TARGET_NAME)"; };
    ///         """)   // ["iOS": [17, 0]]
    static func deploymentTargets(inProject text: String) -> [String: [Int]] {
        let settings = [
            "MACOSX_DEPLOYMENT_TARGET": "macOS", "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "TVOS_DEPLOYMENT_TARGET": "tvOS",
            "WATCHOS_DEPLOYMENT_TARGET": "watchOS", "XROS_DEPLOYMENT_TARGET": "visionOS",
        ]
        var targets: [String: [Int]] = [:]
        var projects: [String: [Int]] = [:]
        var targetInherits = false
        func lower(_ version: [Int], for platform: String, in found: inout [String: [Int]]) {
            if let known = found[platform], !version.lexicographicallyPrecedes(known) { return }
            found[platform] = version
        }
        // The platform a configuration's SDK builds for: another platform's deployment target there is a setting
        // nothing reads (TimePiece's project configuration says `SDKROOT = iphoneos` beside `MACOSX_DEPLOYMENT_TARGET
        // = 11.0`, and no target builds for macOS), unless a target's own SDK is that platform (and it inherits the
        // project's value). `auto` (a multiplatform target) and a list of platforms keep all.
        let sdks = ["iphoneos": "iOS", "macosx": "macOS", "appletvos": "tvOS", "watchos": "watchOS", "xros": "visionOS"]
        var read: [(versions: [(String, [Int])], isTarget: Bool, sdk: String?)] = []
        var targetSDKs: Set<String> = []
        for configuration in buildSettings(inProject: text) {
            var versions: [(String, [Int])] = []
            var isTarget = false
            var isTests = false
            var sdk: String?
            var listsPlatforms = false
            for (name, value) in configuration {
                if name == "SDKROOT" { sdk = sdks[value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))] }
                if name == "SUPPORTED_PLATFORMS" || name == "SUPPORTS_MACCATALYST" { listsPlatforms = true }
                if name == "PRODUCT_NAME" { isTarget = true }
                // A test bundle's code is no user's: what it inherits is no target of the app's.
                if name == "TEST_HOST" || name == "BUNDLE_LOADER" || name == "TEST_TARGET_NAME" { isTests = true }
                guard let platform = settings[name] else { continue }
                let version = value.split(separator: ".").compactMap { Int($0) }
                guard !version.isEmpty, version.count == value.split(separator: ".").count else { continue }
                versions.append((platform, version))
            }
            if listsPlatforms { sdk = nil }
            if isTarget, !isTests, let sdk { targetSDKs.insert(sdk) }
            read.append((versions, isTarget, sdk))
            // A target that sets no deployment target for its own platform inherits the project's.
            if isTarget, !isTests, !versions.contains(where: { sdk == nil || $0.0 == sdk }) { targetInherits = true }
        }
        for configuration in read {
            for (platform, version) in configuration.versions {
                if let sdk = configuration.sdk, platform != sdk, configuration.isTarget || !targetSDKs.contains(platform) { continue }
                if configuration.isTarget { lower(version, for: platform, in: &targets) } else { lower(version, for: platform, in: &projects) }
            }
        }
        // A platform no target sets is the project's; where a target inherits, the project's value may be its.
        for (platform, version) in projects where targets[platform] == nil || targetInherits {
            lower(version, for: platform, in: &targets)
        }
        return targets
    }

    /// The agent apps a `project.pbxproj` makes with Xcode's generated property list: a build configuration that
    /// sets `INFOPLIST_KEY_LSUIElement = YES;` (BatFi, a menu-bar app with no `LSUIElement` in any `Info.plist`):
    /// the folder of the configuration's `INFOPLIST_FILE` when it names one, else the project's own folder.
    ///
    ///     AppBundles.agentFolders(
    ///         inProject: FoundationSearch("buildSettings = {\n INFOPLIST_KEY_LSUIElement = YES;\n };"), folder: "/src/BatFi")
    ///     // ["/src/BatFi"]
    static func agentFolders(inProject project: FoundationSearch, folder: String) -> [String] {
        guard project.contains("INFOPLIST_KEY_LSUIElement") else { return [] }
        var folders: [String] = []
        for configuration in buildSettings(inProject: project.text) {
            var isAgent = false
            var plist: String?
            for (name, value) in configuration {
                if name == "INFOPLIST_KEY_LSUIElement" { isAgent = ["1", "yes", "true"].contains(value.lowercased()) }
                if name == "INFOPLIST_FILE", !value.contains("$(") { plist = value }
            }
            guard isAgent else { continue }
            let agent = plist.map { targetFolder(of: (folder + "/" + $0 as NSString).deletingLastPathComponent) } ?? folder
            if !folders.contains(agent) { folders.append(agent) }
        }
        return folders
    }

    /// The app's display names a `project.pbxproj` gives Xcode's generated property list
    /// (`INFOPLIST_KEY_CFBundleDisplayName = "OpenDocument Reader";`, the name under the icon and on the launch
    /// screen), from the configurations of targets that are no extension (`APPLICATION_EXTENSION_API_ONLY`), no
    /// test bundle and not installed apart (`SKIP_INSTALL = YES`: a framework, an extension), as ``read(plist:in:)``
    /// takes an app's `Info.plist` names and no extension's. Not a build setting (`$(PRODUCT_NAME)`).
    ///
    ///     AppBundles.displayNames(inProject: FoundationSearch(
    ///         "buildSettings = {\n INFOPLIST_KEY_CFBundleDisplayName = \"OpenDocument Reader\";\n };"))
    ///     // ["OpenDocument Reader"]
    static func displayNames(inProject project: FoundationSearch) -> [String] {
        guard project.contains("INFOPLIST_KEY_CFBundleDisplayName") else { return [] }
        var names: [String] = []
        for configuration in buildSettings(inProject: project.text) {
            var name: String?
            var isApp = true
            for (setting, value) in configuration {
                switch setting {
                case "INFOPLIST_KEY_CFBundleDisplayName": name = value
                case "APPLICATION_EXTENSION_API_ONLY", "SKIP_INSTALL": if value.uppercased() == "YES" { isApp = false }
                case "TEST_HOST", "BUNDLE_LOADER", "TEST_TARGET_NAME": isApp = false
                default: break
                }
            }
            guard isApp, let name, !name.isEmpty, !name.contains("$("), name.count <= 40, !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// The classes a `project.pbxproj`'s build settings name for the system to make: a bundle's principal class
    /// or a scene's delegate written into the generated `Info.plist` (`INFOPLIST_KEY_NSPrincipalClass =
    /// macOSBridge.MacOSController;`, HomeConMenu's macOS bridge, which its iOS app loads by
    /// `bundle.principalClass`), without the module.
    ///
    ///     AppBundles.principalClasses(inProject: FoundationSearch(
    ///         "buildSettings = {\n INFOPLIST_KEY_NSPrincipalClass = macOSBridge.MacOSController;\n };"))
    ///     // ["MacOSController"]
    static func principalClasses(inProject project: FoundationSearch) -> Set<String> {
        guard project.contains("INFOPLIST_KEY_") else { return [] }
        var classes: Set<String> = []
        for configuration in buildSettings(inProject: project.text) {
            for (setting, value) in configuration
            where setting.hasPrefix("INFOPLIST_KEY_") && (setting.hasSuffix("PrincipalClass") || setting.hasSuffix("ClassName")) {
                if let name = value.split(separator: ".").last, !name.isEmpty { classes.insert(String(name)) }
            }
        }
        return classes
    }

    /// The `knownRegions = ( en, Base, "zh-Hans", );` list of a `project.pbxproj`, `Base` left out.
    static func knownRegions(inProject project: FoundationSearch) -> [String] {
        let text = project.text
        guard let start = project.range(of: "knownRegions = ("), let end = project.range(of: ")", from: start.upperBound)
        else { return [] }
        return text[start.upperBound..<end.lowerBound].split(separator: ",").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r\""))
        }.filter { !$0.isEmpty && $0 != "Base" }
    }

    /// The usage descriptions a target's property list declares (`Watch-Info.plist`, `Info-iOS.plist`).
    private mutating func readUsageDescriptions(plist path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return }
        readInfoSources = true
        usageDescriptionKeys.formUnion(plist.keys.filter { $0.hasSuffix("UsageDescription") })
    }

    /// An `Info.plist`: the app's display name, and whether it sets `LSUIElement` (true, 1, "1", "YES", "true").
    private mutating func read(plist path: String, in folder: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return }
        readInfoSources = true
        usageDescriptionKeys.formUnion(plist.keys.filter { $0.hasSuffix("UsageDescription") })
        if plist["NSExtension"] == nil, plist["WKWatchKitApp"] == nil, plist["WKApplication"] == nil,
            plist["WKCompanionAppBundleIdentifier"] == nil
        {
            // The display name, and the bundle name Finder and the menu bar show where there is none (VPNOn's
            // 'VPN On', its navigation title too).
            for field in ["CFBundleDisplayName", "CFBundleName"] {
                guard let name = plist[field] as? String, !name.contains("$("), !name.isEmpty, name.count <= 40 else { continue }
                productNames.append(name)
            }
        }
        // A packet tunnel, an app proxy, a DNS proxy or a content filter: no screen (Anywhere's packet tunnel, whose
        // errors go to its log).
        if let point = (plist["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String,
            point.hasPrefix("com.apple.networkextension.")
        {
            screenlessExtensionFolders.append(Self.targetFolder(of: folder))
        }
        guard let value = plist["LSUIElement"] else { return }
        var isAgent = false
        if let flag = value as? Bool { isAgent = flag }
        else if let number = value as? NSNumber { isAgent = number.intValue != 0 }
        else if let text = value as? String { isAgent = ["1", "yes", "true"].contains(text.lowercased()) }
        guard isAgent else { return }
        agentFolders.append(Self.targetFolder(of: folder))
    }

    /// A target's property list: `Info.plist`, `Watch-Info.plist`, `Info-iOS.plist`.
    ///
    ///     AppBundles.isInfoPlist("Widget-Info.plist")   // true
    ///     AppBundles.isInfoPlist("GoogleService-Info.plist")   // false: a service's settings
    static func isInfoPlist(_ name: String) -> Bool {
        guard name.hasSuffix(".plist"), !name.hasPrefix("GoogleService") else { return false }
        return name == "Info.plist" || name.hasSuffix("-Info.plist") || name.hasPrefix("Info-")
    }

    /// The target folder of an `Info.plist` in `folder`: the folder above when it is a support folder beside the
    /// code (`App/Supporting Files/Info.plist` is `App`'s).
    private static func targetFolder(of folder: String) -> String {
        let last = (folder as NSString).lastPathComponent
        return supportFolders.contains(last) ? (folder as NSString).deletingLastPathComponent : folder
    }
}
