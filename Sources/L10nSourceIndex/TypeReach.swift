import L10nSourceParsing

/// Which of a whole app's types no code creates (``ProjectIndex/unreachedViews``, ``ProjectIndex/unreachedTypes``):
/// those no file names (``Reach/usedNames``), and those only unreached types name, in their bodies or their
/// extensions (``FileFacts/typeScopes``). A type named anywhere else (outside every type, in a type the system makes
/// by itself, in a dependency, in a storyboard) is reached, and so is every type its body names.
///
///     @main struct RiptideApp: App { var body: some Scene { WindowGroup { MainView() } } }  // reaches 'MainView'
///     struct RuleEditorView: View { @State var rule = EditableRule() }  // nothing names it: unreached
///     struct EditableRule { var type = EditableRuleType.match }  // named only by 'RuleEditorView': unreached
///
/// Riptide's rule editor, left behind when its screens were redone: its Clash keywords (`"MATCH"`, `"DIRECT"`) reach
/// no screen. VoiceMemo's detail tabs, named only by a host view that only its own `#Preview` creates.
///
/// Only over a whole app, as ``Reach``: files of which one declares the entry point (`@main`). A part of one (a
/// file or a folder checked alone, a package target the build plugin checks, a rule's example) says nothing about
/// who creates its types.
struct TypeReach: Sendable {
    /// The views nothing reaches.
    private(set) var unreachedViews: Set<String> = []
    /// The other types nothing reaches (neither errors, which ``Reach`` follows, nor types the system makes).
    private(set) var unreachedTypes: Set<String> = []

    /// The types a debug file creates, and those they create: their screens still show what they show (VoiceMemo's
    /// `DebugMode/VoiceAppFeature.swift` holds its main tabs), though nothing they make counts as reached.
    private(set) var madeByDebugFiles: Set<String> = []

    /// The followed types by their name's hash, and whether each is a view.
    private var followed: [UInt64: (name: String, isView: Bool)] = [:]
    /// The names used in each followed type's body and extensions.
    private var bodies: [String: [[UInt64]]] = [:]
    private var reached: Set<String> = []

    /// `others`: whether types other than views are taken as unreached at all (the run could ask the project's
    /// files of other kinds, ``ProjectIndex/init(facts:usedNames:namedElsewhere:unloadedNibs:)``); when not, they
    /// are reached, and so is what they name.
    init(facts: [FileFacts], reach: Reach, others: Bool) {
        var unnamed: Set<String> = []
        var unnamedViews: Set<String> = []
        var kept: Set<String> = []
        for file in facts {
            for type in file.types where type.kind != .extension {
                if file.isDependency || type.isFoundBySystem || type.isError || (!type.isView && !others) {
                    kept.insert(type.name)
                } else if !reach.isUsed(type.name) {
                    unnamed.insert(type.name)
                    if type.isView { unnamedViews.insert(type.name) }
                } else if let first = type.name.utf8.first, ScopedNames.records(first) {
                    followed[NameUses.hash(type.name)] = (type.name, type.isView)
                }
            }
        }
        // A name declared both as a followed type and as one that is kept (two apps of one repository, a
        // dependency's type of the same name) is kept.
        for name in kept { followed[NameUses.hash(name)] = nil }
        unnamed.subtract(kept)
        unreachedViews = unnamed.intersection(unnamedViews)
        unreachedTypes = unnamed.subtracting(unnamedViews)
        guard !followed.isEmpty else { return }
        // Names used outside every followed type reach; what an unnamed type's body names reaches nothing.
        let owners = Set(followed.values.map(\.name)).union(unnamed)
        var outside = NameHashes()
        for file in facts {
            outside.formUnion(file.namesOutsideTypes)
            for scope in file.typeScopes {
                if !file.isDependency, owners.contains(scope.owner) {
                    bodies[scope.owner, default: []].append(scope.names)
                } else {
                    outside.formUnion(scope.names)
                }
            }
        }
        var pending: [String] = []
        for (hash, type) in followed where outside.contains(hash) {
            reached.insert(type.name)
            pending.append(type.name)
        }
        follow(&pending)
        madeByDebugFiles = Self.made(from: unnamed.filter(reach.isNamedByDebugFile), bodies: bodies, followed: followed)
        for type in followed.values where !reached.contains(type.name) {
            if type.isView { unreachedViews.insert(type.name) } else { unreachedTypes.insert(type.name) }
        }
    }

    /// Takes `names` as reached (a storyboard makes them), and what their bodies name.
    mutating func reach(_ names: Set<String>) {
        var pending: [String] = []
        for name in names where unreachedTypes.contains(name) || unreachedViews.contains(name) {
            unreachedTypes.remove(name)
            unreachedViews.remove(name)
            if reached.insert(name).inserted { pending.append(name) }
        }
        follow(&pending)
        unreachedTypes.subtract(reached)
        unreachedViews.subtract(reached)
    }

    /// `names`, and every followed type their bodies name, and theirs.
    private static func made(
        from names: Set<String>, bodies: [String: [[UInt64]]], followed: [UInt64: (name: String, isView: Bool)]
    ) -> Set<String> {
        var made = names
        var pending = Array(names)
        while let type = pending.popLast() {
            for body in bodies[type] ?? [] {
                for hash in body {
                    guard let named = followed[hash]?.name, made.insert(named).inserted else { continue }
                    pending.append(named)
                }
            }
        }
        return made
    }

    private mutating func follow(_ pending: inout [String]) {
        while let type = pending.popLast() {
            for body in bodies[type] ?? [] {
                for hash in body {
                    guard let named = followed[hash]?.name, reached.insert(named).inserted else { continue }
                    pending.append(named)
                }
            }
        }
    }
}
