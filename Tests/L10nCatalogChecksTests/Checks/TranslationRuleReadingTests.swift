@testable import L10nCatalogChecks
import L10nDiagnostics
import Testing
import XCStrings

/// How the translation rules read texts without changing what they find: a text's layout from its bytes
/// (``WhitespaceMismatchRule/Layout``), and a source's side read once for all the languages that translate it
/// (`number-mismatch`, `punctuation-mismatch`, `bracket-mismatch`).
@Suite struct TranslationRuleReadingTests {
    /// The layout as it was read before, character by character: the reference.
    func characterLayout(_ text: String) -> (leading: WhitespaceMismatchRule.End, trailing: WhitespaceMismatchRule.End, inner: Int, trailingBytes: Int) {
        var leading = WhitespaceMismatchRule.End()
        var trailing = WhitespaceMismatchRule.End()
        var inner = 0
        var trailingBytes = 0
        let characters = Array(text)
        var start = 0
        while start < characters.count, characters[start].isWhitespace {
            if characters[start].isNewline { leading.lineBreaks += 1 } else { leading.hasSpace = true }
            start += 1
        }
        var end = characters.count
        while end > start, characters[end - 1].isWhitespace {
            if characters[end - 1].isNewline { trailing.lineBreaks += 1 } else { trailing.hasSpace = true }
            trailingBytes += characters[end - 1].utf8.count
            end -= 1
        }
        for index in start..<end where characters[index].isNewline { inner += 1 }
        return (leading, trailing, inner, trailingBytes)
    }

    @Test func layoutFromBytesIsTheLayoutOfTheCharacters() {
        let pieces = [
            "a", "é", "e\u{301}", " ", "\u{00A0}", "\u{3000}", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}",
            "\u{2028}", "\u{2029}", " \u{301}", "\n\u{301}", "👍🏽", "🇫🇷", "日本", "%@", "ц", "\u{200B}", ".",
        ]
        var generator = SystemRandomNumberGenerator()
        var texts = pieces + ["", "\r\n\r\n", " \r\n a \r\n b \u{2028} ", "\u{85}x\u{85}", "a\r\n\u{301}b"]
        for _ in 0..<4_000 {
            texts.append((0..<Int.random(in: 1...9, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            let layout = WhitespaceMismatchRule.Layout(text)
            let reference = characterLayout(text)
            #expect(layout.leading == reference.leading, "\(Array(text.unicodeScalars))")
            #expect(layout.trailing == reference.trailing, "\(Array(text.unicodeScalars))")
            #expect(layout.innerBreaks == reference.inner, "\(Array(text.unicodeScalars))")
            #expect(layout.trailingBytes == reference.trailingBytes, "\(Array(text.unicodeScalars))")
        }
    }

    /// A catalog whose entries' sources are translated into several languages, plain and by plural.
    func catalog() throws -> StringCatalog {
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        let sources = [
            "Up to 5 devices, 1,000 photos (max.)", "Open \\\"Notes\\\" (beta)!", "Wake up at 7:30.", "Steps:\\n1. One\\n2. Two",
            "Save %lld files (%@)...", "Done", "Visit https://example.com/5 for 3 tips: \\\"now\\\"",
        ]
        let translations: [String: [String]] = [
            "de": ["Bis zu fünf Geräte, 1.000 Fotos (max.)", "„Notizen“ öffnen (Beta)", "Wecken um 7.30", "Schritte:\\n1. Eins\\n2. Zwei\\n3. Drei", "%lld Dateien sichern…", "Fertig", "3 Tipps: https://example.com/7"],
            "fr": ["Jusqu’à 3 appareils, 1 000 photos", "Ouvrir « Notes » beta", "Réveil à 7 h 30", "Étapes : 1. Un", "Enregistrer %lld fichiers (%@)", "Terminé.", "Visitez https://example.com/5 pour 4 astuces"],
            "ja": ["最大5台、1,000枚（最大）", "「メモ」を開く（ベータ）！", "7:30に起床", "手順：\\n1. 一\\n2. 二", "%lld件のファイルを保存（%@）…", "完了", "ヒント3件"],
        ]
        var members: [String] = []
        for (index, source) in sources.enumerated() {
            var localizations = [#""en":\#(unit(source))"#]
            for (language, values) in translations.sorted(by: { $0.key < $1.key }) {
                localizations.append(#""\#(language)":\#(unit(values[index]))"#)
            }
            members.append(#""key.\#(index)":{"localizations":{\#(localizations.joined(separator: ","))}}"#)
        }
        let plural = #"{"variations":{"plural":{"one":\#(unit("1 file (%lld).")),"other":\#(unit("%lld files in 2 folders (%@):"))}}}"#
        let pluralDE = #"{"variations":{"plural":{"one":\#(unit("1 Datei")),"other":\#(unit("%lld Dateien in 3 Ordnern"))}}}"#
        let pluralFR = #"{"variations":{"plural":{"one":\#(unit("Un fichier (%lld)")),"other":\#(unit("%lld fichiers dans 2 dossiers (%@) :"))}}}"#
        members.append(#""files":{"localizations":{"en":\#(plural),"de":\#(pluralDE),"fr":\#(pluralFR)}}"#)
        let text = #"{"sourceLanguage":"en","strings":{\#(members.joined(separator: ","))},"version":"1.0"}"#
        return try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
    }

    @Test func aSourceReadOnceForItsLanguagesFindsWhatEachPairFinds() throws {
        let catalog = try catalog()
        let rules: [any TranslationRule.Type] = [NumberMismatchRule.self, PunctuationMismatchRule.self, BracketMismatchRule.self]
        for rule in rules {
            let checked = CatalogChecker(rules: [rule], languages: ["en"]).unfilteredRun(catalog, file: "Localizable.xcstrings")
                .findings.map { "\($0.key ?? "") \($0.language ?? "") \($0.message)" }
            var expected: [String] = []
            for entry in catalog.entries.values {
                for translated in TranslationPairs.of(entry, sourceLanguage: "en", keyPattern: .convention) {
                    for problem in rule.problems(in: translated.pair, settings: TranslationRuleSettings()) {
                        expected.append("\(entry.key) \(translated.pair.language) \(problem.message(about: translated.pair))")
                    }
                }
            }
            #expect(checked.sorted() == expected.sorted(), "\(rule.description.id)")
            #expect(!expected.isEmpty, "\(rule.description.id)")
        }
    }
}

/// A catalog's coverage counted once (``CountedCoverage``): `check` without a configuration takes the inference's
/// count when it counts alike, and counts again when it does not; the coverage is the same either way.
@Suite struct CountedCoverageTests {
    @Test func aCoverageCountedByTheInferenceIsTheChecksOwn() throws {
        let catalog = try TranslationRuleReadingTests().catalog()
        let project = ProjectLanguages(required: [], catalogs: [catalog])
        var counter = CatalogChecker(rules: [], languages: [])
        counter.copies = SourceCopies(keyPattern: .convention)
        let counted = counter.countedCoverage(catalog, file: "Localizable.xcstrings", project: project)
        #expect(counted.coverage == counter.run(catalog, file: "Localizable.xcstrings", project: project).coverage)

        for required in [["en"], ["en", "de"], ["fr", "ja"], ["en", "ko"]] {
            let checker = CatalogChecker(languages: required)
            let checkedProject = ProjectLanguages(required: required, catalogs: [catalog])
            let alone = checker.unfilteredRun(catalog, file: "Localizable.xcstrings", project: checkedProject)
            let taking = checker.unfilteredRun(catalog, file: "Localizable.xcstrings", project: checkedProject, counted: counted)
            #expect(taking.coverage == alone.coverage, "\(required)")
            #expect(taking.findings == alone.findings, "\(required)")
        }
        // Counted otherwise (copies counted as translations; a detailed report): counted again, the same result.
        var report = CatalogChecker(languages: ["en", "de"])
        report.detail = .report
        let checkedProject = ProjectLanguages(required: ["en", "de"], catalogs: [catalog])
        #expect(
            report.unfilteredRun(catalog, file: "Localizable.xcstrings", project: checkedProject, counted: counted).coverage
                == report.unfilteredRun(catalog, file: "Localizable.xcstrings", project: checkedProject).coverage)
        let noCopies = CatalogChecker(rules: [], languages: ["en"])
        #expect(
            noCopies.unfilteredRun(catalog, file: "Localizable.xcstrings", project: project, counted: counted).coverage
                == noCopies.unfilteredRun(catalog, file: "Localizable.xcstrings", project: project).coverage)
    }
}

/// `punctuation-mismatch` tells a text's last character from its scalar before comparing it with each mark.
@Suite struct EndingMarkTests {
    @Test func aCharacterOfOneScalarIsAMarkOnlyWhenItsScalarIsOne() {
        let marks: [Character] = [
            "…", "⋯", "︙", ".", "。", "．", "｡", "।", "॥", "۔", "։", "።", "။", "។", "෴", "!", "！", ";", "?", "？", "؟", "՞", ":", "：",
        ]
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if marks.contains(Character(scalar)) {
                #expect(PunctuationMismatchRule.isEndingMark(value), "U+\(String(value, radix: 16))")
            }
        }
        for mark in marks { #expect(PunctuationMismatchRule.isEndingMark(mark.unicodeScalars.first!.value)) }
    }
}
