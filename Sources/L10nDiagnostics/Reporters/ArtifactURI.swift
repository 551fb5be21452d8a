extension SARIFReporter {
    /// The SARIF `artifactLocation.uri` for a path, and whether it is relative (to `%SRCROOT%`).
    ///
    /// Relative paths lose a leading `./`; absolute paths under `baseDirectory` become relative; other
    /// absolute paths become `file://` URIs. Every byte other than RFC 3986 unreserved characters and `/`
    /// is percent-encoded (UTF-8), so spaces, `%`, `#`, `?`, `:` and non-ASCII names survive.
    ///
    ///     artifactURI(for: "./Resources/Localizable.xcstrings", baseDirectory: nil)
    ///     // ("Resources/Localizable.xcstrings", true)
    ///     artifactURI(for: "/repo/App/Strings 2.xcstrings", baseDirectory: "/repo")
    ///     // ("App/Strings%202.xcstrings", true)
    ///     artifactURI(for: "/tmp/a.xcstrings", baseDirectory: "/repo")
    ///     // ("file:///tmp/a.xcstrings", false)
    static func artifactURI(for path: String, baseDirectory: String?) -> (uri: String, isRelative: Bool) {
        if path.hasPrefix("/") {
            if let base = baseDirectory.map(trimmingTrailingSlashes), !base.isEmpty {
                let prefix = base + "/"
                if path.hasPrefix(prefix) {
                    return (percentEncoded(String(path.dropFirst(prefix.count))), true)
                }
            }
            return ("file://" + percentEncoded(path), false)
        }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return (percentEncoded(String(relative)), true)
    }

    /// The `originalUriBaseIds` URI of a folder: `file:///repo/` (trailing slash required by SARIF).
    static func directoryURI(_ directory: String) -> String? {
        guard directory.hasPrefix("/") else { return nil }
        let trimmed = trimmingTrailingSlashes(directory)
        return "file://" + percentEncoded(trimmed) + "/"
    }

    static func percentEncoded(_ path: String) -> String {
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return result == "/" ? "" : String(result)
    }
}
