import L10nSourceParsing

/// Text that reaches the user (see ``Site/userText(_:)``).
package struct UserText: Sendable {
    /// The expression's tokens.
    package var expression: Range<Int>
    /// What shows it: the API, and the name findings call it by.
    package var sink: TextSink
    /// True for `property += expression`: the text is added to what the property holds.
    package var isAppended: Bool
    /// The token a finding about the whole expression points at: the `+=` operator, or the expression's start.
    package var anchor: Int

    package init(expression: Range<Int>, sink: TextSink, isAppended: Bool, anchor: Int) {
        self.expression = expression
        self.sink = sink
        self.isAppended = isAppended
        self.anchor = anchor
    }
}

/// What shows a ``UserText``: the API (`Text`, `label.text`, a configured `Row(title:)`) and the name a finding
/// calls it by (`'Text'`, `'text'`, `'Row'`).
package struct TextSink: Sendable {
    package let api: UserFacingAPI
    /// The call's or property's name, as messages quote it.
    package let name: String
    /// The argument naming where a localizing call looks its literal up (`tableName:`, `table:`, `bundle:`):
    /// `Text("Open", tableName: "GeneralSettings")` reads the key "Open" from that table, not English text.
    package var lookupLabel: String? = nil
    /// The declaration the project index followed (``UserFacingAPI/through``), which ``route`` names with its file
    /// and line (`StatsView.swift:42`); nil for a built-in API. Looked up here, written only when a finding is.
    var declaration: Hop? = nil
    /// The value is one of a list's values of one element whose others are mostly prose (`[(.rect, "Rect"),
    /// (.square, "Square"), (.polygon(sides: 5), "pentagon")]`): a single lower-case word there is a word of
    /// the list, not a key.
    package var isAmongWords = false

    /// The sink of `api` called `name`; the declaration a value at `line` of `path` goes through is looked up in
    /// `project`.
    package init(
        api: UserFacingAPI, name: String, project: borrowing ProjectIndex? = nil, path: String = "", line: Int = 0
    ) {
        self.api = api
        self.name = name
        if api.through != nil, let hop = project?.declaration(of: api, at: path, line: line), !hop.path.isEmpty {
            declaration = hop
        }
    }

    /// The element segment of a suggested key (`button` in `restaurant.detail.button.favorite`), if any.
    package var element: String? { api.element }
    /// SwiftUI takes a `LocalizedStringKey` here: a literal is looked up in the catalog.
    package var localizesKeys: Bool { api.localizesKeys }

    /// ``route`` after "text that": `goes to 'Text'`, `reaches 'Text' through 'SectionRow(title:)' (…)`.
    package var shownPhrase: String {
        let route = self.route
        return route.hasPrefix("in ") ? "goes to " + route.dropFirst(3) : route
    }

    /// Whether the text is an error's description: given to, or read through, a `LocalizedError`'s
    /// `errorDescription`, `failureReason` or `recoverySuggestion`, or an error's own `localizedDescription`.
    package var isErrorText: Bool {
        func isErrorMember(_ name: String) -> Bool {
            let member = name.split(separator: ".").last.map(String.init) ?? name
            return ProjectIndex.knownTextMembers.contains(member) || member == "localizedDescription"
        }
        return isErrorMember(api.name) || api.through.map(isErrorMember) == true
    }

    /// How a finding says where the text goes: `in 'Text'`, or, for a declaration the project index followed,
    /// `reaches 'Text' through 'SectionRow(title:)' (SectionRow.swift:3)`.
    package var route: String {
        if let control = api.assumedControl {
            // `Recorder` and `Pane` are no SwiftUI control: such a view shows its title as its name says.
            let shown = AssumedComponent.swiftUIControls.contains(control) ? "as by '\(control)'" : "as its title"
            return "in '\(name)' (assumed shown \(shown): the project does not declare it and no checkout of its dependency was read; check the dependency out or name its folder in 'dependencies' to make this exact)"
        }
        guard let through = api.through else { return "in '\(name)'" }
        let declaration = self.declaration.map { hop in
            " (\(hop.path.lastIndex(of: "/").map { hop.path[hop.path.index(after: $0)...] } ?? Substring(hop.path)):\(hop.line))"
        } ?? ""
        if let shownBy = api.shownBy { return "reaches '\(shownBy)' through '\(through)'\(declaration)" }
        return api.localizesKeys
            ? "in '\(through)'\(declaration), a localized text position" : "in '\(through)'\(declaration)"
    }
}
