extension Localization {
    /// Whether it has any string unit: what `stringUnits.isEmpty` tells, without building the list or a path.
    public var hasStringUnits: Bool {
        if stringUnit != nil || variations?.hasStringUnits == true { return true }
        return substitutions?.values.contains { $0.variations?.hasStringUnits == true } ?? false
    }

    /// Every string unit of the localization with its variant path, in file order: the plain unit, then
    /// variations (nested ones included), then each substitution's variations.
    ///
    ///     for found in localization.stringUnits { print(found.path, found.unit.value) }
    ///     // "" "%#@count@ files"
    ///     // "substitutions.count.plural.one" "%arg file"
    public var stringUnits: [LocatedStringUnit] {
        var result: [LocatedStringUnit] = []
        forEachStringUnit { path, unit in result.append(LocatedStringUnit(path: path, unit: unit)) }
        return result
    }

    /// Calls `body` for every string unit with its variant path (see ``stringUnits``).
    public func forEachStringUnit<E: Error>(_ body: (VariantPath, StringUnit) throws(E) -> Void) throws(E) {
        if let stringUnit { try body(.root, stringUnit) }
        if let variations { try variations.forEachStringUnit(under: .root, body) }
        if let substitutions {
            for (name, substitution) in substitutions {
                if let variations = substitution.variations {
                    try variations.forEachStringUnit(under: VariantPath(["substitutions", name]), body)
                }
            }
        }
    }

    /// Lets `body` change every string unit in place (e.g. to mark all as `needs_review`).
    public mutating func updateStringUnits(_ body: (VariantPath, inout StringUnit) -> Void) {
        if stringUnit != nil { body(.root, &stringUnit!) }
        if variations != nil { variations!.updateStringUnits(under: .root, body) }
        if var list = substitutions {
            for index in list.indices where list[valueAt: index].variations != nil {
                let name = list.keys[index]
                list[valueAt: index].variations!.updateStringUnits(under: VariantPath(["substitutions", name]), body)
            }
            substitutions = list
        }
    }

    /// The string unit at `path`, or nil.
    public func stringUnit(at path: VariantPath) -> StringUnit? {
        var found: StringUnit?
        forEachStringUnit { candidate, unit in if candidate == path && found == nil { found = unit } }
        return found
    }
}

extension Variations {
    /// Whether any case, at any depth, has a string unit.
    public var hasStringUnits: Bool {
        for cases in [plural, device] {
            guard let cases else { continue }
            for variation in cases.values where variation.stringUnit != nil || variation.variations?.hasStringUnits == true {
                return true
            }
        }
        return false
    }

    /// Calls `body` for every string unit under these variations; paths start with `prefix`.
    public func forEachStringUnit<E: Error>(
        under prefix: VariantPath, _ body: (VariantPath, StringUnit) throws(E) -> Void
    ) throws(E) {
        for (kind, cases) in [("plural", plural), ("device", device)] {
            guard let cases else { continue }
            for (name, variation) in cases {
                let path = prefix.appending(kind, name)
                if let unit = variation.stringUnit { try body(path, unit) }
                if let nested = variation.variations { try nested.forEachStringUnit(under: path, body) }
            }
        }
    }

    /// Lets `body` change every string unit under these variations in place.
    public mutating func updateStringUnits(under prefix: VariantPath, _ body: (VariantPath, inout StringUnit) -> Void) {
        func update(_ kind: String, _ cases: inout KeyedList<Variation>) {
            for index in cases.indices {
                let path = prefix.appending(kind, cases.keys[index])
                if cases[valueAt: index].stringUnit != nil { body(path, &cases[valueAt: index].stringUnit!) }
                if cases[valueAt: index].variations != nil {
                    cases[valueAt: index].variations!.updateStringUnits(under: path, body)
                }
            }
        }
        if plural != nil { update("plural", &plural!) }
        if device != nil { update("device", &device!) }
    }
}
