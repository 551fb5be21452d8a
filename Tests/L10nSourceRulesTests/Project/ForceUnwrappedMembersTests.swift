import Foundation
import Testing

@testable import L10nSourceIndex
@testable import L10nSourceParsing
@testable import L10nSourceRules

/// A `??` default of a member some other file force-unwraps (flavorly's Core Data recipes: `Text(recipe.title ??
/// "Untitled Recipe")` in three views, `Text(recipe.title!)` in the list): the team's code says the value is there.
@Suite struct ForceUnwrappedMembersTests {
    @Test func theMembersAFileForceUnwrapsOnAName() {
        let file = SourceFile(path: "List.swift", source: Lexer.tokenize("""
            let a = recipe.title!
            let b = recipe.note != nil
            let c = model.user.name!
            let d = !tag.isHidden
            """))
        #expect(FileFacts.forceUnwrappedMembers(in: file) == ["recipe.title"])
    }

    @Test func aDefaultOfAMemberForceUnwrappedElsewhereIsNotShown() throws {
        let folder = try ScratchFolder()
        let list = try folder.write("""
            struct RecipeList: View {
                var recipes: [Recipe]
                var body: some View { ForEach(recipes) { recipe in Text(recipe.title!) } }
            }
            """, to: "Sources/RecipeList.swift")
        let detail = try folder.write("""
            struct Detail: View {
                var recipe: Recipe
                var tag: Tag
                var body: some View {
                    Text(String(localized: "detail.header"))
                    Text(recipe.title ?? "Untitled Recipe")
                    Text(tag.title ?? "Untitled Tag")
                }
            }
            """, to: "Sources/Detail.swift")
        let lines = SourceLintRunner.run(files: [detail, list], options: LintOptions()).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map { "\($0.location.line):\($0.location.column)" }
        #expect(lines == ["7:27"], "\(lines)")
        // Without the list's force-unwrap, both defaults may show.
        let alone = SourceLintRunner.run(files: [detail], options: LintOptions()).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map { "\($0.location.line):\($0.location.column)" }
        #expect(alone == ["6:30", "7:27"], "\(alone)")
    }
}
