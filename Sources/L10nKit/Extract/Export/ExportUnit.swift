import XCStrings

/// One string a language still needs (or, with `--all`, any translatable string), as `extract` selects it from a
/// catalog, before a translator format writes it.
///
///     // "inbox.count" varies by plural in English (one, other); Russian needs one, few, many, other.
///     ExportUnit(key: "inbox.count", variant: VariantPath(["plural", "few"]), source: "%lld messages",
///                comment: "Inbox badge", target: nil, state: nil, reason: .missing)
///
/// `source` is the source-language text that best matches the variant: the same case when the source has it,
/// otherwise the source's `other` case (a Russian `few` is translated from the English `other`), otherwise the
/// source's plain value, otherwise the key itself (when the key is the text).
public struct ExportUnit: Sendable, Hashable {
    /// Why a unit is exported: the status of its string (``StringStatus``; `complete` only with `--all`).
    public typealias Reason = StringStatus

    public var key: String
    /// Where the string stands in the localization: root (plain value), `plural.few`, `device.ipad`,
    /// `substitutions.count.plural.one`, `device.iphone.plural.one`.
    public var variant: VariantPath
    /// The source-language text to translate.
    public var source: String
    /// The developer comment of the key.
    public var comment: String?
    /// The current translation, when there is one.
    public var target: String?
    /// The current catalog state of the translation, when there is one (`new`, `needs_review`, `translated`, …).
    public var state: String?
    public var reason: Reason

    public init(
        key: String, variant: VariantPath = .root, source: String, comment: String? = nil, target: String? = nil,
        state: String? = nil, reason: Reason
    ) {
        self.key = key
        self.variant = variant
        self.source = source
        self.comment = comment
        self.target = target
        self.state = state
        self.reason = reason
    }
}
