/// ANSI SGR colouring that can be switched off, so callers write one code path for terminals and pipes.
///
/// Colours follow GCC and Clang: errors bold red, warnings bold magenta, notes bold cyan, locations bold.
///
///     ANSIStyle(enabled: true).colour("error:", for: .error)   // "\u{1B}[1;31merror:\u{1B}[0m"
///     ANSIStyle(enabled: false).bold("a.swift:1:2:")           // "a.swift:1:2:"
struct ANSIStyle: Sendable {
    var enabled: Bool

    func bold(_ text: String) -> String { paint(text, "1") }
    func green(_ text: String) -> String { paint(text, "32") }
    func yellow(_ text: String) -> String { paint(text, "33") }

    func colour(_ text: String, for severity: Severity) -> String {
        switch severity {
        case .error: paint(text, "1;31")
        case .warning: paint(text, "1;35")
        case .note: paint(text, "1;36")
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
