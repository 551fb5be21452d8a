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

    @Test func noLanguagesOrUnknownOnesSayNothing() {
        #expect(!ShippedLocales.writeDecimalPoint(in: []))
        #expect(!ShippedLocales.writeAlike(datePattern: "MMMM yyyy", in: []))
        // One language is too little to go on (English is read in every region).
        #expect(!ShippedLocales.writeAlike(datePattern: "MMMM d, yyyy", in: ["en"]))
        #expect(ShippedLocales.writeAlike(datePattern: "MMMM d, yyyy", in: ["en", "en-US"]))
        #expect(!ShippedLocales.writeDecimalPoint(in: ["en", "Base"]))
        #expect(!ShippedLocales.writeDecimalPoint(in: ["en", "qqq"]))
    }
}
