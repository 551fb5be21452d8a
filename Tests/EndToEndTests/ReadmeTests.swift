import Foundation
import Testing

/// The README is a user's first hour: its examples must run as shown, and it must stay short and readable.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardizedFileURL

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The fenced blocks of a Markdown text, with the info string after the opening fence (`sh`, `json`, ``).
    static func fencedBlocks(_ text: String) -> [(info: String, body: String)] {
        var blocks: [(String, String)] = []
        var open: (info: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let current = open {
                    blocks.append((current.info, current.lines.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    open = (String(line.dropFirst(3)), [])
                }
            } else {
                open?.lines.append(line)
            }
        }
        return blocks
    }

    /// `swift run l10n check` on the bundled example prints exactly the findings and the summary the Quick start
    /// shows (the first two unlabelled blocks), and exits 1.
    @Test func quickStartPrintsWhatTheReadmeShows() throws {
        let plain = Self.fencedBlocks(try Self.readme()).filter { $0.info.isEmpty }
        try #require(plain.count >= 2)
        let result = try L10nProcess.run(["check"], in: Self.root)
        #expect(result.status == 1)
        #expect(result.stdout == plain[0].body)
        #expect(result.stderr == plain[1].body)
    }

    /// Every `l10n` command line in the README's shell examples names a command that exists and only options that
    /// command's `--help` lists.
    @Test func everyCommandExampleNamesDeclaredOptions() throws {
        var checked = 0
        for block in Self.fencedBlocks(try Self.readme()) where block.info == "sh" {
            for line in block.body.split(separator: "\n") {
                let code = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
                let words = code.split(separator: " ").map(String.init)
                guard words.first == "l10n", words.count > 1 else { continue }
                let command = words[1]
                let help = try L10nProcess.run([command, "--help"])
                #expect(help.status == 0, "'l10n \(command)' is a command (\(line))")
                for option in words.dropFirst(2) where option.hasPrefix("--") {
                    let name = String(option.split(separator: "=").first ?? "")
                    #expect(help.stdout.contains(name), "'l10n \(command) --help' lists '\(name)' (\(line))")
                }
                checked += 1
            }
        }
        #expect(checked >= 12, "the README shows \(checked) l10n command lines")
    }

    /// At most ~350 lines; no line over 120 characters outside tables and code; no heading below `##` (an
    /// embedded report or a pasted page would bring its own headings); every linked page exists.
    @Test func readmeIsShortReadableAndLinksExist() throws {
        let text = try Self.readme()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 350)
        var inFence = false
        for (number, line) in lines.enumerated() {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence || line.hasPrefix("|") { continue }
            #expect(line.count <= 120, "README.md:\(number + 1) has \(line.count) characters")
            if line.hasPrefix("#") {
                #expect(line.hasPrefix("# ") || line.hasPrefix("## "), "README.md:\(number + 1): '\(line)'")
            }
        }
        #expect(!inFence, "every fence is closed")
        let links = text.matches(of: /\]\((docs\/[^)#]+)/).map { String($0.output.1) }
        #expect(links.count >= 10)
        for link in Set(links) {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(link).path), "\(link)")
        }
    }
}
