import L10nFiles
import L10nSourceRules

/// The scripts other than Latin an app's data files are written in: its bundled JSON, CSV, TSV and text files, its
/// tables (`.lproj` folders) left out. A course's data in the language it teaches (GreekWordsA2's `verbs.json`, a
/// thousand Greek verbs) makes text of that script the app's content, not UI text left untranslated
/// (``LintOptions/dataScripts``).
///
///     DataScripts.scripts(roots: ["/repo"], exclude: [], rootNames: nil)   // ["greek"]
enum DataScripts {
    /// The data files' extensions.
    static let extensions = ["json", "csv", "tsv", "txt"]
    /// The letters of one script that make it the data's (a stray name or quote is not).
    static let minimumLetters = 200
    /// The largest file read: a data file is small; a dump is not the app's.
    static let maximumBytes = 4 << 20

    static func scripts(roots: [String], exclude: [String], rootNames: [String]?) -> Set<String> {
        var letters: [BilingualText.Script: Int] = [:]
        FileFinder(fileExtensions: extensions).walk(roots, exclude: exclude, rootNames: rootNames) { path in
            guard !path.contains(".lproj/"), !path.hasSuffix("Package.resolved"), !path.hasSuffix("Contents.json"),
                let bytes = try? FileReader.read(path), bytes.count <= maximumBytes,
                bytes.contains(where: { $0 >= 0xC0 })  // ASCII holds no letter of these scripts
            else { return }
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where scalar.value >= 0x0370 {
                if let script = BilingualText.Script.of(scalar) { letters[script, default: 0] += 1 }
            }
        }
        return Set(letters.filter { $0.value >= minimumLetters }.map(\.key.rawValue))
    }
}
