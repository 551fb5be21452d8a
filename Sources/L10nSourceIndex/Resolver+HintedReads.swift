// A `receiver.name` read (``FileFacts/Owner/hinted(_:receiver:)``): the owners it stands for, the project's types
// named like the receiver.
extension Resolver {
    /// The owners a `receiver.name` read stands for (``FileFacts/Owner/hinted(_:receiver:)``): the properties of the
    /// types named like the receiver, else any property of the name.
    func hintedOwners(_ name: String, receiver: String) -> [FileFacts.Owner] {
        hintedOwners(name, receiver: receiver, types: (textPropertyTypes[name] ?? []).map(TypeName.init))
    }

    /// ``hintedOwners(_:receiver:)`` among `types`, the project's types declaring a text property `name` (in the
    /// files' order), each with its name's bytes lower-cased once for all the reads of that name.
    func hintedOwners(_ name: String, receiver: String, types: [TypeName]) -> [FileFacts.Owner] {
        var word = Substring(receiver)
        while word.first == "$" || word.first == "_" { word = word.dropFirst() }
        let hint = word.lowercased()
        guard !hint.isEmpty else { return [.member(name)] }
        let suffix = Array(hint.utf8)
        let matching = types.filter { $0.lowercasedHasSuffix(hint, bytes: suffix) }
        return matching.isEmpty ? [.member(name)] : matching.map { .property(type: $0.name, name: name) }
    }

    /// A type's name with its bytes lower-cased when they are ASCII (most names are): whether it ends with a hint
    /// is then a comparison of bytes, without a lower-cased copy of the name per read.
    struct TypeName {
        var name: String
        /// The ASCII bytes lower-cased; nil for a name with other characters (compared through `lowercased()`).
        var lowercasedBytes: [UInt8]?

        init(_ name: String) {
            self.name = name
            let bytes = Array(name.utf8)
            lowercasedBytes = bytes.allSatisfy { $0 < 0x80 }
                ? bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 } : nil
        }

        /// `name.lowercased().hasSuffix(hint)`; `bytes` are the hint's.
        func lowercasedHasSuffix(_ hint: String, bytes suffix: [UInt8]) -> Bool {
            guard let lowercased = lowercasedBytes else { return name.lowercased().hasSuffix(hint) }
            guard suffix.count <= lowercased.count else { return false }
            let start = lowercased.count - suffix.count
            // From the end: most names differ in their last letters.
            var offset = suffix.count - 1
            while offset >= 0 {
                if lowercased[start + offset] != suffix[offset] { return false }
                offset -= 1
            }
            return true
        }
    }

    /// ``hintedOwners(_:receiver:)``, as worked out when ``resolve(unreachedViews:)`` started.
    func owners(ofHinted name: String, receiver: String) -> [FileFacts.Owner] {
        hintedReads[HintedRead(name: name, receiver: receiver)] ?? hintedOwners(name, receiver: receiver)
    }
}
