import Testing

@testable import L10nSourceRules

/// What Foundation's locale data says each shipped language writes, read against fixed formats real apps use.
@Suite struct ShippedLocalesTests {
    @Test func aMonthAndYearReadAlikeWhereEveryLanguageWritesThemSo() {
        // PrayerTracker: German, English and Turkish all write 'November 2026'.
        #expect(ShippedLocales.writeAlike(datePattern: "MMMM yyyy", in: ["de", "en", "tr"]))
        // Japanese writes '2026年11月'; Russian declines a month standing alone ('LLLL').
        #expect(!ShippedLocales.writeAlike(datePattern: "MMMM yyyy", in: ["en", "ja"]))
        #expect(!ShippedLocales.writeAlike(datePattern: "MMMM yyyy", in: ["en", "ru"]))
    }

    @Test func leadingZerosAndTheYearsWidthAreNoDifference() {
        // German and Turkish write 'dd.MM.y'; English 'MM/dd/y'.
        #expect(ShippedLocales.writeAlike(datePattern: "dd.MM.yyyy", in: ["de", "tr"]))
        #expect(ShippedLocales.writeAlike(datePattern: "d.M.yyyy", in: ["de", "tr"]))
        #expect(!ShippedLocales.writeAlike(datePattern: "dd.MM.yyyy", in: ["de", "en"]))
        // A 24-hour clock: German's; English's is 'h:mm a'.
        #expect(ShippedLocales.writeAlike(datePattern: "HH:mm", in: ["de", "fr", "sv"]))
        #expect(!ShippedLocales.writeAlike(datePattern: "HH:mm", in: ["de", "en"]))
        #expect(ShippedLocales.normalized("dd.MM.yyyy") == ShippedLocales.normalized("d.M.y"))
        #expect(ShippedLocales.normalized("dd.MM.yy") != ShippedLocales.normalized("dd.MM.yyyy"))
        #expect(ShippedLocales.normalized("MMM d") != ShippedLocales.normalized("MM d"))
    }

    @Test func aDecimalPointWhereEveryLanguageAndItsLikeliestRegionWriteOne() {
        #expect(ShippedLocales.writeDecimalPoint(in: ["en", "ja", "ko", "zh-Hans", "zh-Hant"]))
        #expect(!ShippedLocales.writeDecimalPoint(in: ["en", "de"]))
        // Arabic alone writes '4.5', but Egypt, its likeliest region, '٤٫٥'; Persian '۴٫۵'.
        #expect(!ShippedLocales.writeDecimalPoint(in: ["en", "ar"]))
        #expect(!ShippedLocales.writeDecimalPoint(in: ["en", "fa"]))
    }

    /// Pundi X's `"$\(amount)"`: English, Japanese, Korean and Traditional Chinese all write the dollar before the
    /// amount ('$1,234.50', 'US$1,234.50') with a decimal point; German after it ('1.234,50 $').
    @Test func aCurrencySymbolOnTheSideEveryLanguageWritesIt() {
        #expect(ShippedLocales.writeCurrency("$", first: true, in: ["en", "ja", "ko", "zh-Hant"]))
        #expect(!ShippedLocales.writeCurrency("$", first: true, in: ["en", "de"]))
        #expect(!ShippedLocales.writeCurrency("$", first: false, in: ["en", "ja"]))
        #expect(!ShippedLocales.writeCurrency("$", first: true, in: ["en"]))
        let glued = "final class Assets { func show(_ amount: String) { totalLabel.text = \"$\\(amount)\" } }"
        #expect(Self.findings("locale-format", in: glued, path: "App/Assets.swift", shipping: ["en", "ja", "ko", "zh-Hant"]).isEmpty)
        #expect(Self.findings("locale-format", in: glued, path: "App/Assets.swift", shipping: ["en", "de"]) == ["1:70"])
    }

    /// Commun's English and Russian end a localized question with the '?' the code appends; Spanish opens it with '¿',
    /// Chinese ends it with '？'.
    @Test func sentenceMarksAsEnglishWritesThem() {
        #expect(ShippedLocales.writeEnglishSentenceMarks(in: ["en", "ru"]))
        #expect(ShippedLocales.writeEnglishSentenceMarks(in: ["en", "de", "uk"]))
        #expect(!ShippedLocales.writeEnglishSentenceMarks(in: ["en", "es"]))
        #expect(!ShippedLocales.writeEnglishSentenceMarks(in: ["en", "zh-Hans"]))
        #expect(!ShippedLocales.writeEnglishSentenceMarks(in: ["en"]))
        let question = "final class Feed { func show() { titleLabel.text = NSLocalizedString(\"feed.whats_new\", comment: \"\") + \"?\" } }"
        #expect(Self.findings("string-concatenation", in: question, path: "App/Feed.swift", shipping: ["en", "ru"]).isEmpty)
        #expect(Self.findings("string-concatenation", in: question, path: "App/Feed.swift", shipping: ["en", "es"]).count == 1)
    }

    @Test func theDigitsZeroToNineWhereEveryLanguageAndItsLikeliestRegionWriteThem() {
        // touchtime: English and Chinese; Korean and German too.
        #expect(ShippedLocales.writeLatinDigits(in: ["en", "zh-Hans", "zh-Hant", "ko", "de"]))
        // Egypt, Arabic's likeliest region, writes '٣'; Persian '۳'.
        #expect(!ShippedLocales.writeLatinDigits(in: ["en", "ar"]))
        #expect(!ShippedLocales.writeLatinDigits(in: ["en", "fa"]))
        #expect(!ShippedLocales.writeLatinDigits(in: ["en"]))
    }

    @Test func theLatinScriptWhereEveryLanguageIsWrittenInIt() {
        #expect(ShippedLocales.writeLatinScript(in: ["en", "de", "tr", "vi", "pt-BR"]))
        #expect(!ShippedLocales.writeLatinScript(in: ["en", "ru"]))
        #expect(!ShippedLocales.writeLatinScript(in: ["en", "zh-Hans"]))
        #expect(!ShippedLocales.writeLatinScript(in: ["en"]))
    }

    /// noop's weight stepper: the caption 'kg' beside the value, in an app that ships English and German, both of
    /// which write the SI symbol as it is; an app that ships Russian ('кг') has it reported, and so has a number glued
    /// to its unit in code.
    @Test func aMetricSymbolReadsAsSIWritesItInLatinScriptLanguages() {
        func findings(_ text: String, shipping languages: Set<String>) -> [String] {
            Self.findings("hardcoded-string", in: text, path: "Sources/Settings/ProfileView.swift", shipping: languages)
        }
        let weight = """
            struct ProfileView: View {
                @State var weight = 70.0
                var body: some View {
                    Text(String(localized: "profile.title"))
                    Text("kg")
                }
            }
            """
        #expect(findings(weight, shipping: ["en", "de"]).isEmpty)
        #expect(findings(weight, shipping: ["en", "de", "ru"]) == ["5:14"])
        // A number glued to its unit in code ('1.5 kg' for German's '1,5 kg') is still reported.
        let glued = weight.replacingOccurrences(of: "Text(\"kg\")", with: "Text(\"\\(weight) kg\")")
        #expect(findings(glued, shipping: ["en", "de"]) == ["5:14"])
    }

    /// A clock pinned to `en_US_POSIX` with the app's own day-period symbols (touchtime's, "so that the region
    /// settings do not change the time format") reads the same for every shipped language that writes 0–9; a pinned
    /// month name, or an app shipping Arabic, is still reported.
    @Test func aPinnedClockOfDigitsWhereEveryShippedLanguageWritesThem() {
        func findings(_ text: String, shipping languages: Set<String>) -> [String] {
            Self.findings("locale-format", in: text, path: "Sources/Clock/WorldClock.swift", shipping: languages)
        }
        let clock = """
            func currentTime(date: Date, use24Hour: Bool) {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX") // keep the region settings out of the time
                formatter.dateFormat = use24Hour ? "HH:mm" : "h:mm a"
                formatter.amSymbol = "am"
                formatter.pmSymbol = "pm"
                timeLabel.text = formatter.string(from: date)
            }
            """
        #expect(findings(clock, shipping: ["en", "zh-Hans"]).isEmpty)
        #expect(findings(clock, shipping: ["en", "ar"]) == ["3:43"])
        // Pinned so that the clock the app's own setting picked is the one shown (touchtime's alarms, lowercased).
        let alarms = clock.replacingOccurrences(of: "formatter.amSymbol = \"am\"\n", with: "")
            .replacingOccurrences(of: "formatter.pmSymbol = \"pm\"\n", with: "")
        #expect(findings(alarms, shipping: ["en", "zh-Hans"]).isEmpty)
        // One clock for everybody without the app's own symbols: the day period is the locale's word ('上午').
        let dayPeriod = clock.replacingOccurrences(of: "formatter.amSymbol = \"am\"\n", with: "")
            .replacingOccurrences(of: "formatter.pmSymbol = \"pm\"\n", with: "")
            .replacingOccurrences(of: "use24Hour ? \"HH:mm\" : \"h:mm a\"", with: "\"h:mm a\"")
        #expect(findings(dayPeriod, shipping: ["en", "zh-Hans"]) == ["3:43"])
        let month = clock.replacingOccurrences(of: "\"h:mm a\"", with: "\"MMM d, h:mm a\"")
        #expect(findings(month, shipping: ["en", "zh-Hans"]) == ["3:43"])
        // One clock for everybody: the pin changes nothing, but the format fixes the clock (Chinese writes '下午3:05').
        let twelveHours = clock.replacingOccurrences(of: "use24Hour ? \"HH:mm\" : \"h:mm a\"", with: "\"h:mm a\"")
        #expect(findings(twelveHours, shipping: ["en", "zh-Hans"]) == ["4:28"])
    }

    /// iMast's timeline stamps: pinned to POSIX (`.init(identifier:)`), each format chosen by the date in a local
    /// (`var timeFormat = "yyyy/MM/dd HH:mm:ss"`, then "HH:mm:ss"), digits only in an app shipping Japanese and English: the pin
    /// is the design. A month's name among the local's formats is still reported.
    @Test func aPinnedFormatHeldInALocal() {
        func findings(_ text: String, shipping languages: Set<String>) -> [String] {
            Self.findings("locale-format", in: text, path: "Sources/Timeline/PostView.swift", shipping: languages)
        }
        let stamps = """
            private func timeString(date: Date) -> String {
                var timeFormat = "yyyy/MM/dd HH:mm:ss"
                if Calendar.current.isDateInToday(date) { timeFormat = "HH:mm:ss" }
                let formatter = DateFormatter()
                formatter.dateFormat = timeFormat
                formatter.locale = .init(identifier: "en_US_POSIX")
                return formatter.string(from: date)
            }
            func show(_ post: Post) { timeField.stringValue = timeString(date: post.createdAt) }
            """
        #expect(findings(stamps, shipping: ["ja", "en"]).isEmpty)
        let month = stamps.replacingOccurrences(of: "\"HH:mm:ss\"", with: "\"MMM d HH:mm\"")
        #expect(findings(month, shipping: ["ja", "en"]) == ["6:42"])
    }

    @Test func noLanguagesOrUnknownOnesSayNothing() {
        #expect(!ShippedLocales.writeDecimalPoint(in: []))
        #expect(!ShippedLocales.writeAlike(datePattern: "MMMM yyyy", in: []))
        // One language is too little to go on (English is read in every region).
        #expect(!ShippedLocales.writeAlike(datePattern: "MMMM d, yyyy", in: ["en"]))
        #expect(ShippedLocales.writeAlike(datePattern: "MMMM d, yyyy", in: ["en", "en-US"]))
        #expect(!ShippedLocales.writeDecimalPoint(in: ["en", "Base"]))
        #expect(!ShippedLocales.writeDecimalPoint(in: ["en", "qqq"]))
    }

    /// The places of `rule`'s findings in `text`, linted as the file `path` of an app that ships `languages`.
    static func findings(_ rule: String, in text: String, path: String, shipping languages: Set<String>) -> [String] {
        var options = LintOptions()
        options.shippedLanguages = languages
        return SourceLinter(options: options).lint(path: path, bytes: Array(text.utf8))
            .diagnostics.filter { $0.ruleID == rule }.map { "\($0.location.line):\($0.location.column)" }
    }
}
