import L10nCommandLine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

#if canImport(Glibc)
// Memory freed is given back to the system once 128 KB lie free at the heap's top: glibc's threshold otherwise grows
// up to 32 MB as large blocks are freed, and a check's peak memory kept what the project index had freed (1.3M
// lines of Swift: 123-130 MB -> 100-103 MB; the same CPU time).
_ = mallopt(-1 /* M_TRIM_THRESHOLD */, 128 * 1024)
#endif
let console = Console.standard
let status = RootCommand.main(Array(CommandLine.arguments.dropFirst()), console: console)
console.flush()
exit(status.rawValue)

#if canImport(Glibc)
/// glibc's `mallopt` (`malloc.h` is not part of the Glibc module).
@_silgen_name("mallopt") private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
