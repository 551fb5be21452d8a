import Foundation
import Testing

/// Every command that writes an existing catalog, run as users run it on a catalog a translation platform
/// exported (four spaces, `"key": value`, `\/` and `\u00e9` escapes, its own key order, no final newline): one
/// translation in, and only that translation's lines differ.
@Suite struct LayoutKeepingWritesTests {
    static let catalog = """
        {
            "sourceLanguage": "en",
            "strings": {
                "settings.title": {
                    "comment": "Settings \\/ Options screen title",
                    "localizations": {
                        "en": {
                            "stringUnit": {
                                "state": "translated",
                                "value": "Settings"
                            }
                        }
                    }
                },
                "menu.cafe": {
                    "localizations": {
                        "en": {
                            "stringUnit": {
                                "state": "translated",
                                "value": "Caf\\u00e9 menu"
                            }
                        },
                        "fr": {
                            "stringUnit": {
                                "state": "translated",
                                "value": "Menu du caf\\u00e9"
                            }
                        }
                    }
                }
            },
            "version": "1.0"
        }
        """

    /// The lines the Spanish translation of `menu.cafe` adds, in the file's style (its escapes too), between
    /// `en` and `fr` (the entry's languages are sorted, so the new one is placed in order).
    static let spanishLines = [
        "                \"es\": {",
        "                    \"stringUnit\": {",
        "                        \"state\": \"translated\",",
        "                        \"value\": \"Men\\u00fa del caf\\u00e9\"",
        "                    }",
        "                },",
    ]

    /// The lines between the longest common leading and trailing lines of two texts.
    static func lineDiff(_ old: String, _ new: String) -> (removed: [String], added: [String]) {
        let a = old.components(separatedBy: "\n")
        let b = new.components(separatedBy: "\n")
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        return (Array(a[head..<(a.count - tail)]), Array(b[head..<(b.count - tail)]))
    }

    static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func mergeCatalogImport() throws {
        let dir = try TemporaryDirectory()
        let catalog = try dir.write(Self.catalog, to: "Localizable.xcstrings")
        _ = try dir.write("key,target\nmenu.cafe,Menú del café\n", to: "es.csv")
        let result = try L10nProcess.run(
            ["merge", "--catalog", "Localizable.xcstrings", "--language", "es", "es.csv"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        let diff = Self.lineDiff(Self.catalog, try Self.read(catalog))
        #expect(diff.removed == [])
        #expect(diff.added == Self.spanishLines)
    }

    @Test func threeWayMergeKeepsOursLayout() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.catalog, to: "base.xcstrings")
        let ours = try dir.write(Self.catalog, to: "ours.xcstrings")
        // Theirs added the Spanish translation, in Xcode's layout (another branch's Xcode saved it).
        _ = try dir.write(Self.catalog, to: "theirs.xcstrings")
        _ = try L10nProcess.run(["format", "theirs.xcstrings"], in: dir.url)
        _ = try dir.write("key,target\nmenu.cafe,Menú del café\n", to: "es.csv")
        _ = try L10nProcess.run(["merge", "--catalog", "theirs.xcstrings", "--language", "es", "es.csv"], in: dir.url)
        #expect(try Self.read(dir.url.appendingPathComponent("theirs.xcstrings")).contains("\"es\" : {"))

        let result = try L10nProcess.run(
            ["merge", "--base", "base.xcstrings", "--ours", "ours.xcstrings", "--theirs", "theirs.xcstrings",
             "--output", "ours.xcstrings"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.lineDiff(Self.catalog, try Self.read(ours)) == ([], Self.spanishLines))

        // As git's merge driver: the result goes into %A, in its layout.
        let driverOurs = try dir.write(Self.catalog, to: "A.xcstrings")
        let driver = try L10nProcess.run(
            ["merge", "--git", "base.xcstrings", "A.xcstrings", "theirs.xcstrings", "Localizable.xcstrings"], in: dir.url)
        #expect(driver.status == 0, "\(driver.stderr)")
        #expect(Self.lineDiff(Self.catalog, try Self.read(driverOurs)) == ([], Self.spanishLines))
    }

    @Test func extractFromSourcesAddsOnlyTheNewKey() throws {
        let dir = try TemporaryDirectory()
        let catalog = try dir.write(Self.catalog, to: "App/Localizable.xcstrings")
        _ = try dir.write(
            """
            import Foundation

            let title = String(localized: "settings.title")
            let menu = String(localized: "menu.cafe")
            let about = String(localized: "settings.about")

            """, to: "App/Settings.swift")
        let result = try L10nProcess.run(
            ["extract", "--from-sources", "App", "--catalog", "App/Localizable.xcstrings"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        // The file has its own order (not sorted): the new key goes last, in the file's style (`{}`); the entry
        // before it gains its comma.
        #expect(
            Self.lineDiff(Self.catalog, try Self.read(catalog))
                == (["        }"], ["        },", "        \"settings.about\": {}"]))
    }

    @Test func mcpSubmitTranslations() throws {
        let dir = try TemporaryDirectory()
        let catalog = try dir.write(Self.catalog, to: "App/Localizable.xcstrings")
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"submit_translations","arguments":{"catalog":"App/Localizable.xcstrings","language":"es","translations":[{"key":"menu.cafe","value":"Menú del café"}]}}}"#,
        ].joined(separator: "\n") + "\n"
        let result = try L10nProcess.run(["mcp", "--languages", "en,es", "App"], in: dir.url, input: Data(input.utf8))
        #expect(result.stdout.contains(#"\"written\":true"#) || result.stdout.contains(#""written":true"#), "\(result.stdout)")
        #expect(Self.lineDiff(Self.catalog, try Self.read(catalog)) == ([], Self.spanishLines))
    }
}
