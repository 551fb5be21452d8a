/// Text from catalogs made safe for GitHub-flavoured Markdown, in a table cell or a list item.
///
///     MarkdownText.code("home.title")            // "`home.title`"
///     MarkdownText.code("a|b `c`")               // "`` a\|b `c` ``"
///     MarkdownText.code("line\nbreak")           // "`line↵break`"
///     MarkdownText.code(String(repeating: "x", count: 200), limit: 80)   // 79 x's and "…", in backticks
///
/// Keys, values and paths go in code spans, where nothing is read as Markdown or HTML and GitHub links no
/// `@mention` or `#123`: the fence is one backtick more than the longest run inside, padded with spaces when the
/// text starts or ends with one. `|` is escaped (GitHub splits table rows on it even in code), line breaks
/// become `↵` and tabs a space (a cell is one line), and long text is cut at `limit` characters with `…`, so a
/// report stays small whatever the catalog holds.
public enum MarkdownText {
    public static func code(_ text: String, limit: Int = 80) -> String {
        var body = ""
        var longestRun = 0
        var run = 0
        let cut = text.count > limit
        var count = 0
        for character in text {
            if cut && count == limit - 1 {
                body += "…"
                break
            }
            count += 1
            if character == "`" {
                run += 1
                longestRun = max(longestRun, run)
            } else {
                run = 0
            }
            switch character {
            case "|": body += "\\|"
            case "\n", "\r", "\r\n": body += "↵"
            case "\t": body += " "
            default: body.append(character)
            }
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padded = body.first == "`" || body.last == "`" || body.isEmpty ? " " + body + " " : body
        return fence + padded + fence
    }
}
