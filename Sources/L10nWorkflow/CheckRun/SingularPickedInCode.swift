import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing

/// Counted text whose code picks another string when the count is 1: Petrichor's
///
///     let message = errorFolders.count == 1
///         ? String(localized: "Failed to refresh folder '\(errorFolders[0])'")
///         : String(localized: "Failed to refresh \(errorFolders.count) folders")
///
/// reads '%lld folders' only for counts other than 1, so English (and every language whose forms are a
/// singular for 1 and a plural for the rest) reads right without plural variations: `plural-candidate` asks for
/// them only where another language needs more forms (Russian's 'few', Polish's 'many'; French's 0 reads its plural as such code shows it), and a plural that lacks only
/// 'one' in a language whose 'one' is 1 alone misses nothing (CotEditor's `MoveToTrashConfirmation.title.many`).
/// The app's own practice decides:
/// every place the code reads the key must stand after such a choice (within the eight lines before it, or on
/// its line: an `if`, a `?:`, a `switch`'s `case 1:`); a key some code reads without one keeps its finding.
enum SingularPickedInCode {
    /// `diagnostics` without the `plural-candidate` findings of keys the code reads only after picking its own
    /// string for a count of 1, where every language the finding names has only a singular and a plural.
    static func filtered(
        _ diagnostics: [Diagnostic], references: [KeyReference], currentDirectory: String
    ) -> [Diagnostic] {
        let id = PluralCandidateRule.description.id
        let missingID = PluralMissingCategoryRule.description.id
        // A plural that lacks only 'one', in a language whose 'one' is 1 alone: never read for 1 (CotEditor's
        // `MoveToTrashConfirmation.title.many`, read only when several files are selected).
        func lacksOnlyOne(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.ruleID == missingID && diagnostic.message.hasSuffix("lacks 'one'")
                && diagnostic.language.map(PluralCandidateRule.oneIsOnlyTheNumberOne) == true
        }
        let candidates = diagnostics.filter { diagnostic in
            guard diagnostic.key != nil else { return false }
            if lacksOnlyOne(diagnostic) { return true }
            return diagnostic.ruleID == id
                && PluralCandidateRule.languages(inMessage: diagnostic.message)
                    .allSatisfy(PluralCandidateRule.formsAreSingularAndPlural)
        }
        guard !candidates.isEmpty else { return diagnostics }
        // A key is read with any specifiers in its place (`"\\(count) folders"` reads `%lld folders`).
        func shape(_ key: String) -> String {
            TextClassifier.replacingFormatSpecifiers(in: key, with: "%@", includingPercent: false)
        }
        let keys = Set(candidates.compactMap(\.key).map(shape))
        var sites: [String: [SourceLocation]] = [:]
        // Each reference read in place (not copied whole), its key shaped only when it has a specifier to shape: a
        // key without '%' is its own shape (tens of thousands of references, a few candidate keys).
        for index in references.indices {
            let key = references[index].key
            let shaped = key.containsByte(UInt8(ascii: "%")) ? shape(key) : key
            guard keys.contains(shaped) else { continue }
            sites[shaped, default: []].append(references[index].location)
        }
        var lines: [String: [Substring]] = [:]
        func linesOf(_ file: String) -> [Substring] {
            if let read = lines[file] { return read }
            let path = PathDisplay.absolute(file, from: currentDirectory)
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let split = Self.lines(of: text)
            lines[file] = split
            return split
        }
        let picked = Set(keys.filter { key in
            guard let places = sites[key], !places.isEmpty else { return false }
            return places.allSatisfy { place in picksSingular(before: place.line, in: linesOf(place.file)) }
        })
        guard !picked.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            !((diagnostic.ruleID == id || lacksOnlyOne(diagnostic)) && diagnostic.key.map { picked.contains(shape($0)) } == true)
        }
    }

    /// `text` split at each line feed, empty lines kept: `text.split(separator: "\n", omittingEmptySubsequences:
    /// false)`, which walks the text a character at a time. Without a carriage return a line feed is a character of
    /// its own (a grapheme break on both sides), so the same lines are cut at its byte; with one (`\r\n` is one
    /// character, no line feed) the characters are walked as before.
    ///
    ///     SingularPickedInCode.lines(of: "a\n\nb\n")   // ["a", "", "b", ""]
    static func lines(of text: String) -> [Substring] {
        guard !text.utf8.contains(UInt8(ascii: "\r")) else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            text[line.startIndex..<line.endIndex]
        }
    }

    /// Whether a count is compared with 1 (`== 1`, `!= 1`, `> 1`, `<= 1`, `>= 2`, `< 2`, or a `switch` on it with
    /// `case 1:`) on line `line` (1-based) of `lines` or within the eight lines before it, in the same function. The
    /// value compared is a count: its name says so (`folders.count`, `removedCount`), or the line of the reference
    /// formats it (`"\\(channels) channels"`); xikolo's `guard section == 1` picks a table section, not a form.
    ///
    ///     SingularPickedInCode.picksSingular(before: 2, in: ["if items.count == 1 {", "  x"])   // true
    ///     SingularPickedInCode.picksSingular(before: 2, in: ["if section == 1 {", "  x"])       // false
    static func picksSingular(before line: Int, in lines: [Substring]) -> Bool {
        guard line >= 1, line <= lines.count else { return false }
        let reference = lines[line - 1]
        var cased = false
        for index in stride(from: line - 1, through: max(0, line - 9), by: -1) {
            let code = String(lines[index].split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            if let compared = comparedWithOne(code), isCount(compared, formattedIn: reference) { return true }
            if code.range(of: #"\bcase\s+(0\s*,\s*)?1\s*[:,]"#, options: .regularExpression) != nil { cased = true }
            if cased, let subject = switchSubject(code), isCount(subject, formattedIn: reference) { return true }
            // The function the reference is in starts here: a choice above it is another function's.
            if code.range(of: #"\bfunc\s|\binit\s*[(<]|\bvar\s+\w+\s*:[^=]*\{\s*$"#, options: .regularExpression) != nil {
                return false
            }
        }
        return false
    }

    /// The last name of what the line compares with 1 (`count` in `errorFolders.count == 1`), if it does.
    static func comparedWithOne(_ code: String) -> String? {
        guard let range = code.range(of: #"[A-Za-z_][A-Za-z0-9_.]*\s*((==|!=|<=|>)\s*1|(>=|<)\s*2)(?![0-9.])"#, options: .regularExpression)
        else { return nil }
        let operand = code[range].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return operand.split(separator: ".").last.map(String.init)
    }

    /// The last name of the value a `switch` on the line switches on (`channels` in `switch channels {`).
    static func switchSubject(_ code: String) -> String? {
        guard let range = code.range(of: #"\bswitch\s+[A-Za-z_][A-Za-z0-9_.]*"#, options: .regularExpression) else { return nil }
        return code[range].dropFirst("switch".count).trimmingCharacters(in: .whitespaces).split(separator: ".").last.map(String.init)
    }

    /// Whether `name` reads as a count: it says so, or the reference's line formats it.
    static func isCount(_ name: String, formattedIn reference: Substring) -> Bool {
        if name.lowercased().contains("count") { return true }
        return reference.contains("\\(\(name))") || reference.contains(".\(name))") || reference.contains(", \(name))")
    }
}
