import L10nDiagnostics
import L10nFormats
import Testing

@Suite struct CSVTests {
    func read(_ text: String, path: String = "es.csv") throws -> [TranslationUnit] {
        try CSVReader.read(
            bytes: Array(text.utf8), path: path, file: FormatsFixtures.catalog, sourceLanguage: "en", targetLanguage: "es")
    }

    func readError(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return (error as? TranslationFileError)?.description
        }
    }

    func withoutLocations(_ units: [TranslationUnit]) -> [TranslationUnit] {
        units.map {
            var unit = $0
            unit.location = nil
            return unit
        }
    }

    static let tricky: [TranslationUnit] = [
        FormatsFixtures.unit("math.hint", source: "=SUM(A1), then +1", target: " espacio ", state: "translated", comment: "-dash"),
        FormatsFixtures.unit("quote", source: "'=already", target: "@mention", comment: "''+twice"),
        FormatsFixtures.unit("tab", source: "\tindented", target: "a\r\nb"),
    ]

    @Test func writesRFC4180WithBOMAndCRLF() {
        let units = [FormatsFixtures.units[0], FormatsFixtures.units[2], FormatsFixtures.units[5]] + Self.tricky
        let expected =
            "\u{FEFF}key,variant,source,target,comment,state\r\n"
            + "home.title,,Home,Inicio,Title of the home tab.,translated\r\n"
            + "inbox.count,plural.other,%lld messages,,,\r\n"
            + "legal.terms,,\"Terms & \"\"Conditions\"\" <b>'s</b>\",Términos & «Condiciones» <b>'s</b>,\"Shown\nin the footer.\",translated\r\n"
            + "math.hint,,\"'=SUM(A1), then +1\",\" espacio \",'-dash,translated\r\n"
            + "quote,,''=already,'@mention,'''+twice,\r\n"
            + "tab,,'\tindented,\"a\r\nb\",,\r\n"
        #expect(CSVWriter().write(units) == expected)
        #expect(CSVWriter(writesByteOrderMark: false).write([]) == "key,variant,source,target,comment,state\r\n")
    }

    @Test func roundTripsExactly() throws {
        let units = FormatsFixtures.units.map { unit -> TranslationUnit in
            var unit = unit
            if unit.target == "" { unit.target = nil }
            return unit
        } + Self.tricky
        let text = CSVWriter().write(units)
        let read = try read(text)
        #expect(withoutLocations(read) == units)
        // Records span lines: 'legal.terms' starts on line 7, the record after it on line 9.
        #expect(read.map { $0.location?.line ?? 0 } == [2, 3, 4, 5, 6, 7, 9, 10, 11])
        #expect(read[0].location == SourceLocation(file: "es.csv", line: 2, column: 1))
    }

    /// A translator's cell that starts like a formula without the protective `'` (a spreadsheet kept it as text, or
    /// a script wrote it) keeps its first character; only a protective `'` is taken off. (Found running the
    /// README's flow on moneymanagerex: "-1 = unendlich" merged as "1 = unendlich".)
    @Test func aValueStartingLikeAFormulaWithoutItsQuoteKeepsItsFirstCharacter() throws {
        let units = try read("key,target\n'-1 = infinite,-1 = unendlich\nmore,+2 mehr\nat,'@home\n")
        #expect(units.map(\.key) == ["-1 = infinite", "more", "at"])
        #expect(units.map(\.target) == ["-1 = unendlich", "+2 mehr", "@home"])
    }

    @Test func readsColumnsInAnyOrderWithUnknownColumnsAndLF() throws {
        let units = try read("target,notes,key\nHola,ignored,greeting\n\n\"Adiós\",x,farewell")
        #expect(units.map(\.key) == ["greeting", "farewell"])
        #expect(units.map(\.target) == ["Hola", "Adiós"])
        #expect(units.allSatisfy { $0.variant == "" && $0.source == "" && $0.state == nil && $0.comment == nil })
        #expect(units[1].location?.line == 4)
    }

    @Test func rejectsBadInputWithLines() {
        let cases: [(name: String, text: String, error: String)] = [
            ("empty", "", "es.csv:1:1: error: empty file; expected a header line"),
            ("missing column", "key,source\r\n",
             "es.csv:1:1: error: missing column 'target'; expected a header like 'key,variant,source,target,comment,state'"),
            ("duplicate column", "key,target,key\r\n", "es.csv:1:1: error: duplicate column 'key'"),
            ("ragged row", "key,target\r\na,b\r\nc\r\n", "es.csv:3:1: error: row has 1 fields, the header has 2"),
            ("too many fields", "key,target\r\na,b,c\r\n", "es.csv:2:1: error: row has 3 fields, the header has 2"),
            ("unterminated quote", "key,target\r\na,\"open\r\nstill open", "es.csv:2:3: error: unterminated quoted field"),
            ("quote in bare field", "key,target\r\na,b\"c\r\n",
             "es.csv:2:4: error: '\"' inside an unquoted field; quote the field and double the '\"'"),
            ("text after closing quote", "key,target\r\na,\"b\"c\r\n",
             "es.csv:2:6: error: expected ',' or a line break after a closing quote"),
            ("empty key", "key,target\r\n,b\r\n", "es.csv:2:1: error: empty 'key'"),
        ]
        for testCase in cases {
            #expect(readError(testCase.text) == testCase.error, "case '\(testCase.name)'")
        }
        var invalid = Array("key,target\r\na,".utf8)
        invalid += [0xC3, 0x28]
        #expect(throws: TranslationFileError(path: "x.csv", line: 2, column: 3, message: "invalid utf-8 in this field")) {
            try CSVReader.read(bytes: invalid, path: "x.csv", file: "L", sourceLanguage: "en", targetLanguage: "es")
        }
    }

    @Test func readsFilesWithoutBOM() throws {
        let units = try read("key,variant,source,target,comment,state\r\nhome.title,,Home,Inicio,,translated\r\n")
        #expect(units.map(\.state) == ["translated"])
    }
}

@Suite struct TranslationFileRobustnessTests {
    /// Random byte changes to real-shaped files: every read returns units or a positioned error, never traps.
    @Test func mutatedCSVAndXLIFFReadOrFailInsideTheFile() {
        let csv = Array(CSVWriter().write(FormatsFixtures.units + CSVTests.tricky).utf8)
        let xliff = Array(XLIFFReaderTests.xcodeExport.utf8)
        var generator = SplitMix64(seed: 42)
        let alphabet = Array(",\"\r\n'=<>&;#/ aé".utf8) + [0x00, 0xFF, 0xC3, 0xE2]
        var read = [0, 0]  // files the CSV reader, the XLIFF reader read without an error
        var misplaced: [String] = []
        for sample in [csv, xliff] {
            for _ in 0..<2_000 {
                var mutated = sample
                for _ in 0..<(1 + Int(generator.next() % 4)) {
                    let position = Int(generator.next() % UInt64(mutated.count))
                    if generator.next() % 3 == 0 {
                        mutated.remove(at: position)
                    } else {
                        mutated[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                    }
                }
                let truncated = Array(mutated[..<Int(generator.next() % UInt64(mutated.count + 1))])
                for bytes in [mutated, truncated] {
                    // Each read returns (never traps): units, or an error placed inside the file.
                    let lastLine = 1 + bytes.count(where: { $0 == 0x0A || $0 == 0x0D })
                    func isInside(_ line: Int, _ column: Int) -> Bool {
                        line >= 1 && line <= lastLine && column >= 1 && column <= bytes.count + 1
                    }
                    do {
                        _ = try CSVReader.read(bytes: bytes, path: "f", file: "L", sourceLanguage: "en", targetLanguage: "es")
                        read[0] += 1
                    } catch {
                        if !isInside(error.line, error.column) { misplaced.append("csv: \(error)") }
                    }
                    do {
                        _ = try XLIFFReader.read(bytes: bytes, path: "f")
                        read[1] += 1
                    } catch {
                        if !isInside(error.line, error.column) { misplaced.append("xliff: \(error)") }
                    }
                }
            }
        }
        #expect(misplaced == [])
        // 2 samples × 2,000 rounds × 2 variants per reader: each reader both read and refused some.
        #expect(read.allSatisfy { $0 > 0 && $0 < 8_000 }, "\(read)")
    }
}
