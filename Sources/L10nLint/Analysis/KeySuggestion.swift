/// Suggests a `feature.screen.element.text` key for a hardcoded string, for the fix-it in messages.
///
/// The prefix comes from the enclosing type (else the file name) split into lower-case words, minus a trailing
/// `ViewController`, `Controller`, `View`, `Screen` or `Cell`; then the element from the API (`button`,
/// `title`, `alert`, …; none for `Text`); then up to four words of the text in lowerCamelCase.
///
///     suggest(type: "RestaurantDetailView", file: "…", element: "button", text: "Favorite")
///     // "restaurant.detail.button.favorite"
///     suggest(type: nil, file: "Sources/Settings/SettingsViewController.swift", element: "title", text: "Settings")
///     // "settings.title.settings"
enum KeySuggestion {
    static func suggest(type: String?, file: String, element: String?, text: String) -> String {
        var name = type ?? fileStem(file)
        for suffix in ["ViewController", "Controller", "View", "Screen", "Cell"]
        where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        var parts = words(inIdentifier: name)
        if parts.isEmpty { parts = ["app"] }
        if let element { parts.append(element) }
        let textWords = words(inText: TextClassifier.removingFormatSpecifiers(text)).prefix(4)
        if textWords.isEmpty {
            parts.append("text")
        } else {
            parts.append(
                textWords.enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
                    .joined())
        }
        return parts.joined(separator: ".")
    }

    private static func fileStem(_ path: String) -> String {
        var stem = Substring(path.split(separator: "/").last ?? Substring(path))
        if let dot = stem.firstIndex(of: ".") { stem = stem[..<dot] }
        if let plus = stem.firstIndex(of: "+") { stem = stem[..<plus] }
        return String(stem)
    }

    /// "RestaurantDetail" → ["restaurant", "detail"]; "URLSettings" → ["url", "settings"].
    static func words(inIdentifier name: String) -> [String] {
        var result: [String] = []
        var current = ""
        let characters = Array(name)
        for (offset, character) in characters.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { result.append(current.lowercased()) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previousIsLower = characters[offset - 1].isLowercase || characters[offset - 1].isNumber
                let nextIsLower = offset + 1 < characters.count && characters[offset + 1].isLowercase
                if previousIsLower || nextIsLower {
                    result.append(current.lowercased())
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { result.append(current.lowercased()) }
        return result
    }

    /// ASCII words of a text, lower-cased: "Add to Favorites!" → ["add", "to", "favorites"].
    static func words(inText text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "’" {
                continue  // "Don't" → "dont"
            } else if !current.isEmpty {
                result.append(current.lowercased())
                current = ""
            }
        }
        if !current.isEmpty { result.append(current.lowercased()) }
        return result.filter { !$0.allSatisfy(\.isNumber) }
    }
}
