import L10nDiagnostics
import L10nFiles
import L10nSourceParsing
import L10nSourceRules

/// Build targets whose user-facing text is left in English as a whole, in an app that localizes its other targets:
/// one decision for the team (a widget extension nobody localized, an archived edition, a tvOS prototype), so one
/// `hardcoded-string` finding at the first of the target's strings instead of one per literal; `related` holds the
/// others and `check --explain` on its line lists them.
///
///     BookPlayerWidgets/Info.plist                       // a target: the folder holds an Info.plist
///     BookPlayerWidgets/Phone/LastPlayed/LastPlayedView.swift:88:36: error: 26 user-facing strings in target
///         'BookPlayerWidgets', only 1 localized, while the app localizes its other targets: one decision for the
///         whole target; … [hardcoded-string]
///
/// A target is a folder that holds an `Info.plist` (``AppBundles/targetFolders``) other than the folder checked;
/// a Swift file is in the nearest that encloses it. A target counts when none of its Swift files localizes text
/// (``L10nSourceIndex/ProjectIndex/localizingPaths``: no localizing call, wrapper or dotted key), a file outside
/// it does, and its prose findings (those with a suggested key, after suppressions, stated intents and the type and
/// file units of ``L10nSourceRules``, which fold into it) stand for at least ``minimum`` strings, of which the text
/// translators have anyway is at most a fifth (as a unit's: a finding's text a scanned catalog holds, or a SwiftUI
/// key of the target a catalog holds: BookPlayer's control widget `Label("intent_lastbook_play_title", …)` beside 26
/// English strings; the message says "only 1 localized"). A target with one localizing call keeps a finding per
/// string: a forgotten string there is a bug of its own.
///
/// A folder of two files or more that is no target is such a unit too: the highest folder under the one checked whose
/// Swift files localize nothing while the app's other code does (swiftDialog's `dialog/Views/Inspect`, 40 files of
/// English chrome that admins localize through their own configuration; a package's low-level errors), reported as
/// "in folder 'Inspect'". A file beside files that localize is no folder's: its own unit, or a finding per string.
struct TargetsLeftInEnglish: Sendable {
    static let minimum = 5
    static let ruleID = HardcodedStringRule.description.id
    /// `string-concatenation`, whose findings in a target left in English the target's finding stands for.
    static let gluedRuleID = StringConcatenationRule.description.id

    /// The targets that localize nothing while the app localizes elsewhere, absolute, without a trailing `/`.
    let candidates: Set<String>
    /// The folders that hold a file that localizes (each localizing file's folders up to the one checked), absolute;
    /// empty when no file localizes, and then no folder is a unit.
    private let localizingFolders: Set<String>
    /// The folder checked, absolute, without a trailing `/`.
    private let root: String
    /// Whether any target or folder may be a unit: ``candidate(of:)`` answers nil for every path otherwise.
    var hasCandidates: Bool { !candidates.isEmpty || !localizingFolders.isEmpty }
    /// Every target folder, the deepest first (the nearest enclosing one is the first that holds a path).
    private let folders: [String]
    /// ``folders`` each with a `/` after it, in the same order: what a path inside one starts with, made once rather
    /// than for each folder of each path asked (thousands of findings against hundreds of targets).
    private let folderPrefixes: [String]
    /// The folder relative paths are from, absolute.
    private let currentDirectory: String

    /// `targetFolders`: absolute (``AppBundles/targetFolders``). `localizingPaths`: the files that localize, as the
    /// index read them (``L10nSourceIndex/ProjectIndex/localizingPaths``). `root`: the folder checked (the
    /// project's), absolute, never a target; `currentDirectory`: what relative paths are from.
    /// `textLocalizingPaths`: the files that localize or show what a localizing file declares
    /// (``L10nSourceIndex/ProjectIndex/textLocalizingPaths``), for the folders; `localizingPaths` when nil.
    init(
        targetFolders: [String], localizingPaths: [String], textLocalizingPaths: [String]? = nil, root: String,
        currentDirectory: String
    ) {
        let root = Self.trimmed(root)
        self.root = root
        self.currentDirectory = currentDirectory
        folders = Set(targetFolders.map(Self.trimmed)).filter { $0 != root && $0.hasPrefix(root + "/") }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
        let prefixes = folders.map { $0 + "/" }
        folderPrefixes = prefixes
        var localizing: Set<String> = []
        var outside = false
        var localizingFolders: Set<String> = []
        for path in textLocalizingPaths ?? localizingPaths where !SourceLinter.isTestFile(path) {
            var folder = Self.parent(Self.absolute(path, from: currentDirectory))
            while folder.hasPrefix(root + "/"), localizingFolders.insert(folder).inserted {
                folder = Self.parent(folder)
            }
        }
        for path in localizingPaths where !SourceLinter.isTestFile(path) {
            let absolute = Self.absolute(path, from: currentDirectory)
            if let index = prefixes.firstIndex(where: { absolute.hasPrefix($0) }) { localizing.insert(folders[index]) }
            else { outside = true }
        }
        self.localizingFolders = localizingFolders
        guard !folders.isEmpty else {
            candidates = []
            return
        }
        // A target counts only when some file outside it localizes: another target, or a file in none.
        candidates = Set(folders.filter { !localizing.contains($0) && (outside || !localizing.isEmpty) })
    }

    /// The candidate target `path` (a file's, absolute or from the folder checked) is in, if any; else the highest
    /// folder above it, under the one checked, where no file localizes, if the app's code localizes somewhere.
    func candidate(of path: String) -> String? {
        guard hasCandidates else { return nil }
        let absolute = Self.absolute(path, from: currentDirectory)
        if let folder = enclosingFolder(of: absolute), candidates.contains(folder) { return folder }
        guard !localizingFolders.isEmpty, absolute.hasPrefix(root + "/") else { return nil }
        var end = absolute.index(absolute.startIndex, offsetBy: root.count + 1)
        while let slash = absolute[end...].firstIndex(of: "/") {
            let folder = String(absolute[..<slash])
            if !localizingFolders.contains(folder) { return folder }
            end = absolute.index(after: slash)
        }
        return nil
    }

    /// The nearest target folder that holds `absolute` (the first of ``folders``, the deepest first), if any.
    private func enclosingFolder(of absolute: String) -> String? {
        folderPrefixes.firstIndex { absolute.hasPrefix($0) }.map { folders[$0] }
    }

    /// ``candidate(of:)`` of each path once: a file's findings and references come together, and each path's answer
    /// is looked up again rather than worked out again.
    private struct Candidates {
        let targets: TargetsLeftInEnglish
        var known: [String: String?] = [:]

        mutating func of(_ path: String) -> String? {
            if let answer = known[path] { return answer }
            let answer = targets.candidate(of: path)
            known[path] = answer
            return answer
        }
    }

    /// Whether `folder` (a candidate) is a build target's, not a folder of code.
    func isTarget(_ folder: String) -> Bool { candidates.contains(folder) }

    /// Whether `diagnostic` is one a target's finding may stand for: a `hardcoded-string` finding of prose (with a
    /// suggested key) or of a type or file unit, in a candidate target.
    func isHeld(_ diagnostic: Diagnostic) -> Bool {
        Self.mayBeHeld(diagnostic) && candidate(of: diagnostic.location.file) != nil
    }

    /// ``isHeld(_:)`` but for the target: a `hardcoded-string` finding of prose (with a suggested key) or of a unit.
    private static func mayBeHeld(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.ruleID == ruleID && (diagnostic.suggestedKey != nil || isUnit(diagnostic))
    }

    /// `diagnostics` (in report order) with each counting target's findings replaced by one at the first of them;
    /// the others in place. `localizedInPractice`: by candidate target, the texts translators have
    /// (``localizedInPractice(_:references:catalogKeys:)``).
    func grouping(_ diagnostics: [Diagnostic], localizedInPractice: [String: Set<String>] = [:]) -> [Diagnostic] {
        guard hasCandidates else { return diagnostics }
        var members: [String: [Int]] = [:]
        // Text glued to numbers or pieces in a target left in English (OpenFind's new app: '\(count) Results'): the
        // same decision as its hardcoded text, folded into its finding when there is one.
        var glued: [String: [Int]] = [:]
        var candidates = Candidates(targets: self)
        for index in diagnostics.indices {
            let held = Self.mayBeHeld(diagnostics[index])
            guard held || diagnostics[index].ruleID == Self.gluedRuleID,
                let folder = candidates.of(diagnostics[index].location.file)
            else { continue }
            if held {
                members[folder, default: []].append(index)
            } else {
                glued[folder, default: []].append(index)
            }
        }
        var replaced: [Int: Diagnostic?] = [:]
        for (folder, held) in members {
            let localized = localizedInPractice[folder]?.count ?? 0
            guard grouped(held.map { diagnostics[$0] }, folder: folder, localized: localized) != nil else { continue }
            // A literal both rules report (its words, and the count glued to them) is one string.
            let lines = Set(held.flatMap { index in
                ([diagnostics[index].location] + diagnostics[index].related).map { "\($0.file):\($0.line)" }
            })
            let gluedAlone = (glued[folder] ?? []).filter {
                !lines.contains("\(diagnostics[$0].location.file):\(diagnostics[$0].location.line)")
            }
            let indices = (held + gluedAlone).sorted()
            guard let group = grouped(indices.map { diagnostics[$0] }, folder: folder, localized: localized) else { continue }
            replaced[indices[0]] = group
            for index in indices.dropFirst() + (glued[folder] ?? []) where index != indices[0] { replaced[index] = .some(nil) }
        }
        guard !replaced.isEmpty else { return diagnostics }
        return diagnostics.indices.compactMap { index in replaced[index] ?? diagnostics[index] }
    }

    /// One finding for a target's `members` (in report order), at the first; nil when they stand for fewer than
    /// ``minimum`` strings, or when the `localized` texts are more than a fifth of them.
    func grouped(_ members: [Diagnostic], folder: String, localized: Int = 0) -> Diagnostic? {
        guard let first = members.first else { return nil }
        // A unit's finding stands for its strings (`related`), a prose finding for its own.
        let strings = members.flatMap { Self.isUnit($0) ? $0.related : [$0.location] }
        guard strings.count >= Self.minimum, localized * 5 <= strings.count else { return nil }
        let isTarget = isTarget(folder)
        // A folder of one file is that file's unit, not a folder's.
        guard isTarget || Set(strings.map(\.file)).count >= 2 else { return nil }
        let localizedPart = localized == 0 ? "none localized" : "only \(localized) localized"
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        let place = "\(first.location.file):\(first.location.line)"
        let unit = isTarget ? "target" : "folder"
        let others = isTarget ? "its other targets" : "its other code"
        var finding = Diagnostic(
            location: first.location, severity: first.severity, ruleID: Self.ruleID,
            message: "\(strings.count) user-facing strings in \(unit) '\(name)', \(localizedPart), while the app localizes \(others): one decision for the whole \(unit); localize them, or state in a comment above each declaration that they stay in English on purpose ('check --explain \(place)' lists them)")
        finding.related = strings.filter { $0 != first.location }
        finding.text = "\(unit) '\(name)'"
        return finding
    }

    /// By candidate target, the texts translators have: a held finding's text a catalog holds as a key, or a
    /// SwiftUI key (`Label("intent_lastbook_play_title", …)`) of one of its files that a catalog holds; each text
    /// once.
    func localizedInPractice(_ diagnostics: [Diagnostic], references: [KeyReference], catalogKeys: Set<String>)
        -> [String: Set<String>]
    {
        guard hasCandidates, !catalogKeys.isEmpty else { return [:] }
        var found: [String: Set<String>] = [:]
        var candidates = Candidates(targets: self)
        for diagnostic in diagnostics where Self.mayBeHeld(diagnostic) {
            guard let folder = candidates.of(diagnostic.location.file) else { continue }
            if let text = diagnostic.suggestedKey?.text, catalogKeys.contains(text) {
                found[folder, default: []].insert(text)
            }
        }
        // A file's unit looked up once, and first: most files are in none (a project's references run to hundreds
        // of thousands, and a key looked up in the catalogs' set for each cost more than the rest of the grouping).
        // References come file by file: the last file's answer is kept.
        var lastFile = ""
        var lastFolder: String?
        for reference in references where reference.kind == .text {
            let file = reference.location.file
            if file != lastFile {
                lastFile = file
                lastFolder = candidate(of: file)
            }
            guard let folder = lastFolder, catalogKeys.contains(reference.key) else { continue }
            found[folder, default: []].insert(reference.key)
        }
        return found
    }

    /// A type or file unit's finding (``L10nSourceRules``'s `UnitsLeftInEnglish`).
    static func isUnit(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.text?.hasPrefix("unit '") == true && !diagnostic.related.isEmpty
    }

    /// `path` from `directory`, as ``PathDisplay/absolute(_:from:)`` makes it, without Foundation's URLs (each
    /// asks the file system and parses the path: 0.2 s of a check's work over a project's thousands of files) for
    /// the plain paths the lint gives: absolute ones, and relative ones without `.` or `..` segments.
    static func absolute(_ path: String, from directory: String) -> String {
        // By bytes: Foundation's `contains` searches by canonical equivalence, far slower, for each of thousands.
        let dotted = path.containsBytes("/./") || path.containsBytes("/../")
        if path.hasPrefix("/"), !dotted, !path.hasSuffix("/") { return path }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        guard !path.hasPrefix("/"), !dotted, !relative.isEmpty, !relative.hasPrefix("../"), !relative.hasSuffix("/"),
            relative != "..", relative != ".", directory.hasPrefix("/")
        else { return PathDisplay.absolute(path, from: directory) }
        return (directory.hasSuffix("/") ? directory : directory + "/") + relative
    }

    /// The folder `path` is in: the part before its last `/`.
    static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    private static func trimmed(_ folder: String) -> String {
        folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }
}
