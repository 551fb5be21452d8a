#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The folders this process has listed, each kept with the modification time it had, so that the next walk over
/// it asks the system one `stat` instead of opening and reading the folder again (`check` on a tree of 2,574
/// folders opened each of them 12 to 16 times: its sources, tables, Interface Builder documents, projects and
/// packages are each found by a walk).
///
/// A folder changes its modification time whenever an entry is added, removed or renamed, so a listing is used
/// again only while that time is the one it was read at. Kept only when the folder had not changed for two seconds
/// before it was read: a file system that counts modification times in whole seconds (or in clock ticks) gives a
/// change made within the same second the same time, and would hide it.
///
///     let folder = ListedFolders.identity(of: "Sources")  // device, inode and modification time
final class ListedFolders: Sendable {
    static let shared = ListedFolders()

    /// A folder as the system knows it, whatever path names it (`App`, `./App`, `/work/App`), and when it last
    /// changed.
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int

        var folder: Folder { Folder(device: device, inode: inode) }
    }

    struct Folder: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    private struct Listing: Sendable {
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
        var entries: [DirectoryListing.ReadEntry]
    }

    /// Settled folders, at most this many (a long-lived `l10n mcp` stays bounded; a tree of 2,574 folders fits).
    static let capacity = 50_000

    private let listings = Locked<[Folder: Listing]>([:])

    /// The identity of the folder at `path`, or nil when it is not a folder that can be read about.
    static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return Identity(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec))
    }

    /// The entries read before for this folder, if it has not changed since.
    func listing(of identity: Identity) -> [DirectoryListing.ReadEntry]? {
        listings.withLock { listings -> [DirectoryListing.ReadEntry]? in
            guard let listing = listings[identity.folder], listing.modifiedSeconds == identity.modifiedSeconds,
                listing.modifiedNanoseconds == identity.modifiedNanoseconds
            else { return nil }
            return listing.entries
        }
    }

    /// Keeps `entries`, read just now from the folder `identity` names, if the folder had settled when read.
    func keep(_ entries: [DirectoryListing.ReadEntry], of identity: Identity) {
        guard Self.hasSettled(identity, now: Int(time(nil))) else { return }
        listings.withLock { listings in
            if listings.count >= Self.capacity { listings.removeAll(keepingCapacity: true) }
            listings[identity.folder] = Listing(
                modifiedSeconds: identity.modifiedSeconds, modifiedNanoseconds: identity.modifiedNanoseconds,
                entries: entries)
        }
    }

    /// Whether a folder last changed at `identity`'s time had not changed for two whole seconds at `now`: a later
    /// change then gives it another modification time even where times are counted in seconds.
    static func hasSettled(_ identity: Identity, now: Int) -> Bool {
        now - identity.modifiedSeconds >= 2
    }
}
