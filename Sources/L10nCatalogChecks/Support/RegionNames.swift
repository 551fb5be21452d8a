import Foundation

/// Countries' and regions' names as Foundation's `Locale` writes them in each language: a translation that is the
/// English name unchanged is no copy where the language writes the name the same way (German 'Isle of Man',
/// 'Belize', 'Kenia' against English 'Kenya' is a translation).
///
///     RegionNames.isSameName("Isle of Man", in: "de")   // true: German writes it so
///     RegionNames.isSameName("Germany", in: "de")       // false: 'Deutschland'
///     RegionNames.isSameName("Save", in: "de")          // false: no region's name
enum RegionNames {
    /// The region codes by their English names (`"Isle of Man"`: `"IM"`), made the first time asked.
    static let codesByEnglishName: [String: String] = {
        let english = Locale(identifier: "en")
        var codes: [String: String] = [:]
        for region in Locale.Region.isoRegions {
            guard let name = english.localizedString(forRegionCode: region.identifier) else { continue }
            codes[name] = region.identifier
        }
        return codes
    }()

    /// Whether `name` is a region's English name that `language` writes the same way.
    static func isSameName(_ name: String, in language: String) -> Bool {
        // Few texts are a region's name: no `Locale` is made for the others.
        guard name.utf8.count <= 48, let first = name.unicodeScalars.first, first.properties.isUppercase,
            let code = codesByEnglishName[name]
        else { return false }
        return Locale(identifier: language).localizedString(forRegionCode: code) == name
    }
}
