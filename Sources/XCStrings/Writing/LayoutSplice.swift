/// Writes a changed catalog into the bytes of the file it replaces, keeping that file's layout: what did not
/// change keeps its bytes, what changed is written in the file's own style (``CatalogLayout``), a new key goes
/// where the file's order puts it (sorted files stay sorted; otherwise last), a removed one leaves with its comma.
///
/// The comparison is of JSON values, recursively: an entry whose one translation changed keeps every other line,
/// and inside it only the changed localization is written again.
///
///     // original: {"sourceLanguage": "en", "strings": {"a": {…}, "c": {…}}, "version": "1.0"}
///     LayoutSplice.bytes(of: updated, replacing: original)
///     // {"sourceLanguage": "en", "strings": {"a": {…}, "b": {…}, "c": {…}}, "version": "1.0"}
enum LayoutSplice {
    /// The bytes of `new` (a catalog's JSON) laid out as `original`, read as `root` with `layout`, is.
    static func bytes(of new: JSONValue, replacing original: [UInt8], root: LocatedJSON, layout: CatalogLayout)
        -> [UInt8]
    {
        var splice = Splice(original: original, layout: layout)
        splice.out.reserveCapacity(original.count + 1024)
        splice.out += original[..<root.range.lowerBound]
        splice.write(root, new, indent: [])
        splice.out += original[root.range.upperBound...]
        return splice.out
    }

    private struct Splice {
        let original: [UInt8]
        let layout: CatalogLayout
        var out: [UInt8] = []

        init(original: [UInt8], layout: CatalogLayout) {
            self.original = original
            self.layout = layout
        }

        /// Writes `new` where `node` stood; `indent` is the indentation of the line the value starts on.
        mutating func write(_ node: LocatedJSON, _ new: JSONValue, indent: [UInt8]) {
            if node.value == new {
                out += original[node.range]
                return
            }
            guard let members = node.members, case .object(let newMembers) = new else {
                writeNew(new, indent: indent)
                return
            }
            write(object: node, members, newMembers, indent: indent)
        }

        /// An object whose members changed: kept members with their bytes, changed ones spliced, new ones placed.
        mutating func write(
            object node: LocatedJSON, _ members: [LocatedJSON.Member], _ newMembers: [JSONMember], indent: [UInt8]
        ) {
            // Keys by Unicode scalars, as catalogs compare them ("é" and "e" + U+0301 are two keys).
            var newIndex: [ScalarString: Int] = [:]
            for (index, member) in newMembers.enumerated() { newIndex[ScalarString(member.key)] = index }
            let oldKeys = Set(members.map { ScalarString($0.key) })
            let added = newMembers.indices.filter { !oldKeys.contains(ScalarString(newMembers[$0].key)) }
            enum Item {
                case kept(Int)
                case added(Int)
            }
            var items: [Item] = []
            let order = members.count < 2 ? layout.order : CatalogLayout.Order.followed(by: members.map(\.key))
            var pending = added
            if let order {
                pending.sort { order.inIncreasingOrder(newMembers[$0].key, newMembers[$1].key) }
            }
            for (index, member) in members.enumerated() where newIndex[ScalarString(member.key)] != nil {
                if let order {
                    while let next = pending.first, order.inIncreasingOrder(newMembers[next].key, member.key) {
                        items.append(.added(next))
                        pending.removeFirst()
                    }
                }
                items.append(.kept(index))
            }
            items += pending.map { .added($0) }

            guard !items.isEmpty else {
                out += layout.emptyObject ?? ([UInt8(ascii: "{")] + layout.newline + layout.newline + indent + [UInt8(ascii: "}")])
                return
            }
            let memberIndent: [UInt8]
            let lead: ArraySlice<UInt8>
            let between: [UInt8]
            let trail: ArraySlice<UInt8>
            if let first = members.first, let last = members.last {
                lead = original[(node.range.lowerBound + 1)..<first.keyStart]
                trail = original[last.node.range.upperBound..<(node.range.upperBound - 1)]
                memberIndent = lead.lastIndex(of: 0x0A).map { Array(lead[($0 + 1)...]) } ?? indent + layout.indentUnit
                between = members.count > 1
                    ? Array(original[members[0].node.range.upperBound..<members[1].keyStart])
                    : [UInt8(ascii: ",")] + (layout.newline.isEmpty ? Array(lead) : layout.newline + memberIndent)
            } else {
                memberIndent = indent + layout.indentUnit
                lead = ArraySlice(layout.newline + memberIndent)
                trail = ArraySlice(layout.newline + indent)
                between = [UInt8(ascii: ",")] + layout.newline + memberIndent
            }
            out.append(UInt8(ascii: "{"))
            var previous: Int?
            for (position, item) in items.enumerated() {
                if position == 0 {
                    out += lead
                } else if case .kept(let index) = item, let previous, index == previous + 1 {
                    out += original[members[previous].node.range.upperBound..<members[index].keyStart]
                } else {
                    out += between
                }
                switch item {
                case .kept(let index):
                    let member = members[index]
                    let value = newMembers[newIndex[ScalarString(member.key)]!].value
                    out += original[member.keyStart..<member.node.range.lowerBound]
                    write(member.node, value, indent: memberIndent)
                    previous = index
                case .added(let index):
                    writeString(newMembers[index].key)
                    out += layout.separator
                    writeNew(newMembers[index].value, indent: memberIndent)
                    previous = nil
                }
            }
            out += trail
            out.append(UInt8(ascii: "}"))
        }

        /// Writes a value that has no bytes in the file yet, in the file's style.
        mutating func writeNew(_ value: JSONValue, indent: [UInt8]) {
            switch value {
            case .string(let string): writeString(string)
            case .number(let text): out += text.utf8
            case .bool(let flag): out += (flag ? "true" : "false").utf8
            case .null: out += "null".utf8
            case .array(let elements):
                guard !elements.isEmpty else {
                    out += "[]".utf8
                    return
                }
                let inner = indent + layout.indentUnit
                out.append(UInt8(ascii: "["))
                for (index, element) in elements.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    out += layout.newline
                    out += inner
                    writeNew(element, indent: inner)
                }
                out += layout.newline
                out += indent
                out.append(UInt8(ascii: "]"))
            case .object(let members):
                guard !members.isEmpty else {
                    out += layout.emptyObject ?? ([UInt8(ascii: "{")] + layout.newline + layout.newline + indent + [UInt8(ascii: "}")])
                    return
                }
                let inner = indent + layout.indentUnit
                var ordered = members
                if let order = layout.order { ordered.sort { order.inIncreasingOrder($0.key, $1.key) } }
                out.append(UInt8(ascii: "{"))
                for (index, member) in ordered.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    out += layout.newline
                    out += inner
                    writeString(member.key)
                    out += layout.separator
                    writeNew(member.value, indent: inner)
                }
                out += layout.newline
                out += indent
                out.append(UInt8(ascii: "}"))
            }
        }

        /// A string literal escaped as the file escapes: `"`, `\` and control characters always; `/` and
        /// characters past ASCII when the file does.
        mutating func writeString(_ string: String) {
            let hex = Array((layout.uppercaseHex ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
            func unicodeEscape(_ unit: UInt16) {
                out += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
                for shift in stride(from: 12, through: 0, by: -4) { out.append(hex[Int((unit >> UInt16(shift)) & 15)]) }
            }
            out.append(UInt8(ascii: "\""))
            for scalar in string.unicodeScalars {
                switch scalar.value {
                case 0x22: out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case 0x5C: out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
                case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
                case 0x2F where layout.escapesSlashes: out += [UInt8(ascii: "\\"), UInt8(ascii: "/")]
                case 0..<0x20: unicodeEscape(UInt16(scalar.value))
                case 0x80... where layout.escapesNonASCII:
                    for unit in String(scalar).utf16 { unicodeEscape(unit) }
                default: out += String(scalar).utf8
                }
            }
            out.append(UInt8(ascii: "\""))
        }
    }
}

extension StringCatalog {
    /// The bytes that replace `original` (the file as it is now) with this catalog, changing only what differs.
    ///
    /// A file in Xcode's layout (``isCanonical(_:)`` of what it holds) gets the canonical bytes, as Xcode would
    /// write them. A file another tool wrote (`"key": value`, four spaces or tabs, its own key order, `\/` or
    /// `\u00e9`, no final newline) keeps its layout: unchanged entries keep their bytes, changed ones are written
    /// in the file's style, new ones go where its order puts them (see ``LayoutSplice``). Without an original
    /// (a new file), or one that is not JSON, the canonical bytes. Reformatting a whole file is `l10n format`'s.
    ///
    ///     let original = try FileReader.read(path)
    ///     var catalog = try StringCatalog(bytes: original, path: path)
    ///     catalog.entries["home.title"]?.localizations["es"] = …
    ///     try AtomicFile.write(catalog.bytes(replacing: original), to: path)   // one entry's lines differ
    public func bytes(replacing original: [UInt8]?) -> [UInt8] {
        let canonical = canonicalBytes(capacityHint: original?.count ?? 0)
        guard let original, !original.isEmpty, canonical != original else { return canonical }
        // A file in Xcode's layout (it starts as Xcode's do, and is what Xcode would write for what it holds) is
        // written as Xcode writes it.
        if original.starts(with: Self.xcodeStart), let old = try? StringCatalog(bytes: original, path: ""),
            old.isCanonical(original)
        {
            return canonical
        }
        guard let root = try? LocatedJSON.parse(original, path: "") else { return canonical }
        let layout = CatalogLayout(detectingIn: original, root: root)
        // Read as LocatedJSON reads (duplicate keys found by hashing: a catalog's `strings` has thousands).
        guard let new = try? LocatedJSON.parse(canonical, path: "").value else { return canonical }
        var spliced = LayoutSplice.bytes(of: new, replacing: original, root: root, layout: layout)
        // The final newline is the catalog's to say (a merge may take theirs).
        if endsWithNewline, spliced.last != 0x0A {
            spliced += layout.newline.isEmpty ? [0x0A] : layout.newline
        } else if !endsWithNewline {
            while let last = spliced.last, last == 0x0A || last == 0x0D { spliced.removeLast() }
        }
        guard
            // What the splice wrote must read as this catalog; if it ever does not, the canonical bytes are safe.
            let reread = try? StringCatalog(bytes: spliced, path: ""),
            reread.canonicalBytes(capacityHint: canonical.count) == canonical
        else { return canonical }
        return spliced
    }

    /// How every file Xcode writes starts: `{`, a line break, two spaces and the first key's quote.
    static let xcodeStart: [UInt8] = Array("{\n  \"".utf8)
}
