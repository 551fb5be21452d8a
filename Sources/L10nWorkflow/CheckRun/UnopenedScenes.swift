import L10nDiagnostics
import L10nFiles

/// Scenes of a storyboard that nothing opens: not the storyboard's initial view controller, no segue or relationship
/// leads to them, and their storyboard identifier, if they have one, is named by no code (Swift, Objective-C) and no
/// other storyboard's reference. IssieBoard's `Main.storyboard` keeps a 'Select Keyboard Language' table, identified
/// `LanguageSelectTable`, that no code instantiates: no user sees its texts, so `check` counts them hidden, as it does
/// what code sets instead (``CheckRun/InterfaceBuilderInput/hiddenKeys``): no translation asked, no finding in them.
///
/// A scene counts as opened when anything might open it: a segue from any scene (reached or not), an identifier
/// spelled anywhere in code as a whole word (a comment too), or a storyboard whose scenes nothing opens at all (then
/// something the scan cannot see loads it, and every scene stays): the safe side.
///
///     let unopened = UnopenedScenes.find(in: [("App/Base.lproj/Main.storyboard", "/app/App/Base.lproj/Main.storyboard")],
///                                        roots: ["/app"], exclude: [], rootNames: nil)
///     let hidden = UnopenedScenes.keys(document.strings.map(\.key), in: unopened["App/Base.lproj/Main.storyboard"]!)
enum UnopenedScenes {
    /// One scene: its view controller's id and storyboard identifier, the ids of every object in it, and its lines.
    struct Scene: Equatable {
        var controller: String
        var identifier: String?
        var objects: Set<String>
        var lines: ClosedRange<Int>
        /// Opened whatever leads to it: the application scene, a storyboard reference.
        var opened = false
    }

    /// What a storyboard's XML says about how its scenes are opened.
    struct Storyboard: Equatable {
        var initial: String?
        var scenes: [Scene] = []
        /// The `destination` of every segue and relationship.
        var destinations: Set<String> = []
        /// The identifiers storyboard references name (`referencedIdentifier`).
        var referenced: Set<String> = []
    }

    /// What nothing opens in one storyboard: the ids of the objects of its unopened scenes, and their lines.
    struct Unopened: Equatable, Sendable {
        var objects: Set<String> = []
        var lines: [ClosedRange<Int>] = []
    }

    /// By document path (as shown), what nothing opens in each storyboard among `documents` (path as shown to its
    /// absolute path); the code under `roots` is searched for identifiers only when an unreached scene has one.
    static func find(
        in documents: [(shown: String, path: String)], roots: [String], exclude: [String], rootNames: [String]?
    ) -> [String: Unopened] {
        var read: [(shown: String, storyboard: Storyboard)] = []
        for document in documents where document.shown.hasSuffix(".storyboard") {
            guard let bytes = try? FileReader.read(document.path) else { continue }
            read.append((document.shown, parse(String(decoding: bytes, as: UTF8.self))))
        }
        let referenced = read.reduce(into: Set<String>()) { $0.formUnion($1.storyboard.referenced) }
        // The scenes no segue, relationship or reference reaches, by document, before code is searched.
        var candidates: [(shown: String, all: Int, scenes: [Scene])] = []
        var identifiers = Set<String>()
        for (shown, storyboard) in read {
            let closed = storyboard.scenes.filter { scene in
                scene.controller != storyboard.initial && !storyboard.destinations.contains(scene.controller)
                    && !(scene.identifier.map(referenced.contains) ?? false)
            }
            guard !closed.isEmpty else { continue }
            candidates.append((shown, storyboard.scenes.count, closed))
            identifiers.formUnion(closed.compactMap(\.identifier).filter { $0.utf8.allSatisfy(NamesOutsideSwift.isWordByte) })
        }
        guard !candidates.isEmpty else { return [:] }
        // Storyboards name an identifier where they declare it (`storyboardIdentifier="…"`): they are searched for
        // references alone (above), code for the names.
        let named = identifiers.isEmpty ? [] : NamesOutsideSwift.named(
            identifiers, roots: roots, exclude: exclude, rootNames: rootNames, extensions: ["swift", "m", "mm", "h"])
        var found: [String: Unopened] = [:]
        for (shown, all, closed) in candidates {
            let unopened = closed.filter { scene in
                guard let identifier = scene.identifier else { return true }
                return !named.contains(identifier) && identifier.utf8.allSatisfy(NamesOutsideSwift.isWordByte)
            }
            // Nothing opens any scene: something the scan cannot see loads the storyboard; keep it all.
            guard !unopened.isEmpty, unopened.count < all else { continue }
            found[shown] = Unopened(
                objects: unopened.reduce(into: Set<String>()) { $0.formUnion($1.objects) }, lines: unopened.map(\.lines))
        }
        return found
    }

    /// The keys among `keys` of objects in `unopened` (`YZT-iZ-3JJ.headerTitle`).
    static func keys(_ keys: some Sequence<String>, in unopened: Unopened) -> Set<String> {
        Set(keys.filter { key in key.firstIndex(of: ".").map { unopened.objects.contains(String(key[..<$0])) } ?? false })
    }

    /// `diagnostics` without those at a line of an unopened scene in its document (`hardcoded-string` in a storyboard
    /// no table localizes), by document path as shown.
    static func filtered(_ diagnostics: [Diagnostic], unopened: [String: Unopened]) -> [Diagnostic] {
        guard !unopened.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard let found = unopened[diagnostic.location.file] else { return true }
            return !found.lines.contains { $0.contains(diagnostic.location.line) }
        }
    }

    /// The scenes of a storyboard's XML, its initial view controller, and where its segues lead.
    static func parse(_ xml: String) -> Storyboard {
        var result = Storyboard()
        let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
        var scene: Scene?
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            if line.contains("<document "), let initial = attribute("initialViewController", in: line) { result.initial = initial }
            if line.contains("<scene ") {
                scene = Scene(controller: "", identifier: nil, objects: [], lines: number...number)
            }
            if line.contains("<segue ") || line.contains("<relationship ") {
                if let destination = attribute("destination", in: line) { result.destinations.insert(destination) }
            }
            if line.contains("<viewControllerPlaceholder "), let identifier = attribute("referencedIdentifier", in: line) {
                result.referenced.insert(identifier)
            }
            guard var current = scene else { continue }
            if let id = attribute("id", in: line) {
                current.objects.insert(id)
                if current.controller.isEmpty, line.contains("sceneMemberID=\"viewController\"") {
                    current.controller = id
                    current.identifier = attribute("storyboardIdentifier", in: line)
                    // A macOS storyboard's application (its main menu) and a reference to another storyboard's scene
                    // are opened with the app, or hold no text.
                    if line.contains("<application ") || line.contains("<viewControllerPlaceholder ") { current.opened = true }
                }
            }
            current.lines = current.lines.lowerBound...number
            if line.contains("</scene>") {
                if !current.controller.isEmpty, !current.opened { result.scenes.append(current) }
                scene = nil
            } else {
                scene = current
            }
        }
        return result
    }

    /// The value of ` name="…"` in one line of XML.
    static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: " " + name + "=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
