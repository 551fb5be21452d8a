/// A count and its noun, the noun with an `s` unless the count is one: how every message, summary and report of
/// the package counts.
///
///     counted(1, "key")      // "1 key"
///     counted(2, "error")    // "2 errors"
package func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
