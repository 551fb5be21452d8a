import L10nDiagnostics
import L10nFiles
import L10nSourceParsing

/// XIBs nothing loads, in a whole app: no Swift code names the XIB as a type or an R.swift accessor
/// (`AddNewCardCell.self`, `AddNewCardCell()`, `R.nib.addNewCardCell`) or spells its name as a whole string
/// (`UINib(nibName: "AddNewCardCell", bundle: nil)`), and no Objective-C file, storyboard, property list or project
/// setting names it (`@"AddNewCardCell"`, `NSMainNibFile`). Loveworld Worship's `AddNewCardCell.xib` is named only
/// by the generated `R.generated.swift` (which the project's configuration leaves out): no user sees its texts, and
/// its `customClass` makes no cell (``NamesOutsideSwift/named(_:roots:exclude:rootNames:extensions:skipping:)``).
///
/// A XIB's name is its file name less `.xib` and a device suffix (`Card~ipad.xib` loads as `Card`). Any spelling
/// that only looks like a use keeps the XIB loaded (a comment, a property named `addNewCardCell`): the safe side.
///
///     let unloaded = UnloadedNibs.paths(roots: ["/app"], exclude: [], rootNames: nil) { name in usedInSwift(name) }
///     let kept = UnloadedNibs.filtered(diagnostics, unloaded: unloaded, currentDirectory: "/app")
enum UnloadedNibs {
    /// The kinds of files other than Swift that load a XIB by its name. Not a project file, which lists every
    /// file it builds; its build settings' `INFOPLIST_KEY_NSMainNibFile` are read alone.
    static let loaderExtensions = ["m", "mm", "h", "storyboard", "plist", "xcconfig", "yml", "yaml"]

    /// The absolute paths of the XIBs under `roots` that nothing loads. `isUsedInSwift`: whether some Swift file
    /// uses an identifier (outside its declaration, previews and `#if DEBUG`).
    static func paths(
        roots: [String], exclude: [String], rootNames: [String]?, isUsedInSwift: (String) -> Bool
    ) -> Set<String> {
        var byName: [String: [String]] = [:]
        FileFinder(fileExtension: "xib").walk(roots, exclude: exclude, rootNames: rootNames) { path in
            let name = nibName(of: path)
            guard !name.isEmpty, name.utf8.allSatisfy(NamesOutsideSwift.isWordByte) else { return }
            byName[name, default: []].append(path)
        }
        // Named in Swift as an identifier: a type, a property holding it, R.swift's accessor (first letter lowercased).
        for name in Array(byName.keys) where isUsedInSwift(name) || isUsedInSwift(lowercasedFirst(name)) {
            byName[name] = nil
        }
        guard !byName.isEmpty else { return [] }
        let named = NamesOutsideSwift.named(
            Set(byName.keys), roots: roots, exclude: exclude, rootNames: rootNames, extensions: loaderExtensions)
        for name in named { byName[name] = nil }
        guard !byName.isEmpty else { return [] }
        FileFinder(fileExtension: "pbxproj").walk(roots, exclude: exclude, rootNames: rootNames) { path in
            guard !byName.isEmpty, let bytes = try? FileReader.read(path) else { return }
            let text = FoundationSearch(String(decoding: bytes, as: UTF8.self))
            guard text.contains("NibFile") else { return }
            for name in Array(byName.keys)
            where text.contains("NibFile = \(name);") || text.contains("NibFile = \"\(name)\"") {
                byName[name] = nil
            }
        }
        guard !byName.isEmpty else { return [] }
        // Spelled as a whole string in Swift: `"AddNewCardCell"`.
        var quoted = Dictionary(uniqueKeysWithValues: byName.keys.map { ("\"\($0)\"", $0) })
        FileFinder(fileExtension: "swift").walk(roots, exclude: exclude, rootNames: rootNames) { path in
            guard !quoted.isEmpty, let bytes = try? FileReader.read(path) else { return }
            let text = String(decoding: bytes, as: UTF8.self)
            for (spelling, name) in quoted where text.containsBytes(spelling) {
                quoted[spelling] = nil
                byName[name] = nil
            }
        }
        return Set(byName.values.joined())
    }

    /// `diagnostics` without those in `unloaded` XIBs and in their tables (`de.lproj/Card.strings` beside
    /// `Base.lproj/Card.xib`).
    static func filtered(_ diagnostics: [Diagnostic], unloaded: Set<String>, currentDirectory: String) -> [Diagnostic] {
        guard !unloaded.isEmpty else { return diagnostics }
        let unloaded = Set(unloaded.map { PathDisplay.absolute($0, from: currentDirectory) })
        // A localized XIB's tables: `<folder>/<language>.lproj/<name>.strings`, by `<folder>` and `<name>.strings`.
        var tables: Set<[Substring]> = []
        for path in unloaded {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts[parts.count - 2].hasSuffix(".lproj") else { continue }
            tables.insert(Array(parts.dropLast(2)) + [Substring(nibName(of: path) + ".strings")])
        }
        return diagnostics.filter { diagnostic in
            let path = PathDisplay.absolute(diagnostic.location.file, from: currentDirectory)
            if unloaded.contains(path) { return false }
            guard !tables.isEmpty, path.hasSuffix(".strings") else { return true }
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts[parts.count - 2].hasSuffix(".lproj") else { return true }
            return !tables.contains(Array(parts.dropLast(2)) + [parts[parts.count - 1]])
        }
    }

    /// `Card~ipad.xib` → `Card`.
    static func nibName(of path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? "")
        if name.hasSuffix(".xib") { name = name.dropLast(4) }
        if let tilde = name.firstIndex(of: "~") { name = name[..<tilde] }
        return String(name)
    }

    private static func lowercasedFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}
