import Foundation
import L10nDiagnostics
import L10nWorkflow
import Testing

/// A check with a stream hands the Swift lint's findings to it while it runs, exactly when nothing else can come
/// between them in the report: no catalog, no baseline. The outcome then counts them and holds none.
@Suite struct CheckStreamTests {
    /// The batches a stream received, from the lint's threads.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var batches: [[Diagnostic]] = []
        func add(_ batch: [Diagnostic]) {
            lock.lock()
            batches.append(batch)
            lock.unlock()
        }
        var all: [Diagnostic] {
            lock.lock()
            defer { lock.unlock() }
            return Array(batches.joined())
        }
    }

    /// A request for `folder` from the process's own folder (so paths are shown as opened, as on the command
    /// line), with or without a stream.
    func request(_ folder: CheckRunTests.Folder, baseline: Baseline? = nil, stream: Received?) -> CheckRequest {
        var request = CheckRequest(
            paths: [folder.path], currentDirectory: FileManager.default.currentDirectoryPath, baseline: baseline)
        if let stream { request.stream = { stream.add($0) } }
        return request
    }

    func swiftFiles(in folder: CheckRunTests.Folder) throws {
        for index in 0..<12 {
            _ = try folder.write("""
                struct Offer\(index)View: View {
                    var body: some View { Text("Offer \(index)") + Text("offer\(index).detail.title") }
                }
                """, "App/Offer\(index)View.swift")
        }
    }

    @Test func swiftOnlyFindingsAreStreamedAndCounted() throws {
        let folder = try CheckRunTests.Folder()
        try swiftFiles(in: folder)
        let plain = CheckRun.run(request(folder, stream: nil))
        let received = Received()
        let streamed = CheckRun.run(request(folder, stream: received))
        #expect(!plain.streamed)
        #expect(plain.diagnostics.count == 24)  // each file: hardcoded text, and text joined with '+'
        #expect(streamed.streamed)
        #expect(streamed.diagnostics.isEmpty)
        #expect(received.all == plain.diagnostics)
        #expect(streamed.summary == plain.summary)
        #expect(streamed.exitStatus(strict: false) == plain.exitStatus(strict: false))
        #expect(streamed.sourceFiles == plain.sourceFiles)
    }

    @Test func catalogsAndBaselinesKeepTheFindingsInTheOutcome() throws {
        let folder = try CheckRunTests.Folder()
        try swiftFiles(in: folder)
        let plain = CheckRun.run(request(folder, stream: nil))
        let baseline = Baseline(recording: Array(plain.allDiagnostics.prefix(5)))
        let withBaseline = Received()
        let baselined = CheckRun.run(request(folder, baseline: baseline, stream: withBaseline))
        #expect(!baselined.streamed)
        #expect(withBaseline.all.isEmpty)
        #expect(baselined.diagnostics.count == 19)

        _ = try folder.write(CheckFixtures.restaurants, "App/Localizable.xcstrings")
        let withCatalog = Received()
        let catalogued = CheckRun.run(request(folder, stream: withCatalog))
        #expect(!catalogued.streamed)
        #expect(withCatalog.all.isEmpty)
        #expect(catalogued.diagnostics == CheckRun.run(request(folder, stream: nil)).diagnostics)
        // The catalog's findings are in the outcome (its keys no Swift file here reads are `unused-key`s, which
        // stand for their missing translations).
        #expect(catalogued.diagnostics.contains { $0.location.file.hasSuffix("Localizable.xcstrings") && $0.ruleID == "unused-key" })
        #expect(catalogued.diagnostics.count > plain.diagnostics.count)
    }
}
