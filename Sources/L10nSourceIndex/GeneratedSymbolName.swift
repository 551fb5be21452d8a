/// The Swift symbol Xcode 26 generates for a String Catalog key (`STRING_CATALOG_GENERATE_SYMBOLS`), and the
/// way back from a symbol to its key. The rule is derived from real `GeneratedStringSymbols_*.swift` files; see
/// `docs/generated-symbols.md` for the evidence behind every step.
///
///     GeneratedSymbolName.name(forKey: "common.back")                  // "commonBack"      Text(.commonBack)
///     GeneratedSymbolName.name(forKey: "game.bubblesCollected %lld")   // "gameBubblesCollected"  .gameBubblesCollected(3)
///     GeneratedSymbolName.name(forKey: "ALPS_DESCRIPTION")             // "alpsDescription"
///     GeneratedSymbolName.name(forKey: "2023_TRIP_NAME")               // "_2023TripName"
///     GeneratedSymbolName.name(forKey: "The JSON store changed.")      // "theJsonStoreChanged"
///     GeneratedSymbolName.name(forKey: "•")                            // nil
///
/// The rule, in order:
/// 1. Format specifiers (`%lld`, `%1$@`, `%(name)@`, `%#@name@`, `%%`) are removed; they separate words.
/// 2. Apostrophes (`'` and `’`) are removed without separating (`Snip Snap’s` → `SnipSnaps`).
/// 3. Words are the runs of letters, digits and `$`; everything else separates (`.`, `_`, `-`, spaces, `{`, …).
/// 4. The first word's leading capitals are lowercased (`CFBundleDisplayName` → `cfbundleDisplayName`,
///    `MiB` → `miB`). Every later word gets a capital first letter and the rest of its leading capitals
///    lowercased (`JSON` → `Json`, `CKAsset` → `Ckasset`, `iCloud` → `ICloud`, `invalidURL` → `InvalidURL`).
/// 5. The words are joined; a name that starts with a digit gets a leading `_`. No word, no symbol (`nil`).
///
/// Only the base name comes from the key. Whether the symbol is a `static var` or a `static func`, and its
/// argument labels, come from the source language's value (`attachment.error.detail` with the value `%1$@: %2$@`
/// becomes `attachmentErrorDetail(_:_:)`), so a reference is resolved by its base name alone.
///
/// Which keys get a symbol is the catalog's business, not the key's: manually managed entries
/// (`"extractionState" : "manual"`) without `"generatesSymbol" : false`. Keys of `Localizable.xcstrings` are
/// members of `LocalizedStringResource` itself (`.commonBack`); any other table's are members of a nested enum
/// named after the table (`.InfoPlist.cfbundleName`, see ``namespace(forTable:)``).
public enum GeneratedSymbolName {
    /// The base name of the symbol Xcode generates for `key`, without backticks (a keyword name such as
    /// `default` is written `.default` at a use site); `nil` when the key has no letter or digit outside its
    /// format specifiers.
    ///
    ///     name(forKey: "Score %@, %@ %lld, %@ %lld")   // "score"
    ///     name(forKey: "Evaluate JavaScript with ${content}")   // "evaluateJavaScriptWith$Content"
    public static func name(forKey key: String) -> String? {
        let words = words(in: key)
        guard !words.isEmpty else { return nil }
        var name = ""
        for (index, word) in words.enumerated() {
            name += cased(word, first: index == 0)
        }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// The enum a table's symbols are nested in: `nil` for `Localizable` (its symbols are members of
    /// `LocalizedStringResource` itself), else the table's name as a type name.
    ///
    ///     namespace(forTable: "Localizable")    // nil          Text(.commonBack)
    ///     namespace(forTable: "InfoPlist")      // "InfoPlist"  Text(.InfoPlist.cfbundleName)
    ///
    /// Every table name seen in real generated files was already an identifier and was used unchanged. For any
    /// other name the words are joined, each with a capital first letter, by the key rule's word split; that part
    /// is unverified.
    public static func namespace(forTable table: String) -> String? {
        guard table != "Localizable" else { return nil }
        let words = words(in: table)
        guard !words.isEmpty else { return nil }
        var name = ""
        for word in words {
            name += word.prefix(1).uppercased() + word.dropFirst()
        }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// The keys behind each symbol name, for the keys of one table that generate symbols, each list in the order
    /// of `keys`. Keys without a symbol are left out.
    ///
    ///     table(forKeys: ["common.back", "common.ok", "Allow uploads", "Allow Uploads", "•"])
    ///     // ["commonBack": ["common.back"], "commonOk": ["common.ok"],
    ///     //  "allowUploads": ["Allow uploads", "Allow Uploads"]]
    ///
    /// A name with more than one key is a collision: Xcode stops the build with `This string key would generate
    /// the same symbol as "Allow uploads".`, so a project that builds has none among the keys that generate
    /// symbols. A reference through a colliding name is counted as a use of every key it lists: no key in it is
    /// reported unused, and the reference is not unknown.
    public static func table(forKeys keys: some Sequence<String>) -> [String: [String]] {
        var table: [String: [String]] = [:]
        for key in keys {
            guard let name = name(forKey: key) else { continue }
            table[name, default: []].append(key)
            // Xcode capitalizes a letter that follows digits inside a word (MetaX's `FocalLenIn35mmFilm` is
            // `.focalLenIn35MmFilm`): that name is looked up too (one project's evidence; the rule above stays the
            // name every other use writes).
            if let afterDigits = capitalizingAfterDigits(name), afterDigits != name {
                table[afterDigits, default: []].append(key)
            }
        }
        return table
    }

    /// `name` with each lower-case letter that follows a digit capitalized, past its first character:
    /// `focalLenIn35mmFilm` → `focalLenIn35MmFilm`; nil when it has no such letter.
    ///
    ///     capitalizingAfterDigits("focalLenIn35mmFilm")   // "focalLenIn35MmFilm"
    ///     capitalizingAfterDigits("commonBack")           // nil
    static func capitalizingAfterDigits(_ name: String) -> String? {
        // A digit and a lower-case letter are ASCII, one byte each: a name with no such pair of bytes (most) has
        // nothing to capitalize.
        var previous: UInt8 = 0
        guard name.utf8.contains(where: { byte in
            defer { previous = byte }
            return previous >= 0x30 && previous <= 0x39 && byte >= 0x61 && byte <= 0x7A
        }) else { return nil }
        var scalars = String.UnicodeScalarView()
        var changed = false
        var previousIsDigit = false
        for (position, scalar) in name.unicodeScalars.enumerated() {
            if previousIsDigit, position > 1, ("a"..."z").contains(scalar) {
                scalars.append(contentsOf: String(scalar).uppercased().unicodeScalars)
                changed = true
            } else {
                scalars.append(scalar)
            }
            previousIsDigit = scalar.isDigitASCII
        }
        return changed ? String(scalars) : nil
    }

    // MARK: Accessors written by other generators

    /// The names under which string accessors written by other generators (SwiftGen, R.swift, a project's own
    /// script; see ``GeneratedAccessors``) can name `key`, in one form: the key's letters and digits, lower-cased
    /// (``ProjectIndex/folded(_:)``). Each generator seen keeps a key's letters and digits in order and changes only
    /// separators and case; what differs is kept as extra forms: Xcode-style names drop format specifiers
    /// (`%lld items` → `items`), R.swift drops leading digits (`2fa.title` → `faTitle`). See
    /// `docs/generated-symbols.md`.
    ///
    ///     accessorForms(ofKey: "library.refresh_error.title")  // ["libraryrefresherrortitle"]
    ///     accessorForms(ofKey: "%lld items")                    // ["llditems", "items"]
    ///     accessorForms(ofKey: "•")                             // []
    static func accessorForms(ofKey key: String) -> [String] {
        var forms: [String] = []
        func add(_ form: String) {
            if !form.isEmpty, !forms.contains(form) { forms.append(form) }
        }
        let whole = ProjectIndex.folded(key)
        add(whole)
        // A `%` is a byte of its own: a key without the byte (most) is not searched for it.
        if key.utf8.contains(UInt8(ascii: "%")), key.contains("%") { add(ProjectIndex.folded(words(in: key).joined())) }
        if let first = whole.unicodeScalars.first, first.isDigitASCII {
            add(String(whole.unicodeScalars.drop { $0.isDigitASCII }))
        }
        return forms
    }

    /// The form of an accessor's member names, as ``accessorForms(ofKey:)`` writes keys (backticks dropped):
    /// `L10n.Library.RefreshError.title`, `Strings.library_refresh_error_title` and
    /// `R.string.localizable.libraryRefreshErrorTitle()` all name `library.refresh_error.title`.
    ///
    ///     accessorForm(ofMembers: ["Library", "RefreshError", "title"])   // "libraryrefresherrortitle"
    static func accessorForm(ofMembers names: some Sequence<Substring>) -> String {
        ProjectIndex.folded(names.joined())
    }

    /// The key's words (step 3) after its format specifiers and apostrophes are gone (steps 1 and 2).
    ///
    /// Read by Unicode scalars (a catalog's every key is named when a check starts): a combining mark, a joiner
    /// or a variation selector belongs to the word or separator it follows, as it would inside a `Character`.
    static func words(in key: String) -> [Substring] {
        var words: [Substring] = []
        var word = String.UnicodeScalarView()
        var inWord = false
        func endWord() {
            if !word.isEmpty { words.append(Substring(String(word))) }
            word = String.UnicodeScalarView()
            inWord = false
        }
        let scalars = key.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            if scalar == "%" {
                let rest = key[index...]
                index = rest.index(rest.startIndex, offsetBy: specifierLength(after: rest))
                endWord()
            } else if scalar == "'" || scalar == "’" {
                continue
            } else if isWordScalar(scalar) || (inWord && extendsPrevious(scalar)) {
                word.append(scalar)
                inWord = true
            } else {
                endWord()
            }
        }
        endWord()
        return words
    }

    /// A letter, a digit or `$`: what a generated name keeps.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isLetterFast || scalar.isDigitASCII || scalar == "$"
            || (!scalar.isASCII && scalar.properties.numericType != nil)
    }

    /// A scalar that never starts a `Character`: it takes the side of the one before it.
    private static func extendsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.value == 0x200D || scalar.properties.isVariationSelector
        }
    }

    /// Step 4 for one word: the leading capitals lowercased; after the first word, the first letter capital.
    static func cased(_ word: Substring, first: Bool) -> String {
        let scalars = word.unicodeScalars
        let capitals = scalars.prefix(while: \.isUppercaseFast)
        let rest = String(scalars[capitals.endIndex...])
        if first { return String(capitals).lowercased() + rest }
        guard let initial = scalars.first else { return "" }
        if capitals.isEmpty { return String(initial).uppercased() + String(scalars.dropFirst()) }
        return String(initial) + String(capitals.dropFirst()).lowercased() + rest
    }

    /// How many characters after a `%` belong to its specifier: `%%`, `%#@name@`, `%(name)`, a position `n$`,
    /// flags, width, precision, length and the conversion; 0 when no specifier follows (the `%` alone goes).
    ///
    ///     specifierLength(after: "lld items")   // 3
    ///     specifierLength(after: "(count)lld")   // 10
    ///     specifierLength(after: " off")         // 0   (`50% off`: a space flag before a word is text)
    static func specifierLength(after text: Substring) -> Int {
        let characters = Array(text.prefix(64))
        var index = 0
        func at(_ i: Int) -> Character? { i < characters.count ? characters[i] : nil }
        func skipDigits() { while let c = at(index), c.isASCII, c.isNumber { index += 1 } }

        if at(0) == "%" { return 1 }
        if at(0) == "(", let close = characters.firstIndex(of: ")") { index = close + 1 }
        let afterName = index
        skipDigits()
        if at(index) == "$", index > afterName { index += 1 } else { index = afterName }
        if at(index) == "#", at(index + 1) == "@" {
            guard let close = characters[(index + 2)...].firstIndex(of: "@"), close > index + 2 else { return 0 }
            return close + 1
        }
        let flagsStart = index
        while let c = at(index), "-+ #0'".contains(c) { index += 1 }
        let onlySpaceFlags = index > flagsStart && characters[flagsStart..<index].allSatisfy { $0 == " " }
        let beforeWidth = index
        if at(index) == "*" { index += 1 } else { skipDigits() }
        if at(index) == "." {
            index += 1
            if at(index) == "*" { index += 1 } else { skipDigits() }
        }
        let hasWidthOrPrecision = index > beforeWidth
        for length in ["hh", "ll", "h", "l", "q", "j", "z", "t", "L"] where characters[index...].starts(with: length) {
            index += length.count
            break
        }
        guard let conversion = at(index), "@dDiuUxXoOfFeEgGaAcCsSpn".contains(conversion) else { return 0 }
        if onlySpaceFlags, !hasWidthOrPrecision, afterName == 0, let next = at(index + 1), next.isLetter { return 0 }
        return index + 1
    }
}
