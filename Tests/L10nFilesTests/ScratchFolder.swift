import Foundation

/// A fresh folder under the system temporary folder, removed when released.
final class ScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to the file at `relative`, creating its folders; returns the file's path.
    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Makes a symbolic link at `relative` whose target is `target` (as written: relative to the link's folder,
    /// or absolute).
    func link(_ relative: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: target)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
