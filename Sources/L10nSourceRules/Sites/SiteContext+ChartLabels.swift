import L10nSourceParsing

extension SiteContext {
    /// Whether the literal at `item` is the label of a Swift Charts plottable value, the first of its two or more
    /// arguments, in a file that imports Charts:
    ///
    ///     BarMark(x: .value("Weekday", day.name), y: .value("Hours", day.hours))
    ///     .foregroundStyle(by: .value("Metric", "Mood"))
    ///
    /// `PlottableValue.value(_:_:)` takes a `LocalizedStringKey`, so Xcode extracts the label into the catalog,
    /// but a chart draws no axis title nor legend heading from it (the legend shows the values): it names the data
    /// for VoiceOver's audio graph only. Its key asks no translation on screen (StudyPulse's 'Weekday', 'Metric').
    func isChartValueLabel(_ item: Int) -> Bool {
        guard let open = view.previous(item), view.isPunctuation(open, UInt8(ascii: "(")),
            let name = view.previous(open), tokens[name].kind == .identifier, view.token(name, is: "value"),
            let dot = view.previous(name), view.isPunctuation(dot, UInt8(ascii: "."))
        else { return false }
        // `.value(` as an implicit member: not `measurement.value(`, `dictionary.value(forKey:`.
        if let receiver = view.previous(dot) {
            let kind = tokens[receiver].kind
            if kind == .identifier || kind == .stringClose || view.token(receiver, is: "self")
                || view.isPunctuation(receiver, UInt8(ascii: ")")) || view.isPunctuation(receiver, UInt8(ascii: "]"))
            {
                return false
            }
        }
        // A second argument follows the label.
        let end = view.skip(item)
        guard end < tokens.count, let comma = tokens[end].isComment ? view.next(end) : end,
            view.isPunctuation(comma, UInt8(ascii: ","))
        else { return false }
        return importsCharts.answer { Self.imports("Charts", in: file) }
    }
}
