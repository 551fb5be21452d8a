import L10nFiles
import L10nSourceParsing

/// What the whole project says about text: which calls take text to the screen (your own views and helpers),
/// which properties and functions produce text that is shown, and which positions are localization contexts
/// (typed `LocalizedStringKey`, `LocalizedStringResource` or `String.LocalizationValue`). Built from every
/// file's ``FileFacts`` before the files are linted; it holds declarations, not files.
///
///     struct SectionRow: View { let title: String; var body: some View { Text(title) } }
///     // → calls of 'SectionRow' show their 'title:' argument: "reaches 'Text' through 'SectionRow(title:)'"
///     enum Sort { case newest; var label: String { switch self { case .newest: "Newest first" } } }
///     Text(sort.label)
///     // → values of 'label' are shown: "reaches 'Text' through 'label'"
///
/// Names are resolved as written, without type inference: a call `SectionRow(title:)` is any project declaration
/// called `SectionRow` with a `title:` parameter; `server.name` with `server: Server` is `Server.name` only;
/// `model.statusText` on a receiver the file does not type is the `statusText` of the types named like the receiver
/// (`…Model`), else any project property named `statusText`.
/// Values flow through a few hops of parameters, properties and initializers (`init(title:) { self.title = title }`).
public struct ProjectIndex: Sendable {
    /// Calls whose arguments reach the screen or are localization contexts.
    package let apis: [UserFacingAPI]
    /// Properties and functions whose value reaches the screen, or is a localization context, by name.
    package let members: [String: Member]
    /// Functions whose result is a localized string (wrappers of `String(localized:)`).
    package let localizingFunctions: Set<String>
    /// The app's name, folded (`boringnotch`): text that is only the product's name is never translated.
    let productNames: Set<String>
    /// When the project shows enums' raw values (`Text(style.rawValue)`): the API that shows them. Then a string
    /// raw value with words (`case standard = "Default"`) is user-facing text.
    package let rawValues: UserFacingAPI?
    /// The enums whose raw values are shown, where the showing code says which enum (`ForEach(Style.allCases) {
    /// style in Text(style.rawValue) }`): ``rawValues`` applies to their cases only.
    package let rawValueTypes: Set<String>
    /// The declarations text went through, for `check --explain` (see ``route(of:)``).
    package let routes: TextRoutes
    /// Project types that are models (``FileFacts/TypeFact/isPlain``, and no other declaration of the name is
    /// not): `tag.title = "…"` on one is data, not a label.
    let plainTypes: Set<String>
    /// Every type the project's files (and the dependencies read) declare, not counting extensions.
    let declaredTypes: Set<String>
    /// The project's SwiftUI views that no code creates: no file names them outside previews, `#if DEBUG` and their
    /// own declaration (a template's `ContentView` left behind, a screen only a `#Preview` shows). Their text
    /// reaches nobody. Empty unless the files linted are a whole app (one declares `@main`).
    package let unreachedViews: Set<String>
    /// The declared type of each member property, by `Type.name` (`Order.placedAt` → `Date`), when every
    /// declaration of it in the project agrees: what a rule reads of `order.placedAt` when `Order` is another file's.
    package let memberTypes: [FileFacts.MemberKey: String]
    /// The properties shown through their own type only, by `Type.name` (`Server.name` when a view shows
    /// `server.name` of a `server: Server`): a declaration of another type with the same name is not shown by it.
    package let typedMembers: [FileFacts.MemberKey: UserFacingAPI]
    /// The labelled elements of the project's tuple types (``FileDeclarations/Property/tupleElement``), by the
    /// type's name (an alias's, or an inline tuple's text), when every declaration of the name agrees: what a file
    /// reads of `[CropShapeItem]` when another file declares the alias.
    package let tupleElements: [String: [FileFacts.Property]]
    /// The member chains the project's files read on types that no scanned source declares
    /// (`R.string.localizable.cancel`, `L10n.Settings.title`, ``GeneratedAccessors/chain(at:in:)``), and whether
    /// one of each chain's uses is user-facing text: where generated string accessors are found
    /// (``GeneratedAccessors``).
    package let undeclaredChains: [String: Bool]
    /// What code reaches, when the files linted are a whole app: text in an error no code makes, or in a property
    /// no code reads, reaches nobody.
    package var reach: Reach?
    /// The project's code makes the app an agent app — it sets the activation policy to `.accessory` and never to
    /// another — so a main menu it builds never shows (as with `LSUIElement` in the app's `Info.plist`).
    package var isAgentApp = false
    /// The types some file makes the app's main menu of (`NSApp.mainMenu = MainMenu()`): a file declaring one builds
    /// menus whose titles the menu bar shows.
    package var mainMenuTypes: Set<String> = []
    /// How many of the project's files localize text (``FileFacts/localizesText``): the app localizes its UI.
    package var localizingFiles = 0
    /// By file, the lines comments say are not translated on purpose (``FileFacts/statedIntents``): text that goes
    /// through a declaration there is kept in English by the team.
    package var statedIntents: [String: [FileFacts.StatedLines]] = [:]

    /// What the project's declarations of one member name say: values of that name are shown (`var title:
    /// String` read by `Text(item.title)`), or it is typed as a localization context (`let title:
    /// LocalizedStringKey`) — both when declarations in different types share the name.
    package struct Member: Sendable {
        package var shown: UserFacingAPI?
        package var localized: UserFacingAPI?

        /// For `name = …`, whose declaration is not known: a localization context when any declaration is one
        /// (a literal there is a key), else the shown value.
        package var assigned: UserFacingAPI? { localized ?? shown }
    }

    /// An index that knows nothing: only the built-in and configured APIs count.
    public static let empty = ProjectIndex(
        apis: [], members: [:], localizingFunctions: [], productNames: [], rawValues: nil, rawValueTypes: [],
        routes: TextRoutes(),
        plainTypes: [], declaredTypes: [], unreachedViews: [])

    init(
        apis: [UserFacingAPI], members: [String: Member], localizingFunctions: Set<String>, productNames: Set<String>,
        rawValues: UserFacingAPI?, rawValueTypes: Set<String>, routes: TextRoutes, plainTypes: Set<String>, declaredTypes: Set<String>,
        unreachedViews: Set<String>, memberTypes: [FileFacts.MemberKey: String] = [:], reach: Reach? = nil,
        typedMembers: [FileFacts.MemberKey: UserFacingAPI] = [:], tupleElements: [String: [FileFacts.Property]] = [:],
        undeclaredChains: [String: Bool] = [:]
    ) {
        self.undeclaredChains = undeclaredChains
        self.typedMembers = typedMembers
        self.tupleElements = tupleElements
        self.reach = reach
        self.memberTypes = memberTypes
        self.declaredTypes = declaredTypes
        self.unreachedViews = unreachedViews
        self.routes = routes
        self.plainTypes = plainTypes
        self.apis = apis
        self.members = members
        self.localizingFunctions = localizingFunctions
        self.productNames = productNames
        self.rawValues = rawValues
        self.rawValueTypes = rawValueTypes
    }

    /// The declarations a value given to `api` goes through on its way to the screen, when the index found the
    /// API (your own view, helper or property); empty for a built-in API.
    package func route(of api: UserFacingAPI) -> [Hop] {
        api.origin.map(routes.route(from:)) ?? []
    }

    /// The first declaration a value given to `api` at `line` of `path` goes through, or nil: for a member or a
    /// function known by its name, the declaration of that name around the value in its own file (the getter a
    /// literal is returned from), else ``route(of:)``'s first hop.
    func declaration(of api: UserFacingAPI, at path: String, line: Int) -> Hop? {
        guard let origin = api.origin else { return nil }
        return routes.enclosingDeclaration(of: origin, in: path, line: line) ?? routes.firstHop(from: origin)
    }

    /// Whether the project (or a dependency it read) declares a type of this name (not only extends it).
    package func declaresType(_ name: String) -> Bool { declaredTypes.contains(name) }

    /// Whether the project declares `type` as a model (``plainTypes``).
    package func isPlainType(_ type: String) -> Bool { plainTypes.contains(type) }

    /// Whether `text` is the app's name, as ``productNames`` holds it (most projects' index has one or none).
    package func isProductName(_ text: String) -> Bool {
        !productNames.isEmpty && productNames.contains(Self.folded(text))
    }

    /// A name folded for comparing with ``productNames``: letters and digits, lower-cased.
    package static func folded(_ text: String) -> String {
        // ASCII text (nearly every literal a check asks about) by its bytes: the same letters and digits, without
        // a lower-cased copy and the scalars' properties (every literal of a project with an app's name is folded).
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var folded: [UInt8] = []
            folded.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): folded.append(byte | 0x20)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): folded.append(byte)
                default: break
                }
            }
            return String(decoding: folded, as: UTF8.self)
        }
        return String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }

    /// Names too generic to follow: a value read as `x.id` or `x.url` says nothing about every `id` in the project.
    static let unfollowedNames: Set<String> = [
        "id", "identifier", "rawValue", "key", "uuid", "url", "urlString", "path", "hash", "slug", "type", "kind",
        "code", "format", "icon", "image", "imageName", "systemImage", "symbol", "symbolName", "color", "font",
        "description", "debugDescription", "string", "str", "fontName", "fontFamily", "familyName",
    ]

    /// Names of a font's name (`fontName`, `fontFamily`): never followed as text, on any type.
    static let fontNames: Set<String> = ["fontName", "fontFamily", "familyName"]

    /// The members whose value people read by what they are, whatever shows them: a `LocalizedError`'s texts.
    package static let knownTextMembers = ["errorDescription", "failureReason", "recoverySuggestion"]

    /// Resolves the facts of every file.
    ///
    /// Two halves that do not wait for each other run at once, one per core: what the declarations alone say
    /// (``DeclaredFacts``) beside following values to the screen; then the routes values took beside the APIs
    /// they make.
    public init(facts: [FileFacts]) {
        self.init(facts: facts, usedNames: nil)
    }

    /// ``init(facts:)`` with `usedNames`, the names every file uses (``FileFacts/nameUses``), when the files' reader
    /// joined them as it went (their facts then hold none): one set instead of a list per file kept until the index
    /// is built.
    package init(facts: [FileFacts], usedNames: NameHashes?) {
        let (declared, resolver) = concurrently(
            { DeclaredFacts(facts: facts, usedNames: usedNames) },
            {
                var resolver = Resolver(facts: facts)
                resolver.resolve()
                return resolver
            })
        let (routes, shown) = concurrently({ resolver.routes() }, { resolver.shownAPIs(declared) })
        self.init(
            apis: shown.apis, members: shown.members, localizingFunctions: declared.localizingFunctions,
            productNames: declared.productNames,
            rawValues: declared.rawValueTypes.isEmpty ? nil : resolver.shown("rawValue").map { api in
                UserFacingAPI(
                    name: "rawValue", form: .any, firstUnlabeled: false, labels: [], localizesKeys: false, element: nil,
                    shownBy: api, through: "rawValue")
            }, rawValueTypes: declared.rawValueTypes, routes: routes, plainTypes: declared.plainTypes,
            declaredTypes: declared.declaredTypes, unreachedViews: declared.unreachedViews,
            memberTypes: declared.memberTypes, reach: declared.reach, typedMembers: shown.typedMembers,
            tupleElements: declared.tupleElements, undeclaredChains: declared.undeclaredChains)
        isAgentApp = declared.isAgentApp
        mainMenuTypes = declared.mainMenuTypes
        localizingFiles = declared.localizingFiles
        statedIntents = declared.statedIntents
    }
}

/// Builds a ``ProjectIndex``: direct uses first, then values passed on, until nothing changes (a few hops).
private struct Resolver {
    typealias MemberKey = FileFacts.MemberKey

    struct Callable {
        var fact: FileFacts.Callable
        /// For a struct's memberwise initializer: the property behind each parameter.
        var memberwiseOf: String?
        /// The file that declares it (for a memberwise initializer, its type's).
        var file: Int
    }

    var callables: [Callable] = []
    /// Each file's first callable in ``callables``.
    var offsets: [Int] = []
    let facts: [FileFacts]
    /// Marked parameters (callable, position), with the API that shows them.
    var shownParameters: [Int: [Int: String]] = [:]
    /// By callable: whether ``shownParameters`` has any of its parameters (most callables have none: a value passed
    /// to them is ruled out without looking it up).
    var hasShownParameter: [Bool] = []
    /// Properties (type, name) whose value is shown, with the API.
    var shownProperties: [MemberKey: String] = [:]
    /// Members and functions read by name whose value is shown.
    var shownMembers: [String: String] = [:]
    var shownFunctions: [String: String] = [:]
    var callablesByName: [String: [Int]] = [:]
    /// The types declaring a text property of each name (`name` → `Server`, `Tag`), in the files' order
    /// (``hintedOwners(_:receiver:)`` compares receivers with their names lower-cased).
    var textPropertyTypes: [String: [String]] = [:]
    var memberwise: [String: Int] = [:]
    /// Where each value marked shown because it is passed on goes next (``TextRoutes``).
    var next: [RouteNode: RouteNode] = [:]
    /// ``hintedOwners(_:receiver:)`` of every `receiver.name` read of the files, worked out once as ``resolve()``
    /// starts: each of its rounds looks at every value passed on again, and on a large project a common name
    /// (`title`, `name`) is a text property of thousands of types (a 1.3M-line tree of apps spent 10 G instructions,
    /// a third of its check, filtering them, on one core while the other waited).
    var hintedReads: [HintedRead: [FileFacts.Owner]] = [:]

    /// A `receiver.name` read (``FileFacts/Owner/hinted(_:receiver:)``).
    struct HintedRead: Hashable {
        var name: String
        var receiver: String
    }

    init(facts: [FileFacts]) {
        self.facts = facts
        // Sized once for every callable and the most memberwise initializers there can be (kept until the index is
        // built: no spare capacity from doubling).
        callables.reserveCapacity(
            facts.reduce(0) { total, file in
                total + file.callables.count + file.types.count { $0.kind == .struct && !$0.declaresInitializer }
            })
        for (index, file) in facts.enumerated() {
            offsets.append(callables.count)
            callables += file.callables.map { Callable(fact: $0, memberwiseOf: nil, file: index) }
        }
        // A struct without an initializer of its own gets a memberwise one: a parameter per stored property
        // (a `let` with a value is not one). Stored properties are declared in the type's own declaration (an
        // extension adds none), so in its file.
        for (index, file) in facts.enumerated() {
            for type in file.types where type.kind == .struct && !type.declaresInitializer && memberwise[type.name] == nil {
                let parameters = file.properties.lazy.filter {
                    $0.typeName == type.name && $0.isStoredMember && !($0.isLet && $0.hasInitializer)
                }.map { FileDeclarations.Parameter(label: $0.name, name: $0.name, type: $0.type ?? "", defaultValue: nil) }
                memberwise[type.name] = callables.count
                callables.append(
                    Callable(
                        fact: FileFacts.Callable(
                            kind: .initializer, callName: type.name, typeName: type.name, parameters: Array(parameters),
                            returnType: nil, line: type.line),
                        memberwiseOf: type.name, file: index))
            }
        }
        for (index, callable) in callables.enumerated() { callablesByName[callable.fact.callName, default: []].append(index) }
        hasShownParameter = Array(repeating: false, count: callables.count)
        var seen: Set<MemberKey> = []
        for file in facts {
            for property in file.properties where LocalizationType.isText(property.type) {
                if let type = property.typeName, seen.insert(MemberKey(type: type, name: property.name)).inserted {
                    textPropertyTypes[property.name, default: []].append(type)
                }
            }
        }
    }

    /// The owners a `receiver.name` read stands for (``FileFacts/Owner/hinted(_:receiver:)``): the properties of the
    /// types named like the receiver, else any property of the name.
    func hintedOwners(_ name: String, receiver: String) -> [FileFacts.Owner] {
        hintedOwners(name, receiver: receiver, types: (textPropertyTypes[name] ?? []).map(TypeName.init))
    }

    /// ``hintedOwners(_:receiver:)`` among `types`, the project's types declaring a text property `name` (in the
    /// files' order), each with its name's bytes lower-cased once for all the reads of that name.
    private func hintedOwners(_ name: String, receiver: String, types: [TypeName]) -> [FileFacts.Owner] {
        var word = Substring(receiver)
        while word.first == "$" || word.first == "_" { word = word.dropFirst() }
        let hint = word.lowercased()
        guard !hint.isEmpty else { return [.member(name)] }
        let suffix = Array(hint.utf8)
        let matching = types.filter { $0.lowercasedHasSuffix(hint, bytes: suffix) }
        return matching.isEmpty ? [.member(name)] : matching.map { .property(type: $0.name, name: name) }
    }

    /// A type's name with its bytes lower-cased when they are ASCII (most names are): whether it ends with a hint
    /// is then a comparison of bytes, without a lower-cased copy of the name per read.
    private struct TypeName {
        var name: String
        /// The ASCII bytes lower-cased; nil for a name with other characters (compared through `lowercased()`).
        var lowercasedBytes: [UInt8]?

        init(_ name: String) {
            self.name = name
            let bytes = Array(name.utf8)
            lowercasedBytes = bytes.allSatisfy { $0 < 0x80 }
                ? bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 } : nil
        }

        /// `name.lowercased().hasSuffix(hint)`; `bytes` are the hint's.
        func lowercasedHasSuffix(_ hint: String, bytes suffix: [UInt8]) -> Bool {
            guard let lowercased = lowercasedBytes else { return name.lowercased().hasSuffix(hint) }
            guard suffix.count <= lowercased.count else { return false }
            let start = lowercased.count - suffix.count
            // From the end: most names differ in their last letters.
            var offset = suffix.count - 1
            while offset >= 0 {
                if lowercased[start + offset] != suffix[offset] { return false }
                offset -= 1
            }
            return true
        }
    }

    /// ``hintedOwners(_:receiver:)``, as worked out when ``resolve()`` started.
    func owners(ofHinted name: String, receiver: String) -> [FileFacts.Owner] {
        hintedReads[HintedRead(name: name, receiver: receiver)] ?? hintedOwners(name, receiver: receiver)
    }

    mutating func resolve() {
        var plan = plannedForwards()
        for (file, fileFacts) in facts.enumerated() {
            for shown in fileFacts.shown { mark(shown.owner, file: file, api: shown.api) }
        }
        for _ in 0..<4 {
            var changed = false
            // A value passed on whose owner is shown is passed on for nothing from then on (nothing is unmarked):
            // each round keeps the others only. The rounds are otherwise as they were: in the files' order, each
            // value's mark seen by the values after it.
            var next: [PlannedForward] = []
            next.reserveCapacity(plan.count)
            for planned in plan {
                // Where the value goes is asked first (most go nowhere shown, and for an argument the answer needs
                // neither the value's facts nor any hashing of names); both answers are only read here.
                let found = planned.slots.map(argumentTarget)
                    ?? target(facts[planned.file].forwards[planned.forward].target, slots: nil)
                guard let (api, node) = found else {
                    next.append(planned)
                    continue
                }
                let forward = facts[planned.file].forwards[planned.forward]
                var shown: String?
                if let owners = planned.hintedOwners {
                    for owner in owners where shown == nil { shown = isShown(owner, file: planned.file) }
                } else {
                    shown = isShown(forward.owner, file: planned.file)
                }
                guard shown == nil else { continue }
                mark(forward.owner, file: planned.file, api: api, via: node)
                changed = true
                // (Kept: a logging function's parameter is never marked, and is passed on again next round.)
                next.append(planned)
            }
            plan = next
            if !changed { break }
        }
    }

    /// A value passed on (``FileFacts/forwards``), with what ``resolve()``'s rounds look up for it worked out once:
    /// each round looks at every value passed on again (172,000 on a 1.3M-line tree of apps), and hashing their
    /// names in every round, or filtering the thousands of types that declare a common name, cost more than the
    /// rounds' own work, on one core while the other waited.
    struct PlannedForward {
        /// The file, and the value's position in its ``FileFacts/forwards``.
        var file: Int
        var forward: Int
        /// For a `receiver.name` read, its owners (``hintedOwners(_:receiver:)``); nil for any other owner.
        var hintedOwners: [FileFacts.Owner]?
        /// For an argument, the parameters (callable, position) it can go to, in the order ``target(_:slots:)``
        /// tries them; nil for any other target.
        var slots: [Slot]?
    }

    /// A parameter of a callable: its index in ``callables`` and its position.
    struct Slot: Hashable {
        var callable: Int
        var position: Int
    }

    /// An argument as a target: the callee's name, the argument's label, else its position.
    private struct ArgumentKey: Hashable {
        var callee: String
        var label: String?
        var position: Int32
    }

    /// Every file's forwards in order, planned (see ``PlannedForward``), each half of the files on a core of its
    /// own; fills ``hintedReads``.
    private mutating func plannedForwards() -> [PlannedForward] {
        let resolver = self
        let half = facts.count / 2
        let (first, second) = concurrently(
            { resolver.plan(files: 0..<half) }, { resolver.plan(files: half..<resolver.facts.count) })
        hintedReads = first.hinted.merging(second.hinted) { kept, _ in kept }
        return first.forwards + second.forwards
    }

    /// The forwards of `files`, planned, and the owners of each `receiver.name` read their forwards and shown values
    /// make.
    private func plan(files: Range<Int>) -> (forwards: [PlannedForward], hinted: [HintedRead: [FileFacts.Owner]]) {
        // Each name's types lower-cased once, for all the reads of that name; each argument's slots once.
        var typeNames: [String: [TypeName]] = [:]
        var hinted: [HintedRead: [FileFacts.Owner]] = [:]
        var slotsByArgument: [ArgumentKey: [Slot]] = [:]
        func owners(_ name: String, receiver: String) -> [FileFacts.Owner] {
            let read = HintedRead(name: name, receiver: receiver)
            if let known = hinted[read] { return known }
            let types: [TypeName]
            if let known = typeNames[name] {
                types = known
            } else {
                types = (textPropertyTypes[name] ?? []).map(TypeName.init)
                typeNames[name] = types
            }
            let owners = hintedOwners(name, receiver: receiver, types: types)
            hinted[read] = owners
            return owners
        }
        var plan: [PlannedForward] = []
        plan.reserveCapacity(facts[files].reduce(0) { $0 + $1.forwards.count })
        for file in files {
            let fileFacts = facts[file]
            for owner in fileFacts.shown.lazy.map(\.owner) {
                if case .hinted(let name, let receiver) = owner { _ = owners(name, receiver: receiver) }
            }
            for (index, forward) in fileFacts.forwards.enumerated() {
                var planned = PlannedForward(file: file, forward: index)
                switch forward.target {
                case .argument(let callee, let label, let position):
                    let key = ArgumentKey(callee: callee, label: label, position: position)
                    if let known = slotsByArgument[key] {
                        planned.slots = known
                    } else {
                        let slots = self.slots(callee: callee, label: label, position: Int(position))
                        slotsByArgument[key] = slots
                        planned.slots = slots
                    }
                    // An argument no project parameter takes goes nowhere (most are arguments of the platform's
                    // APIs): ``target(_:slots:)`` would answer nil in every round.
                    if planned.slots?.isEmpty == true { continue }
                case .property(_, let name) where ProjectIndex.fontNames.contains(name): continue
                case .value(let name, _) where ProjectIndex.unfollowedNames.contains(name): continue
                default: break
                }
                if case .hinted(let name, let receiver) = forward.owner {
                    planned.hintedOwners = owners(name, receiver: receiver)
                }
                plan.append(planned)
            }
        }
        return (plan, hinted)
    }

    /// The parameters an argument to `callee` (by `label`, else unlabelled at `position`) goes to: for each callable
    /// of that name, in ``callablesByName``'s order, the parameter of that label, or the unlabelled one at that
    /// position.
    private func slots(callee: String, label: String?, position: Int) -> [Slot] {
        var slots: [Slot] = []
        for index in callablesByName[callee] ?? [] {
            let parameters = callables[index].fact.parameters
            let slot = label.map { label in parameters.firstIndex { $0.label == label } }
                ?? (position < parameters.count && parameters[position].label == nil ? position : nil)
            if let slot { slots.append(Slot(callable: index, position: slot)) }
        }
        return slots
    }

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
        guard !LoggingCalls.isLogging(callables[callable].fact.callName) else { return }
        if shownParameters[callable]?[position] == nil {
            shownParameters[callable, default: [:]][position] = api
            hasShownParameter[callable] = true
        }
        if let via { link(.parameter(callable: callable, position: position), to: via) }
    }

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
    /// (``ProjectIndex/apis``, ``ProjectIndex/members``, ``ProjectIndex/typedMembers``).
    func shownAPIs(_ declared: DeclaredFacts) -> (
        apis: [UserFacingAPI], members: [String: ProjectIndex.Member], typedMembers: [MemberKey: UserFacingAPI]
    ) {
        var apis: [UserFacingAPI] = []
        let localizingFunctions = declared.localizingFunctions
        for (index, callable) in callables.enumerated() {
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
                            origin: .parameter(callable: index, position: group[0])))
                }
            }
        }
        // The project shows errors: their `localizedDescription` reaches the screen, or they are handed to an API
        // that shows it.
        let showsErrors = shown("localizedDescription") != nil || facts.contains(where: \.presentsErrors)
        var members: [String: ProjectIndex.Member] = [:]
        var typedMembers: [MemberKey: UserFacingAPI] = [:]
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
        for file in facts {
            for property in file.properties {
                if LocalizationType.isLocalized(property.type) {
                    add(property.name, localizes: true, shownBy: nil)
                } else if LocalizationType.isText(property.type), let api = shownMembers[property.name] {
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
                    showsErrors
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
        return (apis, members, typedMembers)
    }
}
