import L10nDiagnostics
import L10nExchange

/// A digest of what a translator read: the source text, the variant and the developer comment as they are now.
/// `untranslated` hands it out with each string; a submission that carries it back is rejected when the source
/// has changed since (the translation was made against other English).
///
///     SourceToken.make(source: "Sync", variant: "", comment: "Button")   // "s1-3f0c…" (16 hex digits)
public enum SourceToken {
    /// FNV-1a (64-bit) over the three parts, separated by a byte no text holds; stable across runs and platforms.
    public static func make(source: String, variant: String, comment: String?) -> String {
        var hash = StableHash()
        for part in [source, variant, comment ?? ""] {
            hash.add(part.utf8)
            hash.add(byte: 0xFF)
        }
        return "s1-" + hash.hex
    }

    /// The token of an exported string.
    public static func make(_ unit: ExportUnit) -> String {
        make(source: unit.source, variant: unit.variant.xliffVariant, comment: unit.comment)
    }
}
