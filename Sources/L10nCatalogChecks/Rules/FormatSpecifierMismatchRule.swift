import L10nDiagnostics
import XCStrings

/// `format-specifier-mismatch`: a translation's format arguments differ from the source's.
public enum FormatSpecifierMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        id: "format-specifier-mismatch", name: "Format Specifier Mismatch", defaultSeverity: .error,
        summary: "A translation's format arguments differ from the source's by position or type, or '%#@name@' names no substitution.",
        rationale: """
            String(format:) reads its arguments by what the string says: a translation that reads an object \
            ('%@') where the code passes a number, or reads an argument the code does not pass, crashes or prints \
            garbage — only for the users of that language. Every language present is checked, required or not: a \
            shipped translation runs (but an entry whose comment says it needs no translation may leave arguments \
            out of a draft: that crashes nothing). Arguments are compared by position ('%2$@' reads argument 2) and kind; all \
            integer conversions ('%d', '%lld', '%u', '%x'…) are one kind, because on 64-bit Apple platforms every \
            integer argument takes a full slot and a wrong length can only truncate, never crash. A plural case \
            other than 'other' may leave out its number ('One file'), and is compared with the source's 'other' \
            case. In substitutions, '%#@name@' must name a substitution of the same localization, and inside the \
            substitution's variations '%arg' stands for its argument, read as its 'formatSpecifier'. The source \
            language is checked too: its plural cases against its 'other' case, and its substitution names. A \
            source that reads no argument and writes no '%%' is plain text, shown as it is, and so is its \
            translation: a '%' there ('100% sur secteur') is a percent sign, not a directive. A translation that \
            leaves an argument out crashes nothing: a number left out ('Delete the selected tunnels?' for 'Delete \
            %d tunnels?') is the translator's choice and no finding, an object left out ('Hallo!' for 'Hello, \
            %@!') a warning. An app's own numbered placeholders ('Last reset %0 ago', 'Used %0 of %1': a '%', one \
            digit, then a space, punctuation or the end), which its lookup replaces as text, are no directives: a \
            translation must keep each of them, in any order (a warning when one is left out).
            """,
        triggeringExamples: [
            // Stats' own numbered placeholders, which its lookup replaces as text: one left out.
            """
            "Used disk memory" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Used %0 of %1" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : ↓"Espace disque utilisé : %0" } }
              }
            }
            """,
            // A translation's 'zero' case leaves out the days that the source's 'zero' case says.
            """
            "summary.goal.count %lld %@" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "You have not reached your goal in the previous %2$@ days." } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "You hit your goal %1$lld times in the previous %2$@ days." } }
                } } },
                "uk" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : ↓"Ви не досягли мети." } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Ви досягли мети %1$lld разів за попередні %2$@ днів." } }
                } } }
              }
            }
            """,
            // AmpFin's German: the disc number twice, the track's never.
            """
            "player.track.position" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "CD: %1$lld Track: %2$lld" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "CD: %1$lld Nummer: ↓%1$lld" } }
              }
            }
            """,
            """
            "chat.message.sent_by %@ %lld" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ sent you %lld messages" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "%@ te envió ↓%@ mensajes" } }
              }
            }
            """,
            """
            "profile.header.greeting %@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello, %@!" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"Hallo!" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour %@, ↓%2$@ !" } }
              }
            }
            """,
            """
            "files.list.summary %lld %@" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %@" },
                  "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                  } } } }
                },
                "es" : {
                  "stringUnit" : { "state" : "translated", "value" : "↓%#@archivos@ en %@" },
                  "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg archivo" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg archivos ↓%@" } }
                  } } } }
                }
              }
            }
            """,
            """
            "settings.battery.full" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Battery at 100%% on power" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Batterie à 100 ↓% sur secteur" } }
              }
            }
            """,
        ],
        nonTriggeringExamples: [
            // btlb: a draft its comment says needs no translation leaves the date out; nothing crashes.
            """
            "EXPIRED" : {
              "comment" : "Only in combination with iCal. No need to localize at the moment",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ expired on %2$@" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ ist abgelaufen" } }
              }
            }
            """,
            // Lumoria: the key is the code's format (three arguments); the English value was reworded to read two,
            // its translations read the three the code passes.
            """
            "You have currently %lld %@. You reached the maximum limit of %@ you can have on a regular account." : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "You have %lld %@, the most a free account holds." } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Du hast %lld %@. Mehr %@ sind mit einem normalen Konto nicht möglich." } }
              }
            }
            """,
            // Stats: '%0' and '%1' are the app's placeholders, replaced as text ('%0 a' is no hexadecimal float).
            """
            "Last reset" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Last reset %0 ago" } },
                "da" : { "stringUnit" : { "state" : "translated", "value" : "Sidste nulstilling %0 siden" } },
                "ca" : { "stringUnit" : { "state" : "translated", "value" : "Últim restabliment fa %0" } }
              }
            }
            """,
            // Duffy's 'zero' case leaves the percentage out, in the source and in its translation alike.
            """
            "summary.goal.count %lld %@ %@" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "You have not reached your goal in the previous %2$@ days." } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "You hit your goal %1$lld times in the previous %2$@ days (%3$@)." } }
                } } },
                "uk" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "Ви не досягли мети за попередні %2$@ днів." } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Ви досягли мети %1$lld разів за попередні %2$@ днів (%3$@)." } }
                } } }
              }
            }
            """,
            // Reynard's Japanese says the site's name twice, by its position.
            """
            "cookies.allow.prompt" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Allow %1$@ to use its cookies on %2$@?" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "%1$@のクッキーを%2$@上での使用を%1$@に許可しますか" } }
              }
            }
            """,
            """
            "tunnels.delete.confirm %d" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete %d tunnels?" } },
                "sl" : { "stringUnit" : { "state" : "translated", "value" : "Izbrišem izbrane tunele?" } }
              }
            }
            """,
            """
            "chat.message.sent_by %@ %lld" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ sent you %2$lld messages" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "%1$@さんから%2$d件のメッセージ" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld Nachrichten von %1$@ (100%%)" } }
              }
            }
            """,
            """
            "files.list.count %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "One file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                } } },
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld archivo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld archivos" } }
                } } }
              }
            },
            "Sale: 50% off" : {
              "localizations" : {
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Oferta: 50 % de descuento" } }
              }
            },
            "settings.battery.status" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Battery at 100% now" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Batería al 100% ahora" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Batterie à 100 % sur secteur" } }
              }
            }
            """,
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        // A rule editor's formatting string (`%[Any,All]@ …`, ``RuleEditorFormatting``) is read by the editor, in its
        // own syntax (`%1$[todas]@`), never by `String(format:)`.
        guard !RuleEditorFormatting.isFormattingKey(entry.key) else { return }
        if let numbered = NumberedPlaceholders.sourcePlaceholders(of: entry, sourceLanguage: context.sourceLanguage) {
            checkNumbered(entry, placeholders: numbered, in: context, into: &findings)
            return
        }
        let source = SourceFormats(entry: entry, language: context.sourceLanguage)
        for (language, localization) in entry.localizations {
            let isSource = language == context.sourceLanguage
            let substitutions = Self.substitutions(of: localization)
            localization.forEachStringUnit { path, unit in
                let hasDirective = unit.value.utf8.contains(UInt8(ascii: "%"))
                if isSource && !hasDirective { return }
                // An empty translation has no format to mismatch: it is `empty-translation`'s finding in a required
                // language, and elsewhere an entry left to fill (COVIDSafe's 'ko' and 'zh-Hant' hold 18 to 30 of
                // them, which its lookup replaces with English), not arguments dropped by a translator.
                if !isSource && unit.value.isEmpty { return }
                // Inside a substitution, '%arg' is read as the source's substitution says: a substitution whose
                // own 'formatSpecifier' differs is reported once, where '%#@name@' stands.
                let placeholder = isSource ? Self.placeholder(for: path, in: localization)
                    : source.placeholder(for: path, in: localization) ?? Self.placeholder(for: path, in: localization)
                let signature = FormatSignature(unit.value, substitutions: substitutions, argumentPlaceholder: placeholder)
                let isPluralCase = SourceVariant.pluralCategory(of: path).map { $0 != "other" } ?? false
                let reference: FormatSignature
                if isSource {
                    // The source is the reference; only its plural cases are compared (with its own 'other').
                    let other = isPluralCase ? source.signature(at: SourceVariant.replacingPluralCategory(of: path)) : nil
                    reference = other ?? signature
                } else {
                    guard let found = source.reference(for: path, in: localization) else {
                        // No source to compare with: still report what is wrong on its own.
                        report(signature.mismatches(against: signature, language: language), unit, path, entry, language, context, &findings)
                        return
                    }
                    reference = found
                }
                // Without a directive the translation can only miss arguments, and there are none to miss.
                if !hasDirective && reference.uses.isEmpty { return }
                var ignoring = isPluralCase ? Set(reference.uses.filter { $0.kind == .int || $0.kind == .count }.map(\.position)) : []
                if isPluralCase {
                    if isSource {
                        // The source's own case leaving an argument out is its wording (Duffy's 'zero': "You have not
                        // reached your goal in the previous %2$@ days.", without the other case's percentage).
                        ignoring.formUnion(reference.uses.map(\.position))
                    } else if let sameCase = source.signature(at: path) {
                        // A translation's case leaves out what the source's same case leaves out.
                        let used = Set(sameCase.uses.map(\.position))
                        ignoring.formUnion(reference.uses.map(\.position).filter { !used.contains($0) })
                    }
                }
                let mismatches = signature.mismatches(against: reference, language: language, ignoringMissing: ignoring)
                // A key that is the code's own format (`"You have currently %lld %@ … %@"`, as Xcode extracts an
                // interpolation) says which arguments the code passes: a translation that reads them as the key does
                // reads what is there, whatever the source language's reworded value leaves out (Lumoria's English
                // reads two of the three).
                // Only arguments the source does not read: any other mismatch is the translator's, whatever the key.
                if !isSource, path.isRoot, !mismatches.isEmpty, localization.substitutions == nil,
                    mismatches.allSatisfy({ $0.reason == .extraArgument }), entry.key.utf8.contains(UInt8(ascii: "%")),
                    case let key = FormatSignature(entry.key), !key.uses.isEmpty,
                    case let againstKey = signature.mismatches(against: key, language: language),
                    againstKey.allSatisfy({ severity(of: $0, among: againstKey) == nil })
                {
                    return
                }
                // An entry its comment says not to translate (btlb's iCal texts: "No need to localize at the
                // moment") may hold a draft that leaves arguments out: nothing crashes, and nobody is asked to fix it.
                // Any other mismatch can crash, translated on purpose or not.
                if !isSource, !entry.isTranslatable, !mismatches.isEmpty,
                    mismatches.allSatisfy({ $0.reason == .missingArgument })
                {
                    return
                }
                report(mismatches, unit, path, entry, language, context, &findings)
            }
        }
    }

    /// An entry whose source holds the app's own numbered placeholders (``NumberedPlaceholders``): its lookup
    /// replaces each as text, so a translation only has to keep them all, in any order.
    private static func checkNumbered(
        _ entry: CatalogEntry, placeholders: Set<String>, in context: CatalogContext, into findings: inout [Diagnostic]
    ) {
        for (language, localization) in entry.localizations where language != context.sourceLanguage {
            localization.forEachStringUnit { path, unit in
                guard !unit.value.isEmpty else { return }
                let missing = placeholders.subtracting(NumberedPlaceholders.placeholders(in: unit.value)).sorted()
                guard !missing.isEmpty else { return }
                let names = missing.map { "'\($0)'" }.joined(separator: ", ")
                findings.append(
                    context.finding(
                        Self.self, at: unit.valuePosition,
                        "\(CatalogContext.describe(entry.key, path)): the app's placeholder\(missing.count == 1 ? "" : "s") \(names) \(missing.count == 1 ? "is" : "are") missing in '\(language)'",
                        key: entry.key, language: language, severity: .warning))
            }
        }
    }

    private static func report(
        _ mismatches: [FormatMismatch], _ unit: StringUnit, _ path: VariantPath, _ entry: CatalogEntry,
        _ language: String, _ context: CatalogContext, _ findings: inout [Diagnostic]
    ) {
        // One finding per string: its mismatches are one edit to the translator (SnowHaze's Japanese '%$2@ … %$1@'
        // is one slip, not two), at the first of them, with the most serious severity.
        var texts: [String] = []
        var first: SourcePosition?
        var worst: Severity?
        for index in mismatches.indices {
            // Copies, not borrows: Swift 6.3.1's optimizer crashes (CopyPropagation) on the borrowed form.
            let mismatch: FormatMismatch = mismatches[index]
            guard let severity = severity(of: mismatch, among: mismatches) else { continue }
            if first == nil {
                var position = unit.valuePosition
                if let offset = mismatch.offset { position = unit.position(ofValueOffset: offset) }
                first = position
            }
            worst = max(worst ?? severity, severity)
            texts.append(message(for: mismatch, language))
        }
        guard let first, let worst else { return }
        findings.append(
            context.finding(
                Self.self, at: first, "\(CatalogContext.describe(entry.key, path)): \(texts.joined(separator: "; "))",
                key: entry.key, language: language, severity: worst))
    }

    /// A translation that leaves out an argument crashes nothing: `String(format:)` simply does not read it. A
    /// number left out is a translator's choice ('Izbrišem izbrane tunele?', "delete the selected tunnels", for
    /// 'Delete %d tunnels?' in a language whose plural the key cannot vary by) and no finding; an object left out
    /// ('Hallo!' for 'Hello, %@!') hides a name the reader needs: a warning. Every other mismatch reads an argument
    /// as what it is not, or writes a directive `String(format:)` cannot read: the rule's error. An argument read
    /// twice by its position is read as what it is: no finding, unless another argument is left out.
    static func severity(of mismatch: FormatMismatch, among all: [FormatMismatch] = []) -> Severity? {
        // An argument the translation reads twice by its position ('%1$@のクッキーを%2$@上での使用を%1$@に許可しますか',
        // Reynard's Japanese) reads what the source gives: the language says the name again, and nothing breaks.
        // Not where another argument is left out: that is a slip of the number (AmpFin's German 'CD: %1$lld
        // Nummer: %1$lld', the disc twice and the track never).
        if mismatch.reason == .duplicatedArgument, !all.contains(where: { $0.reason == .missingArgument }) { return nil }
        guard mismatch.reason == .missingArgument else { return description.defaultSeverity }
        switch mismatch.sourceSpecifier?.argumentKind {
        case .int, .double, .count: return nil
        default: return .warning
        }
    }

    /// The mismatch's message; for a substitution read as another type, say which types (the directive text
    /// alone, '%#@files@' against '%#@files@', would not tell).
    static func message(for mismatch: FormatMismatch, _ language: String) -> String {
        guard mismatch.reason == .typeMismatch else { return mismatch.message }
        let sourceText = mismatch.sourceSpecifier?.text
        let translationText = mismatch.translationSpecifier?.text
        guard let position = mismatch.position, let text = translationText, sourceText == text else {
            return mismatch.message
        }
        return "argument \(position) ('\(text)') has another format in '\(language)' than in the "
            + "source; check the substitution's 'formatSpecifier'"
    }

    /// The localization's substitutions as the format parser wants them.
    static func substitutions(of localization: Localization) -> [String: FormatSubstitution] {
        guard let list = localization.substitutions else { return [:] }
        var result: [String: FormatSubstitution] = [:]
        for (name, substitution) in list {
            result[name] = FormatSubstitution(argumentNumber: substitution.argNum, formatSpecifier: substitution.formatSpecifier)
        }
        return result
    }

    /// For a path inside `substitutions.NAME`, that substitution (so `%arg` reads its argument).
    static func placeholder(for path: VariantPath, in localization: Localization) -> FormatSubstitution? {
        guard path.components.count >= 2, path.components[0] == "substitutions",
            let substitution = localization.substitutions?[path.components[1]]
        else { return nil }
        return FormatSubstitution(argumentNumber: substitution.argNum, formatSpecifier: substitution.formatSpecifier)
    }
}

/// The source language's format signatures of one entry, computed once and looked up per translation path.
private final class SourceFormats {
    let entry: CatalogEntry
    let localization: Localization?
    let substitutions: [String: FormatSubstitution]
    private var cache: [VariantPath: FormatSignature?] = [:]
    /// The root's signature, apart from the dictionary: most keys have only a root string unit.
    private var rootSignature: FormatSignature??

    init(entry: CatalogEntry, language: String) {
        self.entry = entry
        localization = entry.localizations[language].flatMap { $0.hasContent ? $0 : nil }
        substitutions = localization.map(FormatSpecifierMismatchRule.substitutions(of:)) ?? [:]
    }

    /// The source's signature at exactly `path`, if the source has a string unit there.
    func signature(at path: VariantPath) -> FormatSignature? {
        if path.isRoot {
            if let rootSignature { return rootSignature }
            let made = localization?.stringUnit.map { FormatSignature($0.value, substitutions: substitutions) }
            rootSignature = .some(made)
            return made
        }
        if let cached = cache[path] { return cached }
        var made: FormatSignature?
        let unit = path.isRoot ? localization?.stringUnit : localization?.stringUnit(at: path)
        if let localization, let unit {
            made = FormatSignature(
                unit.value, substitutions: substitutions,
                argumentPlaceholder: FormatSpecifierMismatchRule.placeholder(for: path, in: localization))
        }
        cache[path] = made
        return made
    }

    /// For a translation's path inside `substitutions.NAME`, the corresponding source substitution.
    func placeholder(for path: VariantPath, in translation: Localization) -> FormatSubstitution? {
        guard path.components.count >= 2, path.components[0] == "substitutions",
            let name = SourceVariant.sourceSubstitutionName(for: path.components[1], in: translation, source: localization),
            let substitution = localization?.substitutions?[name]
        else { return nil }
        return FormatSubstitution(argumentNumber: substitution.argNum, formatSpecifier: substitution.formatSpecifier)
    }

    /// What a translation's string unit at `path` is compared with: the source's unit at the same place (its
    /// `other` case for a plural case), else the nearest enclosing one (see ``SourceVariant``), else the key
    /// itself when the source has no localization (the key is then the source text).
    func reference(for path: VariantPath, in translation: Localization) -> FormatSignature? {
        guard let candidates = SourceVariant.candidates(for: path, in: translation, source: localization, order: .otherFirst)
        else { return nil }
        for candidate in candidates {
            if let found = signature(at: candidate) { return found }
        }
        guard localization == nil, path.components.first != "substitutions" else { return nil }
        return FormatSignature(entry.key)
    }
}
