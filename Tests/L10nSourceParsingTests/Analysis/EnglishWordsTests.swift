import Testing

@testable import L10nSourceParsing

/// ``EnglishWords``: names from real apps' judged findings are names, interface words are words, and the binary
/// search finds exactly the list's lines.
struct EnglishWordsTests {
    /// Brands, services and places real apps showed as they are (brave's search engines, Hedvig's payout
    /// providers, LiveContainer's file manager, TUM's learning platform, VoiceInk's providers).
    @Test(arguments: ["Yandex", "Startpage", "Trustly", "Filza", "Moodle", "Mistral", "Wisepad 3", "(ERC20)", "Groq"])
    func namesAreNames(_ text: String) {
        #expect(EnglishWords.isNameOnly(text))
    }

    /// Interface words, inflected and prefixed ones, two-letter words and text outside ASCII are not names.
    @Test(arguments: [
        "Bookmarks", "Downloading…", "Preferences", "Acknowledgements", "Unfollow", "Resynced", "Login", "Emoji",
        "Moodle courses", "OK", "QU", "yandex", "Azərbaycanca", "Wi-Fi", "Set Passcode", "Playlists", "Cancel",
        // XcodesApp's heading: an acronym's plural.
        "SDKs", "APIs",
    ])
    func wordsAreNotNames(_ text: String) {
        #expect(!EnglishWords.isNameOnly(text))
    }

    /// More than three words are never a name only.
    @Test func longTextIsNotANameOnly() {
        #expect(!EnglishWords.isNameOnly("Yandex Trustly Filza Moodle"))
    }

    /// The binary search answers as a set made of the list's lines does, for every line and for near misses.
    @Test func searchFindsExactlyTheLines() {
        let lines = EnglishWords.list.split(separator: "\n").map(String.init)
        let set = Set(lines)
        #expect(lines.count > 40_000)
        #expect(lines == lines.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }))
        for (index, line) in lines.enumerated() where index % 7 == 0 {
            #expect(EnglishWords.contains(ArraySlice(line.utf8)))
            for probe in [line + "q", String(line.dropLast()), "a" + line] {
                #expect(EnglishWords.contains(ArraySlice(probe.utf8)) == set.contains(probe), "\(probe)")
            }
        }
    }
}
