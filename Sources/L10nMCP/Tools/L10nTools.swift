/// The tools `l10n mcp` offers, in the order `tools/list` gives them.
public enum L10nTools {
    public static let all: [any MCPTool] = [
        CoverageTool(), UntranslatedTool(), SubmitTranslationsTool(), ValidateTool(), ReviewQueueTool(), ReviewTool(), CheckTool(), SuggestKeyTool(),
        ExplainTool(),
    ]
}
