import Foundation
import XCStrings

extension CatalogDiff {
    /// Rows a Markdown diff shows at most (a pull-request comment holds 65,536 characters); the rest are counted.
    static let markdownRows = 200

    /// A heading, the summary and a table of the changes (key, change, language and variant, before, after), for
    /// a pull-request comment. Keys and text are in code spans (``MarkdownText``), long text cut.
    ///
    ///     #### Translation changes in `App/Localizable.xcstrings`
    ///
    ///     1 key changed; 1 source changed
    ///
    ///     | key | change | language | before | after |
    ///     |---|---|---|---|---|
    ///     | `home.title` | source changed | en | `Home` | `Start` |
    public func markdown(old: String, new: String) -> String {
        var out = "#### Translation changes in \(MarkdownText.code(new))\n\n"
        if !old.hasSameScalars(as: new) { out = "#### Translation changes: \(MarkdownText.code(old)) → \(MarkdownText.code(new))\n\n" }
        out += summary + "\n"
        guard !isEmpty else { return out }
        out += "\n| key | change | language | before | after |\n|---|---|---|---|---|\n"
        for change in changes.prefix(Self.markdownRows) {
            var place = change.language ?? ""
            if !change.variant.isRoot { place += (place.isEmpty ? "" : " ") + change.variant.description }
            if change.isKeyChange, !change.languages.isEmpty { place = change.languages.joined(separator: ", ") }
            let key = change.key.isEmpty ? "(catalog)" : MarkdownText.code(change.key)
            var what = change.kind.rawValue.replacingOccurrences(of: "-", with: " ")
            switch change.kind {
            case .keyAdded: what = "key added"
            case .keyRemoved: what = "key removed"
            case .keyRenamed: what = "renamed from \(MarkdownText.code(change.oldKey ?? ""))"
            case .attributeChanged: what = "\(change.attribute ?? "other fields") changed"
            default: break
            }
            var before = change.old.map { MarkdownText.code($0) } ?? ""
            var after = change.new.map { MarkdownText.code($0) } ?? ""
            if change.kind == .stateChanged {
                before = change.oldState ?? ""
                after = change.newState ?? ""
            } else if change.kind == .translationChanged, change.oldState != change.newState {
                before += " (\(change.oldState ?? "no state"))"
                after += " (\(change.newState ?? "no state"))"
            }
            out += "| \(key) | \(what) | \(place) | \(before) | \(after) |\n"
        }
        if changes.count > Self.markdownRows {
            out += "\n… and \(changes.count - Self.markdownRows) more changes (`l10n diff` lists them all).\n"
        }
        return out
    }
}
