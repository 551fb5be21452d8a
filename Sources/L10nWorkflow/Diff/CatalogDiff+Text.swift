import L10nDiagnostics
import XCStrings

/// The formats `l10n diff` writes.
public enum CatalogDiffFormat: String, Sendable, CaseIterable {
    /// A line per change, grouped by key, for a terminal (default).
    case text
    /// A table for a pull-request comment.
    case markdown
    /// Every change as an object, for tools (schema: docs/diff.md).
    case json
}

extension CatalogDiff {
    /// The diff in `format`; `old` and `new` name the two versions (a path, or `REV:PATH`).
    public func rendered(as format: CatalogDiffFormat, old: String, new: String, toolVersion: String) -> String {
        switch format {
        case .text: text()
        case .markdown: markdown(old: old, new: new)
        case .json: json(old: old, new: new, toolVersion: toolVersion)
        }
    }

    /// A line per key added, removed or renamed, and per key changed a line followed by an indented line per
    /// change; then a blank line and ``summary``. Keys are in single quotes, text in double quotes with JSON's
    /// escapes (`\n`, `\"`), so every change is one line.
    ///
    ///     changed 'home.title'
    ///       en: source changed: "Home" → "Start"
    ///       es: state changed: translated → needs_review
    ///     added 'settings.title': "Settings" (es, fr)
    ///
    ///     1 key added, 1 changed; 1 source changed; 1 state changed
    public func text() -> String {
        guard !isEmpty else { return summary + "\n" }
        var out = ""
        for group in groups {
            let first = group[0]
            var rest = group.dropFirst()[...]
            switch first.kind {
            case .keyAdded, .keyRemoved:
                let verb = first.kind == .keyAdded ? "added" : "removed"
                out += "\(verb) \(Self.name(first.key)): \(Self.quoted(first.new ?? first.old)) "
                    + (first.languages.isEmpty ? "(no translations)" : "(\(first.languages.joined(separator: ", ")))")
                    + "\n"
            case .keyRenamed:
                out += "renamed \(Self.name(first.oldKey ?? "")) → \(Self.name(first.key)): \(Self.quoted(first.new))\n"
            default:
                out += first.key.isEmpty ? "catalog\n" : "changed \(Self.name(first.key))\n"
                rest = group[...]
            }
            for change in rest { out += "  " + Self.describe(change) + "\n" }
        }
        return out + "\n" + summary + "\n"
    }

    /// The changes in runs of one key (the catalog's own fields first, under the empty key).
    var groups: [[CatalogChange]] {
        var groups: [[CatalogChange]] = []
        for change in changes {
            if let last = groups.last?.last, last.key.hasSameScalars(as: change.key), !change.isKeyChange {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        return groups
    }

    /// One change inside a key: `es plural.one: translation changed: "a" → "b" (translated → needs_review)`.
    static func describe(_ change: CatalogChange) -> String {
        var place = change.language ?? ""
        if !change.variant.isRoot { place += (place.isEmpty ? "" : " ") + change.variant.description }
        let prefix = place.isEmpty ? "" : place + ": "
        switch change.kind {
        case .sourceChanged:
            return prefix + valueChange("source", change)
        case .translationAdded, .translationChanged, .translationRemoved:
            var line = prefix + valueChange("translation", change)
            if change.kind == .translationChanged, change.oldState != change.newState {
                line += " (\(change.oldState ?? "no state") → \(change.newState ?? "no state"))"
            } else if change.kind != .translationChanged, let state = change.newState ?? change.oldState {
                line += " (\(state))"
            }
            return line
        case .stateChanged:
            return prefix + "state changed: \(change.oldState ?? "no state") → \(change.newState ?? "no state")"
        case .commentChanged:
            return prefix + valueChange("comment", change)
        case .attributeChanged:
            let name = change.attribute ?? "other fields"
            if change.old == nil && change.new == nil { return prefix + "\(name) changed" }
            return prefix + "\(name) changed: \(change.old ?? "none") → \(change.new ?? "none")"
        case .keyAdded, .keyRemoved, .keyRenamed:
            return prefix + change.kind.rawValue
        }
    }

    /// `source changed: "a" → "b"`, `translation added: "b"`, `comment removed: "a"`.
    static func valueChange(_ noun: String, _ change: CatalogChange) -> String {
        switch (change.old, change.new) {
        case (let old?, let new?): "\(noun) changed: \(quoted(old)) → \(quoted(new))"
        case (nil, let new?): "\(noun) added: \(quoted(new))"
        case (let old?, nil): "\(noun) removed: \(quoted(old))"
        case (nil, nil): "\(noun) changed"
        }
    }

    /// A key in single quotes, its line breaks escaped (``CatalogError/singleLine(_:)``) so that it stays on one
    /// line.
    static func name(_ key: String) -> String { "'" + CatalogError.singleLine(key) + "'" }

    /// Text in double quotes with JSON's escapes.
    static func quoted(_ text: String?) -> String { JSONText.quoted(text ?? "") }
}
