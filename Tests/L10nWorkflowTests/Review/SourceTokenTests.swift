import L10nWorkflow
import Testing

/// A source token is FNV-1a over source, variant and comment, each followed by 0xFF (computed independently with
/// Python): tokens agents hold must stay valid across versions of l10n.
@Suite struct SourceTokenTests {
    @Test func tokenIsStable() {
        #expect(SourceToken.make(source: "Sync", variant: "", comment: "Button") == "s1-fd526d2a98dc9ed1")
    }

    @Test func eachPartCounts() {
        let token = SourceToken.make(source: "Sync", variant: "", comment: "Button")
        #expect(SourceToken.make(source: "Sync now", variant: "", comment: "Button") != token)
        #expect(SourceToken.make(source: "Sync", variant: "plural.one", comment: "Button") != token)
        #expect(SourceToken.make(source: "Sync", variant: "", comment: nil) != token)
    }
}
