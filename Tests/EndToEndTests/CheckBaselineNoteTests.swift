import Foundation
import Testing

/// Baseline entries that no finding matches any more are reported as a note after the summary; they never fail
/// the run, and entries for files the run did not check are not counted.
@Suite struct CheckBaselineNoteTests {
    static func entry(_ file: String, _ rule: String, _ key: String, _ message: String) -> String {
        """
            {
              "file" : "\(file)",
              "key" : "\(key)",
              "language" : "es",
              "message" : "\(message)",
              "rule" : "\(rule)"
            }
        """
    }

    static let mismatch = entry(
        "Shop.xcstrings", "format-specifier-mismatch", "cart.items.count %lld",
        "'cart.items.count %lld': argument 1 is '%lld' in the source but '%@' in 'es'")
    static let review = entry(
        "Shop.xcstrings", "needs-review", "cart.promo.banner",
        "'es' translation of 'cart.promo.banner' needs review (state 'needs_review')")
    static let fixedLongAgo = entry(
        "Shop.xcstrings", "missing-translation", "cart.checkout.title", "missing 'es' translation for 'cart.checkout.title'")
    static let otherCatalog = entry(
        "Other/Legacy.xcstrings", "missing-translation", "legacy.home.title", "missing 'es' translation for 'legacy.home.title'")

    static func baseline(_ entries: [String]) -> String {
        "{\n  \"findings\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"version\" : 2\n}\n"
    }

    @Test func unmatchedEntriesAreANoteAfterTheSummary() throws {
        let dir = try TemporaryDirectory()
        // The built-in defaults (en and es required, the house key style) these findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        let fixed = CheckCommandFixtures.shop.replacingOccurrences(of: "\"needs_review\"", with: "\"translated\"")
        #expect(fixed != CheckCommandFixtures.shop)
        _ = try dir.write(fixed, to: "Shop.xcstrings")
        _ = try dir.write(Self.baseline([Self.mismatch, Self.review, Self.fixedLongAgo, Self.otherCatalog]), to: "baseline.json")

        let result = try L10nProcess.run(["check", "--baseline", "baseline.json", "--strict", "Shop.xcstrings"], in: dir.url)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasSuffix(
                "0 errors, 0 warnings, 0 notes in 1 file\n1 finding hidden by the baseline\n"
                    + "note: 2 baseline entries no longer match; rewrite it with --write-baseline\n"),
            "\(result.stderr)")

        let json = try L10nProcess.run(["check", "--baseline", "baseline.json", "--format", "json", "Shop.xcstrings"], in: dir.url)
        #expect(json.status == 0)
        #expect(json.stderr == "note: 2 baseline entries no longer match; rewrite it with --write-baseline\n")

        let quiet = try L10nProcess.run(["check", "--baseline", "baseline.json", "-q", "Shop.xcstrings"], in: dir.url)
        #expect(quiet.status == 0)
        #expect(quiet.stderr == "")
    }

    @Test func oneUnmatchedEntryAndNoneAtAll() throws {
        let dir = try TemporaryDirectory()
        // The built-in defaults (en and es required, the house key style) these findings were written for.
        _ = try dir.write(#"{"version": 1}"#, to: ".l10n.json")
        _ = try dir.write(CheckCommandFixtures.shop, to: "Shop.xcstrings")
        _ = try dir.write(Self.baseline([Self.mismatch, Self.review, Self.fixedLongAgo]), to: "one.json")
        _ = try dir.write(Self.baseline([Self.mismatch, Self.review, Self.otherCatalog]), to: "current.json")
        let one = try L10nProcess.run(["check", "--baseline", "one.json"], in: dir.url)
        #expect(one.status == 0)
        #expect(one.stderr.hasSuffix(
            "2 findings hidden by the baseline\nnote: 1 baseline entry no longer matches; rewrite it with --write-baseline\n"),
            "\(one.stderr)")
        let current = try L10nProcess.run(["check", "--baseline", "current.json"], in: dir.url)
        #expect(current.status == 0)
        #expect(current.stderr.hasSuffix("2 findings hidden by the baseline\n"), "\(current.stderr)")
    }
}
