import L10nDiagnostics

/// `string-concatenation`: user-facing text assembled from pieces.
enum StringConcatenationRule {
    static let description = RuleDescription(
        id: LintRules.stringConcatenation,
        name: "String Concatenation",
        defaultSeverity: .error,
        summary: "User-facing text is assembled from pieces that translators cannot reorder.",
        rationale: """
            Word order, agreement and plurals differ between languages: a sentence must be one localized \
            string with placeholders. Reported at the operator: '+' in an expression given to a user-facing \
            API when a piece has words or is localized; '+=' onto a user-facing property; 'Text + Text' when a \
            piece has words or a key; '+', '+=' or append(_:) joining a localized string (String(localized:), \
            NSLocalizedString, LocalizedStringResource) to anything. Also reported at the literal: interpolation \
            in text given to a user-facing API that splices words around a number-like value (count, total, \
            items.count, …) or a localized string, such as "\\(count) restaurants" (this is also a \
            hardcoded-string). Paths, URLs, identifiers, keys and log lines (print, Logger, NSLog, os_log, \
            assert, …) are not reported: they are built from pieces without words or away from the UI.
            """,
        triggeringExamples: [
            "Text(\"Hello \" ↓+ name)",
            "Text(\"Hello \") ↓+ Text(name).bold()",
            "Text(\"terms.prefix\") ↓+ Text(\"terms.link\").underline() + Text(\"terms.suffix\")",
            "let message = String(localized: \"cart.total\") ↓+ \": \" + total",
            "let title = NSLocalizedString(\"Welcome\", comment: \"\") ↓+ \", \" + user.name",
            "titleLabel.text = \"Total: \" ↓+ price",
            "titleLabel.text ↓+= \" (edited)\"",
            "summary.↓append(String(localized: \"order.summary.items\"))",
            "Text(↓\"\\(count) restaurants\")",
            "Text(↓\"Open until \\(closingTime) · \\(String(localized: \"restaurant.today\"))\")",
            """
            Text(
                "Open until "
                    ↓+ closingTime
            )
            """,
            "Text(↓\"\\(itemCount) items in your cart\")",
            "messageText.↓append(NSLocalizedString(\"cart.empty\", comment: \"\"))",
        ],
        nonTriggeringExamples: [
            "let url = baseURL + \"/restaurants/\" + id",
            "let path = \"images/\" + name + \".png\"",
            "let key = \"restaurant.\" + id + \".title\"",
            "print(\"Loaded \" + String(count) + \" restaurants\")",
            "logger.debug(\"Request failed: \" + error.localizedDescription)",
            "NSLog(NSLocalizedString(\"debug.started\", comment: \"\") + \" at \" + date.description)",
            "Text(firstName) + Text(\" \") + Text(lastName)",
            "Text(Image(systemName: \"star.fill\")) + Text(rating)",
            "Text(\"\\(name)\")",
            "Text(\"Hello, \\(name)!\")",
            "let total = subtotal + tip",
            "Text(String(localized: \"cart.items \\(count)\"))",
            "label.text = String(format: NSLocalizedString(\"cart.total.format\", comment: \"\"), total)",
            "label.text = name + \" \" + surname",
            "#Preview { Text(\"Hello \") + Text(\"world\") }",
            "Text(Image(systemName: \"star.fill\")) + Text(\"restaurant.rating\")",
            "items.append(String(localized: \"menu.item.soup\"))",
            "Text(\"Signed in as \\(account.name)\")",
            "Text(\"cart.items \\(itemCount)\")",
        ]
    )
}
