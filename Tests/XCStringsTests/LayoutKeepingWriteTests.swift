import Foundation
import Testing
import XCStrings

/// `StringCatalog.bytes(replacing:)`, the one function every save of an existing catalog goes through: a file in
/// another tool's layout keeps it, and only the changed entry's lines differ. The fixtures are shaped as the tools
/// write them (Python's `json.dump`, PHP's `json_encode` as platforms export, `jq -S`, a formatter with tabs and
/// CRLF, a minified file); each is checked with a line diff (what differs between the common head and tail).
@Suite struct LayoutKeepingWriteTests {
    /// The lines that differ: what lies between the longest common leading and trailing lines (split at LF
    /// bytes, so a CRLF line keeps its CR).
    static func lineDiff(_ old: String, _ new: String) -> (removed: [String], added: [String]) {
        func lines(_ text: String) -> [String] {
            Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
        let a = lines(old)
        let b = lines(new)
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        return (Array(a[head..<(a.count - tail)]), Array(b[head..<(b.count - tail)]))
    }

    /// `text` with `value` as the `es` translation of `key`, written over `text`.
    static func translating(_ text: String, _ key: String, _ value: String) throws -> String {
        var catalog = try StringCatalog(bytes: Array(text.utf8), path: "L.xcstrings")
        var entry = try #require(catalog[key])
        entry.localizations["es"] = Localization(stringUnit: StringUnit(state: .translated, value: value))
        catalog.set(entry)
        return String(decoding: catalog.bytes(replacing: Array(text.utf8)), as: UTF8.self)
    }

    /// Python's `json.dump(catalog, f, indent=2, ensure_ascii=False)`: `"key": value`, the script's own key order,
    /// no final newline (the shape of a 29,951-line catalog a script generated).
    static let python = """
        {
          "sourceLanguage": "en",
          "strings": {
            "Move Down In Order": {
              "comment": "HeaderDownUpInOrder",
              "localizations": {
                "en": {
                  "stringUnit": {
                    "state": "new",
                    "value": "Move Down In Order"
                  }
                },
                "ja": {
                  "stringUnit": {
                    "state": "translated",
                    "value": "下に移動"
                  }
                }
              }
            },
            "All Playlists": {
              "comment": "AllPlaylists",
              "localizations": {
                "en": {
                  "stringUnit": {
                    "state": "new",
                    "value": "All Playlists"
                  }
                },
                "zh-Hans": {
                  "stringUnit": {
                    "state": "translated",
                    "value": "所有播放列表"
                  }
                }
              }
            }
          },
          "version": "1.0"
        }
        """

    @Test func pythonLayoutGainsOnlyTheTranslationsLines() throws {
        let written = try Self.translating(Self.python, "All Playlists", "Todas las listas")
        let diff = Self.lineDiff(Self.python, written)
        #expect(diff.removed == [])
        #expect(diff.added == [
            "        \"es\": {",
            "          \"stringUnit\": {",
            "            \"state\": \"translated\",",
            "            \"value\": \"Todas las listas\"",
            "          }",
            "        },",
        ])
        #expect(!written.hasSuffix("\n"))
    }

    /// PHP's `json_encode(…, JSON_PRETTY_PRINT)` as translation platforms export: four spaces, `"key": value`,
    /// `\/` and `\u00e9` escapes, keys sorted by code point.
    static let php = """
        {
            "sourceLanguage": "en",
            "strings": {
                "Caf\\u00e9 menu": {
                    "localizations": {
                        "en": {
                            "stringUnit": {
                                "state": "translated",
                                "value": "Caf\\u00e9 menu"
                            }
                        }
                    }
                },
                "settings.title": {
                    "localizations": {
                        "en": {
                            "stringUnit": {
                                "state": "translated",
                                "value": "Settings \\/ Options"
                            }
                        }
                    }
                }
            },
            "version": "1.0"
        }

        """

    @Test func escapedLayoutWritesNewTextWithTheSameEscapes() throws {
        let written = try Self.translating(Self.php, "settings.title", "Ajustes / Opciones de café")
        let diff = Self.lineDiff(Self.php, written)
        #expect(diff.removed == [])
        #expect(diff.added == [
            "                },",
            "                \"es\": {",
            "                    \"stringUnit\": {",
            "                        \"state\": \"translated\",",
            "                        \"value\": \"Ajustes \\/ Opciones de caf\\u00e9\"",
            "                    }",
        ])
        #expect(diff.added.count == 6)
    }

    /// A new key goes where the file's own order puts it: by code point in a `jq -S` file (`Zoom` before `about`),
    /// which Xcode's order would not do, and last in a file with no order.
    @Test func newKeysFollowTheFilesOrder() throws {
        let jq = """
            {
              "sourceLanguage": "en",
              "strings": {
                "Zoom": {},
                "about": {},
                "zebra": {}
              },
              "version": "1.0"
            }

            """
        var catalog = try StringCatalog(bytes: Array(jq.utf8), path: "jq.xcstrings")
        catalog.set(CatalogEntry(key: "Apple"))
        catalog.set(CatalogEntry(key: "banana"))
        let written = String(decoding: catalog.bytes(replacing: Array(jq.utf8)), as: UTF8.self)
        #expect(written == jq.replacingOccurrences(of: "    \"Zoom\": {},\n", with: "    \"Apple\": {},\n    \"Zoom\": {},\n")
            .replacingOccurrences(of: "    \"about\": {},\n", with: "    \"about\": {},\n    \"banana\": {},\n"))

        let unordered = Self.python
        var other = try StringCatalog(bytes: Array(unordered.utf8), path: "p.xcstrings")
        other.set(CatalogEntry(key: "Add", comment: "Button"))
        let appended = String(decoding: other.bytes(replacing: Array(unordered.utf8)), as: UTF8.self)
        let diff = Self.lineDiff(unordered, appended)
        #expect(diff.removed == [])
        // The entry before gains its comma; the new one's closing brace lines up with the old closing line.
        #expect(diff.added == ["    },", "    \"Add\": {", "      \"comment\": \"Button\""])
    }

    /// Tabs and CRLF line ends (a Windows formatter) stay; so does a one-line file.
    @Test func tabsCRLFAndOneLineFilesKeepTheirLayout() throws {
        let tabs = Self.python.replacingOccurrences(of: "  ", with: "\t").replacingOccurrences(of: "\n", with: "\r\n")
        let written = try Self.translating(tabs, "Move Down In Order", "Bajar")
        let diff = Self.lineDiff(tabs, written)
        #expect(diff.removed == [])
        #expect(diff.added == [
            "\t\t\t\t\"es\": {\r", "\t\t\t\t\t\"stringUnit\": {\r", "\t\t\t\t\t\t\"state\": \"translated\",\r",
            "\t\t\t\t\t\t\"value\": \"Bajar\"\r", "\t\t\t\t\t}\r", "\t\t\t\t},\r",
        ])

        let minified = #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}}}},"b":{}},"version":"1.0"}"#
        let compact = try Self.translating(minified, "a", "Á")
        #expect(compact == minified.replacingOccurrences(
            of: #""value":"A"}}}}"#, with: #""value":"A"}},"es":{"stringUnit":{"state":"translated","value":"Á"}}}}"#))
    }

    /// Removing entries (the three-way merge does) takes their lines and a comma, nothing else; the last entry's
    /// removal moves the comma off the one before.
    @Test func removedEntriesTakeOnlyTheirLines() throws {
        var catalog = try StringCatalog(bytes: Array(Self.php.utf8), path: "L.xcstrings")
        _ = catalog.entries.removeValue(forKey: "settings.title")
        let written = String(decoding: catalog.bytes(replacing: Array(Self.php.utf8)), as: UTF8.self)
        let diff = Self.lineDiff(Self.php, written)
        #expect(diff.added == [])
        #expect(diff.removed.count == 10)
        #expect(diff.removed.first == "        },")
        #expect(try StringCatalog(bytes: Array(written.utf8), path: "w").entries.keys == ["Café menu"])
    }

    /// The final newline is the catalog's to say (a three-way merge may take theirs): only it changes.
    @Test func theFinalNewlineFollowsTheCatalog() throws {
        var catalog = try StringCatalog(bytes: Array(Self.python.utf8), path: "p.xcstrings")
        catalog.endsWithNewline = true
        #expect(catalog.bytes(replacing: Array(Self.python.utf8)) == Array((Self.python + "\n").utf8))
        var php = try StringCatalog(bytes: Array(Self.php.utf8), path: "php.xcstrings")
        php.endsWithNewline = false
        #expect(php.bytes(replacing: Array(Self.php.utf8)) == Array(Self.php.dropLast().utf8))
    }

    /// A file in Xcode's layout gets Xcode's bytes, as before; a new file (no original) too.
    @Test func xcodeLayoutAndNewFilesAreCanonical() throws {
        let xcode = Array(Fixtures.rich.utf8)
        var catalog = try StringCatalog(bytes: xcode, path: "rich.xcstrings")
        #expect(catalog.bytes(replacing: xcode) == xcode)
        catalog.set(CatalogEntry(key: "zz.new.key"))
        #expect(catalog.bytes(replacing: xcode) == catalog.canonicalBytes())
        #expect(catalog.bytes(replacing: nil) == catalog.canonicalBytes())
        #expect(catalog.bytes(replacing: Array("not json".utf8)) == catalog.canonicalBytes())
    }

    /// A canonical catalog laid out as a four-space, `"key": value` tool writes it.
    static func relaidOut(_ canonical: String) -> String {
        canonical.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = line.prefix { $0 == " " }.count
            return String(repeating: " ", count: indent * 2) + line.dropFirst(indent).replacingOccurrences(of: "\" : ", with: "\": ")
        }.joined(separator: "\n")
    }

    /// What a splice writes always reads back as the catalog that was written, on the fixtures and on every
    /// corpus catalog re-laid out with four spaces and `"key": value`, with one translation changed or added in
    /// every other entry and a comment dropped.
    @Test func splicedBytesReadBackAsTheCatalog() throws {
        var files = [("python", Self.python), ("php", Self.php)]
        for url in CorpusRoundTripTests.corpusFiles {
            files.append((url.lastPathComponent, Self.relaidOut(try String(contentsOf: url, encoding: .utf8))))
        }
        for (name, text) in files {
            var catalog = try StringCatalog(bytes: Array(text.utf8), path: name)
            #expect(!catalog.isCanonical(Array(text.utf8)), "\(name)")
            for (index, key) in catalog.entries.keys.enumerated() where index % 2 == 0 {
                var entry = catalog[key]!
                entry.localizations["fr"] = Localization(stringUnit: StringUnit(state: .needsReview, value: "«\(key)» \u{1F600}"))
                entry.comment = nil
                catalog.set(entry)
            }
            let written = catalog.bytes(replacing: Array(text.utf8))
            #expect(try StringCatalog(bytes: written, path: name).canonicalBytes() == catalog.canonicalBytes(), "\(name)")
            #expect(written != catalog.canonicalBytes(), "\(name)")
        }
    }
}
