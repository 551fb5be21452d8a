/// Maps String Catalog states to XLIFF 1.2 `<target state="…">` values and back.
///
/// | catalog              | XLIFF written                                              | XLIFF read as catalog state |
/// |----------------------|------------------------------------------------------------|-----------------------------|
/// | `new`                | `new`                                                      | `new`, `needs-translation`, `needs-adaptation`, `needs-l10n` → `new` |
/// | `needs_review`       | `needs-review-translation`                                 | `needs-review-translation`, `needs-review-adaptation`, `needs-review-l10n` → `needs_review` |
/// | `translated`         | `translated`                                               | `translated`, `final`, `signed-off` → `translated` |
/// | `machine_translated` | `needs-review-translation` + `state-qualifier="mt-suggestion"` | a `needs-review-…` state with `state-qualifier="mt-suggestion"` → `machine_translated` |
/// | other `s`            | `x-s` (XLIFF's extension form)                             | `x-s` → `s`                 |
///
/// `translated`, `final` and `signed-off` read as `translated` even with `mt-suggestion`: CAT tools (translate-toolkit
/// among them) set `translated` when a person edits the target but leave the qualifier in place.
/// An unknown XLIFF state (not `x-…`) reads as `nil`: the caller decides (merge treats a filled target as
/// `translated`).
///
///     XLIFFState.xliff(forCatalogState: "needs_review")   // ("needs-review-translation", nil)
///     XLIFFState.catalogState(xliff: "final", qualifier: nil)  // "translated"
public enum XLIFFState {
    public static func xliff(forCatalogState state: String) -> (state: String, qualifier: String?) {
        switch state {
        case "new": ("new", nil)
        case "needs_review": ("needs-review-translation", nil)
        case "translated": ("translated", nil)
        case "machine_translated": ("needs-review-translation", "mt-suggestion")
        default: ("x-" + state, nil)
        }
    }

    public static func catalogState(xliff state: String, qualifier: String?) -> String? {
        switch state {
        case "new", "needs-translation", "needs-adaptation", "needs-l10n":
            return "new"
        case "needs-review-translation", "needs-review-adaptation", "needs-review-l10n":
            return qualifier == "mt-suggestion" ? "machine_translated" : "needs_review"
        case "translated", "final", "signed-off":
            return "translated"
        default:
            guard state.hasPrefix("x-"), state.count > 2 else { return nil }
            return String(state.dropFirst(2))
        }
    }
}
