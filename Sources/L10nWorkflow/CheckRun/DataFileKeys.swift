import Foundation
import L10nFiles

/// The catalog keys an app's own data files name: the string values of its JSON (`.json`, `.geojson`) that spell a
/// key. air-raid-map reads each region's name from `regions.geojson` (`"NAME_ENG_1": "Vinnytsia oblast"`) and shows
/// it with `Text(LocalizedStringKey(region.nameKey))`: its 25 region keys are used, though no code spells them.
///
///     DataFileKeys.valuesWithLines(in: Array(#"{"name": "Volyn oblast",\n "id": 7}"#.utf8))
///     // [("Volyn oblast", 1)]
///
/// Only a file that names three keys or more: one that happens to hold a key's words (McBopomofo's service name
/// `Dictionary app`, which its code shows as it is) is no table of keys. Values only: a member's name (`"name"`
/// before its `:`) is the data's own word, not text it holds. A file larger than ``largestFile`` is not read (a
/// data set, not the app's configuration).
enum DataFileKeys {
    static let extensions = ["json", "geojson"]

    /// The fewest catalog keys a data file names for its values to count as uses.
    static let fewestKeys = 3

    /// Four megabytes: air-raid-map's regions are 136 kB.
    static let largestFile = 4 << 20

    /// Whether `path` is a data file (``extensions``).
    static func isDataFile(_ path: String) -> Bool { path.hasSuffix(".json") || path.hasSuffix(".geojson") }

    /// The values of the data file at `path` that are `keys`, with their lines: none from an asset catalog's
    /// `Contents.json` (it describes images, in words of its own: `universal`, `1x`), nor when the file is larger
    /// than ``largestFile``, cannot be read, or names fewer than ``fewestKeys`` keys.
    static func keys(at path: String, among keys: Set<String>) -> [(text: String, line: Int)] {
        guard !path.hasSuffix("/Contents.json"), let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= largestFile,
            let bytes = try? FileReader.read(path)
        else { return [] }
        let named = valuesWithLines(in: bytes).filter { keys.contains($0.text) }
        return Set(named.map(\.text)).count < fewestKeys ? [] : named
    }

    /// The string values of the JSON in `bytes`, each with the line it starts on; escapes other than `\"`, `\\`,
    /// `\/`, `\n` and `\t` leave the value out (a key is plain text).
    static func valuesWithLines(in bytes: [UInt8]) -> [(text: String, line: Int)] {
        var result: [(String, Int)] = []
        var index = 0
        var line = 1
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard byte == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            var text: [UInt8] = []
            var plain = true
            index += 1
            while index < count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < count {
                    switch bytes[index + 1] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(bytes[index + 1])
                    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                    default: plain = false
                    }
                    index += 2
                    continue
                }
                text.append(bytes[index])
                index += 1
            }
            index += 1
            // A member's name: the next byte past spaces is its `:`.
            var next = index
            while next < count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") || bytes[next] == UInt8(ascii: "\r") {
                next += 1
            }
            if next < count, bytes[next] == UInt8(ascii: ":") { continue }
            if plain, !text.isEmpty { result.append((String(decoding: text, as: UTF8.self), line)) }
        }
        return result
    }
}
