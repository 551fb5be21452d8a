import L10nDiagnostics
import XCStrings

/// One string unit an import adds or changes.
///
///     ImportChange(kind: .added, key: "home.title", language: "es", variant: "", old: nil,
///                  new: StringUnit(state: .translated, value: "Inicio")).description
///     // added 'home.title' ['es']: "Inicio"
public struct ImportChange: Sendable, Hashable, CustomStringConvertible {
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
    public var old: StringUnit?
    public var new: StringUnit
    /// Where the unit was read, when known.
    public var location: SourceLocation?

    public init(
        kind: Kind, key: String, language: String, variant: String, old: StringUnit?, new: StringUnit,
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
        guard let old else { return "added \(place): \(Self.quoted(new.value))" }
        if old.value.hasSameScalars(as: new.value) {
            return "updated \(place): state '\(old.state)' -> '\(new.state)'"
        }
        let state = old.state == new.state ? "" : " (state '\(old.state)' -> '\(new.state)')"
        return "updated \(place): \(Self.quoted(old.value)) -> \(Self.quoted(new.value))\(state)"
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
