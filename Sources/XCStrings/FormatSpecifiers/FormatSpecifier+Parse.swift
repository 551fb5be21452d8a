extension FormatSpecifier {
    /// Every `%` directive in `string`, in order, including `%%` and invalid ones (so callers can report
    /// them); text without `%` costs one scan.
    ///
    ///     FormatSpecifier.parse("Battery at 50%%").map(\.conversion)   // [.percentSign]
    ///     FormatSpecifier.parse("%#@files@ in %#@folders@").count       // 2 substitutions
    ///     FormatSpecifier.parse("100%").map(\.conversion)              // [.invalid] (cut off)
    ///
    /// A `%` followed by a space is parsed as printf does (the space is a flag), so `50 % de descuento`
    /// holds `% d`: whether that matters is the comparison's call (see ``FormatSignature``).
    ///
    /// - Parameter recognizingArgumentPlaceholder: read `%arg` as ``Conversion/substitutionArgument``, as in
    ///   the variations of a String Catalog substitution (elsewhere `%a` is a hexadecimal float).
    public static func parse(_ string: String, recognizingArgumentPlaceholder: Bool = false) -> [FormatSpecifier] {
        var string = string
        return string.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "%")) else { return [] }
            var parser = Parser(bytes: bytes, placeholder: recognizingArgumentPlaceholder)
            return parser.parseAll()
        }
    }
}

private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let placeholder: Bool
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, placeholder: Bool) {
        self.bytes = bytes
        self.placeholder = placeholder
    }

    mutating func parseAll() -> [FormatSpecifier] {
        var result: [FormatSpecifier] = []
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                result.append(parseOne())
            } else {
                index += 1
            }
        }
        return result
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private func byte(_ at: Int) -> UInt8? { at < bytes.count ? bytes[at] : nil }

    private func isDigit(_ at: Int) -> Bool {
        guard let b = byte(at) else { return false }
        return b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    /// Digits at `at`: their value (saturating at 1,000,000) and the index after them.
    private func number(at start: Int) -> (value: Int, end: Int)? {
        var end = start
        var value = 0
        while isDigit(end) {
            value = min(value * 10 + Int(bytes[end] - UInt8(ascii: "0")), 1_000_000)
            end += 1
        }
        return end > start ? (value, end) : nil
    }

    /// `*` or `*n$` at `at`, if there.
    private func starField(at start: Int) -> (field: FormatSpecifier.Field, end: Int, valid: Bool)? {
        guard byte(start) == UInt8(ascii: "*") else { return nil }
        if let (value, end) = number(at: start + 1), byte(end) == UInt8(ascii: "$") {
            return (.argument(position: value), end + 1, value >= 1)
        }
        return (.argument(position: nil), start + 1, true)
    }

    /// Parses the directive at `index` (a `%`) and moves past it.
    private mutating func parseOne() -> FormatSpecifier {
        let start = index
        var cursor = start + 1
        var valid = true

        func make(_ conversion: FormatSpecifier.Conversion, end: Int) -> FormatSpecifier {
            FormatSpecifier(text: text(start, end), offset: start, conversion: conversion)
        }

        guard let first = byte(cursor) else {
            index = bytes.count
            return make(.invalid, end: bytes.count)
        }
        if first == UInt8(ascii: "%") {
            index = cursor + 1
            return make(.percentSign, end: index)
        }
        if placeholder, byte(cursor) == UInt8(ascii: "a"), byte(cursor + 1) == UInt8(ascii: "r"),
            byte(cursor + 2) == UInt8(ascii: "g")
        {
            index = cursor + 3
            return make(.substitutionArgument, end: index)
        }

        var position: Int?
        if let (value, end) = number(at: cursor), byte(end) == UInt8(ascii: "$") {
            position = value
            if value < 1 { valid = false }
            cursor = end + 1
        }

        if byte(cursor) == UInt8(ascii: "#"), byte(cursor + 1) == UInt8(ascii: "@") {
            var end = cursor + 2
            while let b = byte(end), b != UInt8(ascii: "@"), b != UInt8(ascii: "%"), b > 0x20 { end += 1 }
            let name = text(cursor + 2, end)
            if byte(end) == UInt8(ascii: "@"), !name.isEmpty {
                index = end + 1
                var specifier = make(valid ? .substitution(name: name) : .invalid, end: index)
                specifier.position = position
                return specifier
            }
            index = cursor + 2
            var specifier = make(.invalid, end: index)
            specifier.position = position
            return specifier
        }

        let flagsStart = cursor
        while let b = byte(cursor),
            b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: " ") || b == UInt8(ascii: "#")
                || b == UInt8(ascii: "0") || b == UInt8(ascii: "'")
        {
            cursor += 1
        }
        let flags = text(flagsStart, cursor)

        var width: FormatSpecifier.Field?
        if let (field, end, ok) = starField(at: cursor) {
            width = field
            cursor = end
            valid = valid && ok
        } else if let (value, end) = number(at: cursor) {
            width = .literal(value)
            cursor = end
        }

        var precision: FormatSpecifier.Field?
        if byte(cursor) == UInt8(ascii: ".") {
            cursor += 1
            if let (field, end, ok) = starField(at: cursor) {
                precision = field
                cursor = end
                valid = valid && ok
            } else if let (value, end) = number(at: cursor) {
                precision = .literal(value)
                cursor = end
            } else {
                precision = .literal(0)
            }
        }

        var length: FormatSpecifier.LengthModifier?
        switch byte(cursor) {
        case UInt8(ascii: "h"):
            if byte(cursor + 1) == UInt8(ascii: "h") { length = .hh; cursor += 2 } else { length = .h; cursor += 1 }
        case UInt8(ascii: "l"):
            if byte(cursor + 1) == UInt8(ascii: "l") { length = .ll; cursor += 2 } else { length = .l; cursor += 1 }
        case UInt8(ascii: "q"): length = .q; cursor += 1
        case UInt8(ascii: "j"): length = .j; cursor += 1
        case UInt8(ascii: "z"): length = .z; cursor += 1
        case UInt8(ascii: "t"): length = .t; cursor += 1
        case UInt8(ascii: "L"): length = .L; cursor += 1
        default: break
        }

        var conversion: FormatSpecifier.Conversion = .invalid
        if let b = byte(cursor) {
            let scalar = Unicode.Scalar(b)
            if b < 0x80, FormatArgumentKind(conversion: scalar, length: length) != nil {
                conversion = valid ? .argument(scalar) : .invalid
                cursor += 1
            } else {
                cursor += Self.scalarLength(leadingByte: b)
            }
        }
        index = min(cursor, bytes.count)
        var specifier = FormatSpecifier(
            text: text(start, index), offset: start, position: position, flags: flags, width: width,
            precision: precision, lengthModifier: length, conversion: conversion)
        if case .argument = conversion, position == nil, !flags.isEmpty, flags.allSatisfy({ $0 == " " }),
            // `100% locally` reads as `% lo` (a space flag, the length `l`): prose, as `50% off` is.
            width == nil, precision == nil, let after = byte(index), Self.startsWord(after)
        {
            specifier.looksLikeText = true
        }
        return specifier
    }

    /// An ASCII letter or the first byte of a non-ASCII character.
    private static func startsWord(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || b >= 0x80
    }

    private static func scalarLength(leadingByte b: UInt8) -> Int {
        switch b {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
