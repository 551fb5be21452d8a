/// One `%` directive in a format string, with where it is.
///
///     let specifiers = FormatSpecifier.parse("%1$@ sent you %2$lld messages")
///     specifiers[1].text            // "%2$lld"
///     specifiers[1].offset          // 14 (UTF-8 bytes from the start of the string)
///     specifiers[1].position        // 2
///     specifiers[1].lengthModifier  // .ll
///     specifiers[1].conversion      // .argument("d")
///
/// The grammar is Foundation's (`String(format:)`, CFString), a superset of printf:
///
///     %[position$][flags][width][.precision][length]conversion
///     position   digits followed by `$` (1-based)
///     flags      any of  - + space # 0 '
///     width      digits | * | *position$
///     precision  . followed by digits | * | *position$ | nothing (0)
///     length     hh h l ll q j z t L
///     conversion d i o u x X D O U f F e E g G a A c C s S p n @
///
/// plus `%%` (a literal percent sign) and Apple's substitution reference `%#@name@` (optionally
/// positional, `%1$#@name@`), which String Catalogs use for plurals of one argument among several. Inside
/// a substitution's variations, `%arg` stands for the substitution's own argument (see
/// ``parse(_:recognizingArgumentPlaceholder:)``).
public struct FormatSpecifier: Sendable, Hashable {
    /// What the directive does.
    public enum Conversion: Sendable, Hashable {
        /// `%%`.
        case percentSign
        /// A conversion that reads an argument: `d`, `@`, `f`, …
        case argument(Unicode.Scalar)
        /// `%#@name@`: replaced by the named substitution's text.
        case substitution(name: String)
        /// `%arg` inside a substitution's variation: the substitution's argument.
        case substitutionArgument
        /// Not a valid directive: an unknown conversion (`%y`), or a `%` cut off by the end of the string.
        case invalid
    }

    /// `hh h l ll q j z t L`.
    public enum LengthModifier: String, Sendable, Hashable, CaseIterable {
        case hh, h, l, ll, q, j, z, t
        case L = "L"
    }

    /// A width or precision: written digits, or `*` read from an argument.
    public enum Field: Sendable, Hashable {
        case literal(Int)
        /// `*` (`position == nil`, the next argument) or `*2$`.
        case argument(position: Int?)
    }

    /// The directive exactly as written, e.g. `%1$@` or `%-5.2f`.
    public var text: String
    /// UTF-8 offset of the `%` from the start of the string.
    public var offset: Int
    /// UTF-8 length of ``text``.
    public var length: Int { text.utf8.count }
    /// The explicit argument position of `%2$@`; `nil` when arguments are taken in order.
    public var position: Int?
    /// Flags as written, e.g. `-0`.
    public var flags: String
    public var width: Field?
    public var precision: Field?
    public var lengthModifier: LengthModifier?
    public var conversion: Conversion
    /// Whether this is most likely a percent sign in prose: an unnumbered `%` followed by spaces and a
    /// conversion letter that begins a word, as in `50% off` (`% o`), `100% sure` (`% s`) or
    /// `50 % de descuento` (`% d`). printf would still read an argument there.
    public var looksLikeText: Bool = false

    public init(
        text: String, offset: Int, position: Int? = nil, flags: String = "", width: Field? = nil,
        precision: Field? = nil, lengthModifier: LengthModifier? = nil, conversion: Conversion
    ) {
        self.text = text
        self.offset = offset
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.lengthModifier = lengthModifier
        self.conversion = conversion
    }

    /// The kind of argument the conversion reads; `nil` for `%%`, substitutions, `%arg` and invalid ones.
    public var argumentKind: FormatArgumentKind? {
        guard case .argument(let scalar) = conversion else { return nil }
        return FormatArgumentKind(conversion: scalar, length: lengthModifier)
    }
}
