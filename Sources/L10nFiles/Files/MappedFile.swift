#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A file's bytes, for reading a large file from its start to its end (a String Catalog of tens of megabytes):
/// mapped read-only from the file, and each page read handed back (``release(before:)``) as the reader moves on,
/// so the process holds a window of the file rather than all of it. `l10n format --check` on a 56 MB catalog holds
/// the catalog's model and a few pages of the file, 1.5 times the file at its peak instead of 2.5 times; a
/// read-modify-write (`l10n merge`) likewise.
///
///     let file = try MappedFile("Localizable.xcstrings")
///     parse(file.bytes) { offset in file.release(before: offset) }
///
/// Pointer code outside the lexer, for that memory: a mapping is the only way to read a file without keeping what
/// was read. A page released is read again from the file (through the system's cache) if it is asked for again,
/// so nothing a reader sees changes; a file another process truncates while it is mapped would fault when read past
/// its new end, as any mapped file would (catalogs are saved by renaming a new file over the old one, which leaves
/// the mapped one whole). A file under ``mappedSize`` (or one that cannot be mapped: a pipe) is read into memory.
public final class MappedFile {
    /// The file's bytes; valid while the `MappedFile` lives.
    public let bytes: UnsafeBufferPointer<UInt8>
    private let mapping: UnsafeMutableRawPointer?
    private let mappedLength: Int
    /// The offset below which every whole page was released by the current pass over the file.
    private var releasedUpTo = 0

    /// Files at least this large are mapped; smaller ones are read (their memory does not matter).
    public static let mappedSize = 4 << 20

    /// Maps (or reads) the file at `path`.
    ///
    /// - Throws: ``FileError`` when the file cannot be opened or read.
    public init(_ path: String) throws(FileError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path, "cannot open file") }
        var info = stat()
        let size = fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 0
        if size >= Self.mappedSize, let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
            mapped != MAP_FAILED
        {
            close(descriptor)
            madvise(mapped, size, MADV_SEQUENTIAL)
            mapping = mapped
            mappedLength = size
            bytes = UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: size)
            return
        }
        close(descriptor)
        let read = try FileReader.read(path)
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, read.count))
        _ = copy.initialize(from: read)
        mapping = nil
        mappedLength = 0
        bytes = UnsafeBufferPointer(start: copy.baseAddress, count: read.count)
    }

    /// Hands back the pages wholly before `offset`: what a reader that has moved past `offset` no longer reads
    /// (if it does, they are read again from the file).
    public func release(before offset: Int) {
        guard let mapping else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let end = min(offset, mappedLength) / page * page
        // A reader that starts over (a comparison after the parse) reads the pages again: they are released again.
        if end < releasedUpTo { releasedUpTo = 0 }
        guard end > releasedUpTo else { return }
        madvise(mapping + releasedUpTo, end - releasedUpTo, MADV_DONTNEED)
        releasedUpTo = end
    }

    deinit {
        if let mapping {
            munmap(mapping, mappedLength)
        } else {
            UnsafeMutableBufferPointer(mutating: bytes).deallocate()
        }
    }
}
