import Foundation
import L10nFiles

/// The git repository around a folder, read by running `git` (Foundation's `Process`): what `check --new-since`
/// needs to know of the history, and nothing else. Nothing is checked out and nothing is written.
///
///     let repository = try GitRepository(directory: cwd)
///     let base = try repository.mergeBase("origin/main", "HEAD")
///     let changes = try repository.changes(since: base)       // [GitChange]: modified, added, renamed …
///     let old = try repository.contents(of: ["App/Home.swift"], at: base)
///
/// Paths are relative to the repository's top folder, as git writes them. Each failure is a ``GitError`` that says
/// which git command failed and what it printed.
public struct GitRepository: Sendable {
    /// The folder git runs in.
    public let directory: String
    /// The folder's path inside the repository (`App/` when `directory` is `<top>/App`; empty at the top).
    public let prefix: String
    /// The way from the folder up to the top (`../`, or empty at the top).
    public let upToTop: String

    /// The repository holding `directory`.
    ///
    /// - Throws: ``GitError`` when git cannot be run or the folder is not in a work tree.
    public init(directory: String) throws(GitError) {
        let output = try Self.run(["rev-parse", "--show-prefix", "--show-cdup"], in: directory, input: nil, failure: "'\(directory)' is not in a git work tree")
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        self.directory = directory
        self.prefix = lines.first.map(String.init) ?? ""
        self.upToTop = lines.count > 1 ? String(lines[1]) : ""
    }

    /// The commit `ref` names (`origin/main`, `HEAD~3`, a hash), as a full hash.
    public func commit(_ ref: String) throws(GitError) -> String {
        try run(["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"], failure: "'\(ref)' is not a commit")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The best common ancestor of two commits (`git merge-base`).
    public func mergeBase(_ first: String, _ second: String) throws(GitError) -> String {
        let one = try commit(first)
        let two = try commit(second)
        return try run(["merge-base", one, two], failure: "'\(first)' and '\(second)' have no common ancestor")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The files that differ between `commit` and the work tree (what is committed since, staged or not), renames
    /// found as `git diff --find-renames` finds them, then the untracked files git does not ignore (as added).
    public func changes(since commit: String) throws(GitError) -> [GitChange] {
        let diff = try run([
            "diff", "--no-color", "--no-relative", "--no-ext-diff", "--find-renames", "--name-status", "-z", commit, "--",
        ])
        var fields = diff.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        if fields.last == "" { fields.removeLast() }
        var changes: [GitChange] = []
        var index = 0
        while index < fields.count {
            let status = fields[index]
            if status.hasPrefix("R") || status.hasPrefix("C"), index + 2 < fields.count {
                let kind: GitChange.Kind = status.hasPrefix("R") ? .renamed : .added
                changes.append(GitChange(kind: kind, path: fields[index + 2], oldPath: kind == .renamed ? fields[index + 1] : nil))
                index += 3
                continue
            }
            guard index + 1 < fields.count else { break }
            let path = fields[index + 1]
            switch status.first {
            case "A": changes.append(GitChange(kind: .added, path: path))
            case "D": changes.append(GitChange(kind: .deleted, path: path, oldPath: path))
            default: changes.append(GitChange(kind: .modified, path: path, oldPath: path))  // M, T (type), U
            }
            index += 2
        }
        let untracked = try run(["ls-files", "--others", "--exclude-standard", "-z", "--full-name", "--", ":/"])
        for path in untracked.split(separator: "\0") { changes.append(GitChange(kind: .added, path: String(path))) }
        return changes
    }

    /// The bytes of each path (relative to the top) in `commit`, nil for a path the commit does not have; read with
    /// one `git cat-file --batch`.
    public func contents(of paths: [String], at commit: String) throws(GitError) -> [String: [UInt8]] {
        var request: [UInt8] = []
        var asked: [String] = []
        for path in paths where !path.contains("\n") {
            request += Array("\(commit):\(path)\n".utf8)
            asked.append(path)
        }
        guard !asked.isEmpty else { return [:] }
        let output = try runBytes(["cat-file", "--batch"], input: request)
        // Each answer: "<hash> blob <size>\n<bytes>\n", or "<name> missing\n".
        var contents: [String: [UInt8]] = [:]
        var offset = 0
        for path in asked {
            guard let newline = output[offset...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: output[offset..<newline], as: UTF8.self).split(separator: " ")
            offset = newline + 1
            guard header.count == 3, let size = Int(header[2]), offset + size <= output.count else { continue }
            if header[1] == "blob" { contents[path] = Array(output[offset..<(offset + size)]) }
            offset += size + 1
        }
        return contents
    }

    /// The bytes of a file at a revision, named as git names it (`HEAD~1:App/Localizable.xcstrings`; the path is
    /// relative to the repository's top, or to ``directory`` when it starts with `./` or `../`).
    ///
    /// - Throws: ``GitError`` when the revision or the file in it does not exist (git's message says which).
    public func file(_ revisionAndPath: String) throws(GitError) -> [UInt8] {
        try runBytes(
            ["cat-file", "blob", revisionAndPath], failure: "'\(revisionAndPath)' is not a file at a git revision")
    }

    // MARK: Running git

    /// git's standard output as text; a non-zero exit throws with `failure` (else the command) and git's message.
    func run(_ arguments: [String], failure: String? = nil) throws(GitError) -> String {
        String(decoding: try runBytes(arguments, failure: failure), as: UTF8.self)
    }

    func runBytes(_ arguments: [String], input: [UInt8]? = nil, failure: String? = nil) throws(GitError) -> [UInt8] {
        try Self.run(arguments, in: directory, input: input, failure: failure)
    }

    /// Runs git in `directory` with no pager and paths written as they are; its standard output.
    static func run(_ arguments: [String], in directory: String, input: [UInt8]?, failure: String?) throws(GitError)
        -> [UInt8]
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--no-pager", "-c", "core.quotePath=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = inputPipe
        let command = "git " + arguments.joined(separator: " ")
        do {
            try process.run()
        } catch {
            throw GitError(message: "could not run git: \(error.localizedDescription)")
        }
        // Input is written, and standard error read, on threads of their own, so a full pipe never blocks git.
        let group = DispatchGroup()
        let collected = Locked(Data())
        DispatchQueue.global().async(group: group) {
            let bytes = errors.fileHandleForReading.readDataToEndOfFile()
            collected.withLock { $0 = bytes }
        }
        DispatchQueue.global().async(group: group) {
            if let input { inputPipe.fileHandleForWriting.write(Data(input)) }
            try? inputPipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let said = String(decoding: collected.withLock { $0 }, as: UTF8.self)
                .split(separator: "\n").first.map { ": \($0)" } ?? ""
            throw GitError(message: (failure ?? "'\(command)' failed") + said)
        }
        return [UInt8](data)
    }
}

/// Why git could not tell: git missing, not a repository, an unknown commit.
public struct GitError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
