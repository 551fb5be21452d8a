import Testing

@testable import XCStrings

@Suite struct FormatSpecifierParseTests {
    /// `text@offset what`, where `what` is the kind read, `%%`, `sub(name)`, `%arg` or `invalid`, plus
    /// ` #n` for an explicit position.
    static func describe(_ specifier: FormatSpecifier) -> String {
        let what: String
        switch specifier.conversion {
        case .percentSign: what = "%%"
        case .argument: what = specifier.argumentKind.map(\.rawValue) ?? "?"
        case .substitution(let name): what = "sub(\(name))"
        case .substitutionArgument: what = "%arg"
        case .invalid: what = "invalid"
        }
        let position = specifier.position.map { " #\($0)" } ?? ""
        return "\(specifier.text)@\(specifier.offset) \(what)\(position)"
    }

    @Test func findsEveryDirectiveWithItsOffset() {
        let cases: [(name: String, input: String, expected: [String])] = [
            ("no percent", "Hello, world", []),
            ("positional", "%1$@ sent you %2$lld messages", ["%1$@@0 object #1", "%2$lld@14 int #2"]),
            ("escaped percent", "Battery at 50%%", ["%%@13 %%"]),
            ("percent between", "%lld%% done", ["%lld@0 int", "%%@4 %%"]),
            ("substitutions", "%#@files@ in %#@folders@", ["%#@files@@0 sub(files)", "%#@folders@@13 sub(folders)"]),
            ("positional substitution", "%2$#@files@", ["%2$#@files@@0 sub(files) #2"]),
            (
                "dotted substitution names", "%@! There %#@total.strings@",
                ["%@@0 object", "%#@total.strings@@10 sub(total.strings)"]
            ),
            ("unterminated substitution", "%#@files", ["%#@@0 invalid"]),
            ("trailing percent", "100%", ["%@3 invalid"]),
            ("unknown conversion", "%y", ["%y@0 invalid"]),
            ("position zero", "%0$@", ["%0$@@0 invalid #0"]),
            ("cut after position", "%5$", ["%5$@0 invalid #5"]),
            ("cut after length", "%ll", ["%ll@0 invalid"]),
            ("non-ASCII conversion", "%é!", ["%é@0 invalid"]),
            ("offsets in UTF-8 bytes", "日本語 %@", ["%@@10 object"]),
            ("space flag", "50 % de descuento", ["% d@3 int"]),
            ("hex float without placeholder", "%arg", ["%a@0 double"]),
            ("Japanese reordered", "%2$@ さんから %1$lld 件", ["%2$@@0 object #2", "%1$lld@18 int #1"]),
            ("object with flags", "%-10@|", ["%-10@@0 object"]),
            ("wide C string", "%ls %S %s", ["%ls@0 unicharString", "%S@4 unicharString", "%s@7 cString"]),
            ("pointer and count", "%p %n", ["%p@0 pointer", "%n@3 pointer"]),
            ("char", "%c%C", ["%c@0 char", "%C@2 char"]),
        ]
        for testCase in cases {
            let found = FormatSpecifier.parse(testCase.input).map(Self.describe)
            #expect(found == testCase.expected, "\(testCase.name)")
        }
    }

    @Test func everyConversionReadsItsKind() {
        let cases: [(conversions: String, kind: FormatArgumentKind)] = [
            ("diouxXDOU", .int), ("fFeEgGaA", .double), ("cC", .char), ("s", .cString), ("S", .unicharString),
            ("pn", .pointer), ("@", .object),
        ]
        for testCase in cases {
            for conversion in testCase.conversions {
                let parsed = FormatSpecifier.parse("%\(conversion)")
                #expect(parsed.count == 1, "%\(conversion)")
                #expect(parsed.first?.argumentKind == testCase.kind, "%\(conversion)")
            }
        }
    }

    @Test func lengthModifiersAreRecognised() {
        let cases: [(input: String, length: FormatSpecifier.LengthModifier)] = [
            ("%hhd", .hh), ("%hd", .h), ("%ld", .l), ("%lld", .ll), ("%qd", .q), ("%jd", .j), ("%zu", .z),
            ("%td", .t), ("%Lf", .L), ("%lu", .l), ("%llx", .ll),
        ]
        for testCase in cases {
            let parsed = FormatSpecifier.parse(testCase.input)
            #expect(parsed.map(\.text) == [testCase.input], "\(testCase.input)")
            #expect(parsed.first?.lengthModifier == testCase.length, "\(testCase.input)")
            #expect(parsed.first?.argumentKind != nil, "\(testCase.input)")
        }
    }

    @Test func flagsWidthAndPrecision() {
        let cases: [(input: String, flags: String, width: FormatSpecifier.Field?, precision: FormatSpecifier.Field?)] = [
            ("%-+ #0'12.3lf", "-+ #0'", .literal(12), .literal(3)),
            ("%05d", "0", .literal(5), nil),
            ("%.f", "", nil, .literal(0)),
            ("%*d", "", .argument(position: nil), nil),
            ("%-*.*f", "-", .argument(position: nil), .argument(position: nil)),
            ("%1$*2$.*3$f", "", .argument(position: 2), .argument(position: 3)),
            ("%'d", "'", nil, nil),
        ]
        for testCase in cases {
            let parsed = FormatSpecifier.parse(testCase.input)
            #expect(parsed.map(\.text) == [testCase.input], "\(testCase.input)")
            guard let specifier = parsed.first else { continue }
            #expect(specifier.flags == testCase.flags, "\(testCase.input)")
            #expect(specifier.width == testCase.width, "\(testCase.input)")
            #expect(specifier.precision == testCase.precision, "\(testCase.input)")
        }
    }

    @Test func percentInProseIsFlagged() {
        let cases: [(input: String, looksLikeText: [Bool])] = [
            ("50% off", [true]),
            ("100% sure", [true]),
            ("50 % de descuento", [true]),
            ("50 % dé", [true]),
            ("50 % ñ is invalid, not prose", [false]),
            ("%lld % d", [false, false]),
            ("% d items", [false]),
            ("%1$ d", [false]),
            ("% 5d", [false]),
            ("%+d", [false]),
            ("%@ off", [false]),
        ]
        for testCase in cases {
            #expect(FormatSpecifier.parse(testCase.input).map(\.looksLikeText) == testCase.looksLikeText, "\(testCase.input)")
        }
    }

    @Test func argumentPlaceholderOnlyWhenAsked() {
        #expect(
            FormatSpecifier.parse("are %arg strings", recognizingArgumentPlaceholder: true).map(Self.describe)
                == ["%arg@4 %arg"])
        #expect(FormatSpecifier.parse("are %arg strings").map(Self.describe) == ["%a@4 double"])
    }

    @Test func lengthIsUTF8() {
        let specifier = FormatSpecifier.parse("x %1$#@ファイル@ y")[0]
        #expect(specifier.text == "%1$#@ファイル@")
        #expect(specifier.offset == 2)
        #expect(specifier.length == 6 + 12)
    }
}
