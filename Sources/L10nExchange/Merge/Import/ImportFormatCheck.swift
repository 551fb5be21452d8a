import L10nCatalogChecks
import L10nDiagnostics
import XCStrings

/// The `format-specifier-mismatch` rejection of an imported unit: exactly what `l10n check` would report for it
/// once written (``FormatSpecifierMismatchRule``), so an import never lets in what the check then fails on.
struct ImportFormatCheck {
    let context: CatalogContext

    init(catalog: StringCatalog, path: String) {
        context = CatalogContext(catalog: catalog, file: path, languages: [])
    }

    /// The rule's finding about the string unit at `path` of `language` in `entry` (with the unit written), as
    /// one message: `'files' (plural.other): argument 1 is '%lld' in the source but '%@' in 'es'`; nil when none.
    func mismatch(in entry: CatalogEntry, language: String, path: VariantPath) -> String? {
        // Only the source and the imported language matter; checking just them keeps this cheap.
        var scratch = entry
        scratch.localizations = KeyedList()
        for name in [context.sourceLanguage, language] {
            if let localization = entry.localizations[name] { scratch.localizations[name] = localization }
        }
        var findings: [Diagnostic] = []
        FormatSpecifierMismatchRule.check(scratch, in: context, into: &findings)
        let prefix = CatalogContext.describe(entry.key, path) + ": "
        let messages = findings.filter { $0.language == language && $0.message.hasPrefix(prefix) }
            .map { $0.message.dropFirst(prefix.count) }
        return messages.isEmpty ? nil : prefix + messages.joined(separator: "; ")
    }
}

extension Localization {
    /// Adds, from the source language's localization, each substitution that `text` references with
    /// `%#@name@` (or `%N$#@name@`) and this localization lacks (`argNum` and `formatSpecifier` only; the cases come as their own
    /// units), as Xcode does when a translation starts using a substitution.
    mutating func addSubstitutions(referencedBy text: String, from source: Localization?) {
        guard let sourceSubstitutions = source?.substitutions, text.contains("#@") else { return }
        for specifier in FormatSpecifier.parse(text) {
            guard case .substitution(let name) = specifier.conversion, substitutions?[name] == nil,
                let template = sourceSubstitutions[name]
            else { continue }
            var list = substitutions ?? KeyedList()
            list[name] = Substitution(argNum: template.argNum, formatSpecifier: template.formatSpecifier)
            substitutions = list
        }
    }

    /// `text` with each `%N$#@name@` whose N is the substitution's own `argNum` written `%#@name@`, the way a
    /// catalog keeps it: Xcode's XLIFF export numbers every reference (`%1$#@count@ left`), and its import
    /// writes them back named. The substitution is this localization's, else `source`'s; other references stay.
    ///
    ///     spanish.writingNamedReferences(in: "%1$#@count@ restantes", source: english)   // "%#@count@ restantes"
    func writingNamedReferences(in text: String, source: Localization?) -> String {
        guard text.contains("$#@") else { return text }
        var bytes = Array(text.utf8)
        var changed = false
        for specifier in FormatSpecifier.parse(text).reversed() {
            guard case .substitution(let name) = specifier.conversion, let position = specifier.position,
                (substitutions?[name] ?? source?.substitutions?[name])?.argNum == position
            else { continue }
            bytes.replaceSubrange(
                specifier.offset..<specifier.offset + specifier.length, with: Array("%#@\(name)@".utf8))
            changed = true
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : text
    }
}
