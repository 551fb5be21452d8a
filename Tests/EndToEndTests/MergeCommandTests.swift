import Foundation
import Testing

/// `l10n merge --base --ours --theirs` and `--git` through the built binary.
@Suite struct MergeCommandTests {
    /// A catalog with `home.title` in es and fr, in Xcode's form (written by hand).
    static func catalog(es: String = "Inicio", fr: String = "Accueil", comment: String = "Home screen title") -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "home.title" : {
              "comment" : "\(comment)",
              "localizations" : {
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(es)"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(fr)"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    static func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func cleanMergeGoesToStandardOutput() throws {
        let folder = try TemporaryDirectory()
        let base = try folder.write(Self.catalog(), to: "base.xcstrings")
        let ours = try folder.write(Self.catalog(es: "Portada"), to: "ours.xcstrings")
        let theirs = try folder.write(Self.catalog(fr: "Maison"), to: "theirs.xcstrings")
        let result = try L10nProcess.run(["merge", "--base", base.path, "--ours", ours.path, "--theirs", theirs.path])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == Self.catalog(es: "Portada", fr: "Maison"))
        #expect(try Self.contents(ours) == Self.catalog(es: "Portada"))
    }

    @Test func conflictsKeepOursAndExitOne() throws {
        let folder = try TemporaryDirectory()
        let base = try folder.write(Self.catalog(), to: "base.xcstrings")
        let ours = try folder.write(Self.catalog(es: "Portada", comment: "Title"), to: "ours.xcstrings")
        let theirs = try folder.write(Self.catalog(es: "Casa", fr: "Maison", comment: "Home"), to: "theirs.xcstrings")
        let output = folder.url.appendingPathComponent("merged.xcstrings")
        let result = try L10nProcess.run([
            "merge", "--base", base.path, "--ours", ours.path, "--theirs", theirs.path, "--output", output.path,
        ])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            \(output.path):5:7: conflict: 'home.title' 'comment': changed on both sides
            \(output.path):8:11: conflict: 'home.title' ['es']: changed on both sides
            \(output.path): 2 conflicts; kept ours

            """)
        // Written to standard output, the lines have no place.
        let printed = try L10nProcess.run(["merge", "--base", base.path, "--ours", ours.path, "--theirs", theirs.path])
        #expect(printed.status == 1)
        #expect(printed.stderr.hasPrefix("conflict: 'home.title' 'comment': changed on both sides\n"))
        #expect(printed.stdout == Self.catalog(es: "Portada", fr: "Maison", comment: "Title"))
        #expect(try Self.contents(output) == Self.catalog(es: "Portada", fr: "Maison", comment: "Title"))
    }

    @Test func malformedSideFailsWithPositionAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        let base = try folder.write(Self.catalog(), to: "base.xcstrings")
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {},\n}"
        let theirs = try folder.write(broken, to: "theirs.xcstrings")
        let ours = try folder.write(Self.catalog(es: "Portada"), to: "ours.xcstrings")
        let output = folder.url.appendingPathComponent("merged.xcstrings")
        let result = try L10nProcess.run([
            "merge", "--base", base.path, "--ours", ours.path, "--theirs", theirs.path, "--output", output.path,
        ])
        #expect(result.status == 2)
        #expect(result.stderr == "\(theirs.path):3:17: error: trailing comma before '}'\n")
        #expect(try Self.contents(ours) == Self.catalog(es: "Portada"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == 3)
    }

    /// Under `--git`, a malformed side is merged line by line as git would, into %A, with git's conflict labels
    /// when git passes them (`%S %X %Y`, git 2.44 and later), else `base`, `ours` and `theirs`.
    @Test(.enabled(if: gitIsInstalled, "needs git on PATH"))
    func malformedSideUnderTheDriverIsMergedLineByLine() throws {
        let broken = Self.catalog(fr: "Maison").replacingOccurrences(of: "\"Maison\"", with: "\"Maison\",")
        let cases: [(labels: [String], ours: String, theirs: String)] = [
            ([], "ours", "theirs"),
            (["%S", "%X", "%Y"], "ours", "theirs"),
            (["merged common ancestors", "HEAD", "feature"], "HEAD", "feature"),
        ]
        for labels in cases {
            let folder = try TemporaryDirectory()
            let base = try folder.write(Self.catalog(), to: "base.xcstrings")
            let theirs = try folder.write(broken, to: "theirs.xcstrings")
            let ours = try folder.write(Self.catalog(fr: "Bienvenue"), to: "ours.xcstrings")
            let result = try L10nProcess.run(
                ["merge", "--git", base.path, ours.path, theirs.path, "App/Localizable.xcstrings"] + labels.labels)
            #expect(result.status == 1, "\(labels)")
            #expect(result.stderr == "App/Localizable.xcstrings: error: theirs is not a valid catalog (16:31: trailing comma "
                + "before '}'); merged line by line as git does: 1 conflict marked\n", "\(labels)")
            let marked = """
                <<<<<<< \(labels.ours)
                            "value" : "Bienvenue"
                =======
                            "value" : "Maison",
                >>>>>>> \(labels.theirs)
                """
            #expect(try Self.contents(ours) == Self.catalog(fr: "Bienvenue").replacingOccurrences(
                of: "            \"value\" : \"Bienvenue\"", with: marked), "\(labels)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == 3)
        }
    }

    @Test func usageErrors() throws {
        let cases: [(arguments: [String], message: String)] = [
            (["merge"], "error: give '--base', '--ours' and '--theirs', or '--git', or '--catalog'"),
            (["merge", "--base", "b", "--ours", "o"], "error: missing '--theirs <file>'"),
            (["merge", "--git", "a", "b"], "error: '--git' takes git's %O %A %B [%P [%S %X %Y]] (2 given)"),
            (["merge", "--git", "a", "b", "c", "d", "e"], "error: '--git' takes git's %O %A %B [%P [%S %X %Y]] (5 given)"),
            (["merge", "--git", "--base", "b", "x", "y", "z"], "error: '--git' cannot be used with '--base'"),
            (["merge", "--base", "b", "--ours", "o", "--theirs", "t", "--catalog", "c"],
             "error: '--catalog' cannot be used with '--base'"),
        ]
        nextCase: for (arguments, message) in cases {
            let result = try L10nProcess.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix(message + "\n"), "\(arguments): \(result.stderr)")
        }
    }
}
