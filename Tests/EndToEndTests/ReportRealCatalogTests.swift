import Foundation
import Testing

/// `l10n report` on the real catalogs in `../shared` (apps, corpus, xcloc; skipped when absent), held against
/// the other commands and against an independent count:
/// - its translated/total per catalog and language is what `l10n check` prints in its summary;
/// - its strings to translate are the units `l10n extract --language L` exports from the catalog, and its keys
///   not translated are the keys those units belong to (plus string sets, which `extract` does not export);
/// - for catalogs whose localizations are plain string units or string sets, every count (translated, needs
///   review, new, missing) equals a count made here from the JSON with `JSONSerialization`;
/// - the Markdown of all of them stays far below GitHub's 1 MB job-summary limit.
///
/// Every language any catalog has is required, so each catalog is also measured in languages it lacks.
@Suite(.serialized) struct ReportRealCatalogTests {
    static var shared: URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("corpus").path)
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent("apps").path) ? folder : nil
    }

    /// Every `.xcstrings` file under `apps`, `corpus` and `xcloc`, sorted.
    static func catalogs(in shared: URL) -> [String] {
        var files: [String] = []
        for folder in ["apps", "corpus", "xcloc"] {
            let base = shared.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in walk where path.hasSuffix(".xcstrings") {
                files.append(base.appendingPathComponent(path).path)
            }
        }
        return files.sorted()
    }

    struct Numbers: Equatable, CustomStringConvertible {
        var translated = 0, needsReview = 0, new = 0, missing = 0
        var total: Int { translated + needsReview + new + missing }
        var description: String { "\(translated)/\(needsReview)/\(new)/\(missing)" }
    }

    @Test(.enabled(if: shared != nil, "../shared/apps or ../shared/corpus is absent"))
    func reportAgreesWithCheckExtractAndAnIndependentCount() throws {
        let shared = try #require(Self.shared)
        let files = Self.catalogs(in: shared)
        #expect(files.count >= 20)
        var languages = Set<String>()
        var parsed: [String: [String: Any]] = [:]
        for file in files {
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
            parsed[file] = json
            languages.insert(json["sourceLanguage"] as? String ?? "")
            for case let entry as [String: Any] in (json["strings"] as? [String: Any] ?? [:]).values {
                languages.formUnion((entry["localizations"] as? [String: Any] ?? [:]).keys)
            }
        }
        let required = languages.sorted().joined(separator: ",")

        // The report, as JSON.
        let reported = try L10nProcess.run(["report", "--format", "json", "--languages", required] + files)
        #expect(reported.status == 0, "\(reported.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(reported.stdout.utf8)) as? [String: Any])
        var reportByCatalog: [String: [String: [String: Any]]] = [:]
        for case let catalog as [String: Any] in report["catalogs"] as? [Any] ?? [] {
            let file = try #require(catalog["file"] as? String)
            #expect(catalog["status"] as? String == "ok", "\(file)")
            for case let language as [String: Any] in catalog["languages"] as? [Any] ?? [] {
                reportByCatalog[file, default: [:]][language["language"] as? String ?? ""] = language
            }
        }
        #expect(Set(reportByCatalog.keys) == Set(files))

        // 1. `check`'s summary: a line per catalog, then `  <language>  <translated>/<total> (<percent>%)`.
        let checked = try L10nProcess.run(["check", "--languages", required] + files)
        #expect(checked.status == 1)
        var compared = 0
        var file = ""
        for line in checked.stderr.split(separator: "\n").map(String.init) {
            if !line.hasPrefix(" ") { file = line; continue }
            let parts = line.split(separator: " ")
            guard parts.count == 3, let slash = parts[1].firstIndex(of: "/") else { continue }
            let language = String(parts[0])
            let reportedLanguage = try #require(reportByCatalog[file]?[language], "\(file) \(language)")
            #expect(
                "\(reportedLanguage["translated"] as? Int ?? -1)/\(reportedLanguage["total"] as? Int ?? -1)"
                    == String(parts[1]),
                "\(file) \(language): report vs check \(parts[1])")
            #expect(parts[1][..<slash] != "", "\(line)")
            compared += 1
        }
        #expect(compared == reportByCatalog.values.reduce(0) { $0 + $1.count }, "every catalog and language compared")

        // 2. `extract --language L`: its units are the report's strings to translate; their keys, the keys not
        //    translated (string sets aside).
        var unitsCompared = 0
        for language in languages.sorted() {
            let extracted = try L10nProcess.run(["extract", "--language", language, "--format", "json"] + files)
            #expect(extracted.status == 0, "\(extracted.stderr)")
            let units = try #require(try JSONSerialization.jsonObject(with: Data(extracted.stdout.utf8)) as? [[String: Any]])
            var unitsByFile: [String: Int] = [:]
            var keysByFile: [String: Set<String>] = [:]
            // The empty key, with nothing to translate, is neither exported nor counted.
            for unit in units {
                let file = unit["file"] as? String ?? ""
                unitsByFile[file, default: 0] += 1
                keysByFile[file, default: []].insert(unit["key"] as? String ?? "")
            }
            for file in files where (parsed[file]?["sourceLanguage"] as? String) != language {
                let numbers = try #require(reportByCatalog[file]?[language])
                let strings = numbers["stringsToTranslate"] as? Int ?? -1
                #expect(strings == unitsByFile[file] ?? 0, "\(file) \(language): report \(strings) strings, extract \(unitsByFile[file] ?? 0) units")
                let notTranslated = (numbers["total"] as? Int ?? 0) - (numbers["translated"] as? Int ?? 0)
                let sets = Self.stringSetKeysNotTranslated(parsed[file] ?? [:], language: language)
                #expect(notTranslated == (keysByFile[file]?.count ?? 0) + sets, "\(file) \(language)")
                unitsCompared += unitsByFile[file] ?? 0
            }
        }
        #expect(unitsCompared > 5_000)

        // 3. An independent count for catalogs of plain string units (and string sets).
        var independent = 0
        for file in files {
            guard let json = parsed[file], let numbers = Self.plainCount(json, file: file, languages: languages) else { continue }
            for (language, expected) in numbers {
                let got = try #require(reportByCatalog[file]?[language])
                // A translation that is its source unchanged (untranslated-copy's) is what the catalog calls
                // translated, counted apart: the two together are the independent count's translated.
                let reportedNumbers = Numbers(
                    translated: (got["translated"] as? Int ?? -1) + (got["copies"] as? Int ?? 0),
                    needsReview: got["needsReview"] as? Int ?? -1,
                    new: got["new"] as? Int ?? -1, missing: got["missing"] as? Int ?? -1)
                #expect(reportedNumbers == expected, "\(file) \(language): report \(reportedNumbers), counted \(expected)")
            }
            independent += 1
        }
        #expect(independent >= 20)

        // 4. The Markdown of everything, as a job summary would hold it.
        let markdown = try L10nProcess.run(["report", "--format", "markdown", "--languages", required] + files)
        #expect(markdown.status == 0)
        #expect(markdown.stdout.utf8.count < 300_000, "\(markdown.stdout.utf8.count) bytes")
        #expect(markdown.stdout.contains("| Language | Progress |"))
    }

    /// String-set keys (App Shortcuts phrases) to translate that are not translated in `language`.
    static func stringSetKeysNotTranslated(_ catalog: [String: Any], language: String) -> Int {
        let source = catalog["sourceLanguage"] as? String ?? ""
        var count = 0
        for case let entry as [String: Any] in (catalog["strings"] as? [String: Any] ?? [:]).values {
            if entry["shouldTranslate"] as? Bool == false || entry["extractionState"] as? String == "stale" { continue }
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            let sourceSet = (localizations[source] as? [String: Any])?["stringSet"]
            let set = (localizations[language] as? [String: Any])?["stringSet"] as? [String: Any]
            guard sourceSet != nil || set != nil else { continue }
            if state(ofSet: set) != "translated" { count += 1 }
        }
        return count
    }

    static func state(ofSet set: [String: Any]?) -> String {
        guard let set, let values = set["values"] as? [String], !values.isEmpty, !values.contains("") else { return "missing" }
        return state(set["state"] as? String)
    }

    /// `new` and `needs_review` as they are; any other state is a translation.
    static func state(_ value: String?) -> String {
        switch value {
        case "new": "new"
        case "needs_review": "needs_review"
        default: "translated"
        }
    }

    /// Keys by state in each language, counted from the JSON, or nil when a localization has variations or
    /// substitutions. A key counts unless `shouldTranslate` is false, it is stale, or it is the empty key with
    /// no source text. In a target language: no localization or an empty value is missing; state `new` or
    /// `needs_review` as such; any other state translated. In the source language: a value (empty: missing), or
    /// the key itself when it is text (a dotted key like `a.b` needs a value, except in InfoPlist.xcstrings).
    static func plainCount(_ catalog: [String: Any], file: String, languages: Set<String>) -> [String: Numbers]? {
        let source = catalog["sourceLanguage"] as? String ?? ""
        let infoPlist = file.hasSuffix("/InfoPlist.xcstrings")
        var numbers: [String: Numbers] = [:]
        func add(_ state: String, _ language: String) {
            switch state {
            case "translated": numbers[language, default: Numbers()].translated += 1
            case "needs_review": numbers[language, default: Numbers()].needsReview += 1
            case "new": numbers[language, default: Numbers()].new += 1
            default: numbers[language, default: Numbers()].missing += 1
            }
        }
        for (key, value) in catalog["strings"] as? [String: Any] ?? [:] {
            let entry = value as? [String: Any] ?? [:]
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            for case let localization as [String: Any] in localizations.values
            where !Set(localization.keys).isSubset(of: ["stringUnit", "stringSet"]) {
                return nil
            }
            if entry["shouldTranslate"] as? Bool == false || entry["extractionState"] as? String == "stale" { continue }
            let sourceLocalization = localizations[source] as? [String: Any]
            let sourceValue = (sourceLocalization?["stringUnit"] as? [String: Any])?["value"] as? String
            if key.isEmpty && (sourceValue ?? "").isEmpty && sourceLocalization?["stringSet"] == nil { continue }
            for language in languages {
                let localization = localizations[language] as? [String: Any]
                if language == source {
                    if let sourceValue { add(sourceValue.isEmpty ? "missing" : "translated", language); continue }
                    if sourceLocalization?["stringSet"] != nil { add("translated", language); continue }
                    // Dotted: before any space, only a-z, 0-9, `_` and `.`, with a dot inside (`home.title %lld`;
                    // not "." or "etc."), and after it format arguments only (not English text that starts with a
                    // file's name: `config.json not found in %@`).
                    let words = key.split(separator: " ", omittingEmptySubsequences: false)
                    let head = words.first ?? ""
                    let dotted = head.contains(".") && head.first != "." && head.last != "." && head.unicodeScalars.allSatisfy {
                        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "."
                    } && words.dropFirst().allSatisfy { $0.hasPrefix("%") && $0.count > 1 }
                    add(infoPlist || !dotted ? "translated" : "missing", language)
                } else if sourceLocalization?["stringSet"] != nil || localization?["stringSet"] != nil {
                    add(state(ofSet: localization?["stringSet"] as? [String: Any]), language)
                } else if let unit = localization?["stringUnit"] as? [String: Any], let text = unit["value"] as? String,
                    !text.isEmpty
                {
                    add(state(unit["state"] as? String), language)
                } else {
                    add("missing", language)
                }
            }
        }
        return numbers
    }
}
