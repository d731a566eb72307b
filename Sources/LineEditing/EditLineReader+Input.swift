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
/// would not end the line; hence this reader. It checks the signal flags with SIGINT and
/// SIGWINCH blocked and waits with pselect, which unblocks them atomically: a signal that
/// lands between the check and the wait still wakes it.
func readCharacter(_ editor: OpaquePointer?, _ character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
    guard let character else { return -1 }
    character.pointee = 0
    var pending: [UInt8] = []
    pending.reserveCapacity(8)
    while true {
        var saved = sigset_t()
        _ = cedit_block_signals(&saved)
        if Platform.signalPending {
            _ = cedit_restore_signals(&saved)
            cedit_set_errno(EINTR)
            return -1
        }
        let ready = cedit_wait_readable(STDIN_FILENO, &saved)
        let waitError = cedit_errno()
        _ = cedit_restore_signals(&saved)
        if ready < 0 {
            if waitError == EINTR { continue }
            cedit_set_errno(waitError)
            return -1
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
