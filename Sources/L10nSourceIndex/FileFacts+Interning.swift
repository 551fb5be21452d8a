import L10nSourceParsing

extension FileFacts {
    /// Takes the facts' names from `pool` (``StringPool``): every file's facts are kept until the project index is
    /// built, and the names they repeat (the enclosing type's on each of its properties and functions, a parameter's
    /// type, a callee's or a member's name) each held their own storage, some 10 MB of a 1.2M-line tree's facts.
    /// The same texts, byte for byte: nothing that reads the facts can tell.
    package mutating func intern(_ pool: inout StringPool) {
        for index in callables.indices {
            callables[index].callName = pool.interned(callables[index].callName)
            callables[index].typeName = pool.interned(callables[index].typeName)
            callables[index].returnType = pool.interned(callables[index].returnType)
            // Most parameters' texts are short (no storage of their own): the list is rewritten only when one is not.
            if callables[index].parameters.contains(where: Self.hasStoredText) {
                callables[index].parameters = callables[index].parameters.map { parameter in
                    var parameter = parameter
                    parameter.label = pool.interned(parameter.label)
                    parameter.name = pool.interned(parameter.name)
                    parameter.type = pool.interned(parameter.type)
                    return parameter
                }
            }
        }
        for index in properties.indices {
            properties[index].name = pool.interned(properties[index].name)
            properties[index].type = pool.interned(properties[index].type)
            properties[index].typeName = pool.interned(properties[index].typeName)
        }
        for index in types.indices { types[index].name = pool.interned(types[index].name) }
        for index in shown.indices {
            shown[index].owner = shown[index].owner.interned(&pool)
            shown[index].api = pool.interned(shown[index].api)
        }
        for index in forwards.indices {
            forwards[index].owner = forwards[index].owner.interned(&pool)
            forwards[index].target = forwards[index].target.interned(&pool)
        }
        for index in typeScopes.indices { typeScopes[index].owner = pool.interned(typeScopes[index].owner) }
    }

    /// Whether a parameter has a text of more than 15 bytes (one with storage of its own, ``StringPool``).
    private static func hasStoredText(_ parameter: FileDeclarations.Parameter) -> Bool {
        parameter.name.utf8.count > 15 || parameter.type.utf8.count > 15 || (parameter.label?.utf8.count ?? 0) > 15
    }
}

extension FileFacts.Owner {
    /// The same owner, its names taken from `pool`.
    func interned(_ pool: inout StringPool) -> Self {
        switch self {
        case .parameter: self
        case .property(let type, let name): .property(type: pool.interned(type), name: pool.interned(name))
        case .member(let name): .member(pool.interned(name))
        case .hinted(let name, let receiver): .hinted(pool.interned(name), receiver: pool.interned(receiver))
        case .function(let name): .function(pool.interned(name))
        case .payload(let caseName, let position): .payload(case: pool.interned(caseName), position: position)
        case .payloadMember(let caseName, let name, let position):
            .payloadMember(case: pool.interned(caseName), name: pool.interned(name), position: position)
        }
    }
}

extension FileFacts.Forward.Target {
    /// The same target, its names taken from `pool`.
    func interned(_ pool: inout StringPool) -> Self {
        switch self {
        case .argument(let callee, let label, let position):
            .argument(callee: pool.interned(callee), label: pool.interned(label), position: position)
        case .property(let type, let name): .property(type: pool.interned(type), name: pool.interned(name))
        case .value(let name, let type): .value(of: pool.interned(name), type: pool.interned(type))
        }
    }
}
