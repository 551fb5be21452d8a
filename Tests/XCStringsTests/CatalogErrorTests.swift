import Testing
@testable import XCStrings

/// Malformed input: every case reports the exact line, column and message, and nothing crashes.
@Suite struct CatalogErrorTests {
    struct Case {
        var name: String
        var bytes: [UInt8]
        var expected: String
        init(_ name: String, _ text: String, _ expected: String) {
            self.name = name
            self.bytes = Array(text.utf8)
            self.expected = expected
        }
        init(_ name: String, bytes: [UInt8], _ expected: String) {
            self.name = name
            self.bytes = bytes
            self.expected = expected
        }
    }

    static let wrongStateType = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {
              "localizations" : {
                "es" : {
                  "stringUnit" : {
                    "state" : 3,
                    "value" : "Hecho"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let cases: [Case] = [
        Case("empty file", "", "t.xcstrings:1:1: error: file is empty"),
        Case("only a BOM", bytes: [0xEF, 0xBB, 0xBF], "t.xcstrings:1:1: error: file is empty"),
        Case("only whitespace", "  \n ", "t.xcstrings:2:2: error: file contains only whitespace"),
        Case(
            "truncated inside an object", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {",
            "t.xcstrings:3:16: error: unexpected end of file; expected '}' to close the object opened at 3:15"),
        Case(
            "truncated inside a string", "{\n  \"sourceLanguage\" : \"en",
            "t.xcstrings:2:25: error: unexpected end of file in a string that starts at 2:22"),
        Case("trailing comma in object", "{\n  \"a\" : 1,\n}", "t.xcstrings:2:10: error: trailing comma before '}'"),
        Case("trailing comma in array", "{\n  \"a\" : [1, 2,]\n}", "t.xcstrings:2:14: error: trailing comma before ']'"),
        Case(
            "missing colon", "{\n  \"sourceLanguage\" \"en\"\n}",
            "t.xcstrings:2:20: error: expected ':' after key 'sourceLanguage', found '\"'"),
        Case(
            "missing comma", "{\n  \"sourceLanguage\" : \"en\"\n  \"version\" : \"1.0\"\n}",
            "t.xcstrings:3:3: error: expected ',' or '}' after object member, found '\"'"),
        Case(
            "unquoted key", "{\n  sourceLanguage : \"en\"\n}",
            "t.xcstrings:2:3: error: expected a key in double quotes, found 's'"),
        Case(
            "single-quoted key", "{\n  'sourceLanguage' : \"en\"\n}",
            "t.xcstrings:2:3: error: keys must be in double quotes, not single quotes"),
        Case(
            "single-quoted value", "{\n  \"sourceLanguage\" : 'en'\n}",
            "t.xcstrings:2:22: error: strings must be in double quotes, not single quotes"),
        Case(
            "control character in string", "{\"sourceLanguage\" : \"e\tn\"}",
            "t.xcstrings:1:23: error: unescaped control character U+0009 in a string; write it as an escape sequence"),
        Case(
            "line break in string", "{\"sourceLanguage\" : \"e\nn\"}",
            "t.xcstrings:1:23: error: unescaped control character U+000A in a string; write it as an escape sequence"),
        Case(
            "bad escape", #"{"sourceLanguage" : "e\qn"}"#,
            #"t.xcstrings:1:23: error: invalid escape sequence '\q' in a string; valid escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#),
        Case(
            "short unicode escape", #"{"sourceLanguage" : "\u00e"}"#,
            #"t.xcstrings:1:22: error: invalid '\u' escape: expected 4 hexadecimal digits"#),
        Case(
            "lone high surrogate", #"{"sourceLanguage" : "\ud800"}"#,
            #"t.xcstrings:1:22: error: lone surrogate '\ud800' in a string: a high surrogate must be followed by a low surrogate '\uDC00'...'\uDFFF'"#),
        Case(
            "high surrogate then letter", #"{"sourceLanguage" : "a\uD800b"}"#,
            #"t.xcstrings:1:23: error: lone surrogate '\ud800' in a string: a high surrogate must be followed by a low surrogate '\uDC00'...'\uDFFF'"#),
        Case(
            "lone low surrogate", #"{"sourceLanguage" : "\udc00"}"#,
            #"t.xcstrings:1:22: error: lone surrogate '\udc00' in a string: a low surrogate must follow a high surrogate"#),
        Case(
            "invalid UTF-8 lead byte", bytes: Array(#"{"sourceLanguage" : "e"#.utf8) + [0xFF] + Array(#""}"#.utf8),
            "t.xcstrings:1:23: error: invalid UTF-8: byte 0xFF cannot start a character"),
        Case(
            "truncated UTF-8 sequence", bytes: Array(#"{"sourceLanguage" : "e"#.utf8) + [0xC3] + Array(#""}"#.utf8),
            "t.xcstrings:1:24: error: invalid UTF-8: byte 0x22 cannot follow 0xC3"),
        Case(
            "overlong UTF-8", bytes: Array(#"{"sourceLanguage" : ""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8),
            "t.xcstrings:1:22: error: invalid UTF-8: byte 0xC0 cannot start a character"),
        Case(
            "UTF-8 encoded surrogate", bytes: Array(#"{"sourceLanguage" : ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
            "t.xcstrings:1:23: error: invalid UTF-8: byte 0xA0 cannot follow 0xED"),
        Case(
            "duplicate top-level key", "{\n  \"sourceLanguage\" : \"en\",\n  \"sourceLanguage\" : \"fr\"\n}",
            "t.xcstrings:3:3: error: duplicate key 'sourceLanguage' (first at 2:3); Xcode would silently keep only one"),
        Case(
            "duplicate string key",
            "{\n  \"strings\" : {\n    \"Done\" : {},\n    \"Done\" : {}\n  }\n}",
            "t.xcstrings:4:5: error: duplicate key 'Done' (first at 3:5); Xcode would silently keep only one"),
        Case(
            "duplicate unknown key", "{\n  \"x\" : 1,\n  \"x\" : 2\n}",
            "t.xcstrings:3:3: error: duplicate key 'x' (first at 2:3); Xcode would silently keep only one"),
        Case("wrong type for state", wrongStateType, "t.xcstrings:8:23: error: expected a string for 'state', found a number"),
        Case(
            "wrong type for shouldTranslate", "{\n  \"strings\" : {\n    \"k\" : { \"shouldTranslate\" : \"no\" }\n  }\n}",
            "t.xcstrings:3:33: error: expected a boolean for 'shouldTranslate', found a string"),
        Case(
            "strings not an object", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [],\n  \"version\" : \"1.0\"\n}",
            "t.xcstrings:3:15: error: expected an object for 'strings', found an array"),
        Case(
            "argNum not an integer", "{\"strings\":{\"k\":{\"localizations\":{\"en\":{\"substitutions\":{\"n\":{\"argNum\":1.5}}}}}}}",
            "t.xcstrings:1:72: error: expected an integer for 'argNum', found '1.5'"),
        Case(
            "deep nesting", "{\"x\" : " + String(repeating: "[", count: 100_000),
            "t.xcstrings:1:519: error: nesting is deeper than 512 levels"),
        Case("top level not an object", "[]", "t.xcstrings:1:1: error: expected a String Catalog (a JSON object) at the top level, found an array"),
        Case(
            "text after the catalog", "{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"}\n}",
            "t.xcstrings:2:1: error: unexpected '}' after the top-level value"),
        Case("missing sourceLanguage", "{\n  \"strings\" : {},\n  \"version\" : \"1.0\"\n}", "t.xcstrings:1:1: error: missing 'sourceLanguage' in the catalog"),
        Case("missing strings", "{\"sourceLanguage\":\"en\",\"version\":\"1.0\"}", "t.xcstrings:1:1: error: missing 'strings' in the catalog"),
        Case(
            "string unit without value", "{\"strings\":{\"k\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"new\"}}}}}}",
            "t.xcstrings:1:54: error: missing 'value' in 'stringUnit'"),
        Case("bad literal", "{\"a\" : tru}", "t.xcstrings:1:8: error: invalid literal; expected 'true', 'false' or 'null'"),
        Case("leading zero", "{\"a\" : 012}", "t.xcstrings:1:8: error: invalid number: leading zeros are not allowed"),
        Case("bare minus", "{\"a\" : -}", "t.xcstrings:1:9: error: invalid number: expected a digit, found '}'"),
        Case(
            "CRLF line endings keep positions", wrongStateType.replacingOccurrences("\n", "\r\n"),
            "t.xcstrings:8:23: error: expected a string for 'state', found a number"),
        Case(
            "BOM does not shift columns", bytes: [0xEF, 0xBB, 0xBF] + Array("{\n  \"a\" : 1,\n}".utf8),
            "t.xcstrings:2:10: error: trailing comma before '}'"),
    ]

    @Test func everyMalformedInputHasItsExactPosition() {
        cases: for testCase in Self.cases {
            do {
                _ = try StringCatalog(bytes: testCase.bytes, path: "t.xcstrings")
                Issue.record("\(testCase.name): parsed without an error")
                continue cases
            } catch {
                #expect(error.description == testCase.expected, "\(testCase.name)")
            }
        }
    }

    @Test func genericParserStopsAtMaximumDepth() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: CatalogError(file: "x.json", line: 1, column: 513, message: "nesting is deeper than 512 levels")) {
            _ = try JSONReader.parse(bytes, path: "x.json")
        }
    }

    @Test func nestingAtTheLimitIsAccepted() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let value = try JSONReader.parse(Array(text.utf8), path: "x.json")
        var depth = 0
        var current = value
        while case .array(let elements) = current {
            depth += 1
            current = elements.first ?? .null
        }
        #expect(depth == 512)
    }

    @Test func errorWithoutPositionPrintsPathOnly() {
        let error = CatalogError(file: "a.xcstrings", line: 0, column: 0, message: "cannot open file")
        #expect(error.description == "a.xcstrings: error: cannot open file")
    }
}

extension CatalogErrorTests {
    /// A file that cannot be read is an input error without a position, as `check` and `format` print it.
    @Test func unreadableFile() {
        let missing = CatalogError(
            file: "/nonexistent.xcstrings", line: 0, column: 0, message: "cannot open file: No such file or directory")
        #expect(throws: missing) { _ = try StringCatalog(contentsOfFile: "/nonexistent.xcstrings") }
        #expect("\(missing)" == "/nonexistent.xcstrings: error: cannot open file: No such file or directory")
        #expect(throws: CatalogError(file: "/tmp", line: 0, column: 0, message: "is a folder, not a file")) {
            _ = try StringCatalog(contentsOfFile: "/tmp")
        }
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
