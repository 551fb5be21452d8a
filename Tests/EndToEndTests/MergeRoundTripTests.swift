import Foundation
import Testing

/// The translator round trip, end to end: `extract` what Spanish needs, a translator fills every target,
/// `merge` brings it back, and `check` is clean.
@Suite struct MergeRoundTripTests {
    /// An app's catalog: English source, French partly done, no Spanish; a plural and a substitution.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "files.list.count" : {
              "comment" : "Number of files in the list",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                }
              }
            },
            "home.header.title" : {
              "comment" : "Home screen title",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Home"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Accueil"
                  }
                }
              }
            },
            "inbox.header.summary" : {
              "comment" : "Who wrote how many messages",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%1$@ sent %#@messages@"
                  },
                  "substitutions" : {
                    "messages" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg message"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg messages"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// A translator's work on an XLIFF file: every `<source>` gets a `<target>` that keeps its format specifiers.
    static func translateXLIFF(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "<source>"), let close = rest[open.upperBound...].range(of: "</source>") {
            let source = rest[open.upperBound..<close.lowerBound]
            out += rest[..<close.upperBound]
            rest = rest[close.upperBound...]
            // Drop an existing (empty or old) target; write the new one right after the source.
            if let target = rest.range(of: "<target"), let unitEnd = rest.range(of: "</trans-unit>"),
                target.lowerBound < unitEnd.lowerBound, let targetEnd = rest.range(of: "</target>")
            {
                out += rest[..<target.lowerBound]
                rest = rest[targetEnd.upperBound...]
            }
            out += "<target state=\"translated\">[es] \(source)</target>"
        }
        return out + rest
    }

    /// The same on JSON units.
    static func translateJSON(_ text: String) throws -> String {
        var units = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [[String: Any]]
        for index in units.indices {
            units[index]["target"] = "[es] " + (units[index]["source"] as! String)
            units[index]["state"] = "translated"
        }
        let data = try JSONSerialization.data(withJSONObject: units, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// The same on CSV (RFC 4180, as a spreadsheet saves it): fill the `target` column of every row.
    static func translateCSV(_ text: String) -> String {
        var rows: [[String]] = [[]]
        var field = ""
        var quoted = false
        var scalars = Array(text.unicodeScalars.drop { $0 == "\u{FEFF}" })[...]
        while let scalar = scalars.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if scalars.first == "\"" { field.unicodeScalars.append(scalars.removeFirst()) } else { quoted = false }
                } else {
                    field.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"" {
                quoted = true
            } else if scalar == "," {
                rows[rows.count - 1].append(field)
                field = ""
            } else if scalar == "\r" || scalar == "\n" {
                if scalar == "\r" && scalars.first == "\n" { scalars.removeFirst() }
                rows[rows.count - 1].append(field)
                field = ""
                rows.append([])
            } else {
                field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !(rows.last ?? []).isEmpty { rows[rows.count - 1].append(field) }
        rows.removeAll { $0.isEmpty }
        let header = rows[0]
        let source = header.firstIndex(of: "source")!
        let target = header.firstIndex(of: "target")!
        func quote(_ value: String) -> String { "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        var out = header.map(quote).joined(separator: ",") + "\r\n"
        for var row in rows.dropFirst() {
            row[target] = "[es] " + row[source]
            out += row.map(quote).joined(separator: ",") + "\r\n"
        }
        return out
    }

    @Test func extractTranslateMergeCheck() throws {
        nextFormat: for format in ["xliff", "json", "csv"] {
            let folder = try TemporaryDirectory()
            let catalog = try folder.write(Self.catalog, to: "Localizable.xcstrings")
            let check = ["check", "--languages", "en,es", "Localizable.xcstrings"]

            let before = try L10nProcess.run(check, in: folder.url)
            #expect(before.status == 1, "\(format): Spanish is missing, so check fails first")

            let export = "es.\(format)"
            let extracted = try L10nProcess.run(
                ["extract", "--language", "es", "--format", format, "--output", export, "Localizable.xcstrings"],
                in: folder.url)
            #expect(extracted.status == 0, "\(format): \(extracted.stderr)")
            let exported = try Self.contents(folder.url.appendingPathComponent(export))
            let translated = switch format {
            case "xliff": Self.translateXLIFF(exported)
            case "json": try Self.translateJSON(exported)
            default: Self.translateCSV(exported)
            }
            #expect(translated != exported, "\(format)")
            _ = try folder.write(translated, to: export)

            let language = format == "csv" ? ["--language", "es"] : []
            let merged = try L10nProcess.run(
                ["merge", "--catalog", "Localizable.xcstrings"] + language + [export], in: folder.url)
            #expect(merged.status == 0, "\(format): \(merged.stderr)")
            #expect(merged.stderr.contains(" 0 rejected"), "\(format): \(merged.stderr)")

            let after = try L10nProcess.run(check, in: folder.url)
            #expect(after.status == 0, "\(format): \(after.stdout)")
            // Only notes remain (Spanish 'many' falls back to 'other', as Xcode does).
            #expect(!after.stdout.contains("error:") && !after.stdout.contains("warning:"), "\(format): \(after.stdout)")
            #expect(after.stderr.contains("es  3/3 (100%)"), "\(format): \(after.stderr)")

            // Nothing is left to translate, and merging the same file again changes nothing.
            let written = try Self.contents(catalog)
            let again = try L10nProcess.run(
                ["merge", "--catalog", "Localizable.xcstrings"] + language + [export], in: folder.url)
            #expect(again.status == 0, "\(format)")
            #expect(try Self.contents(catalog) == written, "\(format)")
            #expect(written.contains("\"value\" : \"[es] Home\""), "\(format)")
            #expect(written.contains("\"value\" : \"[es] %arg messages\""), "\(format)")
        }
    }
}
