/// An entry of an `NSRuleEditor` / `NSPredicateEditor` formatting table (its `formattingStringsFilename`, Vienna's
/// `Predicates.strings`): a key in the editor's own syntax, `%[Any,All]@ of the following are true`, whose
/// translation may reorder, join or split the choices (`%1$[todas]@`), and whose entries each language keys its own
/// way (Spanish splits `%[Any,All,None]@` into `%[All]@` and `%[Any,None]@`). The translation rules read text and
/// printf specifiers; neither is what these are, so none asks anything of them.
///
///     RuleEditorFormatting.isFormattingKey("%[Author,Subject]@ %[contains,does not contain]@ %@")   // true
///     RuleEditorFormatting.isFormattingKey("Delete %@?")                                        // false
enum RuleEditorFormatting {
    /// Whether `key` holds `%[` and, after it, `]@`: read on its bytes, as every key of every catalog is asked.
    static func isFormattingKey(_ key: String) -> Bool {
        var afterOpen = false
        var previous: UInt8 = 0
        for byte in key.utf8 {
            if !afterOpen, previous == UInt8(ascii: "%"), byte == UInt8(ascii: "[") {
                afterOpen = true
            } else if afterOpen, previous == UInt8(ascii: "]"), byte == UInt8(ascii: "@") {
                return true
            }
            previous = byte
        }
        return false
    }
}
