import Foundation
import Testing
import XCStrings

@Suite struct CatalogWriterTests {
    @Test func richFixtureRoundTrips() throws {
        let bytes = Array(Fixtures.rich.utf8)
        let catalog = try StringCatalog(bytes: bytes, path: "rich.xcstrings")
        #expect(String(decoding: catalog.canonicalBytes(), as: UTF8.self) == Fixtures.rich)
        let withNewline = try StringCatalog(bytes: bytes + [0x0A], path: "rich.xcstrings")
        #expect(withNewline.canonicalBytes() == bytes + [0x0A])
    }

    /// Xcode writes no byte order mark and LF line ends: both are dropped by a rewrite.
    @Test func byteOrderMarkAndCRLFAreNotCanonical() throws {
        let rich = Array(Fixtures.rich.utf8)
        let withMark = try StringCatalog(bytes: [0xEF, 0xBB, 0xBF] + rich, path: "bom.xcstrings")
        #expect(withMark.canonicalBytes() == rich)
        #expect(!withMark.isCanonical([0xEF, 0xBB, 0xBF] + rich))
        let crlf = Array(Fixtures.rich.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n").utf8)
        let windows = try StringCatalog(bytes: crlf, path: "crlf.xcstrings")
        #expect(windows.canonicalBytes() == rich)
    }

    /// A catalog written by a script (Riptide's): values without a `state`. Read as translated, written back as
    /// they were; a state set later is written.
    @Test func aStringUnitWithoutStateIsReadAndWrittenBackWithout() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "app.name" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "value" : "Riptide"
                      }
                    },
                    "ja" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "リップタイド"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        var catalog = try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
        let unit = try #require(catalog.entries["app.name"]?.localizations["en"]?.stringUnit)
        #expect(unit.state == .translated && unit.value == "Riptide" && !unit.isStateWritten)
        #expect(String(decoding: catalog.canonicalBytes(), as: UTF8.self) == text)
        var entry = try #require(catalog.entries["app.name"])
        entry.localizations["en"]?.stringUnit?.state = .needsReview
        catalog.set(entry)
        let rewritten = String(decoding: catalog.canonicalBytes(), as: UTF8.self)
        #expect(rewritten.contains("\"state\" : \"needs_review\",\n            \"value\" : \"Riptide\""), "\(rewritten)")
    }

    @Test func catalogBuiltInCodeIsWrittenInXcodeOrder() {
        var catalog = StringCatalog(sourceLanguage: "en", version: "1.0")
        var entry = CatalogEntry(key: "item10", comment: "Tenth", shouldTranslate: false)
        entry.localizations["es"] = Localization(stringUnit: StringUnit(state: .translated, value: "Diez / 10\t\"x\""))
        entry.localizations["de"] = Localization(stringUnit: StringUnit(state: .needsReview, value: "Zehn"))
        catalog.set(entry)
        catalog.set(CatalogEntry(key: "item2", extractionState: .manual))
        catalog.set(CatalogEntry(key: "Item1", localizations: KeyedList(), keepsEmptyLocalizations: true))
        let expected = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Item1" : {
                  "localizations" : {

                  }
                },
                "item2" : {
                  "extractionState" : "manual"
                },
                "item10" : {
                  "comment" : "Tenth",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "Zehn"
                      }
                    },
                    "es" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Diez / 10\\t\\"x\\""
                      }
                    }
                  },
                  "shouldTranslate" : false
                }
              },
              "version" : "1.0"
            }
            """
        #expect(String(decoding: catalog.canonicalBytes(), as: UTF8.self) == expected)
    }

    @Test func unknownFieldsAreMergedIntoSortedOrder() throws {
        var unit = StringUnit(state: .translated, value: "v")
        unit.extra = [JSONMember(key: "zzz", value: .array([])), JSONMember(key: "reviewed", value: .object([]))]
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.set(CatalogEntry(key: "k", localizations: KeyedList([("en", Localization(stringUnit: unit))])))
        let text = String(decoding: catalog.canonicalBytes(), as: UTF8.self)
        let expected = [
            #"          "stringUnit" : {"#,
            #"            "reviewed" : {"#,
            "",
            #"            },"#,
            #"            "state" : "translated","#,
            #"            "value" : "v","#,
            #"            "zzz" : ["#,
            "",
            #"            ]"#,
            #"          }"#,
        ].joined(separator: "\n")
        #expect(text.contains(expected))
    }

    /// Mammoth's catalog writes `"comment" : null` on entries a script made: read as no comment (not a file that
    /// cannot be read), and written back where it stood.
    @Test func aNullCommentIsNoCommentAndIsKept() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "activity.all" : {
                  "comment" : null,
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "All"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
        #expect(catalog.entries["activity.all"]?.comment == nil)
        #expect(catalog.entries["activity.all"]?.localizations["en"]?.stringUnit?.value == "All")
        #expect(String(decoding: catalog.canonicalBytes(), as: UTF8.self) == text)
    }

    /// The writer agrees with Foundation's JSONSerialization on escaping and layout of arbitrary values.
    @Test func genericValuesMatchJSONSerialization() throws {
        let object: [String: Any] = [
            "text": "a\u{1}\u{1f}\u{7f}/\"\\\n\r\t\u{8}\u{c}é😀\u{2028}",
            "empty": [String: Int](),
            "none": [Int](),
            "nested": ["b": ["c": 1], "a": [true, false]] as [String: Any],
            "list": ["x", "y"],
        ]
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        let value = try JSONReader.parse([UInt8](data), path: "x.json")
        var writer = JSONWriter()
        writer.writeValue(value)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == String(decoding: data, as: UTF8.self))
    }

    /// `isCanonical` compares in 64 KB chunks as it writes: check both sides of chunk boundaries.
    @Test func isCanonicalComparesWithoutKeepingOutput() throws {
        let rich = Array(Fixtures.rich.utf8)
        let catalog = try StringCatalog(bytes: rich, path: "rich.xcstrings")
        #expect(catalog.isCanonical(rich))
        #expect(!catalog.isCanonical(rich + [0x0A]))
        #expect(!catalog.isCanonical(Array(rich.dropLast())))

        var large = StringCatalog(sourceLanguage: "en")
        for number in 0..<3_000 {
            var entry = CatalogEntry(key: "screen.item\(number)", comment: "Comment \(number) ✓")
            entry.localizations["de"] = Localization(stringUnit: StringUnit(state: .translated, value: "Eintrag \(number)"))
            large.set(entry)
        }
        let bytes = large.canonicalBytes()
        #expect(bytes.count > 4 * 65_536)
        #expect(large.isCanonical(bytes))
        let probes = [0, 65_535, 65_536, 65_537, bytes.count / 2, bytes.count - 1]
        probes: for offset in probes {
            var changed = bytes
            changed[offset] = changed[offset] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            #expect(!large.isCanonical(changed), "byte \(offset) changed")
        }
        #expect(!large.isCanonical(bytes + [0x20]))
    }
}
