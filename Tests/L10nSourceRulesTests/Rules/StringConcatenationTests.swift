import L10nDiagnostics
import L10nSourceRules
import Testing

/// `string-concatenation` decides by word order: what its findings say about the pieces, and the joins of
/// independent items it leaves alone only where they are independent.
@Suite struct StringConcatenationTests {
    func findings(_ text: String) -> [String] {
        SourceLinter(options: LintOptions()).lint(path: "Sources/Feed/FeedRow.swift", bytes: Array(text.utf8))
            .diagnostics.filter { $0.ruleID == "string-concatenation" }
            .map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func aSubjectAndALocalizedVerbAreNamed() {
        #expect(findings("let text = user.name + \" \" + String(localized: \"feed.boosted\")") == [
            "1:28 '+' fixes the order of 'user.name' and the localized 'feed.boosted'; localize the whole sentence as one string with placeholders"
        ])
        #expect(findings("Text(\"\\(user.name) \\(String(localized: \"feed.boosted\"))\")") == [
            "1:6 interpolation fixes the order of 'user.name' and the localized 'feed.boosted' in '\\(user.name) \\(String(localized: \"feed.…'; localize the whole sentence as one string with placeholders"
        ])
    }

    /// A chain is one finding, at the `+` before its first localized piece, however many pieces follow.
    @Test func aLongChainIsReportedOnce() {
        let found = findings("let line = name + \" \" + String(localized: \"feed.replied\") + \" \" + timeAgo + String(localized: \"feed.ago\")")
        #expect(found == [
            "1:23 '+' fixes the order of 'name', the localized 'feed.replied', 'timeAgo' and the localized 'feed.ago'; localize the whole sentence as one string with placeholders"
        ])
    }

    @Test func aSuffixNamesTheFormatterForItsUnit() {
        #expect(findings("let views = String(count / 1000) + \"K\"") == [
            "1:34 '+' glues 'K' to the number 'String(count / 1000)'; format the number for the reader's locale with .formatted(.number.notation(.compactName))"
        ])
        #expect(findings("let trip = String(distance) + \" km\"") == [
            "1:29 '+' glues 'km' to the number 'String(distance)'; format the number for the reader's locale with Measurement.formatted or MeasurementFormatter"
        ])
        // A count divided by a million with 'm' after it (CoronaTracker's case counts) is an abbreviated number, not
        // minutes; an 'm' after a plain number is.
        #expect(findings("let cases = formatter.string(from: NSNumber(value: self / 1_000_000))! + \"m\"") == [
            "1:72 '+' glues 'm' to the number 'formatter.string(from: NSNumber(value: …'; format the number for the reader's locale with .formatted(.number.notation(.compactName))"
        ])
        #expect(findings("let wait = String(minutes) + \"m\"").first?.hasSuffix("Duration.formatted or DateComponentsFormatter") == true)
        // Not a number before it: a letter glued to a name is no unit (`prefix + "K"` builds a key).
        #expect(findings("let key = prefix + \"K\"").isEmpty)
    }

    /// GithubClient ships English and Chinese, which both write '1.2' with a point: '1.2k' stars read as GitHub
    /// writes them. Brave's German writes '3,4 Tsd.': there the magnitude's letter is the formatter's to write.
    @Test func aMagnitudesLetterWhereEveryShippedLanguageWritesAPoint() {
        func findings(_ text: String, shipping languages: Set<String>) -> [String] {
            var options = LintOptions()
            options.shippedLanguages = languages
            return SourceLinter(options: options).lint(path: "Sources/Feed/FeedRow.swift", bytes: Array(text.utf8))
                .diagnostics.filter { $0.ruleID == "string-concatenation" }.map(\.message)
        }
        let stars = "starNumLabel.text = String(format: \"%.1f\", Double(stars) / 1000.0) + \"k\""
        #expect(findings(stars, shipping: ["en", "zh-Hans"]).isEmpty)
        #expect(findings(stars, shipping: ["en", "de"]).count == 1)
    }

    @Test func aWordChosenByTheCountNamesTheCondition() {
        let ternary = "let summary = \"\\(items.count) \" + (items.count == 1 ? String(localized: \"cart.item\") : String(localized: \"cart.items\"))"
        #expect(findings(ternary) == [
            "1:33 '+' joins a number and a word chosen by 'items.count == 1'; use one localized string with plural variations"
        ])
        let branches = """
            func label(count: Int) -> String {
                var noun = String(localized: "cart.items")
                if count == 1 { noun = String(localized: "cart.item") }
                return String(count) + " " + noun
            }
            """
        #expect(findings(branches).map { String($0.prefix(4)) } == ["4:32"])
    }

    /// A variable set in an `if` that is not a count's comparison with one is not a plural chosen by hand.
    @Test func aVariableSetByAnotherConditionIsNoCountChoice() {
        let text = """
            func label(count: Int, isPremium: Bool) -> String {
                var badge = "standard"
                if isPremium { badge = "premium" }
                return String(count) + " " + badge
            }
            """
        #expect(findings(text).isEmpty)
    }

    /// Fields joined with `", "` are a list VoiceOver reads with pauses in an accessibility label, and nowhere else;
    /// words of their own (`", by "`) still fix an order.
    @Test func aListOfFieldsIsIndependentOnlyInAnAccessibilityLabel() {
        let fields = "String(localized: \"video.title\") + \", \" + String(localized: \"video.watched\")"
        #expect(findings("row.accessibilityLabel(\(fields))").isEmpty)
        #expect(findings("cell.accessibilityLabel = \(fields)").isEmpty)
        #expect(findings("Text(\(fields))").map { String($0.prefix(4)) } == ["1:39"])
        #expect(findings("let label = \(fields)").map { String($0.prefix(4)) } == ["1:46"])
        #expect(findings("row.accessibilityLabel(title + \", by \" + String(localized: \"video.author\"))").count == 1)
    }

    /// `#` and `@` mark a tag or a handle; words after them are hardcoded text glued to the value, which
    /// `hardcoded-string` reports at the literal (no localized piece: one localized format fixes both).
    @Test func aPrefixSymbolIsIndependentOnlyBeforeOneValue() {
        #expect(findings("Text(\"#\" + tag.name)").isEmpty)
        #expect(findings("Text(\"#\" + tag.name + \" is trending\")").isEmpty)
        let words = SourceLinter(options: LintOptions()).lint(path: "V.swift", bytes: Array("Text(\"#\" + tag.name + \" is trending\")".utf8))
        #expect(words.diagnostics.map { "\($0.location.column) \($0.ruleID)" } == ["23 hardcoded-string"])
        #expect(findings("Text(\"#\" + tag.name + \" is \" + String(localized: \"trend.word\"))").count == 1)
    }

    /// Markup and URLs built around values are independent of word order; words of their own are hardcoded text
    /// (glued to values) or a sentence (glued to a localized piece).
    @Test func markupAndURLsAreIndependentOnlyWithoutWords() {
        #expect(findings("Text(\"https://\" + host + \"/\" + path)").isEmpty)
        #expect(findings("let html = \"<b>\" + String(localized: \"article.title\") + \"</b>\"").isEmpty)
        #expect(findings("Text(\"Read more at https://\" + host)").isEmpty)
        #expect(findings("Text(\"<b>\" + \"Hello \" + name + \"</b>\")").isEmpty)
        #expect(findings("Text(\"<b>\" + \"Hello \" + String(localized: \"user.name\") + \"</b>\")").map { String($0.prefix(5)) } == ["1:23 "])
    }

    /// Pieces laid out with punctuation are a template, not a sentence (``TextTemplate``): a bracketed mark, a
    /// range, columns, a label and its value after a colon; a comma, an arrow, two localized pieces, or a localized
    /// piece beside a value with only a space, are not.
    @Test func templatesAreNoSentences() {
        #expect(findings("Text(\"[\\(String(localized: \"event.dismissed\"))] \\(title)\")").isEmpty)
        #expect(findings("Text(\"[\" + String(localized: \"event.dismissed\") + \"] \" + title)").isEmpty)
        #expect(findings("Text(\"\\(start) – \\(String(localized: \"range.now\"))\")").isEmpty)
        #expect(findings("Text(\"\\(time)\\t\\(String(localized: \"event.busy\"))\")").isEmpty)
        #expect(findings("Text(\"\\(String(localized: \"event.dismissed\")): \\(title)\")").isEmpty)
        #expect(findings("Text(\"\\(String(localized: \"event.dismissed\")), \\(title)\")").count == 1)
        #expect(findings("Text(\"\\(name) \\(String(localized: \"feed.boosted\"))\")").count == 1)
        #expect(findings("Text(\"\\(String(localized: \"a.b\")) (\\(String(localized: \"c.d\")))\")").count == 1)
        #expect(findings("Text(\"← \" + String(localized: \"nav.back\"))").count == 1)
    }

    @Test func attributedTextAppendedIsReportedOnlyOnAttributedReceivers() {
        let text = """
            var status = AttributedString(String(localized: "sync.done"))
            status.append(AttributedString(" "))
            status.append(AttributedString(String(localized: "sync.next")))
            parts.append(AttributedString(String(localized: "sync.next")))
            """
        #expect(findings(text) == [
            "3:8 'append' adds the localized 'sync.next' to the text in 'status', fixing their order; localize the whole sentence as one string with placeholders"
        ])
    }
}
