import Foundation
import L10nFiles

/// Texts in other scripts than Latin written in Latin letters (ICU's `Any-Latin`: "保存する" → "bǎo cún suru"), each
/// worked out once per run, and the batches being worked out. Each call to ICU has a cost of its own, so texts are
/// written in batches, one call each; a text a batch is writing is waited for, not written again by another call.
/// ICU parses a script's rules the first time a call meets the script (Han's: some 700 million instructions) and
/// keeps them, so calls are made one at a time (``toLatin(_:)``): on a large tree, the index pass's batch and both
/// lint workers met Han at once, parsed its rules three times, and ICU took 9 % of the check's instructions.
///
///     let write = Transliterations.reserve(["保存する", "設定"])  // marked as being written
///     write?()                                                   // one call to ICU for both
///     Transliterations.latin("保存する")                          // "bǎo cún suru", without a call
enum Transliterations {
    /// What is known and what is being written.
    private struct State {
        var known: [String: String] = [:]
        /// The batches being written: their texts, and a group each leaves once its texts are known.
        var writing: [(texts: Set<String>, done: DispatchGroup)] = []

        func batch(writing text: String) -> DispatchGroup? { writing.first { $0.texts.contains(text) }?.done }
    }

    private static let state = Locked(State())

    /// Held around every call to ICU: ICU parses a script's rules the first time a call meets the script and keeps
    /// them (Han's take some 700 million instructions, a quarter of a second), but calls that meet a script at the
    /// same time each parse it (on the 1.2M-line tree, the index's batch and both lint workers parsed Han's rules
    /// at once: three times). One call at a time, the first parses and the others find the rules ready.
    private static let icu = Locked(())

    /// `text` in Latin letters, from ICU (one call at a time).
    private static func toLatin(_ text: String) -> String? {
        icu.withLock { _ in text.applyingTransform(.toLatin, reverse: false) }
    }

    /// Joins a batch's texts: a private-use character, which no script's rules read across (each text comes out as
    /// it does alone).
    private static let separator = "\u{E000}"

    /// `text` in Latin letters: known, or waited for when a batch is writing it, or written alone.
    static func latin(_ text: String) -> String {
        let (known, batch): (String?, DispatchGroup?) = state.withLock { state in
            if let known = state.known[text] { return (known, nil) }
            return (nil, state.batch(writing: text))
        }
        if let known { return known }
        if let batch {
            batch.wait()
            if let known = state.withLock({ $0.known[text] }) { return known }
        }
        let latin = toLatin(text) ?? text
        state.withLock { $0.known[text] = latin }
        return latin
    }

    /// Marks the texts of `texts` in another script than Latin, not known and not being written, as being written,
    /// and returns the work that writes them in one call to ICU (to run on any thread, and always run: until it is,
    /// ``latin(_:)`` waits for these texts); nil when fewer than two are left (a text alone is written when asked
    /// for). A text holding the separator is left out; a result that does not split back into as many texts leaves
    /// them to one call each.
    static func reserve(_ texts: [String]) -> (@Sendable () -> Void)? {
        let candidates = texts.filter { text in
            !text.utf8.allSatisfy { $0 < 0x80 } && !KeySuggestion.isLatin(text) && !text.contains(separator)
        }
        guard candidates.count >= 2 else { return nil }
        let done = DispatchGroup()
        let pending: [String] = state.withLock { state in
            var pending: [String] = []
            var seen: Set<String> = []
            for text in candidates {
                guard seen.insert(text).inserted, state.known[text] == nil, state.batch(writing: text) == nil else { continue }
                pending.append(text)
            }
            guard pending.count >= 2 else { return [] }
            done.enter()
            state.writing.append((Set(pending), done))
            return pending
        }
        guard !pending.isEmpty else { return nil }
        return {
            let parts = toLatin(pending.joined(separator: separator))?.components(separatedBy: separator)
            state.withLock { state in
                if let parts, parts.count == pending.count {
                    for (text, part) in zip(pending, parts) { state.known[text] = part }
                }
                state.writing.removeAll { $0.done === done }
            }
            done.leave()
        }
    }
}
