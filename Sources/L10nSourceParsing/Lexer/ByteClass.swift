/// Byte classes for the lexer's hot loops: one table lookup per byte.
enum ByteClass {
    static let identifierStart: UInt8 = 1
    static let identifierContinue: UInt8 = 2
    static let operatorCharacter: UInt8 = 4
    static let digit: UInt8 = 8
    static let trivia: UInt8 = 16

    /// Flags per byte value. Bytes from 0x80 up (UTF-8 lead and continuation bytes) count as identifier
    /// characters, so `café`, `名前` and invalid UTF-8 all lex as identifiers and never split a scalar.
    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = identifierStart | identifierContinue }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = identifierStart | identifierContinue }
        table[Int(UInt8(ascii: "_"))] = identifierStart | identifierContinue
        for byte in 0x80...0xFF { table[byte] = identifierStart | identifierContinue }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = identifierContinue | digit }
        for byte in "/=-+!*%<>&|^~?".utf8 { table[Int(byte)] = operatorCharacter }
        for byte: UInt8 in [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C] { table[Int(byte)] = trivia }
        return table
    }()
}
