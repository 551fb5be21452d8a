import Foundation

/// Paths as diagnostics show them: relative to the current folder where possible, as Xcode and GitHub expect;
/// absolute when the file lies outside it (`/work/shared/L.xcstrings`, never `../../work/shared/L.xcstrings`).
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

    /// How a diagnostic shows `path` (as typed, or found under a typed folder) when the current folder is
    /// `directory`: unchanged when absolute or when it stays inside `directory`, else absolute.
    ///
    ///     PathDisplay.display("App/L.xcstrings", currentDirectory: "/repo")           // "App/L.xcstrings"
    ///     PathDisplay.display("../../shared/L.xcstrings", currentDirectory: "/repo/App")  // "/shared/L.xcstrings"
    public static func display(_ path: String, currentDirectory directory: String) -> String {
        if path.hasPrefix("/") { return path }
        let resolved = absolute(path, from: directory)
        return isInside(resolved, absolute(".", from: directory)) ? path : resolved
    }

    /// `absolute` as diagnostics show it: relative to `directory` when inside it, else unchanged.
    ///
    ///     PathDisplay.shown("/repo/App/L.xcstrings", from: "/repo")   // "App/L.xcstrings"
    ///     PathDisplay.shown("/shared/L.xcstrings", from: "/repo")     // "/shared/L.xcstrings"
    public static func shown(_ absolute: String, from directory: String) -> String {
        let base = self.absolute(".", from: directory)
        return isInside(absolute, base) ? relative(absolute, to: base) : absolute
    }

    /// Whether the absolute, standardized `path` is `directory` or lies under it.
    package static func isInside(_ path: String, _ directory: String) -> Bool {
        if directory == "/" { return true }
        return path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
    }
}
