import XCStrings

/// How Xcode's export spells a catalog's substitutions: every reference carries its argument number.
///
/// - In a plain value (or a device case), `%#@NAME@` is written `%N$#@NAME@`, N being the substitution's
///   `argNum`: `"%#@files@ in %#@folders@"` → `"%1$#@files@ in %2$#@folders@"`. Numbered references stay.
/// - In a case of a substitution, `%arg` is written with the substitution's argument and format:
///   `"%arg files"` (argNum 2, formatSpecifier `lld`) → `"%2$lld files"`. Other directives stay (`%lld`).
///
/// The substitution is looked up in each localization given, in order (the text's own first). Without an
/// `argNum` (or, for `%arg`, a `formatSpecifier`) the text is left as it is. Observed in Xcode 27.0's export of
/// a catalog with substitutions (`EN substitution %#@COUNT@` → `EN substitution %1$#@COUNT@`, `EN birds %arg
/// single` → `EN birds %1$lld single`); the import undoes it (see `Localization.writingNamedReferences(in:)`
/// and `Substitution.writingArgumentPlaceholder(in:)`).
///
///     SubstitutionSpelling.exported("%#@count@ left", at: .root, substitutions: [english.substitutions])
///     // "%1$#@count@ left"
enum SubstitutionSpelling {
    static func exported(
        _ text: String, at path: VariantPath, substitutions lists: [KeyedList<Substitution>?]
    ) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        func substitution(_ name: String) -> Substitution? {
            for list in lists { if let found = list?[name] { return found } }
            return nil
        }
        let components = path.components
        let inside = components.first == "substitutions" && components.count >= 2
        var bytes = Array(text.utf8)
        var changed = false
        for specifier in FormatSpecifier.parse(text, recognizingArgumentPlaceholder: inside).reversed() {
            var replacement: String?
            switch specifier.conversion {
            case .substitutionArgument:
                if let found = substitution(components[1]), let argNum = found.argNum,
                    let format = found.formatSpecifier
                {
                    replacement = "%\(argNum)$\(format)"
                }
            case .substitution(let name) where specifier.position == nil:
                if let argNum = substitution(name)?.argNum { replacement = "%\(argNum)$#@\(name)@" }
            default:
                break
            }
            guard let replacement else { continue }
            bytes.replaceSubrange(specifier.offset..<specifier.offset + specifier.length, with: Array(replacement.utf8))
            changed = true
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : text
    }
}
