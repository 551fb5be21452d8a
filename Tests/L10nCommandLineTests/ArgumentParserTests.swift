import Foundation
@testable import L10nCommandLine
import Testing

@Suite struct ArgumentParserTests {
    let configuration = CommandConfiguration(
        name: "check", abstract: "Check.",
        arguments: [
            .option("--format", valueName: "format", help: "Output format."),
            .option("--language", valueName: "code", repeating: true, help: "A language."),
            .flag("-q", "--quiet", help: "No summary."),
            .positional("path", help: "Paths.", repeating: true),
        ])

    @Test func parsesOptionsFlagsAndPositionals() throws {
        let parsed = try ArgumentParser.parse(
            ["a", "--format", "json", "-q", "--language=es", "b", "--language", "fr"], for: configuration)
        #expect(parsed.value("--format") == "json")
        #expect(parsed.flag("--quiet"))
        #expect(parsed.values("--language") == ["es", "fr"])
        #expect(parsed.positionals == ["a", "b"])
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--", "--quiet", "-"], for: configuration)
        #expect(!parsed.flag("--quiet"))
        #expect(parsed.positionals == ["--quiet", "-"])
    }

    @Test func negativeNumbersArePositionals() throws {
        let parsed = try ArgumentParser.parse(["-21", "-1.5", "-.5", "-q"], for: configuration)
        #expect(parsed.positionals == ["-21", "-1.5", "-.5"])
        #expect(parsed.flag("--quiet"))
    }

    @Test func rejectsUnknownOptionAndMissingValue() {
        #expect(throws: UsageError("unknown option '--nope'")) {
            try ArgumentParser.parse(["--nope"], for: configuration)
        }
        #expect(throws: UsageError("option '--format' needs a value <format>")) {
            try ArgumentParser.parse(["--format"], for: configuration)
        }
        #expect(throws: UsageError("option '--quiet' takes no value")) {
            try ArgumentParser.parse(["--quiet=yes"], for: configuration)
        }
    }

    @Test func rejectsExtraPositionalWhenNotRepeating() {
        let single = CommandConfiguration(
            name: "x", abstract: "X.", arguments: [.positional("locale", help: "L.", optional: false)])
        #expect(throws: UsageError("unexpected argument 'b'")) { try ArgumentParser.parse(["a", "b"], for: single) }
        #expect(throws: UsageError("missing argument <locale>")) { try ArgumentParser.parse([], for: single) }
    }

    @Test func discussionWrapsProseButKeepsIndentedExamples() {
        let long = String(repeating: "word ", count: 40).trimmingCharacters(in: .whitespaces)
        let example = "    l10n check --format sarif " + String(repeating: "x", count: 70)
        let wrapped = HelpFormatter.wrapDiscussion(long + "\n\n" + example)
        let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines.dropLast() { #expect(line.count <= 80, "'\(line)' fits 80 columns") }
        #expect(lines.last.map(String.init) == example)
        #expect(wrapped.replacingOccurrences(of: "\n", with: " ").contains(long))
    }

    @Test func helpReadsLikeArgumentParser() {
        let help = HelpFormatter.help(for: configuration, commandPath: "l10n check")
        #expect(help.hasPrefix("OVERVIEW: Check.\n\nUSAGE: l10n check [--format <format>] [--language <code>] ... [--quiet] [<path> ...]\n"))
        #expect(help.contains("\nARGUMENTS:\n  <path>                  Paths.\n"))
        #expect(help.contains("  -q, --quiet             No summary.\n"))
        #expect(help.contains("  -h, --help              Show help information.\n"))
    }
}
