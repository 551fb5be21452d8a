import L10nSourceParsing

// Which values are shown, and marking them: an argument's or a value's target, and the links of the routes.
extension Resolver {
    /// The API that shows what goes into an argument that can go to `slots`, and the parameter it goes to: the first
    /// of them shown.
    func argumentTarget(_ slots: [Slot]) -> (api: String, node: RouteNode)? {
        for slot in slots {
            if hasShownParameter[slot.callable], let api = shownParameters[slot.callable]?[slot.position] {
                return (api, .parameter(callable: slot.callable, position: slot.position))
            }
        }
        return nil
    }

    /// The API that shows what goes into `target`, if any, and the node the value goes to; `slots`: an argument's,
    /// as ``slots(callee:label:position:)`` found them.
    func target(_ target: FileFacts.Forward.Target, slots: [Slot]?) -> (api: String, node: RouteNode)? {
        switch target {
        case .argument:
            return argumentTarget(slots ?? [])
        case .property(let type, let name):
            // A font's name is shown in its own type face, never translated, wherever it is declared.
            guard !ProjectIndex.fontNames.contains(name) else { return nil }
            return shownProperties[MemberKey(type: type, name: name)].map { ($0, .property(type: type, name: name)) }
        case .value(let name, let type):
            guard !ProjectIndex.unfollowedNames.contains(name) else { return nil }
            if let api = shownFunctions[name] { return (api, .function(name)) }
            if let type, let api = shownProperties[MemberKey(type: type, name: name)] {
                return (api, .property(type: type, name: name))
            }
            return shownMembers[name].map { ($0, .member(name)) }
        }
    }

    func isShown(_ owner: FileFacts.Owner, file: Int) -> String? {
        switch owner {
        case .parameter(let callable, let position): shownParameters[offsets[file] + callable]?[position]
        case .property(let type, let name): shownProperties[MemberKey(type: type, name: name)]
        case .member(let name): shownMembers[name]
        case .hinted(let name, let receiver):
            owners(ofHinted: name, receiver: receiver).lazy.compactMap { self.isShown($0, file: file) }.first
        case .function(let name): shownFunctions[name]
        case .payload(let name, let position):
            (callablesByName[name] ?? []).lazy.compactMap { self.shownParameters[$0]?[position] }.first
        case .payloadMember(let name, let member, let position):
            payloadTypes(name, Int(position)).lazy.compactMap { self.shownProperties[MemberKey(type: $0, name: member)] }.first
        }
    }

    /// Marks `owner` as shown by `api`; the first API that shows a value is the one messages name. `via`: the
    /// node the value is passed on to, when it is shown because it is (the route `check --explain` shows).
    mutating func mark(_ owner: FileFacts.Owner, file: Int, api: String, via: RouteNode? = nil) {
        switch owner {
        case .parameter(let callable, let position):
            markParameter(offsets[file] + callable, position, api: api, via: via)
        case .property(let type, let name):
            let key = MemberKey(type: type, name: name)
            let node = RouteNode.property(type: type, name: name)
            // Only this type's: another type's property of the same name is not shown because this one is.
            if shownProperties[key] == nil { shownProperties[key] = api }
            link(.member(name), to: node)
            if let via { link(node, to: via) }
            if let initializer = memberwise[type],
                let position = callables[initializer].fact.parameters.firstIndex(where: { $0.name == name })
            {
                markParameter(initializer, position, api: api, via: node)
            }
        case .hinted(let name, let receiver):
            for owner in owners(ofHinted: name, receiver: receiver) { mark(owner, file: file, api: api, via: via) }
        case .member(let name):
            shownMembers[name] = shownMembers[name] ?? api
            memberShowingFiles[name, default: []].insert(file)
            if let via { link(.member(name), to: via) }
        case .function(let name):
            shownFunctions[name] = shownFunctions[name] ?? api
            if let via { link(.function(name), to: via) }
        case .payload(let name, let position):
            for callable in callablesByName[name] ?? [] where callables[callable].fact.kind == .enumCase {
                if position < callables[callable].fact.parameters.count {
                    markParameter(callable, position, api: api, via: via)
                }
            }
        case .payloadMember(let name, let member, let position):
            for type in payloadTypes(name, Int(position)) {
                mark(.property(type: type, name: member), file: file, api: api, via: via)
            }
        }
    }

    /// Records that a value at `node` goes on to `target` (the first such link counts, as the first API does).
    private mutating func link(_ node: RouteNode, to target: RouteNode) {
        if node != target, next[node] == nil { next[node] = target }
    }

    /// The types of the associated value at `position` of the enum cases named `name` (`StandardItem` for
    /// `case standard(StandardItem?)`).
    private func payloadTypes(_ name: String, _ position: Int) -> [String] {
        (callablesByName[name] ?? []).compactMap { callable in
            let fact = callables[callable].fact
            guard fact.kind == .enumCase, position < fact.parameters.count else { return nil }
            return FileDeclarations.typeName(fact.parameters[position].type)
        }
    }

    /// A logging function's parameters are never shown, even when its messages reach an app's own log viewer.
    private mutating func markParameter(_ callable: Int, _ position: Int, api: String, via: RouteNode?) {
        guard !callables[callable].fact.logs else { return }
        if shownParameters[callable]?[position] == nil {
            shownParameters[callable, default: [:]][position] = api
            hasShownParameter[callable] = true
        }
        if let via { link(.parameter(callable: callable, position: position), to: via) }
    }
}
