import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing
import XCStrings

/// `missing-translation`: a required language has no localization for a key.
public enum MissingTranslationRule: CatalogRule {
    public static let description = RuleDescription(
        id: "missing-translation", name: "Missing Translation", defaultSeverity: .error,
        summary: "A required language has no translation for a key.",
        rationale: """
            A key without a translation shows the source text (or, for a dotted key with no source value, the key \
            itself) to every user of that language. Each required language (.l10n.json 'languages' or \
            --languages; the catalog's source language always) needs a localization. For the source language a \
            dotted key such as 'home.title' must have an explicit value, since the key is not text a person should \
            see; a key written as English text is its own value. Missing plural categories are reported by \
            'plural-missing-category', so one problem gives one finding. Entries with 'shouldTranslate: false' and \
            stale entries are not checked, nor an entry every translation of which (two or more) is its source text \
            unchanged: a name or a copyright line each language keeps ('CFBundleName' = 'NotchDrop'), which the \
            fallback shows alike, nor text with nothing to translate (only placeholders, numbers and marks, a web or \
            email address, a keyboard shortcut, a standard's name such as a licence identifier or a currency code: '%@ %@', \
            'github.com/wflixu/RClick', '⌘K', 'CC BY-SA', 'EUR'), nor the app's name \
            and copyright in an Info.plist table ('CFBundleName', \
            'CFBundleDisplayName', 'NSHumanReadableCopyright'), which fall back to the Info.plist's own, nor a \
            language whose fallback reads right in it: a text key in a script only that language writes (a \
            Japanese key with kana, for Japanese), or English words most languages write so ('Logo', 'Pro'). Over a \
            whole project (`check`), a name or term of one or two capitalised words that the language keeps \
            unchanged elsewhere ('Host:' as 'Host:') is no gap either: the fallback shows what that language shows. \
            In `check`, a key three or more languages lack is one finding naming them (a string added after the \
            last translation round, or a leftover the other tables dropped: one decision), and languages that have \
            none of a table's strings are one finding for the table.
            """,
        triggeringExamples: [
            """
            ↓"restaurant.detail.favorite" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Favorite" } }
              }
            }
            """,
            """
            ↓↓"home.screen.title" : {

            }
            """,
            """
            ↓"Done" : {

            }
            """,
            """
            ↓"SettingsTitle" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // V2rayU, Chinese as its source: English without a value shows the key, the English text.
            """
            {
              "sourceLanguage" : "zh-Hans",
              "strings" : {
                "Starting..." : {
                  "localizations" : {
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "启动中..." } },
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "Iniciando..." } }
                  }
                }
              },
              "version" : "1.0"
            }
            """,
            // CommonsFinder's licence picker: a Creative Commons licence's identifier, the same in every language.
            """
            "CC BY-SA" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "CC BY-SA" } }
              }
            }
            """,
            // BrightIntosh's link to its account: a service's names, the same in every language.
            """
            "X / Twitter" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "X / Twitter" } }
              }
            }
            """,
            """
            "home.screen.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Inicio" } }
              }
            }
            """,
            """
            "Done" : {
              "localizations" : {
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Hecho" } }
              }
            },
            "app.brand.name" : {
              "shouldTranslate" : false
            },
            "old.screen.title" : {
              "extractionState" : "stale"
            },
            "example.com" : {

            },
            " (°C)" : {

            },
            "InboxDetail" : {

            },
            "%lld dB" : {

            },
            "ISRC" : {

            },
            "H:MM:SS" : {

            },
            "CFBundleName" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "NotchDrop" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "NotchDrop" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "NotchDrop" } }
              }
            }
            """,
            """
            "config.json not found in %@" : {
              "localizations" : {
                "es" : { "stringUnit" : { "state" : "translated", "value" : "No se encontró config.json en %@" } }
              }
            }
            """,
            """
            "%@ %@" : {

            },
            "⌘K" : {

            },
            "about.link.repository" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "github.com/wflixu/RClick" } }
              }
            },
            "https://example.org/help" : {

            }
            """,
            // A file's name given to SharePreview (YAFA's exports): without an English value it shows as it is.
            """
            "flashcards.csv" : {
              "localizations" : {
                "es" : { "stringUnit" : { "state" : "translated", "value" : "flashcards.csv" } }
              }
            }
            """,
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        // Most entries have every language: what the entry's text is matters only where one lacks it.
        guard context.requiredLanguages.contains(where: { entry.localizations[$0]?.hasContent != true }),
            context.isTranslatable(entry), !hasNothingToTranslate(entry, sourceLanguage: context.sourceLanguage),
            !isUntranslatedIdentifier(entry)
        else {
            return
        }
        // Asked only of an entry a language lacks (most have every language).
        lazy var keptAsSource = isKeptAsSource(entry, sourceLanguage: context.sourceLanguage)
            || (context.isInfoPlist && Self.namesTheApp.contains(entry.key))
        for language in context.requiredLanguages {
            if let localization = entry.localizations[language], localization.hasContent { continue }
            if language == context.sourceLanguage {
                // A file's name (`flashcards.csv`, YAFA's `SharePreview` names) shows as it is: the key is the text.
                guard KeyConvention.isDotted(entry.key), TextClassifier.isDottedKey(entry.key), !context.isInfoPlist else { continue }
                findings.append(
                    context.finding(
                        Self.self, at: entry.position,
                        "missing '\(language)' value for '\(entry.key)': without one the key itself is shown",
                        key: entry.key, language: language))
            } else if !keptAsSource, !Self.isShownByItsEnglishKey(entry.key, language: language),
                !Self.fallbackReadsRight(entry, language: language, in: context)
            {
                findings.append(
                    context.finding(
                        Self.self, at: entry.localizations[language]?.position ?? entry.position,
                        "missing '\(language)' translation for '\(entry.key)'", key: entry.key, language: language))
            }
        }
    }

    /// Whether English lacking an entry shows its English key, which is the text (V2rayU, Chinese as its source:
    /// `String(localized: "Starting...")` with no English value shows 'Starting...'): an English language, a key that
    /// is English text (ASCII, a capital first or words with spaces, ``KeyConvention/isText(_:)``).
    ///
    ///     MissingTranslationRule.isShownByItsEnglishKey("Starting...", language: "en")     // true
    ///     MissingTranslationRule.isShownByItsEnglishKey("menu.starting", language: "en")   // false
    static func isShownByItsEnglishKey(_ key: String, language: String) -> Bool {
        guard language == "en" || language.hasPrefix("en-"), KeyConvention.isText(key),
            key.unicodeScalars.allSatisfy(\.isASCII), let first = key.unicodeScalars.first
        else { return false }
        return ("A"..."Z").contains(first) || key.contains(" ") && key.unicodeScalars.contains { ("a"..."z").contains($0) }
    }

    /// Whether the text a language without a translation falls back to reads right in it as it stands: the source
    /// text is written in that language's own script (LifeLog's Japanese key '画像を保存しました。' in an English
    /// catalog: Japanese shows it as written), or it is a copy `untranslated-copy` would not report there (ProProthese's
    /// 'Logo' and 'Pro' in Spanish: words most languages write as English does, ``UntranslatedCopyRule/isShared(_:)``).
    static func fallbackReadsRight(_ entry: CatalogEntry, language: String, in context: CatalogContext) -> Bool {
        let sourceLocalization = entry.localizations[context.sourceLanguage]
        guard sourceLocalization?.variations == nil, sourceLocalization?.substitutions == nil else { return false }
        let text = sourceLocalization?.stringUnit?.value ?? entry.key
        guard !text.isEmpty else { return false }
        let family = TranslationText.language(language)
        // Text in a script only that language writes, and no Latin letters (a Japanese key with kana for Japanese).
        if let script = Self.scriptsOfOneLanguage[family], family != TranslationText.language(context.sourceLanguage),
            text.unicodeScalars.contains(where: { scalar in script.contains { $0.contains(scalar.value) } }),
            !text.unicodeScalars.contains(where: { $0.properties.isAlphabetic && $0.isASCII })
        {
            return true
        }
        // English words every language writes as English does (`Logo`, `Pro`): nothing in them a translator would
        // change. A key is its text only where it reads as text (not `home.title`).
        guard TranslationText.language(context.sourceLanguage) == "en",
            sourceLocalization?.stringUnit != nil || KeyConvention.isText(entry.key),
            text.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
        else { return false }
        // Every word one of those most languages write as English does: not a name read from its capitals
        // ('wAwait', 'CHANGE FEED SETTINGS'), nor a text of no word ('Play/Pause', read as a path).
        let words = UntranslatedCopyRule.words(in: TranslationText.masked(text))
        return !words.isEmpty && words.allSatisfy { word in
            UntranslatedCopyRule.sharedWords.contains(word.lowercased()) || UntranslatedCopyRule.unitSymbols.contains(String(word))
        }
    }

    /// Letters only one language of an app writes: Japanese kana, Korean Hangul, Greek, Thai, Georgian, Armenian. Not
    /// Han (Chinese in two forms, and Japanese), Cyrillic or Arabic letters (Russian text is no Ukrainian).
    static let scriptsOfOneLanguage: [String: [ClosedRange<UInt32>]] = [
        "ja": [0x3040...0x30FF, 0x31F0...0x31FF], "ko": [0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF],
        "el": [0x0370...0x03FF], "th": [0x0E00...0x0E7F], "ka": [0x10A0...0x10FF], "hy": [0x0530...0x058F],
    ]

    /// The Info.plist keys that name the app or its owner: a language without them shows the app's name and
    /// copyright as the Info.plist writes them, which is what most languages show (NotchDrop's German).
    static let namesTheApp: Set<String> = ["CFBundleName", "CFBundleDisplayName", "NSHumanReadableCopyright"]

    /// Whether the entry's source text (its key where it has none) reads the same in every language, so that the
    /// fallback every language without a translation shows is that language's text: only placeholders, numbers and
    /// marks (`%@ %@`, `— %lld`), a web address (`github.com/wflixu/RClick`, `zaotang.xyz`, `https://…`), an email
    /// address, a keyboard shortcut (`⌘K`, `⇧⌘N`), or services' names joined by `/` (BrightIntosh's `X / Twitter`:
    /// ``isServiceNames(_:)``). Not where the source has plural or device variations or substitutions: those hold
    /// words of their own.
    ///
    ///     MissingTranslationRule.isNothingToTranslate("%@ %@")                     // true
    ///     MissingTranslationRule.isNothingToTranslate("github.com/wflixu/RClick")  // true
    ///     MissingTranslationRule.isNothingToTranslate("CC BY-SA")                  // true: a licence's identifier
    ///     MissingTranslationRule.isNothingToTranslate("Open GitHub")               // false
    static func hasNothingToTranslate(_ entry: CatalogEntry, sourceLanguage: String) -> Bool {
        let source = entry.localizations[sourceLanguage]
        // Variations and substitutions hold words of their own (`%lld` as "%lld item" / "%lld items").
        guard source?.variations == nil, source?.substitutions == nil else { return false }
        // A key without a source value is not read as a domain: a dotted key looks like one (`home.title`). Unless
        // it ends in a generic top-level domain no key segment is (Lock-Watcher's placeholder `example.com`).
        guard let value = source?.stringUnit?.value else {
            return isNothingToTranslate(entry.key, readingDomains: false) || isGenericDomain(entry.key)
        }
        return isNothingToTranslate(value)
    }

    static func isNothingToTranslate(_ text: String, readingDomains: Bool = true) -> Bool {
        let text = TrimmedCharacters.whitespacesAndNewlines.trimming(TextClassifier.removingFormatSpecifiers(text))
        if !text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) { return true }
        if isShortcut(text) { return true }
        if isServiceNames(text) { return true }
        if isTemperatureUnit(text) || isNamesAndUnits(text) { return true }
        // A licence or copyright notice stays in its holder's words (GOV.UK One Login's acknowledgements); a
        // licence's identifier, a currency code, an algorithm's name is a standard's (CommonsFinder's 'CC BY-SA').
        if LegalNotice.isLegalText(text) || TextClassifier.isStandardName(text) { return true }
        if FoundationSearch.contains(text, " ") { return readingDomains && TextClassifier.isDomainsOnly(text) }
        return FoundationSearch.contains(text, "://") || (readingDomains && isWebAddress(text))
    }

    /// A domain or email address written as it is: a domain (``TextClassifier/isDomainsOnly(_:)``), with a path
    /// after it or a name before an `@`.
    static func isWebAddress(_ word: String) -> Bool {
        let host = word.split(separator: "@", maxSplits: 1).last.map { $0.split(separator: "/", maxSplits: 1).first ?? $0 }
        guard let host, !host.isEmpty else { return false }
        return TextClassifier.isDomainsOnly(String(host))
    }

    /// A web address whose last label is a generic top-level domain (`example.com`, `wikipedia.org`): no key's segment.
    static func isGenericDomain(_ text: String) -> Bool {
        guard let dot = text.lastIndex(of: "."), genericDomains.contains(String(text[text.index(after: dot)...])) else {
            return false
        }
        return isWebAddress(text)
    }

    static let genericDomains: Set<String> = ["com", "org", "net", "io", "edu", "gov"]

    /// Whether the entry is a name the code uses, extracted as a key: a compound in upper camel case (`InboxDetail`,
    /// `ClubActivitySetting`: god's analytics screen names, which Xcode extracts from `logScreen(screenName:)`) that
    /// no language gives any text, the source language included. A shown text is prose, or a translator wrote it.
    static func isUntranslatedIdentifier(_ entry: CatalogEntry) -> Bool {
        guard entry.localizations.values.allSatisfy({ !$0.hasContent }) else { return false }
        let scalars = Array(entry.key.unicodeScalars)
        guard scalars.count >= 6, let first = scalars.first, ("A"..."Z").contains(first),
            scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        else { return false }
        // Two words at least: a capital after a small letter.
        return zip(scalars, scalars.dropFirst()).contains { ("a"..."z").contains($0) && ("A"..."Z").contains($1) }
    }

    /// Whether the text is an acronym (``EnglishWords/isNameOnly(_:)`` in capitals: `ISRC`, `HDR`), or words each of
    /// which is a number, a unit every language writes so (`%lld dB`, `+12 dB`, `44.1 kHz`), an acronym joined by
    /// `&` (`R&B`) or a clock's pattern (`H:MM:SS`): Petrichor's maintainers leave all of them to the fallback.
    static func isNamesAndUnits(_ text: String) -> Bool {
        // An acronym: capitals only. Not a name in lower case too: other scripts write it their way ('Wikipedia',
        // Russian 'Википедия').
        if EnglishWords.isNameOnly(text), !text.contains(where: \.isLowercase) { return true }
        // Acronyms and numbers (SSHTunnelPro's 'PID %@' badge and its hidden spacer 'PID 00000').
        if EnglishWords.isAcronymsAndNumbers(text) { return true }
        let words = text.split(separator: " ")
        guard !words.isEmpty, text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
        return words.allSatisfy { word in
            let core = unitEdges.trimming(word)
            if core.isEmpty || universalUnits.contains(core) { return true }
            if core.count <= 4, FoundationSearch.contains(core, "&"), core.allSatisfy({ ("A"..."Z").contains($0) || $0 == "&" }) { return true }
            return core.contains(":") && core.allSatisfy { "HhMmSs:".contains($0) }
        }
    }

    /// What stands around a unit in a word: numbers, signs and brackets (`+12`, `(dB)`).
    static let unitEdges = TrimmedCharacters(CharacterSet(charactersIn: "()[]+-–:,./%0123456789"))

    /// Units written the same in every language (not `GB`, French `Go`; not `ms`, Russian `мс`).
    static let universalUnits: Set<String> = [
        "dB", "Hz", "kHz", "MHz", "GHz", "fps", "dpi", "ppi", "px", "°C", "°F", "℃", "℉",
    ]

    /// A temperature unit's symbol, alone or in brackets (Beszel's chart title suffix ` (°C)`): every language writes
    /// `°C` and `°F` so. Not other units: French writes `Go` for `GB`, Russian `мс` for `ms`.
    static func isTemperatureUnit(_ text: String) -> Bool {
        let symbol = temperatureEdges.trimming(text)
        return ["°C", "°F", "℃", "℉", "° C", "° F"].contains(symbol)
    }

    /// What stands around a temperature unit's symbol.
    static let temperatureEdges = TrimmedCharacters(CharacterSet(charactersIn: "()[] "))

    /// The modifier keys' symbols a shortcut starts with.
    static let modifiers: Set<Character> = ["⌘", "⌥", "⇧", "⌃", "⇪"]

    /// Services' names joined by `/`, one at least a service's, the others single letters (BrightIntosh's
    /// `X / Twitter`): a link to an account, the same in every language. A name alone (`GitHub`) or a letter alone
    /// (`K`, which some languages write otherwise) is not: a label a language may phrase ("auf GitHub").
    static func isServiceNames(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "/")) else { return false }
        let parts = text.split(separator: "/").map { TrimmedCharacters.whitespaces.trimming($0) }
        guard parts.contains(where: TechnicalNames.isServiceName) else { return false }
        return parts.allSatisfy { part in
            TechnicalNames.isServiceName(part) || (part.count == 1 && part.first!.isLetter && part.first!.isASCII)
        }
    }

    /// A keyboard shortcut as menus write it: modifier keys' symbols, then one key (`⌘K`, `⇧⌘N`, `⌥⌘←`).
    static func isShortcut(_ text: String) -> Bool {
        guard let last = text.last, text.count >= 2 else { return false }
        return !modifiers.contains(last) && text.dropLast().allSatisfy { modifiers.contains($0) }
    }

    /// Whether every translation the entry has (two or more) is its source text unchanged: a name or line each
    /// language keeps (`CFBundleName` 'NotchDrop', a copyright), so a language without one shows, through the
    /// fallback, what every language shows.
    static func isKeptAsSource(_ entry: CatalogEntry, sourceLanguage: String) -> Bool {
        let source = entry.localizations[sourceLanguage]?.stringUnit?.value ?? entry.key
        var copies = 0
        for (language, localization) in entry.localizations where language != sourceLanguage && localization.hasContent {
            guard localization.variations == nil, localization.substitutions == nil,
                localization.stringUnit?.value == source
            else { return false }
            copies += 1
        }
        return copies >= 2
    }
}
