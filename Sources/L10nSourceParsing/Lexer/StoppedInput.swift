/// The bytes ``Lexer`` scans, held with the one invariant the scanner's unchecked loops rely on. This is the
/// unsafe core of the lexer: every other read in `Lexer/` either checks an end offset or goes through the
/// guarantee written here.
///
/// **Invariant.** `storage` holds the `count` bytes of input, followed by nothing when the input ends with a line
/// feed or a carriage return, and by eight zero bytes otherwise (an empty input included). So the last byte of
/// `storage` is a line break or a zero byte, and it is at offset `count - 1` or `count`. No unchecked scan goes
/// through such a byte — ``ByteRuns/afterSpace(_:unchecked:)`` stops at anything but a space and
/// ``ByteRuns/identifierEnd(_:uncheckedFrom:classes:)`` at anything that does not continue an identifier — so a
/// scan that starts at or before that byte never reads past `storage`.
///
///     let input = StoppedInput(Array("let a".utf8))   // no line break: copied, followed by zero bytes
///     input.count                                       // 5
///     StoppedInput(Array("let a\n".utf8)).count         // 6, used as is
struct StoppedInput {
    /// The input and, when it does not end with a line break, the zero bytes after it.
    private let storage: [UInt8]
    /// How many bytes of input there are: the scanner's `end`.
    let count: Int

    init(_ bytes: [UInt8]) {
        count = bytes.count
        storage = Self.storage(for: bytes)
    }

    /// `bytes` as the invariant stores them: as is when they end with a line break (nearly every file, scanned
    /// in place), otherwise a copy followed by eight zero bytes.
    static func storage(for bytes: [UInt8]) -> [UInt8] {
        bytes.last == newline || bytes.last == carriageReturn ? bytes : bytes + [0, 0, 0, 0, 0, 0, 0, 0]
    }

    /// Calls `body` with the input's `count` bytes; the stop byte of the invariant is at or just after the
    /// buffer's last byte, inside the same storage.
    func withScanBuffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { whole in
            body(UnsafeBufferPointer(rebasing: whole[..<count]))
        }
    }
}
