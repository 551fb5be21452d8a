import L10nDiagnostics
import L10nFiles
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
        if key.split(separator: ".").dropLast().last == "accessibility" { return true }
        return names.contains { diagnostic.message.contains(" reaches '\($0)' through ") }
    }

    /// `diagnostics` (in report order) with the held ones replaced by one at the first, when they count (see the
    /// type's description). `files`: the project's Swift files, as opened; `localizingFunctions`: the project's own
    /// localizing functions.
    static func grouping(_ diagnostics: [Diagnostic], files: [String], localizingFunctions: Set<String>) -> [Diagnostic] {
        let held = diagnostics.indices.filter { isHeld(diagnostics[$0]) }
        guard held.count >= minimum else { return diagnostics }
        let heldFiles = Set(held.map { diagnostics[$0].location.file })
        guard heldFiles.count >= minimumFiles else { return diagnostics }
        let localized = localizedCount(in: files, localizingFunctions: localizingFunctions)
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
    static func localizedCount(in files: [String], localizingFunctions: Set<String>) -> Int {
        let needles = names.map { Array($0.utf8) }
        let localizing = ["localized", "Localized", "NSLocalizedString", "L10n", "tr(", "R.string", ".loc", "Strings."]
            + localizingFunctions.sorted()
        let markers = localizing.map { Array($0.utf8) }
        var count = 0
        for path in files where path.hasSuffix(".swift") {
            guard let bytes = try? FileReader.read(path), bytes.count >= 17 else { continue }
            var index = 0
            while index < bytes.count {
                // Find the next "accessibility" name: cheap first-byte test, then the names.
                guard bytes[index] == UInt8(ascii: "a"),
                    let needle = needles.first(where: { bytes.count - index >= $0.count && bytes[index..<(index + $0.count)].elementsEqual($0) })
                else {
                    index += 1
                    continue
                }
                var cursor = index + needle.count
                while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
                let assigns = cursor < bytes.count
                    && ((bytes[cursor] == UInt8(ascii: "=") && (cursor + 1 >= bytes.count || bytes[cursor + 1] != UInt8(ascii: "=")))
                        || bytes[cursor] == UInt8(ascii: "(") || bytes[cursor] == UInt8(ascii: ":"))
                var end = cursor
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if assigns {
                    let line = bytes[cursor..<end]
                    if markers.contains(where: { marker in contains(line, marker) }) { count += 1 }
                }
                index = end
            }
        }
        return count
    }

    private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var index = haystack.startIndex
        while index <= haystack.endIndex - needle.count {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
