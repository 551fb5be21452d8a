#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Reads whole files through one scratch buffer that grows to the largest file and is kept between files, so a
/// file costs `open`, `read` until end of file, `close` and one exactly sized copy (no `stat`, no zero fill).
///
///     let reader = FileReader()
///     for path in paths { if let bytes = reader.contents(of: path) { lint(bytes) } }
///
/// One reader per thread: it is not safe to share.
final class FileReader {
    private var scratch: UnsafeMutableRawBufferPointer?

    init() {}

    deinit { scratch?.deallocate() }

    /// The file's bytes, or nil when it cannot be opened or read (a folder, a missing file, no permission).
    func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = scratch ?? UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        var length = 0
        while true {
            if length == buffer.count {
                let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
                grown.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: length)
                buffer.deallocate()
                buffer = grown
            }
            let count = read(descriptor, buffer.baseAddress! + length, buffer.count - length)
            if count < 0 {
                if errno == EINTR { continue }
                scratch = buffer
                return nil
            }
            if count == 0 { break }
            length += count
        }
        scratch = buffer
        let filled = buffer
        return [UInt8](unsafeUninitializedCapacity: length) { bytes, initialized in
            if length > 0 { bytes.baseAddress!.initialize(from: filled.baseAddress!.assumingMemoryBound(to: UInt8.self), count: length) }
            initialized = length
        }
    }
}
