import Foundation
import L10nDiagnostics
import L10nFiles

/// The languages a Swift package's tables are shown in: those of the app that embeds the package. Foundation picks
/// a package bundle's localization among the main bundle's languages (unless the app allows mixed localizations),
/// so a language a translation platform wrote into a package's catalog but the app's `.xcodeproj` does not list in
/// its `knownRegions` reaches nobody (Anytype's `Modules/Loc` catalogs: Korean, Arabic and Portuguese of Portugal
/// from Crowdin, in an app localized in 16 other languages). Its translations' findings are left out.
///
///     let languages = PackageLanguages(knownRegions: ["en", "de", "pt-BR"], root: "/src/App")
///     languages.shows("ko", in: "/src/App/Modules/Loc/Sources/Loc/Resources/UI.xcstrings")     // false (a package's)
///     languages.shows("pt-PT", in: "/src/App/Modules/Loc/Sources/Loc/Resources/UI.xcstrings")  // false
///     languages.shows("ko", in: "/src/App/App/Localizable.xcstrings")                          // true (the app's own)
struct PackageLanguages {
    let root: String
    /// The app's languages, read when a translation in a package first asks (most projects have no package's table
    /// with findings, and then no `.xcodeproj` is read for this).
    private let readRegions: () -> Set<String>
    private var knownRegions: Set<String>?
    private var packageFolders: [String: Bool] = [:]

    /// `knownRegions` of fewer than two languages say nothing of the app's localizations: nothing is left out.
    init(knownRegions: Set<String>, root: String) {
        self.init(root: root) { knownRegions }
    }

    init(root: String, readRegions: @escaping () -> Set<String>) {
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
        self.readRegions = readRegions
    }

    /// Whether a translation into `language` in the table at `path` (absolute) can be shown.
    mutating func shows(_ language: String, in path: String) -> Bool {
        guard isInPackage(path) else { return true }
        if knownRegions == nil {
            let found = readRegions()
            knownRegions = found.count >= 2 ? found : []
        }
        guard let regions = knownRegions, !regions.isEmpty, !regions.contains(language) else { return true }
        // `de` covers `de-AT`'s fallback; a region the app lists is needed for any other (`pt-BR` is not `pt-PT`).
        if let base = language.split(separator: "-").first, regions.contains(String(base)) { return true }
        return false
    }

    /// Whether a folder between `path` and the root holds a `Package.swift`.
    private mutating func isInPackage(_ path: String) -> Bool {
        var folder = (path as NSString).deletingLastPathComponent
        var visited: [String] = []
        var found = false
        while folder.count > root.count, folder.hasPrefix(root + "/") {
            if let known = packageFolders[folder] { found = known; break }
            visited.append(folder)
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { found = true; break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        for folder in visited { packageFolders[folder] = found }
        return found
    }

    /// `diagnostics` without the findings on translations the app never shows.
    static func filtered(_ diagnostics: [Diagnostic], request: CheckRequest) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.language != nil }) else { return diagnostics }
        let cwd = request.currentDirectory
        let root = PathDisplay.absolute(request.configuration.baseDirectory ?? cwd, from: cwd)
        var languages = PackageLanguages(root: root) { AppBundles(under: root).knownRegions }
        // Each file's answer in each language once: a catalog's findings are hundreds, in a few files, and making
        // each one's path absolute and walking its folders cost a check with catalogs 70 M instructions.
        var answered: [String: [String: Bool]] = [:]
        return diagnostics.filter { diagnostic in
            guard let language = diagnostic.language else { return true }
            let file = diagnostic.location.file
            if let known = answered[file]?[language] { return known }
            let shows = languages.shows(language, in: PathDisplay.absolute(file, from: cwd))
            answered[file, default: [:]][language] = shows
            return shows
        }
    }
}
