import Foundation
import Testing

/// `l10n merge` on hostile inputs: the catalog it would write stays byte-identical, except where the merge rules say
/// otherwise (the git driver writes git's line merge of a malformed side; a malformed base is merged without).
@Suite struct BadInputMergeTests {
    static let catalog = Array(BadInputCheckTests.catalog.utf8)

    /// Three-way merge and the git driver on a malformed base, ours or theirs (the other two files identical):
    /// - a malformed side stops `--output` before anything is written (exit 2, the file and position named);
    /// - under `--git`, a malformed side is merged line by line as git would (the other side is the base here,
    ///   so the result is the malformed side's bytes; a binary one leaves %A as ours, as git does), exit 1;
    /// - a malformed base is left out with a warning: the sides, identical, merge cleanly (exit 0).
    @Test func threeWayMergeWithAMalformedFile() throws {
        struct Side { var label: String; var bytes: [UInt8]; var position: String; var isBinary = false }
        let bad = [
            // `    "x" : ` then the end of file: line 5 is empty.
            Side(label: "truncated", bytes: Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"x\" : \n".utf8), position: "5:1"),
            // A NUL byte: git's line merge refuses binary files.
            Side(label: "not UTF-8", bytes: [0xFF, 0xFE, 0x00], position: "1:1", isBinary: true),
            Side(label: "deeply nested", bytes: Array(("{\"a\":" + String(repeating: "[", count: 600)).utf8), position: "1:517"),
        ]
        sides: for side in bad {
            for role in ["base", "ours", "theirs"] {
                let folder = try TemporaryDirectory()
                var paths: [String: String] = [:]
                for name in ["base", "ours", "theirs"] {
                    let url = folder.url.appendingPathComponent("\(name).xcstrings")
                    try BadInput.write(name == role ? side.bytes : Self.catalog, to: url)
                    paths[name] = url.path
                }
                let label = "\(side.label) \(role)"
                let ours = URL(fileURLWithPath: paths["ours"]!)
                let output = folder.url.appendingPathComponent("out.xcstrings")
                let threeWay = try L10nProcess.run([
                    "merge", "--base", paths["base"]!, "--ours", paths["ours"]!, "--theirs", paths["theirs"]!, "--output", output.path,
                ])
                let git = { try L10nProcess.run(["merge", "--git", paths["base"]!, paths["ours"]!, paths["theirs"]!]) }
                if role == "base" {
                    #expect(threeWay.status == 0, "\(label)")
                    #expect(threeWay.stderr.hasPrefix("\(paths["base"]!):\(side.position): warning: "), "\(label): \(threeWay.stderr)")
                    #expect(threeWay.stderr.hasSuffix("the merge base is not a valid catalog: merged the two sides without it: "
                        + "what only one side has is kept; where they hold different values, ours is kept as a conflict\n"),
                        "\(label): \(threeWay.stderr)")
                    #expect(try BadInput.bytes(output) == Self.catalog, "\(label)")
                    let driver = try git()
                    #expect(driver.status == 0, "\(label)")
                    #expect(driver.stderr.hasPrefix("\(paths["ours"]!): warning: the merge base is not a valid catalog (\(side.position): "),
                        "\(label): \(driver.stderr)")
                    #expect(driver.stderr.split(separator: "\n").count == 1, "\(label): \(driver.stderr)")
                    #expect(try BadInput.bytes(ours) == Self.catalog, "\(label)")
                    #expect(try BadInput.listing(folder.url) == ["base.xcstrings", "ours.xcstrings", "out.xcstrings", "theirs.xcstrings"],
                        "\(label): stray files")
                    continue
                }
                BadInput.expectRefusal(threeWay, prefix: "\(paths[role]!):\(side.position):", "--output, \(label)")
                #expect(!FileManager.default.fileExists(atPath: output.path), "\(label): --output written")
                let driver = try git()
                #expect(driver.status == 1, "\(label): \(driver.stderr)")
                #expect(driver.stdout.isEmpty, "\(label)")
                let outcome = side.isBinary
                    ? "git cannot merge binary files: kept ours" : "merged line by line as git does: no lines conflict; check the result"
                #expect(driver.stderr.hasPrefix("\(paths["ours"]!): error: \(role) is not a valid catalog (\(side.position): "),
                    "\(label): \(driver.stderr)")
                #expect(driver.stderr.hasSuffix("); \(outcome)\n") && driver.stderr.split(separator: "\n").count == 1,
                    "\(label): \(driver.stderr)")
                let expected = side.isBinary ? (role == "ours" ? side.bytes : Self.catalog) : side.bytes
                #expect(try BadInput.bytes(ours) == expected, "\(label): %A")
                #expect(try BadInput.listing(folder.url) == ["base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], "\(label): stray files")
            }
        }
    }

    /// XML bombs and other hostile translation files for `merge --catalog`: refused with their position, quickly,
    /// and the catalog untouched.
    @Test func hostileTranslationFiles() throws {
        let unit = #"<xliff version="1.2"><file original="Localizable.xcstrings" source-language="en" target-language="es"><body><trans-unit id="feature.screen.title"><source>Title</source><target>TARGET</target></trans-unit></body></file></xliff>"#
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            laughs += " <!ENTITY lol\(level) \"" + String(repeating: level == 1 ? "&lol;" : "&lol\(level - 1);", count: 10) + "\">\n"
        }
        laughs += "]>\n" + unit.replacingOccurrences(of: "TARGET", with: "&lol9;")
        let cases: [(name: String, bytes: [UInt8], line: Int)] = [
            // DTDs with entities are refused at the first `<!ENTITY` (line 3 here, line 2 in the next), before any
            // expansion.
            ("laughs.xliff", Array(laughs.utf8), 3),
            ("xxe.xliff", Array(("<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n"
                + unit.replacingOccurrences(of: "TARGET", with: "&x;")).utf8), 2),
            ("deep.xliff", Array(("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">" + String(repeating: "<a>", count: 100_000)).utf8), 2),
            ("truncated.xliff", Array(unit.utf8.prefix(150)), 1),
            ("invalid-utf8.xliff", Array(unit.replacingOccurrences(of: "TARGET", with: "Tit").utf8).prefix(190) + [0xFF, 0xFE]
                + Array(unit.replacingOccurrences(of: "TARGET", with: "Tit").utf8).dropFirst(190), 1),
            ("unterminated.csv", Array("key,target\n\"feature.screen.title\",\"Título\n".utf8), 2),
            // Found by `scripts/fuzz csv`: the message quoted the column name's line break and took two lines.
            ("duplicate-column.csv", Array("\"a\nb\",\"a\nb\",key,target\r\nfeature.screen.title,x,y,Título\r\n".utf8), 1),
            ("deep.json", Array(String(repeating: "[", count: 100_000).utf8), 1),
        ]
        files: for item in cases {
            let folder = try TemporaryDirectory()
            let catalog = folder.url.appendingPathComponent("Localizable.xcstrings")
            try BadInput.write(Self.catalog, to: catalog)
            let file = folder.url.appendingPathComponent(item.name)
            try BadInput.write(item.bytes, to: file)
            let start = ContinuousClock.now
            let result = try L10nProcess.run(["merge", "--catalog", catalog.path, "--language", "es", file.path])
            #expect(ContinuousClock.now - start < .seconds(20), "\(item.name): too slow")
            BadInput.expectRefusal(result, prefix: "\(file.path):\(item.line):", item.name)
            #expect(!result.stderr.contains("root:"), "\(item.name): /etc/passwd leaked")
            #expect(try BadInput.bytes(catalog) == Self.catalog, "\(item.name): catalog changed")
            #expect(try BadInput.listing(folder.url) == ["Localizable.xcstrings", item.name].sorted(), "\(item.name): stray files")
        }
    }

    /// Found by `scripts/fuzz csv`: a `"` followed by a combining mark is one Character, and the CSV writer's
    /// Character-level quote doubling missed it, so an exported CSV could not be read back. Round trip through
    /// `extract --format csv` and `merge --catalog`.
    @Test func csvExportOfAQuoteBeforeACombiningMarkReadsBack() throws {
        let folder = try TemporaryDirectory()
        // The English value starts with `"` + U+0301 COMBINING ACUTE ACCENT (JSON-escaped here).
        let catalog = try folder.write(#"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "feature.screen.title" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\"\u0301quoted, title"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#, to: "Localizable.xcstrings")
        let csv = folder.url.appendingPathComponent("es.csv")
        let export = try L10nProcess.run(["extract", "--language", "es", "--format", "csv", "--output", csv.path, catalog.path])
        #expect(export.status == 0, "\(export.stderr)")
        // The source field, quoted, with its quote doubled: `"""́quoted, title"`.
        let text = try String(contentsOf: csv, encoding: .utf8)
        #expect(text.unicodeScalars.map(\.value).contains(0x301))
        #expect(try BadInput.bytes(csv).starts(with: [0xEF, 0xBB, 0xBF]), "the byte order mark spreadsheets need")
        let row = #"feature.screen.title,,"""\#u{301}quoted, title",,,"#
        #expect(text.contains(row), "\(text.debugDescription)")
        // Translate it as a translator would, then import (String(contentsOf:) dropped the byte order mark).
        try Data(text.replacingOccurrences(of: row, with: row.dropLast(3) + #","Título",,"#).utf8).write(to: csv)
        let merge = try L10nProcess.run(["merge", "--catalog", catalog.path, "--language", "es", csv.path])
        #expect(merge.status == 0, "\(merge.stderr)")
        let merged = try String(contentsOf: catalog, encoding: .utf8)
        #expect(merged.contains(#""value" : "Título""#))
    }
}
