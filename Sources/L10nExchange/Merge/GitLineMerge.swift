import Foundation

/// git's own line-by-line merge of three files, run as `git merge-file`: what git itself does to a file that has
/// no merge driver. The git merge driver falls back to it when a side is not a valid catalog, so that the file
/// git leaves holds both sides between conflict markers rather than ours alone.
///
///     let merged = try GitLineMerge.merge(
///         base: ".merge_file_a1", ours: ".merge_file_b2", theirs: ".merge_file_c3", labels: .init())
///     merged.conflictCount   // 1
///     merged.bytes           // …<<<<<<< ours … ======= … >>>>>>> theirs…
///
/// Running git rather than a merge written here gives exactly git's result: its diff, and its conflict style
/// (`merge.conflictStyle` `diff3` or `zdiff3` of the repository it runs in). Nothing is written: the caller
/// writes ``Output/bytes`` (atomically) where they belong.
public enum GitLineMerge {
    /// The names after the conflict markers: `<<<<<<< ours`, `||||||| base` (diff3 style), `>>>>>>> theirs`.
    /// git 2.44 and later pass its own (`HEAD`, the branch merged, the merge base) to a driver as `%X`, `%Y`, `%S`.
    public struct Labels: Sendable, Hashable {
        public var base: String
        public var ours: String
        public var theirs: String

        public init(base: String = "base", ours: String = "ours", theirs: String = "theirs") {
            self.base = base
            self.ours = ours
            self.theirs = theirs
        }
    }

    public struct Output: Sendable, Hashable {
        /// The merged file, with conflict markers where both sides changed the same lines.
        public var bytes: [UInt8]
        /// How many places are marked (git counts at most 127).
        public var conflictCount: Int
    }

    /// Why the line merge did not happen: git is not on `PATH`, or refused (binary files).
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Lowercase, e.g. `git cannot merge binary files`.
        public var message: String
        /// Whether git refused binary files (a NUL byte): git then keeps ours, and so does the driver.
        public var isBinary: Bool

        public init(message: String, isBinary: Bool = false) {
            self.message = message
            self.isBinary = isBinary
        }

        public var description: String { message }
    }

    /// Merges the three files line by line, as git does.
    public static func merge(base: String, ours: String, theirs: String, labels: Labels) throws(Failure) -> Output {
        guard let git = executable(named: "git") else { throw Failure(message: "git is not on PATH") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = [
            "merge-file", "-p", "-L", labels.ours, "-L", labels.base, "-L", labels.theirs, "--", ours, base, theirs,
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run git: \(error.localizedDescription)")
        }
        // git writes at most a line on standard error: reading it after the merged file cannot block git.
        let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // `git merge-file` exits with the number of conflicts, or with 255 when it cannot merge.
        let status = process.terminationStatus
        guard process.terminationReason == .exit, status < 128 else {
            if message.contains("Cannot merge binary files") {
                throw Failure(message: "git cannot merge binary files", isBinary: true)
            }
            let reason = message.split(separator: "\n").first.map { "'\($0)'" } ?? "exit status \(status)"
            throw Failure(message: "git merge-file failed: \(reason)")
        }
        return Output(bytes: bytes, conflictCount: Int(status))
    }

    /// Whether git can be run (it is on `PATH`).
    public static var isAvailable: Bool { executable(named: "git") != nil }

    /// The first executable `name` in the folders of `PATH` (git puts its own folder first when it runs a driver).
    static func executable(named name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
