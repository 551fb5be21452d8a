import L10nDiagnostics
import XCStrings

extension L10nConfiguration {
    /// The effective configuration as `.l10n.json` text (`l10n check --print-config`): every member with its
    /// value or default, and under `rules` the level of every rule in `rules` plus any other configured id.
    /// `keyPattern` is `null` when the built-in `feature.screen.element` convention applies. `glossary` and `base`
    /// are listed when set.
    ///
    /// With `dependencyFolders`, a `dependencyFoldersRead` member lists the dependency folders the project index
    /// reads (configured and found), as ``CheckRun/dependencyFolders(for:)`` finds them.
    public func jsonText(rules descriptions: [RuleDescription], dependencyFolders: [String]? = nil) -> String {
        var levels: [JSONMember] = descriptions.map { JSONMember(key: $0.id, value: .string(level(of: $0).rawValue)) }
        for (id, level) in rules where !descriptions.contains(where: { $0.id == id }) {
            levels.append(JSONMember(key: id, value: .string(level.rawValue)))
        }
        func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
        let root = JSONValue.object([
            JSONMember(key: "version", value: .number(String(version))),
            JSONMember(key: "languages", value: strings(languages)),
            JSONMember(key: "catalogs", value: strings(catalogs)),
            JSONMember(key: "sources", value: strings(sources)),
            JSONMember(key: "dependencies", value: strings(dependencies)),
            JSONMember(key: "exclude", value: strings(exclude)),
            JSONMember(key: "keyPattern", value: keyPattern.map(JSONValue.string) ?? .null),
            JSONMember(key: "rules", value: .object(levels)),
            JSONMember(key: "uiFunctions", value: strings(uiFunctions)),
            JSONMember(key: "uiArguments", value: strings(uiArguments)),
            JSONMember(key: "ignoreKeys", value: strings(ignoreKeys)),
            JSONMember(key: "includeTests", value: .bool(includeTests)),
            JSONMember(key: "englishKeys", value: .bool(englishKeys)),
            JSONMember(
                key: "lengthLimits",
                value: .object(lengthLimits.map { JSONMember(key: $0.keys, value: .number(String($0.characters))) })),
        ] + glossaryMembers + (dependencyFolders.map { [JSONMember(key: "dependencyFoldersRead", value: strings($0))] } ?? []))
        var writer = JSONWriter()
        writer.writeValue(root)
        return String(decoding: writer.bytes, as: UTF8.self) + "\n"
    }

    /// `glossary` and `base`, when the configuration sets them.
    private var glossaryMembers: [JSONMember] {
        var members: [JSONMember] = []
        if !glossary.isEmpty {
            members.append(JSONMember(key: "glossary", value: .object(glossary.terms.map { term in
                JSONMember(key: term.term, value: .object(
                    (term.keep ? [JSONMember(key: "*", value: .string("keep"))] : [])
                        + term.translations.map { JSONMember(key: $0.language, value: .string($0.translation)) }))
            })))
        }
        if let base { members.append(JSONMember(key: "base", value: .string(base))) }
        if let baseline { members.append(JSONMember(key: "baseline", value: .string(baseline))) }
        return members
    }
}
