import Foundation
import L10nCatalogChecks
import L10nDiagnostics

/// Numbers a language's table writes shifted by one same amount, entry after entry: phyphox's French notes
/// ('La# 1 / Sib 1' for 'A#2 / Bb2', 'Do 3' for 'C4': French counts octaves from another C). A slip happens once;
/// the same shift in five entries or more of one table and language is that language's convention, which no
/// maintainer "fixes", so those `number-mismatch` findings go.
///
///     ShiftedNumbers.shift(inMessage: "… the source has '2', the translation '1', '1' instead")   // -1
///     ShiftedNumbers.shift(inMessage: "… the source has '2', the translation '5' instead")        // 3
///     ShiftedNumbers.shift(inMessage: "… the source has '2', '3', the translation '2' instead")   // nil: no one shift
enum ShiftedNumbers {
    /// The fewest entries of one table and language with the same shift for it to be a convention.
    static let fewest = 5

    /// `diagnostics` without the `number-mismatch` findings of a table and language whose entries shift their
    /// numbers by the same amount, ``fewest`` times or more.
    static func filtered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let id = NumberMismatchRule.description.id
        struct Series: Hashable {
            var file: String
            var language: String
            var shift: Int
        }
        var counts: [Series: Int] = [:]
        var seriesOf: [Int: Series] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.ruleID == id {
            guard let language = diagnostic.language, let shift = shift(inMessage: diagnostic.message) else { continue }
            let series = Series(file: diagnostic.location.file, language: language, shift: shift)
            counts[series, default: 0] += 1
            seriesOf[index] = series
        }
        guard counts.values.contains(where: { $0 >= fewest }) else { return diagnostics }
        return diagnostics.enumerated().filter { index, _ in
            guard let series = seriesOf[index] else { return true }
            return (counts[series] ?? 0) < fewest
        }.map(\.element)
    }

    /// The one amount every number the translation has instead differs from every number the source has by, when
    /// the finding's numbers are whole and there is one such amount (not 0).
    static func shift(inMessage message: String) -> Int? {
        guard let has = message.range(of: "the source has "), let translation = message.range(of: ", the translation "),
            let instead = message.range(of: " instead", options: .backwards), has.upperBound <= translation.lowerBound,
            translation.upperBound <= instead.lowerBound
        else { return nil }
        let source = quotedNumbers(message[has.upperBound..<translation.lowerBound])
        let translated = quotedNumbers(message[translation.upperBound..<instead.lowerBound])
        guard let source, let translated, !source.isEmpty, !translated.isEmpty else { return nil }
        let shifts = Set(source.flatMap { from in translated.map { $0 - from } })
        guard shifts.count == 1, let shift = shifts.first, shift != 0 else { return nil }
        return shift
    }

    /// The whole numbers of a list such as `'2', '3'`, or nil where an item is no whole number.
    private static func quotedNumbers(_ list: Substring) -> [Int]? {
        var numbers: [Int] = []
        for item in list.split(separator: ",") {
            let text = item.trimmingCharacters(in: .whitespaces)
            guard text.count >= 3, text.hasPrefix("'"), text.hasSuffix("'"), let number = Int(text.dropFirst().dropLast())
            else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
