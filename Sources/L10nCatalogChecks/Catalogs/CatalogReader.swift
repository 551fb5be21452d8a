import Foundation

/// Who looks a catalog's keys up: the app's code, or another consumer whose keys no Swift source names, so
/// `unused-key` says nothing about them.
///
/// - `InfoPlist.xcstrings`: its keys are Info.plist keys (`NSCameraUsageDescription`, `CFBundleDisplayName`),
///   read by the system;
/// - a catalog Xcode made from an Interface Builder file: named like a storyboard or xib in the same folder or in
///   the `Base.lproj` next to it (`Main.xcstrings` beside `Base.lproj/Main.storyboard`, keys like
///   `"abc-12-xyz.title"`), read by that file;
/// - a catalog whose table no code names: Swift looks keys up in `Localizable` unless a call names another table
///   (`String(localized: "k", table: "Settings")`, `NSLocalizedString("k", tableName: "Settings", comment: "")`,
///   `Text("k", tableName: "Settings")`, `LocalizedStringResource("k", table: "Settings")`), so `Settings.xcstrings`
///   with no such call is read by nothing the scanned code does (a framework's, a web view's, a leftover);
/// - every other catalog: the code's (`Localizable`, `AppShortcuts`, which App Intents reads, a table code names).
///
///     CatalogReader.of("App/InfoPlist.xcstrings", tables: [])            // .infoPlist
///     CatalogReader.of("App/Localizable.xcstrings", tables: [])          // .code
///     CatalogReader.of("App/Settings.xcstrings", tables: [])             // .unnamedTable("Settings")
///     CatalogReader.of("App/Settings.xcstrings", tables: ["Settings"])   // .code
package enum CatalogReader: Equatable {
    case code
    case infoPlist
    /// The storyboard or xib whose catalog it is.
    case interfaceBuilder(String)
    /// A table no scanned code names.
    case unnamedTable(String)

    /// The tables Swift reads without code naming them: the default table, and App Intents' shortcuts.
    static let implicitTables: Set<String> = ["Localizable", "AppShortcuts"]

    /// Who reads the catalog at `path`, given the table names the scanned code uses (`table:`, `tableName:`).
    package static func of(_ path: String, tables: Set<String>) -> CatalogReader {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        if stem == "InfoPlist" { return .infoPlist }
        let folder = url.deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent().appendingPathComponent("Base.lproj"),
                          folder.appendingPathComponent("Base.lproj")]
        for candidate in candidates {
            for fileExtension in ["storyboard", "xib"] {
                let file = candidate.appendingPathComponent(stem + "." + fileExtension)
                if FileManager.default.fileExists(atPath: file.path) { return .interfaceBuilder(file.lastPathComponent) }
            }
        }
        if !implicitTables.contains(stem), !tables.contains(stem) { return .unnamedTable(stem) }
        return .code
    }
}
