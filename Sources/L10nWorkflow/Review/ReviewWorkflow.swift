import L10nDiagnostics
import L10nExchange
import L10nFormats
import XCStrings

/// The review of translations waiting in a catalog (state `needs_review`), shared by `l10n review` and the MCP
/// tools `review_queue` and `review`.
///
/// - Approving a string sets it to `translated` (its text unchanged) and drops its line from the ``ReviewLog``.
/// - Rejecting needs a reason. The translation is **kept as `needs_review`** (not removed): Xcode's format has no
///   "rejected" state, keeping the text lets the next attempt edit it rather than start over, and the catalog
///   keeps the same shape a person reviewing in Xcode would leave. The reason and the rejected text go to the
///   ``ReviewLog``; the string leaves the review queue (it waits for a new translation, not for review) and comes
///   back in `untranslated` with the reason. A new submission of another text puts it back in the queue.
///
///     var catalog = try StringCatalog(bytes: bytes, path: "Localizable.xcstrings")
///     var log = ReviewLog.read(catalog: "/app/Localizable.xcstrings")
///     let queue = ReviewWorkflow.queue(in: catalog, language: "de", log: log)   // [ReviewItem]
///     let outcome = ReviewWorkflow.decide([.init(key: "cart.title", decision: .approve)], in: catalog,
///                                         catalogPath: "Localizable.xcstrings", language: "de", log: log)
public enum ReviewWorkflow {
    public struct Item: Sendable, Equatable {
        public var key: String
        public var variant: String
        public var source: String
        public var translation: String
        public var comment: String?
        public var submittedBy: String?
    }

    public enum Verdict: String, Sendable { case approve, reject }

    public struct Decision: Sendable, Equatable {
        public var key: String
        public var variant: String
        public var verdict: Verdict
        public var reason: String?
        public init(key: String, variant: String = "", verdict: Verdict, reason: String? = nil) {
            self.key = key
            self.variant = variant
            self.verdict = verdict
            self.reason = reason
        }
    }

    public struct Outcome: Sendable {
        public var catalog: StringCatalog
        public var log: ReviewLog
        /// The decisions taken, in order: (index into the decisions, what was done).
        public var approved: [Int] = []
        public var rejected: [Int] = []
        /// Decisions that could not be taken, with the reason in one sentence.
        public var refused: [(index: Int, reason: String)] = []
        public var changesCatalog: Bool { !approved.isEmpty }
        public var changesLog: Bool { !approved.isEmpty || !rejected.isEmpty }
    }

    /// Whether a string waits for review: `needs_review` with text, and not the text a reviewer rejected.
    static func isWaiting(_ unit: ExportUnit, language: String, log: ReviewLog) -> Bool {
        guard unit.state == TranslationState.needsReview.rawValue, let target = unit.target, !target.isEmpty else { return false }
        if let entry = log.entry(language: language, key: unit.key, variant: unit.variant.xliffVariant),
           entry.rejected != nil, entry.rejectedTranslation == target { return false }
        return true
    }

    /// The strings of `language` waiting for review, in export order.
    public static func queue(in catalog: StringCatalog, language: String, log: ReviewLog) -> [Item] {
        ExportSelector(language: language, includeAll: true).units(in: catalog).compactMap { unit in
            guard isWaiting(unit, language: language, log: log) else { return nil }
            let variant = unit.variant.xliffVariant
            return Item(key: unit.key, variant: variant, source: unit.source, translation: unit.target ?? "",
                        comment: unit.comment, submittedBy: log.entry(language: language, key: unit.key, variant: variant)?.submittedBy)
        }
    }

    /// Counts of strings waiting for review per language of the catalog (languages with none left out).
    public static func waitingCounts(in catalog: StringCatalog, log: ReviewLog) -> [String: Int] {
        var languages: Set<String> = []
        for (_, entry) in catalog.entries { for (language, _) in entry.localizations { languages.insert(language) } }
        languages.remove(catalog.sourceLanguage)
        var counts: [String: Int] = [:]
        for language in languages {
            let count = queue(in: catalog, language: language, log: log).count
            if count > 0 { counts[language] = count }
        }
        return counts
    }

    /// Applies `decisions` to a copy of the catalog and the log; nothing is written.
    public static func decide(
        _ decisions: [Decision], in catalog: StringCatalog, catalogPath: String, language: String, log: ReviewLog
    ) -> Outcome {
        var outcome = Outcome(catalog: catalog, log: log)
        let units = ExportSelector(language: language, includeAll: true).units(in: catalog)
        var approvals: [TranslationUnit] = []
        var approvalIndex: [Int] = []
        var seen: Set<[String]> = []
        for (index, decision) in decisions.enumerated() {
            guard seen.insert([decision.key, decision.variant]).inserted else {
                outcome.refused.append((index, "a second decision for '\(decision.key)' '\(decision.variant)'; give one per string"))
                continue
            }
            guard let unit = units.first(where: { $0.key.hasSameScalars(as: decision.key) && $0.variant.xliffVariant == decision.variant }),
                  isWaiting(unit, language: language, log: log) else {
                outcome.refused.append((index, "'\(decision.key)'\(decision.variant.isEmpty ? "" : " '\(decision.variant)'") is not waiting for review in '\(language)'"))
                continue
            }
            let previous = log.entry(language: language, key: decision.key, variant: decision.variant)
            switch decision.verdict {
            case .approve:
                approvals.append(TranslationUnit(
                    file: catalogPath, key: unit.key, variant: decision.variant, source: "", target: unit.target ?? "",
                    state: TranslationState.translated.rawValue, sourceLanguage: catalog.sourceLanguage, targetLanguage: language,
                    location: SourceLocation(file: "decisions", line: index + 1, column: 1)))
                approvalIndex.append(index)
            case .reject:
                guard let reason = decision.reason?.trimmingSpaces, !reason.isEmpty else {
                    outcome.refused.append((index, "a rejection needs a 'reason' the next translator can act on"))
                    continue
                }
                outcome.log.set(ReviewLog.Entry(
                    language: language, key: decision.key, variant: decision.variant, submittedBy: previous?.submittedBy,
                    rejected: reason, rejectedTranslation: unit.target), language: language, key: decision.key, variant: decision.variant)
                outcome.rejected.append(index)
            }
        }
        if !approvals.isEmpty {
            let result = TranslationImport.apply(approvals, to: catalog, catalogPath: catalogPath, language: language)
            outcome.catalog = result.catalog
            let failed = Set(result.diagnostics.map { $0.location.line - 1 })
            for diagnostic in result.diagnostics { outcome.refused.append((diagnostic.location.line - 1, diagnostic.message)) }
            for index in approvalIndex where !failed.contains(index) {
                outcome.approved.append(index)
                outcome.log.set(nil, language: language, key: decisions[index].key, variant: decisions[index].variant)
            }
        }
        outcome.refused.sort { $0.index < $1.index }
        return outcome
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
