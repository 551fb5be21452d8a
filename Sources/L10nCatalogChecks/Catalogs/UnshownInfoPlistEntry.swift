import XCStrings

/// An `InfoPlist.strings` entry nobody reads, so that no rule asks for its translation: `CFBundleGetInfoString`,
/// which the Finder stopped showing with Mac OS X 10.5 (Apple's documentation calls it deprecated), and a text still
/// holding Xcode's template placeholder `__MyCompanyName__` (Cog's plugin bundles: `© __MyCompanyName__, 2007`,
/// whose Spanish says `© __LoSnoCo__, 2017`), written by the template and never filled in because nothing shows it;
/// and `MDItemKeywords`, the words Spotlight indexes the app under, which no screen shows (vienna-rss's 'RSS, Atom,
/// OPML, Podcasts', kept in English by its Swedish).
///
///     "CFBundleGetInfoString" = "HLS Plugin version 1.0, Copyright 2026";   // never shown
///     "NSHumanReadableCopyright" = "© __MyCompanyName__, 2007";            // a template's leftover
///     "MDItemKeywords" = "RSS, Atom, OPML, news";                       // indexed, not shown
///     "NSHumanReadableCopyright" = "© 2025 Cog Team";                      // shown in the About panel: checked
enum UnshownInfoPlistEntry {
    static let deprecatedKeys: Set<String> = ["CFBundleGetInfoString"]
    /// Entries read by the system and shown nowhere.
    static let searchKeys: Set<String> = ["MDItemKeywords"]
    static let templatePlaceholder = "__MyCompanyName__"

    /// Whether the entry of an `InfoPlist` table is one nobody reads.
    static func matches(_ entry: CatalogEntry, sourceLanguage: String) -> Bool {
        if deprecatedKeys.contains(entry.key) || searchKeys.contains(entry.key) { return true }
        return entry.sourceText(entry.key, in: sourceLanguage).contains(templatePlaceholder)
    }
}
