import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hostile catalogs and file-system situations, run through the built `l10n` binary: each run ends with exit
/// status 2 (or the documented one), one `path:line:column: error: message` line, no crash, and the files
/// untouched. Positions were counted by hand in the inputs below.
@Suite struct BadInputTests {
    /// A valid catalog as a script might write it (not canonical: `format` would rewrite it).
    static let valid = #"{"version":"1.0","sourceLanguage":"en","strings":{"greeting":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"Hola"}}}}}}"#

    struct Case {
        var label: String
        var bytes: [UInt8]
        /// `line:column` of the expected error.
        var position: String
        /// A word the message must hold.
        var detail: String
    }

    static func text(_ lines: [String]) -> [UInt8] { Array(lines.joined(separator: "\n").utf8) }

    static let cases: [Case] = [
        Case(label: "empty file", bytes: [], position: "1:1", detail: "empty"),
        Case(label: "truncated in a string",
            bytes: text(["{", #"  "sourceLanguage" : "en","#, #"  "strings" : {"#, #"    "greeting" : {"#, #"      "comment" : "Hel"#]),
            // The end of file after `"Hel` on line 5: 6 spaces, "comment" (7–15), " : " (16–18), `"` at 19.
            position: "5:23", detail: "end of file"),
        Case(label: "truncated after a member",
            // End of file at column 27 of line 2, after `  "sourceLanguage" : "en",`.
            bytes: text(["{", #"  "sourceLanguage" : "en","#]), position: "2:27", detail: "end of file"),
        Case(label: "strings is an array",
            bytes: text(["{", #"  "sourceLanguage" : "en","#, #"  "strings" : [],"#, #"  "version" : "1.0""#, "}"]),
            position: "3:15", detail: "'strings'"),
        Case(label: "state is a boolean",
            bytes: text(["{", #"  "sourceLanguage" : "en","#, #"  "strings" : {"#, #"    "a" : {"#, #"      "localizations" : {"#,
                #"        "es" : {"#, #"          "stringUnit" : {"#, #"            "state" : true,"#, #"            "value" : "x""#,
                "          }", "        }", "      }", "    }", "  },", #"  "version" : "1.0""#, "}"]),
            position: "8:23", detail: "'state'"),
        Case(label: "version is a number",
            bytes: text(["{", #"  "sourceLanguage" : "en","#, #"  "strings" : {"#, "  },", #"  "version" : 1.0"#, "}"]),
            position: "5:15", detail: "'version'"),
        Case(label: "top level is an array", bytes: Array("[]".utf8), position: "1:1", detail: "array"),
        Case(label: "invalid UTF-8 in a value",
            bytes: text(["{", #"  "sourceLanguage" : "en","#, #"  "strings" : {"#, #"    "a" : {"#])
                + Array("\n      \"comment\" : \"caf".utf8) + [0xC3, 0x28] + text(["\"", "    }", "  },", #"  "version" : "1.0""#, "}"]),
            // 0xC3 at column 23 of line 5, then '(' (0x28) at 24, which cannot continue it.
            position: "5:24", detail: "UTF-8"),
        Case(label: "lone 0xFF byte", bytes: [0xFF], position: "1:1", detail: "error"),
        Case(label: "UTF-16 with a byte order mark", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x0A, 0x00], position: "1:1",
            detail: "error"),
        Case(label: "NUL byte in a string",
            bytes: text(["{", #"  "sourceLanguage" : "en","#, #"  "strings" : {"#, #"    "a" : {"#])
                + Array("\n      \"comment\" : \"x".utf8) + [0x00] + text(["y\"", "    }", "  },", #"  "version" : "1.0""#, "}"]),
            position: "5:21", detail: "U+0000"),
        Case(label: "duplicate key",
            bytes: text(["{", #"  "sourceLanguage" : "en","#, #"  "strings" : {"#, #"    "a" : {"#, "    },", #"    "a" : {"#, "    }",
                "  },", #"  "version" : "1.0""#, "}"]),
            position: "6:5", detail: "duplicate key 'a'"),
        // Found by `scripts/fuzz json`: the message quoted the key's line break and took two lines.
        Case(label: "key with a line break, then no colon",
            bytes: text(["{", #"  "sourceLanguage" : "en","#, #"  "strings" : {"#, #"    "line\nbreak" , {"#, "    }", "  },",
                #"  "version" : "1.0""#, "}"]),
            position: "4:19", detail: #"'line\nbreak'"#),
        Case(label: "lone surrogate escape",
            bytes: text(["{", #"  "sourceLanguage" : "en","#, #"  "strings" : {"#, #"    "\ud800" : {"#, "    }", "  },",
                #"  "version" : "1.0""#, "}"]),
            position: "4:6", detail: "surrogate"),
        Case(label: "garbage after the document",
            bytes: text(["{", #"  "sourceLanguage" : "en","#, #"  "strings" : {"#, "  },", #"  "version" : "1.0""#, "}x"]),
            position: "6:2", detail: "'x'"),
        Case(label: "missing strings",
            bytes: text(["{", #"  "sourceLanguage" : "en","#, #"  "version" : "1.0""#, "}"]), position: "1:1", detail: "'strings'"),
        Case(label: "deep nesting (100,000 arrays in an unknown member)",
            bytes: Array(("{\n  \"deep\" : " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
                + ",\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n  },\n  \"version\" : \"1.0\"\n}").utf8),
            // The object is level 1, so the 512th '[' (column 12 + 511) would be level 513.
            position: "2:523", detail: "512"),
    ]

    @Test func malformedCatalogsAreRefusedWithTheirPositionAndLeftUntouched() throws {
        cases: for item in Self.cases {
            let folder = try TemporaryDirectory()
            let catalog = folder.url.appendingPathComponent("Localizable.xcstrings")
            try BadInput.write(item.bytes, to: catalog)
            for arguments in [["format", catalog.path], ["format", "--check", catalog.path], ["format", folder.url.path]] {
                let result = try L10nProcess.run(arguments)
                BadInput.expectRefusal(
                    result, prefix: "\(catalog.path):\(item.position):", containing: item.detail,
                    "\(item.label) (\(arguments.dropLast().joined(separator: " ")))")
            }
            #expect(try BadInput.bytes(catalog) == item.bytes, "\(item.label): file changed")
            #expect(try BadInput.listing(folder.url) == ["Localizable.xcstrings"], "\(item.label): stray files")
        }
    }

    @Test func oneMalformedCatalogStopsEveryWrite() throws {
        let folder = try TemporaryDirectory()
        let good = folder.url.appendingPathComponent("A/Localizable.xcstrings")
        let bad = folder.url.appendingPathComponent("B/Localizable.xcstrings")
        try BadInput.write(Array(Self.valid.utf8), to: good)
        // Ends after the `{` at column 34: the end of file is at column 35.
        try BadInput.write(Array(#"{"sourceLanguage":"en","strings":{"#.utf8), to: bad)
        let result = try L10nProcess.run(["format", folder.url.path])
        BadInput.expectRefusal(result, prefix: "\(folder.url.path)/B/Localizable.xcstrings:1:35:", "truncated sibling")
        #expect(try BadInput.bytes(good) == Array(Self.valid.utf8), "the valid catalog was rewritten anyway")
    }

    @Test func fiftyMegabyteValues() throws {
        let folder = try TemporaryDirectory()
        // 25 Mi × "é" (2 bytes) = 50 MiB of value.
        let value = String(repeating: "é", count: 25 * 1024 * 1024)
        let huge = folder.url.appendingPathComponent("Huge.xcstrings")
        try BadInput.write(Array((#"{"version":"1.0","sourceLanguage":"en","strings":{"k":{"comment":""# + value + #""}}}"#).utf8), to: huge)
        let formatted = try L10nProcess.run(["format", huge.path])
        #expect(formatted.status == 0, "\(formatted.stderr)")
        let expected = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n      \"comment\" : \"" + value
            + "\"\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        #expect(try BadInput.bytes(huge) == Array(expected.utf8), "50 MB value not written back exactly")

        let unterminated = folder.url.appendingPathComponent("Unterminated.xcstrings")
        let bytes = Array(("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n      \"comment\" : \"" + value).utf8)
        try BadInput.write(bytes, to: unterminated)
        let refused = try L10nProcess.run(["format", unterminated.path])
        // The value's quote is at column 19 of line 5; the end of file comes 52,428,800 bytes later.
        BadInput.expectRefusal(refused, prefix: "\(unterminated.path):5:52428820:", containing: "starts at 5:19", "unterminated 50 MB value")
        #expect(try BadInput.bytes(unterminated) == bytes)
    }

    @Test func pathsThatAreNotCatalogFiles() throws {
        let folder = try TemporaryDirectory()
        let missing = folder.url.appendingPathComponent("Missing.xcstrings").path
        BadInput.expectRefusal(try L10nProcess.run(["format", missing]), prefix: "\(missing):", containing: "no such file", "missing file")

        let fifo = folder.url.appendingPathComponent("Pipe.xcstrings").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // Reading a FIFO would block forever: it must be refused, not opened.
        BadInput.expectRefusal(try L10nProcess.run(["format", fifo]), prefix: "\(fifo):", containing: "not a file", "FIFO")
        BadInput.expectRefusal(try L10nProcess.run(["format", "/dev/zero"]), prefix: "/dev/zero:", "character device")

        // A folder named like a catalog is searched as a folder (documented): nothing found, a warning, exit 0.
        let directory = folder.url.appendingPathComponent("Folder.xcstrings")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let searched = try L10nProcess.run(["format", directory.path])
        #expect(searched.status == 0)
        #expect(searched.stderr.hasPrefix("warning: no String Catalogs"), "\(searched.stderr)")
        // A FIFO met while searching a folder is skipped, not read.
        let walk = try L10nProcess.run(["format", "--check", folder.url.path])
        #expect(walk.status == 0, "\(walk.stderr)")
    }

    @Test(.enabled(if: !BadInput.permissionsAreIgnored, "running as root: chmod 000 does not stop reads"))
    func unreadableCatalog() throws {
        let folder = try TemporaryDirectory()
        let catalog = folder.url.appendingPathComponent("Localizable.xcstrings")
        try BadInput.write(Array(Self.valid.utf8), to: catalog)
        chmod(catalog.path, 0)
        defer { chmod(catalog.path, 0o644) }
        BadInput.expectRefusal(try L10nProcess.run(["format", catalog.path]), prefix: "\(catalog.path):",
            containing: "Permission denied", "chmod 000")
    }

    @Test(.enabled(if: !BadInput.permissionsAreIgnored, "running as root: a read-only folder does not stop writes"))
    func readOnlyFolder() throws {
        let folder = try TemporaryDirectory()
        let catalog = folder.url.appendingPathComponent("App/Localizable.xcstrings")
        try BadInput.write(Array(Self.valid.utf8), to: catalog)
        let app = catalog.deletingLastPathComponent().path
        chmod(app, 0o555)
        defer { chmod(app, 0o755) }
        BadInput.expectRefusal(try L10nProcess.run(["format", catalog.path]), prefix: "\(catalog.path):",
            containing: "temporary file", "read-only folder")
        #expect(try BadInput.bytes(catalog) == Array(Self.valid.utf8))
        #expect(try BadInput.listing(catalog.deletingLastPathComponent()) == ["Localizable.xcstrings"])
    }

    /// A write that fails half-way (here the file-size limit, as a full disk would; this works as root too): the
    /// original is untouched and the temporary file is removed.
    @Test func writeFailingHalfWay() throws {
        let folder = try TemporaryDirectory()
        let catalog = folder.url.appendingPathComponent("Localizable.xcstrings")
        var entries: [String] = []
        for index in 0..<200 { entries.append(#""key.\#(index)":{"comment":"\#(String(repeating: "x", count: 40))"}"#) }
        let original = Array((#"{"version":"1.0","sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + "}}").utf8)
        try BadInput.write(original, to: catalog)
        // `ulimit -f 4` allows 2–4 KiB; the canonical catalog is about 15 KB. SIGXFSZ is ignored so write fails
        // with EFBIG instead of killing the process.
        let result = try ShellProcess.run(#"ulimit -f 4; trap "" XFSZ; exec "$1" format "$2""#,
            [L10nProcess.executableURL.path, catalog.path])
        BadInput.expectRefusal(result, prefix: "\(catalog.path):", containing: "cannot write file", "file-size limit")
        #expect(try BadInput.bytes(catalog) == original)
        #expect(try BadInput.listing(folder.url) == ["Localizable.xcstrings"], "temporary file left behind")
    }

    @Test func symbolicLinkLoopsUnderASearchedFolder() throws {
        let folder = try TemporaryDirectory()
        let catalog = folder.url.appendingPathComponent("App/Localizable.xcstrings")
        try BadInput.write(Array(Self.valid.utf8), to: catalog)
        let app = catalog.deletingLastPathComponent()
        let links = [("self", "."), ("parent", ".."), ("loop-a", "loop-b"), ("loop-b", "loop-a"), ("dangling", "nowhere")]
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent(name).path, withDestinationPath: target)
        }
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("Loop.xcstrings").path, withDestinationPath: "Loop.xcstrings")
        let result = try L10nProcess.run(["format", "--check", folder.url.path])
        // Links to folders are not followed and the self-referencing link is not a file: one catalog, listed once.
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == "\(folder.url.path)/App/Localizable.xcstrings\n")
    }

    @Test func pluralsBatchWithHostileLines() throws {
        var input: [UInt8] = Array("en\t1\n".utf8)
        input += Array("fr\t".utf8) + [0xFF, 0xFE] + [0x0A]               // invalid UTF-8 number
        input += Array("ru\t5".utf8) + [0x00, 0x0A]                       // NUL byte
        input += Array("en\n".utf8)                                      // no tab
        input += Array("en\t".utf8) + Array(repeating: UInt8(ascii: "7"), count: 1_000_000) + [0x0A]   // 1 MB number
        input += Array("pl\t22\n".utf8)
        let result = try L10nProcess.run(["plurals", "--batch"], input: Data(input))
        #expect(result.status == 1, "a bad line makes the exit status 1 (documented)")
        let answers = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("error:") ? "error" : String($0) }
        #expect(answers == ["one", "error", "error", "error", "other", "few", ""])
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 3)
        #expect(errors.map { $0.prefix(9) } == ["<stdin>:2", "<stdin>:3", "<stdin>:4"])
    }
}
