import XCStrings

/// `validate`: checks translations exactly as `submit_translations` does — the same import checks and the same
/// translation-quality findings — and writes nothing (its `dryRun`), so an agent can fix its strings before
/// submitting them.
struct ValidateTool: MCPTool {
    let name = "validate"
    let title = "Validate translations"
    let readOnly = true
    let description = """
        Checks translations without writing them, exactly as 'submit_translations' would (same arguments): the \
        key, the variant, the format specifiers, and the translation-quality rules 'l10n check' runs \
        (whitespace-mismatch, doubled-space, punctuation-mismatch, bracket-mismatch, number-mismatch, \
        untranslated-copy, placeholder-translation, length-limit, each at the project's configured level). The answer lists under 'rejected' each \
        translation an error would refuse, with the rule id and the reason in one sentence, and under 'applied' \
        those that would land, each with its 'findings' (warnings and notes: worth a look, not blocking). \
        Nothing is written.
        """
    var inputSchema: JSONValue { SubmitTranslationsTool().inputSchema }

    func call(_ arguments: ToolArguments, project: MCPProject) throws(ToolError) -> JSONValue {
        guard case .object(var members) = arguments.json else {
            throw ToolError("the arguments must be an object with 'language' and 'translations'")
        }
        members.removeAll { $0.key == "dryRun" }
        members.append(JSONMember(key: "dryRun", value: .bool(true)))
        return try SubmitTranslationsTool().call(ToolArguments(.object(members)), project: project)
    }
}
