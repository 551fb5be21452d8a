import L10nDiagnostics
import L10nFiles
import L10nSourceParsing

/// The files' lint results joined into one list of diagnostics and one of references, in feed order, while the
/// workers are still linting: a file's result that arrives before those of earlier files waits until they are in.
/// So the joining, and the memory it touches, happens alongside the linting instead of after it.
///
///     let joined = JoinedResults()
///     joined.add(1, resultOfB)   // waits: file 0 is not in yet
///     joined.add(0, resultOfA)   // A's findings are joined, then B's
///     joined.result(["A.swift", "B.swift"], order: nil, inReportOrder: false).diagnostics
final class JoinedResults: Sendable {
    private let joining: Locked<Joining>

    /// Results for the files of `feed` (nil: sizes are not foreseen, lists grow as they fill).
    ///
    /// With a `stream`, once the feed has every file and they came sorted (report order), the diagnostics joined
    /// so far and every file's after them are handed to it as they are joined (one call at a time, from whichever
    /// thread adds the result), instead of being kept; the result then says `streamed`.
    /// `catalogTexts`: the catalogs' keys with their source-language text; a suggested key a catalog holds for
    /// another text is not suggested (``SuggestedKeys``).
    init(
        feed: FileFeed? = nil, stream: (@Sendable ([Diagnostic]) -> Void)? = nil, catalogTexts: [String: String] = [:]
    ) {
        joining = Locked(Joining(feed: feed, stream: stream, suggestedKeys: SuggestedKeys(catalogTexts: catalogTexts)))
    }

    /// The result of the file at feed index `index` (nil: it could not be read). Each index is added once.
    func add(_ index: Int, _ result: SourceLintResult?) {
        joining.withLock { $0.add(index, result) }
    }

    /// Everything joined (once every file is in), for `files`, the feed's paths by index: in feed order when
    /// `order` is nil, else in `order` (feed indices, each file once). Unreadable files become `read-error`
    /// errors. The diagnostics are sorted into report order unless `inReportOrder` says they are in it already
    /// (files in path order, each file's findings sorted).
    func result(_ files: [String], order: [Int]?, inReportOrder: Bool) -> SourceLintRunner.Result {
        joining.withLock { $0.result(files, order: order, inReportOrder: inReportOrder) }
    }
}

/// The joining's state (see ``JoinedResults``), changed only under its lock.
private struct Joining {
    /// The files being linted: once all are known, the joined lists are sized for them in one step.
    private let feed: FileFeed?
    /// Where diagnostics go instead of the joined list once the feed is known to be sorted (see
    /// ``init(feed:stream:)``); nil when there is none or the feed turned out unsorted.
    private var stream: (@Sendable ([Diagnostic]) -> Void)?
    /// True once the diagnostics go to ``stream``.
    private var isStreaming = false
    /// Results that came before those of earlier files, by feed index.
    private var waiting: [Slot] = []
    /// The feed index of the next file to join.
    private var next = 0
    private var diagnostics: [Diagnostic] = []
    private var references: [KeyReference] = []
    /// The files' ``SourceLintResult/commentedOutReferences``, in the order joined (few: most files have none).
    private var commentedOut: [(index: Int, references: [KeyReference])] = []
    /// Per feed index, where its diagnostics and its references end in the joined lists.
    private var diagnosticEnds: [Int] = []
    private var referenceEnds: [Int] = []
    /// Feed indices of the files that could not be read, in feed order.
    private var unreadable: [Int] = []
    /// The keys suggested so far, kept unique across files in the order they are joined.
    private var suggestedKeys: SuggestedKeys

    init(feed: FileFeed?, stream: (@Sendable ([Diagnostic]) -> Void)?, suggestedKeys: SuggestedKeys) {
        self.feed = feed
        self.stream = stream
        self.suggestedKeys = suggestedKeys
    }

    private enum Slot {
        case empty
        case linted(SourceLintResult)
        case unreadable
    }

    mutating func add(_ index: Int, _ result: SourceLintResult?) {
        guard index == next else {
            if index >= waiting.count {
                waiting.append(contentsOf: repeatElement(.empty, count: index + 1 - waiting.count))
            }
            waiting[index] = result.map(Slot.linted) ?? .unreadable
            return
        }
        join(result)
        while next < waiting.count {
            var slot = Slot.empty
            swap(&slot, &waiting[next])
            switch slot {
            case .empty: return
            case .linted(let result): join(result)
            case .unreadable: join(nil)
            }
        }
    }

    private mutating func join(_ result: SourceLintResult?) {
        if stream != nil, !isStreaming { startStreaming(feedIsFinished: false) }
        if var result {
            suggestedKeys.makeUnique(&result.diagnostics)
            if let stream, isStreaming {
                if !result.diagnostics.isEmpty { stream(result.diagnostics) }
            } else {
                Self.reserve(
                    for: result.diagnostics.count, in: &diagnostics, ends: diagnosticEnds, total: feed?.finishedCount)
                diagnostics.append(contentsOf: result.diagnostics)
            }
            Self.reserve(for: result.references.count, in: &references, ends: referenceEnds, total: feed?.finishedCount)
            references.append(contentsOf: result.references)
            if !result.commentedOutReferences.isEmpty { commentedOut.append((next, result.commentedOutReferences)) }
        } else {
            unreadable.append(next)
        }
        diagnosticEnds.append(diagnostics.count)
        referenceEnds.append(references.count)
        next += 1
    }

    /// Starts streaming once the feed has every file (or `feedIsFinished` says so) in sorted order: the diagnostics
    /// joined so far go first. An unsorted feed drops the stream (its files are reordered at the end).
    private mutating func startStreaming(feedIsFinished: Bool) {
        guard let stream, let feed, feedIsFinished || feed.finishedCount != nil else { return }
        guard feed.isSortedAndUnique else {
            self.stream = nil
            return
        }
        isStreaming = true
        if !diagnostics.isEmpty { stream(diagnostics) }
        diagnostics = []
    }

    /// Makes room in `list` for `extra` more elements when it is full: once the feed knows how many files there
    /// are (`total`), for all of them at the rate so far (and a tenth more), so the list is not regrown (and its
    /// memory not touched afresh) at every doubling; else the usual doubling.
    private static func reserve<Element>(for extra: Int, in list: inout [Element], ends: [Int], total: Int?) {
        let needed = list.count + extra
        guard needed > list.capacity, let total, total > ends.count else { return }
        let perFile = Double(needed) / Double(ends.count + 1)
        let estimate = Int(perFile * Double(total) * 1.1) + 16
        if estimate > 2 * list.capacity { list.reserveCapacity(estimate) }
    }

    mutating func result(_ files: [String], order: [Int]?, inReportOrder: Bool) -> SourceLintRunner.Result {
        if stream != nil, !isStreaming, order == nil { startStreaming(feedIsFinished: true) }
        var joinedDiagnostics: [Diagnostic] = []
        var joinedReferences: [KeyReference] = []
        var unreadableFiles: [Int] = []
        if let order {
            var isUnreadable = [Bool](repeating: false, count: files.count)
            for index in unreadable { isUnreadable[index] = true }
            joinedDiagnostics.reserveCapacity(diagnostics.count)
            joinedReferences.reserveCapacity(references.count)
            for index in order {
                let start = index == 0 ? 0 : diagnosticEnds[index - 1]
                joinedDiagnostics.append(contentsOf: diagnostics[start..<diagnosticEnds[index]])
                let referenceStart = index == 0 ? 0 : referenceEnds[index - 1]
                joinedReferences.append(contentsOf: references[referenceStart..<referenceEnds[index]])
                if isUnreadable[index] { unreadableFiles.append(index) }
            }
        } else {
            swap(&joinedDiagnostics, &diagnostics)
            swap(&joinedReferences, &references)
            unreadableFiles = unreadable
        }
        if !inReportOrder, !Diagnostic.isInReportOrder(joinedDiagnostics) {
            joinedDiagnostics.sort(by: Diagnostic.reportOrder)
        }
        let errors = unreadableFiles.map { index in
            Diagnostic(
                location: SourceLocation(file: files[index], line: 1, column: 1), severity: .error,
                ruleID: "read-error", message: "cannot read '\(files[index])'")
        }
        var result = SourceLintRunner.Result(
            diagnostics: joinedDiagnostics, references: joinedReferences, errors: errors, streamed: isStreaming)
        if let order {
            let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
            commentedOut.sort { rank[$0.index, default: 0] < rank[$1.index, default: 0] }
        }
        result.commentedOutReferences = commentedOut.flatMap(\.references)
        return result
    }
}
