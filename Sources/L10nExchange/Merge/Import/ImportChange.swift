import L10nDiagnostics
import XCStrings

/// One string unit (or string set) an import adds or changes.
///
///     ImportChange(kind: .added, key: "home.title", language: "es", variant: "", old: nil,
///                  new: .unit(StringUnit(state: .translated, value: "Inicio"))).description
///     // added 'home.title' ['es']: "Inicio"
public struct ImportChange: Sendable, Hashable, CustomStringConvertible {
    /// What stands at the place: a string unit, or a string set's phrases (App Shortcuts).
    public enum Content: Sendable, Hashable {
        case unit(StringUnit)
        case set(StringSet)

        public var state: TranslationState? {
            switch self {
            case .unit(let unit): unit.state
            case .set(let set): set.state
            }
        }

        /// `"Hola"`, or `["Abrir", "Mostrar"]` for a set.
        var quoted: String {
            switch self {
            case .unit(let unit): ImportChange.quoted(unit.value)
            case .set(let set): "[" + set.values.map(ImportChange.quoted).joined(separator: ", ") + "]"
            }
        }

        /// The state as the description names it.
        var stateName: String { state.map { "\($0)" } ?? "none" }
    }

    public enum Kind: String, Sendable, Hashable {
        /// There was no string unit at that place.
        case added
        /// The value or the state changed.
        case updated
    }

    public var kind: Kind
    public var key: String
    public var language: String
    /// `""` for the plain value, else a variant path such as `plural.one`.
    public var variant: String
    public var old: Content?
    public var new: Content
    /// Where the unit was read, when known.
    public var location: SourceLocation?

    public init(
        kind: Kind, key: String, language: String, variant: String, old: Content?, new: Content,
        location: SourceLocation? = nil
    ) {
        self.kind = kind
        self.key = key
        self.language = language
        self.variant = variant
        self.old = old
        self.new = new
        self.location = location
    }

    /// `'home.title' ['es']` or `'files' ['ru'] 'plural.few'`.
    public var place: String {
        "'\(key)' ['\(language)']" + (variant.isEmpty ? "" : " '\(variant)'")
    }

    /// `added 'k' ['es']: "Hola"`, `updated 'k' ['es']: "Hola" -> "Buenas"`,
    /// `updated 'k' ['es']: state 'needs_review' -> 'translated'`.
    public var description: String {
        guard let old else { return "added \(place): \(new.quoted)" }
        if old.quoted.hasSameScalars(as: new.quoted) {
            return "updated \(place): state '\(old.stateName)' -> '\(new.stateName)'"
        }
        let state = old.state == new.state ? "" : " (state '\(old.stateName)' -> '\(new.stateName)')"
        return "updated \(place): \(old.quoted) -> \(new.quoted)\(state)"
    }

    /// The value in double quotes on one line (`\n`, `\t`, `"` and `\` escaped).
    static func quoted(_ value: String) -> String {
        var out = "\""
        for character in value.unicodeScalars {
            switch character {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(character)
            }
        }
        return out + "\""
    }
}
