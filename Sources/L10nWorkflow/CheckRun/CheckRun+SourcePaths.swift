import L10nFiles

extension CheckRun {
    /// A found path as the user sees it: without leading `./`, absolute when outside `cwd`.
    static func shownSourcePath(_ path: String, cwd: String, plainCwd: Bool) -> String {
        // An absolute path (the walk's root was) is shown as it is.
        if path.utf8.first == UInt8(ascii: "/") { return path }
        let trimmed = path.utf8.dropFirst(leadingDotSlashes(path.utf8))
        let text = String(Substring(trimmed))
        let isShown = trimmed.first == UInt8(ascii: "/") || (plainCwd && !hasParentComponent(trimmed))
        return isShown ? text : PathDisplay.display(text, currentDirectory: cwd)
    }

    /// The number of bytes in the path's leading `./` pairs (`././A.swift`: 4).
    static func leadingDotSlashes<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
        var count = 0
        var index = bytes.startIndex
        while index != bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            let next = bytes.index(after: index)
            guard next != bytes.endIndex, bytes[next] == UInt8(ascii: "/") else { break }
            index = bytes.index(after: next)
            count += 2
        }
        return count
    }

    /// True when a `/`-separated path (its UTF-8 bytes) has a `..` component: `../App/A.swift`, `App/../B.swift`,
    /// `..`.
    static func hasParentComponent<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        var length = 0
        var dots = 0
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                if length == 2 && dots == 2 { return true }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length == 2 && dots == 2
    }
}
