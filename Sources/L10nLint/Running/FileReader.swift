#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Reads whole files the way `grep` does: `open`, `fstat` for the size, one `read` straight into the returned
/// array, `close`. No scratch copy, no zero fill, and no second `read` to see the end of a file whose size was
/// known. A file that turns out longer than its size said (it grew), shorter, or has no size (a pipe, `/proc`)
/// is read on until `read` returns 0.
///
///     let reader = FileReader()
///     for path in paths { if let bytes = reader.contents(of: path) { lint(bytes) } }
///
/// One reader per thread: it is not safe to share.
final class FileReader {
    /// Where a file of unknown size, or one that grew, is read until its end; kept between files.
    private var scratch: UnsafeMutableRawBufferPointer?

    init() {}

    deinit { scratch?.deallocate() }

    /// The file's bytes, or nil when it cannot be opened or read (a folder, a missing file, no permission).
    func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size > 0, info.st_size < Int(Int32.max) else {
            return readToEnd(descriptor, keeping: [])
        }
        let size = Int(info.st_size)
        // Room for one byte more than the size, so a file that grew fills it and is read on.
        var complete = true
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            var length = 0
            while length < size + 1 {
                let count = read(descriptor, buffer.baseAddress! + length, size + 1 - length)
                if count < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    break
                }
                if count == 0 { break }  // shorter than its size said: the end
                length += count
                // All the bytes the size promised, and the read stopped short of the extra byte: the end.
                if length == size { break }
            }
            if length == size + 1 { complete = false }
            initialized = failed ? 0 : length
        }
        if failed { return nil }
        return complete ? bytes : readToEnd(descriptor, keeping: bytes)
    }

    /// `prefix` followed by the rest of the file, read until `read` returns 0 through the scratch buffer (which
    /// grows to the largest such file and is kept).
    private func readToEnd(_ descriptor: Int32, keeping prefix: [UInt8]) -> [UInt8]? {
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
        var bytes = prefix
        bytes.append(contentsOf: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: length))
        return bytes
    }
}
