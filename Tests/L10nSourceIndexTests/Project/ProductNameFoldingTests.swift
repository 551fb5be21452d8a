import Testing

@testable import L10nSourceIndex

/// `ProjectIndex.folded`, the one form app names are compared in: letters and digits, lower-cased. ASCII text is
/// folded by its bytes; it must fold as the scalars' own properties fold it.
@Suite struct ProductNameFoldingTests {
    static func byScalars(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }

    @Test func asciiFoldsAsByItsScalars() {
        let every = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        #expect(ProjectIndex.folded(every) == Self.byScalars(every))
        #expect(ProjectIndex.folded(every) == "0123456789abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz")
        for text in ["Ice Cubes", "MeetingBar 2!", "UTM", "home-assistant", "", "   ", "Open Tab_3"] {
            #expect(ProjectIndex.folded(text) == Self.byScalars(text), "\(text)")
        }
        #expect(ProjectIndex.folded("Ice Cubes") == "icecubes")
        // Other text keeps its letters, whatever the script.
        for text in ["Café Résumé", "Übersicht 2", "日本語アプリ", "İstanbul", "Straße"] {
            #expect(ProjectIndex.folded(text) == Self.byScalars(text), "\(text)")
        }
    }
}
