import Foundation

/// Runs the built `l10n` binary, as CI and users do, and captures what it prints.
///
///     let result = try L10nProcess.run(["format", "--check", dir.path])
///     #expect(result.status == 1)
struct L10nProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `l10n` executable next to the test bundle (SwiftPM puts products in one folder).
    static var executableURL: URL {
        let products = productsDirectory
        return products.appendingPathComponent("l10n")
    }

    static var productsDirectory: URL {
        let bundle = Bundle.main.bundleURL
        // On Linux the test runner is `<products>/l10nPackageTests.xctest`; on macOS the .xctest bundle's parent.
        var directory = bundle
        if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("l10n").path) { return directory }
        for candidate in Bundle.allBundles where candidate.bundlePath.hasSuffix(".xctest") {
            return candidate.bundleURL.deletingLastPathComponent()
        }
        return directory
    }

    /// Runs `l10n` with the arguments, in `directory` if given, feeding `input` on standard input.
    static func run(_ arguments: [String], in directory: URL? = nil, input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let outPipe = Pipe()
        let errPipe = Pipe()
        let inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(input) }
        try inPipe.fileHandleForWriting.close()
        // Read both pipes concurrently so a chatty child never blocks on a full pipe.
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
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A fresh temporary folder, removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
