import CEditLine
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal between two lines at the prompt: keys typed while a command runs wait, unseen
/// and each as typed, for the line editor.
///
/// libedit puts the terminal back in canonical mode when it returns a line, and takes it raw
/// again only at the next prompt. In between, the kernel's line discipline kept a Ctrl-D as an
/// end of file, which became a NUL byte once the terminal was raw: the Ctrl-D was lost, and the
/// program waited for a key (issue 37). It also cut a line typed ahead at 4,095 bytes.
extension Terminal {
    // NB: read by the crash and exit handlers (`restoreTerminal`): while the keys are held, the
    // saved mode is the canonical one, which they put back.
    static let keysHeld = Atomic<Bool>(false)

    /// Holds the keys for the line editor until its next read: canonical input and echo off
    /// (`cedit_make_holding`). The canonical mode found now becomes the saved mode that
    /// `releaseKeys`, playback, a crash signal and the exit put back. Does nothing when standard
    /// input is not a terminal, and keeps the saved mode when the keys are held already.
    public static func holdKeys() {
        guard isTerminal(STDIN_FILENO) else { return }
        installTerminalGuards()
        var mode = termios()
        guard let saved = savedMode, tcgetattr(STDIN_FILENO, &mode) == 0 else { return }
        // NB: only a canonical mode is kept: libedit's, after a line; the held mode, found when
        // nothing took the terminal since the last hold, is no mode to go back to.
        if mode.c_lflag & tcflag_t(ICANON) != 0 { saved.pointee = mode }
        var held = saved.pointee
        cedit_make_holding(&held)
        if tcsetattr(STDIN_FILENO, TCSANOW, &held) == 0 { keysHeld.store(true, ordering: .releasing) }
    }

    /// Puts the canonical mode back, if the keys are held. Keys typed meanwhile stay unread.
    public static func releaseKeys() {
        guard keysHeld.exchange(false, ordering: .acquiringAndReleasing), let saved = savedMode else { return }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, saved)
    }

    /// The mode playback leaves the terminal in: the held one while the keys are held, else the
    /// saved one.
    static func restoreAfterPlayback() {
        guard let saved = savedMode else { return }
        guard keysHeld.load(ordering: .acquiring) else {
            _ = tcsetattr(STDIN_FILENO, TCSANOW, saved)
            return
        }
        var held = saved.pointee
        cedit_make_holding(&held)
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &held)
    }
}
