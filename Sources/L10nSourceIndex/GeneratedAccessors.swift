import L10nSourceParsing

/// String accessors generated at build time and not committed, so that no scanned source declares them: SwiftGen's
/// `L10n.Library.RefreshError.title`, R.swift's `R.string.localizable.libraryRefreshErrorTitle()`, a project script's
/// `Strings.library_refresh_error_title`. The code names the tables' keys only through them; each member is matched
/// back to its key by the generators' naming rule (``GeneratedSymbolName/accessorForms(ofKey:)``: the key's letters
/// and digits in order, whatever the separators and case), so those keys count as used.
///
///     // Localizable.strings: "library.refresh_error.title" = "Could not refresh";   no file declares `Strings`
///     label.text = Strings.library_refresh_error_title
///     // → a use of 'library.refresh_error.title' through the accessor 'Strings'
///
/// Which chains are accessors is decided over the whole project, from every chain on a type no scanned source
/// declares (``ProjectIndex/undeclaredChains``): a chain is `Root.member…` up to the first call or other token, and
/// its accessor is `Root` followed by at most two members that name a table or are R.swift's `string`
/// (`R.string.localizable`, `L10n.Localizable` when SwiftGen nests tables). An accessor counts when its members name at least two keys and at
/// least half of its distinct chains name one: `R.image.settings` may spell a key `Settings`, but few of `R.image`'s
/// chains do, and `Bundle.main` names one key at most.
package struct GeneratedAccessors: Sendable {
    /// What one chain names: its accessor (`R.string.localizable`) and the catalog keys of that name (more than one
    /// when keys differ only in separators or case: `settings.title` and `settings_title`).
    package struct Match: Sendable, Hashable {
        package var accessor: String
        package var keys: [String]
    }

    /// The chains of accepted accessors that name keys, by their text (`R.string.localizable.cancel`).
    package let matches: [String: Match]
    /// Types no scanned source declares whose members are given to user-facing text in at least
    /// ``shownChainsForUnmatched`` distinct chains, and none of which names a key: generated accessors whose naming
    /// the generators' rule does not reproduce (or whose table was not scanned).
    package let unmatchedShownRoots: [String]

    /// How many distinct chains of a type must reach user-facing text for it to count as an accessor that names no
    /// key: a few (`UIDevice.current.name`, `Bundle.main.appName`) are any app's.
    static let shownChainsForUnmatched = 5

    /// How many keys an accessor none of whose chains is shown as text must name, nine in ten of its chains: a
    /// dependency's small enum (`SortOrder.ascending`, `.descending`) may spell two keys by chance.
    static let keysWhenNotShown = 5

    package static let empty = GeneratedAccessors(matches: [:], unmatchedShownRoots: [])

    private init(matches: [String: Match], unmatchedShownRoots: [String]) {
        self.matches = matches
        self.unmatchedShownRoots = unmatchedShownRoots
    }

    /// Decides the accessors among `chains` (chain text → whether some use of it is user-facing text) for the
    /// catalog keys `keys` of the tables `tables` (empty: `Localizable`).
    package init(chains: [String: Bool], keys: some Sequence<String>, tables: Set<String> = []) {
        guard !chains.isEmpty else {
            self = .empty
            return
        }
        // What an accessor may put before a key: a table's name (`L10n.Settings.…`, `R.string.settings.…`) and
        // R.swift's `string`; not an instance (`Container.shared.…`, `UIDevice.current.…`).
        let namespaces = Set((tables.isEmpty ? ["Localizable"] : tables).map(ProjectIndex.folded) + ["string"])
        var table: [String: [String]] = [:]
        for key in keys {
            for form in GeneratedSymbolName.accessorForms(ofKey: key) { table[form, default: []].append(key) }
        }
        // Per accessor candidate (the root and 0, 1 or 2 members after it): its distinct chains, those that name a
        // key, and the keys they name.
        var total: [String: Int] = [:]
        var named: [String: Int] = [:]
        var namedKeys: [String: Set<String>] = [:]
        var found: [String: Match] = [:]
        var shown: [String: Int] = [:]
        var shownNamed: [String: Int] = [:]
        var rootsNaming: Set<String> = []
        for (chain, isShown) in chains {
            let parts = chain.split(separator: ".")
            guard parts.count >= 2 else { continue }
            let root = parts[0]
            let members = parts.dropFirst()
            // A generated accessor's members are the strings, nested in capitalized namespaces (`L10n.Settings.title`,
            // `R.string.localizable.cancel`), not reached through instances (`Current.settingsStore.name`,
            // `UIDevice.current.name`).
            if isShown, members.dropLast().allSatisfy({ $0.first?.isUppercase == true || namespaces.contains(ProjectIndex.folded(String($0))) }) {
                shown[String(root), default: 0] += 1
            }
            var prefix = String(root)
            var prefixes: [String] = []
            for skip in 0..<min(3, members.count) {
                if skip > 0 {
                    let member = members[members.startIndex + skip - 1]
                    guard namespaces.contains(ProjectIndex.folded(String(member))) else { break }
                    prefix += "." + member
                }
                prefixes.append(prefix)
                total[prefix, default: 0] += 1
            }
            let skippable = prefixes.count
            // The whole rest of the chain first (`R.string.localizable.cancel`: `cancel` after the accessor), then
            // without trailing members of `String`'s own (`L10n.title.uppercased`), never without others
            // (`PlayMethod.directPlay.displayTitle` is a project property of a dependency's enum case).
            var ends = [members.endIndex]
            while let last = ends.last, last - 1 > members.startIndex, Self.stringMembers.contains(String(members[last - 1])) {
                ends.append(last - 1)
            }
            search: for end in ends {
                for skip in 0..<skippable where members.startIndex + skip < end {
                    let form = GeneratedSymbolName.accessorForm(ofMembers: members[(members.startIndex + skip)..<end])
                    guard let keys = table[form] else { continue }
                    named[prefixes[skip], default: 0] += 1
                    if isShown { shownNamed[prefixes[skip], default: 0] += 1 }
                    namedKeys[prefixes[skip], default: []].formUnion(keys)
                    found[chain] = Match(accessor: prefixes[skip], keys: keys)
                    break search
                }
            }
        }
        // Code shows some of an accessor's strings as they are (`Text(L10n.Settings.title)`, `label.text =
        // R.string.localizable.cancel()`), or nearly every chain of it names a key (`CoreStrings.commonStateOn`
        // given to the project's own views): a dependency's enum whose cases are named like keys (`ItemSortBy.album`,
        // `ItemSortOrder.ascending`) is neither shown as it is nor all keys.
        var accepted = Set(named.keys.filter { accessor in
            let keys = namedKeys[accessor]?.count ?? 0
            let (count, chains) = (named[accessor]!, total[accessor]!)
            guard keys >= 2, count * 2 >= chains else { return false }
            return shownNamed[accessor] != nil || (keys >= Self.keysWhenNotShown && count * 10 >= chains * 9)
        })
        // A table's accessor beside accepted ones of other tables (`R.string.home` beside `R.string.account`), named for
        // its table, is one too, though it names one key (Serey's `R.string.home.home`, its tab's title).
        func parent(_ accessor: String) -> Substring? {
            accessor.lastIndex(of: ".").map { accessor[..<$0] }
        }
        let acceptedParents = Set(accepted.compactMap { accessor -> Substring? in
            guard let last = accessor.split(separator: ".").last, namespaces.contains(ProjectIndex.folded(String(last))) else { return nil }
            return parent(accessor)
        })
        if !acceptedParents.isEmpty {
            for accessor in named.keys where !accepted.contains(accessor) {
                guard let up = parent(accessor), acceptedParents.contains(up), let last = accessor.split(separator: ".").last,
                    namespaces.contains(ProjectIndex.folded(String(last))), named[accessor]! * 2 >= total[accessor]!
                else { continue }
                accepted.insert(accessor)
            }
        }
        matches = found.filter { accepted.contains($0.value.accessor) }
        for accessor in accepted { rootsNaming.insert(String(accessor.prefix { $0 != "." })) }
        unmatchedShownRoots = shown.filter { $0.value >= Self.shownChainsForUnmatched && !rootsNaming.contains($0.key) }
            .keys.sorted()
    }

    /// The accessors that name keys, sorted.
    var accessors: [String] { Set(matches.values.map(\.accessor)).sorted() }

    // MARK: Chains in code

    /// The chain that starts at token `root`, as ``ProjectIndex/undeclaredChains`` and the walker name it: `Root`
    /// (an identifier with a capital first letter, not itself a member, not declared or imported there) and the
    /// members after it (backticks dropped), up to the first token that is not `.member`; at most eight members. Nil
    /// when no member follows.
    ///
    ///     R.string.localizable.cancel()    // "R.string.localizable.cancel"
    ///     R.string(preferredLanguages: languages).localizable.cancel()   // "R.string.localizable.cancel"
    ///     L10n.Settings.`default`          // "L10n.Settings.default"
    ///     extension L10n.Settings { … }    // nil
    ///
    /// With `alias`, the root is a name the file made an alias of an accessor (``aliases(in:)``), any case, and the
    /// chain's text starts with the aliased chain: `l.hoursValidTitle()` after `typealias l = R.string.localizable`
    /// is `R.string.localizable.hoursValidTitle`.
    package static func chain(at root: Int, in view: CodeView, alias: [UInt8]? = nil) -> (text: String, end: Int)? {
        let tokens = view.tokens
        guard tokens[root].kind == .identifier, let first = view.bytes[tokens[root].range].first,
            alias != nil || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first), let dot = view.next(root),
            view.isPunctuation(dot, UInt8(ascii: "."))
        else { return nil }
        if let previous = view.previous(root) {
            if view.isPunctuation(previous, UInt8(ascii: ".")) { return nil }
            if tokens[previous].kind == .keyword, declaringKeywords.contains(view.text(previous)) { return nil }
        }
        // The text is gathered as bytes and made a `String` once: every `Type.member` of every file is a chain (the
        // index reads them all), most of them never an accessor's.
        let bytes = view.bytes
        var text = alias ?? Array(bytes[tokens[root].range])
        var end = root
        var cursor = dot
        var count = 0
        var isRString = false
        while count < 8, view.isPunctuation(cursor, UInt8(ascii: ".")), let member = view.next(cursor),
            tokens[member].kind == .identifier || tokens[member].kind == .keyword
        {
            var name = bytes[tokens[member].range]
            if name.first == UInt8(ascii: "`"), name.count >= 2 { name = name.dropFirst().dropLast() }
            if count == 0, alias == nil { isRString = text.elementsEqual("R".utf8) && name.elementsEqual("string".utf8) }
            text.append(UInt8(ascii: "."))
            text.append(contentsOf: name)
            end = member
            count += 1
            guard var next = view.next(member) else { break }
            // R.swift's strings for other languages, `R.string(preferredLanguages: languages).localizable.cancel()`:
            // the call chooses the languages, the chain is `R.string.localizable.cancel` (Nova Wallet).
            if count == 1, isRString, view.isPunctuation(next, UInt8(ascii: "(")),
                let close = view.matching(next), let after = view.next(close), view.isPunctuation(after, UInt8(ascii: "."))
            {
                next = after
            }
            cursor = next
        }
        return count == 0 ? nil : (String(decoding: text, as: UTF8.self), end)
    }

    /// The names a file makes aliases of a chain (``chain(at:in:)``) with `typealias` (Whoppah's `typealias l =
    /// R.string.localizable`, fourteen files): each name and the chain's text as bytes.
    ///
    ///     typealias l = R.string.localizable    // ["l": "R.string.localizable"]
    package static func aliases(in view: CodeView) -> [String: [UInt8]] {
        var aliases: [String: [UInt8]] = [:]
        let tokens = view.tokens
        for index in tokens.indices where tokens[index].kind == .keyword && view.token(index, is: "typealias") {
            guard let name = view.next(index), tokens[name].kind == .identifier, let equals = view.next(name),
                view.isOperator(equals, "="), let root = view.next(equals), let (text, _) = chain(at: root, in: view)
            else { continue }
            aliases[view.text(name)] = Array(text.utf8)
        }
        return aliases
    }

    /// Every chain of a file (``chain(at:in:)``), once, and whether one of its uses is in user-facing text
    /// (`texts`, the file's user text sites): what the file tells ``FileFacts/memberChains``. A chain on a module
    /// the file imports (`TrustKeystore.Address` after `import TrustKeystore`) names a type, not a string.
    static func chains(in view: CodeView, texts: [UserText]) -> [String: Bool] {
        var chains: [String: Bool] = [:]
        let tokens = view.tokens
        var modules: Set<String> = []
        // Each chain's root and text, read once (``chain(at:in:)`` makes the text).
        var roots: [(root: Int, text: String)] = []
        // Most files make no alias: the names are looked for only where the lexer met the keyword `typealias`.
        let aliases = view.hasTypealias ? Self.aliases(in: view) : [:]
        var index = 0
        while index < tokens.count {
            if tokens[index].kind == .keyword, view.token(index, is: "import") {
                // `import TrustKeystore`, `@testable import App`, `import struct Foo.Bar` (its module).
                var name = view.next(index)
                if let kind = name, tokens[kind].kind == .keyword { name = view.next(kind) }
                if let name, tokens[name].kind == .identifier { modules.insert(view.text(name)) }
            }
            guard tokens[index].kind == .identifier,
                let (text, end) = (aliases.isEmpty ? nil : aliases[view.text(index)].flatMap { chain(at: index, in: view, alias: $0) })
                    ?? chain(at: index, in: view)
            else {
                index += 1
                continue
            }
            roots.append((index, text))
            index = end + 1
        }
        // The texts' expressions nest (`Text(Text(…))`, `a.text = b.text = …`): merged once, then each root looked up.
        var shownRanges: [Range<Int>] = []
        for range in texts.map(\.expression).sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = shownRanges.last, range.lowerBound <= last.upperBound {
                shownRanges[shownRanges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                shownRanges.append(range)
            }
        }
        func isShown(_ index: Int) -> Bool {
            var low = 0
            var high = shownRanges.count
            while low < high {
                let middle = (low + high) / 2
                if shownRanges[middle].upperBound <= index { low = middle + 1 } else { high = middle }
            }
            return low < shownRanges.count && shownRanges[low].contains(index)
        }
        for (root, text) in roots where !modules.contains(view.text(root)) {
            if isShown(root) {
                chains[text] = true
            } else if chains[text] == nil {
                chains[text] = false
            }
        }
        return chains
    }

    /// Members of `String` a chain may end with after an accessor's member: `L10n.Settings.title.uppercased()`.
    static let stringMembers: Set<String> = [
        "uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedLowercase", "localizedCapitalized",
        "replacingOccurrences", "trimmingCharacters", "appending", "components", "count", "isEmpty", "utf16",
        // R.swift's `StringResource` (`R.string.localizable.commonCancel.key.localized()`: its key, through the
        // app's own `localized()`).
        "key", "localized", "localizedString", "localizedFormat",
    ]

    /// Keywords after which a capitalized name is a type being declared, extended or imported, not read.
    private static let declaringKeywords: Set<String> = [
        "extension", "import", "class", "struct", "enum", "protocol", "typealias", "actor", "func", "let", "var", "as",
        "is",
    ]
}
