/// What a format argument must be, as far as `String(format:)` reading the variadic arguments is concerned.
///
/// Two specifiers are compatible when they read the same kind (``isCompatible(with:)``):
///
/// - **All integer conversions are one kind.** `%d`, `%i`, `%u`, `%x`, `%o`, `%D`, `%U`, `%O` with any length
///   modifier (`hh h l ll q j z t`) read ``int``. On every 64-bit Apple ABI (arm64, arm64e, x86_64) each
///   integer variadic argument occupies one full 64-bit register or stack slot, whatever its C type, so
///   reading an `Int` with `%d` instead of `%lld` can truncate a value above 2³¹ but never shifts the
///   arguments that follow and never crashes. Xcode itself writes `%lld` for `Int` and `%d` for `Int32`
///   interchangeably in catalogs; flagging `%d` against `%lld` would only be noise.
/// - ``count`` (a `*` width or precision) is an `Int32`, the same slot as ``int``: compatible.
/// - **Everything else must match exactly.** An object (`%@`) read as a number or a number read as an
///   object is the crash this check exists for; `%s` (a C string) against `%@` (an object) dereferences
///   the wrong thing; `%f` against `%d` reads a floating-point register instead of an integer one and
///   prints garbage; `%c` against `%d` prints a character instead of a number.
/// - `nil` (a `%#@name@` substitution whose format the caller did not give) is compatible with anything.
///
/// `%Lf` (long double) is treated as ``double``: on Apple silicon `long double` is `double`.
public enum FormatArgumentKind: String, Sendable, Hashable, CaseIterable {
    /// `%@`: an Objective-C / Swift object (`String`, `NSNumber`, any `CVarArg` object).
    case object
    /// `%d %i %o %u %x %X %D %O %U` with any length modifier.
    case int
    /// `%f %F %e %E %g %G %a %A`.
    case double
    /// `%s`: a NUL-terminated C string (`UnsafePointer<CChar>`).
    case cString
    /// `%S` and `%ls`: a NUL-terminated UTF-16 / wide string.
    case unicharString
    /// `%p` and `%n`: a raw pointer.
    case pointer
    /// `%c %C`: a single character.
    case char
    /// `*` in a width or precision: an `Int32` that sizes the field.
    case count

    /// Whether an argument prepared for `self` can be read as `other` (see the type's documentation).
    ///
    ///     FormatArgumentKind.int.isCompatible(with: .count)      // true
    ///     FormatArgumentKind.object.isCompatible(with: .int)     // false
    public func isCompatible(with other: FormatArgumentKind) -> Bool {
        switch (self, other) {
        case (.int, .count), (.count, .int): true
        default: self == other
        }
    }

    /// The kind a Foundation conversion character reads, with its length modifier; `nil` for characters that
    /// are not argument conversions (`%`, unknown letters).
    ///
    ///     FormatArgumentKind(conversion: "@", length: nil)    // .object
    ///     FormatArgumentKind(conversion: "s", length: .l)     // .unicharString
    public init?(conversion: Unicode.Scalar, length: FormatSpecifier.LengthModifier?) {
        switch conversion {
        case "d", "i", "o", "u", "x", "X", "D", "O", "U": self = .int
        case "f", "F", "e", "E", "g", "G", "a", "A": self = .double
        case "c", "C": self = .char
        case "s": self = length == .l ? .unicharString : .cString
        case "S": self = .unicharString
        case "p", "n": self = .pointer
        case "@": self = .object
        default: return nil
        }
    }

    /// Whether reading a wrong argument as this kind dereferences memory (the crash class), as opposed to
    /// printing a wrong number.
    public var dereferencesArgument: Bool {
        switch self {
        case .object, .cString, .unicharString, .pointer: true
        case .int, .double, .char, .count: false
        }
    }
}
