import Foundation

/// Memory freed but still held by the process. glibc's allocator gives each thread that allocates while another
/// holds an arena an arena of its own (up to eight a core), keeps what a thread freed in the arena it came from for
/// that arena's next allocations, and counts the pages as the process's own: a check's catalogs, read and checked on
/// every core while the index pass fills arenas of its own, left 15–20 MB of free pages that no later allocation
/// of another arena could take. ``limitArenas()`` keeps the arenas to two a core, ``giveBack()`` hands the free
/// pages of every arena back to the system after a phase whose memory is let go as a whole. Elsewhere than on glibc
/// both do nothing.
///
///     FreedMemory.limitArenas()   // first, before the threads start
///     …
///     FreedMemory.giveBack()      // the free pages returned
public enum FreedMemory {
    /// Returns the allocator's free pages to the system (`malloc_trim`).
    public static func giveBack() {
        #if canImport(Glibc)
        _ = mallocTrim(0)
        #endif
    }

    /// Allows the allocator two arenas a core (at least four), not eight (`mallopt(M_ARENA_MAX, …)`): a thread
    /// that finds every arena busy takes the first free one rather than making another. One a core made the
    /// threads wait on each other's arena locks: the check with catalogs took 10 % more time (2.29 s against
    /// 2.07 s on the bench tree), for 2–4 MB less at its peak.
    public static func limitArenas() {
        #if canImport(Glibc)
        _ = mallocOption(mallocArenaMax, Int32(clamping: max(4, 2 * ProcessInfo.processInfo.activeProcessorCount)))
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `int malloc_trim(size_t pad)` and `int mallopt(int param, int value)`, which the Glibc module does not
/// export (`malloc.h` is not among its headers): integers in and out, as the C convention passes them.
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32
@_silgen_name("mallopt")
private func mallocOption(_ parameter: Int32, _ value: Int32) -> Int32
/// `M_ARENA_MAX` of `malloc.h`.
private let mallocArenaMax: Int32 = -8
#endif
