import Foundation
import Testing

/// `report --format html` and `--format json` show, for each key not yet translated in a language, every string the
/// language needs (each plural category of that language, done or not) with its state, the key's comment, and
/// where the Swift code uses it.
@Suite struct ReportKeyCardsTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "inbox.count" : {
              "comment" : "Number of unread messages in the inbox header.",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщение" } },
                      "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld сообщений" } }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let view = """
        import SwiftUI

        struct InboxHeader: View {
            let count: Int
            var body: some View {
                Text(String(localized: "inbox.count"))
            }
        }
        """

    @Test func everyStringOfAPluralWithCommentAndPlaceInCode() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.catalog, to: "App/Localizable.xcstrings")
        _ = try dir.write(Self.view, to: "App/InboxHeader.swift")

        let json = try L10nProcess.run(["report", "--format", "json", "--languages", "en,ru", "App"], in: dir.url)
        #expect(json.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let catalog = try #require((report["catalogs"] as? [[String: Any]])?.first)
        let russian = try #require((catalog["languages"] as? [[String: Any]])?.first { ($0["language"] as? String) == "ru" })
        let sample = try #require((russian["notTranslated"] as? [[String: Any]])?.first)
        #expect(sample["comment"] as? String == "Number of unread messages in the inbox header.")
        #expect(sample["usedAt"] as? [String] == ["App/InboxHeader.swift:6:32"])
        let strings = try #require(sample["strings"] as? [[String: Any]])
        // Russian needs one, few, many and other (Xcode's categories, in CLDR's order), whatever English has; a
        // category English lacks translates English's 'other'.
        #expect(strings.map { "\($0["variant"] ?? "") \($0["state"] ?? "")" }
            == ["plural.one translated", "plural.few missing", "plural.many missing", "plural.other needs_review"])
        #expect(strings.first?["source"] as? String == "%lld message")
        #expect(strings.first?["value"] as? String == "%lld сообщение")
        #expect(strings[1]["source"] as? String == "%lld messages")
        #expect(strings[1]["value"] == nil)

        let html = try L10nProcess.run(["report", "--format", "html", "--languages", "en,ru", "App"], in: dir.url).stdout
        let list = try #require(html.components(separatedBy: "<details class=\"list keys\" data-language=\"ru\">")
            .dropFirst().first?.components(separatedBy: "</details>").first)
        #expect(list.contains("<span class=\"comment\">Number of unread messages in the inbox header.</span>"))
        #expect(list.contains("<span class=\"used\">used at <code class=\"path\">App/<wbr>InboxHeader.swift:6:32</code></span>"))
        let items = list.components(separatedBy: "<li>").dropFirst().map { $0.components(separatedBy: "</li>")[0] }
        #expect(items.count == 4)
        #expect(items[1] == "<span class=\"variant\">plural.few</span> <span class=\"state-missing\">missing</span> "
            + "<span class=\"source\" lang=\"en\" dir=\"auto\">%lld messages</span>")
        #expect(items.last?.hasSuffix("→ <span class=\"value\" lang=\"ru\" dir=\"auto\">%lld сообщений</span>") == true)
    }
}
