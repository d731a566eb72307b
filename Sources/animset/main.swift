import LineEditing

// NB: on Linux the Swift runtime reads the command line from /proc/self/cmdline. Without /proc
// (a bare chroot) it comes back empty, not even the program's name, and animset would ignore
// every argument it was given: say so instead (EX_OSERR).
guard !CommandLine.arguments.isEmpty else {
    Console.writeError("animset: error: cannot read the command line (is /proc mounted?)\n")
    Console.exit(71)
}
Console.exit(Program.finish(Program.main(Array(CommandLine.arguments.dropFirst()))))
