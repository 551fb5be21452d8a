/// The catalog key a finding's message suggests for a literal (`use String(localized: "home.button.share")`),
/// with the text it is for, so a run can keep suggestions unique: two different texts never get the same key.
///
///     SuggestedKey(key: "cart.label.free_shipping_on_orders", text: "Free shipping on orders over $50",
///                  alternatives: ["cart.label.free_shipping_on_orders_over", "cart.label.free_shipping_on_orders_over_50"])
public struct SuggestedKey: Sendable, Hashable {
    /// The key the message names.
    public var key: String
    /// The literal's text, as the source spells it.
    public var text: String
    /// Keys with more of the text's words, one more each, tried in order when ``key`` already stands for another
    /// text.
    public var alternatives: [String]

    public init(key: String, text: String, alternatives: [String]) {
        self.key = key
        self.text = text
        self.alternatives = alternatives
    }
}
