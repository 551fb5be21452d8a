import L10nSourceIndex

/// What the app's own practice says of a literal: evidence read from the code around it, not from a list.
extension SiteContext {
    /// Whether a one-word literal given to a parameter of the project's own declaration is a name by the file's
    /// practice: the file's declarations give that same parameter of that call a localized value elsewhere, and
    /// one-word literals three times as often or more (three at least) — the team localized the exception and left
    /// the names. Two localized labels beside two plain ones (`getTitleLabel(title: "mode".localized)`,
    /// `getTitleLabel(title: "Padding")`) are strings forgotten, not names.
    ///
    ///     let systemDefaultBrowser = Browser(name: "preferences_default_browser".loco(), path: "")
    ///     let zoomAppBrowser = Browser(name: "Zoom", path: "")      // a name: not reported
    ///     let teamsAppBrowser = Browser(name: "Teams", path: "")    // a name: not reported
    ///     let jitsiAppBrowser = Browser(name: "Jitsi", path: "")    // a name: not reported
    ///     let fallbackBrowser = Browser(name: "Default Browser")   // words: reported
    ///
    /// Read only for a one-word literal given to a declaration the index followed (built-in APIs are left alone:
    /// `UIAlertAction(title: "Cancel")` beside a localized one is a string forgotten), over the file's properties.
    func isNameByPractice(_ item: Int, value: String, sink: TextSink) -> Bool {
        guard sink.api.through != nil, !value.contains(" "), !value.isEmpty, let declarations,
            let colon = view.previous(item), view.isPunctuation(colon, UInt8(ascii: ":")),
            let label = view.previous(colon), tokens[label].kind == .identifier,
            let callee = calleeName(ofArgumentAt: label)
        else { return false }
        let labelName = view.text(label)
        var localized = 0
        var names = 0
        var includesItem = false
        for property in declarations.properties {
            guard let initializer = property.initializer, let start = view.firstCode(in: initializer),
                tokens[start].kind == .identifier, view.text(start) == callee, let open = view.callParenthesis(after: start),
                let close = view.matching(open),
                let argument = view.arguments(open: open, close: close).first(where: { $0.hasLabel && view.text($0.labelToken) == labelName })
            else { continue }
            if isLocalizedExpression(argument.expression, followingVariables: false) {
                localized += 1
            } else if let single = view.singleItem(argument.expression), let literal = file.literal(at: single),
                !file.hasInterpolation(literal), !file.rendered(literal).value.contains(" ")
            {
                names += 1
                if single == item { includesItem = true }
            }
        }
        return includesItem && localized >= 1 && names >= 3 && names >= 3 * localized
    }

    /// The name of the call whose argument is labelled at `label` (`Browser` for `name` in `Browser(name: …)`):
    /// back over the arguments before it to the `(`.
    private func calleeName(ofArgumentAt label: Int) -> String? {
        var cursor = view.previous(label)
        var steps = 0
        while let index = cursor, steps < 64 {
            steps += 1
            if view.isPunctuation(index, UInt8(ascii: "(")) {
                guard let name = view.previous(index), tokens[name].kind == .identifier,
                    view.callParenthesis(after: name) == index
                else { return nil }
                return view.text(name)
            }
            // A closing bracket before: jump to its opening one.
            if tokens[index].kind == .punctuation, let partner = view.matching(index), partner < index {
                cursor = view.previous(partner)
            } else {
                cursor = view.previous(index)
            }
        }
        return nil
    }
}
