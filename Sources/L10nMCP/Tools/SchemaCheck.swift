import XCStrings

/// Enforces what every tool's input schema declares with `additionalProperties: false`: an argument (or a member
/// of an object inside one, such as a translation of `submit_translations`) that the schema does not name is
/// refused before the tool runs, naming it and the ones allowed. Applied by the server to every tool call, so no
/// tool can forget it.
///
///     SchemaCheck.unknownMember(in: ["language": "de", "lang": "de"], schema: tool.inputSchema)
///     // "unknown argument 'lang'; the arguments are 'language', 'catalog', 'cursor', 'limit', 'usages'"
enum SchemaCheck {
    /// The first member the schema does not allow, as a sentence, or nil.
    static func unknownMember(in value: JSONValue, schema: JSONValue, path: String = "") -> String? {
        switch value {
        case .object(let members):
            guard schema["type"]?.stringValue == "object", case .object(let properties)? = schema["properties"] else { return nil }
            let closed = schema["additionalProperties"]?.boolValue == false
            for member in members {
                guard let property = properties.first(where: { $0.key == member.key }) else {
                    guard closed else { continue }
                    let names = properties.map { "'\($0.key)'" }.joined(separator: ", ")
                    return path.isEmpty
                        ? "unknown argument '\(member.key)'; the arguments are \(names)"
                        : "unknown member '\(member.key)' in '\(path)'; its members are \(names)"
                }
                let inner = path.isEmpty ? member.key : "\(path).\(member.key)"
                if let problem = unknownMember(in: member.value, schema: property.value, path: inner) { return problem }
            }
        case .array(let elements):
            guard let items = schema["items"] else { return nil }
            for (index, element) in elements.enumerated() {
                if let problem = unknownMember(in: element, schema: items, path: "\(path)[\(index)]") { return problem }
            }
        default: break
        }
        return nil
    }
}
