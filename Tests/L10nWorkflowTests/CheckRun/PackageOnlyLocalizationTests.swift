import Foundation
import L10nDiagnostics
import L10nSourceParsing
import Testing

@testable import L10nWorkflow

/// Rayon: the only tables are a bundled package's, read through its own bundle; the app ships English alone.
@Suite struct PackageOnlyLocalizationTests {
    func finding(_ rule: String, _ file: String) -> Diagnostic {
        Diagnostic(
            location: SourceLocation(file: file, line: 3, column: 9), severity: .error, ruleID: rule,
            message: "hardcoded user-facing string 'Connect'")
    }

    @Test func anAppWhoseOnlyTablesArePackagesOfItsOwnIsNotLocalized() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("// swift-tools-version:5.9\n", "Foundation/SymbolPicker/Package.swift")
        let table = "Foundation/SymbolPicker/Sources/SymbolPicker/Resources/zh_CN.lproj/Localizable.strings"
        _ = try folder.write("\"Cancel\" = \"取消\";\n", table)
        let diagnostics = [
            finding("hardcoded-string", "Application/MachineView.swift"),
            finding("string-concatenation", "Application/MachineView.swift"),
            finding("hardcoded-string", "Foundation/SymbolPicker/Sources/SymbolPicker/Picker.swift"),
            finding("unused-key", table),
        ]
        // A SwiftUI literal of the app that matches a key of the package is looked up in the app's bundle.
        let swiftUI = KeyReference(
            key: "Cancel", location: SourceLocation(file: "Application/MachineView.swift", line: 9, column: 12), kind: .text)
        let kept = PackageOnlyLocalization.filtered(
            diagnostics, tableFiles: [table], references: [swiftUI], keys: ["Cancel"], root: folder.path)
        #expect(kept.map(\.location.file) == ["Foundation/SymbolPicker/Sources/SymbolPicker/Picker.swift", table])
        // The app's code reading the package's key by a call: the package is the app's localization; all kept.
        let call = KeyReference(
            key: "Cancel", location: SourceLocation(file: "Application/MachineView.swift", line: 9, column: 12),
            kind: .stringLocalized)
        #expect(
            PackageOnlyLocalization.filtered(
                diagnostics, tableFiles: [table], references: [call], keys: ["Cancel"], root: folder.path) == diagnostics)
        // A table of the app's own (no package above it): all kept.
        let own = "Application/en.lproj/Localizable.strings"
        _ = try folder.write("\"Connect\" = \"Connect\";\n", own)
        #expect(
            PackageOnlyLocalization.filtered(
                diagnostics, tableFiles: [table, own], references: [], keys: ["Cancel"], root: folder.path) == diagnostics)
    }
}
