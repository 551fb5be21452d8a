import L10nCommandLine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

let console = Console.standard
let status = RootCommand.main(Array(CommandLine.arguments.dropFirst()), console: console)
console.flush()
exit(status.rawValue)
