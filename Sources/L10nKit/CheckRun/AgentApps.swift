import Foundation

/// The folders of agent apps (`LSUIElement` true in their `Info.plist`): an app with no Dock icon and no menu bar
/// of its own, whose main menu built in code never shows (it is there for key equivalents like ⌘C). The lint does
/// not report the text of such a main menu (``L10nLint/LintOptions/agentAppFolders``).
///
///     AgentApps.folders(under: "/src/AltTab")   // ["/src/AltTab"] when /src/AltTab/Info.plist sets LSUIElement
enum AgentApps {
    /// Folders no app's own `Info.plist` is in: vendored code, dependencies, build output, bundles.
    private static let skipped: Set<String> = [
        ".build", ".git", "Pods", "Carthage", "vendor", "Vendor", "node_modules", "DerivedData", "SourcePackages",
        "build", "Tests",
    ]
    /// Folders an `Info.plist` sits in beside, not above, the app's code: the app is the folder above.
    private static let supportFolders: Set<String> = ["Supporting Files", "Resources", "Support", "Config", "Configs", "Info"]

    /// Agent apps' folders in `root` and down to three folders below it (absolute, no trailing `/`).
    static func folders(under root: String) -> [String] {
        var found: [String] = []
        search(root, depth: 0, into: &found)
        return found
    }

    private static func search(_ folder: String, depth: Int, into found: inout [String]) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            let path = folder + "/" + name
            if name == "Info.plist" {
                if isAgent(plist: path) {
                    let last = (folder as NSString).lastPathComponent
                    found.append(supportFolders.contains(last) ? (folder as NSString).deletingLastPathComponent : folder)
                }
                continue
            }
            guard depth < 3, !skipped.contains(name), !name.hasPrefix("."), !name.contains("."),
                (try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory
            else { continue }
            search(path, depth: depth + 1, into: &found)
        }
    }

    /// Whether the property list at `path` sets `LSUIElement` (true, 1, "1", "YES", "true").
    static func isAgent(plist path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let value = plist["LSUIElement"]
        else { return false }
        if let flag = value as? Bool { return flag }
        if let number = value as? NSNumber { return number.intValue != 0 }
        if let text = value as? String { return ["1", "yes", "true"].contains(text.lowercased()) }
        return false
    }
}
