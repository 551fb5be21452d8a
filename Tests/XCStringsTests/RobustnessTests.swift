import Foundation
import Testing
import XCStrings

/// Damaged input never crashes: every prefix and many corrupted copies of a real-shaped catalog either parse or
/// fail with a positioned ``CatalogError`` inside the file.
@Suite struct RobustnessTests {
    static let bytes = Array(Fixtures.rich.utf8)

    /// Line and column of the end of `bytes`, where a truncated file's error points.
    static func endPosition(_ bytes: ArraySlice<UInt8>) -> SourcePosition {
        var line = 1
        var column = 1
        for byte in bytes {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }

    @Test func everyTruncationFailsAtAPlaceInsideTheFile() {
        var failures: [String] = []
        prefixes: for length in 0..<Self.bytes.count {
            let prefix = Array(Self.bytes[..<length])
            do {
                _ = try StringCatalog(bytes: prefix, path: "t.xcstrings")
                failures.append("prefix of \(length) bytes parsed")
            } catch {
                let end = Self.endPosition(Self.bytes[..<length])
                // The error is at the end of the prefix, or earlier when what is there is already wrong
                // (e.g. a missing 'version' is reported at the top-level brace).
                if error.position > end || error.line < 1 {
                    failures.append("prefix of \(length) bytes: \(error) is past the end \(end)")
                }
            }
            if failures.count > 5 { break prefixes }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func corruptedBytesNeverCrash() {
        var generator = SplitMix(seed: 42)
        let replacements: [UInt8] = Array("{}[]\":,\\ \n\tu0a'".utf8) + [0x00, 0x80, 0xC3, 0xFF, 0xED]
        var parsed = 0
        var rejected = 0
        rounds: for _ in 0..<3_000 {
            var copy = Self.bytes
            for _ in 0..<(1 + generator.next(upTo: 3)) {
                copy[generator.next(upTo: copy.count)] = replacements[generator.next(upTo: replacements.count)]
            }
            do {
                let catalog = try StringCatalog(bytes: copy, path: "c.xcstrings")
                // Whatever parses writes back as valid JSON that parses again to the same catalog content.
                let again = try StringCatalog(bytes: catalog.canonicalBytes(), path: "again.xcstrings")
                #expect(again.canonicalBytes() == catalog.canonicalBytes())
                parsed += 1
            } catch {
                #expect(error.line >= 1 && error.column >= 1, "\(error)")
                rejected += 1
            }
        }
        #expect(parsed + rejected == 3_000)
        #expect(rejected > 1_000)
    }

    @Test func writesAtomicallyToAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("robust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        let catalog = try StringCatalog(bytes: Self.bytes, path: "rich.xcstrings")
        try catalog.write(toFile: path)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == Self.bytes)
        #expect(try StringCatalog(contentsOfFile: path) == StringCatalog(bytes: Self.bytes, path: path))
    }
}
