/// The arguments a format string reads: for each argument position, which specifiers read it and as what
/// kind, plus the directives that cannot be read (invalid ones, references to unknown substitutions).
///
///     let signature = FormatSignature("%1$@ sent you %2$lld messages")
///     signature.positions                 // [1, 2]
///     signature.uses(at: 2)[0].kind        // .int
///     signature.uses(at: 2)[0].specifier.offset   // 14
///
/// Positions follow Foundation: `%2$@` reads argument 2; unnumbered specifiers (and unnumbered `*` widths
/// and precisions) take arguments in order, counting only unnumbered ones. A `%#@name@` reference reads
/// its substitution's `argNum` (or the next argument when unknown) and, like every unnumbered directive,
/// moves the in-order counter on, matching Xcode, which numbers substitutions in order of appearance.
///
/// Compare a translation's signature to the source's with ``mismatches(against:language:ignoringMissing:)``.
public struct FormatSignature: Sendable, Hashable {
    /// One argument read by one directive.
    public struct Use: Sendable, Hashable {
        /// 1-based argument position.
        public var position: Int
        /// What the directive reads it as; `nil` for a substitution whose format is unknown or that does not
        /// exist (also listed in ``FormatSignature/unknownSubstitutions``).
        public var kind: FormatArgumentKind?
        /// The directive (for a `*` width, the whole specifier it belongs to).
        public var specifier: FormatSpecifier
    }

    /// Every directive in the string, in order (`%%` and invalid ones included).
    public var specifiers: [FormatSpecifier]
    /// Every argument read, in order of appearance.
    public var uses: [Use]
    /// `%#@name@` references whose name is not among the substitutions given.
    public var unknownSubstitutions: [FormatSpecifier]
    /// Directives that read nothing because they are malformed (`%y`, a trailing `%`).
    public var invalidSpecifiers: [FormatSpecifier]

    /// Parses `string`.
    ///
    /// - Parameters:
    ///   - substitutions: the substitutions the string's localization defines, by name (pass
    ///     `FormatSubstitution()` values when only the names are known).
    ///   - argumentPlaceholder: when parsing a substitution's variation text, that substitution: `%arg`
    ///     then reads its argument.
    public init(
        _ string: String, substitutions: [String: FormatSubstitution] = [:],
        argumentPlaceholder: FormatSubstitution? = nil
    ) {
        specifiers = FormatSpecifier.parse(string, recognizingArgumentPlaceholder: argumentPlaceholder != nil)
        uses = []
        unknownSubstitutions = []
        invalidSpecifiers = []
        guard !specifiers.isEmpty else { return }
        // In a substitution's variation, a directive without a position reads the substitution's own argument: the
        // variation is put in place of `%#@name@`, whose argument it is (`%ld point` in substitution `points`,
        // argNum 2, reads argument 2, as `%arg` there does).
        var next = argumentPlaceholder?.argumentNumber ?? 1
        func take(_ explicit: Int?) -> Int {
            if let explicit { return explicit }
            defer { next += 1 }
            return next
        }
        for specifier in specifiers {
            switch specifier.conversion {
            case .percentSign:
                break
            case .invalid:
                invalidSpecifiers.append(specifier)
            case .argument:
                for field in [specifier.width, specifier.precision] {
                    if case .argument(let position) = field {
                        uses.append(Use(position: take(position), kind: .count, specifier: specifier))
                    }
                }
                uses.append(Use(position: take(specifier.position), kind: specifier.argumentKind, specifier: specifier))
            case .substitution(let name):
                let position = take(specifier.position)
                guard let substitution = substitutions[name] else {
                    // Reported on its own; reading "anything" at its position avoids a second finding
                    // (a missing or mistyped argument) for the same typo.
                    unknownSubstitutions.append(specifier)
                    uses.append(Use(position: position, kind: nil, specifier: specifier))
                    continue
                }
                let read = specifier.position ?? substitution.argumentNumber ?? position
                uses.append(Use(position: read, kind: substitution.kind, specifier: specifier))
            case .substitutionArgument:
                let placeholder = argumentPlaceholder ?? FormatSubstitution()
                let position = placeholder.argumentNumber ?? take(nil)
                uses.append(Use(position: position, kind: placeholder.kind, specifier: specifier))
            }
        }
    }

    /// Whether the string is meant for formatting: it reads an argument or references a substitution,
    /// not counting percent signs in prose (``FormatSpecifier/looksLikeText``: `50% off`).
    public var readsArguments: Bool { uses.contains { !$0.specifier.looksLikeText } }

    /// The argument positions read, ascending.
    public var positions: [Int] {
        Array(Set(uses.map(\.position))).sorted()
    }

    /// The reads of argument `position`, in order of appearance.
    public func uses(at position: Int) -> [Use] {
        uses.filter { $0.position == position }
    }
}
