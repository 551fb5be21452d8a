/// The last folders and file name of an ASCII path, found by one backward scan of its bytes: what
/// `path.utf8.split(separator: "/")` gives at its end (empty components left out), without splitting the whole path
/// into an array of substrings through `UTF8View`'s indices (every file's contexts ask this of their path: the
/// splits and the ASCII test before them were 5 % of a check's instructions).
///
///     PathComponents.last(3, of: "tree/App/Debug/Menu.swift")   // ["App", "Debug", "Menu.swift"]
///     PathComponents.last(1, of: "a/b/")                         // ["b"]
///     PathComponents.last(1, of: "///")                          // []
///     PathComponents.last(1, of: "Café/Menu.swift")              // nil: not ASCII
enum PathComponents {
    /// Up to `count` of the path's last non-empty `/`-separated components, in the path's order; nil when a byte
    /// of the path is not ASCII (a component is then not the same in bytes and in characters).
    static func last(_ count: Int, of path: String) -> [Substring]? {
        let bytes = Array(path.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let slash = UInt8(ascii: "/")
        let utf8 = path.utf8
        var found: [Substring] = []
        var end = bytes.count
        while found.count < count {
            // Past the separators before `end`, then back to the component's start.
            while end > 0, bytes[end - 1] == slash { end -= 1 }
            guard end > 0 else { break }
            var start = end - 1
            while start > 0, bytes[start - 1] != slash { start -= 1 }
            found.append(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
            end = start
        }
        return found.reversed()
    }
}
