import CEditLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Long help at the prompt through a pager, as git and man show theirs (issue 30, item 9).
public enum Pager {
    /// The pager when none is set: quits at once when the text fits (`-F`), passes colour
    /// (`-R`) and leaves the text on the screen (`-X`).
    public static let defaultPager = "less -FRX"

    /// Whether standard input and output are terminals that can show a pager: `TERM` names
    /// one (a dumb terminal gets no cursor movement).
    public static var terminalPages: Bool {
        Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO) && Terminal.terminalNamed
    }

    /// The pager command to show long text with, as git chooses one: nil when `NO_PAGER` is set
    /// or `PAGER` is empty or `cat`; else `PAGER`, else `defaultPager`.
    public static func pagerCommand() -> String? {
        if Platform.environment("NO_PAGER") != nil { return nil }
        guard let pager = Platform.environment("PAGER") else { return defaultPager }
        let words = pager.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return words.isEmpty || words == ["cat"] ? nil : pager
    }

    /// Shows `text` through `command` (run by `/bin/sh -c`, its standard input a pipe, its
    /// output the terminal's) and waits for it to end. The mouse stops reporting meanwhile, and
    /// a Ctrl-C or resize that reached animset while the pager had the terminal is forgotten (the
    /// pager answered it). Returns false when the pager could not start (the text was not shown).
    public static func page(_ text: String, through command: String) -> Bool {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGWINCH, SIGPIPE, SIGTSTP, SIGCONT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        let reporting = TerminalMouse.mouseReporting.load(ordering: .acquiring)
        if reporting { TerminalMouse.setMouseReporting(false) }
        defer { if reporting { TerminalMouse.setMouseReporting(true) } }
        Console.flushOutput()
        let arguments = ["/bin/sh", "-c", command]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
        close(ends[0])
        guard spawned == 0 else {
            close(ends[1])
            return false
        }
        // NB: a pager quit before reading it all closes the pipe: the write fails (EPIPE), it
        // does not end animset.
        let previous = signal(SIGPIPE, SIG_IGN)
        Array(text.utf8).withUnsafeBufferPointer { _ = Console.writeAll(ends[1], $0) }
        close(ends[1])
        signal(SIGPIPE, previous)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && cedit_errno() == EINTR {}
        _ = Signals.takeInterruptPending()
        // NB: 127 and 126: the shell found no pager to run (it said so): the text is shown
        // without one.
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 0
        return code != 126 && code != 127
    }
}
