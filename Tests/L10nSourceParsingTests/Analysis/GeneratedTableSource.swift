/// The source of a generated table of strings (`StandardNames+Endonyms.swift`, `EnglishWords+WorldWords.swift`): the
/// file's `header` lines, which open the array, then `items` (each already a Swift literal) wrapped at 120 columns,
/// then the array's and the extension's closing braces.
enum GeneratedTableSource {
    static func source(header: [String], items: [String]) -> String {
        var lines: [String] = []
        var line = "       "
        for item in items.map({ " " + $0 + "," }) {
            if line.count + item.count > 120 {
                lines.append(line)
                line = "       "
            }
            line += item
        }
        lines.append(line)
        return (header + lines + ["    ]", "}", ""]).joined(separator: "\n")
    }
}
