import XCStrings

/// Reads a binary property list (`bplist00`), as `plutil -convert binary1` and some build pipelines write
/// `.strings` files. Only what tables hold is needed, but every object type is read (strings, numbers, booleans,
/// dates and data as text, arrays, dictionaries); anything out of bounds, cyclic or nested too deep is an error,
/// never a crash. A binary plist has no lines: every value stands at line 1, column 1.
///
///     let root = try BinaryPlistReader.read(bytes, path: "de.lproj/Localizable.strings")
///     root["Done"]?.string   // "Fertig"
enum BinaryPlistReader {
    static let place = SourcePosition(line: 1, column: 1)

    static func read(_ bytes: [UInt8], path: String) throws(CatalogError) -> PlistNode {
        var reader = Reader(bytes: bytes, path: path)
        return try reader.readRoot()
    }

    struct Reader {
        let bytes: [UInt8]
        let path: String
        var offsetSize = 0
        var referenceSize = 0
        var objectCount = 0
        var offsetTable = 0
        var visiting: Set<Int> = []
        /// Objects made so far: shared objects are read once per use, so a file of a few bytes must not make millions.
        var made = 0

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
        }

        func error(_ message: String) -> CatalogError {
            CatalogError(file: path, position: BinaryPlistReader.place, message: "binary plist: " + message)
        }

        func integer(at offset: Int, size: Int) throws(CatalogError) -> Int {
            guard size > 0, size <= 8, offset >= 0, offset + size <= bytes.count else { throw error("truncated integer at byte \(offset)") }
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            return Int(truncatingIfNeeded: value)
        }

        mutating func readRoot() throws(CatalogError) -> PlistNode {
            guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else { throw error("too short or not 'bplist0x'") }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            objectCount = try integer(at: trailer + 8, size: 8)
            let top = try integer(at: trailer + 16, size: 8)
            offsetTable = try integer(at: trailer + 24, size: 8)
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), objectCount > 0, objectCount < bytes.count,
                top >= 0, top < objectCount, offsetTable >= 8, offsetTable < trailer,
                objectCount <= (trailer - offsetTable) / offsetSize
            else { throw error("its trailer is not valid") }
            return try object(top, depth: 0)
        }

        mutating func object(_ reference: Int, depth: Int) throws(CatalogError) -> PlistNode {
            guard reference >= 0, reference < objectCount else { throw error("object reference \(reference) is out of range") }
            guard depth < 256 else { throw error("objects nested more than 256 deep") }
            guard !visiting.contains(reference) else { throw error("object \(reference) contains itself") }
            made += 1
            guard made <= 4_000_000 else { throw error("more than 4,000,000 values (objects shared too often)") }
            visiting.insert(reference)
            defer { visiting.remove(reference) }
            let offset = try integer(at: offsetTable + reference * offsetSize, size: offsetSize)
            guard offset >= 8, offset < offsetTable else { throw error("object \(reference) is out of range") }
            let marker = bytes[offset]
            let kind = marker >> 4
            let low = Int(marker & 0x0F)
            switch kind {
            case 0x0:
                switch marker {
                case 0x08: return PlistNode(.boolean(false), at: BinaryPlistReader.place)
                case 0x09: return PlistNode(.boolean(true), at: BinaryPlistReader.place)
                default: return PlistNode(.other(""), at: BinaryPlistReader.place)
                }
            case 0x1:
                guard low <= 3 else { throw error("integer of \(1 << low) bytes") }
                return PlistNode(.integer(try integer(at: offset + 1, size: 1 << low)), at: BinaryPlistReader.place)
            case 0x2, 0x3:
                let size = kind == 0x3 ? 8 : 1 << min(low, 3)
                let raw = try integer(at: offset + 1, size: size)
                let value = size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw))) : Double(bitPattern: UInt64(UInt(bitPattern: raw)))
                return PlistNode(kind == 0x2 ? .real(value) : .other(String(value)), at: BinaryPlistReader.place)
            case 0x4, 0x5, 0x6, 0x8:
                let (count, start) = try length(low, at: offset)
                let width = kind == 0x6 ? 2 : kind == 0x8 ? 0 : 1
                let size = kind == 0x8 ? low + 1 : count * width
                guard size >= 0, start + size <= bytes.count, start + size >= start else { throw error("object \(reference) runs past the end") }
                let slice = bytes[start..<(start + size)]
                switch kind {
                case 0x5: return PlistNode(.string(String(decoding: slice, as: UTF8.self)), at: BinaryPlistReader.place)
                case 0x6:
                    var units: [UInt16] = []
                    units.reserveCapacity(count)
                    var at = start
                    while at + 1 < start + size { units.append(UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])); at += 2 }
                    return PlistNode(.string(String(decoding: units, as: UTF16.self)), at: BinaryPlistReader.place)
                default:
                    return PlistNode(.other(slice.map { String($0, radix: 16) }.joined()), at: BinaryPlistReader.place)
                }
            case 0xA, 0xC, 0xD:
                let (count, start) = try length(low, at: offset)
                let references = kind == 0xD ? count * 2 : count
                guard count >= 0, references <= bytes.count, start + references * referenceSize <= bytes.count else {
                    throw error("object \(reference) runs past the end")
                }
                var items: [Int] = []
                items.reserveCapacity(references)
                for index in 0..<references {
                    items.append(try integer(at: start + index * referenceSize, size: referenceSize))
                }
                if kind != 0xD {
                    var values: [PlistNode] = []
                    for item in items { values.append(try object(item, depth: depth + 1)) }
                    return PlistNode(.array(values), at: BinaryPlistReader.place)
                }
                var members: [PlistMember] = []
                for index in 0..<count {
                    let key = try object(items[index], depth: depth + 1)
                    guard let name = key.string else { throw error("a dictionary key is not a string") }
                    members.append(PlistMember(
                        key: name, keyPosition: BinaryPlistReader.place, value: try object(items[count + index], depth: depth + 1)))
                }
                return PlistNode(.dictionary(members), at: BinaryPlistReader.place)
            default:
                throw error("unknown object type 0x\(String(marker, radix: 16))")
            }
        }

        /// The element count of an object whose marker's low nibble is `low` (0xF: an integer object follows),
        /// and where its contents start.
        func length(_ low: Int, at offset: Int) throws(CatalogError) -> (count: Int, start: Int) {
            guard low == 0x0F else { return (low, offset + 1) }
            guard offset + 1 < bytes.count, bytes[offset + 1] >> 4 == 0x1 else { throw error("bad length at byte \(offset)") }
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            let count = try integer(at: offset + 2, size: size)
            guard count >= 0, count <= bytes.count else { throw error("bad length at byte \(offset)") }
            return (count, offset + 2 + size)
        }
    }
}
