/// Attributed strings made from text (shown wherever the attributed string goes).
extension APICatalogue {
    static let foundation = Section(
        framework: "Foundation",
        entries: [
            .platform("NSAttributedString", "text", labels: ["string"]),
            .platform("NSMutableAttributedString", "text", labels: ["string"]),
            .platform("AttributedString", "text", first: true, labels: []),
        ])
}
