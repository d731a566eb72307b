#if canImport(Glibc)
import Glibc
#endif

exit(Program.main(Array(CommandLine.arguments.dropFirst())))
