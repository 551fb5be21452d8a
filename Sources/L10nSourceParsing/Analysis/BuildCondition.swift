/// What the condition of an `#if` says about the build it compiles in, read from its first term.
///
/// ```swift
/// #if DEBUG            // .debug   (also DEBUG && true, AGENT_CLI_DEBUG, DEBUG_MENU, PREVIEW)
/// #if !RELEASE         // .debug   (Corona-Warn-App's developer menu, eRouška's `!PROD`: not in the build users get)
/// #if targetEnvironment(simulator)  // .debug (a fake QR code picker, Grocy's custom-image button)
/// #if !DEBUG           // .release (its #else branch is debug-only)
/// #if os(iOS)          // .other
/// #if false            // .debug   (compiled in no build)
/// ```
enum BuildCondition: Equatable {
    /// Compiled only in builds users never get.
    case debug
    /// Compiled in release builds: its `#else` is debug-only.
    case release
    case other

    /// Names of release configurations: `!NAME` means a build users never get.
    static let releaseNames: Set<String> = ["RELEASE", "APPSTORE", "APP_STORE", "PRODUCTION", "PROD"]

    init(after poundIf: Int, in view: CodeView) {
        guard let first = view.next(poundIf) else { self = .other; return }
        if view.isOperator(first, "!") {
            guard let name = view.next(first), view.tokens[name].kind == .identifier else { self = .other; return }
            let text = view.text(name)
            if Self.releaseNames.contains(text) { self = .debug }
            else if Self.isDebugName(text) || Self.isSimulator(name, in: view) { self = .release }
            else { self = .other }
            return
        }
        // `#if false`: compiled in no build at all (CubeTime's unfinished welcome-page setting); `#if true`'s `#else`
        // likewise.
        if view.tokens[first].kind == .keyword, view.next(first).map({ view.tokens[$0].line != view.tokens[first].line }) ?? true {
            if view.token(first, is: "false") { self = .debug; return }
            if view.token(first, is: "true") { self = .release; return }
        }
        guard view.tokens[first].kind == .identifier else { self = .other; return }
        let text = view.text(first)
        if Self.isDebugName(text) || Self.isSimulator(first, in: view) { self = .debug } else if Self.releaseNames.contains(text) { self = .release }
        else { self = .other }
    }

    /// `targetEnvironment(simulator)` at `name`: code for the simulator only, never on a user's device.
    static func isSimulator(_ name: Int, in view: CodeView) -> Bool {
        guard view.token(name, is: "targetEnvironment"), let open = view.next(name),
              view.isPunctuation(open, UInt8(ascii: "(")), let argument = view.next(open) else { return false }
        return view.token(argument, is: "simulator")
    }

    /// `DEBUG`, or a flag with one of ``teamBuildWords`` as one of its underscore-separated words
    /// (`AGENT_CLI_DEBUG`, SwissCovid's `ENABLE_TESTING`, Science Journal's `SCIENCEJOURNAL_DEV_BUILD`, Play SRG's
    /// `NIGHTLY` and `BETA`), or `PREVIEW` (a build for SwiftUI previews and simulator demos: useid's
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS = "PREVIEW DEBUG"`).
    static func isDebugName(_ name: String) -> Bool {
        name == "PREVIEW" || name == "PREVIEWS" || name.split(separator: "_").contains { teamBuildWords.contains($0) }
    }

    /// The words that name a build made for the team and its testers, never the one the App Store ships: debug,
    /// test, development, nightly, alpha, beta, internal, QA, stage and staging builds.
    static let teamBuildWords: Set<Substring> = [
        "DEBUG", "TESTING", "DEV", "DEVELOP", "DEVELOPMENT", "NIGHTLY", "ALPHA", "BETA", "INTERNAL", "QA", "STAGING",
        // ProteGO Safe's `STAGE` and `STAGE_SCREENCAST` builds for its testers.
        "STAGE",
        // Mullvad's `NEVER_IN_PRODUCTION`.
        "NEVER",
    ]
}
