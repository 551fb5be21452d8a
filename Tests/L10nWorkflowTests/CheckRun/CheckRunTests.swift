import Foundation
import L10nCatalogChecks
import L10nDiagnostics
import L10nWorkflow
import Testing

/// `CheckRun` on fixture catalogs in a temporary folder (absolute paths: tests never change the current folder).
@Suite struct CheckRunTests {
    final class Folder {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        func write(_ text: String, _ name: String) throws -> String {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            return file
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    func lines(_ outcome: CheckOutcome, relativeTo folder: Folder) -> [String] {
        outcome.diagnostics.map {
            let file = $0.location.file.replacingOccurrences(of: folder.path + "/", with: "")
            return "\(file):\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]"
        }
    }

    @Test func restaurantsCatalogGivesItsDeliberateFindings() throws {
        let folder = try Folder()
        _ = try folder.write(CheckFixtures.restaurants, "App/Localizable.xcstrings")
        let outcome = CheckRun.run(CheckRequest(paths: [folder.path], currentDirectory: folder.path))
        #expect(outcome.failures.isEmpty)
        #expect(lines(outcome, relativeTo: folder) == [
            "App/Localizable.xcstrings:62:5: error: missing 'es' translation for 'restaurant.detail.favorite' [missing-translation]",
            "App/Localizable.xcstrings:145:23: warning: 'es' translation of 'settings.account.sign_out' needs review (state 'needs_review') [needs-review]",
        ])
        #expect(outcome.summary.counts == ReportSummary.SeverityCounts(errors: 1, warnings: 1, notes: 0))
        #expect(outcome.summary.filesScanned == 1)
        #expect(outcome.summary.catalogs.first?.languages == [
            .init(language: "en", translated: 5, total: 5), .init(language: "es", translated: 3, total: 5),
        ])
        #expect(outcome.exitStatus(strict: false) == 1)
    }

    @Test func pluralsNestedInDevicesAndSubstitutions() throws {
        let folder = try Folder()
        let file = try folder.write(CheckFixtures.nestedPlurals, "Nested.xcstrings")
        // plural-cldr-category and plural-unused-category are opt-in: named here, so that they run.
        let configuration = L10nConfiguration(rules: [
            "plural-cldr-category": .severity(.note), "plural-unused-category": .severity(.warning),
        ])
        let outcome = CheckRun.run(
            CheckRequest(paths: [file], languages: ["en"], configuration: configuration, currentDirectory: folder.path))
        #expect(lines(outcome, relativeTo: folder) == [
            "Nested.xcstrings:15:15: error: 'ar' plural of 'files.list.summary %lld %@' (substitutions.files) lacks 'zero', 'one', 'two', 'few' and 'many' [plural-missing-category]",
            "Nested.xcstrings:65:15: note: 'es' plural of 'files.list.summary %lld %@' (substitutions.files) has no 'many' (CLDR 48): 1000000, 1c6, 2c6, … fall back to 'other' [plural-cldr-category]",
            // Hebrew's 'one' and 'other' ('%arg קבצים' for 2 and 20 files) read right: no 'two' or 'many' needed.
            "Nested.xcstrings:121:15: error: 'pl' plural of 'files.list.summary %lld %@' (substitutions.files) lacks 'many' [plural-missing-category]",
            "Nested.xcstrings:156:21: warning: 'en' never selects plural category 'few' in 'inbox.device.count %lld' (device.iphone); 'en' uses 'one' and 'other' [plural-unused-category]",
            "Nested.xcstrings:220:17: error: 'ru' plural of 'inbox.device.count %lld' (device.iphone) lacks 'few' and 'many' [plural-missing-category]",
            "Nested.xcstrings:290:21: error: 'ru' plural of 'photos.grid.caption %lld' (substitutions.photos.device.iphone) lacks 'few' and 'many' [plural-missing-category]",
        ])
    }

    /// An opt-in rule runs only where the configuration names it: the restaurants catalog's Spanish plurals lack
    /// CLDR 48's 'many', which Xcode does not create.
    @Test func anOptInRuleRunsWhereTheConfigurationNamesIt() throws {
        let folder = try Folder()
        let file = try folder.write(CheckFixtures.restaurants, "L.xcstrings")
        let plain = CheckRun.run(CheckRequest(paths: [file], currentDirectory: folder.path))
        #expect(!plain.diagnostics.contains { $0.ruleID == "plural-cldr-category" })
        let named = CheckRun.run(CheckRequest(
            paths: [file], configuration: L10nConfiguration(rules: ["plural-cldr-category": .severity(.note)]),
            currentDirectory: folder.path))
        #expect(named.diagnostics.filter { $0.ruleID == "plural-cldr-category" }.map(\.location.line) == [26, 113])
    }

    @Test func configuredLevelsApplyAndOffRulesAreSilent() throws {
        let folder = try Folder()
        let file = try folder.write(CheckFixtures.restaurants, "L.xcstrings")
        let configuration = L10nConfiguration(rules: [
            "needs-review": .severity(.error), "plural-cldr-category": .off, "missing-translation": .severity(.note),
        ])
        let outcome = CheckRun.run(CheckRequest(paths: [file], configuration: configuration, currentDirectory: folder.path))
        #expect(outcome.diagnostics.map { "\($0.ruleID):\($0.severity.rawValue)" } == [
            "missing-translation:note", "needs-review:error",
        ])
        #expect(outcome.exitStatus(strict: false) == 1)

        let lenient = L10nConfiguration(rules: ["missing-translation": .severity(.warning), "plural-cldr-category": .off])
        let warned = CheckRun.run(CheckRequest(paths: [file], configuration: lenient, currentDirectory: folder.path))
        #expect(warned.summary.counts == ReportSummary.SeverityCounts(errors: 0, warnings: 2, notes: 0))
        #expect(warned.exitStatus(strict: false) == 0)
        #expect(warned.exitStatus(strict: true) == 1)
    }

    @Test func languagesOverrideTheConfiguration() throws {
        let folder = try Folder()
        let file = try folder.write(CheckFixtures.restaurants, "L.xcstrings")
        let configuration = L10nConfiguration(languages: ["en", "es", "fr"], rules: ["plural-cldr-category": .off])
        let withFrench = CheckRun.run(CheckRequest(paths: [file], configuration: configuration, currentDirectory: folder.path))
        #expect(withFrench.diagnostics.filter { $0.language == "fr" }.count == 5)
        let englishOnly = CheckRun.run(
            CheckRequest(paths: [file], languages: ["en"], configuration: configuration, currentDirectory: folder.path))
        #expect(englishOnly.diagnostics.isEmpty)
        #expect(englishOnly.summary.catalogs.first?.languages.map(\.language) == ["en", "es"])
    }

    @Test func configuredCatalogsAndExcludes() throws {
        let folder = try Folder()
        _ = try folder.write(CheckFixtures.restaurants, "App/Resources/Localizable.xcstrings")
        _ = try folder.write(CheckFixtures.restaurants, "App/Generated/Generated.xcstrings")
        _ = try folder.write("not json", "Elsewhere/Broken.xcstrings")
        let configuration = L10nConfiguration(
            catalogs: ["App"], exclude: ["**/Generated/**"], file: folder.path + "/.l10n.json", baseDirectory: folder.path)
        let files = try CheckRun.catalogFiles(for: CheckRequest(configuration: configuration, currentDirectory: folder.path))
        #expect(files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == ["App/Resources/Localizable.xcstrings"])
    }

    @Test func malformedCatalogFailsTheRun() throws {
        let folder = try Folder()
        let file = try folder.write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : [\n  }\n}", "Bad.xcstrings")
        let outcome = CheckRun.run(CheckRequest(paths: [file], currentDirectory: folder.path))
        #expect(outcome.failures.count == 1)
        #expect(outcome.failures.first?.hasPrefix(file + ":4:11: error: ") == true, "\(outcome.failures)")
        #expect(outcome.exitStatus(strict: false) == 2)
    }

    @Test func baselineHidesRecordedFindings() throws {
        let folder = try Folder()
        let file = try folder.write(CheckFixtures.restaurants, "L.xcstrings")
        let first = CheckRun.run(CheckRequest(paths: [file], currentDirectory: folder.path))
        let baseline = Baseline(recording: first.allDiagnostics)
        let second = CheckRun.run(CheckRequest(paths: [file], currentDirectory: folder.path, baseline: baseline))
        #expect(second.diagnostics.isEmpty)
        #expect(second.hiddenByBaseline == 2)
        #expect(second.exitStatus(strict: true) == 0)
    }

    @Test func infoPlistKeysAreExemptFromTheKeyConvention() throws {
        let folder = try Folder()
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "CFBundleDisplayName" : {
                  "localizations" : {
                    "es" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Restaurantes"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let infoPlist = try folder.write(text, "App/InfoPlist.xcstrings")
        let other = try folder.write(text, "App/Localizable.xcstrings")
        let exempt = CheckRun.run(CheckRequest(paths: [infoPlist], currentDirectory: folder.path))
        #expect(exempt.diagnostics.isEmpty)
        #expect(exempt.summary.catalogs.first?.languages.first == .init(language: "en", translated: 1, total: 1))
        // In another table too (a platform wrote it there, or passepartout's `AppPlist.strings`): Apple names the key.
        let checked = CheckRun.run(CheckRequest(paths: [other], currentDirectory: folder.path))
        #expect(checked.diagnostics.isEmpty)
    }

    @Test func sourceLanguageProgressIgnoresStateButNotEmptyValues() throws {
        let folder = try Folder()
        let file = try folder.write(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "account.stats.title" : {
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "Statistics"
                      }
                    }
                  }
                },
                "account.stats.subtitle" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : ""
                      }
                    }
                  }
                },
                "account.stats.footer" : {

                }
              },
              "version" : "1.0"
            }
            """, "L.xcstrings")
        let outcome = CheckRun.run(CheckRequest(paths: [file], languages: ["en"], currentDirectory: folder.path))
        #expect(outcome.summary.catalogs.first?.languages == [.init(language: "en", translated: 1, total: 3)])
        // The source's own empty value is not counted as translated, but it is the source text, the team's
        // choice: no `empty-translation` finding (zashi's `general.hideBalancesLeast`).
        #expect(outcome.diagnostics.map(\.ruleID).sorted() == ["missing-translation"])
    }

    @Test func configuredKeyPatternReplacesTheConvention() throws {
        let folder = try Folder()
        let file = try folder.write(CheckFixtures.restaurants, "L.xcstrings")
        let configuration = L10nConfiguration(
            keyPattern: "[a-z]+(\\.[a-z]+)+", rules: ["plural-cldr-category": .off, "missing-translation": .off, "needs-review": .off])
        let outcome = CheckRun.run(CheckRequest(paths: [file], configuration: configuration, currentDirectory: folder.path))
        #expect(outcome.diagnostics.map(\.message) == [
            "key 'home.restaurants.count %lld' does not match the configured key pattern '[a-z]+(\\.[a-z]+)+'",
            "key 'restaurant.detail.reviews %lld %@' does not match the configured key pattern '[a-z]+(\\.[a-z]+)+'",
            "key 'settings.account.sign_out' does not match the configured key pattern '[a-z]+(\\.[a-z]+)+'",
        ])
    }
}
