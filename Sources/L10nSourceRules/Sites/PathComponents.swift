/// The last folders and file name of an ASCII path, found by one backward scan of its bytes: what
/// `path.utf8.split(separator: "/")` gives at its end (empty components left out), without splitting the whole path
/// into an array (every file's contexts ask this of its path, and the splits cost 3 % of a check's CPU).
///
///     PathComponents.last(3, of: "tree/App/Debug/Menu.swift")   // ["App", "Debug", "Menu.swift"]
///     PathComponents.last(1, of: "a/b/")                         // ["b"]
///     PathComponents.last(1, of: "///")                          // []
enum PathComponents {
    /// Up to `count` of the path's last non-empty `/`-separated components, in the path's order. Only for a path
    /// whose bytes are all ASCII (a component then is the same in bytes and in characters).
    static func last(_ count: Int, of path: String) -> [Substring] {
        let utf8 = path.utf8
        var found: [Substring] = []
        var end = utf8.endIndex
        let slash = UInt8(ascii: "/")
        while found.count < count {
            // Past the separators before `end`, then back to the component's start.
            while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
            guard end > utf8.startIndex else { break }
            var start = utf8.index(before: end)
            while start > utf8.startIndex, utf8[utf8.index(before: start)] != slash { start = utf8.index(before: start) }
            found.append(Substring(utf8[start..<end]))
            end = start
        }
        return found.reversed()
    }
}
