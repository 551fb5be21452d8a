import Testing

@testable import L10nLint

/// `FileAnalyzer.collectSites` visits only the tokens the lexer recorded as site candidates; it must find exactly
/// the sites of a walk over every token (`collectSitesByScanning`), in the same order, for any bytes, with and
/// without literals. The lexer's candidates must also be exactly those a walk over the tokens picks.
@Suite struct SiteCandidateTests {
    /// A site as a comparable value.
    struct Site: Equatable, CustomStringConvertible {
        var kind: AnalysisSite.Kind
        var index: Int32
        var next: Int32
        var description: String { "\(kind) \(index)→\(next)" }
    }

    /// Lexes `bytes` (with `buffers`, so storage recycled from earlier files is exercised) and compares the
    /// candidates and the sites of both collections. False on the first difference, recorded as an issue.
    @discardableResult
    static func expectSameSites(
        _ bytes: [UInt8], _ name: String, buffers: inout LexerBuffers,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        let source = Lexer.tokenize(bytes, reusing: &buffers)
        defer { buffers.recycle(source) }
        let walked = SwiftSource(bytes: source.bytes, tokens: source.tokens, literals: source.literals)
        guard source.siteCandidates == walked.siteCandidates else {
            Issue.record("\(name): candidates \(source.siteCandidates) != \(walked.siteCandidates)",
                         sourceLocation: sourceLocation)
            return false
        }
        var expected: [AnalysisSite] = []
        var found: [AnalysisSite] = []
        for literals in [false, true] {
            FileAnalyzer.collectSitesByScanning(source.tokens, source.bytes, literals: literals, into: &expected)
            FileAnalyzer.collectSites(source, literals: literals, into: &found)
            let expectedSites = expected.map { Site(kind: $0.kind, index: $0.index, next: $0.next) }
            let foundSites = found.map { Site(kind: $0.kind, index: $0.index, next: $0.next) }
            guard foundSites == expectedSites else {
                Issue.record("\(name) (literals: \(literals)): \(foundSites) != \(expectedSites)",
                             sourceLocation: sourceLocation)
                return false
            }
        }
        return true
    }

    /// Swift fragments that make or break sites, mixed at random below.
    static let fragments: [String] = [
        "f(x)", "Text(\"Hello\")", "\"\\(f(x))\"", "\"a \\(g(h(1), \"b\\(k(2))\")) c\"", "#\"raw \\(no) \\#(f(y))\"#",
        "##\"raw \"# \\##(p(q))\"##", "\"\"\"\nmulti \\(g(z))\n  line\n\"\"\"", "/* c */", "/** doc */", "// line\n",
        "/// doc\n", "name /* c */ (", "name // c\n(", "name\n(", "x += 1", "a = b", "a == b", "a +++ b", "a+b", "+",
        "=", "+=", "==", "(", ")", "\"", "\\(", "\\#(", "#\"", "\"#", "\"\"\"", "text", " ", "\n", "\r\n", "\t",
        "label.text = \"Hi\" + name", "title\n    = \"Settings\"", "#if DEBUG\n", "#endif\n", "`default`(", "$0(",
        "x?.y = z", "a! += b", "1+2", ".+=", "/re(g)ex/", "#/x(y)/#", "{", "}", "[", "]", ",", ":", "func f(",
        "let s = ", "é(", "🍕 = 1", "value /* a */ /* b */ = 2", "s += \"\\(n) items\"", "Text(\"a\") + Text(\"b\")",
    ]

    /// A file in the shapes the lint meets, with every kind of site.
    static let realistic = """
        import SwiftUI

        /// A row.
        struct Row: View {
            @State private var count = 0
            var title: String = "Row"

            var body: some View {
                VStack {
                    Text("row.title") + Text(verbatim: "\\(count) items")
                    Text(#"raw "quoted" \\#(count)"#)
                    Button /* tap */ ("Add") { count += 1 }
                    Label("a \\(f(g(count), "b\\(h(1))")) c", systemImage: "plus")
                    Text(\"\"\"
                        Multi \\(count)
                        line
                        \"\"\")
                }
                .navigationTitle(title + "!")
            }
        }

        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                title = "Settings"
                label.text // why
                    = NSLocalizedString("settings.title", comment: "")
                message += ", " + name
                if a == b, c != d { show(/* x */) }
                let total = price+tax
                print
                ("not a call")
            }
        }

        """

    @Test func nastyInputs() {
        var buffers = LexerBuffers()
        for (name, bytes) in NastyInputTests.cases {
            if !Self.expectSameSites(bytes, name, buffers: &buffers) { return }
        }
    }

    @Test func randomBytes() {
        var buffers = LexerBuffers()
        var generator = SeededGenerator(seed: 0x517E5)
        let alphabet = Array("\"#\\()/*\n\r `$[]{}ab.+=?!é🍕\t".utf8) + [0x00, 0xFF, 0xC3]
        for round in 0..<1_000 {
            let length = Int(generator.next() % 300)
            var input: [UInt8] = []
            for _ in 0..<length {
                let choice = generator.next()
                input.append(
                    choice % 5 == 0 ? UInt8(truncatingIfNeeded: choice >> 8) : alphabet[Int(choice >> 8) % alphabet.count])
            }
            if !Self.expectSameSites(input, "random bytes \(round)", buffers: &buffers) { return }
        }
    }

    @Test func randomFragmentMixes() {
        var buffers = LexerBuffers()
        var generator = SeededGenerator(seed: 0xF4A6)
        var sawSites = 0
        for round in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 40) {
                text += Self.fragments[Int(generator.next() % UInt64(Self.fragments.count))]
                if generator.next() % 3 == 0 { text += " " }
            }
            if !Self.expectSameSites(Array(text.utf8), "fragments \(round): \(text)", buffers: &buffers) { return }
            let source = Lexer.tokenize(text)
            var sites: [AnalysisSite] = []
            FileAnalyzer.collectSites(source, literals: true, into: &sites)
            sawSites += sites.count
        }
        #expect(sawSites > 10_000)  // the mixes are not vacuous
    }

    @Test func mutatedFiles() {
        var buffers = LexerBuffers()
        var generator = SeededGenerator(seed: 0x3D17)
        let files = [Array(Self.realistic.utf8)] + FixtureAppTests.files.keys.sorted().map {
            Array(FixtureAppTests.files[$0]!.utf8)
        }
        for round in 0..<600 {
            var bytes = files[round % files.count]
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let at = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 4 {
                case 0:
                    let fragment = Self.fragments[Int(generator.next() % UInt64(Self.fragments.count))]
                    bytes.insert(contentsOf: Array(fragment.utf8), at: at)
                case 1:
                    bytes.removeSubrange(at..<min(bytes.count, at + Int(generator.next() % 20)))
                case 2:
                    if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: generator.next()) }
                default:
                    let end = min(bytes.count, at + Int(generator.next() % 200))
                    bytes.insert(contentsOf: Array(bytes[at..<end]), at: at)
                }
            }
            if !Self.expectSameSites(bytes, "mutation \(round)", buffers: &buffers) { return }
        }
    }

    @Test func everyTruncation() {
        var buffers = LexerBuffers()
        let files = [("realistic", Self.realistic)] + FixtureAppTests.files.keys.sorted().prefix(2).map {
            ($0, FixtureAppTests.files[$0]!)
        }
        for (name, text) in files {
            let bytes = Array(text.utf8)
            for end in 0...bytes.count {
                if !Self.expectSameSites(Array(bytes[..<end]), "\(name) cut at \(end)", buffers: &buffers) { return }
            }
        }
    }

    /// Files with more tokens than the lexer's first storage guess (a token per four bytes), so the scan stops
    /// and resumes in larger storage mid-file, with `(` both outside strings and inside interpolations.
    @Test func tokenStorageRegrownMidFile() {
        var buffers = LexerBuffers()
        let dense = String(repeating: "a(b+=c)=d+ e\n(", count: 4_000)
        let interpolated = "\"\\(" + String(repeating: "a(b)+c=f(g(h)) ", count: 4_000) + ")\""
        let nested = String(repeating: "\"\\(f(", count: 3_000) + String(repeating: "))\"", count: 3_000)
        for (name, text) in [("dense", dense), ("interpolated", interpolated), ("nested", nested)] {
            let bytes = Array(text.utf8)
            let source = Lexer.tokenize(bytes)
            #expect(source.tokens.count > bytes.count / 4 + 64, "\(name) fits the first guess")
            Self.expectSameSites(bytes, name, buffers: &buffers)
        }
    }

    /// A `(` inside an interpolation is emitted by the slower path, and still opens a call.
    @Test func callsInsideInterpolations() {
        #expect(SiteCollectionTests.sites(#""\(f(x))""#) == ["call f→("])
        #expect(SiteCollectionTests.sites(##"#"\#(g (y)) \(no(z))"#"##) == ["call g→("])
        #expect(SiteCollectionTests.sites(#"s += "\(n(1)) \(a + b)""#) == ["assignment s→+=", "plus +=", "call n→(", "plus +"])
    }
}
