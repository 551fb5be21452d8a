import L10nSourceIndex
import L10nSourceParsing

/// The catalog keys by the symbol Xcode generates for each (``GeneratedSymbolName/table(forKeys:)``), looked up by a
/// name's bytes: the walk asks at every implicit member (`.padding(.horizontal)`, `.font(.title)`), and most name
/// no key, so none of them becomes a `String`.
///
///     let table = GeneratedSymbolTable(GeneratedSymbolName.table(forKeys: ["common.back"]))
///     table.keys(forSymbol: Array("commonBack".utf8)[...])   // ["common.back"]
struct GeneratedSymbolTable: Sendable {
    private let names: NameTable
    private let keys: [[String]]

    static let empty = GeneratedSymbolTable([:])

    init(_ table: [String: [String]]) {
        // In the dictionary's order: a name's index only points into `keys` (sorting tens of thousands of names held
        // the lint's workers back).
        names = table.isEmpty ? .empty : NameTable(Array(table.keys))
        keys = Array(table.values)
    }

    var isEmpty: Bool { keys.isEmpty }

    /// The keys whose symbol is the name spelled by `bytes`; empty when it is none.
    func keys(forSymbol bytes: ArraySlice<UInt8>) -> [String] {
        guard !keys.isEmpty, let index = names.index(of: bytes) else { return [] }
        return keys[index]
    }
}
