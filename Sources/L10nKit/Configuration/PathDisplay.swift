import Foundation

/// Paths as diagnostics show them: relative to the current folder where possible, as Xcode and GitHub expect.
public enum PathDisplay {
    /// The absolute, standardized form of `path` (relative paths are taken from `directory`).
    public static func absolute(_ path: String, from directory: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: directory).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// `absolute` relative to `directory`: `App/L.xcstrings`, `../Shared/L.xcstrings`, `.` for the folder itself.
    public static func relative(_ absolute: String, to directory: String) -> String {
        let target = absolute.split(separator: "/")
        let base = directory.split(separator: "/")
        var common = 0
        while common < target.count && common < base.count && target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let parts = ups + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
