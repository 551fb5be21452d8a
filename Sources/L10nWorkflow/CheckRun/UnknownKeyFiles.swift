import L10nDiagnostics
import L10nSourceParsing

/// A file whose every looked-up key is in no catalog the check scanned: one decision, one finding.
///
/// `unknown-key` says a key is a typo or was never exported. A file that looks up many keys, none of which any
/// scanned catalog holds while it names no key one does, is not a file of typos: its keys are a table the project
/// does not hold (another target's strings, a namespace generated from a schema: Blockchain's `blockchain.swift`
/// looks up 2,439 keys, `NSLocalizedString("blockchain.api.nabu", …)`, that no table has). Its findings are one,
/// at the first, the others its related locations (JSON's `related`, SARIF's `relatedLocations`).
///
///     let kept = UnknownKeyFiles.grouped(diagnostics, references: references, catalogKeys: keys)
enum UnknownKeyFiles {
    /// The fewest `unknown-key` findings of one file that make it a table of its own.
    static let minimum = 10

    /// `diagnostics` with each such file's `unknown-key` findings made one; `references` are the lint's key
    /// references, `catalogKeys` the scanned catalogs' keys.
    static func grouped(_ diagnostics: [Diagnostic], references: [KeyReference], catalogKeys: Set<String>) -> [Diagnostic] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics where diagnostic.ruleID == id { counts[diagnostic.location.file, default: 0] += 1 }
        var files = Set(counts.filter { $0.value >= minimum }.keys)
        guard !files.isEmpty else { return diagnostics }
        // A file that names a catalog's key too is a file of typos or of keys not exported yet: each is its own.
        for reference in references where files.contains(reference.location.file) && catalogKeys.contains(reference.key) {
            files.remove(reference.location.file)
        }
        guard !files.isEmpty else { return diagnostics }
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        var first: [String: Int] = [:]
        for diagnostic in diagnostics {
            let file = diagnostic.location.file
            guard diagnostic.ruleID == id, files.contains(file) else {
                result.append(diagnostic)
                continue
            }
            if let index = first[file] {
                result[index].related.append(diagnostic.location)
                continue
            }
            first[file] = result.count
            var group = diagnostic
            let name = file.split(separator: "/").last.map(String.init) ?? file
            group.message = "\(counts[file] ?? 0) keys '\(name)' looks up are in no scanned catalog, and none of its keys is: "
                + "a table the project does not hold (another target's strings, keys generated from a schema), one "
                + "decision (the others are its related locations)"
            group.key = nil
            group.text = nil
            result.append(group)
        }
        return result
    }

    static let id = "unknown-key"
}
