/// The names a file reads, for deciding which text nothing reaches (``ProjectIndex/reach``): every identifier the
/// file uses, as a hash, outside previews and `#if DEBUG`, not where a declaration introduces it (`let message`,
/// `case tooLarge, offline`) and not where a `case` pattern matches it (`case .tooLarge:` tells what a value is,
/// it creates none).
///
///     throw UploadError.tooLarge          // uses 'UploadError' and 'tooLarge'
///     case .tooLarge: return "Too large"  // uses neither
///     let failureMessage = "…"            // declares 'failureMessage'; a later 'Text(failureMessage)' uses it
///
/// Hashes, not strings: one pass over the tokens without building a string per identifier. A collision only makes
/// a name look used, which keeps a finding.
package enum NameUses {
    /// The hash of a name as ``uses(in:)`` stores it (a leading `$` of a projected value left out): the index's
    /// hash of every byte, ``NameTable/hashAll(_:)``.
    package static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var name = bytes.first == UInt8(ascii: "$") ? bytes.dropFirst() : bytes
        // A name in backticks (`` `continue` ``) is the name.
        if name.count > 2, name.first == UInt8(ascii: "`"), name.last == UInt8(ascii: "`") { name = name.dropFirst().dropLast() }
        return UInt64(bitPattern: Int64(NameTable.hashAll(name)))
    }

    package static func hash(_ name: String) -> UInt64 { hash(Array(name.utf8)[...]) }

    /// What a debug file's uses are kept as (``debugFileUse(_:)``): a use that makes nothing reached, but still
    /// names what it names (a key's case in the app's own enum of keys, read by a diagnostics screen).
    package static let debugFileSalt: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The hash of a debug file's use of the name whose hash is `hash`: in the same set, never equal to a use.
    package static func debugFileUse(_ hash: UInt64) -> UInt64 { hash ^ debugFileSalt }

    /// Declaration keywords: the identifier after one is declared, not used.
    private static let declaring: [[UInt8]] = [
        "let", "var", "func", "case", "struct", "class", "enum", "protocol", "typealias", "actor", "extension",
        "associatedtype",
    ].map { Array($0.utf8) }

    /// Whether a keyword's bytes are one of ``declaring`` (as ``hash(_:)`` reads a name: a leading `$` and
    /// backticks left out), compared byte for byte: most keywords before an identifier (`return`, `try`, `in`)
    /// differ in length or first byte, with no hash worked out.
    private static func isDeclaring(_ bytes: ArraySlice<UInt8>) -> Bool {
        var name = bytes.first == UInt8(ascii: "$") ? bytes.dropFirst() : bytes
        if name.count > 2, name.first == UInt8(ascii: "`"), name.last == UInt8(ascii: "`") { name = name.dropFirst().dropLast() }
        return declaring.contains { $0.count == name.count && $0.elementsEqual(name) }
    }

    /// The names `file` uses (see ``NameUses``), each hash once.
    package static func uses(in file: SourceFile) -> [UInt64] {
        var scoped = ScopedNames(scopes: [])
        return uses(in: file, scoped: &scoped)
    }

    /// The names `file` uses, each hash once; the capitalized ones (type names) also sorted into `scoped`: used
    /// inside one of its scopes (a view's body) or outside all of them.
    package static func uses(in file: SourceFile, scoped: inout ScopedNames) -> [UInt64] {
        let view = file.view
        let tokens = file.tokens
        let bytes = file.source.bytes
        var uses = NameHashes()
        // Inside a `case` clause: from the keyword to its `:`, `=`, `{`, `where` or `in`, or the end of a line
        // not ending in `,` (an enum's `case a, b`); `depth` counts brackets inside it.
        var inCase = false
        var depth = 0
        var previous: Int?
        for index in tokens.indices {
            let token = tokens[index]
            if token.isComment { continue }
            defer { previous = index }
            if inCase, let previous, tokens[previous].line != token.line, depth == 0,
                !view.isPunctuation(previous, UInt8(ascii: ","))
            {
                inCase = false
            }
            switch token.kind {
            case .keyword:
                // A member named by a keyword after a dot (`Localized.Common.continue`, `Localized.Errors.required(…)`,
                // SwiftGen's accessors in gem wallet): a use of that name, outside a `case` pattern.
                if let previous, view.isPunctuation(previous, UInt8(ascii: ".")) {
                    if !inCase, !file.isExcluded(index) { uses.insert(hash(bytes[token.range])) }
                    continue
                }
                if bytes[token.range.lowerBound] == UInt8(ascii: "c"), view.token(index, is: "case") {
                    inCase = true
                    depth = 0
                } else if inCase, depth == 0, view.token(index, is: "where") || view.token(index, is: "in") {
                    inCase = false
                }
                continue
            case .punctuation:
                guard inCase else { continue }
                switch bytes[token.range.lowerBound] {
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: ":"), UInt8(ascii: "{"), UInt8(ascii: ";"): if depth <= 0 { inCase = false }
                default: break
                }
                continue
            case .operator:
                if inCase, depth <= 0, view.isOperator(index, "=") { inCase = false }
                continue
            case .identifier:
                break
            default:
                continue
            }
            if let previous {
                if tokens[previous].kind == .keyword, isDeclaring(bytes[tokens[previous].range]) { continue }
                if inCase {
                    // `.tooLarge`, `UploadError.tooLarge`, `.failed(.timeout)`: a pattern; `case a, b`: declared.
                    if view.isPunctuation(previous, UInt8(ascii: ".")) { continue }
                    if depth == 0, view.isPunctuation(previous, UInt8(ascii: ",")) { continue }
                }
            }
            if file.isExcluded(index) {
                // A debug build's branch (`#if DEBUG`) still names what it names: a debug file's use
                // (``debugFileUse(_:)``), which keeps a key its member reads in use (Pog's `L10n.Common.visit`, read
                // only by a debug button) but makes nothing reached.
                if let region = file.regions.excludedRange(holding: index), tokens[region.lowerBound].kind == .poundKeyword,
                    view.token(region.lowerBound, is: "#if") || view.token(region.lowerBound, is: "#else")
                        || view.token(region.lowerBound, is: "#elseif")
                {
                    uses.insert(debugFileUse(hash(bytes[token.range])))
                }
                continue
            }
            if isRegisteredCell(index, in: view) { continue }
            let name = hash(bytes[token.range])
            uses.insert(name)
            if ScopedNames.records(bytes[token.range.lowerBound]) { scoped.record(name, at: index) }
        }
        scoped.finish()
        return uses.elements
    }
}

extension NameUses {
    /// Whether the name at `index` is a cell class given to a `register(…)` call, as `X.self` or `X.reuseIdentifier`
    /// (`collectionView.register(WeatherConditionCell.self, forCellWithReuseIdentifier:
    /// WeatherConditionCell.reuseIdentifier)`): registering a cell shows nothing, dequeuing it does (`… as!
    /// WeatherConditionCell`), so the name there is no use. kuStudy registers a weather cell whose every dequeue is
    /// commented out.
    static func isRegisteredCell(_ index: Int, in view: CodeView) -> Bool {
        guard let dot = view.next(index), view.isPunctuation(dot, UInt8(ascii: ".")), let member = view.next(dot),
            view.token(member, is: "self") || view.token(member, is: "reuseIdentifier") || view.token(member, is: "identifier")
        else { return false }
        // The call the name is an argument of: back over the arguments before it, to the unmatched `(`.
        var depth = 0
        var cursor = view.previous(index)
        var steps = 0
        while let current = cursor, steps < 40 {
            if view.isPunctuation(current, UInt8(ascii: ")")) {
                depth += 1
            } else if view.isPunctuation(current, UInt8(ascii: "(")) {
                if depth == 0 {
                    guard let callee = view.previous(current) else { return false }
                    return view.token(callee, is: "register")
                }
                depth -= 1
            } else if view.isPunctuation(current, UInt8(ascii: "{")) || view.isPunctuation(current, UInt8(ascii: "}")) {
                return false
            }
            cursor = view.previous(current)
            steps += 1
        }
        return false
    }
}

/// The capitalized names a file uses (``NameUses``), sorted by where: inside each of some disjoint token ranges
/// (the bodies of a file's views and extensions), or outside all of them. The index follows which views a view
/// creates from these (``ProjectIndex/unreachedViews``): a view only an unreached view names is unreached too.
///
///     struct DetailTabs: View { var body: some View { TabView { SummaryTab() } } }  // inside: 'TabView', 'SummaryTab'
///     let host = NSHostingController(rootView: DetailTabs())                      // outside: 'NSHostingController', 'DetailTabs'
package struct ScopedNames: Sendable {
    /// The ranges, sorted and disjoint.
    package let scopes: [ClosedRange<Int>]
    /// Each scope's names, each hash once, in the order of `scopes`.
    package private(set) var inside: [[UInt64]]
    /// The names used outside every scope, each once.
    package private(set) var outside: [UInt64] = []
    private var insideSets: [NameHashes]
    private var outsideSet = NameHashes()
    private var cursor = 0

    /// `scopes` in any order; a range inside an earlier one is left out (its names are its container's).
    package init(scopes: [ClosedRange<Int>]) {
        var kept: [ClosedRange<Int>] = []
        for scope in scopes.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = kept.last, last.upperBound >= scope.lowerBound { continue }
            kept.append(scope)
        }
        self.scopes = kept
        inside = Array(repeating: [], count: kept.count)
        insideSets = Array(repeating: NameHashes(), count: kept.count)
    }

    /// Whether a name starting with `byte` is recorded: a capital or `_` (`_AddAccountIndexView`), as type names
    /// start. A view whose name starts otherwise is followed by ``Reach/usedNames`` alone.
    package static func records(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    /// Records `name`, used at token `index`; tokens come in order.
    mutating func record(_ name: UInt64, at index: Int) {
        while cursor < scopes.count, scopes[cursor].upperBound < index { cursor += 1 }
        if cursor < scopes.count, scopes[cursor].contains(index) {
            insideSets[cursor].insert(name)
        } else {
            outsideSet.insert(name)
        }
    }

    mutating func finish() {
        inside = insideSets.map(\.elements)
        outside = outsideSet.elements
        insideSets = []
        outsideSet = NameHashes()
    }
}
