import L10nDiagnostics
import Testing

@testable import L10nSourceParsing
@testable import L10nSourceRules

/// Catalog keys are looked up on bytes (a `NameTable` hashing every byte); the answers are those of a
/// `Set<String>`, canonical equivalence included.
@Suite struct CatalogKeyLookupTests {
    /// Many keys that share their first and last eight bytes and their length: every one found, nothing else.
    @Test func everyByteTableFindsKeysThatShareTheirEnds() {
        let keys = (0..<2_000).map { "settings.section\(String($0 + 10_000)).row.title" }
        let table = NameTable(keys, hashingEveryByte: true)
        cases: for (index, key) in keys.enumerated() {
            let found = table.index(of: Array(key.utf8)[...])
            #expect(found == index, "\(key)")
            if found != index { break cases }
        }
        for miss in ["settings.section20000.row.title", "settings.section10000.row.titl", "", "s"] {
            #expect(table.index(of: Array(miss.utf8)[...]) == nil, "\(miss)")
        }
    }

    /// Names of every length from 0 to 24 (hashed and compared through different loads by length), looked up
    /// in both hashing modes: each found at its index; the same name with any one byte changed, one byte shorter
    /// or one longer, not found unless it is itself a name.
    @Test func namesOfEveryLengthAndTheirNearMisses() {
        func name(ofLength length: Int) -> String {
            let bytes: [UInt8] = (0..<length).map { offset in UInt8(97 + (offset * 7 + length) % 26) }
            return String(decoding: bytes, as: UTF8.self)
        }
        let names = (0...24).map(name(ofLength:))
        let known = Set(names.map { Array($0.utf8) })
        for everyByte in [false, true] {
            let table = NameTable(names, hashingEveryByte: everyByte)
            names: for (index, name) in names.enumerated() {
                let bytes = Array(name.utf8)
                #expect(table.index(of: bytes[...]) == index, "\(name)")
                var misses: [[UInt8]] = [bytes + [UInt8(ascii: "x")]]
                if !bytes.isEmpty { misses.append(Array(bytes.dropLast())) }
                for position in bytes.indices {
                    var changed = bytes
                    changed[position] ^= 0x01
                    misses.append(changed)
                }
                for miss in misses where !known.contains(miss) {
                    guard table.index(of: miss[...]) == nil else {
                        Issue.record("'\(String(decoding: miss, as: UTF8.self))' found (every byte: \(everyByte))")
                        break names
                    }
                }
            }
        }
    }

    /// A key written with a decomposed `é` in source equals the catalog's precomposed one, as `String` says.
    @Test func canonicallyEquivalentKeysAreTheSameKey() {
        let precomposed = "caf\u{E9}.menu.title"
        let decomposed = "cafe\u{301}.menu.title"
        #expect(precomposed == decomposed && Array(precomposed.utf8) != Array(decomposed.utf8))
        let context = LintContext(options: LintOptions(catalogKeys: [precomposed, "home.title"]))
        #expect(context.containsCatalogKey(decomposed))
        #expect(context.containsCatalogKey(precomposed))
        #expect(context.containsCatalogKey("home.title"))
        #expect(!context.containsCatalogKey("home.titles"))
        // End to end: no unknown-key for the decomposed spelling, and the precomposed key counts as used.
        let linter = SourceLinter(options: LintOptions(catalogKeys: [precomposed, "cafe.menu.gone"], references: .keys))
        let result = linter.lint(path: "MenuView.swift", bytes: Array("let a = String(localized: \"\(decomposed)\")\nlet b = String(localized: \"cafe.menu.missing\")".utf8))
        #expect(result.diagnostics.map(\.ruleID) == [UnknownKeyRule.id], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.message.contains("cafe.menu.missing") == true)
        let unused = UnusedKeyRule.unusedKeys(
            catalogKeys: [precomposed, "cafe.menu.gone"], references: result.references, ignoreKeys: [])
        #expect(unused == ["cafe.menu.gone"])
    }
    /// neodb keys its tables `library_empty_title`: `Text("neodb.app")` shows a domain, no dotted key forgotten. Where
    /// the tables key by dots (three dotted keys or more), the same literal is a key no table holds.
    @Test func aDomainIsNoKeyWhereNoKeyIsDotted() {
        let code = Array("import SwiftUI\nstruct About: View { var body: some View { Text(\"neodb.app\") } }".utf8)
        func unknown(_ keys: Set<String>) -> [String] {
            SourceLinter(options: LintOptions(catalogKeys: keys, references: .keys)).lint(path: "AboutView.swift", bytes: code)
                .diagnostics.filter { $0.ruleID == UnknownKeyRule.id }.compactMap(\.key)
        }
        #expect(unknown(["library_empty_title", "library_title"]) == [])
        #expect(unknown(["about.title", "library.title", "library.empty.title"]) == ["neodb.app"])
        // VVTerm's English keys beside one dotted key (its iCloud container's name): no table keys by dots, and an
        // address is no key. Text that only looks like a domain ('location.title') is still a key no table holds.
        #expect(unknown(["Delete Workspace?", "Settings...", "iCloud.app.vivy.VivyTerm"]) == [])
    }

    /// MaaMacGui's `logTrace(_ key: String.LocalizationValue)`: an interpolated key whose text before its first
    /// value has an escape (`"TotalDrop\n\(drops)…"`) or is a multi-line literal uses the catalog's format key, as a
    /// plain head (`"Count: \(n)"`) does; a head no key has uses none. (A logger that takes a localized value, as
    /// MaaMacGui's does: a logger that takes a `String` writes its literal as it is, and names no key.)
    @Test func anInterpolatedKeyWithAnEscapeOrOverLinesIsUsed() {
        let code = #"""
            func logTrace(_ key: String.LocalizationValue) { lines.append(String(localized: key)) }
            func run(drops: String, title: String, when: String, count: Int) {
                logTrace("TotalDrop\n\(drops)\n\nSanityLeft: \(count)")
                logTrace(
                    """
                    外部资源版本：\(title)
                    更新时间：\(when)
                    """)
                logTrace("Count: \(count)")
                logTrace("Other\n\(count)")
            }
            """#
        let keys: Set<String> = [
            "TotalDrop\n%@\n\nSanityLeft: %lld", "外部资源版本：%@\n更新时间：%@", "Count: %lld", "Gone\n%@",
        ]
        let result = SourceLinter(options: LintOptions(catalogKeys: keys, references: .keys)).lint(path: "ViewModel.swift", bytes: Array(code.utf8))
        #expect(UnusedKeyRule.unusedKeys(catalogKeys: keys, references: result.references, ignoreKeys: []) == ["Gone\n%@"])
    }

    /// Vite Ma Dose's `static let vaccine_type = "location.filtering.action.vaccine_type".localized`: a constant no
    /// code names holds a key no table has; nobody meets it. The same key in a constant the app reads is reported.
    @Test func anUnknownKeyInAConstantNoCodeNamesIsNotReported() throws {
        let folder = try ScratchFolder()
        let files = [
            try folder.write("""
                import SwiftUI
                @main struct VMDApp: App { var body: some Scene { WindowGroup { Text(Localization.Filtering.title) } } }
                extension String { var localized: String { NSLocalizedString(self, comment: "") } }
                """, to: "App/VMDApp.swift"),
            try folder.write("""
                enum Localization {
                    enum Filtering {
                        static let title = "location.filtering.action.title".localized
                        static let vaccine_type = "location.filtering.action.vaccine_type".localized
                    }
                }
                """, to: "App/Localization.swift"),
        ]
        let options = LintOptions(catalogKeys: ["location.filtering.action.kids"], references: .keys)
        let unknown = SourceLintRunner.run(files: files, options: options).diagnostics.filter { $0.ruleID == UnknownKeyRule.id }
        #expect(unknown.compactMap(\.key) == ["location.filtering.action.title"], "\(unknown.map(\.message))")
    }
}
