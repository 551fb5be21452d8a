/// The folders no search enters, for catalogs and Swift files alike: build products (`.build`, `.build-*`,
/// `DerivedData`), version control (`.git`), package manager state and dependencies (`.swiftpm`, `Pods`,
/// `Carthage`, `node_modules`), exported localizations (`*.xcloc`: Xcode's export for translators, holding
/// copies of the project's catalogs), and prebuilt frameworks (`*.framework`, `*.xcframework`: a vendored
/// `Sparkle.framework` ships its own tables, translated by its own project), and asset catalogs (`*.xcassets`,
/// compiled into `Assets.car`: a table copied into one is never read). Nothing in them is the project's own text,
/// and they can be large.
///
///     SkippedFolders.contains(".build-linux")   // true
///     SkippedFolders.contains("Build")          // false
///     SkippedFolders.contains("de.xcloc")       // true
///     SkippedFolders.contains("Sparkle.framework")  // true
///     SkippedFolders.listed                     // ".build, .build-*, .git, .swiftpm, …, *.xcloc, *.framework, *.xcframework and *.xcassets"
public enum SkippedFolders {
    /// The names skipped exactly (case matters, as on Linux file systems).
    public static let names = [".build", ".git", ".swiftpm", "Carthage", "DerivedData", "Pods", "node_modules"]

    /// Every folder whose name starts with this is skipped too: `swift build --scratch-path .build-linux`.
    public static let namePrefix = ".build-"

    /// Every folder whose name ends with one of these is skipped too: an exported `de.xcloc`, a prebuilt
    /// `Sparkle.framework`, an asset catalog (Xcode compiles `Assets.xcassets` into `Assets.car`: a `pt-BR.lproj`
    /// copied into one is no table the app reads, ProProthese's complication).
    public static let nameSuffixes = [".xcloc", ".framework", ".xcframework", ".xcassets"]

    /// Whether a folder with this name is skipped.
    public static func contains(_ name: String) -> Bool {
        names.contains(name) || name.hasPrefix(namePrefix) || nameSuffixes.contains { name.hasSuffix($0) }
    }

    /// The list as help texts show it: `.build, .build-*, .git, .swiftpm, Carthage, DerivedData, Pods,
    /// node_modules, *.xcloc, *.framework, *.xcframework and *.xcassets`.
    public static var listed: String {
        var shown = names
        shown.insert(namePrefix + "*", at: 1)
        shown += nameSuffixes.map { "*" + $0 }
        return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
    }

    /// Whether the folder named by these bytes (straight from `readdir`) is skipped; no `String` is made.
    static func contains(_ name: DirectoryListing.EntryName) -> Bool {
        name.hasPrefix(prefixBytes) || suffixBytes.contains { name.hasSuffix($0) } || nameBytes.contains { name.isEqual(to: $0) }
    }

    private static let suffixBytes = nameSuffixes.map { Array($0.utf8) }

    private static let nameBytes = names.map { Array($0.utf8) }
    private static let prefixBytes = Array(namePrefix.utf8)
}
