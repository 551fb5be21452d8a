import Foundation
import XCStrings

/// The opaque `cursor` of a paged answer: where the next page starts, and which list it belongs to, as
/// base64 JSON (`{"s":"check","o":50}`). A client passes it back unchanged; one from another list, or made up,
/// is refused.
///
///     let next = PageCursor(offset: 50, scope: "check").encoded
///     PageCursor(decoding: next, for: "check")?.offset   // 50
///     PageCursor(decoding: next, for: "coverage")        // nil
///
/// A position can also be a key (``after``): `untranslated` resumes after the last key it gave, so translating
/// the units of one page does not make the next page skip any.
public struct PageCursor: Sendable, Hashable {
    public var offset: Int
    public var scope: String
    /// For lists of keys: the catalog and key the previous page ended with.
    public var after: (catalog: String, key: String)? {
        get { afterCatalog.flatMap { catalog in afterKey.map { (catalog, $0) } } }
        set {
            afterCatalog = newValue?.catalog
            afterKey = newValue?.key
        }
    }
    private var afterCatalog: String?
    private var afterKey: String?

    public init(offset: Int, scope: String, after: (catalog: String, key: String)? = nil) {
        self.offset = offset
        self.scope = scope
        self.afterCatalog = after?.catalog
        self.afterKey = after?.key
    }

    public var encoded: String {
        let json = JSONValue.record([
            ("s", .string(scope)), ("o", .integer(offset)), ("c", afterCatalog.map(JSONValue.string)),
            ("k", afterKey.map(JSONValue.string)),
        ])
        return Data(CompactJSON.encode(json)).base64EncodedString()
    }

    /// The cursor `text` encodes, if it is one of this server's for `scope`.
    public init?(decoding text: String, for scope: String) {
        guard let data = Data(base64Encoded: text),
            let json = try? JSONReader.parse(Array(data), path: "cursor"),
            json["s"]?.stringValue == scope, let offset = json["o"]?.intValue, offset >= 0
        else { return nil }
        self.init(offset: offset, scope: scope)
        afterCatalog = json["c"]?.stringValue
        afterKey = json["k"]?.stringValue
    }
}
