import Foundation
import L10nDiagnostics
import L10nFiles
import XCStrings

/// A legacy table converted to the catalog model, as Xcode's "Migrate to String Catalog" would make it.
public struct LegacyCatalog: Sendable {
    public var table: LegacyTable
    /// Every key of every language's file; each value `translated`; the development language's comments;
    /// `.stringsdict` plurals as plural variations (substitutions when a format names several variables, or text
    /// around one), device rules as device variations. Positions are positions in the legacy files (see
    /// ``sourceMap``). No `extractionState` is set: that depends on the code (the caller's to decide).
    public var catalog: StringCatalog
    public var sourceMap: LegacySourceMap
    /// What the conversion kept but a reader should know (duplicates, conflicts, keys only translations have,
    /// flattened plurals read back).
    public var issues: [LegacyIssue]
    /// What Foundation does not load (``TableProblem``): an entry it ignores (left out), a stray character
    /// (the entries after it are read all the same), a file it cannot parse (left out). Each is a
    /// `malformed-table` finding; the rest of the table is converted.
    public var problems: [TableProblem]
    /// Per language, the plural entries found flattened into a `.strings` file (``FlattenedPluralKey``) and read
    /// back as plurals: Foundation never uses them as they are written.
    public var flattenedPlurals: [FlattenedPluralsFound]
    /// Files whose bytes could not be read at all (`check` stops with status 2), one error each; the rest of the
    /// table is converted without them.
    public var failures: [CatalogError]
}

/// The plurals of one language flattened into one `.strings` file of a table (``FlattenedPluralKey``).
public struct FlattenedPluralsFound: Sendable, Hashable {
    public var language: String
    public var file: String
    /// The first flattened line.
    public var position: SourcePosition
    /// The keys whose plural the file holds flattened (and no `.stringsdict` of the language holds), in file order.
    public var keys: [String]
}

/// Converts a ``LegacyTable`` to a ``LegacyCatalog``.
///
///     let tables = LegacyTableFinder.find(["App"])
///     let converted = LegacyConversion.convert(tables[0], currentDirectory: FileManager.default.currentDirectoryPath)
///     converted.catalog["Setup Wallet"]?.localizations["de"]?.stringUnit?.value   // "Wallet einrichten"
///
/// Per language, files are applied in order (`Base.lproj`, then the language's own folder; `.strings` before
/// `.stringsdict`), a later definition of a key replacing an earlier one, as the runtime looks keys up (a
/// `.stringsdict` entry wins over a `.strings` one).
public enum LegacyConversion {
    public static func convert(_ table: LegacyTable, currentDirectory: String) -> LegacyCatalog {
        convert(table) { path throws(CatalogError) in
            let opened = path.hasPrefix("/") ? path : (currentDirectory as NSString).appendingPathComponent(path)
            return try FileReader.readInput(opened, shownAs: path)
        }
    }

    /// Converts with `read` giving each file's bytes (tests, fuzzing, git blobs).
    public static func convert(_ table: LegacyTable, read: (String) throws(CatalogError) -> [UInt8]) -> LegacyCatalog {
        var catalog = StringCatalog(sourceLanguage: table.sourceLanguage)
        var map = LegacySourceMap(primaryFile: table.primaryFile.path)
        var issues: [LegacyIssue] = []
        var problems: [TableProblem] = []
        var flattened: [FlattenedPluralsFound] = []
        var failures: [CatalogError] = []
        // Where each (key, language) was set from, to report a .stringsdict replacing a .strings entry.
        var setFrom: [String: [String: (LegacyTable.Kind, String, SourcePosition)]] = [:]
        // The development language's .stringsdict formats, for plurals flattened without theirs.
        var sourceFormats: [String: StringsDictFile.Format] = [:]
        // Where each flattened plural was read back (language and key), to tell whether it is what counts.
        var flattenedAt: [String: SourcePosition] = [:]

        for file in table.files {
            let language = table.language(of: file)
            let bytes: [UInt8]
            do { bytes = try read(file.path) } catch {
                failures.append(error)
                continue
            }
            var found: [(key: String, localization: Localization, comment: String?, positions: [SourcePosition])] = []
            switch file.kind {
            case .strings:
                let strings: StringsFile
                do { strings = try StringsFile(bytes: bytes, path: file.path) } catch {
                    problems.append(TableProblem(unreadable: error))
                    continue
                }
                problems += strings.problems
                for duplicate in strings.duplicates {
                    issues.append(LegacyIssue(
                        kind: .duplicateKey, key: duplicate.key, file: file.path, position: duplicate.ignored,
                        message: "'\(duplicate.key)' is defined again at line \(duplicate.kept.line); the last definition counts"))
                }
                // Plurals flattened into the file first: a plain entry of the same key is what the runtime finds.
                let split = FlattenedPlurals(strings, sourceFormats: sourceFormats)
                for entry in split.entries {
                    flattenedAt[language + "\u{0}" + entry.key] = entry.position
                    var positions: [SourcePosition] = [entry.position]
                    found.append((entry.key, localization(of: entry, positions: &positions), nil, positions))
                }
                if let first = split.entries.first {
                    flattened.append(FlattenedPluralsFound(
                        language: language, file: file.path, position: first.position, keys: split.entries.map(\.key)))
                }
                for entry in split.remaining {
                    let unit = StringUnit(state: .translated, value: entry.value, valuePosition: entry.valuePosition)
                    let isFirst = entry.position == strings.entries.first?.position
                    let comment = isFirst && isFileHeader(entry.comment, of: file.path) ? nil : entry.comment
                    found.append((entry.key, Localization(stringUnit: unit, position: entry.position), comment,
                                  [entry.position, entry.valuePosition]))
                }
            case .stringsdict:
                let dict: StringsDictFile
                do { dict = try StringsDictFile(bytes: bytes, path: file.path) } catch {
                    problems.append(TableProblem(unreadable: error))
                    continue
                }
                problems += dict.problems
                for duplicate in dict.duplicates {
                    issues.append(LegacyIssue(
                        kind: .duplicateKey, key: duplicate.key, file: file.path, position: duplicate.ignored,
                        message: "'\(duplicate.key)' is defined again at line \(duplicate.kept.line); the last definition counts"))
                }
                for entry in dict.entries {
                    if language == table.sourceLanguage, let format = entry.format { sourceFormats[entry.key] = format }
                    var positions: [SourcePosition] = [entry.position]
                    let localization = localization(of: entry, positions: &positions)
                    if entry.widthCases != nil, entry.format == nil, entry.deviceCases == nil {
                        issues.append(LegacyIssue(
                            kind: .widthVariants, key: entry.key, file: file.path, position: entry.position,
                            message: "'\(entry.key)' has width variants, which a catalog cannot hold; the widest is kept"))
                    }
                    found.append((entry.key, localization, nil, positions))
                }
            }
            for item in found {
                if let earlier = setFrom[item.key]?[language], earlier.0 == .strings, file.kind == .stringsdict {
                    issues.append(LegacyIssue(
                        kind: .stringsAndStringsdict, key: item.key, file: file.path, position: item.positions[0],
                        message: "'\(item.key)' is also in '\(earlier.1)' at line \(earlier.2.line); the stringsdict entry counts"))
                }
                setFrom[item.key, default: [:]][language] = (file.kind, file.path, item.positions[0])
                map.record(key: item.key, language: language, path: file.path, positions: item.positions)
                var entry = catalog.entries[item.key] ?? CatalogEntry(key: item.key, position: item.positions[0])
                if language == table.sourceLanguage, let comment = item.comment, file.kind == .strings {
                    entry.comment = comment
                    entry.commentPosition = item.positions[0]
                }
                if language == table.sourceLanguage, entry.localizations[language] == nil {
                    entry.position = item.positions[0]
                }
                entry.localizations[language] = item.localization
                catalog.entries[item.key] = entry
            }
        }
        for (key, entry) in catalog.entries where entry.localizations[table.sourceLanguage] == nil {
            let origin = map.origins[key]?.first
            issues.append(LegacyIssue(
                kind: .notInDevelopmentLanguage, key: key, file: origin?.path ?? map.primaryFile, position: entry.position,
                message: "'\(key)' has no '\(table.sourceLanguage)' value; only translations hold it"))
        }
        // A flattened plural a .stringsdict (or a plain entry) of its language replaces is no plural of it.
        for index in flattened.indices {
            let found = flattened[index]
            flattened[index].keys = found.keys.filter { key in
                guard let origin = setFrom[key]?[found.language] else { return false }
                return origin.0 == .strings && origin.1 == found.file
                    && origin.2 == flattenedAt[found.language + "\u{0}" + key]
            }
            if let first = flattened[index].keys.compactMap({ flattenedAt[found.language + "\u{0}" + $0] }).min() {
                flattened[index].position = first
            }
        }
        flattened.removeAll { $0.keys.isEmpty }
        for found in flattened {
            issues.append(LegacyIssue(
                kind: .flattenedPlurals, key: found.keys[0], file: found.file, position: found.position,
                message: "the plural translations for '\(found.language)' are flattened into "
                    + "'\((found.file as NSString).lastPathComponent)' (\(counted(found.keys.count, "key"))), "
                    + "where Foundation never uses them; read back as plural variations"))
        }
        readDocumentation(table, read: read, into: &catalog, map: &map)
        return LegacyCatalog(
            table: table, catalog: catalog, sourceMap: map, issues: issues, problems: problems,
            flattenedPlurals: flattened, failures: failures)
    }

    /// Whether a comment is Xcode's file template header (`/* Localizable.strings  MyApp  Created by … */`, its
    /// first line the file's name) rather than the first entry's comment: Xcode's migration does not take it.
    static func isFileHeader(_ comment: String?, of path: String) -> Bool {
        guard let comment else { return false }
        let firstLine = comment.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        return firstLine == (path as NSString).lastPathComponent
    }

    /// The catalog localization of one `.stringsdict` entry; `positions` gets every position it uses.
    static func localization(of entry: StringsDictFile.Entry, positions: inout [SourcePosition]) -> Localization {
        if let format = entry.format {
            return localization(of: format, positions: &positions, at: entry.position)
        }
        if let cases = entry.deviceCases {
            return Localization(variations: Variations(device: variationList(cases, positions: &positions)), position: entry.position)
        }
        // Width variants: the widest (largest number) stands for the key.
        let widest = (entry.widthCases ?? []).max { (Int($0.name) ?? 0) < (Int($1.name) ?? 0) }
        if let widest { positions.append(widest.valuePosition) }
        return Localization(
            stringUnit: StringUnit(state: .translated, value: widest?.value ?? "", valuePosition: widest?.valuePosition ?? entry.position),
            position: entry.position)
    }

    /// `%#@name@` references in a format, in order, with their explicit argument number if written (`%2$#@name@`).
    static func references(in format: String) -> [(name: String, argument: Int?)] {
        var result: [(String, Int?)] = []
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            var digits = ""
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { digits.unicodeScalars.append(scalars[cursor]); cursor += 1 }
            var argument: Int?
            if !digits.isEmpty, cursor < scalars.count, scalars[cursor] == "$" { argument = Int(digits); cursor += 1 } else { cursor = index + 1 }
            if cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" {
                var end = cursor + 2
                var name = ""
                while end < scalars.count, scalars[end] != "@" { name.unicodeScalars.append(scalars[end]); end += 1 }
                if end < scalars.count { result.append((name, argument)); index = end + 1; continue }
            }
            index += 1
        }
        return result
    }

    static func localization(of format: StringsDictFile.Format, positions: inout [SourcePosition], at position: SourcePosition) -> Localization {
        positions.append(format.position)
        var used = references(in: format.text)
        let byName = Dictionary(format.variables.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        // A variable named only inside another's cases (Corona-Warn-App's `Update in %02u:%2$#@seconds@ minutes` in
        // `minutes`), which Foundation reads from the entry's variables as well: a substitution of the entry too.
        var scanned = 0
        while scanned < used.count, used.count < 32 {
            for value in byName[used[scanned].name]?.cases.compactMap(\.value) ?? [] {
                for nested in references(in: value) where !used.contains(where: { $0.name == nested.name }) && byName[nested.name] != nil {
                    used.append(nested)
                }
            }
            scanned += 1
        }
        // One variable and nothing around it, whose cases format the number itself (`%lld Stimmen`): the variations
        // stand for the whole string, as Xcode writes them. Cases that leave the number out (`hat favorisiert`) or
        // show another argument only (`%2$@ followers`) keep their substitution, as Xcode keeps it (IceCubesApp's
        // migration, aa7c1b87). A device rule needs no argument: device variations.
        if used.count == 1, format.text == "%#@\(used[0].name)@" || format.text == "%1$#@\(used[0].name)@",
            let variable = byName[used[0].name], variable.ruleType != .plural || variable.cases.contains(where: Self.formatsFirstArgument)
        {
            return Localization(variations: variations(of: variable, positions: &positions), position: position)
        }
        var substitutions = KeyedList<Substitution>()
        for reference in used {
            guard let variable = byName[reference.name], substitutions[reference.name] == nil else { continue }
            // As Xcode migrates (IceCubesApp, aa7c1b87): where the format numbers the argument (`%2$#@files@`),
            // `argNum` says it and the cases stay as written; where it does not, no `argNum`, and in each case the
            // variable's own number is written `%arg` (`%lld Stimmen` → `%arg Stimmen`; a case showing another
            // argument only, `%2$@ followers`, is kept as written).
            let cases = variations(of: variable, positions: &positions)
            substitutions[reference.name] = Substitution(
                argNum: reference.argument, formatSpecifier: variable.formatValueType,
                variations: reference.argument == nil ? ownArgumentAsArg(cases) : cases, position: variable.position)
        }
        // The numbers move to `argNum`: the format names each substitution alone (`%2$#@a@` → `%#@a@`).
        var text = format.text
        for reference in used where reference.argument != nil {
            text = text.replacingOccurrences(of: "%\(reference.argument!)$#@\(reference.name)@", with: "%#@\(reference.name)@")
        }
        return Localization(
            stringUnit: StringUnit(state: .translated, value: text, valuePosition: format.position),
            substitutions: substitutions.isEmpty ? nil : substitutions, position: position)
    }

    /// The variations with, in each plain case value, the first specifier that names no position written `%arg`.
    static func ownArgumentAsArg(_ variations: Variations) -> Variations {
        var result = variations
        for kind in [\Variations.plural, \Variations.device] {
            guard var list = result[keyPath: kind] else { continue }
            for index in list.indices {
                guard var unit = list[valueAt: index].stringUnit,
                    let own = FormatSpecifier.parse(unit.value).first(where: { $0.conversion != .percentSign }),
                    own.position == nil, case .argument = own.conversion
                else { continue }
                var bytes = Array(unit.value.utf8)
                bytes.replaceSubrange(own.offset..<(own.offset + own.length), with: Array("%arg".utf8))
                unit.value = String(decoding: bytes, as: UTF8.self)
                list[valueAt: index].stringUnit = unit
            }
            result[keyPath: kind] = list
        }
        return result
    }

    /// Whether a case's value has a specifier for the first argument (`%lld`, `%1$lld`, `%d`); a nested format
    /// counts as doing so.
    static func formatsFirstArgument(_ item: StringsDictFile.Case) -> Bool {
        guard let value = item.value else { return item.nested != nil }
        var next = 1
        for specifier in FormatSpecifier.parse(value) where specifier.conversion != .percentSign {
            let argument = specifier.position ?? next
            if argument == 1 { return true }
            next = argument + 1
        }
        return false
    }

    static func variations(of variable: StringsDictFile.Variable, positions: inout [SourcePosition]) -> Variations {
        positions.append(variable.position)
        let list = variationList(variable.cases, positions: &positions)
        switch variable.ruleType {
        case .device: return Variations(device: list, position: variable.position)
        default: return Variations(plural: list, position: variable.position)
        }
    }

    static func variationList(_ cases: [StringsDictFile.Case], positions: inout [SourcePosition]) -> KeyedList<Variation> {
        var list = KeyedList<Variation>()
        for item in cases {
            positions.append(item.position)
            positions.append(item.valuePosition)
            if let value = item.value {
                list[item.name] = Variation(
                    stringUnit: StringUnit(state: .translated, value: value, valuePosition: item.valuePosition), position: item.position)
            } else if let nested = item.nested {
                let inner = localization(of: nested, positions: &positions, at: item.position)
                list[item.name] = Variation(stringUnit: inner.stringUnit, variations: inner.variations, position: item.position)
            }
        }
        return list
    }
}
