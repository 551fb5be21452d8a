/// An ordered list of values with unique string keys: the shape of every JSON map in a catalog (`strings`,
/// `localizations`, `plural`, `device`, `substitutions`).
///
/// Order is the file's order; the writer sorts keys the way Xcode does, so the order only matters in memory.
/// Lookup by key is a linear scan for small lists and a hash lookup for large ones. Keys are compared by Unicode
/// scalars, as Foundation compares (see ``ScalarString``): `"é"` and `"e\u{301}"` are two keys.
///
///     var languages = KeyedList<Localization>()
///     languages["es"] = Localization(stringUnit: StringUnit(state: .translated, value: "Hecho"))
///     languages["es"]?.stringUnit?.value   // "Hecho"
///     languages.keys                        // ["es"]
public struct KeyedList<Value>: RandomAccessCollection {
    public typealias Element = (key: String, value: Value)

    public private(set) var keys: [String] = []
    public private(set) var values: [Value] = []
    /// Built once the list is long enough for hashing to pay.
    private var index: [ScalarString: Int]? = nil
    private static var hashThreshold: Int { 24 }

    public init() {}

    /// A list from key/value pairs; a later duplicate key replaces the earlier value.
    public init(_ elements: some Sequence<(String, Value)>) {
        for (key, value) in elements { self[key] = value }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { keys.count }
    public subscript(position: Int) -> Element { (keys[position], values[position]) }

    /// The position of `key`, or nil.
    public func firstIndex(ofKey key: String) -> Int? {
        if let index { return index[ScalarString(key)] }
        // Swift's `==` (canonical equivalence) rules out the others fastest; the key is the one with its scalars.
        for position in keys.indices where keys[position] == key && keys[position].hasSameScalars(as: key) {
            return position
        }
        return nil
    }

    /// Whether `key` is present.
    public func contains(key: String) -> Bool { firstIndex(ofKey: key) != nil }

    /// The value for `key`; setting nil removes it, setting a new key appends it.
    public subscript(key: String) -> Value? {
        get { firstIndex(ofKey: key).map { values[$0] } }
        set {
            if let position = firstIndex(ofKey: key) {
                if let newValue {
                    values[position] = newValue
                } else {
                    remove(at: position)
                }
            } else if let newValue {
                append(key: key, value: newValue)
            }
        }
    }

    /// Mutable access to the value at a position (keys cannot change in place).
    public subscript(valueAt position: Int) -> Value {
        get { values[position] }
        set { values[position] = newValue }
    }

    /// Appends a new key; the caller guarantees it is not present (checked in debug builds).
    public mutating func append(key: String, value: Value) {
        assert(!contains(key: key), "duplicate key '\(key)'")
        keys.append(key)
        values.append(value)
        if index != nil {
            index![ScalarString(key)] = keys.count - 1
        } else if keys.count > Self.hashThreshold {
            var built = [ScalarString: Int](minimumCapacity: keys.count * 2)
            for (position, key) in keys.enumerated() { built[ScalarString(key)] = position }
            index = built
        }
    }

    /// Removes the element at `position`.
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        let key = keys.remove(at: position)
        let value = values.remove(at: position)
        if index != nil {
            index![ScalarString(key)] = nil
            for later in position..<keys.count { index![ScalarString(keys[later])] = later }
        }
        return (key, value)
    }

    /// Removes the value for `key` and returns it.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> Value? {
        guard let position = firstIndex(ofKey: key) else { return nil }
        return remove(at: position).value
    }

    /// Reserves room for `count` elements.
    public mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
    }
}

extension KeyedList: Sendable where Value: Sendable {}
extension KeyedList: Equatable where Value: Equatable {
    public static func == (lhs: KeyedList, rhs: KeyedList) -> Bool {
        lhs.keys.elementsEqual(rhs.keys) { $0.hasSameScalars(as: $1) } && lhs.values == rhs.values
    }
}
extension KeyedList: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        hasher.combine(values)
    }
}
