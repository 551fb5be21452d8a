import Foundation

/// Who looks a catalog's keys up: the app's code, or another consumer whose keys no Swift source names, so
/// `unused-key` says nothing about them.
///
/// - `InfoPlist.xcstrings`: its keys are Info.plist keys (`NSCameraUsageDescription`, `CFBundleDisplayName`),
///   read by the system;
/// - a catalog Xcode made from an Interface Builder file: named like a storyboard or xib in the same folder or in
///   the `Base.lproj` next to it (`Main.xcstrings` beside `Base.lproj/Main.storyboard`, keys like
///   `"abc-12-xyz.title"`), read by that file;
/// - every other catalog: the code's (`Localizable`, `AppShortcuts`, a table code names).
///
///     CatalogReader.of("App/InfoPlist.xcstrings")     // .infoPlist
///     CatalogReader.of("App/Localizable.xcstrings")   // .code
enum CatalogReader: Equatable {
    case code
    case infoPlist
    /// The storyboard or xib whose catalog it is.
    case interfaceBuilder(String)

    static func of(_ path: String) -> CatalogReader {
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
        return .code
    }
}
