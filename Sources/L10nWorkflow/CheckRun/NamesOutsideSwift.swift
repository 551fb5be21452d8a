import L10nFiles
import L10nSourceParsing

/// Which type names an app's files of other kinds name: a storyboard's or XIB's `customClass="OnboardingController"`,
/// an Objective-C file's `[[SettingsController alloc] init]`, an `Info.plist`'s
/// `$(PRODUCT_MODULE_NAME).SceneDelegate`. A Swift type no Swift file names may still be made from one of them, so
/// the project index asks before it takes the type as unreached (``L10nSourceRules/LintOptions/namedElsewhere``).
///
///     NamesOutsideSwift.named(["OnboardingController", "OldController"], in: Array(#"customClass="OnboardingController""#.utf8))
///     // ["OnboardingController"]
///
/// A name counts wherever it stands as a whole word (in a comment too): a word that only looks like a use keeps the
/// type's findings, the safe side.
enum NamesOutsideSwift {
    /// The kinds of files that make or name Swift types.
    static let extensions = ["m", "mm", "h", "storyboard", "xib", "plist", "intentdefinition"]

    /// Which of `names` the files under `roots` (less what `exclude` leaves out) of `extensions` name. Reads each
    /// file only until every name was seen. `skipping`: files whose names make nothing, XIBs nothing loads
    /// (``UnloadedNibs``): a cell's `customClass` in a XIB that only R.swift's generated file names creates no cell.
    static func named(
        _ names: Set<String>, roots: [String], exclude: [String], rootNames: [String]?, extensions: [String] = extensions,
        skipping: Set<String> = []
    ) -> Set<String> {
        var wanted = Dictionary(names.map { (NameUses.hash($0), $0) }, uniquingKeysWith: { first, _ in first })
        let lengths = Set(names.map(\.utf8.count))
        var found: Set<String> = []
        FileFinder(fileExtensions: extensions).walk(roots, exclude: exclude, rootNames: rootNames) { path in
            guard !wanted.isEmpty, !skipping.contains(path), let bytes = try? FileReader.read(path) else { return }
            for name in named(wanted, lengths: lengths, in: bytes) {
                found.insert(name)
                wanted[NameUses.hash(name)] = nil
            }
        }
        return found
    }

    /// Which of `names` the bytes name as whole words.
    static func named(_ names: Set<String>, in bytes: [UInt8]) -> Set<String> {
        named(
            Dictionary(names.map { (NameUses.hash($0), $0) }, uniquingKeysWith: { first, _ in first }),
            lengths: Set(names.map(\.utf8.count)), in: bytes)
    }

    /// `wanted`: the names by their hash; `lengths`: their lengths in bytes, to hash only words that may be one.
    private static func named(_ wanted: [UInt64: String], lengths: Set<Int>, in bytes: [UInt8]) -> Set<String> {
        var found: Set<String> = []
        var start: Int?
        for index in 0...bytes.count {
            let isWord = index < bytes.count && isWordByte(bytes[index])
            if isWord {
                if start == nil { start = index }
                continue
            }
            guard let first = start else { continue }
            start = nil
            guard lengths.contains(index - first), let name = wanted[NameUses.hash(bytes[first..<index])],
                bytes[first..<index].elementsEqual(name.utf8)
            else { continue }
            found.insert(name)
        }
        return found
    }

    /// A byte of a word: an ASCII letter, digit or `_`, or any byte of a character outside ASCII.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
