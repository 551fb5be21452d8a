import Foundation
import L10nFiles

/// Copies of other people's libraries inside a project: a folder (not the project's root) that holds a library's
/// manifest (`*.podspec` or `Package.swift`) and a licence, where the licence is of another kind or another owner
/// than the project's own (or the project has none). ManicEMU keeps 20 such folders beside its app (`HXPhotoPicker`
/// with its MIT licence and podspec, under an AGPL app): their text, tables and layouts are their authors', shipped
/// as they wrote them.
///
///     App/…                       // the app's own code
///     SwipeCellKit/Package.swift  // with SwipeCellKit/LICENSE (MIT, "Jeremy Koch"): vendored, left out
///     AppKit/AppKit.podspec       // with no licence of its own: the team's module, kept
///     Services/Services.podspec   // with Services/LICENSE the same GPL as the root's: the team's, kept
enum VendoredLibraries {
    /// The manifests and licences a walk met, by the folder that holds them (relative paths).
    struct Files {
        var manifests = Set<String>()
        var licences: [String: String] = [:]
        /// The strings tables met (`.strings`, `.stringsdict`), by path.
        var tables: [String] = []

        /// Notes the file at `relative` (named `name`) when it is a manifest or a licence.
        /// The folder is worked out only for a manifest or a licence: Foundation's `deletingLastPathComponent` for
        /// every file of the project cost 1.6 % of a check's instructions on a large tree, on the one core the survey
        /// has.
        mutating func note(_ relative: String, name: String) {
            if name.hasSuffix(".podspec") || name == "Package.swift" {
                // A package manifest at the root is the project's own.
                let folder = (relative as NSString).deletingLastPathComponent
                if name.hasSuffix(".podspec") || !folder.isEmpty { manifests.insert(folder) }
            } else if VendoredLibraries.isLicence(name) {
                let folder = (relative as NSString).deletingLastPathComponent
                if licences[folder] == nil { licences[folder] = relative }
            } else if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
                tables.append(relative)
            }
        }
    }

    /// Whether a file's name is a licence's: `LICENSE`, `LICENCE.md`, `COPYING.txt` (any case).
    static func isLicence(_ name: String) -> Bool {
        // An ASCII name is told by its first byte before it is upper-cased (most names are not licences').
        if let first = name.utf8.first, first != UInt8(ascii: "L"), first != UInt8(ascii: "l"), first != UInt8(ascii: "C"),
            first != UInt8(ascii: "c"), name.utf8.allSatisfy({ $0 < 0x80 })
        {
            return false
        }
        let upper = name.uppercased()
        return ["LICENSE", "LICENCE", "COPYING"].contains { upper == $0 || upper.hasPrefix($0 + ".") }
    }

    /// The outermost folders of `files` that are vendored libraries, sorted. None when every table and catalog of
    /// the project (`catalogs`, relative paths) is in one of them: a project whose only localization is a library's
    /// (Rayon's copy of SymbolPicker) is described as a whole, not as one starting out with no table.
    static func folders(_ files: Files, root: String, catalogs: [String] = []) -> [String] {
        let candidates = files.manifests.filter { !$0.isEmpty && files.licences[$0] != nil }
        guard !candidates.isEmpty else { return [] }
        let own = files.licences[""].flatMap { identity(ofLicenceAt: root + "/" + $0) }
        var found: [String] = []
        for folder in candidates.sorted() where !found.contains(where: { folder.hasPrefix($0 + "/") }) {
            guard let path = files.licences[folder] else { continue }
            let theirs = identity(ofLicenceAt: root + "/" + path)
            if own == nil || theirs != own { found.append(folder) }
        }
        let localization = files.tables + catalogs
        let inFound = { (path: String) in found.contains { path.hasPrefix($0 + "/") } }
        if !localization.isEmpty, localization.allSatisfy(inFound) { return [] }
        return found
    }

    /// A licence's kind and owner, as far as its opening says them: ("MIT", "jeremy koch"), ("GPL", "free software
    /// foundation inc"). Nil when the file cannot be read.
    struct Identity: Equatable {
        var kind: String
        var owner: String
    }

    static func identity(ofLicenceAt path: String) -> Identity? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096) else { return nil }
        return identity(of: String(decoding: head, as: UTF8.self))
    }

    /// ``Identity`` of a licence's text.
    static func identity(of text: String) -> Identity {
        let lower = text.lowercased()
        let kinds: [(phrase: String, kind: String)] = [
            ("gnu affero general public", "AGPL"), ("gnu lesser general public", "LGPL"),
            ("gnu library general public", "LGPL"), ("gnu general public", "GPL"), ("apache license", "Apache"),
            ("mozilla public license", "MPL"), ("permission is hereby granted, free of charge", "MIT"),
            ("redistribution and use in source and binary forms", "BSD"), ("unlicense", "Unlicense"),
            ("permission to use, copy, modify, and/or distribute", "ISC"), ("zlib", "zlib"),
        ]
        let kind = kinds.first { lower.contains($0.phrase) }?.kind ?? ""
        return Identity(kind: kind, owner: owner(in: lower))
    }

    /// The owner a licence's first copyright line names, in small letters and words alone: "copyright (c) 2016 Jeremy
    /// Koch. all rights reserved." → "jeremy koch".
    static func owner(in lower: String) -> String {
        guard let line = lower.split(whereSeparator: \.isNewline).first(where: { $0.contains("copyright") && !$0.contains("copyright notice") })
        else { return "" }
        var text = String(line)
        for noise in ["copyright", "(c)", "©", "all rights reserved", "and contributors", "contributors"] {
            text = text.replacingOccurrences(of: noise, with: " ")
        }
        let words: [Substring] = text.split(whereSeparator: { !$0.isLetter }).filter { $0.count > 1 }
        return words.joined(separator: " ")
    }
}
