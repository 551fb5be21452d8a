import Foundation
import L10nFiles

/// Finds legacy tables (`*.lproj/*.strings`, `*.lproj/*.stringsdict`) under folders, groups them into
/// ``LegacyTable``s and works out each table's development language. `qqq.lproj` is message documentation, not a
/// language (``LegacyTable/documentation``); a table only it has is no table.
///
///     let tables = LegacyTableFinder.find(["App"], fallbackSourceLanguage: nil)
///     tables.map(\.name)   // ["InfoPlist", "Localizable"]
///
/// **One target on disk.** Files of one name whose `.lproj` folders sit in the same folder are one table. A
/// table found in a folder nested inside another table's folder (`App/Plurals/en.lproj/Localizable.stringsdict`
/// under `App/en.lproj/Localizable.strings`) joins that table when it adds no file kind the outer table already
/// has for a language — the usual "plurals in their own folder" layout; a nested folder with its own `.strings`
/// of a language the outer table has (a widget, an extension) stays a table of its own. Folders are walked as
/// ``FileFinder`` walks them (``SkippedFolders`` skipped, links to folders not followed).
public enum LegacyTableFinder {
    static let stringsFinder = FileFinder(fileExtension: "strings")
    static let stringsdictFinder = FileFinder(fileExtension: "stringsdict")

    /// The tables under `paths` (folders, or files inside `*.lproj` folders), sorted by folder then name.
    public static func find(_ paths: [String], fallbackSourceLanguage: String? = nil) -> [LegacyTable] {
        var files: [String] = []
        stringsFinder.walk(paths) { files.append($0) }
        stringsdictFinder.walk(paths) { files.append($0) }
        return group(FileFinder.sortedAndUnique(files), fallbackSourceLanguage: fallbackSourceLanguage)
    }

    /// Groups file paths into tables (paths not inside a `*.lproj` folder are left out).
    /// Whether an `.lproj` folder's name can be a language the system loads: `Base`, `qqq` (message documentation,
    /// read apart), a legacy name (`English.lproj`), or a language code ISO 639 knows before its region or script
    /// (`de`, `pt-BR`, `zh_CN`, `kab`). `pr` is none: no language has that code.
    static func isLanguageFolderName(_ name: String) -> Bool {
        let language = name.prefix { $0 != "-" && $0 != "_" }
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return true }
        return language == "qqq" || isoLanguageCodes.contains(String(language))
    }

    /// A folder's language written in the case its subtags take (`zh-hant` → `zh-Hant`, `pt-br` → `pt-BR`): Xcode
    /// lists Clendar's `zh-hant.lproj` as its `zh-Hant` and the bundle finds it so. A name that is no such code
    /// (`Base`, `English`) is kept as written.
    ///
    ///     LegacyTableFinder.canonicalCase("zh-hant")   // "zh-Hant"
    ///     LegacyTableFinder.canonicalCase("en")        // "en"
    static func canonicalCase(_ name: String) -> String {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return name }
        var written = [String(language)]
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                written.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if part.count == 2, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                written.append(part.uppercased())
            } else {
                written.append(String(part))
            }
        }
        return written.joined(separator: "-")
    }

    /// ISO 639's two- and three-letter codes, as Foundation lists them.
    static let isoLanguageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))

    public static func group(_ paths: [String], fallbackSourceLanguage: String? = nil) -> [LegacyTable] {
        // (folder holding the lproj, table name) → files
        var groups: [String: [LegacyTable.File]] = [:]
        var order: [String] = []
        for path in paths {
            let url = path as NSString
            let lproj = url.deletingLastPathComponent as NSString
            guard lproj.pathExtension == "lproj" else { continue }
            let fileName = url.lastPathComponent as NSString
            let kind: LegacyTable.Kind = fileName.pathExtension == "stringsdict" ? .stringsdict : .strings
            let name = fileName.deletingPathExtension
            let folder = lproj.deletingLastPathComponent
            let language = canonicalCase((lproj.lastPathComponent as NSString).deletingPathExtension)
            // A folder named for no language (Element's `pr.lproj`, Persian under a code nobody has) is loaded for
            // no user: its tables are nobody's translation.
            guard isLanguageFolderName(language) else { continue }
            let id = folder + "\u{0}" + name
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(LegacyTable.File(path: path, language: language, kind: kind))
        }
        // Outer folders first, so nested groups can join them.
        order.sort { lhs, rhs in
            let l = lhs.split(separator: "\u{0}", omittingEmptySubsequences: false)
            let r = rhs.split(separator: "\u{0}", omittingEmptySubsequences: false)
            return l[0].count != r[0].count ? l[0].count < r[0].count : lhs < rhs
        }
        var tables: [(folder: String, name: String, files: [LegacyTable.File])] = []
        for id in order {
            let parts = id.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            let (folder, name, files) = (parts[0], parts[1], groups[id] ?? [])
            let host = tables.lastIndex { table in
                table.name == name && isInside(folder, table.folder)
                    && !files.contains { file in
                        table.files.contains {
                            $0.kind == file.kind && ($0.language == file.language || $0.isBase || file.isBase)
                        }
                    }
            }
            if let host { tables[host].files += files } else { tables.append((folder, name, files)) }
        }
        var developmentRegions: [String: String?] = [:]
        return tables.map { table in
            let languages = Set(table.files.map(\.language))
            let source = developmentRegion(near: table.folder, cache: &developmentRegions).map { spelledAsTable($0, languages) }
                ?? fallbackSourceLanguage.flatMap { languages.contains($0) ? $0 : nil }
                ?? soleEnglishVariant(languages) ?? fallbackSourceLanguage ?? "en"
            let sorted = table.files.sorted { lhs, rhs in
                func rank(_ file: LegacyTable.File) -> (Int, String, Int) {
                    (file.isBase ? 0 : file.language == source ? 1 : 2, file.language, file.kind == .strings ? 0 : 1)
                }
                let (a, b) = (rank(lhs), rank(rhs))
                return a.0 != b.0 ? a.0 < b.0 : a.1 != b.1 ? a.1 < b.1 : a.2 != b.2 ? a.2 < b.2 : lhs.path < rhs.path
            }
            let documentation = sorted.filter { $0.language == LegacyTable.documentationLanguage }
            return LegacyTable(
                name: table.name, folder: table.folder, sourceLanguage: source,
                files: sorted.filter { $0.language != LegacyTable.documentationLanguage }, documentation: documentation)
        }.filter { !$0.files.isEmpty }.sorted { $0.folder != $1.folder ? $0.folder < $1.folder : $0.name < $1.name }
    }

    /// The project's development region as the table's folders spell it: Soundscape's `developmentRegion = en_US`
    /// is its `en-US.lproj` (Foundation reads `en_US` and `en-US` as one language); a region given as `en` with
    /// only `en-US` folders, or as `en-US` with only `en`, is that one English. Otherwise the region as written.
    ///
    ///     LegacyTableFinder.spelledAsTable("en_US", ["en-US", "fr-FR"])   // "en-US"
    ///     LegacyTableFinder.spelledAsTable("de", ["de", "en"])            // "de"
    static func spelledAsTable(_ region: String, _ languages: Set<String>) -> String {
        guard !languages.contains(region) else { return region }
        func normalized(_ language: String) -> String { language.replacingOccurrences(of: "_", with: "-").lowercased() }
        if let same = languages.sorted().first(where: { normalized($0) == normalized(region) }) { return same }
        let base = normalized(region).split(separator: "-").first.map(String.init) ?? region
        let variants = languages.filter { normalized($0) == base || normalized($0).hasPrefix(base + "-") }
        return variants.count == 1 ? variants.first! : region
    }

    /// The table's one English of a region (`en-GB`) when it has no `en`: its English, where no Xcode project says
    /// which language the app is developed in (immuni's XcodeGen project, `developmentLanguage: en-GB`).
    ///
    ///     LegacyTableFinder.soleEnglishVariant(["en-GB", "it", "de"])   // "en-GB"
    ///     LegacyTableFinder.soleEnglishVariant(["en", "en-GB"])         // nil
    static func soleEnglishVariant(_ languages: Set<String>) -> String? {
        guard !languages.contains("en") else { return nil }
        let variants = languages.filter { $0.hasPrefix("en-") || $0.hasPrefix("en_") }
        return variants.count == 1 ? variants.first : nil
    }

    static func isInside(_ folder: String, _ outer: String) -> Bool {
        if outer.isEmpty || outer == "." { return !folder.hasPrefix("/") && !folder.hasPrefix("..") }
        return folder == outer || folder.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }

    /// `developmentRegion` of the first `*.xcodeproj/project.pbxproj` in `folder` or a folder above it (up to
    /// eight levels, and not above the file system's root).
    package static func developmentRegion(near folder: String, cache: inout [String: String?]) -> String? {
        var current = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
        for _ in 0..<8 {
            let key = current.path
            if let known = cache[key] { if let known { return known } } else {
                let found = region(in: current)
                cache[key] = found
                if let found { return found }
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return nil
    }

    static func region(in folder: URL) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        // A Swift package's resources are looked up with its `defaultLocalization` as their development language
        // (weg-li's `WegliKit` package, `defaultLocalization: "de"`, whose `en.lproj` copies German).
        if names.contains("Package.swift"),
            let text = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8),
            let region = defaultLocalization(inManifest: text)
        {
            return region
        }
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            let file = folder.appendingPathComponent(name).appendingPathComponent("project.pbxproj")
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            if let region = developmentRegion(inProject: text) { return region }
        }
        return nil
    }

    /// `defaultLocalization: "de"` in a package manifest.
    ///
    ///     LegacyTableFinder.defaultLocalization(inManifest: #"name: "WegliKit", defaultLocalization: "de","#)   // "de"
    static func defaultLocalization(inManifest text: String) -> String? {
        guard let range = text.range(of: "defaultLocalization:") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard rest.first == "\"" else { return nil }
        let value = rest.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
        return value.isEmpty || value.count > 20 ? nil : String(value)
    }

    /// `developmentRegion = de;` (or `"de"`) in a `project.pbxproj`.
    ///
    /// `Base` names no language (open-rmbt's `developmentRegion = Base`, whose Info.plist says `en`): nil, as no
    /// region.
    ///
    ///     LegacyTableFinder.developmentRegion(inProject: "developmentRegion = de;")   // "de"
    ///     LegacyTableFinder.developmentRegion(inProject: "developmentRegion = Base;") // nil
    static func developmentRegion(inProject text: String) -> String? {
        guard let range = FoundationSearch(text).range(of: "developmentRegion = ") else { return nil }
        let rest = text[range.upperBound...]
        guard let end = rest.firstIndex(of: ";") else { return nil }
        let value = rest[..<end].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return value.isEmpty || value == "Base" ? nil : value == "English" ? "en" : value
    }
}
