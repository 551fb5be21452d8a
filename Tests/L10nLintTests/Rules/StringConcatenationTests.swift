import L10nDiagnostics
import L10nLint
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
        // Not a number before it: a letter glued to a name is no unit (`prefix + "K"` builds a key).
        #expect(findings("let key = prefix + \"K\"").isEmpty)
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

    /// `#` and `@` mark a tag or a handle; with words after them the chain is a sentence again.
    @Test func aPrefixSymbolIsIndependentOnlyBeforeOneValue() {
        #expect(findings("Text(\"#\" + tag.name)").isEmpty)
        #expect(findings("Text(\"#\" + tag.name + \" is trending\")") == [
            "1:10 '+' fixes the order of '#', 'tag.name' and 'is trending' in text that goes to 'Text'; localize the whole sentence as one string with placeholders"
        ])
    }

    /// Markup and URLs built around values are independent of word order; words of their own are a sentence.
    @Test func markupAndURLsAreIndependentOnlyWithoutWords() {
        #expect(findings("Text(\"https://\" + host + \"/\" + path)").isEmpty)
        #expect(findings("let html = \"<b>\" + String(localized: \"article.title\") + \"</b>\"").isEmpty)
        #expect(findings("Text(\"Read more at https://\" + host)").map { String($0.prefix(5)) } == ["1:30 "])
        #expect(findings("Text(\"<b>\" + \"Hello \" + name + \"</b>\")").map { String($0.prefix(5)) } == ["1:12 "])
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
