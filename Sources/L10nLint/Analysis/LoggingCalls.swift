/// Logging and assertion calls: their text is for developers, and nobody localizes it, even where an app's own log
/// viewer shows it. ``isLogging(_:)`` is the one logging check: `string-concatenation` (text glued inside a logging
/// call) and the project index (a logging function's parameters are never shown) both ask it.
///
///     LoggingCalls.isLogging("debug")        // true
///     LoggingCalls.isLogging("logDownload")  // true   (an app's own logger)
///     LoggingCalls.isLogging("logIn")        // false
enum LoggingCalls {
    private static let names: Set<String> = [
        "print", "debugPrint", "dump", "NSLog", "os_log", "fatalError", "assert", "assertionFailure",
        "precondition", "preconditionFailure", "log", "debug", "info", "notice", "warning", "error", "fault",
        "trace", "critical", "Logger",
    ]

    /// One of ``names``, or `log` followed by a capital (`logError`, `logDownload`), except signing in and out.
    static func isLogging(_ name: String) -> Bool {
        if names.contains(name) { return true }
        guard name.hasPrefix("log"), let fourth = name.unicodeScalars.dropFirst(3).first, fourth.isUppercaseFast else {
            return false
        }
        return !["logIn", "logOut", "logOn", "logOff"].contains(name)
    }
}
