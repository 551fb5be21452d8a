import Foundation
import L10nFiles
import L10nSourceRules
import L10nTables
import XCStrings

/// The keys a legacy table's own code uses in a way Xcode extracts (`Text("…")`, `String(localized:)`,
/// `NSLocalizedString`, `LocalizedStringResource`, and Objective-C's `NSLocalizedString(@"…", …)`): what decides
/// the `extractionState` Xcode gives a migrated entry.
///
///     let usage = MigrationCodeUsage.scan(for: table)
///     usage.uses("settings.title")   // true: Xcode leaves the entry without extractionState
///     usage.uses("legacy.banner")    // false: Xcode marks it "manual"
///
/// **Whose code.** Xcode builds the targets the catalog belongs to: the code root is the nearest folder above the
/// table holding a `*.xcodeproj` or a `Package.swift` (in a package, the `Sources/<Target>` folder holding the
/// table). Swift files inside another package under that root (a folder with its own `Package.swift`, as local
/// packages are) and test files are not that code. Without a project, the folder searched is the code root.
public struct MigrationCodeUsage: Sendable {
    /// Keys used as written.
    var keys: Set<ScalarString> = []
    /// Keys written with interpolation, as ``SourceKeySync/pattern(of:)`` spells them.
    var patterns: Set<ScalarString> = []
    /// The comments code gives keys (Swift's joined with a line break, as Xcode joins them).
    var comments: [ScalarString: String] = [:]
    /// The folder whose code was read.
    public var codeRoot: String
    public var swiftFileCount = 0
    public var objectiveCFileCount = 0

    /// Whether code uses `key` (an interpolated use matches the key whatever its specifiers).
    public func uses(_ key: String) -> Bool {
        if keys.contains(ScalarString(key)) { return true }
        return !patterns.isEmpty && patterns.contains(ScalarString(SourceKeySync.pattern(of: key)))
    }

    /// The comment code gives `key`, if any: Xcode's extraction writes it over the table's.
    public func comment(for key: String) -> String? { comments[ScalarString(key)] }

    /// Reads the code of `table`'s target. `fallbackRoot` is the folder searched when no project is above it.
    public static func scan(for table: LegacyTable, fallbackRoot: String) -> MigrationCodeUsage {
        let root = codeRoot(for: table.folder) ?? fallbackRoot
        var usage = MigrationCodeUsage(codeRoot: root)
        let swift = ownFiles(FileFinder(fileExtension: "swift").find(in: [root]).files, root: root)
            .filter { !SourceLinter.isTestFile($0) && ($0 as NSString).lastPathComponent != "Package.swift" }
        usage.swiftFileCount = swift.count
        if !swift.isEmpty {
            var options = LintOptions()
            for description in SourceRules.descriptions { options.ruleLevels[description.id] = .off }
            let result = SourceLintRunner.run(files: swift, options: options)
            for key in SourceKey.collect(result.references.filter(\.isExtractedByXcode), table: table.name) {
                if key.hasInterpolation {
                    usage.patterns.insert(ScalarString(SourceKeySync.pattern(of: key.key)))
                } else {
                    usage.keys.insert(ScalarString(key.key))
                    if let comment = key.comment { usage.comments[ScalarString(key.key)] = comment }
                }
            }
        }
        var objectiveC: [String] = []
        for fileExtension in ["m", "mm", "h"] {
            objectiveC += FileFinder(fileExtension: fileExtension).find(in: [root]).files
        }
        objectiveC = ownFiles(objectiveC, root: root)
        usage.objectiveCFileCount = objectiveC.count
        for file in objectiveC {
            guard let bytes = try? FileReader.readInput(file) else { continue }
            for (key, comment) in ObjectiveCKeyScanner.keys(in: bytes, table: table.name) {
                usage.keys.insert(ScalarString(key))
                if let comment, !comment.isEmpty, usage.comments[ScalarString(key)] == nil {
                    usage.comments[ScalarString(key)] = comment
                }
            }
        }
        return usage
    }

    /// The nearest folder at or above `folder` (eight levels at most) holding a `*.xcodeproj` or a
    /// `Package.swift`; for a package, its `Sources/<Target>` folder holding `folder`.
    static func codeRoot(for folder: String) -> String? {
        var current = folder
        var below: [String] = []
        for _ in 0..<9 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if names.contains("Package.swift") {
                if below.count >= 2, below[below.count - 1] == "Sources" {
                    return (current as NSString).appendingPathComponent("Sources/" + below[below.count - 2])
                }
                return current
            }
            if names.contains(where: { $0.hasSuffix(".xcodeproj") }) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            below.append((current as NSString).lastPathComponent)
            current = parent
        }
        return nil
    }

    /// `files` minus those inside a nested package (a folder below `root` with its own `Package.swift`).
    static func ownFiles(_ files: [String], root: String) -> [String] {
        let packages = FileFinder(fileExtension: "swift").find(in: [root]).files
            .filter { ($0 as NSString).lastPathComponent == "Package.swift" }
            .map { ($0 as NSString).deletingLastPathComponent + "/" }
            .filter { $0 != root + "/" && $0 != root }
        if packages.isEmpty { return files }
        return files.filter { file in !packages.contains { file.hasPrefix($0) } }
    }
}
