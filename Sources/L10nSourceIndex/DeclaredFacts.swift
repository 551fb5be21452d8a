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
    /// ``ProjectIndex/localizingLoggers``.
    var localizingLoggers: Set<String> = []
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
    /// ``ProjectIndex/hiddenAnnotationTypes``.
    var hiddenAnnotationTypes: Set<String>
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
    /// ``ProjectIndex/forceUnwrappedMembers``.
    var forceUnwrappedMembers: Set<String>

    /// `usedNames`: see ``Reach/init(facts:usedNames:)``. `followsOtherTypes`: whether types other than views may
    /// be taken as unreached (``TypeReach/init(facts:reach:others:)``): only where the run can ask the project's files
    /// of other kinds which types they make.
    init(facts: [FileFacts], usedNames: NameHashes? = nil, followsOtherTypes: Bool = true) {
        self.init(
            Declarations(facts), Reached(facts, usedNames: usedNames, followsOtherTypes: followsOtherTypes), Members(facts))
    }

    /// The facts of three pieces worked out apart (each on any core: ``ProjectIndex``'s build runs them beside the
    /// resolver's start, whichever core is free taking the next).
    init(_ declarations: Declarations, _ reached: Reached, _ members: Members) {
        localizingFunctions = declarations.localizingFunctions
        productNames = declarations.productNames
        rawValueTypes = declarations.rawValueTypes
        plainTypes = declarations.plainTypes
        declaredTypes = declarations.declaredTypes
        undeclaredChains = declarations.undeclaredChains
        isAgentApp = declarations.isAgentApp
        forcesLeftToRight = declarations.forcesLeftToRight
        hiddenAnnotationTypes = declarations.hiddenAnnotationTypes
        mainMenuTypes = declarations.mainMenuTypes
        statedIntents = declarations.statedIntents
        textSetMembers = declarations.textSetMembers
        verbatimTexts = declarations.verbatimTexts
        forceUnwrappedMembers = declarations.forceUnwrappedMembers
        localizingPaths = declarations.localizingPaths
        localizingFiles = declarations.localizingPaths.count
        textLocalizingPaths = declarations.textLocalizingPaths
        projectFiles = declarations.projectFiles
        foreignHeaderPaths = declarations.foreignHeaderPaths
        reach = reached.reach
        typeReach = reached.typeReach
        unreachedViews = reached.typeReach?.unreachedViews ?? []
        unnamedTypes = reached.typeReach?.unreachedTypes ?? []
        unloadedNibs = reached.unloadedNibs
        memberTypes = members.memberTypes
        methodOwners = members.methodOwners
        signatureOwners = members.signatureOwners
        localizingLoggers = members.localizingLoggers
        tupleElements = members.tupleElements
    }

    /// What the files' declarations and flags say, one file at a time: the types declared, the chains no file
    /// declares the root of, the files that localize.
    struct Declarations: Sendable {
        var localizingFunctions: Set<String>
        var productNames: Set<String>
        var rawValueTypes: Set<String>
        var plainTypes: Set<String>
        var declaredTypes: Set<String>
        var undeclaredChains: [String: Bool]
        var isAgentApp: Bool
        var forcesLeftToRight: Bool
        var hiddenAnnotationTypes: Set<String>
        var mainMenuTypes: Set<String>
        var statedIntents: [String: [FileFacts.StatedLines]]
        var textSetMembers: Set<String>
        var verbatimTexts: Set<String>
        var forceUnwrappedMembers: Set<String>
        var localizingPaths: [String]
        var textLocalizingPaths: [String]
        var projectFiles: Int
        var foreignHeaderPaths: Set<String>

        init(_ facts: [FileFacts]) {
            localizingFunctions = Set(facts.flatMap(\.localizingFunctions))
            productNames = Set(facts.flatMap(\.productNames).map(ProjectIndex.folded))
            rawValueTypes = Set(facts.flatMap(\.rawValueTypes))
            // Types declared only as models: no other declaration of the name is not one.
            var plain: Set<String> = []
            var other: Set<String> = []
            for index in facts.indices {
                for type in facts[index].types where type.kind != .extension {
                    if type.isPlain { plain.insert(type.name) } else { other.insert(type.name) }
                }
            }
            plainTypes = plain.subtracting(other)
            declaredTypes = plain.union(other)
            undeclaredChains = DeclaredFacts.undeclaredChains(facts, declaredTypes: declaredTypes)
            var policies: FileFacts.ActivationPolicies = []
            for index in facts.indices where !facts[index].isDependency { policies.formUnion(facts[index].activationPolicies) }
            isAgentApp = policies == .accessory
            forcesLeftToRight = facts.contains { !$0.isDependency && $0.forcesLeftToRight }
            var annotationViews: FileFacts.AnnotationViews = []
            for index in facts.indices where !facts[index].isDependency { annotationViews.formUnion(facts[index].annotationViews) }
            hiddenAnnotationTypes = annotationViews == .madeByApp
                ? Set(facts.lazy.filter { !$0.isDependency }.flatMap(\.annotationTypes)) : []
            mainMenuTypes = Set(facts.lazy.filter { !$0.isDependency }.flatMap(\.mainMenuTypes))
            var intents: [String: [FileFacts.StatedLines]] = [:]
            for index in facts.indices where !facts[index].statedIntents.isEmpty {
                intents[facts[index].path, default: []] += facts[index].statedIntents
            }
            statedIntents = intents
            textSetMembers = Set(facts.lazy.filter { !$0.isDependency }.flatMap(\.textSetMembers))
            verbatimTexts = Set(facts.lazy.filter { !$0.isDependency }.flatMap(\.verbatimTexts))
            forceUnwrappedMembers = Set(facts.lazy.filter { !$0.isDependency }.flatMap(\.forceUnwrappedMembers))
            localizingPaths = facts.lazy.filter { !$0.isDependency && ($0.localizesText || !$0.localizingFunctions.isEmpty) }.map(\.path)
            textLocalizingPaths = DeclaredFacts.textLocalizingPaths(facts, localizingPaths: localizingPaths)
            projectFiles = facts.lazy.filter { !$0.isDependency }.count
            foreignHeaderPaths = Set(facts.lazy.filter { !$0.isDependency && $0.hasForeignHeader }.map(\.path))
        }
    }

    /// Which names the code uses, and so which views, types and actions nothing reaches; once the project's files
    /// of other kinds are asked (``askOtherFiles(namedElsewhere:unloadedNibs:)``), what they make is reached.
    struct Reached: Sendable {
        var reach: Reach?
        var typeReach: TypeReach?
        var unnamedActions: [String: [String]] = [:]
        /// ``ProjectIndex/unloadedNibs``.
        var unloadedNibs: Set<String> = []

        init(_ facts: [FileFacts], usedNames: NameHashes?, followsOtherTypes: Bool) {
            reach = Reach(facts: facts, usedNames: usedNames)
            typeReach = reach.map { TypeReach(facts: facts, reach: $0, others: followsOtherTypes) }
            guard let reach else { return }
            for index in facts.indices where !facts[index].isDependency {
                for action in facts[index].actions where !reach.isUsed(action.name) {
                    unnamedActions[action.name, default: []] += action.words
                }
            }
        }

        /// Asks the project's files of other kinds (storyboards, XIBs, Objective-C, property lists): the XIBs nothing
        /// loads (`unloadedNibs`), and which unreached types and actions they name (`namedElsewhere`): a type a
        /// storyboard makes is reached, and so is what it names; an action a document names is connected.
        mutating func askOtherFiles(
            namedElsewhere: (@Sendable (Set<String>, Set<String>) -> Set<String>)?,
            unloadedNibs: (@Sendable (@Sendable (String) -> Bool) -> Set<String>)?
        ) {
            if let reach, let unloadedNibs { self.unloadedNibs = unloadedNibs { reach.isUsed($0) } }
            let unnamedTypes = typeReach?.unreachedTypes ?? []
            let actionWords = Set(unnamedActions.values.joined())
            guard let namedElsewhere, !unnamedTypes.isEmpty || !actionWords.isEmpty else { return }
            let named = namedElsewhere(unnamedTypes.union(actionWords), self.unloadedNibs)
            let reachedTypes = named.intersection(unnamedTypes)
            if !reachedTypes.isEmpty { typeReach?.reach(reachedTypes) }
            reach?.unconnectedActions = Set(unnamedActions.filter { _, words in !words.contains(where: named.contains) }.keys)
        }
    }

    /// What the members declare: each property's type, each method's owners, each tuple's elements.
    struct Members: Sendable {
        var memberTypes: [FileFacts.MemberKey: String]
        var methodOwners: [String: Set<String>] = [:]
        var signatureOwners: [String: Set<String>] = [:]
        var localizingLoggers: Set<String> = []
        var tupleElements: [String: [FileFacts.Property]]

        init(_ facts: [FileFacts]) {
            memberTypes = DeclaredFacts.memberTypes(facts)
            for index in facts.indices {
                for callable in facts[index].callables where callable.kind == .function && callable.logs
                    && callable.parameters.contains(where: { LocalizationType.isLocalized($0.type) })
                {
                    localizingLoggers.insert(callable.callName)
                }
            }
            for index in facts.indices where !facts[index].isDependency {
                for callable in facts[index].callables where callable.kind == .function {
                    guard let owner = callable.typeName else { continue }
                    methodOwners[callable.callName, default: []].insert(owner)
                    signatureOwners[FileDeclarations.signature(callable.callName, callable.parameters), default: []].insert(owner)
                }
            }
            tupleElements = DeclaredFacts.tupleElements(facts)
        }
    }

    /// ``ProjectIndex/textLocalizingPaths``: `localizingPaths`, and the project's files that show a member of a type
    /// a localizing file declares (`Text(LocalText.saveToOmnivore)`, `LocalText`'s file calling `NSLocalizedString`),
    /// or use any member of a type of key constants (``FileFacts/declaresKeyConstants``).
    private static func textLocalizingPaths(_ facts: [FileFacts], localizingPaths: [String]) -> [String] {
        let localizing = Set(localizingPaths)
        var types: Set<String> = []
        // Types of keys kept as constants (TimePiece's `Strings`): any member of theirs used is a key looked up, shown
        // through the project's own views (`RegularButton(title: Strings.done)`) as much as through SwiftUI's.
        var keyTypes: Set<String> = []
        for file in facts where !file.isDependency && localizing.contains(file.path) {
            for type in file.types {
                types.insert(type.name)
                if file.declaresKeyConstants { keyTypes.insert(type.name) }
            }
        }
        guard !types.isEmpty else { return localizingPaths }
        var paths = localizingPaths
        for file in facts where !file.isDependency && !localizing.contains(file.path) {
            let shows = file.memberChains.contains { chain, shown in
                let type = String(chain.prefix { $0 != "." })
                return (shown || keyTypes.contains(type)) && types.contains(type)
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
