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

    /// A misspelt option points to the subcommand's own help and offers the nearest declared option.
    @Test func misspeltOptionSuggestsTheOptionAndTheSubcommandsHelp() throws {
        let result = try L10nProcess.run(["check", "--fromat", "json"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: unknown option '--fromat'; did you mean '--format'?\nUsage: l10n check "))
        #expect(result.stderr.hasSuffix("\n  See 'l10n check --help' for more information.\n"))
        let far = try L10nProcess.run(["check", "--zzzzzzzz"])
        #expect(far.stderr.hasPrefix("error: unknown option '--zzzzzzzz'\nUsage: l10n check "))
    }

    /// `l10n` alone is bad usage, as the README's exit statuses say: the help on standard error, exit 2.
    @Test func noSubcommandIsUsageErrorWithExitTwo() throws {
        let result = try L10nProcess.run([])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("OVERVIEW: "))
    }

    /// Every option a subcommand's help lists appears in one of its usage lines.
    @Test func usageLinesNameEveryOption() throws {
        let help = try L10nProcess.run(["--help"]).stdout
        let commands = help.components(separatedBy: "SUBCOMMANDS:\n")[1].split(separator: "\n")
            .compactMap { $0.hasPrefix("  ") && !$0.hasPrefix("   ") ? $0.split(separator: " ").first.map(String.init) : nil }
            .filter { $0 != "See" }
        #expect(commands.count >= 7, "\(commands)")
        for command in commands {
            let text = try L10nProcess.run([command, "--help"]).stdout
            let usage = text.components(separatedBy: "USAGE: ")[1].components(separatedBy: "\n\n")[0]
            let options = text.components(separatedBy: "OPTIONS:\n").dropFirst().first ?? ""
            for line in options.split(separator: "\n") where line.hasPrefix("  -") {
                let names = line.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
                    .filter { $0.hasPrefix("--") && $0 != "--help" }
                for name in names.prefix(1) {
                    #expect(usage.contains(name), "l10n \(command): usage lacks \(name)")
                }
            }
        }
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
