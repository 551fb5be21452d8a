import L10nDiagnostics
import L10nSourceParsing
import XCStrings

/// `number-mismatch`: a number written in the source (not a format specifier) is missing from the
/// translation or differs there.
public enum NumberMismatchRule: TranslationRule {
    public static let description = RuleDescription(
        id: "number-mismatch", name: "Number Mismatch", defaultSeverity: .warning,
        summary: "A number written in the source is missing from the translation or differs there.",
        rationale: """
            A number in a string is a fact — a limit, a size, a version, a time — that the translator must carry \
            over: 'Up to 5 devices' translated 'Hasta 3 dispositivos' misleads only the users of that language. \
            Each number of the source (format specifiers such as '%lld' are not numbers) must stand in the \
            translation with the same digits. Digits of other scripts are read by their value ('٥' and '५' are 5), \
            and group and decimal separators are ignored, so '1,000' and '1.000' and '1 000' and '1000' are one \
            number, as are '12:30' and '12.30' and '12 h 30', and a time of the 12-hour clock and the 24-hour clock ('7:00 pm' and \
            '19:00'). A number up to 12 left out while the translation has \
            no other number in its place is spelled out too ('bis zu fünf Geräte, 1.000 Fotos'). Digits joined to a \
            Latin, Greek or Cyrillic letter \
            are part of a name ('H264', 'GPLv2'), and so are the texts of a key that is a content hash (a vendor's \
            item names, each language's official one). In `check`, five entries or more of one table and language \
            that shift their numbers by the same amount are that language's convention (French octaves: 'Do 3' for \
            'C4'), not a slip. A number the source says twice is carried by a translation that says it once (a \
            condensed paragraph). A translation that writes no number at all is not reported: it \
            spelled the number out ('five', 'cinq') or rendered an idiom ('30 minutes' as 'half an hour', 'not 100% \
            accurate' as 'not completely accurate', a joke's '99 problems' as the language's own figure) — on real \
            catalogs those were all such cases. Nor is a plural case other than 'other' ('1 file' as 'un archivo'), nor a price given in the \
            language's market currency ('for 25€' as 'за 999 ₽'), nor a measurement converted to the units its \
            readers use: a source number with a unit of length, speed, mass, volume, temperature or blood glucose \
            ('~2 mph', '180 mg/dL') given in the translation with another unit ('~3 km/h', '10 mmol/L'), nor a \
            calling code or telephone number after '+' ('+972' as '+49'): an example each language gives its own.
            """,
        triggeringExamples: [
            """
            "rules.limit" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Each extension holds up to 150,000 rules" } },
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "يحمل كل ملحق حتى ↓15،000 قاعدة" } }
              }
            }
            """,
            """
            "paywall.devices.limit" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Up to 5 devices" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Hasta ↓3 dispositivos" } }
              }
            }
            """,
            """
            "settings.storage.limit" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Files over 250 MB are not synced, up to 10 a day." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Dateien über ↓25 MB werden nicht synchronisiert, bis zu 10 pro Tag." } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Les fichiers de ↓25 Mo ou plus ne sont pas synchronisés, jusqu’à 1 par jour." } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // Surround's subscription terms: '24 hours' twice in English, once in the condensed Vietnamese.
            """
            "supporter.terms" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "The subscription renews unless it is canceled at least 24 hours before the end of the period. Your account is charged within 24 hours before the end of the period." } },
                "vi" : { "stringUnit" : { "state" : "translated", "value" : "Gói sẽ tự động gia hạn nếu bạn không huỷ ít nhất 24 tiếng trước khi hết kì hiện tại." } }
              }
            }
            """,
            // imink's SplatNet table: keys are content hashes of a game's items, values its official names.
            """
            "ee9e9ed2cacf97af7c24fda40ec01254588da9aaccc2ae19f29cb73e10135b40" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Annaki Flannel Hoodie 01" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "4USTERs Flanellhoodie" } }
              }
            }
            """,
            // padawan-wallet's lesson: a large number with its scale in words, in Portuguese and in Chinese.
            """
            "lesson.satoshis" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "One bitcoin is 100,000,000 satoshis, and a coffee costs 20,000." } },
                "pt" : { "stringUnit" : { "state" : "translated", "value" : "Um bitcoin tem 100 milhões de satoshis, e um café custa 20.000." } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "一个比特币等于1亿聪，一杯咖啡要2万聪。" } }
              }
            }
            """,
            // OsmAnd: a list of numbers written with other separators.
            """
            "rendering_attr_lightDetail_description" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sectors 1 to 3 or sector 1,2,3,4,5 light character" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Sectores 1 a 3 o sector 1, 2, 3, 4, 5 de la luz" } }
              }
            }
            """,
            // arcbit: a number the translation writes as part of the name ('BIP 38' as 'BIP38').
            """
            "import.private.key.hint" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "A private key begins with 'L', 'K' or '5'. BIP 38 encrypted keys can be imported too." } },
                "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "私密金鑰以“L”、“K”或“5”打頭。BIP38加密的私密金鑰也可以導入。" } }
              }
            }
            """,
            // eRouška: a name with a number in it ('COVID-19') said once where the source says it twice.
            """
            "news.travel.body" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Travelling in 2 weeks? COVID-19 rules differ. Check the COVID-19 rules of your destination." } },
                "cs" : { "stringUnit" : { "state" : "translated", "value" : "Cestujete za 2 týdny? Zkontrolujte pravidla pro COVID-19 v cílové zemi." } }
              }
            }
            """,
            // SimplyFilterSMS: the example calling code, given in each language's own country.
            """
            "addFilter.countryCode.hint" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Enter a country code, for example +972." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Gib eine Ländervorwahl ein, zum Beispiel +49." } }
              }
            }
            """,
            // sphinx: a thousand shortened to '1k' in Filipino.
            """
            "buy.karma" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Buy 1000 Karma" } },
                "fil" : { "stringUnit" : { "state" : "translated", "value" : "Bumili ng 1k na karma" } }
              }
            }
            """,
            // wBlock: Arabic groups thousands with its comma, and spells the five out.
            """
            "rules.limit" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Safari limits each extension to 150,000 rules across all 5 slots." } },
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "يحدد Safari كل ملحق بـ 150،000 قاعدة عبر جميع الفتحات الخمس." } }
              }
            }
            """,
            // Stepik: a version written with its decimal zero.
            """
            "RequiresIOS" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Requires iOS 12 or later" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Требуется iOS 12.0 и новее" } }
              }
            }
            """,
            // AniHyou: the number in Han numerals.
            """
            "score.format.point100" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "100 Point, in steps of 10" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "百分制，步长 10" } }
              }
            }
            """,
            // sushitrain: the Japanese sentence runs on right after the link; its year is there.
            """
            "about.logo.credit" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Designed by [Kai](https://werder.fyi) in 2025 with Blender 4.5.1." } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "[Kai](https://werder.fyi)が2025年にBlender 4.5.1でデザインしました。" } }
              }
            }
            """,
            """
            "shipping.label.size.4x6" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Label (4 x 6 in)" } },
                "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Etiqueta (10 x 15 cm)" } }
              }
            }
            """,
            """
            "keyboard.delay" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delay: 0.0 seconds (0 turns it off)" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "遅延：0 秒（0 でオフ）" } }
              }
            }
            """,
            """
            "reminder.fasting" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Fast after 7:00 pm, open from 7am to 8pm" } },
                "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Jejum após as 19:00, aberto das 07:00 às 20:00" } }
              }
            }
            """,
            """
            "popup.sundown.subtitle" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Valid until 31 December 2023; from 1 January 2024 use the new app." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Gültig bis 31.12.2023; ab 01.01.2024 nutzen Sie die neue App." } }
              }
            }
            """,
            """
            "privacy.text" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Stand: 09.09.2022" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "As of 9 September 2022" } }
              }
            }
            """,
            """
            "tutorial.steps" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Steps:\\n1. Enable the bar\\n2. Hold ⌘ and drag it to the left\\nTo show the icons:\\n1. Right-click the arrow" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "步骤：\\n1. 启用分割线\\n2. 按住 ⌘ 拖至左侧\\n3. 移动图标\\n4. 右键单击箭头" } }
              }
            }
            """,
            """
            "faq.more_questions" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Write to [admin@example.com](mailto:admin@example.com?subject=Help%20Request) with 5 details." } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Écrivez à [admin@example.com](https://example.com/f/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed) avec 5 détails." } }
              }
            }
            """,
            """
            "paywall.devices.limit" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Up to 5 devices, 1,000 photos" } },
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "حتى ٥ أجهزة و١٬٠٠٠ صورة" } },
                "hi" : { "stringUnit" : { "state" : "translated", "value" : "५ डिवाइस तक, 1000 फ़ोटो" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Bis zu fünf Geräte, 1.000 Fotos" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Jusqu’à 5 appareils, 1\\u202f000 photos" } }
              }
            }
            """,
            """
            "files.list.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "1 file in %2$lld folders" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld files in %2$lld folders" } }
                } } },
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Un archivo en %2$lld carpetas" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld archivos en %2$lld carpetas" } }
                } } }
              }
            },
            "alarm.time.default" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Wake up at 7:30" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réveil à 7 h 30" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Wecken um 7.30" } }
              }
            }
            """,
            """
            "settings.walking_speed.slow" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Slow (~2 mph)" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Lente (~3 km/h)" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Медленная (~3 км/ч)" } }
              }
            },
            "alarm.high.help" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Alert above 180 mg/dL" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Alarm über 10 mmol/L" } }
              }
            }
            """,
        ])

    /// The largest number taken to be spelled out when nothing stands in its place.
    static let spelledOutLimit = 12

    public static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem] {
        problems(in: pair, sourceNumbers: sourceNumbers(pair.source))
    }

    /// Each translated unit judged against its source's numbers, read once for all the languages that translate
    /// the same source text (a long text's numbers cost more than most units' judging).
    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        // A key that is a content hash names an item of a vendor's data, whose texts are its official names in each
        // language (imink's SplatNet table: Splatoon's '4USTERs', 'HU1T73' for one item): their digits are names'.
        guard !isContentHash(entry.key) else { return }
        var read: (source: String, numbers: [Number])?
        report(entry, in: context, into: &findings) { _, pair in
            if let read, read.source == pair.source { return problems(in: pair, sourceNumbers: read.numbers) }
            let numbers = sourceNumbers(pair.source)
            read = (pair.source, numbers)
            return problems(in: pair, sourceNumbers: numbers)
        }
    }

    /// Whether the key is a content hash: 32 hexadecimal digits or more and nothing else (an MD5, a SHA-256).
    ///
    ///     NumberMismatchRule.isContentHash("ee9e9ed2cacf97af7c24fda40ec01254588da9aaccc2ae19f29cb73e10135b40")   // true
    ///     NumberMismatchRule.isContentHash("settings.title")                                                   // false
    static func isContentHash(_ key: String) -> Bool {
        key.utf8.count >= 32 && key.utf8.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
    }

    /// Whether `text` writes numbers in Han numerals: any of them (`一` to `九`, `十`, `百`, …), or, `strict`, only those
    /// that are numerals and rarely anything else (`十`, `百`, `千`, `万`, `廿`, …; `一` is also a word).
    static func hasHanNumerals(_ text: String, strict: Bool) -> Bool {
        let numerals: Set<Character> = strict
            ? ["十", "百", "千", "万", "萬", "億", "亿", "廿", "卅"]
            : ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "百", "千", "万", "萬", "億", "亿", "廿", "卅", "两", "兩"]
        return text.unicodeScalars.contains { $0.value >= 0x3007 } && text.contains(where: numerals.contains)
    }

    /// The numbers of a source text the rule compares (none when it has no digit outside format directives).
    static func sourceNumbers(_ text: String) -> [Number] {
        guard hasDigit(text) else { return [] }
        // Digits only in format directives (`%1$@`) are masked away: then no number is left to compare.
        let maskedSource = TranslationText.masked(text)
        guard hasDigit(maskedSource) else { return [] }
        return numbers(in: withoutListMarkers(withoutLinks(maskedSource)))
    }

    /// ``problems(in:settings:)`` with the source's numbers read already (``sourceNumbers(_:)``).
    static func problems(in pair: TranslationPair, sourceNumbers source: [Number]) -> [TranslationProblem] {
        guard !source.isEmpty else { return [] }
        if let category = SourceVariant.pluralCategory(of: pair.path), category != "other" { return [] }
        let translation = withoutListMarkers(withoutLinks(TranslationText.masked(pair.translation)))
        // A translation without letters ('-') is a placeholder, not a translation.
        guard translation.contains(where: \.isLetter) else { return [] }
        var translated = numbers(in: translation)
        // Whether the translation has a number of its own, before those the source's match are taken out.
        let translationHasNumbers = !translated.isEmpty
        var missing: [Number] = []
        var carried: Set<String> = []
        for number in source {
            // Zero is zero however written ('0' and '0.0'), and a whole number's leading zeros say nothing ('05' is
            // '5'; '0.5' is not '5').
            if let index = translated.firstIndex(where: { $0.digits == number.digits || Self.sameValue($0, number) }) {
                translated.remove(at: index)
                carried.insert(number.digits)
            } else {
                missing.append(number)
            }
        }
        // A number the source says twice that the translation says once carries the fact (Surround's subscription
        // terms, '24 hours' twice in English, once in its condensed Vietnamese and Japanese): the repeat is wording.
        missing.removeAll { carried.contains($0.digits) }
        // A large number written with its scale in words ('100,000,000' as Portuguese '100 milhões', padawan-wallet's
        // lesson; '20,000' as Chinese '2万'): the same value.
        if !missing.isEmpty {
            missing.removeAll { number in
                guard number.digits.count >= 4, let value = Double(number.digits),
                    let index = translated.firstIndex(where: { scaledValue($0, in: translation) == value })
                else { return false }
                translated.remove(at: index)
                return true
            }
        }
        // A number the translation glues to a name ('BIP 38' as 'BIP38', 'Horizon 2020' as 'H2020').
        if !missing.isEmpty {
            let named = digitsInNames(translation)
            if !named.isEmpty { missing.removeAll { named.contains(withoutLeadingZeros($0.digits)) } }
        }
        // A list of numbers written with other separators ('sector 1,2,3,4,5' as French 'secteurs 1, 2, 3, 4, 5',
        // OsmAnd's light details; its Arabic lists them from the other end): the same digits, read as one number or
        // as several.
        if !missing.isEmpty, missing.count + translated.count >= 3,
            missing.map(\.digits).joined().sorted() == translated.map(\.digits).joined().sorted()
        {
            missing = []
        }
        // A time written '7 h 30' is the same time as '7:30'.
        if !missing.isEmpty, missing.allSatisfy({ $0.isTime }) {
            let joined = translated.map(\.digits).joined()
            if missing.map(\.digits).allSatisfy({ joined.contains($0) }) { missing = [] }
        }
        // A time of the 12-hour clock ('7:00 pm', '8pm') written on the 24-hour clock its readers use ('19:00',
        // '20 h'): the same time (Daily Dozen's 'Fast After 7:00 pm' in pt-BR, ro and ru).
        if !missing.isEmpty {
            var written = translated.map { withoutLeadingZeros($0.digits) }
            missing.removeAll { number in
                let forms = twentyFourHourForms(number)
                guard !forms.isEmpty, let index = written.firstIndex(where: forms.contains) else { return false }
                written.remove(at: index)
                return true
            }
        }
        // A date written with numbers ('31.12.2023', '2024-01-01') is the same date as '31 December 2023': its
        // day and year (and the month's number) are no numbers lost (CovPass's German dates, and useid's the other
        // way round).
        if !missing.isEmpty {
            let parts = Set(translated.flatMap(dateParts))
            if !parts.isEmpty { missing.removeAll { parts.contains(withoutLeadingZeros($0.digits)) } }
            // The other way round: '09.09.2022' written '9 September 2022', its month in words.
            let written = Set(translated.map { withoutLeadingZeros($0.digits) })
            missing.removeAll { number in
                let date = dateParts(number)
                return !date.isEmpty && date.count(where: { !written.contains($0) }) <= 1
            }
        }
        // Numbers written in Han numerals, on either side (AniHyou's '百分制' for '100 Point'; Chinendar's help text,
        // written in Chinese with '十一月', '廿四' and translated with digits): the same numbers in other writing.
        if !missing.isEmpty, hasHanNumerals(pair.translation, strict: false) || hasHanNumerals(pair.source, strict: true) {
            return []
        }
        // A translation with no number of its own wrote it in words or as an idiom ('cinq', 'half an hour',
        // 'not completely accurate'): only a number missing beside other numbers, or replaced, is reported.
        let others = translated
        guard translationHasNumbers else { return [] }
        // A price in another currency is the price for that market (25 € as 999 ₽), not a mistake.
        missing.removeAll { number in
            guard let currency = number.currency else { return false }
            return others.contains { $0.currency != nil && $0.currency != currency }
        }
        // A measurement in the units the translation's readers use (OneBusAway's '~2 mph' as '~3 km/h'): converted.
        missing.removeAll { number in
            guard let unit = number.unit, measurementUnits.contains(unit.lowercased()) else { return false }
            return others.contains { $0.unit != nil && $0.unit!.lowercased() != unit.lowercased() }
        }
        // A size whose last number carries the unit for all ('Label (4 x 6 in)' as 'Etiqueta (10 x 15 cm)', in
        // WooCommerce's pt-BR): the source measured in one unit, the translation in another, every number converted.
        if !missing.isEmpty, let from = source.last(where: { $0.unit.map { measurementUnits.contains($0.lowercased()) } ?? false })?.unit,
            let to = others.last(where: { $0.unit.map { measurementUnits.contains($0.lowercased()) } ?? false })?.unit,
            from.lowercased() != to.lowercased()
        {
            missing.removeAll { number in
                guard let unit = number.unit?.lowercased(), measurementUnits.contains(unit) else { return true }
                return unit == from.lowercased()
            }
        }
        // Beside other numbers, a small one left out with none in its place is spelled out ('bis zu fünf').
        missing.removeAll { number in others.isEmpty && (Int(number.digits).map { $0 <= spelledOutLimit } ?? false) }
        guard !missing.isEmpty else { return [] }
        let list = missing.map { "'\($0.text)'" }.joined(separator: ", ")
        guard let other = others.first else {
            return [TranslationProblem("the source has \(list), the translation does not")]
        }
        let instead = others.map { "'\($0.text)'" }.joined(separator: ", ")
        return [
            TranslationProblem(
                "the source has \(list), the translation \(instead) instead", offset: other.offset(in: pair.translation))
        ]
    }

    /// The value of `number` with the scale word written after it in `text` ('100 milhões', '1,5 Millionen',
    /// '2万'), or nil when no scale word follows.
    static func scaledValue(_ number: Number, in text: String) -> Double? {
        guard let end = endOfFirst(number.text, in: text) else { return nil }
        var rest = text[end...]
        if let first = rest.first, first == " " || first == "\u{00A0}" || first == "\u{202F}" { rest = rest.dropFirst() }
        let word = rest.prefix { $0.isLetter }.prefix(12).lowercased()
        let scale: Double
        if let power = scaleWords[word] {
            scale = power
        } else if let first = word.first, let power = hanScales[first] {
            scale = power
        } else {
            return nil
        }
        // The number's own decimal mark: one mark followed by one or two digits ('1,5', '2.25').
        var written = number.text.replacingOccurrences(of: "\u{00A0}", with: "").replacingOccurrences(of: " ", with: "")
        if let mark = written.lastIndex(where: { $0 == "," || $0 == "." }), (1...2).contains(written.distance(from: mark, to: written.endIndex) - 1) {
            let head = written[..<mark].filter { $0 != "," && $0 != "." }
            written = head + "." + written[written.index(after: mark)...]
        } else {
            written = written.filter { $0 != "," && $0 != "." }
        }
        return Double(written).map { $0 * scale }
    }

    /// The end of the first place `needle` is in `text`, found by their bytes (a number's digits and marks):
    /// Foundation's `range(of:)` reads the whole text as UTF-16 at each call, a million instructions on a licence.
    static func endOfFirst(_ needle: String, in text: String) -> String.Index? {
        let bytes = Array(needle.utf8)
        guard let first = bytes.first else { return nil }
        let utf8 = text.utf8
        var start = utf8.startIndex
        while let at = utf8[start...].firstIndex(of: first) {
            if utf8[at...].starts(with: bytes) { return utf8.index(at, offsetBy: bytes.count) }
            start = utf8.index(after: at)
        }
        return nil
    }

    /// Words that scale the number before them, in the languages apps ship.
    static let scaleWords: [String: Double] = {
        var words: [String: Double] = [:]
        // 'k' alone: a thousand as numbers are shortened ('1k', sphinx's Filipino 'Bumili ng 1k na karma').
        for word in ["thousand", "thousands", "tausend", "mille", "mila", "тысяч", "тысячи", "тисяч", "тисячі", "tysięcy", "duizend", "bin", "k"] {
            words[word] = 1e3
        }
        for word in [
            "million", "millions", "millón", "millones", "milhão", "milhões", "millionen", "milione", "milioni", "miljoen",
            "miljon", "miljoner", "milion", "miliony", "milionów", "миллион", "миллиона", "миллионов", "мільйон", "мільйони",
            "мільйонів", "milyon", "millió", "triệu",
        ] {
            words[word] = 1e6
        }
        for word in [
            "billion", "billions", "milliard", "milliards", "milliarde", "milliarden", "miliardo", "miliardi", "miljard",
            "miljarder", "bilhão", "bilhões", "миллиард", "миллиарда", "миллиардов", "мільярд", "мільярди", "мільярдів",
            "milyar", "miliard", "miliardy", "miliardów", "tỷ",
        ] {
            words[word] = 1e9
        }
        return words
    }()

    /// Chinese and Japanese scales glued to the number: 万 ten thousand, 億 and 亿 a hundred million.
    static let hanScales: [Character: Double] = ["万": 1e4, "萬": 1e4, "億": 1e8, "亿": 1e8, "千": 1e3]

    /// A number as written, and its digits' values without separators.
    /// The day, month and year of a number written as a date (`31.12.2023`, `01/01/2024`, `2024-01-01`: three
    /// parts, one of four digits), leading zeros dropped; none for any other number.
    static func dateParts(_ number: Number) -> [String] {
        let parts = number.text.split(whereSeparator: { $0 == "." || $0 == "/" || $0 == "-" })
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy({ $0.isASCII && $0.isNumber }) }),
            parts.contains(where: { $0.count == 4 }), parts.allSatisfy({ $0.count <= 4 })
        else { return [] }
        return parts.map { withoutLeadingZeros(String($0)) }
    }

    /// The digits (leading zeros dropped) a time of the 12-hour clock has on the 24-hour clock: '7:00 pm' is
    /// '1900', '8pm' is '20' or '2000', '12:30 am' is '30' (00:30); none for a number that is no such time.
    ///
    ///     NumberMismatchRule.twentyFourHourForms(numbers(in: "7:00 pm")[0])  // ["1900"]
    static func twentyFourHourForms(_ number: Number) -> [String] {
        guard let unit = number.unit?.lowercased(), unit == "am" || unit == "pm" else { return [] }
        let parts = number.text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let hour = Int(parts[0]), (1...12).contains(hour) else { return [] }
        let minutes = parts.count == 2 ? String(parts[1]) : ""
        guard minutes.isEmpty || (minutes.count == 2 && Int(minutes).map { $0 < 60 } == true) else { return [] }
        let hour24 = unit == "pm" ? (hour == 12 ? 12 : hour + 12) : (hour == 12 ? 0 : hour)
        let forms = minutes.isEmpty ? ["\(hour24)", "\(hour24)00"] : ["\(hour24)\(minutes)"]
        return forms.map(withoutLeadingZeros)
    }

    /// Whether two numbers written with different digits are the same value: both zero (and neither a time), or both
    /// whole numbers apart from leading zeros and a decimal part of zeros (`iOS 12` and `iOS 12.0`).
    static func sameValue(_ lhs: Number, _ rhs: Number) -> Bool {
        // Not a time: '00:00:00' and '00:00' are different clocks, not one zero.
        if !lhs.isTime, !rhs.isTime, lhs.digits.allSatisfy({ $0 == "0" }), rhs.digits.allSatisfy({ $0 == "0" }) { return true }
        // A whole number, or one with a decimal part of one or two zeros (`12.0`, `5,00`: three digits after the mark
        // could be a group of thousands), as a whole number's digits.
        func whole(_ number: Number) -> String? {
            if number.text.allSatisfy({ digit($0) != nil }) { return number.digits }
            guard !number.isTime, let mark = number.text.lastIndex(where: { $0 == "." || $0 == "," }) else { return nil }
            let head = number.text[..<mark]
            let tail = number.text[number.text.index(after: mark)...]
            guard (1...2).contains(tail.count), tail.allSatisfy({ $0 == "0" }), head.allSatisfy({ digit($0) != nil }) else {
                return nil
            }
            return String(number.digits.dropLast(tail.count))
        }
        guard let left = whole(lhs), let right = whole(rhs) else { return false }
        return withoutLeadingZeros(left) == withoutLeadingZeros(right)
    }

    static func withoutLeadingZeros(_ digits: String) -> String {
        let trimmed = digits.drop { $0 == "0" }
        return trimmed.isEmpty ? "0" : String(trimmed)
    }

    struct Number {
        var text: String
        var digits: String
        /// Written `7:30` (hours and minutes).
        var isTime: Bool
        /// The currency symbol written next to it (`25€`, `$ 5`), if any: a price.
        var currency: Character? = nil
        /// The unit written right after it, a space apart at most (`2 mph`, `3 км/ч`, `180mg/dL`), if any.
        var unit: String? = nil

        /// Its offset in the original text: found by its spelling (masks only shorten what precedes it).
        func offset(in original: String) -> Int? {
            guard let range = original.range(of: text) else { return nil }
            return original.utf8.distance(from: original.startIndex, to: range.lowerBound)
        }
    }

    /// Separators that may stand between the digits of one number: group and decimal marks of every locale,
    /// and a time's colon.
    /// The Arabic comma `،` (U+060C) only before a group of exactly three digits: Arabic writers group thousands with
    /// it (wBlock's '150،000 قاعدة' for '150,000 rules') as with `٬`, and it also ends a clause before a number.
    static let separators: Set<Character> = [".", ",", "'", "’", "\u{00A0}", "\u{202F}", "٬", "٫", ":", " ", "،"]

    /// The numbers of a text: runs of digits (of any script), joined across one separator when digits follow
    /// it — a space only before a group of exactly three digits (`1 000`).
    /// The text without its links (`https://…`, `mailto:…?subject=…%20…`, `www.…`): their digits are addresses and
    /// escapes, not numbers a reader compares (Habitica's support mail link against a UUID in the French one).
    static func withoutLinks(_ text: String) -> String {
        // The bytes first: Foundation's search (by canonical equivalence) finds these ASCII markers only where
        // their bytes are, and most texts have none.
        guard text.containsBytes("://") || text.containsBytes("mailto:") || text.containsBytes("www."),
            text.contains("://") || text.contains("mailto:") || text.contains("www.")
        else { return text }
        var result = ""
        var words = text.split(separator: " ", omittingEmptySubsequences: false)[...]
        while let word = words.popFirst() {
            if !result.isEmpty { result += " " }
            var kept = Substring(word)
            // Foundation's search finds these ASCII markers only where their bytes are: a word without them
            // (most words) is not searched.
            for marker in ["https://", "http://", "mailto:", "www."] where kept.containsBytes(marker) {
                // The link itself, to the first character no URL holds: a Japanese or Chinese sentence runs on
                // right after it (sushitrain's '(https://werder.fyi)が2025年に': the year is no part of the link).
                while kept.containsBytes(marker), let start = kept.range(of: marker) {
                    let end = kept[start.upperBound...].firstIndex { character in
                        !character.isASCII || character.isWhitespace || ")]>\"'".contains(character)
                    } ?? kept.endIndex
                    kept = kept[..<start.lowerBound] + kept[end...]
                }
            }
            result += kept
        }
        return result
    }

    /// `text` without the numbers of its numbered lines (`1. Enable…`, `2) Hold…`) when it has two or more: a
    /// translator who splits a step in two renumbers the list (hidden's Chinese tutorial), and no number the reader
    /// needs is lost.
    static func withoutListMarkers(_ text: String) -> String {
        guard text.contains("\n") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var marked = 0
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
            guard (1...2).contains(digits.count), let mark = trimmed.dropFirst(digits.count).first,
                mark == "." || mark == ")" || mark == "、" || mark == "．"
            else { continue }
            marked += 1
            lines[index] = String(trimmed.dropFirst(digits.count + 1))
        }
        return marked >= 2 ? lines.joined(separator: "\n") : text
    }

    static func numbers(in text: String) -> [Number] {
        let characters = Array(text)
        var result: [Number] = []
        var index = 0
        while index < characters.count {
            guard let first = digit(characters[index]) else {
                index += 1
                continue
            }
            // A calling code or telephone number (`+972`, `+1 555-0100`): an example translators give in their own
            // country's (SimplyFilterSMS's '+972' as German '+49'), never a fact to carry over.
            if index > 0, characters[index - 1] == "+" {
                while index < characters.count,
                    digit(characters[index]) != nil || (" -()".contains(characters[index]) && index + 1 < characters.count && (digit(characters[index + 1]) != nil || characters[index + 1] == "("))
                {
                    index += 1
                }
                continue
            }
            if isLetterBefore(characters, index) {
                while index < characters.count, digit(characters[index]) != nil || separators.contains(characters[index]) && index + 1 < characters.count && digit(characters[index + 1]) != nil { index += 1 }
                continue
            }
            var digits = String(first)
            var end = index + 1
            var isTime = false
            while end < characters.count {
                if let value = digit(characters[end]) {
                    digits += String(value)
                    end += 1
                    continue
                }
                guard separators.contains(characters[end]), end + 1 < characters.count,
                    digit(characters[end + 1]) != nil
                else { break }
                if characters[end] == " " || characters[end] == "\u{00A0}" || characters[end] == "\u{202F}" || characters[end] == "،" {
                    // A group of exactly three digits after a space.
                    var run = end + 1
                    while run < characters.count, digit(characters[run]) != nil { run += 1 }
                    guard run - end - 1 == 3 else { break }
                }
                if characters[end] == ":" { isTime = true }
                end += 1
            }
            result.append(
                Number(
                    text: String(characters[index..<end]), digits: digits, isTime: isTime,
                    currency: currency(around: index..<end, in: characters), unit: unit(after: end, in: characters)))
            index = end
        }
        return result
    }

    /// Units of measurement a translation may convert to its readers' system: length, speed, mass, volume,
    /// temperature and blood glucose, as written in English sources (lowercased).
    static let measurementUnits: Set<String> = [
        "mph", "mi", "mile", "miles", "ft", "feet", "foot", "in", "inch", "inches", "yd", "yard", "yards",
        "km", "m", "cm", "mm", "km/h", "kmh", "kph", "m/s", "kn", "knots",
        "lb", "lbs", "oz", "kg", "g", "mg", "st", "gal", "l", "ml", "fl", "qt", "pt",
        "°f", "°c", "f", "c", "mg/dl", "mmol/l", "mmol",
    ]

    /// The unit written right after the number ending at `end`, a space apart at most: letters (of any script),
    /// `/` and `°` (`mph`, `км/ч`, `°F`, `mg/dL`); nil when a word of more than 8 characters or nothing follows.
    static func unit(after end: Int, in characters: [Character]) -> String? {
        var index = end
        if index < characters.count, characters[index] == " " || characters[index] == "\u{00A0}" || characters[index] == "\u{202F}" {
            index += 1
        }
        var unit = ""
        while index < characters.count, characters[index].isLetter || characters[index] == "/" || characters[index] == "°" {
            unit.append(characters[index])
            index += 1
            if unit.count > 8 { return nil }
        }
        while unit.last == "/" { unit.removeLast() }
        return unit.contains(where: \.isLetter) ? unit : nil
    }

    /// The currency symbol (`€`, `$`, `₽`…) right before or after a number, a space apart at most.
    static func currency(around range: Range<Int>, in characters: [Character]) -> Character? {
        func symbol(_ index: Int) -> Character? {
            guard characters.indices.contains(index), let scalar = characters[index].unicodeScalars.first,
                scalar.properties.generalCategory == .currencySymbol
            else { return nil }
            return characters[index]
        }
        let before = range.lowerBound - 1
        let after = range.upperBound
        return symbol(before) ?? symbol(after)
            ?? (characters.indices.contains(before) && characters[before].isWhitespace ? symbol(before - 1) : nil)
            ?? (characters.indices.contains(after) && characters[after].isWhitespace ? symbol(after + 1) : nil)
    }

    /// The value of a decimal digit of any script (`7`, `٧`, `७`, `７`); nil for other characters, numerals such
    /// as `一` or `Ⅶ` included.
    /// Whether the text holds a decimal digit of any script: without one, ``numbers(in:)`` finds no number (each
    /// starts at a character whose first scalar is such a digit, ``digit(_:)``).
    static func hasDigit(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x80 ? (0x30...0x39).contains($0.value) : $0.properties.numericType == .decimal }
    }

    static func digit(_ character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first, scalar.properties.numericType == .decimal else { return nil }
        return character.wholeNumberValue
    }

    /// Whether a letter of a script written with spaces between words (Latin, Greek, Cyrillic) stands right
    /// before the digit (`H264`, `mp3`, `GPLv2`): part of a name, not a number. Chinese or Japanese text runs
    /// into its numbers (`最大16個`).
    /// A name joined by a hyphen counts as well (`COVID-19`, `Wi-Fi-6`): translations write the name, not a
    /// number, and may leave a repeated one out (eRouška's Czech).
    static func isLetterBefore(_ characters: [Character], _ index: Int) -> Bool {
        guard index > 0 else { return false }
        var before = index - 1
        if characters[before] == "-", before > 0 { before -= 1 }
        guard characters[before].isLetter, let scalar = characters[before].unicodeScalars.first else { return false }
        return scalar.value < 0x0530
    }

    /// The digits written as part of a name in `text` (``isLetterBefore(_:_:)``: `BIP38`, `H2020`), without
    /// leading zeros: a number of the source's a translation glues to its name (`BIP 38` as 'BIP38') is still there.
    static func digitsInNames(_ text: String) -> Set<String> {
        let characters = Array(text)
        var result: Set<String> = []
        var index = 0
        while index < characters.count {
            guard digit(characters[index]) != nil, isLetterBefore(characters, index) else {
                index += 1
                continue
            }
            var digits = ""
            while index < characters.count, let value = digit(characters[index]) {
                digits += String(value)
                index += 1
            }
            result.insert(withoutLeadingZeros(digits))
        }
        return result
    }
}
