/// Keys of an app's `Info.plist` that its `InfoPlist.strings` translates: Apple names them, the system reads them.
/// A translation platform sometimes writes them into another table (`CFBundleDisplayName` in `Localizable.strings`,
/// passepartout's `AppPlist.strings` of `NSCameraUsageDescription`): no code looks them up, and no key convention
/// governs them.
///
///     InfoPlistKey.matches("CFBundleDisplayName")          // true
///     InfoPlistKey.matches("NSCameraUsageDescription")     // true
///     InfoPlistKey.matches("settings.title")               // false
package enum InfoPlistKey {
    package static func matches(_ key: String) -> Bool {
        guard key.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) else { return false }
        return key.hasPrefix("CFBundle") || (key.hasPrefix("NS") && key.hasSuffix("UsageDescription"))
            || key == "NSHumanReadableCopyright"
    }
}
