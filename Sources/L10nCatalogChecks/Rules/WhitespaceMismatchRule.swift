import L10nDiagnostics
import XCStrings

/// `whitespace-mismatch`: a translation's spaces and line breaks that a user sees differ from the source's: a space
/// that indents it, a space lost between it and what the app joins to it, lines run together, a line break written
/// as the two characters `\n`, or a paragraph left out.
public enum WhitespaceMismatchRule: TranslationRule {
    public static let description = RuleDescription(
        id: "whitespace-mismatch", name: "Whitespace Mismatch", defaultSeverity: .warning,
        summary: "A translation's spaces or line breaks differ from the source's where a user sees it: an indent, words run together, a literal '\\n', a paragraph left out.",
        rationale: """
            Spaces and line breaks are layout a user sees only in some places, and only those are reported: a \
            leading space the source does not have (the text is indented in that language alone; not a Chinese or \
            Japanese translation that opens with a Latin word, ' HP 最高的%@', which spaces it from the text before it); a leading or \
            trailing space of the source that joins the text to what the app puts beside it (' and %lld others ', \
            'Signed in as ') lost in the translation, which runs the words together; lines the translation runs \
            together with nothing between them ('…pajisjeje?Pajisje…'), or the source's rows of a label and a value \
            ('Size before: %@\\nSize after: %@') put on one line; a line break the translator wrote as the two \
            characters '\\' and 'n', which the user reads as they are; and a translation with fewer lines than the \
            source and less than half its length, which has left a paragraph out. Not reported, because nobody sees \
            them or they are the translator's to choose (judged so, one by one, on real apps of issue 46): a space \
            or line break added or dropped at the end (after a label, a title, an alert's text), a space after a \
            label's colon ('Language: ', a label beside its control), a space at either end of an Interface Builder \
            text (shown as it stands, joined to nothing), a leading space of the source before a capital (' My \
            Order': a row padded, not a piece joined), a translation padded by two spaces or more on both sides (a \
            label centred in a shape drawn to its size), a space at the source's start, or at its end after its \
            last argument, that most of its translations leave out (the source's own slip: 'Played %2$@ for %1$@ '), a leading line break, and line breaks the \
            translator moved, added or left out in text that wraps (a reflowed paragraph). Chinese and Japanese \
            write no space next to their own script, and Korean writes its particles against the word before them \
            ('님 외 %lld명'), so a space the source has there is not expected; a source in Chinese or Japanese \
            joins its pieces without the spaces a translation into a spaced language needs (' and ' for 'と'). A space or tab versus a no-break \
            space is the same space (French writes one before ':'). Not compared: a text of spaces alone, and the \
            cases of a substitution, pieces of the outer string that translators cut in other places; nor a \
            piece the app splices into a template whose placeholders stand side by side (a key that extends the \
            template's: 'shareLinkPublicRightDescriptionPassword' in '… this %3$@%2$@%4$@.'), whose spaces each \
            language's template decides.
            """,
        triggeringExamples: [
            """
            "settings.account.label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Signed in as " } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Sesión iniciada como↓" } }
              }
            }
            """,
            """
            "alert.delete.message" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "This cannot be undone.\\n\\nAll files are removed." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"Dies kann nicht rückgängig gemacht werden.Alle Dateien werden entfernt." } }
              }
            }
            """,
            """
            "lipo.done.message" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Space saved: %@\\nSize after: %@" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : ↓"Espacio ahorrado: %@ Tamaño después: %@" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : ↓"節約された容量: %@\\\\n後のサイズ: %@" } }
              }
            }
            """,
            """
            "agent.notice.detail" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "The agent is running.\\n\\nIt signs requests with the keys you made in this app, and asks before each use." } },
                "pl" : { "stringUnit" : { "state" : "translated", "value" : ↓"Agent działa." } }
              }
            }
            """,
            """
            "onboarding.intro.body" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : ↓" Bienvenue" } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // LifeBeats: the Chinese translator pads each mood bubble's label to the bubble's size, on both sides.
            """
            "Demotivated" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Demotivated" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "    没有动力    " } }
              }
            }
            """,
            // RsyncOSX's storyboard: a box title padded with spaces, shown as it stands.
            """
            "eIC-WC-dFt.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Select snapshots to keep  " } },
                "nl" : { "stringUnit" : { "state" : "translated", "value" : "Selecteer snapshots om te bewaren" } }
              }
            }
            """,
            // jyutping: the source's six rows set in two columns, three lines, in Chinese.
            """
            "tones.body" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "v = 1, High Level (陰平)\\nx = 2, Medium Rising (陰上)\\nq = 3, Medium Level (陰去)\\nvv = 4, Low Falling (陽平)\\nxx = 5, Low Rising (陽上)\\nqq = 6, Low Level (陽去)" } },
                "yue" : { "stringUnit" : { "state" : "translated", "value" : "v = 1 陰平  vv = 4 陽平\\nx = 2 陰上  xx = 5 陽上\\nq = 3 陰去  qq = 6 陽去" } }
              }
            }
            """,
            // PetNote: the Chinese translation is its key, the developer's own text; the English dropped the space.
            """
            " 已优惠¥%g" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Saved ¥%g" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : " 已优惠¥%g" } }
              }
            }
            """,
            // kDrive: pieces spliced into a template whose placeholders stand side by side; each language's template
            // decides their spaces.
            """
            "share.link.public.description" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Everyone who has the link can %1$@ this %3$@%2$@%4$@." } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Cualquiera con el enlace puede %1$@ este %2$@%3$@%4$@." } }
              }
            },
            "share.link.public.description.password" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "password-protected " } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : " protegido por contraseña" } }
              }
            }
            """,
            // Actbind: the alert joins the e-mail after the text, or before it in Hindi and Korean, whose translations
            // follow the value: the space moves to the other side, or a Korean particle takes none.
            """
            "pasuwa-dogamatigatteimasu" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Incorrect password for " } },
                "hi" : { "stringUnit" : { "state" : "translated", "value" : " के लिए गलत पासवर्ड" } },
                "ko" : { "stringUnit" : { "state" : "translated", "value" : "의 잘못된 비밀번호" } }
              }
            }
            """,
            // AfritiaBuyer's profile rows: a title padded by a space, which a translation without it shows alike.
            """
            "myorder" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : " My Order" } },
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "طلبي" } }
              }
            }
            """,
            // ShelfPlayer: the source's trailing space after its last argument is its own slip; every translation
            // ends without it.
            """
            "timeline.played" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Played %2$@ for %1$@ " } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ für %1$@ gespielt" } },
                "sv" : { "stringUnit" : { "state" : "translated", "value" : "Spelade %2$@ i %1$@" } },
                "uk" : { "stringUnit" : { "state" : "translated", "value" : "Відтворено %2$@ протягом %1$@" } }
              }
            }
            """,
            // PrincessGuide: a Chinese target that opens with a Latin word spaces it from the Chinese before it.
            """
            "%@ highest HP" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ highest HP" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "%@ con más HP" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : " HP 最高的%@" } }
              }
            }
            """,
            // COVIDSafe: the source's leading space is its own slip; the translators all left it out.
            """
            "upload.consent.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : " Upload consent" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Zustimmung zum Hochladen" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Consentement au téléversement" } },
                "it" : { "stringUnit" : { "state" : "translated", "value" : "Consenso al caricamento" } }
              }
            }
            """,
            """
            {
              "sourceLanguage" : "ja",
              "strings" : {
                "gain.content.joiner" : {
                  "localizations" : {
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "と" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : " and " } },
                    "es" : { "stringUnit" : { "state" : "translated", "value" : " y " } }
                  }
                }
              },
              "version" : "1.0"
            }
            """,
            // Whistle: a Korean source set after the user's name opens with its particle ('님이'); English puts a space
            // there. Filin: Korean writes a counter against the number before it ('5회', '3일').
            """
            {
              "sourceLanguage" : "ko",
              "strings" : {
                "님이 회원님을 팔로우하기 시작했습니다." : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : " started following you." } }
                  }
                }
              },
              "version" : "1.0"
            }
            """,
            """
            "habit.count.times" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : " times" } },
                "ko" : { "stringUnit" : { "state" : "translated", "value" : "회" } }
              }
            }
            """,
            """
            "settings.account.label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Signed in as " } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Sesión iniciada como " } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "サインイン中：" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "登录身份" } }
              }
            }
            """,
            """
            "alert.delete.message" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "This cannot be undone.\\n\\nAll files are removed." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Dies kann nicht rückgängig gemacht werden.\\n\\nAlle Dateien werden entfernt." } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Action irréversible.\\r\\n\\r\\nTous les fichiers seront supprimés." } },
                "sk" : { "stringUnit" : { "state" : "translated", "value" : "Toto sa nedá vrátiť späť. Všetky súbory sa odstránia." } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "此操作无法撤销。\\n所有文件\\n都将被删除。" } }
              }
            }
            """,
            """
            "settings.language.label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Language: " } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Langue :" } },
                "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Idioma: \\n" } },
                "tr" : { "stringUnit" : { "state" : "translated", "value" : "Dil " } }
              }
            }
            """,
            """
            "profile.name.label" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Name: " } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Nom\\u00a0: " } }
              }
            }
            """,
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        guard !context.isSplicedPiece(entry.key) else { return }
        report(entry, in: context, into: &findings)
    }

    public static func problems(in pair: TranslationPair, settings: TranslationRuleSettings) -> [TranslationProblem] {
        if TranslationText.isPlainLayout(pair.source) && TranslationText.isPlainLayout(pair.translation) { return [] }
        // A source or translation of spaces alone (" ") is a placeholder, not text with a layout; a substitution's
        // case is a piece of the outer string, which translators cut elsewhere (its spaces join the pieces).
        guard pair.source.contains(where: { $0.isLetter || $0.isNumber }),
            pair.translation.contains(where: { !$0.isWhitespace }), pair.path.components.first != "substitutions"
        else { return [] }
        let source = Layout(pair.source)
        let translation = Layout(pair.translation)
        let text = pair.translation
        // A line break typed as the two characters '\' 'n' shows them to the user.
        if source.lineBreaks > 0, translation.lineBreaks < source.lineBreaks, Self.hasEscapedLineBreak(text),
            !Self.hasEscapedLineBreak(pair.source)
        {
            return [TranslationProblem("the translation has a literal '\\n' where the source has a line break")]
        }
        let spaceless = ["zh", "ja"].contains(TranslationText.language(pair.language))
        // The space moved with the words: the source ends with one ('Incorrect password for '), the translation,
        // put after the value in its language's order, starts with one (Hindi ' के लिए गलत पासवर्ड'): the code joins
        // it on the other side (Actbind's alert).
        if source.trailing.isSpaceOnly, source.leading.isEmpty, translation.leading.isSpaceOnly, translation.trailing.isEmpty {
            return []
        }
        var problems: [TranslationProblem] = []
        // Only what a user sees: a space that indents the text, or a space lost between the text and what the app
        // joins to it. Spaces and line breaks nobody sees (after a label or a title, at the end of an alert, a
        // translator's own line breaks in a wrapping text) are the translator's layout.
        // A source in Chinese or Japanese joins its pieces without spaces ('と' between items); a translation into a
        // language that spaces its words needs them around the same piece (' and ', EhPanda's English from Japanese).
        // A Korean source that opens with a particle ('님이 …') is set against the name before it; English spaces it.
        let sourceSpaceless = ["zh", "ja"].contains(TranslationText.language(pair.sourceLanguage))
            || (TranslationText.language(pair.sourceLanguage) == "ko" && Self.opensWithKoreanParticle(pair.source))
        // A Chinese or Japanese translation that opens with a Latin word after a space (' HP 最高的%@'): the space
        // sets the word apart from the Chinese the app puts before it, as such text spaces Latin words
        // (PrincessGuide's every 'HP' and 'TP' target).
        let spacesLatinWord = spaceless
            && text.drop(while: { $0 == " " }).first.map { $0.isASCII && ($0.isLetter || $0.isNumber) } == true
        if translation.leading.isSpaceOnly, source.leading.isEmpty,
            !(sourceSpaceless && (Self.writesWithoutSpaces(pair.source.first) || pair.source.first.map(Self.isHangul) == true)),
            !spacesLatinWord, !Self.isCentredByPadding(text)
        {
            problems.append(TranslationProblem("the source starts with nothing, the translation with a space"))
        } else if source.leading.isSpaceOnly, translation.leading.isEmpty,
            !(spaceless && Self.writesWithoutSpaces(text.first)), !Self.isStraySourceSpace(pair),
            Self.joinsWhatPrecedes(pair.source, key: pair.key), !InterfaceBuilderKey.isObjectKey(pair.key),
            !(TranslationText.language(pair.language) == "ko"
                && (Self.opensWithKoreanParticle(text) || Self.isKoreanCounter(text)))
        {
            problems.append(TranslationProblem("the source starts with a space, the translation with nothing"))
        }
        // A Korean translation that opens with a particle ('의 잘못된 비밀번호') is set after the value it attaches to,
        // with no space: the source's trailing space has no place in it.
        // An Interface Builder text is shown as it stands, joined to nothing: a space at its end is padding
        // nobody sees (RsyncOSX's box title 'Select snapshots to keep  ').
        if source.trailing.isSpaceOnly, translation.trailing.isEmpty, Self.joinsWhatFollows(pair.source),
            !InterfaceBuilderKey.isObjectKey(pair.key), !Self.isStrayTrailingSpace(pair),
            !(spaceless && Self.writesWithoutSpaces(text.last)),
            !(TranslationText.language(pair.language) == "ko" && Self.koreanParticles.contains(where: { text.hasPrefix($0) }))
        {
            problems.append(TranslationProblem("the source ends with a space, the translation with nothing", offset: text.utf8.count))
        }
        // Lines run together: a sentence's end against the next one's start ('…pajisjeje?Pajisje…'), or the source's
        // rows of a label and a value ('Size before: %@\nSize after: %@') on one line.
        if problems.isEmpty, translation.innerBreaks < source.innerBreaks,
            Self.runsSentencesTogether(text, source: pair.source) || Self.isRowsOfValues(pair.source)
        {
            problems.append(
                TranslationProblem(
                    "the source has \(Self.count(source.innerBreaks)), the translation \(Self.count(translation.innerBreaks)), and runs its lines together"))
        } else if problems.isEmpty, translation.innerBreaks < source.innerBreaks, !spaceless,
            TranslationText.language(pair.language) != "ko", Self.isTruncated(text, source: pair.source),
            // The source's rows set side by side in columns (jyutping's tone table in Chinese and Japanese): shorter,
            // nothing left out.
            !DoubledSpaceRule.isColumnLayout(pair.translation)
        {
            // A paragraph of the source with no line of the translation: the translation stops short.
            problems.append(
                TranslationProblem(
                    "the source has \(Self.count(source.innerBreaks)), the translation \(Self.count(translation.innerBreaks)) and less than half its length: a paragraph is missing"))
        }
        return problems
    }

    /// Whether the source's leading space (its trailing one, `atEnd`) is the source's own slip: most of the entry's
    /// other translations (two or more, at least half) start (end) without it too (COVIDSafe's " Upload consent",
    /// Tella's " Delete from this device", ShelfPlayer's "Played %2$@ for %1$@ " in German, Swedish and Ukrainian:
    /// the translators were right to leave it out).
    static func isStraySourceSpace(_ pair: TranslationPair, atEnd: Bool = false) -> Bool {
        let others = pair.otherTranslations.values.filter { !$0.isEmpty }
        let without = others.filter { (atEnd ? $0.last : $0.first).map { !$0.isWhitespace } ?? false }.count
        return without >= 2 && without * 2 >= others.count
    }

    /// Whether the source's trailing space is its own slip: it follows the argument that ends the sentence
    /// (ShelfPlayer's "Played %2$@ for %1$@ ") and most translations end without it (``isStraySourceSpace(_:atEnd:)``).
    /// After a word or a comma ('Call, ', Criptext's 'If you sign in, '), the space joins what the app appends, and
    /// translations that all lost it run the words together.
    static func isStrayTrailingSpace(_ pair: TranslationPair) -> Bool {
        let visible = TranslationText.masked(pair.source).reversed().drop { $0.isWhitespace }
        return visible.first == TranslationText.placeholder && isStraySourceSpace(pair, atEnd: true)
    }

    /// Whether a text is padded on both sides by two spaces or more (`"    没有动力    "`): set in the middle of a
    /// label drawn to a size (LifeBeats' mood bubbles, padded alike in their English keys), not indented.
    ///
    ///     WhitespaceMismatchRule.isCentredByPadding("    没有动力    ")  // true
    ///     WhitespaceMismatchRule.isCentredByPadding(" Bienvenue")       // false
    static func isCentredByPadding(_ text: String) -> Bool {
        text.prefix(2).allSatisfy { $0 == " " } && text.suffix(2).allSatisfy { $0 == " " } && text.count >= 5
            && text.contains { !$0.isWhitespace }
    }

    /// Whether the translation is less than half as long as the source (letters and digits counted): a
    /// translation of a part of it.
    static func isTruncated(_ translation: String, source: String) -> Bool {
        func length(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + ($1.properties.isAlphabetic || ("0"..."9").contains($1) ? 1 : 0) } }
        return length(translation) * 2 < length(source)
    }

    /// Whether a text holds a backslash before an `n`: a line break written as an escape the table did not read.
    static func hasEscapedLineBreak(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "\\") && byte == UInt8(ascii: "n") { return true }
            previous = byte
        }
        return false
    }

    /// Whether the translation has a sentence's end (`.`, `?`, `!`, `:`, `。`) directly against a capital letter
    /// (`…Zotero-s.Për`) that the source never has: two lines run into one with nothing between them.
    static func runsSentencesTogether(_ translation: String, source: String) -> Bool {
        func glued(_ text: String) -> Bool {
            var previous: Character = " "
            var beforePrevious: Character = " "
            for character in text {
                if ".?!:。".contains(previous), character.isUppercase, beforePrevious.isLetter, beforePrevious.isLowercase
                    || "。".contains(previous)
                {
                    return true
                }
                beforePrevious = previous
                previous = character
            }
            return false
        }
        return glued(translation) && !glued(source)
    }

    /// Whether the source is rows of a label and a value (`Space Savings: %d%%\nTotal Space Saved: %@`): two
    /// lines or more whose label ends in a colon before a format argument.
    static func isRowsOfValues(_ source: String) -> Bool {
        let masked = TranslationText.masked(source)
        let rows = masked.split(whereSeparator: \.isNewline).filter { line in
            guard let colon = line.lastIndex(of: ":") else { return false }
            return line[line.index(after: colon)...].drop { $0 == " " }.first == TranslationText.placeholder
        }
        return rows.count >= 2
    }

    /// Korean particles and suffixes written against the word before them (`님 외 %lld명`): a translation that
    /// starts with one joins what precedes it without the source's space.
    static let koreanParticles = ["님", "이 ", "가 ", "을 ", "를 ", "은 ", "는 ", "의 ", "에 ", "와 ", "과 ", "도 ", "께"]

    /// Whether a Korean text opens with a particle or suffix written against the word before it (``koreanParticles``).
    static func opensWithKoreanParticle(_ text: String) -> Bool {
        koreanParticles.contains { text.hasPrefix($0) }
    }

    /// Korean counters, written against the number before them (`5회`, `3일`, `10개`).
    static let koreanCounters: Set<String> = [
        "회", "번", "일", "개", "명", "분", "초", "시간", "주", "개월", "년", "살", "권", "장", "건", "번째", "배",
    ]

    /// Whether a Korean translation is a counter alone, or a counter and the words after it (`일 전`): set against
    /// the number the app puts before it, with no space (the source's ` times`, ` days ago`).
    ///
    ///     WhitespaceMismatchRule.isKoreanCounter("회")     // true
    ///     WhitespaceMismatchRule.isKoreanCounter("일 전")  // true
    ///     WhitespaceMismatchRule.isKoreanCounter("회원")   // false
    static func isKoreanCounter(_ text: String) -> Bool {
        let word = text.prefix { !$0.isWhitespace && !$0.isPunctuation }
        return koreanCounters.contains(String(word))
    }

    /// Whether a character is a Hangul syllable or letter.
    static func isHangul(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) || (0x1100...0x11FF).contains($0.value) || (0x3130...0x318F).contains($0.value) } ?? false
    }

    /// Whether a text's leading space joins it to what the app puts before it: what follows the space continues a
    /// sentence (` of the website.`, ` and %lld others`, ` (%@)`), not a capital that starts one, or the key names
    /// it a suffix (SnowHaze's `privacy assessment privacy suffix` = ` Privacy`, after 'Very Good'). A title or a
    /// sentence with a space before it (AfritiaBuyer's profile rows ` My Order`, ` Logout`; Tella's ` Delete from
    /// this device`) is padded or slipped: a translation without the space shows the same row.
    ///
    ///     WhitespaceMismatchRule.joinsWhatPrecedes(" of the website.", key: "ofthewebsite")  // true
    ///     WhitespaceMismatchRule.joinsWhatPrecedes(" My Order", key: "myorder")             // false
    static func joinsWhatPrecedes(_ text: String, key: String) -> Bool {
        guard let first = text.first(where: { !$0.isWhitespace }) else { return false }
        return !first.isUppercase || key.lowercased().contains("suffix")
    }

    /// Whether a text's trailing space joins it to what the app puts after it: the text also starts with a
    /// space (` and %lld others `), or ends with a list's mark (`Tags, `), a format argument, or a short lowercase
    /// word (`from `, `by `). A title or sentence with a space after it (`Add a tap from an external address `,
    /// `Loading… `) has a slip of the source there; a label's colon (`Language: `) is most often a label of its
    /// own beside its control, where the space shows nothing.
    static func joinsWhatFollows(_ text: String) -> Bool {
        if text.first?.isWhitespace == true { return true }
        let visible = TranslationText.masked(text).reversed().drop { $0.isWhitespace }
        guard let last = visible.first else { return false }
        if ",;-–—/(+=#".contains(last) || last == TranslationText.placeholder { return true }
        let word = visible.prefix { $0.isLetter }
        return !word.isEmpty && word.count <= 4 && word.allSatisfy(\.isLowercase) && visible.dropFirst(word.count).first?.isWhitespace == true
    }

    static func count(_ breaks: Int) -> String {
        breaks == 0 ? "no line break" : breaks == 1 ? "1 line break" : "\(breaks) line breaks"
    }

    /// Whether the character is one Chinese and Japanese write without a space next to it: CJK script or
    /// full-width punctuation.
    static func writesWithoutSpaces(_ character: Character?) -> Bool {
        guard let scalar = character?.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }

    /// What one end of a text holds: whether it has spaces and how many line breaks.
    struct End: Equatable, CustomStringConvertible {
        var hasSpace = false
        var lineBreaks = 0
        var isEmpty: Bool { !hasSpace && lineBreaks == 0 }
        var isSpaceOnly: Bool { hasSpace && lineBreaks == 0 }

        /// `a space`, `2 line breaks`, `1 line break and a space`, `nothing`.
        var description: String {
            var parts: [String] = []
            if lineBreaks > 0 { parts.append(WhitespaceMismatchRule.count(lineBreaks)) }
            if hasSpace { parts.append("a space") }
            return parts.isEmpty ? "nothing" : parts.joined(separator: " and ")
        }
    }

    /// The whitespace of a text: its two ends and the line breaks between them.
    struct Layout {
        var leading = End()
        var trailing = End()
        var innerBreaks = 0
        /// Line breaks in all: at both ends and between.
        var lineBreaks: Int { leading.lineBreaks + innerBreaks + trailing.lineBreaks }
        /// UTF-8 bytes of the trailing whitespace.
        var trailingBytes = 0

        /// The ends are read character by character (a few at most); the line breaks between them by their bytes
        /// (``TranslationText/lineBreaks(in:)``), without splitting a long text into characters.
        init(_ text: String) {
            var start = text.startIndex
            while start < text.endIndex, text[start].isWhitespace {
                if text[start].isNewline { leading.lineBreaks += 1 } else { leading.hasSpace = true }
                start = text.index(after: start)
            }
            var end = text.endIndex
            while end > start {
                let last = text.index(before: end)
                guard text[last].isWhitespace else { break }
                if text[last].isNewline { trailing.lineBreaks += 1 } else { trailing.hasSpace = true }
                trailingBytes += text[last].utf8.count
                end = last
            }
            innerBreaks = TranslationText.lineBreaks(
                in: text, bytes: text.utf8.distance(from: text.startIndex, to: start)..<text.utf8.distance(from: text.startIndex, to: end))
        }
    }
}
