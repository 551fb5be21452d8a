import Foundation
import L10nFiles
import L10nSourceRules

/// Whether a folder holding `.lproj` tables belongs to a test target: a folder on its path named for tests
/// (``SourceLinter/isTestFile(_:)``: `AppUITests/`, `TestHelpers/`), or one whose own Swift files import XCTest
/// (TICE's `TICESnapshots/`, the fastlane screenshot target beside its `da.lproj`, `de.lproj`… of sample names).
///
///     TestTargetFolder.isTestTarget("/repo/TICESnapshots")   // true: TICESnapshots.swift imports XCTest
///     TestTargetFolder.isTestTarget("/repo/TICE/Resources")  // false
enum TestTargetFolder {
    static func isTestTarget(_ folder: String) -> Bool {
        if SourceLinter.isTestFile(folder + "/Table.strings") { return true }
        guard let names = DirectoryListing.names(of: folder) else { return false }
        for name in names where name.hasSuffix(".swift") {
            guard let bytes = try? FileReader.read(folder + "/" + name) else { continue }
            if importsXCTest(bytes) { return true }
        }
        return false
    }

    /// Whether the bytes hold a line `import XCTest` (or `@testable import …` beside it).
    static func importsXCTest(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import XCTest" }
    }
}
