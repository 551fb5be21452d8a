import L10nSourceParsing

/// What code reaches in a whole app (files of which one declares `@main`), for text nothing shows: an error type no
/// code names, an error's case no code makes, a text property no code reads. A part of an app (a file or a folder
/// checked alone) says nothing about what other code reaches: then the index has no ``Reach``.
///
///     enum UploadError: LocalizedError {
///         case tooLarge, offline
///         var errorDescription: String? {
///             switch self {
///             case .tooLarge: "The file is too large"   // not reported while no file makes '.tooLarge'
///             case .offline: "You are offline"          // reported: 'throw UploadError.offline' somewhere
///             }
///         }
///     }
package struct Reach: Sendable {
    /// The project's error types (``FileFacts/TypeFact/isError``) no file names outside their declarations,
    /// previews and `#if DEBUG` (``usedNames``).
    package var unreachedErrorTypes: Set<String> = []
    /// The project's error enums whose values code makes only by naming a case (not `CaseIterable`, no raw value,
    /// not decoded): a case no file names is never made.
    package var namedCaseErrors: Set<String> = []
    /// The project's Interface Builder actions that nothing calls: no Swift file names them outside their
    /// declarations, and no storyboard, XIB or Objective-C file names them (`selector="cancel:"`) but a XIB nothing
    /// loads. Auction.iOS's `@IBAction func disconnect(_:)` on its `AppDelegate`, left from a WebSocket sample: no
    /// document connects it. Empty unless the run could ask the files of other kinds.
    package var unconnectedActions: Set<String> = []
    /// The names some file uses (``NameUses``).
    var usedNames = NameHashes()

    /// Whether some file uses `name` (reads the property, makes or compares the case).
    package func isUsed(_ name: String) -> Bool { usedNames.contains(NameUses.hash(name)) }

    /// Whether some file uses `name`, a debug file's uses counted (``NameUses/debugFileUse(_:)``): a key's case a
    /// diagnostics screen names is in use, though nothing it makes is reached.
    package func isNamed(_ name: String) -> Bool {
        let hash = NameUses.hash(name)
        return usedNames.contains(hash) || usedNames.contains(NameUses.debugFileUse(hash))
    }

    /// Whether a debug file names `name` (``NameUses/debugFileUse(_:)``): a view a diagnostics screen creates is
    /// shown there, though nothing it makes counts as reached.
    package func isNamedByDebugFile(_ name: String) -> Bool {
        usedNames.contains(NameUses.debugFileUse(NameUses.hash(name)))
    }

    /// Built from every file's facts; nil unless the files are a whole app. `usedNames`: the names every file
    /// uses, when they were joined as the files were read (their facts then hold none).
    init?(facts: [FileFacts], usedNames: NameHashes? = nil) {
        guard facts.contains(where: { $0.declaresMain && !$0.isDependency }) else { return nil }
        var errors: Set<String> = []
        var enums: Set<String> = []
        var unnamedCases: Set<String> = []
        if let usedNames { self.usedNames = usedNames }
        for file in facts {
            if usedNames == nil { self.usedNames.formUnion(file.nameUses) }
            guard !file.isDependency else { continue }
            for type in file.types {
                if type.isError { errors.insert(type.name) }
                if type.kind == .enum { enums.insert(type.name) }
                if type.makesCasesUnnamed { unnamedCases.insert(type.name) }
            }
        }
        unreachedErrorTypes = errors.filter { !isUsed($0) }
        namedCaseErrors = errors.intersection(enums).subtracting(unnamedCases)
    }
}
