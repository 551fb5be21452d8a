import Testing

@testable import L10nCatalogChecks

/// Stats' own placeholders, which its `localizedString(_:_:)` replaces as text, against `String(format:)`'s.
@Suite struct NumberedPlaceholdersTests {
    @Test func findsTheAppsNumberedPlaceholders() {
        #expect(NumberedPlaceholders.placeholders(in: "%0 of %1 used") == ["%0", "%1"])
        #expect(NumberedPlaceholders.placeholders(in: "Last reset %0 ago") == ["%0"])
        #expect(NumberedPlaceholders.placeholders(in: "Stats was updated to v%0") == ["%0"])
        #expect(NumberedPlaceholders.placeholders(in: "%0 felhasznált %1-ból") == ["%0", "%1"])
        #expect(NumberedPlaceholders.placeholders(in: "%1 का %0 उपयोग किया गया") == ["%1", "%0"])
        #expect(NumberedPlaceholders.placeholders(in: "Used: %0.") == ["%0"])
    }

    @Test func leavesFormatSpecifiersAlone() {
        for text in ["%1$@ of %2$@", "%02d:%02d", "%0.2f GB", "%d%%", "100%", "%lld items", "%@ (%1$lld)", "50%% off"] {
            #expect(NumberedPlaceholders.placeholders(in: text).isEmpty, "\(text)")
        }
    }
}
