extension FormatSignature {
    /// How this translation's arguments differ from `source`'s, ordered by where they occur in the
    /// translation (missing arguments last, by position).
    ///
    ///     FormatSignature("%2$@ さんから %1$lld 件のメッセージ")
    ///         .mismatches(against: FormatSignature("%1$lld messages from %2$@"), language: "ja")   // []
    ///     FormatSignature("%d archivos").mismatches(against: FormatSignature("%@ files"), language: "es")
    ///     // argument 1 is '%@' in the source but '%d' in 'es'
    ///
    /// What is reported:
    /// - an argument read as an incompatible kind (see ``FormatArgumentKind/isCompatible(with:)``), once per
    ///   argument; one argument read as two incompatible kinds within the translation;
    /// - an argument of the source the translation never reads, unless its position is in `ignoringMissing`
    ///   (a plural's `one` case may leave out its own number: "One file");
    /// - an argument the translation reads that the source does not pass; the translation reading an
    ///   argument more times than the source;
    /// - a `%#@name@` naming no substitution;
    /// - a malformed directive (`%y`, a trailing `%`) the source does not also have.
    ///
    /// A source that reads no argument and escapes no percent sign is plain text, shown as it is (Xcode
    /// extracts plain literals such as "Battery at 100% now" too, and without arguments nothing is formatted):
    /// its translation is plain text as well, whatever `%` it holds — `Batería al 100% ahora` (`% a`),
    /// `Batterie à 100% sur secteur` (`% s`), `50%Rabatt` (`%R`) are not findings; only unknown substitutions
    /// are. A source that reads no argument but writes `%%` is a format string (it goes through
    /// `String(format:)`): there, directives that would dereference a missing argument (`%@`, `%s`, `%S`, `%p`,
    /// `%n`) are findings too.
    public func mismatches(
        against source: FormatSignature, language: String, ignoringMissing: Set<Int> = []
    ) -> [FormatMismatch] {
        mismatches(against: source, language: language, ignoringMissing: ignoringMissing, isSelf: false)
    }

    /// `isSelf`: the string is checked against itself (``problems(language:)``), where a conflict is the finding;
    /// a translation that only repeats its source's own conflict (Mastodon's `%#@names@` plural read as `%ld`,
    /// then its argument shown as `%1$@`, in the English and in 30 translations alike) is not at fault.
    private func mismatches(
        against source: FormatSignature, language: String, ignoringMissing: Set<Int>, isSelf: Bool
    ) -> [FormatMismatch] {
        if readsSameArguments(as: source) { return [] }
        var found: [FormatMismatch] = []
        let quotedLanguage = "'\(language)'"

        for specifier in unknownSubstitutions {
            guard case .substitution(let name) = specifier.conversion else { continue }
            found.append(
                FormatMismatch(
                    reason: .unknownSubstitution, position: nil, sourceSpecifier: nil, translationSpecifier: specifier,
                    message: "'\(specifier.text)' in \(quotedLanguage) names no substitution '\(name)'"))
        }

        guard source.readsArguments else {
            guard source.specifiers.contains(where: { $0.conversion == .percentSign }) else { return Self.ordered(found) }
            for use in uses where use.kind?.dereferencesArgument == true {
                found.append(extra(use, language: quotedLanguage))
            }
            return Self.ordered(found)
        }

        let sourcePositions = Set(source.positions)
        var byPosition: [Int: [Use]] = [:]
        for use in uses { byPosition[use.position, default: []].append(use) }

        for position in byPosition.keys.sorted() {
            let reads = byPosition[position]!
            guard sourcePositions.contains(position) else {
                let unknown = Set(unknownSubstitutions.map(\.offset))
                if let read = reads.first(where: { !unknown.contains($0.specifier.offset) }) {
                    found.append(extra(read, language: quotedLanguage))
                }
                continue
            }
            let sourceReads = source.uses(at: position)
            let sourceRead = sourceReads.first(where: { $0.kind != nil }) ?? sourceReads[0]
            // A source that itself reads this argument two ways is no reference for its kind (and when a
            // string is checked against itself, the problem is the conflict).
            let sourceConflicts = Self.conflict(in: sourceReads) != nil
            if !sourceConflicts, let wrong = reads.first(where: { !Self.compatible($0.kind, sourceRead.kind) }) {
                found.append(
                    FormatMismatch(
                        reason: .typeMismatch, position: position, sourceSpecifier: sourceRead.specifier,
                        translationSpecifier: wrong.specifier,
                        message: "argument \(position) is '\(sourceRead.specifier.text)' in the source but "
                            + "'\(wrong.specifier.text)' in \(quotedLanguage)"))
            } else if let (first, other) = Self.conflict(in: reads),
                isSelf || !sourceConflicts
                    || !reads.allSatisfy({ read in sourceReads.contains { Self.compatible($0.kind, read.kind) } })
            {
                found.append(
                    FormatMismatch(
                        reason: .conflictingTypes, position: position, sourceSpecifier: sourceRead.specifier,
                        translationSpecifier: other.specifier,
                        message: "argument \(position) is read as both '\(first.specifier.text)' and "
                            + "'\(other.specifier.text)' in \(quotedLanguage)"))
            } else if reads.count > sourceReads.count, reads.count > 1 {
                found.append(
                    FormatMismatch(
                        reason: .duplicatedArgument, position: position, sourceSpecifier: sourceRead.specifier,
                        translationSpecifier: reads[sourceReads.count].specifier,
                        message: "argument \(position) ('\(reads[0].specifier.text)') appears "
                            + "\(Self.times(reads.count)) in \(quotedLanguage) but "
                            + "\(Self.times(sourceReads.count)) in the source"))
            }
        }

        for position in sourcePositions.sorted() where byPosition[position] == nil && !ignoringMissing.contains(position) {
            let sourceRead = source.uses(at: position)[0]
            found.append(
                FormatMismatch(
                    reason: .missingArgument, position: position, sourceSpecifier: sourceRead.specifier,
                    translationSpecifier: nil,
                    message: "argument \(position) ('\(sourceRead.specifier.text)') is missing in \(quotedLanguage)"))
        }

        var sourceInvalid: [String: Int] = [:]
        for specifier in source.invalidSpecifiers { sourceInvalid[specifier.text, default: 0] += 1 }
        for specifier in invalidSpecifiers {
            if let count = sourceInvalid[specifier.text], count > 0 {
                sourceInvalid[specifier.text] = count - 1
                continue
            }
            let what = specifier.text == "%" ? "'%' at the end of \(quotedLanguage)" : "'\(specifier.text)' in \(quotedLanguage)"
            found.append(
                FormatMismatch(
                    reason: .invalidSpecifier, position: nil, sourceSpecifier: nil, translationSpecifier: specifier,
                    message: "\(what) is not a valid format specifier; write '%%' for a percent sign"))
        }
        return Self.ordered(found)
    }

    /// The common case, decided without allocating: the same reads in the same order with compatible kinds,
    /// and nothing invalid or unknown.
    private func readsSameArguments(as source: FormatSignature) -> Bool {
        guard uses.count == source.uses.count, invalidSpecifiers.isEmpty, unknownSubstitutions.isEmpty else {
            return false
        }
        for (use, sourceUse) in zip(uses, source.uses) {
            guard use.position == sourceUse.position, Self.compatible(use.kind, sourceUse.kind) else { return false }
        }
        return Self.conflict(in: uses) == nil
    }

    /// Two reads of the same argument with incompatible kinds, if any (reads are few: quadratic is fine).
    private static func conflict(in reads: [Use]) -> (Use, Use)? {
        for (index, read) in reads.enumerated() where read.kind != nil {
            for earlier in reads[..<index]
            where earlier.position == read.position && !compatible(earlier.kind, read.kind) {
                return (earlier, read)
            }
        }
        return nil
    }

    /// What is wrong with this string on its own: one argument read as incompatible kinds, references to
    /// unknown substitutions. The same as comparing it with itself.
    ///
    ///     FormatSignature("%1$@ and %1$d").problems(language: "en").map(\.message)
    ///     // ["argument 1 is read as both '%1$@' and '%1$d' in 'en'"]
    public func problems(language: String) -> [FormatMismatch] {
        mismatches(against: self, language: language, ignoringMissing: [], isSelf: true)
    }

    private func extra(_ use: Use, language quotedLanguage: String) -> FormatMismatch {
        var message = "'\(use.specifier.text)' in \(quotedLanguage) reads argument \(use.position), "
            + "which the source does not have"
        if use.specifier.flags.contains(" ") && use.specifier.position == nil {
            message += "; write '%%' for a percent sign"
        }
        return FormatMismatch(
            reason: .extraArgument, position: use.position, sourceSpecifier: nil,
            translationSpecifier: use.specifier, message: message)
    }

    private static func compatible(_ lhs: FormatArgumentKind?, _ rhs: FormatArgumentKind?) -> Bool {
        guard let lhs, let rhs else { return true }
        return lhs.isCompatible(with: rhs)
    }

    private static func times(_ count: Int) -> String {
        switch count {
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }

    private static func ordered(_ mismatches: [FormatMismatch]) -> [FormatMismatch] {
        mismatches.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.offset ?? Int.max, lhs.element.position ?? 0, lhs.offset)
            let right = (rhs.element.offset ?? Int.max, rhs.element.position ?? 0, rhs.offset)
            return left < right
        }.map(\.element)
    }
}
