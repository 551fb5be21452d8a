// swift-tools-version:6.0
import PackageDescription

// l10n has no package dependencies: only the Swift toolchain (stdlib, Foundation, Testing).
//
// Targets, lowest first (data flows one way: files → model → findings → reporter):
//   PluralRules      CLDR plural rules, generated from CLDR XML; no dependencies.
//   XCStrings        JSON reader/writer, typed String Catalog model, format specifiers.
//   L10nDiagnostics  the Diagnostic model (findings, rule descriptions) and its reporters.
//   L10nLint         Swift lexer and the source lint rules.
//   L10nKit          the tool's logic: configuration, catalog checks, extract, merge, XLIFF/CSV.
//   l10n             the command-line frontend: arguments, subcommands, exit codes.
let package = Package(
    name: "l10n",
    products: [
        .executable(name: "l10n", targets: ["l10n"]),
        .library(name: "XCStrings", targets: ["XCStrings"]),
        .library(name: "PluralRules", targets: ["PluralRules"]),
        .library(name: "L10nKit", targets: ["L10nKit"]),
    ],
    targets: [
        .target(name: "PluralRules"),
        .target(name: "XCStrings"),
        .target(name: "L10nDiagnostics"),
        .target(name: "L10nLint", dependencies: ["L10nDiagnostics"]),
        .target(name: "L10nKit", dependencies: ["XCStrings", "PluralRules", "L10nDiagnostics", "L10nLint"]),
        .target(name: "L10nCommandLine"),
        .executableTarget(name: "l10n", dependencies: ["L10nCommandLine", "L10nKit", "XCStrings", "PluralRules", "L10nDiagnostics"]),
        .testTarget(name: "PluralRulesTests", dependencies: ["PluralRules"]),
        .testTarget(name: "XCStringsTests", dependencies: ["XCStrings"]),
        .testTarget(name: "L10nDiagnosticsTests", dependencies: ["L10nDiagnostics"]),
        .testTarget(name: "L10nLintTests", dependencies: ["L10nLint", "L10nDiagnostics"]),
        .testTarget(name: "L10nCommandLineTests", dependencies: ["L10nCommandLine"]),
        .testTarget(name: "L10nKitTests", dependencies: ["L10nKit", "XCStrings", "PluralRules", "L10nDiagnostics", "L10nLint"]),
        .testTarget(name: "EndToEndTests", dependencies: ["l10n"]),
    ],
    swiftLanguageModes: [.v6]
)
