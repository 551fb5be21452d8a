// swift-tools-version:6.0
import PackageDescription

// l10n has no package dependencies: only the Swift toolchain (stdlib, Foundation, Testing).
//
// Targets, lowest first: data flows one way (files → model → findings → reporter) and dependencies point down only.
// Each target's dependencies are exactly the modules its files import; one line per target says what it does, and
// after "on" the targets right below it (docs/architecture.md draws the graph).
//   L10nFiles          folder walks (one skip list), whole-file reads, atomic writes, paths as shown; no dependencies.
//   PluralRules        CLDR plural rules, generated from CLDR XML; no dependencies.
//   XCStrings          the JSON reader and writer, the typed String Catalog model, format specifiers; on L10nFiles.
//   L10nDiagnostics    the Diagnostic model (findings, rule descriptions) and its reporters; on L10nFiles.
//   L10nSourceParsing  one Swift file read on its own: lexer, token views, declarations, prose; on L10nDiagnostics.
//   L10nSourceIndex    what reaches the screen: the API catalogue, each file's facts, the project index; on Parsing.
//   L10nSourceRules    the source lint: sites, the source rules, the linter and its runner; on L10nSourceIndex.
//   L10nFormats        translator files: XML, XLIFF, CSV, JSON units; on XCStrings, L10nDiagnostics.
//   L10nTables         .strings/.stringsdict tables, Interface Builder documents; on L10nFormats, L10nSourceParsing.
//   L10nCatalogChecks  catalog and translation rules, coverage, glossary, configuration; on L10nFormats, PluralRules.
//   L10nExchange       extract, merge, migrate; on L10nCatalogChecks, L10nTables, L10nSourceRules.
//   L10nWorkflow       the check run, init, baselines, new-since, git, review, report, diff; on L10nExchange.
//   L10nMCP            `l10n mcp`: the MCP server and its tools, each a call into L10nWorkflow; on L10nWorkflow.
//   L10nCommandLine    argument parsing, help, console, exit statuses: used by `l10n` and its tests only.
//   l10n               the command-line frontend, a file per subcommand; on L10nMCP, L10nCommandLine.
// A test target per library target. EndToEndTests depends on `l10n` without importing it: it runs the built binary;
// it imports L10nWorkflow only for the rule registry (`CheckRun.ruleDescriptions`), which the lists of rule ids it
// expects are derived from. L10nSourceRulesTests and L10nWorkflowTests depend on L10nSourceParsingTests and
// L10nCatalogChecksTests for the helpers they share (seeded random inputs, the lexer's hostile inputs, RuleExample).
//
// Plugins (Plugins/), for packages that depend on this one; each runs the `l10n` built from this package:
//   L10nCommandPlugin    `swift package l10n check|format|extract|merge …` on the package's targets.
//   L10nBuildToolPlugin  `l10n check` on a target's Swift files and catalogs during `swift build` and Xcode builds.
let package = Package(
    name: "l10n",
    products: [
        .executable(name: "l10n", targets: ["l10n"]),
        .library(name: "XCStrings", targets: ["XCStrings"]),
        .library(name: "PluralRules", targets: ["PluralRules"]),
        .library(name: "L10nWorkflow", targets: ["L10nWorkflow"]),
        .plugin(name: "L10nCommandPlugin", targets: ["L10nCommandPlugin"]),
        .plugin(name: "L10nBuildToolPlugin", targets: ["L10nBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "L10nFiles"),
        .target(name: "PluralRules"),
        .target(name: "XCStrings", dependencies: ["L10nFiles"]),
        .target(name: "L10nDiagnostics", dependencies: ["L10nFiles"]),
        .target(name: "L10nSourceParsing", dependencies: ["L10nDiagnostics", "L10nFiles"]),
        .target(name: "L10nSourceIndex", dependencies: ["L10nSourceParsing", "L10nDiagnostics", "L10nFiles"]),
        .target(
            name: "L10nSourceRules",
            dependencies: ["L10nSourceIndex", "L10nSourceParsing", "L10nDiagnostics", "L10nFiles"]),
        .target(name: "L10nFormats", dependencies: ["XCStrings", "L10nDiagnostics"]),
        .target(
            name: "L10nTables",
            dependencies: ["L10nFormats", "L10nSourceParsing", "XCStrings", "L10nDiagnostics", "L10nFiles"]),
        .target(
            name: "L10nCatalogChecks",
            dependencies: [
                "L10nFormats", "L10nSourceParsing", "XCStrings", "PluralRules", "L10nDiagnostics", "L10nFiles",
            ]),
        .target(
            name: "L10nExchange",
            dependencies: [
                "L10nCatalogChecks", "L10nTables", "L10nFormats", "L10nSourceRules", "L10nSourceParsing", "XCStrings",
                "L10nDiagnostics", "L10nFiles",
            ]),
        .target(
            name: "L10nWorkflow",
            dependencies: [
                "L10nExchange", "L10nCatalogChecks", "L10nTables", "L10nFormats", "L10nSourceRules",
                "L10nSourceParsing", "XCStrings", "PluralRules", "L10nDiagnostics", "L10nFiles",
            ]),
        .target(
            name: "L10nMCP",
            dependencies: [
                "L10nWorkflow", "L10nExchange", "L10nCatalogChecks", "L10nFormats", "L10nSourceRules",
                "L10nSourceParsing", "XCStrings", "PluralRules", "L10nDiagnostics", "L10nFiles",
            ]),
        .target(name: "L10nCommandLine"),
        .executableTarget(
            name: "l10n",
            dependencies: [
                "L10nCommandLine", "L10nMCP", "L10nWorkflow", "L10nExchange", "L10nCatalogChecks", "L10nTables",
                "L10nSourceParsing", "XCStrings", "PluralRules", "L10nDiagnostics", "L10nFiles",
            ]),
        .plugin(
            name: "L10nCommandPlugin",
            capability: .command(
                intent: .custom(verb: "l10n", description: "Check, format, extract and merge String Catalogs with l10n")),
            dependencies: ["l10n"]),
        .plugin(name: "L10nBuildToolPlugin", capability: .buildTool(), dependencies: ["l10n"]),
        .testTarget(name: "L10nFilesTests", dependencies: ["L10nFiles"]),
        .testTarget(name: "PluralRulesTests", dependencies: ["PluralRules"]),
        .testTarget(name: "XCStringsTests", dependencies: ["XCStrings", "L10nFiles"]),
        .testTarget(name: "L10nDiagnosticsTests", dependencies: ["L10nDiagnostics"]),
        .testTarget(name: "L10nSourceParsingTests", dependencies: ["L10nSourceParsing"]),
        .testTarget(name: "L10nSourceIndexTests", dependencies: ["L10nSourceIndex", "L10nSourceParsing"]),
        .testTarget(
            name: "L10nSourceRulesTests",
            dependencies: [
                "L10nSourceRules", "L10nSourceIndex", "L10nSourceParsing", "L10nDiagnostics", "L10nFiles",
                "L10nSourceParsingTests",
            ]),
        .testTarget(name: "L10nFormatsTests", dependencies: ["L10nFormats", "XCStrings", "L10nDiagnostics"]),
        .testTarget(name: "L10nTablesTests", dependencies: ["L10nTables", "XCStrings"]),
        .testTarget(
            name: "L10nCatalogChecksTests",
            dependencies: ["L10nCatalogChecks", "XCStrings", "L10nDiagnostics"]),
        .testTarget(
            name: "L10nExchangeTests",
            dependencies: [
                "L10nExchange", "L10nCatalogChecks", "L10nFormats", "L10nSourceParsing", "XCStrings", "L10nDiagnostics",
                "L10nFiles",
            ]),
        .testTarget(
            name: "L10nWorkflowTests",
            dependencies: [
                "L10nWorkflow", "L10nExchange", "L10nCatalogChecks", "L10nTables", "L10nFormats", "L10nSourceRules",
                "XCStrings", "L10nDiagnostics", "L10nFiles", "L10nCatalogChecksTests", "L10nSourceIndex", "L10nSourceParsing",
            ]),
        .testTarget(name: "L10nCommandLineTests", dependencies: ["L10nCommandLine"]),
        .testTarget(
            name: "L10nMCPTests",
            dependencies: ["L10nMCP", "L10nWorkflow", "L10nCatalogChecks", "L10nSourceParsing", "XCStrings"]),
        .testTarget(name: "EndToEndTests", dependencies: ["l10n", "L10nWorkflow"]),
    ],
    swiftLanguageModes: [.v6]
)
