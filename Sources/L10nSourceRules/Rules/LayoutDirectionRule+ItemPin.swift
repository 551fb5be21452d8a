import L10nSourceParsing

/// `NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1,
/// constant: c)`: which views a constraint pins by one absolute side, and its inset, as ``AnchorPin`` reads an
/// anchor's.
struct ItemPin {
    var item: String
    var toItem: String
    var side: String
    var relation: String
    var inset: String

    /// The pin the call makes when both its attributes are the same absolute side and its multiplier is 1.
    init?(_ call: Call, in context: SiteContext) {
        let view = context.view
        func text(_ argument: CallArgument) -> String {
            var written = argument.expression.filter { !context.tokens[$0].isComment }.map(view.text).joined()
            if written.hasPrefix("self.") { written.removeFirst(5) }
            return written
        }
        var attributes: [String] = []
        var item: String?, toItem: String?, relation = ".equal", constant = "0"
        for argument in call.arguments {
            if view.hasLabel(argument, "item") {
                item = text(argument)
            } else if view.hasLabel(argument, "toItem") {
                toItem = text(argument)
            } else if view.hasLabel(argument, "attribute") {
                attributes.append(text(argument))
            } else if view.hasLabel(argument, "relatedBy") {
                relation = text(argument)
            } else if view.hasLabel(argument, "multiplier") {
                guard let multiplier = Double(text(argument)), multiplier == 1 else { return nil }
            } else if view.hasLabel(argument, "constant") {
                constant = text(argument)
            }
        }
        guard let item, let toItem, attributes.count == 2, attributes[0] == attributes[1],
            attributes[0] == ".left" || attributes[0] == ".right"
        else { return nil }
        if constant == ".zero" || Double(constant) == 0 { constant = "0" }
        (self.item, self.toItem, side, self.relation) = (item, toItem, attributes[0], relation)
        // A right edge's constant counts the other way, as an anchor's does.
        inset = side == ".left" ? constant : (constant.hasPrefix("-") ? String(constant.dropFirst()) : (constant == "0" ? "0" : "-" + constant))
    }

    /// The same views pinned by the other side with the same inset, among the `NSLayoutConstraint(…)` calls within
    /// 600 tokens around.
    func hasMirror(near call: Call, in context: SiteContext) -> Bool {
        let view = context.view
        let window = max(0, call.name - 600)..<min(context.tokens.count, call.close + 600)
        for name in window where name != call.name && context.tokens[name].kind == .identifier && view.token(name, is: "NSLayoutConstraint") {
            guard let open = view.callParenthesis(after: name), let close = view.matching(open) else { continue }
            let other = Call(
                name: name, receiver: name..<name, isMember: false, open: open, close: close,
                arguments: view.arguments(open: open, close: close))
            guard let pin = ItemPin(other, in: context), pin.side != side, pin.relation == relation else { continue }
            if pin.item == item && pin.toItem == toItem && pin.inset == inset { return true }
        }
        return false
    }
}
