import XCStrings

/// Where one string a language needs stands: the per-string half of the one definition of coverage that
/// `check`'s summary, `extract --language` and `report` share (see ``TranslationNeeds``).
///
///     StringStatus(nil)                                                  // .missing
///     StringStatus(StringUnit(state: .translated, value: ""))            // .empty
///     StringStatus(StringUnit(state: .needsReview, value: "Hecho"))      // .needsReview
///     StringStatus(StringUnit(state: .machineTranslated, value: "Hecho")) // .complete
///
/// A string is complete unless it is absent, empty, or in state `new` or `needs_review`, or its value is the source
/// text unchanged (``copy``); any other state (`translated`, `machine_translated`, one this version does not know)
/// is a translation. `extract` calls it the
/// reason a unit is exported (``ExportUnit/Reason``).
public enum StringStatus: String, Sendable, Hashable, CaseIterable {
    /// The language has no string for this key or variant (a missing localization or plural category).
    case missing
    /// The string exists with an empty value.
    case empty
    /// State `new`.
    case new
    /// State `needs_review`.
    case needsReview = "needs_review"
    /// Its value is the source text unchanged, as `untranslated-copy` reports it (``SourceCopies``): no
    /// translation, whatever its state says. Set by ``TranslationNeeds``, never by the unit alone.
    case copy
    /// Nothing to do: the string is translated.
    case complete

    /// The status of the string unit a language has at a place (nil: none).
    public init(_ unit: StringUnit?) {
        guard let unit else { self = .missing; return }
        self.init(state: unit.state, isEmpty: unit.value.isEmpty)
    }

    /// The status of a string set (App Shortcuts phrases): empty when it has no phrase or an empty one.
    public init(_ set: StringSet?) {
        guard let set else { self = .missing; return }
        self.init(state: set.state, isEmpty: set.values.isEmpty || set.values.contains(where: \.isEmpty))
    }

    private init(state: TranslationState?, isEmpty: Bool) {
        if isEmpty {
            self = .empty
        } else if state == .new {
            self = .new
        } else if state == .needsReview {
            self = .needsReview
        } else {
            self = .complete
        }
    }

    /// Whether a translator has work to do on the string.
    public var needsWork: Bool { self != .complete }
}
