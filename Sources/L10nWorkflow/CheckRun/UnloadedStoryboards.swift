import L10nDiagnostics
import L10nExchange
import L10nFiles

/// Storyboards nothing loads: no Swift or Objective-C file, property list, storyboard or XIB names them, and no
/// build setting does (`INFOPLIST_KEY_UIMainStoryboardFile`). Kraftstoff's `MainStoryboard` stayed in the project
/// when its app moved to a SwiftUI `@main` App: no user sees its texts, so its tables' gaps are no findings.
///
/// A storyboard is loaded by its name (`UIStoryboard(name: "Settings", bundle: nil)`, `UIMainStoryboardFile`,
/// `storyboardName="Settings"`, SwiftGen's `StoryboardScene.Settings`, R.swift's `R.storyboard.settings`), so a
/// name no such file holds as a whole word, in a comment or not, is one nothing loads. A word that only looks like
/// a use keeps the findings: the safe side. Asked only of a project with an app's settings to read (an `Info.plist`
/// or a project that generates one): where none is, nothing says which storyboard an app starts with.
///
///     let unloaded = UnloadedStoryboards.names(of: sources, roots: ["/app"], exclude: [], rootNames: nil)
///     let kept = UnloadedStoryboards.filtered(diagnostics, sources: sources, unloaded: unloaded)
enum UnloadedStoryboards {
    /// The kinds of files that load a storyboard by its name.
    /// Project descriptions count: XcodeGen's `project.yml` and build configurations set `UILaunchStoryboardName`.
    static let extensions = ["swift", "m", "mm", "h", "storyboard", "xib", "plist", "yml", "yaml", "xcconfig"]

    /// The names of the storyboards among `sources` that no file under `roots` names.
    static func names(of sources: [InterfaceBuilderSource], roots: [String], exclude: [String], rootNames: [String]?) -> Set<String> {
        // A name of more than one word (Beat's `Launch Screen`) is no word a scan finds: never taken as unloaded.
        var names = Set(sources.filter { $0.document.hasSuffix(".storyboard") }.map(\.name).filter { name in
            !name.isEmpty && name.utf8.allSatisfy(NamesOutsideSwift.isWordByte)
        })
        guard !names.isEmpty else { return [] }
        // R.swift names a storyboard with its first letter lowercased (`R.storyboard.mainStoryboard`).
        var spellings: [String: String] = [:]
        for name in names {
            spellings[name] = name
            spellings[name.prefix(1).lowercased() + name.dropFirst()] = name
        }
        for found in NamesOutsideSwift.named(Set(spellings.keys), roots: roots, exclude: exclude, rootNames: rootNames, extensions: extensions) {
            if let name = spellings[found] { names.remove(name) }
        }
        guard !names.isEmpty else { return [] }
        // A project's generated Info.plist names its storyboards in the build settings. Without any Info.plist, no
        // app's settings were read (a folder of documents alone): nothing says what is loaded.
        var readsSettings = false
        FileFinder(fileExtensions: ["pbxproj", "plist"]).walk(roots, exclude: exclude, rootNames: rootNames) { path in
            guard !names.isEmpty else { return }
            if path.hasSuffix(".plist") {
                if path.hasSuffix("Info.plist") { readsSettings = true }
                return
            }
            guard let bytes = try? FileReader.read(path) else { return }
            let text = String(decoding: bytes, as: UTF8.self)
            if text.contains("INFOPLIST_") { readsSettings = true }
            guard text.contains("Storyboard") else { return }
            for name in names {
                for setting in ["StoryboardFile = ", "StoryboardName = "]
                where text.contains(setting + name) || text.contains(setting + "\"" + name) {
                    names.remove(name)
                }
            }
        }
        return readsSettings ? names : []
    }

    /// `diagnostics` without those in the documents of `unloaded` storyboards and in their tables and catalogs.
    static func filtered(_ diagnostics: [Diagnostic], sources: [InterfaceBuilderSource], unloaded: Set<String>) -> [Diagnostic] {
        guard !unloaded.isEmpty else { return diagnostics }
        var files = Set<String>()
        for source in sources where unloaded.contains(source.name) && source.document.hasSuffix(".storyboard") {
            files.insert(source.document)
            files.formUnion(source.languageCopies.values)
            switch source.localization {
            case .tables(let table): files.formUnion(table.files.map(\.path))
            case .catalog(let path): files.insert(path)
            case .base, .none: break
            }
        }
        return diagnostics.filter { !files.contains($0.location.file) }
    }
}
