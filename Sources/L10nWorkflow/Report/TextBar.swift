/// A progress bar drawn in text, for terminals and Markdown: full blocks, one partial block in eighths, then dots.
///
///     TextBar.draw(0.56)            // "█████▌····"
///     TextBar.draw(1)               // "██████████"
///     TextBar.draw(0.004)           // "··········"
///     TextBar.labelled(0.56, 56)    // "█████▌····  56 %"
///
/// The bar is rounded down like the percentage beside it, so a full bar always means complete.
public enum TextBar {
    static let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// `fraction` (0...1) as `width` cells.
    public static func draw(_ fraction: Double, width: Int = 10) -> String {
        let eighths = Int((min(max(fraction, 0), 1) * Double(width * 8)).rounded(.down))
        let full = eighths / 8
        let partial = eighths % 8
        var bar = String(repeating: "█", count: full)
        if partial > 0 { bar.append(partials[partial - 1]) }
        return bar + String(repeating: "·", count: width - full - (partial > 0 ? 1 : 0))
    }

    /// The bar, then the percentage right-aligned in three digits: `█████▌····  56 %`.
    public static func labelled(_ fraction: Double, _ percent: Int, width: Int = 10) -> String {
        let number = String(percent)
        return draw(fraction, width: width) + " " + String(repeating: " ", count: max(0, 3 - number.count)) + number
            + " %"
    }
}
