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
    /// The project's types named for a language beside a type of the same stem for another language (TiTi's `TLRen`,
    /// `TLRko`, `TLRzh`): the team's own translation tables, one type per language (``languageTables(in:)``).
    package let languageTableTypes: Set<String>
    /// The project's SwiftUI views that no code creates: no file names them outside previews, `#if DEBUG` and their
    /// own declaration (a template's `ContentView` left behind, a screen only a `#Preview` shows). Their text
    /// reaches nobody. Empty unless the files linted are a whole app (one declares `@main`).
    package let unreachedViews: Set<String>
    /// The project's other types (view controllers, cells, models with text) that no code makes: no Swift file
    /// names them outside previews, `#if DEBUG` and their own declaration, the system does not find them by
    /// itself (``FoundBySystem``), and no storyboard, XIB, Objective-C file or property list of the project names
    /// them. Their text reaches nobody (a screen left behind after a redesign). Empty unless the files linted are a
    /// whole app and the run could ask those other files (``init(facts:usedNames:namedElsewhere:)``).
    package var unreachedTypes: Set<String> = []
    /// The absolute paths of the XIBs nothing loads (``LintOptions/unloadedNibs``): their texts reach nobody, and
    /// their `customClass` makes no type. Empty unless the files linted are a whole app.
    package var unloadedNibs: Set<String> = []
    /// The project's types that declare a method of each name (`handle` → `CoreDataError`, `ErrorService`), and
    /// those that declare each signature (`handle(_:message:showToastr:)` → `ErrorService`): a call whose receiver
    /// is one type is that type's method, not another's of the same name (``isOtherTypesMethod(_:signature:receiver:)``).
    package var methodOwners: [String: Set<String>] = [:]
    package var signatureOwners: [String: Set<String>] = [:]
    /// Functions named as loggers are (``L10nSourceParsing/LoggingCalls``) that take a localized value (MaaMacGui's
    /// `logTrace(_ key: String.LocalizationValue)`, which writes to a log panel users read): their literals are keys.
    package var localizingLoggers: Set<String> = []

    /// Whether a call of `name` on a value of `receiver` calls that type's own method, not the one of `signature`
    /// another type declares: the receiver's type declares a method of that name, and no declaration of `signature`
    /// is in it. Impressia's `CoreDataError.shared.handle(error, message: "…")` only logs; its `ErrorService`'s
    /// `handle(_:message:showToastr:)` shows a toast.
    package func isOtherTypesMethod(_ name: String, signature: String, receiver: String) -> Bool {
        guard methodOwners[name]?.contains(receiver) == true, let owners = signatureOwners[signature] else { return false }
        return !owners.contains(receiver)
    }
    /// The declared type of each member property, by `Type.name` (`Order.placedAt` → `Date`), when every
    /// declaration of it in the project agrees: what a rule reads of `order.placedAt` when `Order` is another file's.
    package let memberTypes: [FileFacts.MemberKey: String]
    /// The properties shown through their own type only, by `Type.name` (`Server.name` when a view shows
    /// `server.name` of a `server: Server`): a declaration of another type with the same name is not shown by it.
    package let typedMembers: [FileFacts.MemberKey: UserFacingAPI]
    /// Text properties of a name other types' values show (`AppLanguage.displayName`) that no file showing that
    /// name names their type, nor declares it (BackClaw's `OpenClawWorkspace.displayName`): not shown by the name.
    package var unshownMembers: Set<FileFacts.MemberKey> = []
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
    /// The app lays its whole interface out left to right, whatever the language (Sora's scene:
    /// `.environment(\.layoutDirection, .leftToRight)`; `UIView.appearance().semanticContentAttribute =
    /// .forceLeftToRight`): `layout-direction` reports that one decision, not the left and right that follow it.
    package var forcesLeftToRight = false
    /// The project's map annotation types (conforming to `MKAnnotation`), when the app draws its annotations with
    /// views of its own and never shows their titles (no `canShowCallout = true`, no `MKMarkerAnnotationView`):
    /// their `title` and `subtitle` reach no one (open-rmbt's measurement pins, titled 'Pin'). Empty otherwise.
    package var hiddenAnnotationTypes: Set<String> = []
    /// The types some file makes the app's main menu of (`NSApp.mainMenu = MainMenu()`): a file declaring one builds
    /// menus whose titles the menu bar shows.
    package var mainMenuTypes: Set<String> = []
    /// How many of the project's files localize text (``FileFacts/localizesText``): the app localizes its UI.
    package var localizingFiles = 0
    /// The project's files that open with comments that say they come from elsewhere (``FileFacts/hasForeignHeader``),
    /// and how many files the project has: a few such files beside many that do not are copies of others' code.
    package var foreignHeaderPaths: Set<String> = []
    package var projectFiles = 0

    /// Whether the file at `path` is someone else's code: its opening comments say it comes from elsewhere
    /// (``ForeignHeader``), and at most a fifth of the project's files open that way (when most do, the header is
    /// the project's own), of five files or more (a file or two linted alone say nothing of the project's own headers).
    package func isForeignCode(_ path: String) -> Bool {
        projectFiles >= 5 && foreignHeaderPaths.count * 5 <= projectFiles && foreignHeaderPaths.contains(path)
    }
    /// The paths of those files, in the order the index read them: which build targets localize
    /// (`hardcoded-string`'s targets left in English as a whole).
    package var localizingPaths: [String] = []
    /// ``localizingPaths``, and the files that show a member of a type a localizing file declares (Omnivore's views
    /// show `LocalText.saveToOmnivore`, `LocalText` calling `NSLocalizedString`): a folder whose files are none of
    /// these localizes nothing (`TargetsLeftInEnglish`'s folders).
    package var textLocalizingPaths: [String] = []
    /// By file, the lines comments say are not translated on purpose (``FileFacts/statedIntents``): text that goes
    /// through a declaration there is kept in English by the team.
    package var statedIntents: [String: [FileFacts.StatedLines]] = [:]
    /// The names of members whose text some file sets from a value on another object (`cell.friendUsername.text =
    /// friend.username`, ``FileFacts/textSetMembers``): a placeholder its own file gives such a member is replaced
    /// before it shows.
    package var textSetMembers: Set<String> = []
    /// The texts some file of the project shows as they are (``FileFacts/verbatimTexts``): the team's decision that
    /// they are not translated, wherever else code shows them (Anywhere's obfuscation schemes, `Text(String("Gecko"))`
    /// in its iOS editor, plain in its TV one).
    package var verbatimTexts: Set<String> = []
    /// The members some file of the project force-unwraps on a name (``FileFacts/forceUnwrappedMembers``,
    /// `recipe.title` of `Text(recipe.title!)`): the team's own code says the value is there, so a `??` default
    /// given to the same `recipe.title` elsewhere is never shown.
    package var forceUnwrappedMembers: Set<String> = []

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
        languageTableTypes = Self.languageTables(in: declaredTypes)
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

    /// Methods of the standard library's collections and strings (`append`, `insert`, `contains`): a project's own
    /// method of that name (a log viewer's `append(_ string: String)`) is not matched by name to every call, which
    /// is nearly always an array's (`debugLog.append("Cooperative resize candidate excluded")`, Rectangle).
    static let standardMemberNames: Set<String> = [
        "append", "appending", "insert", "contains", "remove", "removeAll", "replaceSubrange", "joined", "write",
    ]

    /// How many types may declare a text property of one name for a value read off an unknown type (`x.title`)
    /// to show each type's: past it, the name is as generic as `id` (``unfollowedNames``).
    static let typesPerFollowedName = 4

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
    ///
    /// `namedElsewhere`: which of the names it is given the project's files of other kinds name (storyboards,
    /// XIBs, Objective-C, property lists); nil when the run cannot tell, and then no type other than a view is
    /// taken as unreached.
    package init(
        facts: [FileFacts], usedNames: NameHashes?,
        namedElsewhere: (@Sendable (Set<String>, Set<String>) -> Set<String>)? = nil,
        unloadedNibs: (@Sendable (@Sendable (String) -> Bool) -> Set<String>)? = nil,
        whenIdle: (@Sendable () -> Void)? = nil
    ) {
        // Five pieces that do not wait for one another, the costliest first, each taken by whichever core is free:
        // the resolver's tables, the three pieces of what the declarations say and the type carriers. `whenIdle`
        // starts on the first core to find no piece left (two halves fixed in advance left one core waiting for the
        // longer).
        let resolverBox = Locked<Resolver?>(nil)
        let declarationsBox = Locked<DeclaredFacts.Declarations?>(nil)
        let reachedBox = Locked<DeclaredFacts.Reached?>(nil)
        let membersBox = Locked<DeclaredFacts.Members?>(nil)
        let carriersBox = Locked<[String: Set<String>]>([:])
        // The run cannot tell what other files make without `namedElsewhere`: then only views are taken as unreached.
        let followsOtherTypes = namedElsewhere != nil
        concurrentTasks(
            [
                { resolverBox.withLock { $0 = Resolver(facts: facts) } },
                { declarationsBox.withLock { $0 = DeclaredFacts.Declarations(facts) } },
                {
                    var reached = DeclaredFacts.Reached(facts, usedNames: usedNames, followsOtherTypes: followsOtherTypes)
                    reached.askOtherFiles(namedElsewhere: namedElsewhere, unloadedNibs: unloadedNibs)
                    reachedBox.withLock { $0 = reached }
                },
                { membersBox.withLock { $0 = DeclaredFacts.Members(facts) } },
                { carriersBox.withLock { $0 = Resolver.carriers(facts) } },
            ], whenIdle: whenIdle)
        let declared = DeclaredFacts(
            declarationsBox.withLock { $0.take()! }, reachedBox.withLock { $0.take()! }, membersBox.withLock { $0.take()! })
        let resolved = resolverBox.withLock { $0.take()! }
        // Resolved after the declared facts, not beside them: the resolver plans its values passed on with both
        // cores (``Resolver/resolve(unreachedViews:)``), and work asked of two cores inside work that already holds both runs on
        // one (Dispatch runs a nested `concurrentPerform` serially: 0.15 s of a 1.4M-line tree's check on one
        // core while the other waited).
        var resolving = consume resolved
        // Only views no debug file names: a view created in a folder named for debugging (VoiceMemo's
        // `DebugMode/VoiceAppFeature.swift` holds its main tabs) still shows what it shows. A view only unreached
        // types create shows nothing (the NHS COVID-19 app's experiment screens, made by a prototype scenario).
        let madeByDebugFiles = declared.madeByDebugFiles
        resolving.resolve(unreachedViews: declared.unreachedViews.filter {
            declared.reach?.isNamedByDebugFile($0) == false && !madeByDebugFiles.contains($0)
        })
        let resolver = consume resolving
        let carriers = carriersBox.withLock { $0 }
        let (routes, shown) = concurrently({ resolver.routes() }, { resolver.shownAPIs(declared, carriers: carriers) })
        let rawValues = declared.rawValueTypes.isEmpty ? nil : resolver.shown("rawValue").map { api in
            UserFacingAPI(
                name: "rawValue", form: .any, firstUnlabeled: false, labels: [], localizesKeys: false, element: nil,
                shownBy: api, through: "rawValue")
        }
        // The resolver's tables are let go of on another thread: freeing them took a core alone for a twentieth of
        // a second on a 1.2M-line tree, while the other waited for the lint to start.
        Disposal.dropInBackground(resolver)
        self.init(
            apis: shown.apis, members: shown.members, localizingFunctions: declared.localizingFunctions,
            productNames: declared.productNames,
            rawValues: rawValues, rawValueTypes: declared.rawValueTypes, routes: routes, plainTypes: declared.plainTypes,
            declaredTypes: declared.declaredTypes, unreachedViews: declared.unreachedViews,
            memberTypes: declared.memberTypes, reach: declared.reach, typedMembers: shown.typedMembers,
            tupleElements: declared.tupleElements, undeclaredChains: declared.undeclaredChains)
        isAgentApp = declared.isAgentApp
        forcesLeftToRight = declared.forcesLeftToRight
        hiddenAnnotationTypes = declared.hiddenAnnotationTypes
        unreachedTypes = declared.unnamedTypes
        self.unloadedNibs = declared.unloadedNibs
        methodOwners = declared.methodOwners
        signatureOwners = declared.signatureOwners
        localizingLoggers = declared.localizingLoggers
        unshownMembers = shown.unshownMembers
        mainMenuTypes = declared.mainMenuTypes
        localizingFiles = declared.localizingFiles
        foreignHeaderPaths = declared.foreignHeaderPaths
        projectFiles = declared.projectFiles
        localizingPaths = declared.localizingPaths
        textLocalizingPaths = declared.textLocalizingPaths
        statedIntents = declared.statedIntents
        textSetMembers = declared.textSetMembers
        verbatimTexts = declared.verbatimTexts
        forceUnwrappedMembers = declared.forceUnwrappedMembers
    }
}

/// Builds a ``ProjectIndex``: direct uses first, then values passed on, until nothing changes (a few hops).
struct Resolver {
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
    /// The files where each member read by name is shown (``shownMembers``): which of the types declaring it
    /// those files name.
    var memberShowingFiles: [String: Set<Int>] = [:]
    var shownFunctions: [String: String] = [:]
    var callablesByName: [String: [Int]] = [:]
    /// The types declaring a text property of each name (`name` → `Server`, `Tag`), in the files' order
    /// (``hintedOwners(_:receiver:)`` compares receivers with their names lower-cased).
    var textPropertyTypes: [String: [String]] = [:]
    var memberwise: [String: Int] = [:]
    /// Where each value marked shown because it is passed on goes next (``TextRoutes``).
    var next: [RouteNode: RouteNode] = [:]
    /// ``hintedOwners(_:receiver:)`` of every `receiver.name` read of the files, worked out once as ``resolve(unreachedViews:)``
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
        // A call of a standard collection's method (`reasons.append(reason)`) is not matched to the project's own
        // method of that name (``standardMemberNames``).
        for (index, callable) in callables.enumerated() where !ProjectIndex.standardMemberNames.contains(callable.fact.callName) {
            callablesByName[callable.fact.callName, default: []].append(index)
        }
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

    /// `unreachedViews`: the project's views no code creates (``ProjectIndex/unreachedViews``); what they show marks
    /// nothing.
    mutating func resolve(unreachedViews: Set<String> = []) {
        var plan = plannedForwards()
        for (file, fileFacts) in facts.enumerated() {
            // What a view no code creates shows reaches nobody (mi-parada's `StopDetailNextBus`, the only caller of
            // its `formatArrivalTime`).
            for shown in fileFacts.shown where shown.scope.map({ !unreachedViews.contains($0) }) ?? true {
                mark(shown.owner, file: file, api: shown.api)
            }
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

    /// A value passed on (``FileFacts/forwards``), with what ``resolve(unreachedViews:)``'s rounds look up for it worked out once:
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
}

extension ProjectIndex {
    /// The types of `types` whose name is a stem and a language code (`TLRen` → `TLR`, `en`; `Strings_DE` →
    /// `Strings`, `de`) while another of `types` has the same stem and another code: worked out once, so that a
    /// literal asks only whether its type is one.
    ///
    ///     ProjectIndex.languageTables(in: ["TLRen", "TLRko", "ViewModel", "TLRKey"])   // ["TLRen", "TLRko"]
    static func languageTables(in types: Set<String>) -> Set<String> {
        var codesByStem: [String: Set<String>] = [:]
        var stemOf: [String: String] = [:]
        for type in types {
            guard let (stem, code) = languageSuffix(of: type) else { continue }
            codesByStem[stem, default: []].insert(code)
            stemOf[type] = stem
        }
        return Set(stemOf.filter { (codesByStem[$0.value]?.count ?? 0) >= 2 }.keys)
    }

    /// A type's name split into its stem and the language code it ends with, when the stem has two characters or
    /// more.
    static func languageSuffix(of name: String) -> (stem: String, code: String)? {
        guard name.utf8.count >= 4 else { return nil }
        let code = String(name.suffix(2)).lowercased()
        guard tableLanguageCodes.contains(code) else { return nil }
        var stem = String(name.dropLast(2))
        if stem.hasSuffix("_") { stem.removeLast() }
        return stem.count >= 2 ? (stem, code) : nil
    }

    static let tableLanguageCodes: Set<String> = [
        "en", "ko", "zh", "ja", "de", "fr", "es", "it", "pt", "ru", "uk", "pl", "nl", "sv", "da", "nb", "fi", "tr",
        "ar", "he", "hi", "th", "vi", "id", "cs", "sk", "hu", "ro", "el", "bg", "hr", "ca", "fa",
    ]
}
