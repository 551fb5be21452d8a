/// A way a translation's format arguments differ from its source's, with a message in the project's
/// diagnostic style.
///
///     let es = FormatSignature("%lld mensajes de %@")
///     let en = FormatSignature("%@ sent you %lld messages")
///     es.mismatches(against: en, language: "es").map(\.message)
///     // ["argument 1 is '%@' in the source but '%lld' in 'es'",
///     //  "argument 2 is '%lld' in the source but '%@' in 'es'"]
public struct FormatMismatch: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// The translation reads an argument as an incompatible kind (`%@` vs `%lld`).
        case typeMismatch = "type-mismatch"
        /// The translation never reads an argument the source reads.
        case missingArgument = "missing-argument"
        /// The translation reads an argument the source does not pass.
        case extraArgument = "extra-argument"
        /// The translation reads one argument as two incompatible kinds (`%1$@ … %1$d`).
        case conflictingTypes = "conflicting-types"
        /// The translation reads an argument more times than the source does (`%1$@ y %1$@`).
        case duplicatedArgument = "duplicated-argument"
        /// `%#@name@` names no substitution of the localization.
        case unknownSubstitution = "unknown-substitution"
        /// A malformed directive the source does not have (`%y`, a trailing `%`).
        case invalidSpecifier = "invalid-specifier"
    }

    public var reason: Reason
    /// The argument concerned, where there is one.
    public var position: Int?
    /// The source's directive for that argument, where there is one.
    public var sourceSpecifier: FormatSpecifier?
    /// The translation's directive, where there is one; its ``FormatSpecifier/offset`` locates the problem.
    public var translationSpecifier: FormatSpecifier?
    /// Lowercase, names in single quotes, e.g. `argument 1 is '%@' in the source but '%lld' in 'es'`.
    public var message: String

    public init(
        reason: Reason, position: Int?, sourceSpecifier: FormatSpecifier?, translationSpecifier: FormatSpecifier?,
        message: String
    ) {
        self.reason = reason
        self.position = position
        self.sourceSpecifier = sourceSpecifier
        self.translationSpecifier = translationSpecifier
        self.message = message
    }

    /// UTF-8 offset of the translation's directive, to compute a column; `nil` for a missing argument.
    public var offset: Int? { translationSpecifier?.offset }

    /// Whether running the translation can crash: a directive that dereferences its argument (`%@`, `%s`,
    /// `%S`, `%p`, `%n`) reads an argument of another kind or one that is not passed. Other mismatches print
    /// wrong text (a wrong number, a missing name) but do not crash.
    ///
    ///     // '%@' in the source, '%lld' in the translation: the number is read as an object pointer.
    ///     mismatch.isCrashRisk   // true
    public var isCrashRisk: Bool {
        let source = sourceSpecifier?.argumentKind
        let translation = translationSpecifier?.argumentKind
        switch reason {
        case .typeMismatch, .conflictingTypes:
            return source?.dereferencesArgument == true || translation?.dereferencesArgument == true
        case .extraArgument:
            return translation?.dereferencesArgument == true
        case .missingArgument, .duplicatedArgument, .unknownSubstitution, .invalidSpecifier:
            return false
        }
    }
}
