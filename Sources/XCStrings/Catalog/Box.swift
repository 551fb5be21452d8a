/// An immutable heap box for a value that most instances of a type do not have: the type stores 8 bytes instead
/// of the whole optional value inline (a catalog holds hundreds of thousands of localizations, few with
/// variations or substitutions). Compared and hashed by value.
final class Box<Value: Sendable & Hashable>: Sendable, Hashable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
