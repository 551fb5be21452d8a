/// Text compared the way Foundation compares it: by Unicode scalars. `"é"` (U+00E9) and `"e\u{301}"` (`e` then
/// U+0301 COMBINING ACUTE ACCENT) are two different strings to `NSString.isEqual(to:)` and to the keys of an
/// `NSDictionary`, so Xcode keeps both as keys of one catalog, and a value changed from one to the other has
/// changed.
///
/// Swift's `String ==` compares by canonical equivalence instead, for which the two are equal; so do
/// `Dictionary<String, …>`, `Set<String>` and `switch` on strings. The catalog model stores its text as
/// `ScalarString`, so comparing model values (`StringUnit`, `CatalogEntry`, …) compares text this way; compare bare
/// strings with ``Swift/String/hasSameScalars(as:)`` and key dictionaries and sets by `ScalarString`:
///
///     "é" == "e\u{301}"                                       // true
///     ScalarString("é") == ScalarString("e\u{301}")            // false
///     var keys: Set<ScalarString> = ["é"]
///     keys.contains("e\u{301}")                               // false
///
/// Equal scalars are equal UTF-8 bytes and equal UTF-16 code units, so this is also Foundation's code-unit
/// comparison. A string's own hash agrees with it (strings with equal scalars hash alike), so it is the hash.
public struct ScalarString: Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var string: String

    public init(_ string: String) { self.string = string }
    public init(stringLiteral value: String) { string = value }

    public static func == (lhs: ScalarString, rhs: ScalarString) -> Bool { lhs.string.hasSameScalars(as: rhs.string) }

    public func hash(into hasher: inout Hasher) { hasher.combine(string) }

    /// Scalar by scalar (the order of the UTF-8 bytes), which agrees with `==`. Not the order Xcode writes keys
    /// in: that is ``KeyOrder``.
    public static func < (lhs: ScalarString, rhs: ScalarString) -> Bool {
        lhs.string.utf8.lexicographicallyPrecedes(rhs.string.utf8)
    }

    public var description: String { string }
}

extension String {
    /// Whether both strings are the same Unicode scalars (the same UTF-8 bytes): Foundation's equality, where
    /// Swift's `==` is canonical equivalence. See ``ScalarString``.
    ///
    ///     "é".hasSameScalars(as: "e\u{301}")   // false
    ///     "é".hasSameScalars(as: "\u{E9}")     // true
    public func hasSameScalars(as other: String) -> Bool {
        let (left, right) = (utf8, other.utf8)
        guard left.count == right.count else { return false }
        // Native strings are contiguous: compare their bytes directly (several times faster than the views).
        let same = left.withContiguousStorageIfAvailable { left in
            right.withContiguousStorageIfAvailable { right in
                for index in left.indices where left[index] != right[index] { return false }
                return true
            }
        }
        if let same, let same { return same }
        return left.elementsEqual(right)
    }
}

extension Optional where Wrapped == String {
    /// ``Swift/String/hasSameScalars(as:)`` for optional text: two nils are the same.
    ///
    ///     Optional("é").hasSameScalars(as: "e\u{301}")   // false
    public func hasSameScalars(as other: String?) -> Bool {
        switch (self, other) {
        case (nil, nil): true
        case (let left?, let right?): left.hasSameScalars(as: right)
        default: false
        }
    }
}

extension Array where Element == String {
    /// ``Swift/String/hasSameScalars(as:)`` element by element (a string set's phrases).
    ///
    ///     ["caf\u{E9}"].hasSameScalars(as: ["cafe\u{301}"])   // false
    public func hasSameScalars(as other: [String]) -> Bool {
        elementsEqual(other) { $0.hasSameScalars(as: $1) }
    }
}
