import Foundation
import Testing

@Suite struct RootCommandTests {
    @Test func helpListsEverySubcommand() throws {
        let result = try L10nProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        for name in ["check", "format", "extract", "merge", "rules", "plurals"] {
            #expect(result.stdout.contains("\n  \(name) "), "help lists '\(name)'")
        }
    }

    @Test func versionPrintsOneLine() throws {
        let result = try L10nProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test func unknownOptionIsUsageErrorWithExitTwo() throws {
        let result = try L10nProcess.run(["format", "--no-such-option"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: unknown option '--no-such-option'\nUsage: l10n format"))
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownSubcommandIsUsageError() throws {
        let result = try L10nProcess.run(["frobnicate"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: unknown subcommand 'frobnicate'"))
    }

    @Test func helpSubcommandAndHelpFlagAgree() throws {
        let viaHelp = try L10nProcess.run(["help", "format"])
        let viaFlag = try L10nProcess.run(["format", "--help"])
        #expect(viaHelp.status == 0 && viaFlag.status == 0)
        #expect(viaHelp.stdout == viaFlag.stdout)
        #expect(viaHelp.stdout.contains("USAGE: l10n format"))
    }
}
