import L10nDiagnostics
import L10nSourceParsing

/// `layout-direction`: absolute left and right in UIKit and AppKit layout, forced directions, and SF Symbols named
/// by side, which do not flip in right-to-left languages.
enum LayoutDirectionRule: SourceRule {
    static let description = RuleDescription(
        id: "layout-direction",
        name: "Layout Direction",
        defaultSeverity: .warning,
        summary: "A layout uses absolute left or right, or forces a direction, where right-to-left languages need it to flip.",
        rationale: """
            The style guide's RTL section: use semantic alignment (.leading, .trailing), not .left and .right. \
            SwiftUI's layout API is semantic already (Edge.Set, HorizontalAlignment and Alignment have no .left); \
            the absolute directions live in UIKit and AppKit. Checked: textAlignment = .left/.right, and \
            alignment = .left/.right on a receiver whose name or declared type says text or a stack (a label, \
            field, text view, paragraph style, stack view, NS… or UI… type) → .natural for text (.leading or \
            .trailing for a stack); contentHorizontalAlignment = .left/.right → .leading/.trailing; leftAnchor and \
            rightAnchor in constraint(…) calls → leadingAnchor/trailingAnchor (one finding per constraint, at its first such anchor), unless the view is pinned to \
            the same view's left and right edges with equal constants nearby (symmetric: the same either way); NSLayoutConstraint(item:attribute: \
            .left …) → .leading/.trailing; UIEdgeInsets(top:left:bottom:right:) with different left and right \
            assigned to layoutMargins (→ directionalLayoutMargins) or to a button's contentEdgeInsets, \
            titleEdgeInsets or imageEdgeInsets (→ UIButton.Configuration's contentInsets, an \
            NSDirectionalEdgeInsets) — symmetric insets look the same either way and are not reported, and \
            insets with no directional counterpart (contentInset, separatorInset, NSEdgeInsets) are left alone; \
            forcing left to right: semanticContentAttribute = .forceLeftToRight (not where the \
            code sets the opposite one nearby: it picks the direction by the language), \
            userInterfaceLayoutDirection = .leftToRight, .environment(\\.layoutDirection, \
            .leftToRight) — right to left forced is never reported: nobody forces it but for text in a right-to-left \
            script (Meikade's Persian poems, its app pinned to Farsi), which a left-to-right language does not change; media playback controls, phone-number fields and maps keep left-to-right \
            by design: suppress those with the reason (// l10n:disable:next layout-direction - playback \
            controls); a forced direction with a comment ending its line or on the line above is reasoned so \
            already and not reported, nor is left to right forced on a text field whose input is code (autocorrection \
            off, or a keyboard for URLs, e-mail addresses, ASCII or numbers, on it or its container) or on a \
            licence's legal text, nor on an appearance proxy scoped to another view's parts \
            (appearance(whenContainedInInstancesOf:), aimed at one system control); and SF Symbols named by side in Image(systemName:), UIImage(systemName:), \
            NSImage(systemSymbolName:) and a systemImage: argument: chevron.left/right and arrow.left/right (also \
            .circle and .circle.fill) → chevron.backward/forward, arrow.backward/forward, which flip — not an image its \
            modifiers flip (.flipsForRightToLeftLayoutDirection(true), UIKit's \
            imageFlippedForRightToLeftLayoutDirection()). \
            Not reported: a number right-aligned in a slot the code lays out by hand (a font of monospaced digits and a \
            frame set at an x origin beside it: numbers align so in every language, and the row does not flip either \
            way); a side the code picks by the layout direction itself (a switch on layoutDirection, a \
            check of userInterfaceLayoutDirection or .rightToLeft earlier in the same function) or beside a baseWritingDirection it sets. \
            In an app that ships no right-to-left language, `check` reports these as one note for the project, at \
            the first place by path and line, saying how many there are: nobody sees them until such a language is \
            added, and a note on each line was judged wrong every time in apps that ship none (passforios, falcon). \
            `check --explain` on the note's line lists the places; setting the rule's level in .l10n.json reports each. \
            An app that lays its whole interface out left to right (its scene's .environment(\\.layoutDirection, \
            .leftToRight), or UIView.appearance().semanticContentAttribute = .forceLeftToRight) is reported at \
            that decision only: the left and right elsewhere follow it. \
            Not checked: SwiftUI (no absolute edges to misuse), an app's own enums with .left cases, \
            left/right read from insets (insets.left), layout libraries (SnapKit).
            """,
        triggeringExamples: [
            "titleLabel.textAlignment = ↓.left",
            "paragraph.alignment = NSTextAlignment↓.right",
            "button.contentHorizontalAlignment = ↓.left",
            "label.↓leftAnchor.constraint(equalTo: view.leftAnchor, constant: 16).isActive = true",
            """
            label.↓leftAnchor.constraint(equalTo: view.leftAnchor, constant: 16).isActive = true
            label.↓rightAnchor.constraint(equalTo: view.rightAnchor, constant: -8).isActive = true
            """,
            """
            NSLayoutConstraint.activate([
                avatar.↓leftAnchor.constraint(equalTo: card.leadingAnchor),
                name.trailingAnchor.constraint(equalTo: card.↓rightAnchor, constant: -8),
            ])
            """,
            "NSLayoutConstraint(item: badge, attribute: ↓.right, relatedBy: .equal, toItem: icon, attribute: .right, multiplier: 1, constant: 0)",
            "cell.layoutMargins = ↓UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 8)",
            "playButton.semanticContentAttribute = ↓.forceLeftToRight",
            "window.contentView?.userInterfaceLayoutDirection = ↓.leftToRight",
            "PlayerControls().environment(\\.layoutDirection, ↓.leftToRight)",
            "TextField(\"Name\", text: $name).environment(\\.layoutDirection, ↓.leftToRight)",
            // Sora: the scene is laid out left to right as a whole; the player's '.left' follows that one decision.
            """
            @main struct PlayerApp: App {
                var body: some Scene { WindowGroup { ContentView().environment(\\.layoutDirection, ↓.leftToRight) } }
            }
            final class SubtitleView: UIView { func setUp() { label.textAlignment = .left } }
            """,
            "Image(systemName: ↓\"chevron.right\")",
            "Label(\"common.next\", systemImage: ↓\"arrow.right.circle.fill\")",
            "Image(systemName: isExpanded ? \"chevron.down\" : ↓\"chevron.right\")",
            "Image(systemName: ↓\"chevron.right\").flipsForRightToLeftLayoutDirection(false)",
            "backButton.setImage(UIImage(systemName: ↓\"chevron.left\"), for: .normal)",
        ],
        nonTriggeringExamples: [
            // macshot's toolbar row: a number right-aligned in its slot, the row laid out by hand.
            """
            let label = NSTextField(labelWithString: "\\(value)px")
            label.font = NSFont.monospacedDigitSystemFont(ofSize: 10, weight: .medium)
            label.alignment = .right
            label.frame = NSRect(x: curX, y: 2, width: 28, height: 14)
            """,
            "titleLabel.textAlignment = .natural\npriceLabel.textAlignment = .center",
            // Flipped by its modifier or by UIKit (ONLYOFFICE's disclosure chevron).
            "Image(systemName: \"chevron.right\")\n    .font(.subheadline)\n    .flipsForRightToLeftLayoutDirection(true)",
            "let next = UIImage(systemName: \"chevron.right\")?.imageFlippedForRightToLeftLayoutDirection()",
            """
            func layoutButton() {
                if UIView.userInterfaceLayoutDirection(for: button.semanticContentAttribute) == .rightToLeft {
                    button.contentHorizontalAlignment = .right
                } else {
                    button.contentHorizontalAlignment = .left
                }
            }
            """,
            "stack.alignment = .leading",
            "label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true",
            // Both edges pinned with no inset (CoronaTracker's full-width panel): the same in either direction.
            """
            let left = NSLayoutConstraint(item: progress, attribute: .left, relatedBy: .equal, toItem: parent, attribute: .left, multiplier: 1, constant: 0)
            let right = NSLayoutConstraint(item: progress, attribute: .right, relatedBy: .equal, toItem: parent, attribute: .right, multiplier: 1, constant: 0)
            """,
            """
            NSLayoutConstraint.activate([
                surfaceView.leftAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor, constant: 0.0),
                surfaceView.rightAnchor.constraint(equalTo: view.safeAreaLayoutGuide.rightAnchor, constant: 0.0),
            ])
            """,
            "cell.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)",
            """
            switch traitCollection.layoutDirection {
            case .rightToLeft: detailLabel.textAlignment = .left
            default: detailLabel.textAlignment = .right
            }
            """,
            """
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = .left
            paragraph.baseWritingDirection = .leftToRight
            """,
            """
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: leftAnchor),
                view.rightAnchor.constraint(equalTo: rightAnchor),
                self.scrollView.leftAnchor.constraint(equalTo: self.leftAnchor),
                self.scrollView.rightAnchor.constraint(equalTo: self.rightAnchor),
                label.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 12),
                card.rightAnchor.constraint(equalTo: label.rightAnchor, constant: 12),
            ])
            """,
            "scrollView.contentInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)",
            "cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 8)",
            "Image(systemName: \"chevron.forward\")\nImage(systemName: \"arrow.up.right\")\nImage(systemName: \"arrow.left.and.right\")",
            "Text(\"home.title\").padding(.leading, 8)",
            "zone.position = .left\nlet panel = settings.panelSide ?? .right",
            "let padding = max(safeArea.left, safeArea.right)",
            "// l10n:disable:next layout-direction - playback controls read left to right in every language\nplayButton.semanticContentAttribute = .forceLeftToRight",
            "view.semanticContentAttribute = .unspecified",
            "SeedWordGrid(words: words).environment(\\.layoutDirection, .leftToRight) // issue #237: words in reading order",
            // godtools: the pages are laid out in reverse for right-to-left readers, each in their direction.
            """
            TabView(selection: $page) {
                if ApplicationLayout.shared.layoutDirection == .rightToLeft {
                    ForEach(pages.indices.reversed(), id: \\.self) { index in PageView(index).environment(\\.layoutDirection, .rightToLeft) }
                } else {
                    ForEach(pages.indices, id: \\.self) { index in PageView(index) }
                }
            }
            .environment(\\.layoutDirection, .leftToRight)
            """,
            "// the timeline runs left to right in every language\nscrubber.semanticContentAttribute = .forceLeftToRight",
            // Al-Najd: one system control's parts, aimed at by an appearance proxy scoped to it.
            "UIPickerView.appearance(whenContainedInInstancesOf: [UIDatePicker.self]).semanticContentAttribute = .forceLeftToRight",
            // CSE: fields whose input is a URL or a form's key, and its licence's legal text, read left to right.
            """
            TextField("URL", text: $data.url)
                .keyboardType(.URL)
                .environment(\\.layoutDirection, .leftToRight)
            """,
            """
            HStack {
                TextField("Key", text: $key).environment(\\.layoutDirection, .leftToRight)
            }
            .disableAutocorrection(true)
            """,
            "Text(\"MIT License\\n\\nCopyright (c) 2025 Cizzuk\\n\\nPermission is hereby granted\").environment(\\.layoutDirection, .leftToRight)",
            // Right to left forced for Persian text (Meikade's verses widget and its app pinned to Farsi).
            "VersesView(verses: verses).environment(\\.layoutDirection, .rightToLeft)",
            "poemLabel.semanticContentAttribute = .forceRightToLeft",
            // AfritiaBuyer's language switches: each forces the direction of the language it sets.
            """
            @IBAction func arabicSwitchAction(_ sender: UISwitch) {
                Bundle.setLanguage("ar")
                UIView.appearance().semanticContentAttribute = .forceRightToLeft
            }
            """,
            // Umbrella's in-app language switcher: the direction follows the language picked.
            """
            func apply(language: String) {
                if ["ar", "fa"].contains(language) {
                    UITabBar.appearance().semanticContentAttribute = .forceRightToLeft
                } else {
                    UITabBar.appearance().semanticContentAttribute = .forceLeftToRight
                }
            }
            """,
        ]
    )

    static let sites: SiteKinds = [.call, .assignment]
    static let callNames = [
        "constraint", "constraintEqualToAnchor", "constraintGreaterThanOrEqualToAnchor",
        "constraintLessThanOrEqualToAnchor", "NSLayoutConstraint", "environment",
    ] + symbolCalls
    static let assignedNames = [
        "textAlignment", "alignment", "contentHorizontalAlignment", "semanticContentAttribute",
        "userInterfaceLayoutDirection", "layoutMargins", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets",
    ]
    /// The properties that force a direction.
    private static let forcingProperties: Set<String> = ["semanticContentAttribute", "userInterfaceLayoutDirection"]
    /// Calls that take an SF Symbol's name (`systemName:`, `systemImage:`, `systemSymbolName:`).
    private static let symbolCalls = [
        "Image", "UIImage", "NSImage", "Label", "Button", "Toggle", "Link", "NavigationLink", "Tab", "MenuButton",
    ]

    static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
        let before = findings.all.count
        let anchor: Int
        // An app laid out left to right as a whole (``ProjectIndex/forcesLeftToRight``): only a forced direction is
        // the decision to report; left and right elsewhere follow it (Sora's player and readers).
        let forcedOnly = context.lint.project.forcesLeftToRight
        switch site {
        case .assignment(let assignment):
            if forcedOnly, !forcingProperties.contains(context.view.text(assignment.property)) { return }
            check(assignment, in: context, into: &findings)
            anchor = assignment.property
        case .call(let call):
            if forcedOnly, !context.view.token(call.name, is: "environment") { return }
            check(call, in: context, into: &findings)
            anchor = call.name
        default: return
        }
        // Asked only of a finding (most sites have none): the code around it chose the side for each direction
        // (Firefox Focus's `if … == .rightToLeft { button.contentHorizontalAlignment = .right } else { … .left }`).
        if findings.all.count > before, isInBranchOnDirection(anchor, in: context) { findings.dropFindings(after: before) }
    }


    // MARK: Assignments

    private static func check(_ assignment: Assignment, in context: SiteContext, into findings: inout SourceFindings) {
        let view = context.view
        guard view.isOperator(assignment.operatorToken, "=") else { return }
        let property = view.text(assignment.property)
        // A bare `alignment` is too often an app's own property; the others are UIKit's and AppKit's names.
        if property == "alignment" && !view.followsDot(assignment.property) { return }
        switch property {
        case "textAlignment", "alignment":
            guard let (dot, side) = absoluteSide(assignment.value, in: context, cases: ["left", "right"]) else { return }
            if property == "alignment", !isTextOrStack(assignment.receiver, in: context) { return }
            if readsDirection(around: assignment.property, in: context) { return }
            if side == "right", isNumberSlot(assignment.receiver, in: context) { return }
            var fix = side == "left"
                ? "use '.natural'"
                : "use '.natural', or, for text that must sit on the trailing side, pick '.left' or '.right' from 'effectiveUserInterfaceLayoutDirection'"
            if property == "alignment" { fix += " (a stack view: '.\(side == "left" ? "leading" : "trailing")')" }
            findings.report(Self.self, at: dot, "'\(property) = .\(side)' does not flip in right-to-left languages; \(fix)")
        case "contentHorizontalAlignment":
            guard let (dot, side) = absoluteSide(assignment.value, in: context, cases: ["left", "right"]) else { return }
            findings.report(
                Self.self, at: dot,
                "'contentHorizontalAlignment = .\(side)' does not flip in right-to-left languages; use '.\(side == "left" ? "leading" : "trailing")'")
        case "semanticContentAttribute", "userInterfaceLayoutDirection":
            let cases = property == "semanticContentAttribute" ? ["forceLeftToRight", "forceRightToLeft"] : ["leftToRight", "rightToLeft"]
            guard let (dot, side) = absoluteSide(assignment.value, in: context, cases: cases), side != cases[1] else { return }
            guard !hasReasonBeside(dot, in: context), !setsOppositeNearby(side, cases: cases, around: dot, in: context),
                !switchesLanguage(around: dot, in: context), !isScopedAppearance(assignment.property, in: context)
            else { return }
            findings.report(Self.self, at: dot, forcedMessage("'\(property) = .\(side)'"))
        case "layoutMargins", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets":
            guard let start = view.firstCode(in: assignment.value), view.token(start, is: "UIEdgeInsets"),
                let open = view.callParenthesis(after: start), let close = view.matching(open),
                isAsymmetric(view.arguments(open: open, close: close), in: context),
                !readsDirection(around: assignment.property, in: context)
            else { return }
            let replacement = property == "layoutMargins"
                ? "'directionalLayoutMargins = NSDirectionalEdgeInsets(top:leading:bottom:trailing:)'"
                : "'UIButton.Configuration' with 'contentInsets = NSDirectionalEdgeInsets(top:leading:bottom:trailing:)'"
            findings.report(
                Self.self, at: start,
                "'\(property)' with different left and right insets does not flip in right-to-left languages; use \(replacement)")
        default:
            return
        }
    }

    /// Whether the member at `property` is set on an appearance proxy scoped to views inside another
    /// (`UIPickerView.appearance(whenContainedInInstancesOf: [UIDatePicker.self]).semanticContentAttribute =
    /// .forceLeftToRight`, Al-Najd's): a fix aimed at one system control's parts, in an app that otherwise follows the
    /// language, not a layout left unflipped.
    static func isScopedAppearance(_ property: Int, in context: SiteContext) -> Bool {
        context.view.receiver(ofMember: property).contains { context.view.token($0, is: "whenContainedInInstancesOf") }
    }

    /// Names that show the code picks a side by the layout direction itself (`switch
    /// traitCollection.layoutDirection { case .rightToLeft: label.textAlignment = .left … }`), or sets the text's
    /// direction beside the alignment (`paragraph.baseWritingDirection = .leftToRight`): what the fix would do.
    static let directionNames: Set<String> = [
        "userInterfaceLayoutDirection", "effectiveUserInterfaceLayoutDirection", "layoutDirection", "rightToLeft",
        "baseWritingDirection", "isRTL", "isRightToLeft",
    ]

    /// Whether `anchor` is in a branch whose condition reads the layout direction (`if
    /// UIView.userInterfaceLayoutDirection(for: …) == .rightToLeft { … } else { … }`), up to four braces out, within
    /// the function around it.
    static func isInBranchOnDirection(_ anchor: Int, in context: SiteContext) -> Bool {
        let view = context.view
        let tokens = context.tokens
        /// Whether the statement header before the brace at `brace` names the direction; and where it starts.
        func header(before brace: Int) -> (names: Bool, start: Int, isElse: Bool, isFunction: Bool) {
            var cursor = brace - 1
            var scanned = 0
            var isElse = false
            while cursor >= 0, scanned < 60, !view.isPunctuation(cursor, UInt8(ascii: "{")),
                !view.isPunctuation(cursor, UInt8(ascii: "}"))
            {
                if tokens[cursor].kind == .identifier, directionNames.contains(view.text(cursor)) {
                    return (true, cursor, false, false)
                }
                if tokens[cursor].kind == .keyword {
                    if view.token(cursor, is: "func") || view.token(cursor, is: "init") { return (false, cursor, false, true) }
                    if view.token(cursor, is: "else") { isElse = true }
                }
                cursor -= 1
                scanned += 1
            }
            return (false, cursor, isElse, false)
        }
        var cursor = anchor - 1
        var levels = 0
        var steps = 0
        while cursor >= 0, levels < 4, steps < 4000 {
            steps += 1
            if view.isPunctuation(cursor, UInt8(ascii: "}")), let open = view.matching(cursor), open < cursor {
                cursor = open - 1
                continue
            }
            guard view.isPunctuation(cursor, UInt8(ascii: "{")) else {
                cursor -= 1
                continue
            }
            levels += 1
            let found = header(before: cursor)
            if found.names { return true }
            if found.isFunction { return false }
            // `} else {`: the `if`'s condition is before the brace that closes its first branch.
            if found.isElse, found.start >= 0, view.isPunctuation(found.start, UInt8(ascii: "}")),
                let open = view.matching(found.start), header(before: open).names
            {
                return true
            }
            cursor -= 1
        }
        return false
    }

    /// Whether one of ``directionNames`` stands within 150 tokens before `index` (not past the start of the
    /// function around it) or 40 after: a bounded read, whatever the file's length.
    static func readsDirection(around index: Int, in context: SiteContext) -> Bool {
        let view = context.view
        var cursor = index - 1
        while cursor >= max(index - 150, 0) {
            defer { cursor -= 1 }
            let token = context.tokens[cursor]
            if token.kind == .keyword, view.token(cursor, is: "func") { break }
            if token.kind == .identifier, directionNames.contains(view.text(cursor)) { return true }
        }
        for after in (index + 1)..<min(index + 40, context.tokens.count)
        where context.tokens[after].kind == .identifier && directionNames.contains(view.text(after)) {
            return true
        }
        return false
    }

    /// Whether the view a direction is forced on reads the direction itself (``directionNames``, not as the key path
    /// of another `.environment`): godtools' paging `TabView`, forced left to right, lays its pages out in reverse
    /// when `ApplicationLayout.shared.layoutDirection == .rightToLeft` and gives each page that direction. Reads
    /// the last 4,000 tokens of the view at most.
    static func readsDirectionInside(_ receiver: Range<Int>, in context: SiteContext) -> Bool {
        let view = context.view
        for index in max(receiver.lowerBound, receiver.upperBound - 4_000)..<receiver.upperBound
        where context.tokens[index].kind == .identifier && directionNames.contains(view.text(index)) {
            if let dot = view.previous(index), view.isPunctuation(dot, UInt8(ascii: ".")), let slash = view.previous(dot),
                view.isPunctuation(slash, UInt8(ascii: "\\"))
            {
                continue
            }
            return true
        }
        return false
    }

    /// `.left`, `NSTextAlignment.left` (one of `cases`) as the whole value: the `.` and the case.
    private static func absoluteSide(_ value: Range<Int>, in context: SiteContext, cases: [String]) -> (Int, String)? {
        let view = context.view
        guard value.count <= 16 else { return nil }  // `.left` and `NSTextAlignment.left`, with comments at most
        let code = value.filter { !context.tokens[$0].isComment }
        guard code.count == 2 || code.count == 3, let last = code.last, context.tokens[last].kind == .identifier,
            view.isPunctuation(code[code.count - 2], UInt8(ascii: "."))
        else { return nil }
        if code.count == 3, context.tokens[code[0]].kind != .identifier { return nil }
        let side = view.text(last)
        return cases.contains(side) ? (code[code.count - 2], side) : nil
    }

    /// Whether the receiver shows a number in a slot laid out by hand: nearby, its font has digits of one width
    /// (`label.font = NSFont.monospacedDigitSystemFont(…)`) and its frame is set at an x origin (`label.frame =
    /// NSRect(x: curX, …)`). macshot's toolbar rows place each value after its slider, left to right, and
    /// right-align the number in its slot: `.natural` would not make such a row flip, and numbers align so in every
    /// language.
    static func isNumberSlot(_ receiver: Range<Int>, in context: SiteContext) -> Bool {
        guard let last = receiver.last(where: { context.tokens[$0].kind == .identifier }) else { return false }
        let view = context.view
        let tokens = context.tokens
        var monospacedDigits = false
        var placedByHand = false
        let line = tokens[last].line
        for index in max(0, last - 400)..<min(tokens.count, last + 400)
        where tokens[index].kind == .identifier && abs(tokens[index].line - line) <= 12 && view.text(index) == view.text(last) {
            guard let dot = view.next(index), view.isPunctuation(dot, UInt8(ascii: ".")), let member = view.next(dot),
                let equals = view.next(member), view.isOperator(equals, "=")
            else { continue }
            var cursor = equals
            while let next = view.next(cursor), tokens[next].line == tokens[equals].line {
                cursor = next
                guard tokens[next].kind == .identifier else { continue }
                let text = view.text(next)
                if view.token(member, is: "font"), text.hasPrefix("monospacedDigit") { monospacedDigits = true }
                if view.token(member, is: "frame"), text == "x", let colon = view.next(next), view.isPunctuation(colon, UInt8(ascii: ":")) {
                    placedByHand = true
                }
            }
        }
        return monospacedDigits && placedByHand
    }

    /// A receiver that is text or a stack: its last name says so (`titleLabel`, `paragraphStyle`, `stackView`),
    /// or this file declares it with an AppKit or UIKit type.
    private static func isTextOrStack(_ receiver: Range<Int>, in context: SiteContext) -> Bool {
        guard let last = receiver.last(where: { context.tokens[$0].kind == .identifier }) else { return false }
        let name = context.view.text(last)
        let lowered = name.lowercased()
        if ["label", "field", "text", "paragraph", "style", "stack", "cell"].contains(where: { lowered.hasSuffix($0) }) {
            return true
        }
        let type = context.declarations?.property(named: name, before: last)?.type
            ?? context.declarations?.properties.first { $0.name == name && $0.scope != .local }?.type
        guard let type else { return false }
        return type.hasPrefix("NS") || type.hasPrefix("UI")
    }

    /// `UIEdgeInsets(top:left:bottom:right:)` whose `left:` and `right:` differ as written.
    private static func isAsymmetric(_ arguments: [CallArgument], in context: SiteContext) -> Bool {
        let view = context.view
        func value(_ label: StaticString) -> String? {
            arguments.first { view.hasLabel($0, label) }.map { argument in
                argument.expression.filter { !context.tokens[$0].isComment }.map(view.text).joined()
            }
        }
        guard let left = value("left"), let right = value("right") else { return false }
        return left != right
    }

    /// Whether the code sets the opposite direction within 80 tokens of `token` (`if isRTL { bar.semanticContentAttribute
    /// = .forceRightToLeft } else { bar.semanticContentAttribute = .forceLeftToRight }`): it picks the direction by
    /// the language (Umbrella's in-app language switcher), which is what flipping is.
    private static func setsOppositeNearby(_ side: String, cases: [String], around token: Int, in context: SiteContext) -> Bool {
        guard let opposite = cases.first(where: { $0 != side }) else { return false }
        let tokens = context.tokens
        for index in max(token - 80, 0)..<min(token + 80, tokens.count)
        where tokens[index].kind == .identifier && context.view.text(index) == opposite {
            return true
        }
        return false
    }

    /// Whether the function around `token` sets the app's language (`Bundle.setLanguage("ar")`,
    /// `L102Language.setAppleLAnguageTo(lang: "en")`, `UserDefaults.standard.set(["he"], forKey: "AppleLanguages")`):
    /// an in-app language switcher, which forces the direction of the language it picks (AfritiaBuyer's Arabic and
    /// English switches): the layout follows the language, which is what flipping is.
    static func switchesLanguage(around token: Int, in context: SiteContext) -> Bool {
        guard let body = context.declarations?.functions.last(where: { $0.body?.contains(token) == true })?.body else {
            return false
        }
        let view = context.view
        for index in body where context.tokens[index].kind == .identifier || context.tokens[index].kind == .stringText {
            let text = view.text(index)
            guard text.utf8.count >= 11 else { continue }
            let lowered = text.lowercased()
            if context.tokens[index].kind == .stringText {
                if lowered == "applelanguages" { return true }
                continue
            }
            if lowered.contains("language"),
                lowered.hasPrefix("set") || lowered.hasPrefix("change") || lowered.hasPrefix("switch") || lowered.hasPrefix("apply")
            {
                return true
            }
        }
        return false
    }

    /// Whether the view forced left to right holds what reads left to right in every language, by what the code
    /// says of it: a text field whose input is code, not words — autocorrection off, or a keyboard for URLs,
    /// e-mail addresses, ASCII or numbers, among its modifiers or its container's just after it (CSE's search URL,
    /// its query separator and its POST data's key and value fields) —, or a `Text` showing a licence's legal
    /// text, which is kept in the language it was written in (CSE's MIT licence, which its catalog marks not to
    /// translate).
    static func holdsCodeOrLegalText(_ call: Call, in context: SiteContext) -> Bool {
        let view = context.view
        guard let first = view.firstCode(in: call.receiver) else { return false }
        if view.token(first, is: "Text") {
            guard let open = view.next(first), view.isPunctuation(open, UInt8(ascii: "(")), let argument = view.next(open),
                let literal = context.file.literal(at: argument)
            else { return false }
            let text = context.file.rendered(literal).value
            return text.contains("Copyright") && (text.contains("License") || text.contains("Licence") || text.contains("Permission is hereby granted"))
        }
        guard view.token(first, is: "TextField") || view.token(first, is: "SecureField") || view.token(first, is: "TextEditor")
        else { return false }
        let end = min(context.tokens.count, call.close + 60)
        for index in call.receiver.lowerBound..<end where context.tokens[index].kind == .identifier {
            if view.token(index, is: "disableAutocorrection") || view.token(index, is: "autocorrectionDisabled") { return true }
            if view.token(index, is: "keyboardType") {
                for next in (index + 1)..<min(end, index + 5) where context.tokens[next].kind == .identifier {
                    let name = view.text(next)
                    if ["URL", "emailAddress", "asciiCapable", "webSearch", "numberPad", "decimalPad", "phonePad"].contains(name) { return true }
                }
            }
        }
        return false
    }

    /// True when a comment ends the line of `token` or stands on the line just above it: a direction forced with
    /// its reason beside it (Phoenix's seed-word grid, `.environment(\.layoutDirection, .leftToRight) // issue
    /// #237`) is the design, stated — nobody forces a direction by accident.
    private static func hasReasonBeside(_ token: Int, in context: SiteContext) -> Bool {
        let tokens = context.tokens
        let line = tokens[token].line
        var after = token + 1
        while after < tokens.count, tokens[after].line == line {
            if tokens[after].isComment { return true }
            after += 1
        }
        var first = token
        while first > 0, tokens[first - 1].line == line {
            if tokens[first - 1].isComment { return true }
            first -= 1
        }
        return first > 0 && tokens[first - 1].isComment && tokens[first - 1].line == line - 1
    }

    private static func forcedMessage(_ what: String) -> String {
        "\(what) forces a direction, so the layout does not follow right-to-left languages; remove it, or, where left-to-right is the design (media playback controls, phone-number fields, maps), suppress it with the reason"
    }

    // MARK: Calls

    private static func check(_ call: Call, in context: SiteContext, into findings: inout SourceFindings) {
        let view = context.view
        let name = view.text(call.name)
        switch name {
        case "constraint", "constraintEqualToAnchor", "constraintGreaterThanOrEqualToAnchor", "constraintLessThanOrEqualToAnchor":
            guard call.isMember else { return }
            var anchors: [Int] = []
            if let last = call.receiver.last, isAbsoluteAnchor(last, in: context) { anchors.append(last) }
            for argument in call.arguments {
                if let last = argument.expression.last(where: { !context.tokens[$0].isComment }),
                    isAbsoluteAnchor(last, in: context)
                {
                    anchors.append(last)
                }
            }
            // `a.leftAnchor.constraint(equalTo: b.leftAnchor, constant: 8)` with `a.rightAnchor.constraint(equalTo:
            // b.rightAnchor, constant: -8)` nearby pins both edges alike: the same in either direction.
            if anchors.first == call.receiver.last, let pin = AnchorPin(call, in: context), pin.hasMirror(near: call, in: context) {
                return
            }
            // One constraint is one fix: reported once, at its first absolute anchor, naming each.
            guard let first = anchors.first else { return }
            var sides: [String] = []
            for anchor in anchors where !sides.contains(view.text(anchor)) { sides.append(view.text(anchor)) }
            let fixes = sides.map { "'\($0 == "leftAnchor" ? "leadingAnchor" : "trailingAnchor")'" }
            let named = sides.map { "'\($0)'" }
            findings.report(
                Self.self, at: first,
                "\(named.joined(separator: " and ")) \(sides.count == 1 ? "does" : "do") not flip in right-to-left languages; use \(fixes.joined(separator: " and "))")
        case "NSLayoutConstraint":
            guard !call.isMember else { return }
            // Its pair on the other side with the same inset nearby pins both edges alike (godtools' full-width
            // `LessonProgressView`): the same in either direction.
            if let pin = ItemPin(call, in: context), pin.hasMirror(near: call, in: context) { return }
            // One constraint, one finding: at its first absolute attribute.
            for argument in call.arguments where view.hasLabel(argument, "attribute") {
                guard let (dot, side) = absoluteSide(argument.expression, in: context, cases: ["left", "right"]) else { continue }
                findings.report(
                    Self.self, at: dot,
                    "'attribute: .\(side)' does not flip in right-to-left languages; use '.\(side == "left" ? "leading" : "trailing")'")
                break
            }
        case "environment":
            guard call.isMember, call.arguments.count == 2, let keyPath = view.firstCode(in: call.arguments[0].expression),
                view.isPunctuation(keyPath, UInt8(ascii: "\\")),
                call.arguments[0].expression.contains(where: { view.token($0, is: "layoutDirection") }),
                let (dot, side) = absoluteSide(call.arguments[1].expression, in: context, cases: ["leftToRight", "rightToLeft"])
            else { return }
            guard side == "leftToRight", !hasReasonBeside(dot, in: context), !readsDirectionInside(call.receiver, in: context)
            else { return }
            if holdsCodeOrLegalText(call, in: context) { return }
            findings.report(Self.self, at: dot, forcedMessage("'.environment(\\.layoutDirection, .\(side))'"))
        case _ where symbolCalls.contains(name):
            for argument in call.arguments {
                let isSymbol: Bool
                if argument.hasLabel {
                    isSymbol = view.hasLabel(argument, "systemName") || view.hasLabel(argument, "systemImage")
                        || view.hasLabel(argument, "systemSymbolName")
                } else {
                    isSymbol = false
                }
                guard isSymbol, !isFlippedAfter(call, in: context) else { continue }
                let expression = TextExpression(argument.expression, in: view)
                for position in expression.shownStart..<expression.items.count where expression.isShown(position) {
                    let item = expression.items[position]
                    guard let literal = context.file.literal(at: item), let symbol = context.file.source.plainText(of: literal),
                        let replacement = flippingSymbols[symbol]
                    else { continue }
                    findings.report(
                        Self.self, at: item,
                        "system image '\(symbol)' points the same way in right-to-left languages; use '\(replacement)', which flips")
                }
            }
        default:
            return
        }
    }

    /// Whether the image the call makes is flipped for right-to-left languages by what follows it:
    /// `.flipsForRightToLeftLayoutDirection(true)` among its modifiers (ONLYOFFICE's `ChevronRightView`), or UIKit's
    /// `?.imageFlippedForRightToLeftLayoutDirection()`. Read on through the call's modifier chain: 80 tokens at
    /// most, not past a `}` or another image.
    static func isFlippedAfter(_ call: Call, in context: SiteContext) -> Bool {
        let view = context.view
        var cursor = call.close + 1
        let end = min(context.tokens.count, call.close + 80)
        while cursor < end {
            defer { cursor += 1 }
            if view.isPunctuation(cursor, UInt8(ascii: "}")) { return false }
            guard context.tokens[cursor].kind == .identifier else { continue }
            if view.token(cursor, is: "flipsForRightToLeftLayoutDirection") {
                guard let open = view.next(cursor), let value = view.next(open) else { return false }
                return view.token(value, is: "true")
            }
            if view.token(cursor, is: "imageFlippedForRightToLeftLayoutDirection") { return true }
            if view.token(cursor, is: "Image") || view.token(cursor, is: "UIImage") || view.token(cursor, is: "NSImage") {
                return false
            }
        }
        return false
    }

    /// `leftAnchor` or `rightAnchor` after a `.`.
    private static func isAbsoluteAnchor(_ index: Int, in context: SiteContext) -> Bool {
        context.tokens[index].kind == .identifier && context.view.followsDot(index)
            && (context.view.token(index, is: "leftAnchor") || context.view.token(index, is: "rightAnchor"))
    }

    /// SF Symbols named by side, and the variant that follows the layout direction.
    static let flippingSymbols: [String: String] = {
        var table: [String: String] = [:]
        for shape in ["chevron", "arrow"] {
            for suffix in ["", ".circle", ".circle.fill"] {
                table["\(shape).left\(suffix)"] = "\(shape).backward\(suffix)"
                table["\(shape).right\(suffix)"] = "\(shape).forward\(suffix)"
            }
        }
        return table
    }()
}
