import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing
import L10nTables

/// The catalog keys an app's Objective-C sources name: every `@"…"` literal that spells a key, as
/// `NSLocalizedString(@"> %d years ago", nil)` or a macro of the app's own (`OCLocalizedViaLocalizationBundle(@"…")`)
/// does. A mixed app's Swift sources alone would leave those keys looking unused (owncloud's `Localizable` table,
/// read from `OCQueryCondition+SearchSegmenter.m`).
///
///     ObjectiveCKeyUses.literals(in: Array(#"label.text = NSLocalizedString(@"Cancel", @"");"#.utf8))
///     // ["Cancel", ""]
///
/// The app's JSON data files are read too (``DataFileKeys``): a key its data holds is read by code that looks the
/// data's values up. So are the Kotlin and Java sources of an Android app in the same repository, for the string
/// resources they read (`stringResource(R.string.back_icon)`): tables both apps are generated from (padawan-wallet's
/// YAML, turned into `strings.xml` and `Localizable.strings` by one script) hold keys only the Android app reads,
/// which the iOS table cannot drop alone.
///
/// A literal is a use of its key whatever call it is given to: for `unused-key`, a key some code names is not
/// unused (the same as a Swift literal that spells a key, ``KeyReference/Kind/literal``). Keys built from pieces
/// (`@"keyword_" keyword`) are not followed.
enum ObjectiveCKeyUses {
    /// The Objective-C files under the sources' roots, less what `exclude` leaves out.
    static let extensions = ["m", "mm", "h"]

    /// One reference per literal of the Objective-C files under `roots` that is one of `keys`.
    static func references(roots: [String], exclude: [String], rootNames: [String]?, keys: Set<String>) -> [KeyReference] {
        guard !keys.isEmpty else { return [] }
        var found: [KeyReference] = []
        let walked = extensions + documentExtensions + DataFileKeys.extensions + androidExtensions
        FileFinder(fileExtensions: walked).walk(roots, exclude: exclude, rootNames: rootNames) { path in
            let named: [(text: String, line: Int)]
            if DataFileKeys.isDataFile(path) {
                named = DataFileKeys.keys(at: path, among: keys)
            } else if path.hasSuffix(".kt") || path.hasSuffix(".java") {
                guard let bytes = try? FileReader.read(path) else { return }
                named = androidResourcesWithLines(in: bytes).filter { keys.contains($0.text) }
            } else {
                guard let bytes = try? FileReader.read(path) else { return }
                let pairs = path.hasSuffix(".storyboard") || path.hasSuffix(".xib") ? runtimeKeysWithLines(in: bytes) : literalsWithLines(in: bytes)
                named = pairs.filter { keys.contains($0.text) }
            }
            for (text, line) in named {
                found.append(KeyReference(key: text, location: SourceLocation(file: path, line: line, column: 1), kind: .literal))
            }
        }
        return found
    }

    /// One reference per plain literal of the Swift files under `roots` (test targets outside the lint's sources)
    /// that spells one of `keys`.
    static func swiftLiteralReferences(roots: [String], keys: Set<String>) -> [KeyReference] {
        guard !keys.isEmpty else { return [] }
        var found: [KeyReference] = []
        FileFinder(fileExtension: "swift").walk(roots) { path in
            guard let bytes = try? FileReader.read(path) else { return }
            for (text, line) in literalsWithLines(in: bytes, swift: true) where keys.contains(text) {
                found.append(KeyReference(key: text, location: SourceLocation(file: path, line: line, column: 1), kind: .literal))
            }
        }
        return found
    }

    /// An Android app's sources, for the string resources they read.
    static let androidExtensions = ["kt", "java"]

    /// The names of the string resources Kotlin or Java code reads (`R.string.back_icon`), with their lines.
    ///
    ///     ObjectiveCKeyUses.androidResourcesWithLines(in: Array("Text(stringResource(R.string.no_network))".utf8))
    ///     // [("no_network", 1)]
    static func androidResourcesWithLines(in bytes: [UInt8]) -> [(text: String, line: Int)] {
        let marker = Array("R.string.".utf8)
        var result: [(String, Int)] = []
        var line = 1
        var counted = 0
        var index = 0
        while let found = bytes[index...].firstRange(of: marker) {
            line += bytes[counted..<found.lowerBound].count(where: { $0 == UInt8(ascii: "\n") })
            counted = found.lowerBound
            var end = found.upperBound
            while end < bytes.count, NamesOutsideSwift.isWordByte(bytes[end]) { end += 1 }
            // `R.string` preceded by a word's byte is another name (`AR.string`).
            let standsAlone = found.lowerBound == 0 || !NamesOutsideSwift.isWordByte(bytes[found.lowerBound - 1])
            if standsAlone, end > found.upperBound {
                result.append((String(decoding: bytes[found.upperBound..<end], as: UTF8.self), line))
            }
            index = max(end, found.upperBound)
        }
        return result
    }

    /// Interface Builder documents, for the keys their objects' runtime attributes name.
    static let documentExtensions = ["storyboard", "xib"]

    /// The values of the string runtime attributes named for a key or for localizing in an Interface Builder document
    /// (`<userDefinedRuntimeAttribute type="string" keyPath="transKey" value="main_body_contact"/>`: Stopp Corona's
    /// `TransLabel` looks the key up at run time; `keyPath="localizableString" value="minimize"`:
    /// iOSLocalizationEditor's menu items, ``InterfaceBuilderReader/isLocalizingAttributeName(_:)``), or whose value is shaped as a key (dotted, or joined by `_`), with
    /// their lines. Only those that are keys count as uses.
    static func runtimeKeysWithLines(in bytes: [UInt8]) -> [(text: String, line: Int)] {
        let marker = Array("userDefinedRuntimeAttribute type=\"string\" keyPath=\"".utf8)
        let valueMarker = Array(" value=\"".utf8)
        var result: [(String, Int)] = []
        var line = 1
        var index = 0
        var lineCounted = 0
        while let found = bytes[index...].firstRange(of: marker) {
            line += bytes[lineCounted..<found.lowerBound].count(where: { $0 == UInt8(ascii: "\n") })
            lineCounted = found.lowerBound
            index = found.upperBound
            guard let pathEnd = bytes[index...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let path = String(decoding: bytes[index..<pathEnd], as: UTF8.self)
            index = pathEnd + 1
            guard bytes[index...].starts(with: valueMarker) else { continue }
            let valueStart = index + valueMarker.count
            guard let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let value = bytes[valueStart..<valueEnd]
            // Named for a key, or holding a value shaped as one (dotted or joined by `_`, no space: Stop COVID-19
            // Croatia's `placeholderText = "ConfirmResultController.TestIdentifier"`, which its setter localizes).
            let keyShaped = !value.contains(UInt8(ascii: " "))
                && (value.contains(UInt8(ascii: ".")) || value.contains(UInt8(ascii: "_")))
            guard InterfaceBuilderReader.isKeyAttributeName(path) || InterfaceBuilderReader.isLocalizingAttributeName(path) || keyShaped
            else {
                index = valueEnd + 1
                continue
            }
            result.append((String(decoding: value, as: UTF8.self), line))
            index = valueEnd + 1
        }
        return result
    }

    /// The texts of the `@"…"` literals in `bytes`, in order (escapes `\"`, `\\`, `\n`, `\t` read as C reads them).
    static func literals(in bytes: [UInt8]) -> [String] { literalsWithLines(in: bytes).map(\.text) }

    /// The literals with the line each starts on. Comments (`//`, `/* */`) and plain C strings are skipped.
    /// With `swift`, every `"…"` literal (a Swift file has no `@`, and no character literal in `'…'`).
    static func literalsWithLines(in bytes: [UInt8], swift: Bool = false) -> [(text: String, line: Int)] {
        var result: [(String, Int)] = []
        var index = 0
        var line = 1
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                index += 2
            case UInt8(ascii: "\""), UInt8(ascii: "'") where !swift:  // (the `where` holds for the second pattern only)
                let isObject = byte == UInt8(ascii: "\"") && (swift || index > 0 && bytes[index - 1] == UInt8(ascii: "@"))
                let start = line
                var text: [UInt8] = []
                index += 1
                while index < count && bytes[index] != byte && bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\") && index + 1 < count {
                        switch bytes[index + 1] {
                        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                        default: text.append(bytes[index + 1])
                        }
                        index += 2
                        continue
                    }
                    text.append(bytes[index])
                    index += 1
                }
                index += 1
                if isObject { result.append((String(decoding: text, as: UTF8.self), start)) }
            default:
                index += 1
            }
        }
        return result
    }
}
