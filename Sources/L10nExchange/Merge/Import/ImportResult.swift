import L10nDiagnostics
import XCStrings

/// What importing translation units into a catalog did, or would do.
public struct ImportResult: Sendable {
    /// The catalog with every accepted unit written.
    public var catalog: StringCatalog
    /// The string units added or changed, in the order of the input.
    public var changes: [ImportChange]
    /// Rejected units (errors) and skipped ones worth telling (warnings), in the order of the input.
    public var diagnostics: [Diagnostic]
    /// What the translation rules say about accepted units below an error (warnings and notes: the unit was
    /// written), at the unit's place in the input (``TranslationChecks``).
    public var findings: [Diagnostic] = []
    /// Units with no translation, skipped silently: an empty target, or Xcode's placeholder for an
    /// untranslated string (state `new` and the source text as target).
    public var untranslatedCount: Int
    /// Accepted units identical to what the catalog has.
    public var unchangedCount: Int
    /// Units left out before the import (those of another catalog), counted with the skipped ones.
    public var skippedBeforeCount = 0

    public init(
        catalog: StringCatalog, changes: [ImportChange] = [], diagnostics: [Diagnostic] = [],
        untranslatedCount: Int = 0, unchangedCount: Int = 0
    ) {
        self.catalog = catalog
        self.changes = changes
        self.diagnostics = diagnostics
        self.untranslatedCount = untranslatedCount
        self.unchangedCount = unchangedCount
    }

    public var addedCount: Int { changes.count { $0.kind == .added } }
    public var updatedCount: Int { changes.count { $0.kind == .updated } }
    /// Units rejected with an error.
    public var rejectedCount: Int { diagnostics.count { $0.severity == .error } }
    /// Units skipped with a warning (unknown key, not translatable, another catalog's).
    public var skippedCount: Int { diagnostics.count { $0.severity == .warning } + skippedBeforeCount }

    /// `2 added, 1 updated, 4 unchanged, 1 rejected, 1 skipped, 3 untranslated`.
    public var summary: String {
        var parts = ["\(addedCount) added", "\(updatedCount) updated", "\(unchangedCount) unchanged",
                     "\(rejectedCount) rejected"]
        if skippedCount > 0 { parts.append("\(skippedCount) skipped") }
        if untranslatedCount > 0 { parts.append("\(untranslatedCount) untranslated") }
        return parts.joined(separator: ", ")
    }
}
