import L10nSourceParsing
import Testing

/// What an app's translators do with abbreviated units decides whether a hardcoded one is a finding.
@Suite struct UnitPracticeTests {
    @Test func symbolsFollowANumberOrAFormatSpecifier() {
        #expect(UnitPractice.symbols(in: "Last 24h") == ["h"])
        #expect(UnitPractice.symbols(in: "Low Predicted in %dmin") == ["min"])
        #expect(UnitPractice.symbols(in: "%.1f KB of %lld MB") == ["KB", "MB"])
        #expect(UnitPractice.symbols(in: "Slow (~2 mph)") == ["mph"])
        // Words after numbers that are no unit, and units with no number before them.
        #expect(UnitPractice.symbols(in: "3 items in 2 folders").isEmpty)
        #expect(UnitPractice.symbols(in: "Sizes in KB").isEmpty)
        #expect(UnitPractice.symbols(in: "%@ is on").isEmpty)
    }

    @Test func aUnitTheTranslatorsKeepIsKept() {
        var practice = UnitPractice()
        // nightguard's snooze labels: German and Finnish keep '1h'.
        practice.record(source: "Last 24h", translation: "Letzte 24h")
        practice.record(source: "Last 8h", translation: "Viimeiset 8h")
        #expect(practice.isKept("h"))
        #expect(practice.isKept("hr"))
    }

    @Test func aUnitTheTranslatorsWriteTheirWayIsTranslated() {
        var practice = UnitPractice()
        practice.record(source: "Low Predicted in %dmin", translation: "Niedrig vorhergesagt in %d Min.")
        practice.record(source: "%lld min", translation: "%lld мин")
        #expect(!practice.isKept("min"))
        // Spellings of one unit count together.
        #expect(!practice.isKept("m"))
        // One kept translation beside them does not make it kept.
        practice.record(source: "%lld min", translation: "%lld min")
        #expect(!practice.isKept("min"))
    }

    /// A copy of the source keeps every unit without anyone deciding it.
    /// Loop's catalog holds 'px' alone, the suffix its settings show after a value: Arabic, Korean and Chinese
    /// write it their own way, the others copy it.
    @Test func aUnitAloneTheTranslatorsWriteTheirWayIsTranslated() {
        var practice = UnitPractice()
        for translation in ["بكسل", "px", "픽셀", "px", "像素"] { practice.record(source: "px", translation: translation) }
        #expect(!practice.isKept("px"))
        #expect(practice.isRewritten("px"))
        // A word that is no unit says nothing.
        practice.record(source: "Done", translation: "Fertig")
        #expect(!practice.isRewritten("Done"))
    }

    /// Glucosy's catalog holds ' kg' with its space, the suffix its widgets show after a weight: Russian, Ukrainian
    /// and Hindi write it their own way; a translation that keeps it without the space keeps it.
    @Test func aUnitAloneWithItsSpaceIsRead() {
        var practice = UnitPractice()
        for translation in [" кг", " kg", " कि.ग्रा.", " кг"] { practice.record(source: " kg", translation: translation) }
        #expect(practice.isRewritten(" kg"))
        #expect(!practice.isKept("kg"))
        var kept = UnitPractice()
        kept.record(source: " kg", translation: "kg")
        #expect(kept.isKept("kg") && !kept.isRewritten(" kg"))
    }

    @Test func aCopyOfTheSourceIsNoEvidence() {
        var practice = UnitPractice()
        for _ in 0..<15 { practice.record(source: "%.1fs", translation: "%.1fs") }
        #expect(!practice.isKept("s"))
    }

    /// Without evidence, data sizes, the millisecond and the pixel of technical readouts are kept (`42ms` ping,
    /// `\(width)px`); seconds, minutes, hours and distances are not.
    @Test func withoutEvidenceDataSizesAndTechnicalUnitsAreKeptAndTimeIsNot() {
        let practice = UnitPractice()
        #expect(practice.isKept("KB"))
        #expect(practice.isKept("mAh"))
        #expect(!practice.isKept("s"))
        #expect(practice.isKept("ms"))
        #expect(practice.isKept("px"))
        #expect(!practice.isKept("min"))
        #expect(!practice.isKept("h"))
        #expect(!practice.isKept("km"))
    }

    @Test func aDataSizeTheTranslatorsWriteTheirWayIsTranslated() {
        var practice = UnitPractice()
        practice.record(source: "Files over %lld MB are not synced", translation: "Les fichiers de plus de %lld Mo ne sont pas synchronisés")
        #expect(!practice.isKept("MB"))
    }
}
