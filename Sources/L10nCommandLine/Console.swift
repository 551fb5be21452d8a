#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Buffered standard output and standard error.
///
/// Output is collected and written in large chunks: a check that prints 100,000 diagnostics must not make
/// 100,000 system calls. Call ``flush()`` before exiting (``Console/exit(_:)`` does).
public final class Console: @unchecked Sendable {
    public static let standard = Console()

    private var outBuffer: [UInt8] = []
    private var errBuffer: [UInt8] = []

    public init() {
        outBuffer.reserveCapacity(1 << 16)
    }

    /// Writes to standard output (no newline added).
    public func out(_ text: String) {
        var text = text
        if text.utf8.count >= 1 << 16 {
            // A large text (a whole report) is written from its own storage, not copied into the buffer first.
            flushOut()
            text.withUTF8 { Console.writeAll($0, to: 1) }
            return
        }
        text.withUTF8 { outBuffer.append(contentsOf: $0) }
        if outBuffer.count >= 1 << 16 { flushOut() }
    }

    /// Writes raw bytes to standard output.
    public func outBytes(_ bytes: [UInt8]) {
        flushOut()
        Console.writeAll(bytes, to: 1)
    }

    /// Writes raw bytes to standard output, after anything buffered.
    public func outBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        flushOut()
        Console.writeAll(bytes, to: 1)
    }

    /// Writes to standard error (no newline added).
    public func err(_ text: String) {
        errBuffer.append(contentsOf: text.utf8)
        if errBuffer.count >= 1 << 14 { flushErr() }
    }

    public func flush() {
        flushOut()
        flushErr()
    }

    /// Whether standard output (1) or standard error (2) is a terminal, to decide on colour.
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

    private func flushOut() {
        Console.writeAll(outBuffer, to: 1)
        outBuffer.removeAll(keepingCapacity: true)
    }

    private func flushErr() {
        Console.writeAll(errBuffer, to: 2)
        errBuffer.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBufferPointer { writeAll($0, to: fd) }
    }

    private static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) {
        var offset = 0
        while offset < buffer.count {
            let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
