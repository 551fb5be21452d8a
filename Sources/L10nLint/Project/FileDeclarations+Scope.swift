extension FileDeclarations {
    /// The declaration around token `index` as a finding names it: the innermost type and the innermost member or
    /// global function or property (its body, getter or initial value) holding the token, `HomeView.body`,
    /// `HomeView.init`, `Formatter.label`; just the type or the function when there is no other; nil at the top
    /// level. Local variables and closures are not declarations here: a literal in `let title = "…"` inside `body`
    /// is in `HomeView.body`. Worked out once per finding, from declarations the linter already has.
    ///
    ///     struct HomeView: View {
    ///         var body: some View { Text("Welcome") }   // "Welcome" → "HomeView.body"
    ///     }
    func scope(of index: Int, typeName: String?) -> String? {
        var member: (name: String, start: Int)?
        func consider(_ name: String, _ range: ClosedRange<Int>?) {
            guard let range, range.contains(index), range.lowerBound > (member?.start ?? -1) else { return }
            member = (name, range.lowerBound)
        }
        for function in functions where function.kind != .enumCase { consider(function.name, function.body) }
        for property in properties where property.scope != .local {
            consider(property.name, property.getter)
            if let value = property.initializer, value.contains(index) {
                consider(property.name, value.lowerBound...max(value.lowerBound, value.upperBound - 1))
            }
        }
        switch (typeName, member?.name) {
        case (let type?, let name?): return type + "." + name
        case (let type?, nil): return type
        case (nil, let name?): return name
        case (nil, nil): return nil
        }
    }
}
