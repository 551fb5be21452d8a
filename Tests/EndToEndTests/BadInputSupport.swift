import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shared checks of the bad-input suites: how a run that refuses its input must end.
enum BadInput {
    /// Whether this process can read any file whatever its mode (root, or CAP_DAC_OVERRIDE): then `chmod 000`
    /// and read-only folders stop nothing, and the tests that rely on them are skipped.
    static let permissionsAreIgnored: Bool = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-perm-\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: path, contents: Data("x".utf8)) else { return true }
        defer { unlink(path) }
        chmod(path, 0)
        let descriptor = open(path, O_RDONLY)
        if descriptor >= 0 { close(descriptor) }
        return descriptor >= 0
    }()

    static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The names in `folder`, hidden ones included, sorted.
    static func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Checks a refused run: `status` (2 unless said otherwise), nothing on standard output, and exactly one line on
    /// standard error that starts with `prefix` (the file, and the position when there is one) and holds a
    /// lowercase `error:` message — no crash report, no backtrace.
    static func expectRefusal(
        _ result: L10nProcess.Result, status: Int32 = 2, prefix: String, containing detail: String? = nil,
        _ label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, "\(label): exit status", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(label): stdout \(result.stdout.debugDescription)", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(label): one line on stderr, got \(result.stderr.debugDescription)",
            sourceLocation: sourceLocation)
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix(prefix), "\(label): \(line.debugDescription) does not start with \(prefix.debugDescription)",
            sourceLocation: sourceLocation)
        // After `path:line:` may come the column (`12: error: …`), or the message directly.
        var message = line.dropFirst(prefix.count)
        if let colon = message.firstIndex(of: ":"), !message[..<colon].isEmpty,
            message[..<colon].allSatisfy(\.isNumber)
        {
            message = message[message.index(after: colon)...]
        }
        #expect(message.hasPrefix(" error: ") || message.hasPrefix("error: "), "\(label): \(line.debugDescription)",
            sourceLocation: sourceLocation)
        if let detail {
            #expect(line.contains(detail), "\(label): \(line.debugDescription) lacks \(detail.debugDescription)",
                sourceLocation: sourceLocation)
        }
        for crashSign in ["Fatal error", "Crash", "Backtrace", "Segmentation", "Illegal instruction", "Stack dump"] {
            #expect(!result.stderr.contains(crashSign), "\(label): crash report on stderr", sourceLocation: sourceLocation)
        }
    }
}

/// Runs `/bin/sh -c script` with `arguments` as `$1…`: for runs that need a shell's `ulimit` or `trap` around the
/// `l10n` binary (`L10nProcess.run` starts the binary itself).
enum ShellProcess {
    static func run(_ script: String, _ arguments: [String]) throws -> L10nProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh"] + arguments
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = errPipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return L10nProcess.Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
