import L10nSourceParsing

// What the resolution yields: the routes text went through, and the project's own APIs (shown parameters,
// members by name and by type).
extension Resolver {
    /// The labels of a localization wrapper's default value, beside its key: `String(localized:defaultValue:)`'s,
    /// `NSLocalizedString(_:value:comment:)`'s.
    static let defaultValueLabels: Set<String> = ["value", "defaultValue", "default", "fallback"]

    /// The hops of every node text went through, each named once (one pass over the facts for all).
    func routes() -> TextRoutes {
        var routes = TextRoutes(next: next)
        var wanted = Set(next.keys).union(next.values)
        for (callable, positions) in shownParameters {
            for position in positions.keys { wanted.insert(.parameter(callable: callable, position: position)) }
        }
        for name in shownMembers.keys { wanted.insert(.member(name)) }
        for key in shownProperties.keys { wanted.insert(.property(type: key.type, name: key.name)) }
        for node in wanted {
            guard case .parameter(let index, _) = node else { continue }
            let callable = callables[index]
            routes.hops[node] = Hop(
                name: FileDeclarations.signature(callable.fact.callName, callable.fact.parameters),
                path: facts[callable.file].path, line: callable.fact.line)
        }
        // Most declarations are on no route: ruled out by their name before a node is made and looked up.
        var names: [String] = []
        for node in wanted {
            switch node {
            case .property(_, let name), .member(let name), .function(let name): names.append(name)
            case .parameter: break
            }
        }
        let wantedNames = NameTable(names)
        var declarations: [RouteNode: [Hop]] = [:]
        for file in facts {
            for property in file.properties where wantedNames.index(of: property.name.utf8) != nil {
                if let type = property.typeName, wanted.contains(.property(type: type, name: property.name)) {
                    let node = RouteNode.property(type: type, name: property.name)
                    // An inline tuple's element by its label alone: its type's name is the tuple's text.
                    let name = type.hasPrefix("(") ? property.name : "\(type).\(property.name)"
                    if routes.hops[node] == nil { routes.hops[node] = Hop(name: name, path: file.path, line: property.line) }
                }
                if wanted.contains(.member(property.name)) {
                    let hop = Hop(name: property.name, path: file.path, line: property.line)
                    if routes.hops[.member(property.name)] == nil { routes.hops[.member(property.name)] = hop }
                    declarations[.member(property.name), default: []].append(hop)
                }
            }
            for callable in file.callables
            where callable.kind == .function && wantedNames.index(of: callable.callName.utf8) != nil
                && wanted.contains(.function(callable.callName))
            {
                let hop = Hop(name: "\(callable.callName)()", path: file.path, line: callable.line)
                if routes.hops[.function(callable.callName)] == nil { routes.hops[.function(callable.callName)] = hop }
                declarations[.function(callable.callName), default: []].append(hop)
            }
        }
        for (node, hops) in declarations where hops.count > 1 {
            routes.declarations[node] = Dictionary(grouping: hops, by: \.path)
        }
        return routes
    }

    /// The API that shows values of `name`, read on any receiver or on a known type's (`error.localizedDescription`
    /// of an `error: Error`): whether the project shows some value of that name at all.
    func shown(_ name: String) -> String? {
        shownMembers[name] ?? shownProperties.first { $0.key.name == name }?.value
    }

    /// The project's own APIs: callables whose parameters are shown or localize, and members by name and by type
    /// (``ProjectIndex/apis``, ``ProjectIndex/members``, ``ProjectIndex/typedMembers``). `carriers`: the facts'
    /// ``carriers(_:)``, worked out beside the resolver's start.
    func shownAPIs(_ declared: DeclaredFacts, carriers: [String: Set<String>]) -> (
        apis: [UserFacingAPI], members: [String: ProjectIndex.Member], typedMembers: [MemberKey: UserFacingAPI],
        unshownMembers: Set<MemberKey>
    ) {
        var apis: [UserFacingAPI] = []
        let localizingFunctions = declared.localizingFunctions
        for (index, callable) in callables.enumerated() {
            // A function named as a logger's are (`warning`, `error`, `debug`) is matched by that name to every
            // logger's calls (`Logger.shared.warning("Decoding failed")`): its parameters are no text position, as
            // a logging function's are never shown (``markParameter``).
            if callable.fact.logs { continue }
            // `append(_:)`, `insert(_:)`: matched by name, nearly every call is a collection's
            // (``ProjectIndex/standardMemberNames``).
            if ProjectIndex.standardMemberNames.contains(callable.fact.callName) { continue }
            let parameters = callable.fact.parameters
            // A localization wrapper's arguments are its key and default value (`getString("Mantis.Reset", value:
            // "Reset")`, whose `?? key` fallback returns them as they are): localized, as the call is.
            let shown = localizingFunctions.contains(callable.fact.callName) ? [:] : shownParameters[index] ?? [:]
            // Most callables have no parameter to follow.
            guard !shown.isEmpty || parameters.contains(where: { LocalizationType.isLocalized($0.type) }) else {
                continue
            }
            let signature = FileDeclarations.signature(callable.fact.callName, parameters)
            for localizes in [false, true] {
                let positions = parameters.indices.filter { position in
                    let type = parameters[position].type
                    // The default value a wrapper hands on beside its key (Leka's `LocalizedString(_ key:, value:
                    // String.LocalizationValue, comment:)`, which calls `String(localized: key, defaultValue: value)`):
                    // the English shown where no translation is, not a key looked up.
                    if localizes, Self.defaultValueLabels.contains(parameters[position].label ?? ""),
                        parameters.indices.contains(where: { $0 != position && parameters[$0].label == nil })
                    {
                        return false
                    }
                    return localizes ? LocalizationType.isLocalized(type) : (shown[position] != nil && LocalizationType.isText(type))
                }
                guard !positions.isEmpty else { continue }
                // Text parameters grouped by the API that shows each (`title:` by `messageText`, `message:` by
                // `informativeText`), so a finding names the right one; localization contexts in one group.
                let groups = localizes
                    ? [positions] : Dictionary(grouping: positions) { shown[$0] ?? "" }.values.sorted { $0[0] < $1[0] }
                for group in groups {
                    let shownBy = group.lazy.compactMap { shown[$0] }.first
                    apis.append(
                        UserFacingAPI(
                            name: callable.fact.callName, form: .any,
                            firstUnlabeled: group.contains(0) && parameters[0].label == nil,
                            labels: Set(group.compactMap { parameters[$0].label }), localizesKeys: localizes,
                            element: nil, shownBy: shownBy ?? (localizes ? nil : "Text"), through: signature,
                            origin: .parameter(callable: index, position: group[0]),
                            declaredIn: facts[callable.file].path,
                            besideLocalized: !localizes && parameters.contains(where: { LocalizationType.isLocalized($0.type) })))
                }
            }
        }
        // The project shows errors: their `localizedDescription` reaches the screen, or they are handed to an API
        // that shows it.
        let showsErrors = shown("localizedDescription") != nil || facts.contains(where: \.presentsErrors)
        // A `LocalizedError`'s failure reason reaches the screen only where code reads it (`error.failureReason`,
        // `localizedFailureReason`): no alert shows it by itself (iAPS's Open Food Facts errors, read nowhere). Its
        // description does, and its recovery suggestion where AppKit presents the error.
        func readsErrorText(_ name: String) -> Bool {
            switch name {
            case "failureReason": shown("failureReason") != nil || shown("localizedFailureReason") != nil
            case "recoverySuggestion":
                shown("recoverySuggestion") != nil || shown("localizedRecoverySuggestion") != nil
                    || facts.contains(where: \.presentsErrors)
            default: true
            }
        }
        var members: [String: ProjectIndex.Member] = [:]
        var typedMembers: [MemberKey: UserFacingAPI] = [:]
        var unshownMembers: Set<MemberKey> = []
        func add(_ name: String, localizes: Bool, shownBy: String?) {
            guard !ProjectIndex.unfollowedNames.contains(name) else { return }
            let api = UserFacingAPI(
                name: name, form: .any, firstUnlabeled: false, labels: [], localizesKeys: localizes, element: nil,
                shownBy: shownBy, through: name, origin: .member(name))
            // The first declaration of each kind counts; two kinds when declarations of one name differ.
            if localizes {
                members[name, default: ProjectIndex.Member()].localized = members[name]?.localized ?? api
            } else {
                members[name, default: ProjectIndex.Member()].shown = members[name]?.shown ?? api
            }
        }
        // A name many types give a text property (`name`: a cipher's, a header field's, an XML element's, a
        // server's) says, read as `x.name` off a value of no known type, which one is shown no more than `x.id`
        // does: shown on every type only where few types declare it.
        var declaringTypes: [String: Set<String>] = [:]
        for file in facts {
            for property in file.properties where LocalizationType.isText(property.type) && shownMembers[property.name] != nil {
                declaringTypes[property.name, default: []].insert(property.typeName ?? "")
            }
        }
        // Where several types declare it, a type is shown through `x.name` only where a file that shows it names
        // the type (its `ForEach(AppLanguage.allCases)`, its `let format: ExportFormat`) or declares it: BackClaw's
        // `OpenClawWorkspace.displayName`, read nowhere, is not shown because `lang.displayName` is.
        // A type a member or function of which gives a value of it carries it there too (Cisum's
        // `StoreService.tierCached().displayName`: a file naming `StoreService` shows `SubscriptionTier`'s).
        var namedWhereShown: [String: NameHashes] = [:]
        func isNamedWhereShown(_ type: String, _ name: String, declaredIn file: Int) -> Bool {
            guard (declaringTypes[name]?.count ?? 0) > 1, let showing = memberShowingFiles[name], !showing.isEmpty
            else { return true }
            if showing.contains(file) { return true }
            if namedWhereShown[name] == nil {
                var names = NameHashes()
                for index in showing {
                    names.formUnion(facts[index].namesOutsideTypes)
                    for scope in facts[index].typeScopes { names.formUnion(scope.names) }
                }
                namedWhereShown[name] = names
            }
            guard let names = namedWhereShown[name] else { return true }
            if names.contains(NameUses.hash(type)) { return true }
            return carriers[type]?.contains { names.contains(NameUses.hash($0)) } ?? false
        }
        for (fileIndex, file) in facts.enumerated() {
            for property in file.properties {
                if LocalizationType.isLocalized(property.type) {
                    add(property.name, localizes: true, shownBy: nil)
                } else if LocalizationType.isText(property.type), shownMembers[property.name] != nil,
                    let type = property.typeName, shownProperties[MemberKey(type: type, name: property.name)] == nil,
                    !isNamedWhereShown(type, property.name, declaredIn: fileIndex)
                {
                    unshownMembers.insert(MemberKey(type: type, name: property.name))
                } else if LocalizationType.isText(property.type), let api = shownMembers[property.name],
                    (declaringTypes[property.name]?.count ?? 0) <= ProjectIndex.typesPerFollowedName
                {
                    add(property.name, localizes: false, shownBy: api)
                } else if LocalizationType.isText(property.type), let type = property.typeName,
                    let api = shownProperties[MemberKey(type: type, name: property.name)]
                {
                    // Shown through this type: values of this type's property only (`Server.name`, not `Tag.name`).
                    let key = MemberKey(type: type, name: property.name)
                    typedMembers[key] = typedMembers[key]
                        ?? UserFacingAPI(
                            name: property.name, form: .any, firstUnlabeled: false, labels: [], localizesKeys: false,
                            element: nil, shownBy: api, through: property.name,
                            origin: .property(type: type, name: property.name))
                } else if LocalizationType.isText(property.type), ProjectIndex.knownTextMembers.contains(property.name),
                    showsErrors, readsErrorText(property.name)
                {
                    // A `LocalizedError`'s texts, in a project that shows errors' descriptions.
                    add(property.name, localizes: false, shownBy: nil)
                }
            }
            for callable in file.callables where callable.kind == .function {
                if LocalizationType.isLocalized(callable.returnType) {
                    add(callable.callName, localizes: true, shownBy: nil)
                } else if LocalizationType.isText(callable.returnType), let api = shownFunctions[callable.callName] {
                    add(callable.callName, localizes: false, shownBy: api)
                }
            }
        }
        return (apis, members, typedMembers, unshownMembers)
    }

    /// For each type name, the types that declare a property of it or a function returning it (the names in the
    /// written type: `[SubscriptionTier]?` carries `SubscriptionTier`).
    static func carriers(_ facts: [FileFacts]) -> [String: Set<String>] {
        var carriers: [String: Set<String>] = [:]
        func add(_ written: String?, owner: String?) {
            guard let written, let owner else { return }
            // An ASCII type (almost every one) by its bytes: ASCII letters, digits and `_` are the characters
            // `isLetter`, `isNumber` and `_` take, A–Z the uppercase ones; a Character walk costs some 60
            // instructions a character.
            if written.utf8.allSatisfy({ $0 < 0x80 }) {
                func isWordByte(_ byte: UInt8) -> Bool {
                    (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
                }
                for part in written.utf8.split(whereSeparator: { !isWordByte($0) }) {
                    guard let first = part.first, first >= 0x41, first <= 0x5A else { continue }
                    let word = String(decoding: part, as: UTF8.self)
                    if word != owner { carriers[word, default: []].insert(owner) }
                }
                return
            }
            var word = ""
            for character in written + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    if let first = word.first, first.isUppercase, word != owner { carriers[word, default: []].insert(owner) }
                    word = ""
                }
            }
        }
        for file in facts {
            for property in file.properties { add(property.type, owner: property.typeName) }
            for callable in file.callables { add(callable.returnType, owner: callable.typeName) }
        }
        return carriers
    }
}
