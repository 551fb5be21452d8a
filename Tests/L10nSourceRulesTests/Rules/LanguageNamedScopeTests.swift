import Testing

@testable import L10nSourceRules

/// A member named for the language its text is written in (Rudolstadt's `ArtistType.germanName` and `englishName`,
/// picked by the app's language in `localizedName(locale:)`) holds the team's own translations, not hardcoded text.
@Suite struct LanguageNamedScopeTests {
    @Test func aMemberNamedForALanguage() {
        #expect(SourceLinter.namedLanguage("germanName") == "German")
        #expect(SourceLinter.namedLanguage("englishName") == "English")
        #expect(SourceLinter.namedLanguage("titleInFrench") == "French")
        #expect(SourceLinter.namedLanguage("name_spanish") == "Spanish")
    }

    @Test func namesThatHoldNoLanguageWord() {
        // 'language' is no language; 'Englishman' or 'polish' (a verb) are not among the words.
        #expect(SourceLinter.namedLanguage("languageName") == nil)
        #expect(SourceLinter.namedLanguage("localizedName") == nil)
        #expect(SourceLinter.namedLanguage("polishTitle") == nil)
        #expect(SourceLinter.namedLanguage("englishmanTitle") == nil)
    }

    @Test func onlyMembersNotTypes() {
        #expect(SourceLinter.languageNamedScope("ArtistType.germanName") != nil)
        // A type named for a language (a course's screen) shows its text to every user: its members decide.
        #expect(SourceLinter.languageNamedScope("EnglishCourseView.body") == nil)
        #expect(SourceLinter.languageNamedScope(nil) == nil)
    }
}
