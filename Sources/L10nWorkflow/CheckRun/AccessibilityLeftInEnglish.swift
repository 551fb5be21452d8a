import L10nDiagnostics
import L10nFiles
import L10nSourceParsing
import L10nSourceRules

/// An app's accessibility text (what VoiceOver reads: `accessibilityLabel`, `accessibilityHint`,
/// `accessibilityValue`) kept in English as a whole, while the app localizes what it shows: one decision for the
/// team, so one `hardcoded-string` finding at the first place, its others in `related`, not one per label.
///
/// Session keeps 108 accessibility labels in English and localizes 3: its labels double as UI-test handles
/// (`Accessibility(identifier: "Copy button", label: "Copy button")`), and its own string lint exempts them. A
/// maintainer fixes that as one decision (or keeps it), never label by label.
///
///     // Session/Calls/CallVC.swift:164:37: error: 108 accessibility labels and hints in English in 41 files, 3
///     //   localized, while the app localizes its other text: … [hardcoded-string]
///
/// Counted only when there are at least ``minimum`` such findings in at least ``minimumFiles`` files and the
/// accessibility values the code localizes (``localizedCount(in:localizingFunctions:)``) are at most a tenth of
/// them: an app that localizes its accessibility text and forgot some keeps a finding each.
enum AccessibilityLeftInEnglish {
    static let minimum = 10
    static let minimumFiles = 3
    static let ruleID = HardcodedStringRule.description.id
    /// The accessibility properties and modifiers whose values are read aloud.
    static let names = ["accessibilityLabel", "accessibilityHint", "accessibilityValue"]

    /// Whether `diagnostic` is a `hardcoded-string` finding of one literal given to accessibility: its suggested key
    /// names the element `accessibility` (`call.vc.accessibility.answer_call`), or its message the accessibility
    /// property it reaches through the project's own helper ("reaches 'accessibilityLabel' through
    /// 'Accessibility(identifier:label:)'").
    static func isHeld(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.ruleID == ruleID, diagnostic.related.isEmpty, let key = diagnostic.suggestedKey?.key else {
            return false
        }
        // A key without the word's bytes has no such segment (an ASCII word equals no other spelling): most
        // findings' keys are passed by without splitting them.
        if key.containsBytes("accessibility"), key.split(separator: ".").dropLast().last == "accessibility" { return true }
        // Searched as bytes: Foundation's `contains` on every finding's message costs a check ½ % (perf).
        guard diagnostic.message.containsBytes(" reaches 'accessibility") else { return false }
        return names.contains { diagnostic.message.containsBytes(" reaches '\($0)' through ") }
    }

    /// `diagnostics` (in report order) with the held ones replaced by one at the first, when they count (see the
    /// type's description). `files`: the project's Swift files, as opened; `localizingFunctions`: the project's own
    /// localizing functions.
    static func grouping(_ diagnostics: [Diagnostic], files: [String], localizingFunctions: Set<String>) -> [Diagnostic] {
        let held = diagnostics.indices.filter { isHeld(diagnostics[$0]) }
        guard held.count >= minimum else { return diagnostics }
        let heldFiles = Set(held.map { diagnostics[$0].location.file })
        guard heldFiles.count >= minimumFiles else { return diagnostics }
        let localized = localizedCount(in: files, localizingFunctions: localizingFunctions, limit: held.count / 10)
        guard localized * 10 <= held.count else { return diagnostics }
        let first = diagnostics[held[0]]
        let localizedPart = localized == 0 ? "none localized" : "\(localized) localized"
        var group = Diagnostic(
            location: first.location, severity: first.severity, ruleID: ruleID,
            message: "\(held.count) accessibility labels and hints in English in \(heldFiles.count) files, \(localizedPart), while the app localizes its other text: what VoiceOver reads is kept in English, one decision for the whole app; localize them, or state in a comment that they stay in English on purpose (the report's related places list them)")
        group.related = held.dropFirst().map { diagnostics[$0].location }
        group.text = "accessibility text"
        group.scope = first.scope
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count - held.count + 1)
        let heldSet = Set(held)
        for index in diagnostics.indices {
            if index == held[0] { result.append(group) } else if !heldSet.contains(index) { result.append(diagnostics[index]) }
        }
        return result
    }

    /// How many accessibility values the code localizes: a line that assigns or passes one
    /// (`label.accessibilityLabel = "call.answer".localized()`, `.accessibilityHint(L10n.Call.answerHint)`) and
    /// names a localizing call, wrapper or generated accessor. Read only when there are findings to group (a
    /// byte search over the files; most lines never name accessibility).
    /// Counting stops past `limit`: more than that many says the app localizes its accessibility text.
    static func localizedCount(in files: [String], localizingFunctions: Set<String>, limit: Int = .max) -> Int {
        let localizing = ["localized", "Localized", "NSLocalizedString", "L10n", "tr(", "R.string", ".loc", "Strings."]
            + localizingFunctions.sorted()
        let markers = localizing.map { Array($0.utf8) }
        let swiftFiles = files.filter { $0.hasSuffix(".swift") }
        // The files read on every core, each searched once, until the count passes the limit.
        let total = Locked(0)
        _ = concurrentMap(swiftFiles) { path in
            guard total.withLock({ $0 <= limit }), let bytes = try? FileReader.read(path) else { return }
            let found = localizedCount(in: bytes, markers: markers)
            if found > 0 { total.withLock { $0 += found } }
        }
        return total.withLock { $0 }
    }

    private static let prefix = Array("accessibility".utf8)
    /// ``names`` after the prefix: `Label`, `Hint`, `Value`.
    private static let suffixes = names.map { Array($0.utf8.dropFirst(prefix.count)) }

    /// The lines of one file that give an accessibility property a value naming one of `markers`.
    static func localizedCount(in bytes: [UInt8], markers: [[UInt8]]) -> Int {
        var count = 0
        var index = 0
        let last = bytes.count - prefix.count
        while index <= last {
            // The prefix's last byte first: most positions fail there.
            guard bytes[index + prefix.count - 1] == UInt8(ascii: "y"), bytes[index] == UInt8(ascii: "a"),
                bytes[index..<(index + prefix.count)].elementsEqual(prefix)
            else {
                index += 1
                continue
            }
            var cursor = index + prefix.count
            guard let suffix = suffixes.first(where: { bytes.count - cursor >= $0.count && bytes[cursor..<(cursor + $0.count)].elementsEqual($0) })
            else {
                index = cursor
                continue
            }
            cursor += suffix.count
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
            let assigns = cursor < bytes.count
                && ((bytes[cursor] == UInt8(ascii: "=") && (cursor + 1 >= bytes.count || bytes[cursor + 1] != UInt8(ascii: "=")))
                    || bytes[cursor] == UInt8(ascii: "(") || bytes[cursor] == UInt8(ascii: ":"))
            var end = cursor
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if assigns, markers.contains(where: { bytes[cursor..<end].containsBytes($0) }) { count += 1 }
            index = end
        }
        return count
    }
}
