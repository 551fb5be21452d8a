import L10nSourceParsing

/// How a constraint's `constant` insets a view from an absolute edge, read the same way for anchors (``AnchorPin``)
/// and for `NSLayoutConstraint(item:…)` (``ItemPin``): two pins mirror each other when their insets agree.
enum PinInset {
    /// The constant as written, comments left out.
    static func written(_ range: Range<Int>, in context: SiteContext) -> String {
        range.filter { !context.tokens[$0].isComment }.map(context.view.text).joined()
    }

    /// The inset a `constant` leaves from the edge it pins: `0.0`, `.zero` and `-0` are none (CoronaTracker's
    /// full-width panel, `constant: 0.0` on both sides); a right edge's constant counts the other way
    /// (`label.rightAnchor … constant: -12` insets by 12).
    ///
    ///     PinInset.inset("-12", isLeftEdge: false)   // "12"
    ///     PinInset.inset("0.0", isLeftEdge: true)    // "0"
    static func inset(_ constant: String, isLeftEdge: Bool) -> String {
        let constant = constant == ".zero" || Double(constant) == 0 ? "0" : constant
        return isLeftEdge ? constant : negated(constant)
    }

    static func negated(_ constant: String) -> String {
        constant.hasPrefix("-") ? String(constant.dropFirst()) : (constant == "0" ? "0" : "-" + constant)
    }
}

/// `a.leftAnchor.constraint(equalTo: b.leftAnchor, constant: c)`: which views a constraint pins by one absolute
/// side, and the inset it leaves (`c` as written; `-c` for a right edge, whose constant counts the other way).
struct AnchorPin {
    var inner: String
    var outer: String
    var side: String
    var inset: String

    /// The pin a `constraint(…)` call makes when its receiver and its first argument are the same absolute anchor.
    init?(_ call: Call, in context: SiteContext) {
        let view = context.view
        guard let anchor = call.receiver.last, let first = call.arguments.first,
            let other = first.expression.last(where: { !context.tokens[$0].isComment }),
            view.text(anchor) == view.text(other), view.token(anchor, is: "leftAnchor") || view.token(anchor, is: "rightAnchor")
        else { return nil }
        var constant = "0"
        for argument in call.arguments.dropFirst() {
            guard view.hasLabel(argument, "constant") else { return nil }  // a multiplier: not a plain pin
            constant = PinInset.written(argument.expression, in: context)
        }
        let receiver = Self.base(call.receiver.lowerBound..<anchor, in: context)
        let argument = Self.base(first.expression.lowerBound..<other, in: context)
        side = view.text(anchor)
        (inner, outer) = (receiver, argument)
        inset = PinInset.inset(constant, isLeftEdge: side == "leftAnchor")
    }

    /// The same views pinned by the other side with the same inset, written either way round, among the
    /// constraint calls within 600 tokens around (one layout block): `b.rightAnchor.constraint(equalTo:
    /// a.rightAnchor, constant: c)` too.
    func hasMirror(near call: Call, in context: SiteContext) -> Bool {
        let view = context.view
        let mirrorSide = side == "leftAnchor" ? "rightAnchor" : "leftAnchor"
        let window = max(0, call.name - 600)..<min(context.tokens.count, call.close + 600)
        for anchor in window where context.tokens[anchor].kind == .identifier && view.text(anchor) == mirrorSide {
            guard view.followsDot(anchor), let dot = view.next(anchor), view.isPunctuation(dot, UInt8(ascii: ".")),
                let name = view.next(dot), view.text(name).hasPrefix("constraint"),
                let open = view.callParenthesis(after: name), let close = view.matching(open)
            else { continue }
            var start = anchor
            while start > 0,
                context.tokens[start - 1].kind == .identifier || view.isPunctuation(start - 1, UInt8(ascii: "."))
                    || view.token(start - 1, is: "self")
            {
                start -= 1
            }
            let mirror = Call(
                name: name, receiver: start..<(anchor + 1), isMember: true, open: open, close: close,
                arguments: view.arguments(open: open, close: close))
            guard let pin = AnchorPin(mirror, in: context) else { continue }
            if pin.inner == inner && pin.outer == outer && pin.inset == inset { return true }
            if pin.inner == outer && pin.outer == inner && PinInset.negated(pin.inset) == inset { return true }
        }
        return false
    }

    /// `self.scrollView.` → `scrollView`, `self.` or nothing → `self`.
    private static func base(_ range: Range<Int>, in context: SiteContext) -> String {
        var text = range.filter { !context.tokens[$0].isComment }.map(context.view.text).joined()
        if text.hasSuffix(".") { text.removeLast() }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text.isEmpty ? "self" : text
    }
}

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
            let written = PinInset.written(argument.expression, in: context)
            return written.hasPrefix("self.") ? String(written.dropFirst(5)) : written
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
        (self.item, self.toItem, side, self.relation) = (item, toItem, attributes[0], relation)
        inset = PinInset.inset(constant, isLeftEdge: side == ".left")
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
