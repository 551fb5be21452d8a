/// Logging and assertion calls: their text is for developers, and nobody localizes it, even where an app's own log
/// viewer shows it. ``isLogging(_:)`` is the one logging check: `string-concatenation` (text glued inside a logging
/// call) and the project index (a logging function's parameters are never shown) both ask it.
///
///     LoggingCalls.isLogging("debug")        // true
///     LoggingCalls.isLogging("logDownload")  // true   (an app's own logger)
///     LoggingCalls.isLogging("DDLogInfo")    // true   (CocoaLumberjack)
///     LoggingCalls.isLogging("consoleLog")   // true   (vChewing's)
///     LoggingCalls.isLogging("logIn")        // false
package enum LoggingCalls {
    private static let names: Set<String> = [
        "print", "debugPrint", "dump", "NSLog", "os_log", "fatalError", "assert", "assertionFailure",
        "precondition", "preconditionFailure", "log", "debug", "info", "notice", "warning", "error", "fault",
        "trace", "critical", "verbose", "Logger",
    ]

    /// One of ``names``, or `log` followed by a capital (`logError`, `logDownload`), except signing in and out.
    package static func isLogging(_ name: String) -> Bool {
        if names.contains(name) { return true }
        // CocoaLumberjack: DDLogError, DDLogInfo, DDLogMessageFormat …
        if name.hasPrefix("DDLog") { return true }
        // An app's own `consoleLog`, `writeLog`: a verb or a place, then `Log`.
        if name.hasSuffix("Log"), name.utf8.count > 3, let first = name.unicodeScalars.first, first.isLowercaseFast { return true }
        guard name.hasPrefix("log"), let fourth = name.unicodeScalars.dropFirst(3).first, fourth.isUppercaseFast else {
            return false
        }
        return !["logIn", "logOut", "logOn", "logOff"].contains(name)
    }

    /// Whether a call's receiver is named for a logger (`logger.alert("Got signal …")`, munki's; `log.notice(…)`,
    /// `networkLogger.error(…)`, `appLog.write(…)`): whatever the method is called, its text is a log line.
    ///
    ///     LoggingCalls.isLoggerName("logger")      // true
    ///     LoggingCalls.isLoggerName("syncLogger")  // true
    ///     LoggingCalls.isLoggerName("catalog")     // false
    package static func isLoggerName(_ name: String) -> Bool {
        switch name {
        case "log", "logger", "Logger", "Log", "_logger", "os_log": return true
        default: return name.hasSuffix("Logger") || (name.hasSuffix("Log") && name.first?.isLowercase == true)
        }
    }

    /// True when the token sits in the arguments of a logging call.
    package static func isInsideLoggingCall(_ index: Int, in view: CodeView) -> Bool {
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 4000 {
            steps += 1
            if view.isPunctuation(cursor, UInt8(ascii: "(")), let close = view.matching(cursor), close > index,
                let name = view.previous(cursor)
            {
                if view.tokens[name].kind == .identifier, isLogging(view.text(name)) { return true }
                // `logger.alert("…")`: a method of a logger, whatever its name.
                if view.tokens[name].kind == .identifier, let dot = view.previous(name), view.isPunctuation(dot, UInt8(ascii: ".")),
                    let receiver = view.previous(dot), view.tokens[receiver].kind == .identifier, isLoggerName(view.text(receiver))
                {
                    return true
                }
            }
            if view.tokens[cursor].kind == .punctuation, let opener = view.matching(cursor), opener < cursor {
                cursor = opener - 1
                continue
            }
            if view.isPunctuation(cursor, UInt8(ascii: "{")) || view.isPunctuation(cursor, UInt8(ascii: ";")) {
                return false
            }
            cursor -= 1
        }
        return false
    }
}
