import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceIndex
import L10nSourceParsing

/// A project whose only tables belong to packages of its own, which no other code reads: the app is not localized.
///
/// Rayon's macOS and iOS apps ship English alone; the one localized part is a bundled Swift package
/// (`Foundation/SymbolPicker`, its own `en` and `zh_CN` tables, read through its own bundle). Text the app's code
/// hardcodes is then the app's decision to ship one language, not text a localized app forgot: its
/// `hardcoded-string` and `string-concatenation` findings outside those packages say nothing a maintainer would
/// fix (judged 0 of 20 right, round 19). Kept: every finding inside the packages, and every finding of a project
/// whose other code names a key of those tables (a localization package the features read: `L10n.…`,
/// `String(localized:bundle:)`, a wrapper). A SwiftUI literal does not count (it is looked up in the app's own
/// bundle), nor a literal that only matches a key's text.
///
///     let kept = PackageOnlyLocalization.filtered(diagnostics, tableFiles: tables, references: references, root: cwd)
enum PackageOnlyLocalization {
    /// The rules of text left untranslated or put together (a statement of intent's).
    static let rules = StatedIntent.rules

    /// `diagnostics` without the source findings outside the packages when the tables (`tableFiles`, as shown from
    /// `root`) all belong to packages no other code reads; as they are otherwise.
    static func filtered(_ diagnostics: [Diagnostic], tableFiles: Set<String>, references: [KeyReference], keys: Set<String>, root: String)
        -> [Diagnostic]
    {
        guard !tableFiles.isEmpty, diagnostics.contains(where: { rules.contains($0.ruleID) }) else { return diagnostics }
        var packages: Set<String> = []
        for file in tableFiles {
            guard let package = packageFolder(of: file, root: root) else { return diagnostics }
            packages.insert(package)
        }
        func inPackage(_ file: String) -> Bool {
            let absolute = PathDisplay.absolute(file, from: root)
            return packages.contains { absolute.hasPrefix($0 + "/") }
        }
        let readElsewhere = references.contains { reference in
            reference.kind != .text && reference.kind != .literal && keys.contains(reference.key)
                && !inPackage(reference.location.file)
        }
        guard !readElsewhere else { return diagnostics }
        return diagnostics.filter { !(rules.contains($0.ruleID) && !inPackage($0.location.file)) }
    }

    /// The nearest folder above `file` (as shown from `root`) that holds a `Package.swift`, below `root`; nil when
    /// there is none (the table is the app's own, or the project itself is the package).
    static func packageFolder(of file: String, root: String) -> String? {
        let top = PathDisplay.absolute(".", from: root)
        var folder = (PathDisplay.absolute(file, from: root) as NSString).deletingLastPathComponent
        while folder.count > top.count, folder.hasPrefix(top) {
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")) {
                return folder
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }
}
