import Foundation
import Testing

/// `l10n check` on hostile source trees: a 10 MB one-line Swift file, symbolic link loops, a malformed catalog.
@Suite struct BadInputCheckTests {
    /// A canonical catalog with one key translated in en and es.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "feature.screen.title" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Title"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Título"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func tenMegabyteOneLineSwiftFileUnderSymbolicLinkLoops() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(Self.catalog, to: "Localizable.xcstrings")
        // 10 MB on one line: the key used 200,000+ times, then one hardcoded string at the very end.
        let use = #"String(localized: "feature.screen.title"), "#     // 44 bytes
        let count = 10_000_000 / use.utf8.count
        let prefix = "let all = [" + String(repeating: use, count: count) + "]; Text("
        let line = prefix + #""Hello world")"#
        #expect(line.utf8.count > 10_000_000)
        let big = try folder.write(line, to: "Sources/Big.swift")
        let sources = big.deletingLastPathComponent()
        for (name, target) in [("self", "."), ("up", ".."), ("loop-a", "loop-b"), ("loop-b", "loop-a"), ("Loop.swift", "Loop.swift")] {
            try FileManager.default.createSymbolicLink(atPath: sources.appendingPathComponent(name).path, withDestinationPath: target)
        }
        let result = try L10nProcess.run(["check", "--quiet", "."], in: folder.url)
        // The string's quote is the byte after `Text(`: column = prefix length + 1.
        let column = prefix.utf8.count + 1
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stdout.prefix(2000))")
        #expect(lines.first?.hasPrefix("Sources/Big.swift:1:\(column): ") == true, "\(lines.first ?? "")")
        #expect(lines.first?.contains("'Hello world'") == true)
        #expect(result.stderr.isEmpty, "\(result.stderr.prefix(2000))")
    }

    @Test func malformedCatalogInACheckedTree() throws {
        let folder = try TemporaryDirectory()
        let bytes = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n".utf8)
        let catalog = folder.url.appendingPathComponent("App/Localizable.xcstrings")
        try BadInput.write(bytes, to: catalog)
        _ = try folder.write("let title = String(localized: \"feature.screen.title\")\n", to: "App/View.swift")
        let result = try L10nProcess.run(["check", "--quiet", "."], in: folder.url)
        // `"strings" : [` on line 3: the '[' is at column 15.
        BadInput.expectRefusal(result, prefix: "App/Localizable.xcstrings:3:15:", containing: "'strings'", "check, malformed catalog")
        #expect(try BadInput.bytes(catalog) == bytes)
    }

    /// Found by `scripts/fuzz lexer` (minimised input: `/\` LF `/}`): a bare `/` regex candidate swallowed an
    /// escaped line break without counting it, so every later finding was reported one line early. Fixed in
    /// `ByteScanner.scanBareRegex()`: a `\` before a line break ends the candidate, as a plain line break does.
    @Test func escapedLineBreakInARegexCandidateKeepsLineNumbers() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("let pattern = /\\\n/\nlet title = Text(\"Hello world\")\n", to: "View.swift")
        let result = try L10nProcess.run(["check", "--quiet", "."], in: folder.url)
        #expect(result.status == 1)
        // `let title = Text(` is 17 bytes: the string starts at column 18 of line 3.
        #expect(result.stdout.hasPrefix("View.swift:3:18: "), "\(result.stdout)")
    }

    /// Found by `scripts/fuzz format-specifiers`: a `%` before a line break is a malformed directive whose text holds
    /// the line break; the finding must still print as one line (the reporters escape it).
    @Test func malformedDirectiveEndingInALineBreakPrintsOnOneLine() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "feature.files.count %@" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%@ files"
                      }
                    },
                    "es" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%\\n archivos"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """, to: "Localizable.xcstrings")
        let result = try L10nProcess.run(["check", "--quiet", "."], in: folder.url)
        #expect(result.status == 1)
        // Line 15 is `            "value" : "%\n archivos"`: the quote at column 23, the `%` at 24.
        // One format finding for the string, naming both of its mismatches (the line break the Spanish has and the
        // source not is the translator's layout, not a finding), on one line.
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("Localizable.xcstrings:15:24: error: ") && $0.contains(#"'%\n'"#)
            && $0.contains("argument 1 ('%@') is missing in 'es'") }, "\(result.stdout)")
        let github = try L10nProcess.run(["check", "--quiet", "--format", "github", "."], in: folder.url)
        #expect(github.stdout.split(separator: "\n").count == 1, "\(github.stdout)")
        #expect(github.stdout.contains("line=15,col=24"))
    }
}
