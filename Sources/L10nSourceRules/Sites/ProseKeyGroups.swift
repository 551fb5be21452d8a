import L10nSourceParsing

/// `key-convention` findings of one type, when the type keys ``minimum`` texts or more by their English: one
/// decision of the type's author, so one finding at the first call, its others listed (`related`). BITVault's
/// `VaultError` keys fourteen error descriptions `NSLocalizedString("Failed to retrieve the key.", …)` in one switch,
/// in an app whose own text goes through identifier keys: rekeying them is one change, not fourteen.
///
///     // Modules/BITVault/VaultError.swift:26:25: error: 14 calls in 'VaultError' are keyed by their English text,
///     //   e.g. 'Failed to generate a key: \(reason)'; use keys, keeping the English as their default values [key-convention]
struct ProseKeyGroups {
    /// From this many calls in one type on, they are one finding.
    static let minimum = 3

    struct Group {
        var typeName: String
        /// The calls' tokens, in source order.
        var members: [Int]
        var message: String
    }

    /// The groups of `findings` (all `key-convention`, in source order) by the type around each.
    static func groups(_ findings: [SourceFindings.Finding], in file: SourceFile) -> [Group] {
        guard findings.count >= minimum else { return [] }
        var byType: [String: [SourceFindings.Finding]] = [:]
        var order: [String] = []
        for finding in findings {
            guard let type = file.enclosingTypeName(of: finding.token) else { continue }
            if byType[type] == nil { order.append(type) }
            byType[type, default: []].append(finding)
        }
        return order.compactMap { type in
            guard let members = byType[type], members.count >= minimum else { return nil }
            let sorted = members.sorted { $0.token < $1.token }
            let example = sorted.compactMap { file.view.literal(at: $0.token).map(file.sourceText(of:)) }.first
            let shown = example.map { " e.g. " + SourceFile.quote($0) + ";" } ?? ""
            return Group(
                typeName: type, members: sorted.map(\.token),
                message: "\(sorted.count) calls in '\(type)' are keyed by their English text,\(shown) use keys, keeping the English as their default values")
        }
    }
}
