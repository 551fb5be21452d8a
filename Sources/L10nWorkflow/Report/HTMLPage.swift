import L10nFormats

/// An HTML page being written: raw markup, and text escaped for element content or a double-quoted attribute
/// (with ``XMLEscaper``: `&`, `<`, `>`, `"`; characters XML cannot carry are left out).
///
///     var page = HTMLPage()
///     page.raw("<code>\(page.path("apps/Mail/Localizable.xcstrings"))</code>")
///     // <code>apps/<wbr>Mail/<wbr>Localizable.xcstrings</code>: a narrow screen wraps it after a slash
struct HTMLPage {
    var out = ""

    mutating func raw(_ markup: String) { out += markup }

    func text(_ value: String) -> String {
        var escaper = XMLEscaper()
        return escaper.text(value)
    }

    func attribute(_ value: String) -> String {
        var escaper = XMLEscaper()
        return escaper.attribute(value)
    }

    /// A key as text that may wrap after a `.`, a run of `_` or a `-` (a key with spaces wraps between words),
    /// so a long key fits a narrow screen without breaking mid-word.
    ///
    ///     page.key("settings.sync_now")   // settings.<wbr>sync_<wbr>now
    func key(_ value: String) -> String {
        var out = ""
        var previous: Character?
        for character in text(value) {
            if previous == "." || previous == "-" || (previous == "_" && character != "_") { out += "<wbr>" }
            out.append(character)
            previous = character
        }
        return out
    }

    /// A file path (or a line starting with one) as text that may wrap after each `/` and after a run of `_` (a
    /// flattened path such as `App__Resources_Localizable.xcstrings`); the page's style breaks a name elsewhere
    /// only when it is wider than the screen on its own.
    func path(_ value: String) -> String {
        var out = ""
        var previous: Character?
        for character in text(value) {
            if previous == "/" || (previous == "_" && character != "_") { out += "<wbr>" }
            out.append(character)
            previous = character
        }
        return out
    }
}
