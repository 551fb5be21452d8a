import Testing

@testable import L10nExchange

/// The Objective-C calls whose keys decide `extractionState` in Objective-C apps (Vienna, Easydict: every key
/// their code names this way has none in Xcode's migrated catalog).
@Suite struct ObjectiveCKeyScannerTests {
    static let source = #"""
        NSURL *home = [NSURL URLWithString:@"https://example.com"]; NSString *a = NSLocalizedString(@"Open", @"Menu item");
        // NSLocalizedString(@"Commented out", nil);
        /* NSLocalizedString(@"Also commented", nil); */
        NSString *b = NSLocalizedString(@"This folder cannot be chosen "
                                        "because you don’t have permission.",
                                        @"Message text of a modal alert");
        NSString *c = NSLocalizedStringFromTable(@"Other table", @"Settings", nil);
        NSString *d = NSLocalizedString(@"Line\nbreak", nil);
        NSString *e = MyLocalizedString(@"Not a macro", nil);
        """#

    @Test func findsKeysAndCommentsOfTheTable() {
        let found = ObjectiveCKeyScanner.keys(in: Array(Self.source.utf8), table: "Localizable")
        #expect(found.map(\.key) == [
            "Open", "This folder cannot be chosen because you don’t have permission.", "Line\nbreak",
        ])
        #expect(found.map(\.comment) == ["Menu item", "Message text of a modal alert", nil])
    }

    @Test func findsOtherTablesByName() {
        let found = ObjectiveCKeyScanner.keys(in: Array(Self.source.utf8), table: "Settings")
        #expect(found.map(\.key) == ["Other table"])
    }
}
