import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `l10n format` killed with SIGKILL mid-run, again and again: the catalog must always be exactly the old bytes or
/// exactly the new ones, never a mix.
///
/// Writes go to a temporary file in the same folder, `.NAME.tmp-XXXXXX`, renamed over the catalog when complete.
/// A SIGKILL between its creation and the rename leaves that file behind: it is hidden, does not end in
/// `.xcstrings`, so later runs never read it as a catalog (checked below), and it can be deleted at any time.
@Suite struct InterruptedWriteTests {
    /// A large catalog as a script writes it (compact JSON, code-point key order): `format` rewrites all of it.
    static func largeNonCanonicalCatalog() -> [UInt8] {
        var entries: [String] = []
        entries.reserveCapacity(12_000)
        for index in (0..<12_000).reversed() {
            let localizations = ["de", "en", "es", "fr"].map { language in
                #""\#(language)":{"stringUnit":{"state":"translated","value":"Value \#(index) in \#(language) — ok"}}"#
            }
            entries.append(#""feature\#(index % 40).screen\#(index).title":{"comment":"Title \#(index)","localizations":{\#(localizations.joined(separator: ","))}}"#)
        }
        return Array((#"{"version":"1.0","sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + "}}").utf8)
    }

    /// Starts `l10n format path` with its output discarded.
    static func startFormat(_ path: String) throws -> Process {
        let process = Process()
        process.executableURL = L10nProcess.executableURL
        process.arguments = ["format", path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func isTemporaryFile(_ name: String) -> Bool {
        name.hasPrefix(".Localizable.xcstrings.tmp-") && name.count == ".Localizable.xcstrings.tmp-".count + 6
    }

    @Test func sigkillDuringFormatLeavesOldOrNewBytes() async throws {
        let folder = try TemporaryDirectory()
        let catalog = folder.url.appendingPathComponent("Localizable.xcstrings")
        let old = Self.largeNonCanonicalCatalog()

        // The new bytes and the time of one whole run.
        try BadInput.write(old, to: catalog)
        let clock = ContinuousClock()
        let start = clock.now
        let full = try Self.startFormat(catalog.path)
        full.waitUntilExit()
        let duration = clock.now - start
        #expect(full.terminationStatus == 0)
        let new = try BadInput.bytes(catalog)
        #expect(new != old && new.count > old.count)

        var outcomes: [String] = []
        // Ten kills: five at delays spread over the whole run, five as soon as the temporary file appears (plus
        // 0–4 ms), which is when the file is being written.
        runs: for run in 0..<10 {
            try BadInput.write(old, to: catalog)
            let process = try Self.startFormat(catalog.path)
            if run < 5 {
                let fraction = Double(run + 1) / 5.5
                try await Task.sleep(for: duration * fraction)
            } else {
                // Temporary files of earlier killed runs stay: wait for a new one.
                let earlier = Set(try BadInput.listing(folder.url))
                let deadline = clock.now + duration * 3
                while clock.now < deadline, process.isRunning,
                    !(try BadInput.listing(folder.url)).contains(where: { Self.isTemporaryFile($0) && !earlier.contains($0) })
                {
                    usleep(100)
                }
                usleep(useconds_t((run - 5) * 1_000))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let killed = process.terminationReason == .uncaughtSignal
            let bytes = try BadInput.bytes(catalog)
            let state = bytes == old ? "old" : bytes == new ? "new" : "MIXED"
            #expect(state != "MIXED", "run \(run): the catalog is neither the old nor the new bytes (\(bytes.count) bytes)")
            let stray = try BadInput.listing(folder.url).filter { $0 != "Localizable.xcstrings" }
            #expect(stray.allSatisfy(Self.isTemporaryFile), "run \(run): unexpected files \(stray)")
            outcomes.append("\(run):\(killed ? "killed" : "finished")/\(state)/\(stray.count) temp")
        }
        print("InterruptedWriteTests: whole run \(duration); outcomes \(outcomes.joined(separator: ", "))")

        // Leftover temporary files are ignored: the folder holds one catalog, in its old state, which `format`
        // then rewrites to exactly the new bytes. (Kills usually leave some; one half-written file is added so the
        // check never depends on timing.)
        try BadInput.write(Array(new.prefix(new.count / 2)), to: folder.url.appendingPathComponent(".Localizable.xcstrings.tmp-Zz9Zz9"))
        try BadInput.write(old, to: catalog)
        let check = try L10nProcess.run(["format", "--check", folder.url.path])
        #expect(check.status == 1 && check.stdout == "\(catalog.path)\n", "\(check.stdout) \(check.stderr)")
        let rewrite = try L10nProcess.run(["format", folder.url.path])
        #expect(rewrite.status == 0, "\(rewrite.stderr)")
        #expect(try BadInput.bytes(catalog) == new)
    }
}
