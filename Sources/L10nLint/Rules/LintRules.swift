import Foundation
import L10nDiagnostics

/// The source lint rules: ids, descriptions, and the catalog-side `unused-key` computation.
///
///     LintRules.descriptions.map(\.id)
///     // ["hardcoded-string", "string-concatenation", "unknown-key", "unused-key", "unused-suppression"]
public enum LintRules {
    public static let hardcodedString = "hardcoded-string"
    public static let stringConcatenation = "string-concatenation"
    public static let unknownKey = "unknown-key"
    public static let unusedKey = "unused-key"
    public static let unusedSuppression = "unused-suppression"

    /// Every rule this library implements, for `l10n rules`, SARIF metadata and the example tests.
    public static let descriptions: [RuleDescription] = [
        HardcodedStringRule.description,
        StringConcatenationRule.description,
        UnknownKeyRule.description,
        UnusedKeyRule.description,
        UnusedSuppressionRule.description,
    ]

    public static func description(for id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    /// The catalog keys no source references, sorted; the caller reports them at their catalog positions.
    ///
    /// A reference matches a key exactly or with format specifiers normalised, so `Text("\(count) items")`
    /// (extracted as `%@ items`) uses the key `%lld items`. Keys matching an `ignoreKeys` pattern (`*` is a
    /// wildcard) are never unused.
    ///
    ///     LintRules.unusedKeys(catalogKeys: ["home.title", "old.key"], references: refs, ignoreKeys: [])
    ///     // ["old.key"] when only home.title is referenced
    public static func unusedKeys(catalogKeys: Set<String>, references: [KeyReference], ignoreKeys: [String])
        -> [String]
    {
        // One byte lookup per reference: catalog key → its slot (see ``KeyIndex``), then a flag. Normalising can only match keys with a
        // `%`: a text without `%` normalises to itself, and a normalised text keeps a `%` whenever it had one, so
        // references without `%` never need it. References are split across cores, each part with its own flags.
        let keyIndex = KeyIndex(catalogKeys)
        let sorted = keyIndex.keys
        let parts = references.count < 20_000 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        let results = UsedKeyParts(count: parts)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            var used = [Bool](repeating: false, count: sorted.count)
            var withPercent = Set<String>()
            let range = (references.count * part / parts)..<(references.count * (part + 1) / parts)
            for index in range {
                var key = references[index].key
                let (slot, hasPercent) = key.withUTF8 { (keyIndex.index(of: $0), $0.contains(UInt8(ascii: "%"))) }
                if let slot { used[slot] = true }
                if hasPercent { withPercent.insert(key) }
            }
            // Normalising is slow and the same texts recur (`%@ items` in every list): once per distinct text.
            let usedNormalized = Set(withPercent.map(normalizedFormat))
            results.set(part, used: used, normalized: usedNormalized)
        }
        var used = [Bool](repeating: false, count: sorted.count)
        var usedNormalized = Set<String>()
        for part in 0..<parts {
            let (partUsed, partNormalized) = results.get(part)
            for slot in partUsed.indices where partUsed[slot] { used[slot] = true }
            usedNormalized.formUnion(partNormalized)
        }
        let matcher = KeyMatcher(patterns: ignoreKeys)
        return sorted.indices.filter { slot in
            let key = sorted[slot]
            return !used[slot] && !matcher.matches(key)
                && !(key.containsByte(UInt8(ascii: "%")) && usedNormalized.contains(normalizedFormat(key)))
        }.map { sorted[$0] }
    }

    /// Each part's findings in ``unusedKeys(catalogKeys:references:ignoreKeys:)``, written by one worker each.
    private final class UsedKeyParts: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [(used: [Bool], normalized: Set<String>)]

        init(count: Int) { parts = Array(repeating: ([], []), count: count) }

        func set(_ part: Int, used: [Bool], normalized: Set<String>) {
            lock.lock()
            parts[part] = (used, normalized)
            lock.unlock()
        }

        func get(_ part: Int) -> (used: [Bool], normalized: Set<String>) {
            lock.lock()
            defer { lock.unlock() }
            return parts[part]
        }
    }

    /// Replaces every format specifier with `%@`: `"%lld of %2$@"` → `"%@ of %@"`.
    static func normalizedFormat(_ key: String) -> String {
        TextClassifier.replacingFormatSpecifiers(in: key, with: "%@", includingPercent: false)
    }
}
