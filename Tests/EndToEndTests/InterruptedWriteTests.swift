import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `l10n format` and `l10n merge --git` killed with SIGKILL mid-run, again and again: the catalog they rewrite must
/// always be exactly the old bytes or exactly the new ones, never a mix.
///
/// Writes go to a temporary file in the same folder, `.NAME.tmp-XXXXXX`, renamed over the catalog when complete.
/// A SIGKILL between its creation and the rename leaves that file behind: it is hidden, does not end in
/// `.xcstrings`, so later runs never read it as a catalog (checked below), and it can be deleted at any time.
@Suite struct InterruptedWriteTests {
    /// A large catalog as a script writes it (compact JSON, code-point key order): `format` rewrites all of it.
    static func largeNonCanonicalCatalog(changing changed: Int? = nil) -> [UInt8] {
        var entries: [String] = []
        entries.reserveCapacity(12_000)
        for index in (0..<12_000).reversed() {
            let localizations = ["de", "en", "es", "fr"].map { language in
                #""\#(language)":{"stringUnit":{"state":"translated","value":"Value \#(index) in \#(language) — ok"}}"#
            }
            let comment = index == changed ? "Changed" : "Title \(index)"
            entries.append(#""feature\#(index % 40).screen\#(index).title":{"comment":"\#(comment)","localizations":{\#(localizations.joined(separator: ","))}}"#)
        }
        return Array((#"{"version":"1.0","sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + "}}").utf8)
    }

    /// Starts `l10n arguments` with its output discarded.
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = L10nProcess.executableURL
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Whether `name` is a temporary file of a write to `target` (`.NAME.tmp-` and mkstemp's 6 characters).
    static func isTemporaryFile(_ name: String, of target: String) -> Bool {
        let prefix = ".\(target).tmp-"
        return name.hasPrefix(prefix) && name.count == prefix.count + 6
    }

    /// Runs `arguments` once to completion to learn the new bytes of `target` and the run's duration, then ten more
    /// times, each killed with SIGKILL: five at delays spread over the run, five as soon as a new temporary file
    /// appears (plus 0–4 ms), which is when the file is being written. `prepare` writes the inputs (and the old
    /// `target`) before each run. After each kill, `target` must hold the old or the new bytes and the folder
    /// nothing but the inputs and temporary files. The run to completion must exit with `status`. Returns the new
    /// bytes.
    static func killRepeatedly(
        _ arguments: [String], target: URL, old: [UInt8], inputs: Set<String>, status: Int32 = 0,
        prepare: () throws -> Void
    ) async throws -> [UInt8] {
        let folder = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        try prepare()
        let clock = ContinuousClock()
        let begin = clock.now
        let full = try start(arguments)
        full.waitUntilExit()
        let duration = clock.now - begin
        #expect(full.terminationStatus == status, "\(arguments)")
        let new = try BadInput.bytes(target)
        #expect(new != old, "\(arguments): the run changed nothing")

        var outcomes: [String] = []
        runs: for run in 0..<10 {
            try prepare()
            let process = try start(arguments)
            if run < 5 {
                try await Task.sleep(for: duration * (Double(run + 1) / 5.5))
            } else {
                // Temporary files of earlier killed runs stay: wait for a new one.
                let earlier = Set(try BadInput.listing(folder))
                let deadline = clock.now + duration * 3
                while clock.now < deadline, process.isRunning,
                    !(try BadInput.listing(folder)).contains(where: { isTemporaryFile($0, of: name) && !earlier.contains($0) })
                {
                    usleep(100)
                }
                usleep(useconds_t((run - 5) * 1_000))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let killed = process.terminationReason == .uncaughtSignal
            let bytes = try BadInput.bytes(target)
            let state = bytes == old ? "old" : bytes == new ? "new" : "MIXED"
            #expect(state != "MIXED", "\(arguments[0]) run \(run): the file is neither the old nor the new bytes (\(bytes.count) bytes)")
            let stray = try BadInput.listing(folder).filter { !inputs.contains($0) }
            #expect(stray.allSatisfy { isTemporaryFile($0, of: name) }, "\(arguments[0]) run \(run): unexpected files \(stray)")
            outcomes.append("\(run):\(killed ? "killed" : "finished")/\(state)/\(stray.count) temp")
        }
        print("InterruptedWriteTests \(arguments[0]): whole run \(duration); outcomes \(outcomes.joined(separator: ", "))")
        return new
    }

    @Test func sigkillDuringFormatLeavesOldOrNewBytes() async throws {
        let folder = try TemporaryDirectory()
        let catalog = folder.url.appendingPathComponent("Localizable.xcstrings")
        let old = Self.largeNonCanonicalCatalog()
        let new = try await Self.killRepeatedly(
            ["format", catalog.path], target: catalog, old: old, inputs: ["Localizable.xcstrings"]
        ) {
            try BadInput.write(old, to: catalog)
        }

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

    /// The git merge driver writes its result into %A (ours): killed mid-write, %A is ours or the merge.
    @Test func sigkillDuringMergeDriverLeavesOldOrNewBytes() async throws {
        let folder = try TemporaryDirectory()
        let base = folder.url.appendingPathComponent("base.xcstrings")
        let ours = folder.url.appendingPathComponent("ours.xcstrings")
        let theirs = folder.url.appendingPathComponent("theirs.xcstrings")
        let old = Self.largeNonCanonicalCatalog()
        let changed = Self.largeNonCanonicalCatalog(changing: 7)
        let new = try await Self.killRepeatedly(
            ["merge", "--git", base.path, ours.path, theirs.path], target: ours, old: old,
            inputs: ["base.xcstrings", "ours.xcstrings", "theirs.xcstrings"]
        ) {
            try BadInput.write(old, to: base)
            try BadInput.write(old, to: ours)
            try BadInput.write(changed, to: theirs)
        }
        // The merge took their change, the comment of key 7, into ours in ours' one-line layout: exactly theirs.
        #expect(String(decoding: new, as: UTF8.self).contains(#""comment":"Changed""#))
        #expect(new == changed)
    }

    /// When a side is not a valid catalog, the driver writes git's line merge into %A: killed mid-write, %A is
    /// ours or the line merge.
    @Test(.enabled(if: gitIsInstalled, "needs git on PATH"))
    func sigkillDuringTheDriversLineMergeLeavesOldOrNewBytes() async throws {
        let folder = try TemporaryDirectory()
        let base = folder.url.appendingPathComponent("base.xcstrings")
        let ours = folder.url.appendingPathComponent("ours.xcstrings")
        let theirs = folder.url.appendingPathComponent("theirs.xcstrings")
        let old = Self.largeNonCanonicalCatalog()
        // A trailing comma before the last `}`: not a valid catalog.
        let malformed = Array(Self.largeNonCanonicalCatalog(changing: 7).dropLast()) + Array(",}".utf8)
        let new = try await Self.killRepeatedly(
            ["merge", "--git", base.path, ours.path, theirs.path], target: ours, old: old,
            inputs: ["base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], status: 1
        ) {
            try BadInput.write(old, to: base)
            try BadInput.write(old, to: ours)
            try BadInput.write(malformed, to: theirs)
        }
        // Ours is the base, so git's line merge is theirs, malformed as it is.
        #expect(new == malformed)
    }
}
