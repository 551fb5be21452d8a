/// Maps String Catalog states to XLIFF 1.2 `<target state="…">` values and back, as Xcode does.
///
/// | catalog              | XLIFF written (Xcode's)                               | XLIFF read as catalog state |
/// |----------------------|-------------------------------------------------------|-----------------------------|
/// | `new`                | `new`                                                 | `new`, `needs-translation`, `needs-adaptation`, `needs-l10n` → `new` |
/// | `needs_review`       | `needs-review-l10n`                                   | `needs-review-l10n`, `needs-review-translation`, `needs-review-adaptation` → `needs_review` |
/// | `translated`         | `translated`                                          | `translated`, `final`, `signed-off` → `translated` |
/// | `machine_translated` | `translated` + `state-qualifier="leveraged-mt"`       | `translated` + `leveraged-mt`, or a `needs-review-…` state + `mt-suggestion` → `machine_translated` |
/// | other `s`            | `x-s` (XLIFF's extension form)                        | `x-s` → `s`                 |
///
/// The written states are Xcode's own (Xcode 27.0 exports `needs-review-l10n` and `translated` +
/// `leveraged-mt`, and imports the latter back as `machine_translated`). `translated`, `final` and
/// `signed-off` with any other qualifier (`mt-suggestion` among them) read as `translated`: CAT tools
/// (translate-toolkit among them) set `translated` when a person edits the target but leave the qualifier in
/// place. An unknown XLIFF state (not `x-…`) reads as `nil`: the caller decides (merge treats a filled target
/// as `translated`).
///
///     XLIFFState.xliff(forCatalogState: "needs_review")   // ("needs-review-l10n", nil)
///     XLIFFState.catalogState(xliff: "final", qualifier: nil)  // "translated"
public enum XLIFFState {
    public static func xliff(forCatalogState state: String) -> (state: String, qualifier: String?) {
        switch state {
        case "new": ("new", nil)
        case "needs_review": ("needs-review-l10n", nil)
        case "translated": ("translated", nil)
        case "machine_translated": ("translated", "leveraged-mt")
        default: ("x-" + state, nil)
        }
    }

    public static func catalogState(xliff state: String, qualifier: String?) -> String? {
        switch state {
        case "new", "needs-translation", "needs-adaptation", "needs-l10n":
            return "new"
        case "needs-review-translation", "needs-review-adaptation", "needs-review-l10n":
            return qualifier == "mt-suggestion" || qualifier == "leveraged-mt" ? "machine_translated" : "needs_review"
        case "translated":
            return qualifier == "leveraged-mt" ? "machine_translated" : "translated"
        case "final", "signed-off":
            return "translated"
        default:
            guard state.hasPrefix("x-"), state.count > 2 else { return nil }
            return String(state.dropFirst(2))
        }
    }
}
