import Foundation
import L10nDiagnostics
import L10nFiles

/// The keys of an app's own translation tables in a format l10n does not read: YAML or JSON files in a language's
/// `.lproj` folder. Chiff keeps its text in `en.lproj/Localized.yml` and `nl.lproj/Localized.yml` (nested groups, a
/// build phase turns them into the `Localized.plist` its `Localizer` reads), and its code looks up
/// `"popups.responses.cancel".localized`: such a key is in the app's tables, only not in one l10n reads, so
/// `unknown-key` cannot call it missing.
///
///     ForeignTableKeys.yamlKeys("popups:\n  responses:\n    cancel:\n      value: Cancel\n")
///     // ["popups", "popups.responses", "popups.responses.cancel", "popups.responses.cancel.value"]
///
/// Keys are the dotted paths of nested mappings (YAML by indentation, JSON by objects), every prefix included.
/// Read only where the check has `unknown-key` findings, and only files of ``largestFile`` or less.
enum ForeignTableKeys {
    /// The extensions of the tables read.
    static let extensions: Set<String> = ["yml", "yaml", "json"]

    /// Two megabytes: a table of text, not a data set.
    static let largestFile = 2 << 20

    /// `diagnostics` without the `unknown-key` findings whose key is in a YAML or JSON table of a `.lproj` folder
    /// under `roots` (paths as the check shows them, from `currentDirectory`: the catalogs' and the sources' roots,
    /// Chiff's `ChiffCore` among its `sources`, its tables in `chiff/SupportFiles` among its catalogs).
    static func filtered(_ diagnostics: [Diagnostic], roots: [String], currentDirectory: String) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.ruleID == UnknownKeyFiles.id }) else { return diagnostics }
        var keys: Set<String> = []
        // Each folder once: a root inside another is walked with it (`.` and `App`; the catalogs' and the sources').
        let folders = Set(roots.filter { !$0.hasSuffix(".swift") }.map { PathDisplay.absolute($0, from: currentDirectory) })
        let outermost = folders.filter { folder in !folders.contains { folder != $0 && folder.hasPrefix($0 + "/") } }
        for root in outermost.sorted() {
            for file in tables(under: root) {
                guard let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size <= largestFile,
                    let bytes = try? FileReader.read(file)
                else { continue }
                let text = String(decoding: bytes, as: UTF8.self)
                keys.formUnion(file.hasSuffix(".json") ? jsonKeys(bytes) : yamlKeys(text))
            }
        }
        guard !keys.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard diagnostic.ruleID == UnknownKeyFiles.id, let key = diagnostic.key else { return true }
            return !keys.contains(key)
        }
    }

    /// The YAML and JSON files in the `.lproj` folders under `root`, not entering the folders no walk enters.
    static func tables(under root: String) -> [String] {
        var found: [String] = []
        func walk(_ folder: String, depth: Int) {
            guard depth <= 12, let entries = DirectoryListing.entries(of: folder) else { return }
            let isLanguageFolder = folder.hasSuffix(".lproj")
            for entry in entries {
                if entry.type == .folder {
                    guard !entry.name.hasPrefix("."), !SkippedFolders.contains(entry.name) else { continue }
                    walk(folder + "/" + entry.name, depth: depth + 1)
                } else if isLanguageFolder, entry.type == .file, extensions.contains((entry.name as NSString).pathExtension) {
                    found.append(folder + "/" + entry.name)
                }
            }
        }
        walk(root, depth: 0)
        return found
    }

    /// The dotted paths of the mappings in a YAML document, by indentation: `a:` then, indented below it, `b: x`
    /// gives `a` and `a.b`. Comments, list items and the lines of block scalars (`>-`, `|`) are no keys.
    static func yamlKeys(_ text: String) -> Set<String> {
        var keys: Set<String> = []
        var stack: [(indent: Int, name: String)] = []
        var scalarIndent: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if content.isEmpty || content.hasPrefix("#") { continue }
            if let block = scalarIndent {
                if indent > block { continue }
                scalarIndent = nil
            }
            guard !content.hasPrefix("-"), let colon = content.firstIndex(of: ":") else { continue }
            var name = content[..<colon].trimmingCharacters(in: .whitespaces)
            if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                name = String(name.dropFirst().dropLast())
            }
            guard !name.isEmpty, !name.contains(" ") else { continue }
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            stack.append((indent, name))
            keys.insert(stack.map(\.name).joined(separator: "."))
            let value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix(">") || value.hasPrefix("|") { scalarIndent = indent }
        }
        return keys
    }

    /// The dotted paths of the members of a JSON document's objects (`{"a": {"b": "x"}}` gives `a` and `a.b`);
    /// none when it is no JSON.
    static func jsonKeys(_ bytes: [UInt8]) -> Set<String> {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) else { return [] }
        var keys: Set<String> = []
        func visit(_ value: Any, path: String) {
            guard let object = value as? [String: Any] else { return }
            for (name, member) in object {
                let key = path.isEmpty ? name : path + "." + name
                keys.insert(key)
                visit(member, path: key)
            }
        }
        visit(root, path: "")
        return keys
    }
}
