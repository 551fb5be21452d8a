import Foundation
import Testing

@Suite struct PluralsCommandTests {
    @Test func localeAloneShowsCLDRAndXcodeSets() throws {
        let result = try L10nProcess.run(["plurals", "es"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "es: CLDR locale 'es', cardinal rules (CLDR 48.0)")
        #expect(lines.contains("CLDR 48.0: one, many, other"))
        #expect(lines.contains("  one    n = 1"))
        #expect(lines.contains("         @integer 1 @decimal 1.0, 1.00, 1.000, 1.0000"))
        #expect(lines.contains("  many   e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"))
        #expect(lines.contains("  other  (every other number)"))
        #expect(lines.contains("Xcode: one, other"))
        #expect(
            lines.contains(
                "  other  same as CLDR 48.0; also takes what CLDR 48.0 puts in 'many' (1000000, 1c6, 2c6, …)"))
    }

    @Test func hebrewXcodeHasManyThatCLDR48Dropped() throws {
        let result = try L10nProcess.run(["plurals", "he-IL"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\nCLDR 48.0: one, two, other\n"))
        #expect(result.stdout.contains("\nXcode: one, two, many, other\n"))
        #expect(result.stdout.contains("\n  many   not in CLDR 48.0: its rules never select 'many'\n"))
    }

    @Test func ordinalRules() throws {
        let shown = try L10nProcess.run(["plurals", "en", "--ordinal"])
        #expect(shown.status == 0)
        #expect(shown.stdout.hasPrefix("en: CLDR locale 'en', ordinal rules (CLDR 48.0)\n"))
        #expect(shown.stdout.contains("\n  two    n % 10 = 2 and n % 100 != 12\n"))
        let numbers = try L10nProcess.run(["plurals", "en", "--ordinal", "1", "2", "3", "11", "22", "103"])
        #expect(numbers.status == 0)
        #expect(numbers.stdout == "1\tone\n2\ttwo\n3\tfew\n11\tother\n22\ttwo\n103\tfew\n")
    }

    @Test func numbersPrintTheirCategories() throws {
        let result = try L10nProcess.run(["plurals", "ru", "1", "2", "5", "21", "1.5", "1234567890123456789012342"])
        #expect(result.status == 0)
        #expect(result.stdout == "1\tone\n2\tfew\n5\tmany\n21\tone\n1.5\tother\n1234567890123456789012342\tfew\n")
        let french = try L10nProcess.run(["plurals", "fr-CA", "1000000", "1000000.0", "1c6", "1c3", "0"])
        #expect(french.stdout == "1000000\tmany\n1000000.0\tother\n1c6\tmany\n1c3\tother\n0\tone\n")
        let negative = try L10nProcess.run(["plurals", "ru", "--", "-21", "-0"])
        #expect(negative.status == 0)
        #expect(negative.stdout == "-21\tone\n-0\tmany\n")
    }

    @Test func badNumberIsReportedAndTheRestIsAnswered() throws {
        let result = try L10nProcess.run(["plurals", "en", "1", "1x", "2"])
        #expect(result.status == 1)
        #expect(result.stdout == "1\tone\n2\tother\n")
        #expect(result.stderr == "error: invalid number: unexpected character 'x' at column 2 of '1x'\n")
    }

    @Test func batchAnswersEveryLineInOrder() throws {
        let input = "fr\t1c6\npl\t22\nbad line\nen\t1.x\r\nar\t0\nzz\t1\nen\t\n"
        let result = try L10nProcess.run(["plurals", "--batch"], input: Data(input.utf8))
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "many\nfew\nerror: expected LOCALE<TAB>NUMBER, found no tab\n"
                + "error: unexpected character 'x' at column 3 of '1.x'\nzero\nother\n"
                + "error: missing number after the tab\n")
        #expect(
            result.stderr
                == "<stdin>:3:1: error: expected LOCALE<TAB>NUMBER, found no tab\n"
                + "<stdin>:4:6: error: unexpected character 'x' at column 3 of '1.x'\n"
                + "<stdin>:7:4: error: missing number after the tab\n")
    }

    @Test func batchOfTenThousandLinesKeepsOrder() throws {
        // English cardinal: only "1" is 'one'; ordinal: n % 10 = 1..3 outside 11..13 are one/two/few.
        let input = (0..<10_000).map { "en\t\($0)\n" }.joined()
        let cardinal = try L10nProcess.run(["plurals", "--batch"], input: Data(input.utf8))
        #expect(cardinal.status == 0)
        let lines = cardinal.stdout.split(separator: "\n")
        #expect(lines.count == 10_000)
        #expect(lines.indices.filter { lines[$0] == "one" } == [1])
        let ordinal = try L10nProcess.run(["plurals", "--batch", "--ordinal"], input: Data(input.utf8))
        let ordinalLines = ordinal.stdout.split(separator: "\n")
        #expect(ordinalLines.count == 10_000)
        #expect(ordinalLines[21] == "one" && ordinalLines[112] == "other" && ordinalLines[9_993] == "few")
    }

    @Test func usageErrorsExitTwo() throws {
        let missing = try L10nProcess.run(["plurals"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("error: missing argument <locale>\nUsage: l10n plurals <locale>"))
        let batchWithLocale = try L10nProcess.run(["plurals", "--batch", "en"])
        #expect(batchWithLocale.status == 2)
        #expect(batchWithLocale.stderr.hasPrefix("error: '--batch' reads standard input; unexpected argument 'en'"))
    }

    @Test func unknownLocaleUsesRoot() throws {
        let result = try L10nProcess.run(["plurals", "xx"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("xx: CLDR locale 'root', cardinal rules (CLDR 48.0)\n"))
        #expect(result.stdout.contains("\nCLDR 48.0: other\n"))
        #expect(result.stdout.contains("\nXcode: other\n"))
    }
}
