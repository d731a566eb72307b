import CEditLine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libedit's character reader (EL_GETCFN): one character from standard input, decoded from
/// the locale's multibyte encoding (UTF-8).
///
/// Returns 1 with a character, 0 at end of file, and -1 (errno EINTR) as soon as Ctrl-C or a
/// resize is pending, which makes `el_gets` give up the line.
///
/// NB: libedit's built-in reader retries the first EINTR of each character, so one Ctrl-C
/// would not end the line; hence this reader. It checks the flags, then waits in poll(2) for
/// standard input or the wake-up pipe that Platform's handlers write to: a signal that lands
/// after the check, or on another thread (threads that block signals leave them to others),
/// still wakes it. With a `deadline` on the reader, the wait ends then too, giving up the
/// line the same way (the reader returns `.due`).
func readCharacter(_ editor: OpaquePointer?, _ character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
    guard let character else { return -1 }
    character.pointee = 0
    var pending: [UInt8] = []
    pending.reserveCapacity(8)
    while true {
        if Platform.signalPending {
            cedit_set_errno(EINTR)
            return -1
        }
        var timeout: Int32 = -1
        if let reader = editor.flatMap(cedit_clientdata).map({ Unmanaged<EditLineReader>.fromOpaque($0).takeUnretainedValue() }),
           let deadline = reader.deadline {
            let left = deadline - Platform.monotonicSeconds()
            guard left > 0 else {
                reader.deadlinePassed = true
                cedit_set_errno(EINTR)
                return -1
            }
            timeout = Int32(min((left * 1000).rounded(.up), 60_000))
        }
        var waits = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: Platform.wakeupReadEnd.load(ordering: .acquiring), events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&waits, nfds_t(waits.count), timeout)
        if ready < 0 {
            let error = cedit_errno()
            if error == EINTR { continue }
            return -1
        }
        if ready == 0 { continue }  // the deadline, checked again above
        if waits[1].revents != 0 {
            Platform.drainWakeups()
            continue
        }

        var byte: UInt8 = 0
        let count = read(STDIN_FILENO, &byte, 1)
        if count < 0 {
            let error = cedit_errno()
            if error == EINTR || error == EAGAIN { continue }
            return -1
        }
        if count == 0 { return 0 }
        pending.append(byte)

        decode: while true {
            let decoded = pending.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    cedit_decode(character, chars.baseAddress, chars.count)
                }
            }
            switch decoded {
            case 0:  // incomplete: read another byte
                if pending.count >= 8 { pending.removeAll() }
                break decode
            case -1:  // invalid: drop all but the last byte, which may start anew
                editor.flatMap(cedit_clientdata).map { Unmanaged<EditLineReader>.fromOpaque($0).takeUnretainedValue() }?.sawInvalidInput = true
                if pending.count > 1 {
                    pending.removeFirst(pending.count - 1)
                    continue decode
                }
                pending.removeAll()
                break decode
            default:
                return 1
            }
        }
    }
}
