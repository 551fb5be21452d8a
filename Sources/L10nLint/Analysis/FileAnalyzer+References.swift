import L10nDiagnostics

extension FileAnalyzer {
    /// Calls that look a key up, and the kind of reference each makes.
    static let referenceKinds: [String: KeyReference.Kind] = [
        "String": .stringLocalized,
        "AttributedString": .stringLocalized,
        "LocalizedStringResource": .localizedStringResource,
        "NSLocalizedString": .nsLocalizedString,
    ]

    /// ``referenceKinds``' entry for `name`, by string comparison (cheaper than hashing the name on every call).
    @inline(__always)
    static func referenceKind(_ name: String) -> KeyReference.Kind? {
        switch name {
        case "String", "AttributedString": .stringLocalized
        case "LocalizedStringResource": .localizedStringResource
        case "NSLocalizedString": .nsLocalizedString
        default: nil
        }
    }

    /// ``referenceKind(_:)`` of the token at `index`, compared on its bytes (the names are ASCII without a `K`, so
    /// no other spelling of them is equal as a `String`).
    func referenceKind(at index: Int) -> KeyReference.Kind? {
        if view.token(index, is: "String") || view.token(index, is: "AttributedString") { return .stringLocalized }
        if view.token(index, is: "LocalizedStringResource") { return .localizedStringResource }
        if view.token(index, is: "NSLocalizedString") { return .nsLocalizedString }
        return nil
    }

    /// `String(localized: "key", defaultValue: "…", table: "…", comment: "…")`, `NSLocalizedString("key", …)`, …
    mutating func collectReference(name: String, nameIndex: Int, arguments: [CallArgument]) {
        guard let kind = Self.referenceKind(name), let first = arguments.first else { return }
        switch kind {
        case .stringLocalized: guard view.hasLabel(first, "localized") else { return }
        default: guard !first.hasLabel else { return }
        }
        appendReference(from: first.expression, kind: kind, arguments: arguments)
    }

    /// A literal in a SwiftUI `LocalizedStringKey` position: `Text("key")`, `Button("Save")`, and each branch of
    /// `Button(isOn ? "a.on" : "a.off")` or fallback of `Text(name ?? "a.none")`.
    mutating func collectTextReference(_ expression: Range<Int>, nameIndex: Int, arguments: [CallArgument]) {
        if view.singleItem(expression) != nil {
            appendReference(from: expression, kind: .text, arguments: arguments)
            return
        }
        let items = view.topLevel(expression)
        for (position, item) in items.enumerated() where view.literal(at: item) != nil && position > 0 {
            let previous = items[position - 1]
            let follows = view.isOperator(previous, "??") || view.isPunctuation(previous, UInt8(ascii: ":"))
                || (view.isOperator(previous, "?") && previous > 0
                    && tokens[previous - 1].range.upperBound < tokens[previous].range.lowerBound)
            if follows { appendReference(from: item..<view.skip(item), kind: .text, arguments: arguments) }
        }
    }

    private mutating func appendReference(from expression: Range<Int>, kind: KeyReference.Kind, arguments: [CallArgument]) {
        guard let item = view.singleItem(expression), let literal = view.literal(at: item) else { return }
        var key = ""
        var hasInterpolation = false
        if let plain = source.plainText(of: literal) {
            key = plain
        } else {
            for segment in source.segments(of: literal) {
                switch segment {
                case .text(let text): key += text
                case .interpolation:
                    key += "%@"
                    hasInterpolation = true
                }
            }
        }
        let token = tokens[item]
        referencedLiterals.insert(item)
        let location = SourceLocation(file: path, line: token.line, column: token.column)
        guard context.references == .full else {
            // Just the key (check's unused-key): built in place, no copy to fill in.
            references.append(KeyReference(key: key, location: location, kind: kind, hasInterpolation: hasInterpolation))
            return
        }
        var reference = KeyReference(key: key, location: location, kind: kind, hasInterpolation: hasInterpolation)
        for argument in arguments.dropFirst() {
            guard let label = view.label(of: argument) else { continue }
            switch label {
            case "defaultValue", "value": reference.defaultValue = staticLiteral(argument.expression)
            case "comment": reference.comment = staticLiteral(argument.expression)
            case "table", "tableName": reference.table = staticLiteral(argument.expression)
            default: break
            }
        }
        references.append(reference)
    }

    /// The value of an expression that is exactly one literal without interpolation.
    func staticLiteral(_ expression: Range<Int>) -> String? {
        guard let item = view.singleItem(expression), let literal = view.literal(at: item) else { return nil }
        return source.staticText(of: literal)
    }
}
