extension ReportSummary {
    /// The human summary printed on standard error after the diagnostics: each catalog, then one line per
    /// language with `translated/total (percent%)`, then the counts by severity and files scanned.
    ///
    ///     Localizable.xcstrings
    ///       en  12/12 (100%)
    ///       es  11/12 (91%)
    ///     3 errors, 1 warning, 0 notes in 2 files
    ///
    /// With `colour`, complete languages are green and incomplete ones yellow, and non-zero error, warning
    /// and note counts take the colour of their severity.
    public func text(colour: Bool = false) -> String {
        let style = ANSIStyle(enabled: colour)
        var out = ""
        for catalog in catalogs {
            out += style.bold(catalog.file) + "\n"
            let languageWidth = catalog.languages.map { $0.language.count }.max() ?? 0
            let fractions = catalog.languages.map { "\($0.translated)/\($0.total)" }
            let fractionWidth = fractions.map(\.count).max() ?? 0
            for (progress, fraction) in zip(catalog.languages, fractions) {
                let language = progress.language.padding(toWidth: languageWidth)
                let aligned = String(repeating: " ", count: fractionWidth - fraction.count) + fraction
                let percent = "(\(progress.percent)%)"
                let painted = progress.translated >= progress.total ? style.green(percent) : style.yellow(percent)
                out += "  \(language)  \(aligned) \(painted)\n"
            }
        }
        out += countsLine(style: style) + "\n"
        return out
    }

    /// `3 errors, 1 warning, 0 notes in 2 files`.
    func countsLine(style: ANSIStyle) -> String {
        let errors = Self.counted(counts.errors, "error")
        let warnings = Self.counted(counts.warnings, "warning")
        let notes = Self.counted(counts.notes, "note")
        return [
            counts.errors > 0 ? style.colour(errors, for: .error) : errors,
            counts.warnings > 0 ? style.colour(warnings, for: .warning) : warnings,
            counts.notes > 0 ? style.colour(notes, for: .note) : notes,
        ].joined(separator: ", ") + " in " + Self.counted(filesScanned, "file")
    }

    /// `1 error`, `2 errors`, `0 notes`.
    static func counted(_ count: Int, _ noun: String) -> String { L10nDiagnostics.counted(count, noun) }
}

extension String {
    /// Pads with spaces on the right to `width` characters.
    fileprivate func padding(toWidth width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
