import Foundation
import L10nDiagnostics
import L10nFiles

/// The Settings app shows a settings bundle's texts by the titles its property lists name (`Title`, `Titles`,
/// `FooterText` of `Root.plist`'s specifiers): an entry of the bundle's table that no property list of the bundle
/// names is never looked up. Catty's `Settings.bundle/en.lproj/Root.strings` keeps Xcode's template entry
/// 'Enabled', which its `Root.plist` no longer uses: its missing translations reach nobody.
///
///     let kept = SettingsBundleKeys.filtered(diagnostics, currentDirectory: "/app")
enum SettingsBundleKeys {
    /// `diagnostics` without those of keys a settings bundle's tables hold and its property lists do not name.
    static func filtered(_ diagnostics: [Diagnostic], currentDirectory: String) -> [Diagnostic] {
        guard diagnostics.contains(where: { bundle(of: $0.location.file) != nil }) else { return diagnostics }
        var named: [String: Set<String>] = [:]
        return diagnostics.filter { diagnostic in
            guard let key = diagnostic.key, let folder = bundle(of: diagnostic.location.file) else { return true }
            let absolute = PathDisplay.absolute(folder, from: currentDirectory)
            if named[absolute] == nil { named[absolute] = strings(inPropertyListsOf: absolute) }
            // A bundle whose lists could not be read tells nothing: the finding stays.
            guard let names = named[absolute], !names.isEmpty else { return true }
            return names.contains(key)
        }
    }

    /// The `….bundle` folder of a table inside a settings bundle (`App/Settings.bundle/en.lproj/Root.strings`).
    static func bundle(of path: String) -> String? {
        guard path.hasSuffix(".strings"), let range = path.range(of: "Settings.bundle/") else { return nil }
        let rest = path[range.upperBound...]
        guard rest.split(separator: "/").first?.hasSuffix(".lproj") == true else { return nil }
        return String(path[..<range.upperBound].dropLast())
    }

    /// Every `<string>` value of the property lists at the bundle's top level (`Root.plist`, child panes).
    static func strings(inPropertyListsOf folder: String) -> Set<String> {
        guard let names = DirectoryListing.names(of: folder) else { return [] }
        var found: Set<String> = []
        for name in names where name.hasSuffix(".plist") {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                let list = try? PropertyListSerialization.propertyList(from: data, format: nil)
            else { continue }
            collect(list, into: &found)
        }
        return found
    }

    private static func collect(_ value: Any, into found: inout Set<String>) {
        switch value {
        case let text as String: found.insert(text)
        case let array as [Any]: for item in array { collect(item, into: &found) }
        case let dictionary as [String: Any]: for item in dictionary.values { collect(item, into: &found) }
        default: break
        }
    }
}
