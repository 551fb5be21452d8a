import XCStrings

/// The order Xcode's localization export (`xcodebuild -exportLocalizations`, `<lang>.xliff` in an `.xcloc`)
/// lists catalogs and units in, which `extract` follows for every format.
///
/// **Units**, within a catalog's `<file>`: by their XLIFF id (`KEY`, or `KEY|==|VARIANT`), comparing UTF-16 code
/// units, except that runs of ASCII digits compare by their numeric value — Foundation's
/// `compare(_:options: .numeric)` without a locale. It is *not* the catalog's own key order (``KeyOrder``,
/// `localizedStandardCompare`): case counts, and punctuation and symbols sort by code point.
///
///     ["Cancel", "CONNECT", "2nd", "17+", "%@ • %@", "%@ per episode"].sorted(by: ExportOrder.unitPrecedes)
///     // ["%@ per episode", "%@ • %@", "2nd", "17+", "CONNECT", "Cancel"]
///
/// The data that decides it (Xcode 16.0, 16.4, 26.5 and 27.0 exports):
/// - case: `CONNECT` before `Cancel` (geteduroam, Xcode 16.0), `CGDCT` before `Cache Size` (Kitsune, 26.5),
///   `ADR Director` before `About` (Kitsune, 16.4) — a case-insensitive order would swap each pair;
/// - digits: `2nd Key Animation` before `17+ (Violence & Profanity)` (Kitsune, 16.4) — plain code-point order
///   would put `17+` first;
/// - punctuation and non-ASCII: ` %@` before `%@` before `%@&#10;%@` before `%@ %@`, `%@ per episode` before
///   `%@ • %@`, `Your session…` before `You’ll be…` (Kitsune, 26.5); `(%@)` before `.` before `Agree`
///   (geteduroam) — ICU's collation (``KeyOrder``) would put `•` and `’` before letters;
/// - variants: `device.appletv` … `device.other`, and `plural.few`, `plural.many`, `plural.one`,
///   `plural.other`, `plural.zero` — alphabetical, not CLDR's order (Xcode 27.0; Kitsune, 16.4), and each
///   key's units right after the key's own (`multi`, then `multi|==|substitutions.BIRDS.plural.one`).
///
/// The comparison is of the whole id; with the data at hand a key-then-variant order would give the same result
/// (the two differ only for a key with variations next to a key that extends it, such as `items` and `items
/// sold`, which no export seen has). Whether Xcode compares UTF-16 code units or scalars is not decided by the
/// data either (they differ only between U+E000–U+FFFF and characters outside the BMP); UTF-16 is Foundation's.
///
/// **Catalogs** (`<file>`s): by path, ignoring case — `Kitsune/Localization/dev_options.xcstrings` before
/// `InfoPlist.xcstrings` (Kitsune, 16.4 and 26.5), `Localizable.xcstrings` before `ru.lproj/…` before
/// `To-Do-List-InfoPlist.xcstrings` (Xcode 15.4), `purchases-ios/…` before `Settings/…` before
/// `UIPredicateEditor/…` (Xcode 15.0). The catalog writer's ``KeyOrder`` (`localizedStandardCompare`) is used;
/// only its case-insensitivity is borne out by the data.
public enum ExportOrder {
    /// Whether the unit with XLIFF id `lhs` comes before the one with id `rhs`.
    public static func unitPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        compareUnitIDs(lhs, rhs) < 0
    }

    /// Whether the catalog at path `lhs` comes before the one at `rhs`.
    public static func filePrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let order = KeyOrder.compare(lhs, rhs)
        return order != 0 ? order < 0 : lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// -1, 0 or 1: UTF-16 code units, digit runs by value; equal values with different digits (`07`, `7`) fall
    /// back to the code units, so distinct ids never compare equal.
    static func compareUnitIDs(_ lhs: String, _ rhs: String) -> Int {
        compareUnitIDs(Array(lhs.utf16), Array(rhs.utf16))
    }

    /// The same on ids already in UTF-16 (``ExportSelector`` converts each id once before sorting).
    static func compareUnitIDs(_ left: [UInt16], _ right: [UInt16]) -> Int {
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            if isDigit(left[i]) && isDigit(right[j]) {
                let leftEnd = digitRunEnd(left, from: i)
                let rightEnd = digitRunEnd(right, from: j)
                let order = compareNumbers(left[i..<leftEnd], right[j..<rightEnd])
                if order != 0 { return order }
                i = leftEnd
                j = rightEnd
                continue
            }
            if left[i] != right[j] { return left[i] < right[j] ? -1 : 1 }
            i += 1
            j += 1
        }
        if i < left.count { return 1 }
        if j < right.count { return -1 }
        if left == right { return 0 }
        return left.lexicographicallyPrecedes(right) ? -1 : 1
    }

    private static func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }

    private static func digitRunEnd(_ units: [UInt16], from start: Int) -> Int {
        var end = start
        while end < units.count && isDigit(units[end]) { end += 1 }
        return end
    }

    /// Two runs of digits by value: leading zeros dropped, then the longer number is the larger.
    private static func compareNumbers(_ left: ArraySlice<UInt16>, _ right: ArraySlice<UInt16>) -> Int {
        let a = left.drop { $0 == 0x30 }
        let b = right.drop { $0 == 0x30 }
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return 0
    }
}
