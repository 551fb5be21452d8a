import Foundation
import L10nDiagnostics
import L10nFiles

/// The names and descriptions of the in-app purchases a StoreKit configuration file lists (`*.storekit`: each
/// product's `displayName` and `description`, in each of its localizations). A catalog entry whose text is one of
/// them is the team's translation of what the App Store shows, kept by hand with no code reading it: Impressia's
/// `purchase.donut.title` = "Donut", its products' names. Such a key is not `unused-key`.
///
///     let kept = StoreKitProductTexts.filtered(diagnostics, sourceTexts: texts, roots: ["/app"], exclude: [])
enum StoreKitProductTexts {
    /// `diagnostics` without the `unused-key` findings of keys whose source text a StoreKit file under `roots` names.
    static func filtered(
        _ diagnostics: [Diagnostic], sourceTexts: (String) -> String?, roots: [String], exclude: [String], rootNames: [String]?
    ) -> [Diagnostic] {
        let unusedKey = "unused-key"
        guard diagnostics.contains(where: { $0.ruleID == unusedKey && $0.key != nil }) else { return diagnostics }
        var texts: Set<String> = []
        FileFinder(fileExtension: "storekit").walk(roots, exclude: exclude, rootNames: rootNames) { path in
            guard let data = FileManager.default.contents(atPath: path),
                let json = try? JSONSerialization.jsonObject(with: data)
            else { return }
            collect(json, into: &texts)
        }
        guard !texts.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard diagnostic.ruleID == unusedKey, let key = diagnostic.key else { return true }
            return !texts.contains(sourceTexts(key) ?? key)
        }
    }

    /// Every `displayName` and `description` in a StoreKit file's JSON.
    static func collect(_ value: Any, into texts: inout Set<String>) {
        if let dictionary = value as? [String: Any] {
            for (name, item) in dictionary {
                if name == "displayName" || name == "description", let text = item as? String, !text.isEmpty {
                    texts.insert(text)
                } else {
                    collect(item, into: &texts)
                }
            }
        } else if let array = value as? [Any] {
            for item in array { collect(item, into: &texts) }
        }
    }
}
