import L10nDiagnostics
import Testing

@testable import L10nLint

/// Byte-level shortcuts in the analysis agree with the definitions they replace.
struct AnalysisFastPathTests {
    /// The suggested-key prefix as first defined: strip one type suffix (compared as characters), take the words,
    /// join them with dots (`app` when there are none).
    private func referencePrefix(type: String?, file: String) -> String {
        var stem = Substring(file.split(separator: "/").last ?? Substring(file))
        if let dot = stem.firstIndex(of: ".") { stem = stem[..<dot] }
        if let plus = stem.firstIndex(of: "+") { stem = stem[..<plus] }
        var name = type ?? String(stem)
        for suffix in ["ViewController", "Controller", "View", "Screen", "Cell"]
        where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        let parts = KeySuggestion.words(inIdentifier: name)
        return parts.isEmpty ? "app" : parts.joined(separator: ".")
    }

    @Test func prefixPartsMatchTheCharacterDefinition() {
        let types: [String?] = [
            "RestaurantDetailViewController", "ViewController", "View", "Cell", "MyCell", "URLSettingsView",
            "CaféView", "Café\u{301}View", "Menu2FAScreen", "Ünïcode", "日本View", "A\r\nView", "OrderController20520",
            "", "__", "x", nil,
        ]
        let files = ["Sources/App/SettingsViewController.swift", "Home+Extras.swift", "noextension", "日本.swift", "", ".hidden"]
        cases: for type in types {
            for file in files {
                let fast = KeySuggestion.prefixParts(type: type, file: file)
                let slow = referencePrefix(type: type, file: file)
                #expect(fast.joined(separator: ".") == slow, "\(String(describing: type)) \(file)")
                #expect(fast == slow.split(separator: ".").map(String.init))
                if fast.joined(separator: ".") != slow { break cases }
            }
        }
    }

    @Test func testFilesAreRecognisedOnBytes() {
        let table: [(String, Bool)] = [
            ("App/Tests/HomeTests.swift", true), ("AppUITests/LaunchScreen.swift", true),
            ("App/Sources/Contest.swift", false), ("HomeTests.swift", true), ("HomeTest.swift", true),
            ("Tests.swift", true), ("Test.swift", true), ("est.swift", false), ("Tests", false), ("Tests/", true),
            ("/Tests", false), ("a/Tests/b", true), ("MyTests.swiftx", false), ("", false), ("日本Tests/x.swift", true),
            ("Sources/Testsuite/a.swift", false),
        ]
        for (path, expected) in table { #expect(SourceLinter.isTestFile(path) == expected, "\(path)") }
    }

    /// Skipped regions kept as merged ranges: nested, overlapping and adjacent regions, and the code between.
    @Test func excludedRangesCoverExactlyTheSkippedCode() {
        let text = """
            let a = "in"
            #if DEBUG
            let b = "out"
            #endif
            struct APreview { let c = "out" }
            struct BPreview { struct Inner { let d = "out" } }
            let e = "in"
            #if DEBUG
            #if DEBUG
            let f = "out"
            #endif
            let g = "out"
            #else
            let h = "in"
            #endif
            #Preview { Text("out") }
            struct Plain { let i = "in" }
            #if DEBUG
            let j = "out"
            """
        let view = CodeView(Lexer.tokenize(text))
        let regions = Regions(view)
        var checked = 0
        for index in view.tokens.indices where view.tokens[index].kind == .stringText {
            #expect(regions.isExcluded(index) == (view.text(index) == "out"), "token \(index) \(view.text(index))")
            checked += 1
        }
        #expect(checked == 11)
        #expect(!regions.isExcluded(0))
        #expect(regions.isExcluded(view.tokens.count - 1))
    }

    /// The mask-based check agrees with the byte-by-byte definition on random short texts.
    @Test func dottedKeyOfThreeSegmentsMatchesTheDefinition() {
        func reference(_ bytes: [UInt8]) -> Bool {
            var dots = 0
            var segmentLength = 0
            for (offset, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: ".") {
                    guard segmentLength > 0 else { return false }
                    dots += 1
                    segmentLength = 0
                } else {
                    let lower = byte | 0x20
                    let allowed = (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
                        || byte == 0x2D
                    guard allowed else { return false }
                    if offset == 0, !((byte >= 0x61 && byte <= 0x7A) || byte == 0x5F) { return false }
                    segmentLength += 1
                }
            }
            return segmentLength > 0 && dots >= 2
        }
        let alphabet = Array("aZz_-09.. /@`{[\u{7F}".utf8) + [0x80, 0xC3, 0xA9, 0xFF, 0x40, 0x5B, 0x60, 0x7B, 0x2C, 0x2F, 0x3A]
        var generator = SystemRandomNumberGenerator()
        var mismatches = 0
        // Mostly key bytes too, and lengths past two 8-byte words, so the word-at-a-time path meets every rule
        // (a dot at a word's first or last byte, two dots across a word's start) and answers true often.
        let keyish = Array("abcxyz.".utf8) + Array("abcxyz.".utf8) + [UInt8(ascii: "_"), UInt8(ascii: "-"), 0x41, 0x5A, 0x30, 0x39]
        var positives = 0
        for round in 0..<40_000 {
            let length = Int.random(in: 0...(round % 2 == 0 ? 8 : 40), using: &generator)
            let bytes = (0..<length).map { _ in
                (round % 4 == 1 && Int.random(in: 0..<40, using: &generator) > 0 ? keyish : alphabet)
                    .randomElement(using: &generator)!
            }
            let fast = bytes.withUnsafeBufferPointer(TextClassifier.isDottedKeyOfThreeOrMoreSegments)
            if fast != reference(bytes) { mismatches += 1 }
            if fast { positives += 1 }
            // The sentinel-terminated form, read up to a closing quote as in a literal's bytes.
            let quoted = bytes + [UInt8(ascii: "\"")]
            let sentinel = quoted.withUnsafeBufferPointer {
                TextClassifier.isDottedKeyOfThreeOrMoreSegments(sentinelTerminated: $0.baseAddress!, count: length)
            }
            if sentinel != fast { mismatches += 1 }
        }
        #expect(positives > 100)
        for text in [
            "home.title.text", "a.b.c", "_a.b.c", "A.b.c", "a..b.c", "a.b.", "a.b", "a-b.c_d.e9", "a.b.c/",
            "restaurant.detail.favorite", "restaurant.detail..favorite", "restaurant.detail.favorite.", "abcdefgh.ijklmnop",
            "abcdefg..ijklmnop.q", "abcdefgh.ijklmno.", "settings.privacy.title.é", "ab.cdefghi.jklmnopq",
        ] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer(TextClassifier.isDottedKeyOfThreeOrMoreSegments) == reference(bytes), "\(text)")
        }
        #expect(mismatches == 0)
    }

    /// Calls whose arguments hold only dotted keys return before their arguments are split; calls with any other
    /// literal or a `+` are analysed as before, whatever API (built-in, configured label, message helper) reads them.
    @Test func callsWithOnlyKeysAreSkippedAndOthersStillReport() {
        var options = LintOptions()
        options.uiArguments = ["caption"]
        let linter = SourceLinter(options: options)
        let table: [(code: String, findings: Int)] = [
            (#"Toggle("a.b.c", isOn: $on)"#, 0),
            (#"Toggle("Keep me signed in", isOn: $on)"#, 1),
            (#"Button(flag ? "a.b.c" : "a.b.d") {}"#, 0),
            (#"Button(flag ? "a.b.c" : "Sign in now") {}"#, 1),
            (#"Text("a.b.c" + name)"#, 0),
            (#"Text("Welcome back, " + name)"#, 1),
            (#"row(caption: "a.b.c")"#, 0),
            (#"row(caption: "Nice to see you")"#, 1),
            (#"showAlert(title: "a.b.c", message: "x.y.z")"#, 0),
            (#"showAlert(title: "a.b.c", message: "Something went wrong")"#, 1),
            (#"Text(String(format: "a.b.c", count))"#, 0),
            (#"Text(String(format: "%d restaurants nearby", count))"#, 1),
            (#"Text("a.b")"#, 0),
        ]
        for (code, expected) in table {
            let result = linter.lint(path: "Sources/App/View.swift", bytes: Array(code.utf8))
            #expect(result.diagnostics.count == expected, "\(code): \(result.diagnostics.map(\.message))")
        }
    }
}
