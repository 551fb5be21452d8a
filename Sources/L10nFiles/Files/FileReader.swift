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
/// One file, once: `FileReader.read(path)`.
///
///     let bytes = try FileReader.read("Localizable.xcstrings")
///
/// Many files, folder by folder (a walk's order): a reader keeps the last file's folder open and opens the next
/// file in the same folder relative to it (`openat`), so the kernel looks up one name instead of every component
/// of the path. A folder that cannot be opened is skipped over: its files are opened by their paths. One reader
/// per thread: it is not safe to share.
///
///     let reader = FileReader()
///     for path in paths { if let bytes = try? reader.read(path) { lint(bytes) } }
///
/// Failures are ``FileError``s: `cannot open file: No such file or directory`, `is a folder, not a file`,
/// `cannot read file: …`.
public final class FileReader {
    /// Where a file of unknown size, or one that grew, is read until its end; kept between files.
    private var scratch: UnsafeMutableRawBufferPointer?
    /// The folder of the last file opened (its path's bytes before the last `/`), and a descriptor for it; -1
    /// when it could not be opened.
    private var folder: [CChar] = []
    private var folderDescriptor: Int32 = -1

    public init() {}

    deinit {
        scratch?.deallocate()
        if folderDescriptor >= 0 { close(folderDescriptor) }
    }

    /// The whole file at `path`, opened by its path.
    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        try FileReader().read(open(path, O_RDONLY | O_CLOEXEC), path)
    }

    /// The first `count` bytes of the file at `path` (all of it when shorter): one `open` and one `read` (a regular
    /// file gives all it has up to `count` in one), no `fstat`, for a look at a file's opening comments.
    ///
    ///     let head = try FileReader.head("App/Generated/Strings.swift", upTo: 4096)
    public static func head(_ path: String, upTo count: Int) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path, "cannot open file") }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var length = systemRead(descriptor, &bytes, count)
        while length < 0, errno == EINTR { length = systemRead(descriptor, &bytes, count) }
        guard length >= 0 else { throw .system(path, "cannot read file") }
        bytes.removeLast(count - length)
        return bytes
    }

    /// The whole file at `path`, opened relative to the folder of the file read before when it is the same.
    public func read(_ path: String) throws(FileError) -> [UInt8] {
        try read(openFile(path), path)
    }

    /// The whole file behind `descriptor` (closed here), which `open` gave for `path`.
    private func read(_ descriptor: Int32, _ path: String) throws(FileError) -> [UInt8] {
        guard descriptor >= 0 else { throw .system(path, "cannot open file") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(path, "cannot read file") }
        if info.st_mode & S_IFMT == S_IFDIR { throw FileError(path: path, message: "is a folder, not a file") }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size > 0, info.st_size < Int(Int32.max) else {
            return try readToEnd(descriptor, path, keeping: [])
        }
        let size = Int(info.st_size)
        // Room for one byte more than the size, so a file that grew fills it and is read on.
        var complete = true
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            var length = 0
            while length < size + 1 {
                let count = systemRead(descriptor, buffer.baseAddress! + length, size + 1 - length)
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
        if failed { throw .system(path, "cannot read file") }
        return complete ? bytes : try readToEnd(descriptor, path, keeping: bytes)
    }

    /// Opens `path` for reading: relative to its folder's descriptor, kept from the file before when the folder is
    /// the same (else opened now, replacing it), or by the whole path when it has no folder part or its folder
    /// cannot be opened.
    private func openFile(_ path: String) -> Int32 {
        path.withCString { path -> Int32 in
            guard let found = strrchr(path, Int32(UInt8(ascii: "/"))), UnsafePointer(found) != path else {
                return open(path, O_RDONLY | O_CLOEXEC)
            }
            let slash = UnsafePointer(found)
            let folderLength = slash - path
            if !isFolder(path, folderLength) {
                if folderDescriptor >= 0 { close(folderDescriptor) }
                folder = Array(UnsafeBufferPointer(start: path, count: folderLength))
                folder.append(0)
                folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            }
            guard folderDescriptor >= 0 else { return open(path, O_RDONLY | O_CLOEXEC) }
            return openat(folderDescriptor, slash + 1, O_RDONLY | O_CLOEXEC)
        }
    }

    /// True when the first `length` bytes of `path` are the kept folder's path.
    private func isFolder(_ path: UnsafePointer<CChar>, _ length: Int) -> Bool {
        folder.count == length + 1 && folder.withUnsafeBufferPointer { memcmp($0.baseAddress!, path, length) == 0 }
    }

    /// `prefix` followed by the rest of the file, read until `read` returns 0 through the scratch buffer (which
    /// grows to the largest such file and is kept).
    private func readToEnd(_ descriptor: Int32, _ path: String, keeping prefix: [UInt8]) throws(FileError) -> [UInt8] {
        var buffer = scratch ?? UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { scratch = buffer }
        var length = 0
        while true {
            if length == buffer.count {
                let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
                grown.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: length)
                buffer.deallocate()
                buffer = grown
            }
            let count = systemRead(descriptor, buffer.baseAddress! + length, buffer.count - length)
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path, "cannot read file")
            }
            if count == 0 { break }
            length += count
        }
        var bytes = prefix
        bytes.append(contentsOf: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: length))
        return bytes
    }
}

/// `read(2)`, under a name the reader's own `read` methods do not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
