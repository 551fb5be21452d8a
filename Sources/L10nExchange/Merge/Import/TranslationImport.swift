import L10nCatalogChecks
import L10nDiagnostics
import L10nFormats
import L10nTables
import XCStrings

/// Writes translated units (read from XLIFF, CSV or JSON) into a catalog, checking every unit first.
///
///     let result = TranslationImport.apply(units, to: catalog, catalogPath: "Localizable.xcstrings", language: "es")
///     result.diagnostics   // rejected units (errors) and skipped ones (warnings), with their file positions
///     try result.catalog.write(toFile: "Localizable.xcstrings")
///
/// For each unit, in order:
/// - a unit without a translation is skipped (nothing to import): no target, an empty target the file does not
///   call `translated`, or Xcode's placeholder for an untranslated string (state `new` with the source text as
///   target). An empty target with state `translated` is imported as the deliberately empty translation Xcode
///   writes it for (`<target state="translated"/>`);
/// - a unit the file marks `translate="no"` is skipped with a warning (`not-translatable`), and so is a key the
///   catalog marks `shouldTranslate: false`;
/// - a unit for another language than `language` (or, without one, naming none), for the catalog's source
///   language, or from a file whose source language is not the catalog's, is rejected (`language-mismatch`);
/// - a key the catalog does not have is skipped with a warning (`unknown-key`): keys are never invented; a key
///   that is a plural case flattened into a path (``FlattenedPluralKey``: `/%lld files:dict/files:dict/one`, as
///   Xcode's XLIFF names a `.stringsdict`'s strings and translation platforms write them into `.strings` files)
///   is that case of its key's plural (``FlattenedPluralKey/variant(in:sourceLanguage:)``);
/// - a variant path the catalog cannot hold (`plural.lots`, a substitution the source does not define), a string
///   set's phrases for a key that is no string set or a single string for one that is, are rejected
///   (`invalid-variant`); a second, different unit for the same place is rejected (`duplicate-unit`);
/// - a target whose format arguments differ from the source language's text is rejected
///   (`format-specifier-mismatch`, exactly as `l10n check` reports it: see ``FormatSpecifierMismatchRule``),
///   unless it is exactly what the catalog already holds (nothing would change);
/// - the translation rules (``TranslationChecks``: `punctuation-mismatch`, `length-limit`…) judge the target
///   against its source text at the configured levels: an error rejects the unit with the rule's id and message,
///   a warning or note is listed in ``ImportResult/findings`` and the unit is written (again, only when the
///   value changes).
///
/// Accepted units are written with the file's state when it is `translated`, `needs_review` or
/// `machine_translated`; otherwise a changed value becomes `translated` and an unchanged value keeps its state
/// (so importing an export unchanged changes nothing). Plural, device and substitution structure is created
/// from the unit's variant path; a string set's phrases (XLIFF `<mrk mtype="x-set">`) become the language's
/// `stringSet`. Substitution references as Xcode's export spells them (`%1$#@count@`, `%2$lld` for `%arg`) are
/// written back the catalog's way. Nothing outside the imported languages' strings changes.
public enum TranslationImport {
    public static let formatRule = "format-specifier-mismatch"
    public static let unknownKeyRule = "unknown-key"
    public static let notTranslatableRule = "not-translatable"
    public static let languageRule = "language-mismatch"
    public static let variantRule = "invalid-variant"
    public static let duplicateRule = "duplicate-unit"

    /// States a file may set as they are; any other state counts as "translated if the value changed".
    static let importedStates: Set<TranslationState> = [.translated, .needsReview, .machineTranslated]

    public static func apply(
        _ units: [TranslationUnit], to original: StringCatalog, catalogPath: String, language: String?,
        checks: TranslationChecks = TranslationChecks()
    ) -> ImportResult {
        var importer = Importer(original: original, catalogPath: catalogPath, language: language, checks: checks)
        for unit in units { importer.take(unit) }
        return importer.result
    }
}

/// One import in progress: checks each unit, then writes it into ``result``'s catalog.
private struct Importer {
    let original: StringCatalog
    let language: String?
    let catalogName: String
    let formatCheck: ImportFormatCheck
    let checks: TranslationChecks
    var result: ImportResult
    /// The first unit seen for each place (key, language, variant), to catch a second, different one. Text is
    /// compared by Unicode scalars, as Foundation compares (see ``ScalarString``), here and below.
    var seen: [ScalarString: (target: String, location: SourceLocation)] = [:]

    init(original: StringCatalog, catalogPath: String, language: String?, checks: TranslationChecks) {
        self.original = original
        self.checks = checks
        self.language = language
        catalogName = catalogPath.split(separator: "/").last.map(String.init) ?? catalogPath
        formatCheck = ImportFormatCheck(catalog: original, path: catalogPath)
        result = ImportResult(catalog: original)
    }

    /// A reason not to apply a unit.
    struct Problem: Error {
        var severity: Severity
        var rule: String
        var message: String
        init(_ severity: Severity, _ rule: String, _ message: String) {
            self.severity = severity
            self.rule = rule
            self.message = message
        }
    }

    mutating func take(_ unit: TranslationUnit) {
        var unit = unit
        // A key that itself holds Xcode's separator (`plain|==|word`) comes in an id that splits wrongly: when the
        // catalog has the whole id as a key, and not the split key with that variant, the whole id is the key.
        if !unit.variant.isEmpty, original[unit.id] != nil,
            original[unit.key] == nil || VariantShape(parsing: unit.variant) == nil
        {
            unit.key = unit.id
            unit.variant = ""
        }
        // A plural case flattened into a key (`/%lld files:dict/files:dict/one`, from a table a translation
        // platform flattened, or Xcode's XLIFF of a .stringsdict) is that case of the key's plural.
        if unit.variant.isEmpty, original[unit.key] == nil, let flattened = FlattenedPluralKey(unit.key),
            let entry = original[flattened.key]
        {
            guard let variant = flattened.variant(in: entry, sourceLanguage: original.sourceLanguage) else { return }
            unit.key = flattened.key
            unit.variant = variant
        }
        guard let target = Self.translation(in: unit) else {
            result.untranslatedCount += 1
            return
        }
        let location = unit.location ?? SourceLocation(file: unit.file, line: 1, column: 1)
        do throws(Problem) {
            guard let (entry, shape) = try check(unit, target: target, location: location) else { return }
            if let values = unit.targetSet {
                try writeSet(unit, values: values, entry: entry)
            } else {
                try write(unit, target: target, entry: entry, shape: shape)
            }
        } catch {
            result.diagnostics.append(
                Diagnostic(
                    location: location, severity: error.severity, ruleID: error.rule, message: error.message,
                    key: unit.key, language: unit.targetLanguage.isEmpty ? nil : unit.targetLanguage))
        }
    }

    /// The unit's translation (a string set's phrases one a line), or nil when it has none to import: no
    /// target; an empty target the file does not call translated; or Xcode's placeholder for an untranslated
    /// string (state `new` with the source text as target). An empty target with state `translated` (Xcode's
    /// `<target state="translated"/>`) is a translation that is deliberately empty, as Xcode exports and imports
    /// it — an empty copyright line, a blank promotional text.
    static func translation(in unit: TranslationUnit) -> String? {
        guard let target = unit.target else { return nil }
        if target.isEmpty && unit.state != TranslationState.translated.rawValue { return nil }
        if unit.state == TranslationState.new.rawValue && target.hasSameScalars(as: unit.source) { return nil }
        return target
    }

    /// The state an accepted unit is written with: the file's when it is one a file may set, else the old one
    /// when nothing changed, else `translated`.
    static func state(file: String?, old: TranslationState?, sameValue: Bool) -> TranslationState {
        if let fileState = file.map(TranslationState.init(rawValue:)), TranslationImport.importedStates.contains(fileState) {
            return fileState
        }
        if let old, sameValue { return old }
        return .translated
    }

    /// Everything that can be said about a unit before writing it: its language, key and variant path. Nil
    /// for a repeat of a unit already taken (same place, same target): nothing to do.
    mutating func check(
        _ unit: TranslationUnit, target: String, location: SourceLocation
    ) throws(Problem) -> (CatalogEntry, VariantShape)? {
        typealias I = TranslationImport
        let sourceLanguage = original.sourceLanguage
        if !unit.translatable {
            throw Problem(
                .warning, I.notTranslatableRule, "'\(unit.key)' is marked not to be translated in the file "
                    + "(translate=\"no\"); skipped")
        }
        if unit.targetLanguage.isEmpty {
            throw Problem(.error, I.languageRule, "unit for '\(unit.key)' names no target language; pass '--language'")
        }
        if let language, !unit.targetLanguage.hasSameScalars(as: language) {
            throw Problem(
                .error, I.languageRule, "unit is for '\(unit.targetLanguage)', but the import is for '\(language)'")
        }
        if unit.targetLanguage.hasSameScalars(as: sourceLanguage) {
            throw Problem(
                .error, I.languageRule,
                "unit is for the source language '\(sourceLanguage)'; only translations are imported")
        }
        if !unit.sourceLanguage.isEmpty && !unit.sourceLanguage.hasSameScalars(as: sourceLanguage) {
            throw Problem(
                .error, I.languageRule,
                "the file's source language '\(unit.sourceLanguage)' is not the catalog's '\(sourceLanguage)'")
        }
        guard let entry = original[unit.key] else {
            throw Problem(.warning, I.unknownKeyRule, "no key '\(unit.key)' in '\(catalogName)'; skipped")
        }
        if entry.shouldTranslate == false {
            throw Problem(.warning, I.notTranslatableRule, "'\(unit.key)' is marked not to be translated; skipped")
        }
        guard let shape = VariantShape(parsing: unit.variant) else {
            throw Problem(.error, I.variantRule, "'\(unit.variant)' is not a variant a catalog can hold; expected "
                + "'plural.CATEGORY', 'device.DEVICE' or 'substitutions.NAME.plural.CATEGORY'")
        }
        if let name = shape.substitution, entry.localizations[sourceLanguage]?.substitutions?[name] == nil,
            entry.localizations[unit.targetLanguage]?.substitutions?[name] == nil
        {
            throw Problem(.error, I.variantRule, "'\(unit.key)' has no substitution '\(name)'")
        }
        let isSet = entry.localizations[sourceLanguage]?.stringSet != nil
            || entry.localizations[unit.targetLanguage]?.stringSet != nil
        if unit.targetSet != nil && (!isSet || !shape.path.isRoot) {
            throw Problem(
                .error, I.variantRule,
                "'\(unit.id)' is not a string set in '\(catalogName)', but the file gives phrases ('mrk') for it")
        }
        if unit.targetSet == nil && isSet {
            throw Problem(
                .error, I.variantRule,
                "'\(unit.key)' is a string set (App Shortcuts phrases) in '\(catalogName)', but the file gives a "
                    + "single string for it")
        }
        let place = ScalarString("\(unit.key)\u{0}\(unit.targetLanguage)\u{0}\(shape.path)")
        if let first = seen[place] {
            guard first.target.hasSameScalars(as: target) else {
                let name = "'\(unit.key)' ['\(unit.targetLanguage)']"
                    + (unit.variant.isEmpty ? "" : " '\(unit.variant)'")
                throw Problem(
                    .error, I.duplicateRule, "second unit for \(name) with another target (first at \(first.location))")
            }
            return nil
        }
        seen[place] = (target, location)
        return (entry, shape)
    }

    /// Writes the unit into a copy of its entry, checks its format arguments there, then keeps the copy.
    mutating func write(_ unit: TranslationUnit, target fileTarget: String, entry: CatalogEntry, shape: VariantShape)
        throws(Problem)
    {
        let sourceLocalization = entry.localizations[original.sourceLanguage]
        var candidate = result.catalog[unit.key]!
        var localization = candidate.localizations[unit.targetLanguage] ?? Localization()
        let old = localization.stringUnit(at: shape.path)
        // Substitutions as Xcode exports them (`%2$lld` for `%arg` in a case, `%1$#@count@` for `%#@count@`) are
        // kept the catalog's way, unless the text is exactly what the catalog already has.
        var target = fileTarget
        if old?.value.hasSameScalars(as: fileTarget) != true {
            if let name = shape.substitution {
                if let substitution = localization.substitutions?[name] ?? sourceLocalization?.substitutions?[name] {
                    target = substitution.writingArgumentPlaceholder(in: fileTarget)
                }
            } else {
                target = localization.writingNamedReferences(in: fileTarget, source: sourceLocalization)
            }
        }
        let state = Self.state(file: unit.state, old: old?.state, sameValue: old?.value.hasSameScalars(as: target) == true)
        var new = old ?? StringUnit(state: state, value: target)
        new.state = state
        new.value = target
        let template = shape.substitution.flatMap { sourceLocalization?.substitutions?[$0] }
        localization.setStringUnit(new, at: shape.path, template: template)
        localization.addSubstitutions(referencedBy: target, from: sourceLocalization)
        candidate.localizations[unit.targetLanguage] = localization
        // What the catalog already holds is no change (its format arguments are `check`'s to report): an
        // untouched export imports back cleanly even where the catalog has a mismatch.
        if let old, old.value.hasSameScalars(as: target), old.state == state {
            result.unchangedCount += 1
            return
        }
        if let mismatch = formatCheck.mismatch(in: candidate, language: unit.targetLanguage, path: shape.path) {
            throw Problem(.error, TranslationImport.formatRule, mismatch)
        }
        let findings = checks.findings(
            in: candidate, language: unit.targetLanguage, path: shape.path, sourceLanguage: original.sourceLanguage)
        if let error = findings.first(where: { $0.severity == .error }) {
            throw Problem(.error, error.ruleID, error.message)
        }
        let location = unit.location ?? SourceLocation(file: unit.file, line: 1, column: 1)
        for finding in findings {
            result.findings.append(
                Diagnostic(
                    location: location, severity: finding.severity, ruleID: finding.ruleID, message: finding.message,
                    key: unit.key, language: unit.targetLanguage))
        }
        result.catalog[unit.key] = candidate
        result.changes.append(
            ImportChange(
                kind: old == nil ? .added : .updated, key: unit.key, language: unit.targetLanguage,
                variant: unit.variant, old: old.map(ImportChange.Content.unit), new: .unit(new),
                location: unit.location))
    }

    /// Writes a string set's phrases into a copy of its entry (no format check: App Shortcuts phrases carry
    /// `${parameter}`s, not format arguments), then keeps the copy.
    mutating func writeSet(_ unit: TranslationUnit, values: [String], entry: CatalogEntry) throws(Problem) {
        var candidate = result.catalog[unit.key]!
        var localization = candidate.localizations[unit.targetLanguage] ?? Localization()
        let old = localization.stringSet
        let state = Self.state(
            file: unit.state, old: old?.state, sameValue: old?.values.hasSameScalars(as: values) == true)
        if let old, old.values.hasSameScalars(as: values), old.state == state {
            result.unchangedCount += 1
            return
        }
        var new = old ?? StringSet(state: state, values: values)
        new.state = state
        new.values = values
        localization.stringSet = new
        candidate.localizations[unit.targetLanguage] = localization
        result.catalog[unit.key] = candidate
        result.changes.append(
            ImportChange(
                kind: old == nil ? .added : .updated, key: unit.key, language: unit.targetLanguage, variant: "",
                old: old.map(ImportChange.Content.set), new: .set(new), location: unit.location))
    }
}
