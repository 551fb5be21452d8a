import Foundation
import Testing

@Suite struct FormatCommandTests {
    /// How Xcode writes this small catalog (checked by hand against ../shared/corpus/FORMAT.md).
    static let canonical = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "item2" : {
              "localizations" : {
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Artículo 2"
                  }
                }
              }
            },
            "item10" : {
              "comment" : "Tenth item"
            }
          },
          "version" : "1.0"
        }
        """

    /// The same catalog as a script might write it: code-point key order, `"k": v`, 4-space indent.
    static let scripted = """
        {
            "version": "1.0",
            "strings": {
                "item10": {"comment": "Tenth item"},
                "item2": {
                    "localizations": {"es": {"stringUnit": {"value": "Art\\u00edculo 2", "state": "translated"}}}
                }
            },
            "sourceLanguage": "en"
        }

        """

    static func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func checkAcceptsCanonicalCatalogs() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(Self.canonical, to: "App/Localizable.xcstrings")
        let result = try L10nProcess.run(["format", "--check", folder.url.path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test func checkListsNonCanonicalCatalogsAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write(Self.canonical, to: "App/Good.xcstrings")
        let bad = try folder.write(Self.scripted, to: "App/Bad.xcstrings")
        let result = try L10nProcess.run(["format", "--check"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "App/Bad.xcstrings\n")
        #expect(try Self.contents(bad) == Self.scripted)
    }

    @Test func formatRewritesInCanonicalForm() throws {
        let folder = try TemporaryDirectory()
        let bad = try folder.write(Self.scripted, to: "Bad.xcstrings")
        let good = try folder.write(Self.canonical, to: "Good.xcstrings")
        let goodModified = try FileManager.default.attributesOfItem(atPath: good.path)[.modificationDate] as? Date

        let result = try L10nProcess.run(["format", folder.url.path])
        #expect(result.status == 0)
        #expect(result.stdout == bad.path + "\n")
        // The scripted file ended with a newline, which is kept; everything else is Xcode's form.
        #expect(try Self.contents(bad) == Self.canonical + "\n")
        #expect(try Self.contents(good) == Self.canonical)
        #expect(try FileManager.default.attributesOfItem(atPath: good.path)[.modificationDate] as? Date == goodModified)

        let again = try L10nProcess.run(["format", "--check", folder.url.path])
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)
    }

    @Test func malformedCatalogFailsWithPositionAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        let bad = try folder.write(Self.scripted, to: "A.xcstrings")
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {},\n}"
        let malformed = try folder.write(broken, to: "B.xcstrings")
        for arguments in [["format"], ["format", "--check"]] {
            let result = try L10nProcess.run(arguments + [folder.url.path])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == "\(malformed.path):3:17: error: trailing comma before '}'\n", "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(try Self.contents(bad) == Self.scripted)
            #expect(try Self.contents(malformed) == broken)
        }
    }

    @Test func missingPathFailsWithExitTwo() throws {
        let result = try L10nProcess.run(["format", "/no/such/folder-for-l10n"])
        #expect(result.status == 2)
        #expect(result.stderr == "/no/such/folder-for-l10n: error: no such file or folder\n")
    }

    @Test func folderWithoutCatalogsWarns() throws {
        let folder = try TemporaryDirectory()
        let result = try L10nProcess.run(["format", "--check"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr == "warning: no String Catalogs (.xcstrings) found in '.'\n")
    }
}
