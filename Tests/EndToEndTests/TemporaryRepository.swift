import Foundation

/// Whether `git` is on PATH (the tests that need a repository skip cleanly without it).
let gitIsInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/git")
}

/// A throwaway repository with no user or system configuration.
final class TemporaryRepository {
    let folder: TemporaryDirectory
    var url: URL { folder.url }

    init() throws {
        folder = try TemporaryDirectory()
        try git("init", "-q", "-b", "main")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
        ] + arguments
        process.currentDirectoryURL = url
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["HOME"] = url.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func write(_ text: String, to name: String) throws { _ = try folder.write(text, to: name) }
    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}
