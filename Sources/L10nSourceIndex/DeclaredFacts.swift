import L10nSourceParsing

/// What the project's declarations alone say, whatever code shows: the half of the ``ProjectIndex`` that does not
/// wait for the resolver (it is built on another core while values are followed to the screen).
///
///     let declared = DeclaredFacts(facts: facts)
///     declared.memberTypes[FileFacts.MemberKey(type: "Order", name: "placedAt")]  // "Date"
struct DeclaredFacts: Sendable {
    /// ``ProjectIndex/localizingFunctions``.
    var localizingFunctions: Set<String>
    /// ``ProjectIndex/productNames``, folded.
    var productNames: Set<String>
    /// ``ProjectIndex/rawValueTypes``.
    var rawValueTypes: Set<String>
    /// ``ProjectIndex/plainTypes``.
    var plainTypes: Set<String>
    /// ``ProjectIndex/declaredTypes``.
    var declaredTypes: Set<String>
    /// ``ProjectIndex/unreachedViews``.
    var unreachedViews: Set<String>
    /// The project's other types no code reaches (``ProjectIndex/unreachedTypes`` before the files of other
    /// languages are asked).
    var unnamedTypes: Set<String>
    /// How ``unreachedViews`` and ``unnamedTypes`` were worked out, to follow what a type named elsewhere names.
    private var typeReach: TypeReach?
    /// The types a debug file creates, and those they create (``TypeReach/madeByDebugFiles``).
    var madeByDebugFiles: Set<String> { typeReach?.madeByDebugFiles ?? [] }
    /// ``ProjectIndex/unloadedNibs``.
    var unloadedNibs: Set<String> = []
    /// ``ProjectIndex/methodOwners``.
    var methodOwners: [String: Set<String>] = [:]
    /// ``ProjectIndex/signatureOwners``.
    var signatureOwners: [String: Set<String>] = [:]
    /// The project's actions no Swift file names outside their declarations, by name, with the words a document
    /// names each by (``FileFacts/actions``): ``Reach/unconnectedActions`` once the other files are asked.
    var unnamedActions: [String: [String]] = [:]
    /// ``ProjectIndex/memberTypes``.
    var memberTypes: [FileFacts.MemberKey: String]
    /// ``ProjectIndex/tupleElements``.
    var tupleElements: [String: [FileFacts.Property]]
    /// ``ProjectIndex/reach``.
    var reach: Reach?
    /// ``ProjectIndex/isAgentApp``.
    var isAgentApp: Bool
    /// ``ProjectIndex/forcesLeftToRight``.
    var forcesLeftToRight: Bool
    /// ``ProjectIndex/undeclaredChains``.
    var undeclaredChains: [String: Bool]
    /// ``ProjectIndex/mainMenuTypes``.
    var mainMenuTypes: Set<String>
    /// ``ProjectIndex/localizingFiles``.
    var localizingFiles: Int
    /// The project's files (dependencies left out), and those among them whose opening comments say they come from
    /// elsewhere (``FileFacts/hasForeignHeader``).
    var projectFiles: Int
    var foreignHeaderPaths: Set<String>
    /// ``ProjectIndex/localizingPaths``.
    var localizingPaths: [String]
    /// ``ProjectIndex/textLocalizingPaths``.
    var textLocalizingPaths: [String]
    /// ``ProjectIndex/statedIntents``.
    var statedIntents: [String: [FileFacts.StatedLines]]
    /// ``ProjectIndex/textSetMembers``.
    var textSetMembers: Set<String>
    /// ``ProjectIndex/verbatimTexts``.
    var verbatimTexts: Set<String>

    /// `usedNames`: see ``Reach/init(facts:usedNames:)``. `followsOtherTypes`: whether types other than views may
    /// be taken as unreached (``TypeReach/init(facts:reach:others:)``): only where the run can ask the project's files
    /// of other kinds which types they make.
    init(facts: [FileFacts], usedNames: NameHashes? = nil, followsOtherTypes: Bool = true) {
        localizingFunctions = Set(facts.flatMap(\.localizingFunctions))
        productNames = Set(facts.flatMap(\.productNames).map(ProjectIndex.folded))
        rawValueTypes = Set(facts.flatMap(\.rawValueTypes))
        // Types declared only as models: no other declaration of the name is not one.
        var plain: Set<String> = []
        var other: Set<String> = []
        for file in facts {
            for type in file.types where type.kind != .extension {
                if type.isPlain { plain.insert(type.name) } else { other.insert(type.name) }
            }
        }
        plainTypes = plain.subtracting(other)
        declaredTypes = plain.union(other)
        undeclaredChains = Self.undeclaredChains(facts, declaredTypes: declaredTypes)
        reach = Reach(facts: facts, usedNames: usedNames)
        var policies: FileFacts.ActivationPolicies = []
        for file in facts where !file.isDependency { policies.formUnion(file.activationPolicies) }
        isAgentApp = policies == .accessory
        forcesLeftToRight = facts.contains { !$0.isDependency && $0.forcesLeftToRight }
        mainMenuTypes = Set(facts.lazy.filter { !$0.isDependency }.flatMap(\.mainMenuTypes))
        var intents: [String: [FileFacts.StatedLines]] = [:]
        for file in facts where !file.statedIntents.isEmpty { intents[file.path, default: []] += file.statedIntents }
        statedIntents = intents
        textSetMembers = Set(facts.lazy.filter { !$0.isDependency }.flatMap(\.textSetMembers))
        verbatimTexts = Set(facts.lazy.filter { !$0.isDependency }.flatMap(\.verbatimTexts))
        localizingPaths = facts.lazy.filter { !$0.isDependency && ($0.localizesText || !$0.localizingFunctions.isEmpty) }.map(\.path)
        localizingFiles = localizingPaths.count
        textLocalizingPaths = Self.textLocalizingPaths(facts, localizingPaths: localizingPaths)
        projectFiles = facts.lazy.filter { !$0.isDependency }.count
        foreignHeaderPaths = Set(facts.lazy.filter { !$0.isDependency && $0.hasForeignHeader }.map(\.path))
        typeReach = reach.map { TypeReach(facts: facts, reach: $0, others: followsOtherTypes) }
        unreachedViews = typeReach?.unreachedViews ?? []
        unnamedTypes = typeReach?.unreachedTypes ?? []
        if let reach {
            for file in facts where !file.isDependency {
                for action in file.actions where !reach.isUsed(action.name) {
                    unnamedActions[action.name, default: []] += action.words
                }
            }
        }
        memberTypes = Self.memberTypes(facts)
        for file in facts where !file.isDependency {
            for callable in file.callables where callable.kind == .function {
                guard let owner = callable.typeName else { continue }
                methodOwners[callable.callName, default: []].insert(owner)
                signatureOwners[FileDeclarations.signature(callable.callName, callable.parameters), default: []].insert(owner)
            }
        }
        tupleElements = Self.tupleElements(facts)
    }

    /// ``ProjectIndex/textLocalizingPaths``: `localizingPaths`, and the project's files that show a member of a type
    /// a localizing file declares (`Text(LocalText.saveToOmnivore)`, `LocalText`'s file calling `NSLocalizedString`).
    private static func textLocalizingPaths(_ facts: [FileFacts], localizingPaths: [String]) -> [String] {
        let localizing = Set(localizingPaths)
        var types: Set<String> = []
        for file in facts where !file.isDependency && localizing.contains(file.path) {
            for type in file.types { types.insert(type.name) }
        }
        guard !types.isEmpty else { return localizingPaths }
        var paths = localizingPaths
        for file in facts where !file.isDependency && !localizing.contains(file.path) {
            let shows = file.memberChains.contains { chain, shown in
                shown && types.contains(String(chain.prefix { $0 != "." }))
            }
            if shows { paths.append(file.path) }
        }
        return paths
    }

    /// ``ProjectIndex/undeclaredChains``: the project files' chains whose root no file declares, less those that
    /// start with a member the project's own extension of the root declares (`extension L10n { static let mpl2 =
    /// "MPL 2.0" }`: `L10n.mpl2` is no generated accessor's).
    private static func undeclaredChains(_ facts: [FileFacts], declaredTypes: Set<String>) -> [String: Bool] {
        var ownMembers: Set<FileFacts.MemberKey> = []
        for file in facts {
            for callable in file.callables {
                if let type = callable.typeName, !declaredTypes.contains(type) {
                    ownMembers.insert(FileFacts.MemberKey(type: type, name: callable.callName))
                }
            }
            for property in file.properties {
                if let type = property.typeName, !declaredTypes.contains(type) {
                    ownMembers.insert(FileFacts.MemberKey(type: type, name: property.name))
                }
            }
        }
        var chains: [String: Bool] = [:]
        for file in facts where !file.isDependency {
            for (chain, shown) in file.memberChains {
                // Split on the dot's byte: a chain is names and dots (splitting by `Character` cost a tenth of a
                // second on one core for a 1.3M-line tree, while the other core waited).
                let parts = chain.utf8.split(separator: UInt8(ascii: "."), maxSplits: 2)
                guard parts.count >= 2 else { continue }
                let root = String(Substring(parts[0]))
                guard !declaredTypes.contains(root),
                    !ownMembers.contains(FileFacts.MemberKey(type: root, name: String(Substring(parts[1]))))
                else { continue }
                if shown || chains[chain] == nil { chains[chain] = shown }
            }
        }
        return chains
    }

    /// Takes `names`, types a file of another kind names, as reached, and what they name (``TypeReach/reach(_:)``).
    mutating func reachTypes(_ names: Set<String>) {
        guard var typeReach, !names.isEmpty else { return }
        typeReach.reach(names)
        unreachedViews = typeReach.unreachedViews
        unnamedTypes = typeReach.unreachedTypes
        self.typeReach = typeReach
    }

    /// Each tuple type's labelled elements, unless declarations of its name differ.
    private static func tupleElements(_ facts: [FileFacts]) -> [String: [FileFacts.Property]] {
        var tuples: [String: [FileFacts.Property]] = [:]
        var disagreeing: Set<String> = []
        for file in facts {
            var own: [String: [FileFacts.Property]] = [:]
            for property in file.properties where property.tupleElement != nil {
                if let type = property.typeName { own[type, default: []].append(property) }
            }
            for (type, elements) in own {
                if let known = tuples[type] {
                    let same = known.map { "\($0.tupleElement!) \($0.name) \($0.type ?? "")" }
                        == elements.map { "\($0.tupleElement!) \($0.name) \($0.type ?? "")" }
                    if !same { disagreeing.insert(type) }
                } else {
                    tuples[type] = elements
                }
            }
        }
        for type in disagreeing { tuples[type] = nil }
        return tuples
    }

    /// Each member property's declared type, unless declarations disagree.
    private static func memberTypes(_ facts: [FileFacts]) -> [FileFacts.MemberKey: String] {
        var types: [FileFacts.MemberKey: String] = [:]
        var disagreeing: Set<FileFacts.MemberKey> = []
        for file in facts {
            for property in file.properties {
                guard let owner = property.typeName, let type = property.type else { continue }
                let key = FileFacts.MemberKey(type: owner, name: property.name)
                if let known = types.updateValue(type, forKey: key), known != type { disagreeing.insert(key) }
            }
        }
        for key in disagreeing { types[key] = nil }
        return types
    }
}
