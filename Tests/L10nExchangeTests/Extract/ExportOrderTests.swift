import Foundation
import L10nExchange
import Testing
import XCStrings

/// Xcode's export order (``ExportOrder``), on ids that tell the candidate rules apart: the catalog's own key order
/// (`localizedStandardCompare`, ``KeyOrder``), plain code-point order, and case-insensitive order.
@Suite struct ExportOrderTests {
    /// Pairs in the order Xcode's own exports list them, each one a pair some other rule would swap.
    static let observed: [(first: String, second: String, source: String)] = [
        ("CONNECT", "Cancel", "geteduroam, Xcode 16.0"),  // case: a case-insensitive order swaps them
        ("CGDCT", "Cache Size: %@ MB", "Kitsune, Xcode 26.5"),
        ("ADR Director", "About", "Kitsune, Xcode 16.4"),
        ("2nd Key Animation", "17+ (Violence & Profanity)", "Kitsune, Xcode 16.4"),  // digits: code points swap them
        ("%@ per episode", "%@ • %@", "Kitsune, Xcode 26.5"),  // non-ASCII after ASCII: ICU collation swaps them
        ("Your session has expired.", "You’ll be redirected", "Kitsune, Xcode 26.5"),
        (" %@", "%@", "Kitsune, Xcode 26.5"),
        ("%@\n%@", "%@ %@", "Kitsune, Xcode 26.5"),
        ("(%@)", ".", "geteduroam, Xcode 16.0"),
        ("TV", "Team Sports", "Kitsune, Xcode 26.5"),
        ("plural|==|plural.one", "plural|==|plural.other", "Xcode 27.0"),
        ("fallback|==|plural.few", "fallback|==|plural.many", "Xcode 27.0"),  // alphabetical, not CLDR's order
        ("%lld items|==|plural.other", "%lld items|==|plural.zero", "Kitsune, Xcode 16.4"),
        ("device|==|device.appletv", "device|==|device.applevision", "Xcode 27.0"),
        ("multi", "multi|==|substitutions.BIRDS.plural.one", "Xcode 27.0"),
    ]

    @Test func followsEveryPairXcodeWrote() {
        for pair in Self.observed {
            #expect(ExportOrder.unitPrecedes(pair.first, pair.second), "\(pair.source): '\(pair.first)' first")
            #expect(!ExportOrder.unitPrecedes(pair.second, pair.first), "\(pair.source)")
        }
    }

    /// Each candidate rule gets at least one observed pair wrong: the data rules them out.
    @Test func theOtherCandidatesContradictTheData() {
        let catalogOrder = Self.observed.filter { !KeyOrder.areInIncreasingOrder($0.first, $0.second) }
        #expect(catalogOrder.map(\.first).contains("CONNECT"))
        #expect(catalogOrder.map(\.first).contains("%@ per episode"))
        let codePoints = Self.observed.filter { !$0.first.unicodeScalars.lexicographicallyPrecedes($0.second.unicodeScalars) }
        #expect(codePoints.map(\.first) == ["2nd Key Animation"])
        let caseless = Self.observed.filter { !($0.first.lowercased() < $0.second.lowercased()) }
        #expect(caseless.map(\.first).contains("ADR Director"))
    }

    @Test func sortsCaseDigitsPunctuationAndNonASCII() {
        let ids = [
            "é", "item10", "Item2", "item9", "item09", "z", "Z", "_a", "-a", "a-b", "a.b", "a b", "%@", "•", "’s",
            "🙂", "＋", "a|==|plural.one", "a",
        ]
        #expect(ids.sorted(by: ExportOrder.unitPrecedes) == [
            "%@", "-a", "Item2", "Z", "_a", "a", "a b", "a-b", "a.b", "a|==|plural.one",
            // Digit runs by value; equal values (09, 9) by their digits.
            "item09", "item9", "item10",
            "z", "é", "’s", "•",
            // UTF-16 code units: a character outside the BMP (a surrogate pair, D83D…) before U+FF0B.
            "🙂", "＋",
        ])
    }

    @Test func filesIgnoreCase() {
        let paths = [
            "Kitsune/Localization/Localizable.xcstrings", "Kitsune/Localization/InfoPlist.xcstrings",
            "Kitsune/Localization/dev_options.xcstrings", "Kitsune/Localization/AppShortcuts.xcstrings",
            "Widget/Localizable.xcstrings", "SafariExtension/InfoPlist.xcstrings",
        ]
        // Kitsune's export by Xcode 26.5 lists them in this order.
        #expect(paths.sorted(by: ExportOrder.filePrecedes) == [
            "Kitsune/Localization/AppShortcuts.xcstrings", "Kitsune/Localization/dev_options.xcstrings",
            "Kitsune/Localization/InfoPlist.xcstrings", "Kitsune/Localization/Localizable.xcstrings",
            "SafariExtension/InfoPlist.xcstrings", "Widget/Localizable.xcstrings",
        ])
    }
}
