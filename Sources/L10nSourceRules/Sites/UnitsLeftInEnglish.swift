import L10nSourceIndex
import L10nSourceParsing

/// Types and files whose user-facing text is left in English as a whole, in an app that localizes elsewhere: one
/// decision for the team (a release-notes view, a diagnostics screen kept English so that reports arrive in
/// English, an App Intents file nobody localized), so one `hardcoded-string` finding at the declaration instead of
/// one per literal; `check --explain` on the declaration's line lists them.
///
///     struct ReleaseNotesView: View {              // ← 58 user-facing strings in 'ReleaseNotesView', none localized, …
///         var body: some View {
///             Text("• Added Safari as a browser option")
///             …
///             Button(String(localized: "common.close"), action: close)   // one localized piece does not count
///         }
///     }
///
/// A unit counts when it holds at least ``minimum`` hardcoded literals (findings no suppression or stated intent
/// covers) and its localized text is at most a fifth of them (``Marks``: calls and members that localize, keys in
/// SwiftUI positions and literals a scanned catalog or table holds). A single forgotten string in a view that
/// localizes the rest stays a finding of its own. The file is one unit when it counts as a whole (its findings in
/// one type are named after the type); else each type that counts, the outermost first. Only when the app
/// localizes elsewhere: another file of the project localizes (``ProjectIndex/localizingFiles``), or, for a type,
/// this file does outside it.
struct UnitsLeftInEnglish {
    struct Unit {
        /// `'ReleaseNotesView'` or `'AppIntent.swift'`, as the message names it.
        var name: String
        /// The token the finding stands at: the type's name.
        var anchor: Int
        /// The aggregated findings' tokens, in order.
        var members: [Int]
        var localized: Int
        /// What the app localizes elsewhere, as the message says it: `views`, `files`, `code`.
        var others: String

        /// The finding's message.
        func message(path: String, line: Int) -> String {
            let localizedPart = localized == 0 ? "none localized" : "only \(localized) localized"
            return "\(members.count) user-facing strings in \(name), \(localizedPart), while the app localizes its other \(others): one decision for the whole unit; localize them, or state in a comment above the declaration that they stay in English on purpose ('check --explain \(path):\(line)' lists them)"
        }
    }

    static let minimum = 5

    let units: [Unit]

    /// `hardcoded`: the tokens of the file's `hardcoded-string` findings that no suppression or stated intent
    /// covers, in order.
    /// `references`: the file's key references, as the walk recorded them.
    init(hardcoded: [Int], references: [KeyReference], file: SourceFile, declarations: FileDeclarations?, lint: LintContext) {
        guard hardcoded.count >= Self.minimum, let declarations else {
            units = []
            return
        }
        let counter = Marks(file: file, lint: lint, hardcoded: Set(hardcoded), references: references)
        let wholeFile = 0...max(file.tokens.count - 1, 0)
        let fileMarks = counter.count(in: wholeFile)
        // Other files that localize (this one counted apart: its own marks say so below).
        // (``ProjectIndex/localizingFiles`` counts this one when it localizes as the index sees it: a call that
        // localizes, or a dotted key in a localizing position; a table's English key it happens to hold is not.)
        let otherFiles = lint.project.localizingFiles - (counter.localizesAsIndexed() ? 1 : 0) > 0
        let types = declarations.types.sorted { $0.keyword < $1.keyword }
        func range(of type: FileDeclarations.TypeInfo) -> ClosedRange<Int> { type.keyword...type.body.upperBound }
        func counts(_ members: Int, marks: Int) -> Bool { members >= Self.minimum && marks * 5 <= members }
        func others(of type: FileDeclarations.TypeInfo) -> String {
            type.conformances.first == "View" ? "views" : type.kind == .extension ? "code" : "types"
        }
        let fileMembers = hardcoded.filter { !counter.isLocalizedInPractice($0) }.sorted()
        guard let first = fileMembers.first, let last = fileMembers.last else {
            units = []
            return
        }
        if otherFiles, counts(fileMembers.count, marks: fileMarks) {
            // Named after the innermost type that holds them all (one holding the first and the last holds every
            // one between), else after the file.
            if let holder = types.last(where: { range(of: $0).contains(first) && range(of: $0).contains(last) }) {
                units = [Unit(name: "'\(holder.name)'", anchor: holder.nameToken, members: fileMembers, localized: fileMarks, others: others(of: holder))]
            } else {
                let anchor = types.first { range(of: $0).contains(first) || $0.keyword > first }?.nameToken ?? first
                let name = SiteContext.fileName(file.path) + ".swift"
                units = [Unit(name: "'\(name)'", anchor: anchor, members: fileMembers, localized: fileMarks, others: "files")]
            }
            return
        }
        // Each type, outermost first (sorted by start, a type inside a unit is skipped), its members found by a
        // binary search: linear in the types, whatever their number.
        var found: [Unit] = []
        var takenEnd = -1
        for type in types where type.keyword > takenEnd {
            let span = range(of: type)
            let lower = Self.firstIndex(in: fileMembers, atLeast: span.lowerBound)
            let upper = Self.firstIndex(in: fileMembers, atLeast: span.upperBound + 1)
            guard upper - lower >= Self.minimum else { continue }
            let marks = counter.count(in: span)
            // The app localizes elsewhere: another file, or this one outside the type.
            guard counts(upper - lower, marks: marks), otherFiles || fileMarks > marks else { continue }
            found.append(
                Unit(name: "'\(type.name)'", anchor: type.nameToken, members: Array(fileMembers[lower..<upper]), localized: marks,
                    others: others(of: type)))
            takenEnd = span.upperBound
        }
        units = found
    }

    /// Which of `errorTexts` (an error's descriptions the file leaves in English, outside any unit) to report: those
    /// whose innermost type localizes at least as many of its texts as it leaves (a description forgotten among
    /// localized ones). Where a type localizes fewer, an error's description is text the team keeps in English, and
    /// whether a user reads it depends on where the error goes, which is mostly a log (on twenty real apps, 2 of 22
    /// such findings were judged right: `TorchError`'s descriptions stored and never read, log rotation failures,
    /// `RequestSenderError`).
    ///
    ///     enum PaymentError: LocalizedError {
    ///         case declined, expired, network
    ///         var errorDescription: String? {
    ///             switch self {
    ///             case .declined: String(localized: "payment.error.declined")
    ///             case .expired: String(localized: "payment.error.expired")
    ///             case .network: "The network connection was lost."      // ← reported: its type localizes
    ///             }
    ///         }
    ///     }
    static func errorTextsToReport(
        _ errorTexts: [Int], hardcoded: [Int], references: [KeyReference], file: SourceFile, declarations: FileDeclarations?,
        lint: LintContext
    ) -> Set<Int> {
        let marks = Marks(file: file, lint: lint, hardcoded: Set(hardcoded), references: references)
        let types = declarations?.types ?? []
        var reported: Set<Int> = []
        for token in errorTexts {
            // The innermost type around it, else the file.
            var span = 0...max(file.tokens.count - 1, 0)
            for type in types where type.keyword <= token && token <= type.body.upperBound
                && type.keyword >= span.lowerBound && type.body.upperBound <= span.upperBound
            {
                span = type.keyword...type.body.upperBound
            }
            let left = hardcoded.lazy.filter { span.contains($0) }.count
            let localized = marks.count(in: span)
            if localized > 0, localized >= left { reported.insert(token) }
        }
        return reported
    }

    /// The index of the first element of `sorted` that is `value` or more (`sorted.count` when none is).
    static func firstIndex(in sorted: [Int], atLeast value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Localized text in a range of tokens, for deciding whether a unit is left in English.
    private struct Marks {
        let file: SourceFile
        let lint: LintContext
        let hardcoded: Set<Int>
        /// The lines of the key references that are no hardcoded finding: a key in a SwiftUI or App Intents position
        /// (`Text("settings.title")`), which is looked up; sorted, with each line's key.
        let keyLines: [Int]
        let keysOnLines: [String]
        /// Whether one of them is a dotted key (`Text("settings.title")`).
        let dottedKeys: Bool
        /// The project's own localizing functions (``ProjectIndex/localizingFunctions``), by their bytes.
        let wrappers: NameTable
        let hasWrappers: Bool

        init(file: SourceFile, lint: LintContext, hardcoded: Set<Int>, references: [KeyReference]) {
            self.file = file
            self.lint = lint
            self.hardcoded = hardcoded
            hasWrappers = !lint.project.localizingFunctions.isEmpty
            wrappers = NameTable(Array(lint.project.localizingFunctions))
            // Line and column, packed: the findings' places, to leave out the references that are findings.
            func place(_ line: Int, _ column: Int) -> Int { line << 20 | column }
            let reported = Set(hardcoded.map { place(file.tokens[$0].line, file.tokens[$0].column) })
            let keyed = references.compactMap { reference -> (line: Int, key: String)? in
                // A key in a SwiftUI or App Intents position is looked up; a literal that only matches a catalog key
                // (`.literal`: `("Size", cgSize)` in a debug column) says nothing of localization.
                guard reference.kind == .text else { return nil }
                return reported.contains(place(reference.location.line, reference.location.column))
                    ? nil : (reference.location.line, reference.key)
            }.sorted { $0.line < $1.line }
            keyLines = keyed.map(\.line)
            keysOnLines = keyed.map(\.key)
            dottedKeys = keyed.contains { TextClassifier.isDottedKey($0.key) }
        }

        /// The lines with localized text: calls and members that localize (`NSLocalizedString`,
        /// `String(localized:)`, `.localized`, `.loco()`, `tr(…)`, `L10n.…`, the project's own wrappers), keys the
        /// walk recorded, and hardcoded text a scanned catalog or table holds (translators have it, whatever the code
        /// calls it). Counted by line: `Button("general_close".loco())` is one localized text, not two marks.
        func count(in range: ClosedRange<Int>) -> Int {
            let view = file.view
            let upper = min(range.upperBound, file.tokens.count - 1)
            guard range.lowerBound <= upper else { return 0 }
            var lines: Set<Int> = []
            // A key said again is one localized text: the title 'Virtual Machine' of six intents' parameters, which
            // an English-key table happens to hold, is one text the team has, not six.
            var keys = Set<String>()
            for index in range.lowerBound...upper {
                let token = file.tokens[index]
                if token.kind == .identifier {
                    if FileFacts.isLocalizingName(at: index, in: view)
                        || (hasWrappers && wrappers.index(of: file.source.bytes[token.range]) != nil)
                    {
                        lines.insert(token.line)
                    }
                } else if token.kind == .stringOpen, hardcoded.contains(index), let key = keyInPractice(index),
                    keys.insert(key).inserted
                {
                    lines.insert(token.line)
                }
            }
            let first = UnitsLeftInEnglish.firstIndex(in: keyLines, atLeast: file.tokens[range.lowerBound].line)
            let end = UnitsLeftInEnglish.firstIndex(in: keyLines, atLeast: file.tokens[upper].line + 1)
            for index in first..<end where !lines.contains(keyLines[index]) && keys.insert(keysOnLines[index]).inserted {
                lines.insert(keyLines[index])
            }
            return lines.count
        }

        /// A hardcoded literal a scanned catalog or table holds as a key: Xcode extracted it, translators have it.
        /// Whether the file localizes as ``FileFacts/localizesText`` sees it: a localizing call or wrapper, or a
        /// dotted key given to a localizing position.
        func localizesAsIndexed() -> Bool {
            let view = file.view
            for index in file.tokens.indices where file.tokens[index].kind == .identifier {
                if FileFacts.isLocalizingName(at: index, in: view)
                    || (hasWrappers && wrappers.index(of: file.source.bytes[file.tokens[index].range]) != nil)
                {
                    return true
                }
            }
            return dottedKeys
        }

        func isLocalizedInPractice(_ token: Int) -> Bool { keyInPractice(token) != nil }

        /// The key a hardcoded literal spells, when a scanned catalog or table holds it.
        func keyInPractice(_ token: Int) -> String? {
            guard lint.catalogKeys != nil, let literal = file.literal(at: token) else { return nil }
            let value = file.rendered(literal).value
            return lint.containsCatalogKey(value) ? value : nil
        }
    }
}
