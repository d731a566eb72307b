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
    let reader = editor.flatMap(cedit_clientdata).map { Unmanaged<EditLineReader>.fromOpaque($0).takeUnretainedValue() }
    var pending: [UInt8] = []
    pending.reserveCapacity(8)
    // NB: a press during an animation is acted on here, once libedit has the terminal (in
    // cooked mode before, the terminal's answer to the cursor query would wait for a Return).
    if let reader, let editor, let press = reader.mouse.pressedAhead {
        reader.mouse.pressedAhead = nil
        if typeIn(reader.commandForPress(press, editor: editor), editor: editor, character: character) { return 1 }
    }
    // Whether a byte of the character being decoded belongs to an escape sequence (`Alt+q`'s
    // `q`): such a character is libedit's, never a one-key move.
    var inSequence = false
    while true {
        let byte: UInt8
        switch nextByte(reader, timeout: nil) {
        case .byte(let next): byte = next
        case .end: return 0
        case .failed, .timeout: return -1
        }
        if let reader, reader.ahead.sequenceLeft > 0 {
            reader.ahead.sequenceLeft -= 1
            inSequence = true
        }
        // NB: escape sequences are read whole here, in libedit's character reader, not bound
        // with EL_BIND: a mouse report's numbers vary (`ESC[<0;12;7M`), which a key binding
        // cannot match, and a key libedit does not bind (F5) would leave its tail in the line.
        if byte == 0x1B, !inSequence, let reader {
            // NB: an escape is never part of a character: bytes before it that were not one yet
            // are invalid, and it is Escape all the same (issue 37, item 9: after `\xC3` it went
            // to libedit as a character, and with keys on did not clear the line).
            if !pending.isEmpty {
                reader.sawInvalidInput = true
                pending.removeAll()
            }
            if takeEscape(reader, editor: editor, character: character) { return 1 }
            continue
        }
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
                reader?.sawInvalidInput = true
                if pending.count > 1 {
                    pending.removeFirst(pending.count - 1)
                    continue decode
                }
                pending.removeAll()
                break decode
            default:
                // NB: Ctrl-U empties the line: bytes that were not UTF-8, which the line never
                // showed, go with it (issue 28, item 12).
                if character.pointee == 0x15 { reader?.sawInvalidInput = false }
                guard let reader, let editor, reader.oneKey.on, !inSequence else { return 1 }
                switch reader.respond(to: character.pointee, editor: editor) {
                case .typeIn(let line):
                    if typeIn(line, editor: editor, character: character) { return 1 }
                    pending.removeAll()
                    break decode
                case .pass:
                    return 1
                case .startCommand, .swallow:
                    pending.removeAll()
                    break decode
                }
            }
        }
    }
}

/// What `nextByte` read.
enum ByteRead {
    case byte(UInt8)
    /// End of file.
    case end
    /// An error, or Ctrl-C, a resize or the deadline (errno EINTR): give up the line.
    case failed
    /// Nothing came within the timeout.
    case timeout
}

/// The next byte of input: one put back by the reader first, else one from standard input,
/// waiting at most `timeout` seconds (nil: until one comes, the reader's deadline, or a signal).
func nextByte(_ reader: EditLineReader?, timeout: Double?) -> ByteRead {
    if let reader, !reader.ahead.unread.isEmpty { return .byte(reader.ahead.unread.removeFirst()) }
    let giveUp = timeout.map { SystemClock.monotonicSeconds() + $0 }
    while true {
        if Signals.signalPending {
            cedit_set_errno(EINTR)
            return .failed
        }
        var wait: Int32 = -1
        if let giveUp {
            let left = giveUp - SystemClock.monotonicSeconds()
            guard left > 0 else { return .timeout }
            wait = Int32((left * 1000).rounded(.up))
        } else if let reader, let deadline = reader.deadline {
            let left = deadline - SystemClock.monotonicSeconds()
            guard left > 0 else {
                reader.deadlinePassed = true
                cedit_set_errno(EINTR)
                return .failed
            }
            wait = Int32(min((left * 1000).rounded(.up), 60_000))
        }
        var waits = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: Signals.wakeupReadEnd.load(ordering: .acquiring), events: Int16(POLLIN), revents: 0),
        ]
        if giveUp == nil, let watched = reader?.watched {
            waits.append(pollfd(fd: watched, events: Int16(POLLIN), revents: 0))
        }
        let ready = poll(&waits, nfds_t(waits.count), wait)
        if ready < 0 {
            if cedit_errno() == EINTR { continue }
            return .failed
        }
        if ready == 0 { continue }  // the timeout or the deadline, checked again above
        if let reader, waits.count > 2, waits[2].revents != 0 {
            // NB: as the deadline: the line is given up and typed back in by the next read.
            reader.deadlinePassed = true
            cedit_set_errno(EINTR)
            return .failed
        }
        if waits[1].revents != 0 {
            Signals.drainWakeups()
            continue
        }
        var byte: UInt8 = 0
        let count = read(STDIN_FILENO, &byte, 1)
        if count < 0 {
            let error = cedit_errno()
            if error == EINTR || error == EAGAIN { continue }
            return .failed
        }
        return count == 0 ? .end : .byte(byte)
    }
}

/// After an escape: reads the sequence that follows, if one does, and acts on it. Returns true
/// when `character` holds a character for libedit (the escape of a key it binds, or the first
/// character of the command line a mouse press became, the rest pushed for libedit to read
/// next); false when the sequence was dropped and reading goes on.
///
/// A key libedit binds (an arrow) and Alt with a key are handed on whole, the bytes after the
/// escape marked as a sequence's (`ahead.sequenceLeft`); a key it does not bind (F5, PgUp, Insert)
/// and an X10 mouse report are dropped whole; an SGR report acts when the mouse is on.
func takeEscape(_ reader: EditLineReader, editor: OpaquePointer?, character: UnsafeMutablePointer<wchar_t>) -> Bool {
    var bytes: [UInt8] = [0x1B]
    /// Hands on the escape to libedit, the bytes after it as a sequence's.
    func handOn(_ length: Int) -> Bool {
        reader.ahead.unread.insert(contentsOf: bytes[1..<length], at: 0)
        reader.ahead.sequenceLeft += length - 1
        character.pointee = 0x1B
        return true
    }
    while true {
        let scan = KeySequence.scan(bytes)
        switch scan {
        case .editorKey(let length):
            return handOn(length)
        case .meta:
            // NB: with keys on, Alt with a digit on an empty line is dropped (issue 37, item 9):
            // libedit took it for a count, and the next key's move was typed that many times.
            let digit = (0x30...0x39).contains(bytes[1])
            if digit, reader.oneKey.on, !reader.oneKey.commandStarted, let editor, lineIsEmpty(editor) { return false }
            return handOn(2)
        case .unknown(let length):
            reader.ahead.unread.insert(contentsOf: bytes[length...], at: 0)
            if length >= KeySequence.maximumLength { swallowReportBytes(reader) }
            return false
        case .x10:
            // NB: three bytes of any value follow, sent at once; fewer (Escape, `[`, `M` typed)
            // are dropped with it all the same.
            for _ in 0..<3 {
                guard case .byte = nextByte(reader, timeout: 0.05) else { break }
            }
            return false
        case .mouse(.report(let report, _)):
            guard let editor else { return false }
            return typeIn(reader.commandForPress(report, editor: editor), editor: editor, character: character)
        case .mouse(.malformed(let length)):
            // NB: an overlong report is swallowed whole, up to its `M` or `m`, however long:
            // its numbers never reach the screen (bounded: nothing is kept).
            if length >= MouseReport.maximumLength, let next = bytes.dropFirst(length).first,
                (0x30...0x3B).contains(next) || next == UInt8(ascii: "M") || next == UInt8(ascii: "m")
            {
                if (0x30...0x3B).contains(next) { swallowReportBytes(reader) }
                return false
            }
            reader.ahead.unread.insert(contentsOf: bytes[length...], at: 0)
            return false
        case .mouse(.notAReport):
            return handOn(bytes.count)
        case .incomplete, .mouse(.incomplete):
            // NB: a terminal writes a sequence at once; a pause means Escape was typed (keep it
            // and what follows), or a sequence was cut short (drop it).
            guard case .byte(let next) = nextByte(reader, timeout: 0.05) else {
                if case .mouse = scan { return false }
                if bytes.count == 1, reader.oneKey.on {
                    // NB: Escape alone, with keys on: the line is cleared (Ctrl-U, libedit's
                    // em-kill-line) and keys choose cards again.
                    reader.oneKey.commandStarted = false
                    reader.sawInvalidInput = false
                    character.pointee = 0x15
                    return true
                }
                // Escape alone, or Alt with `[` or `O`: libedit's.
                return handOn(bytes.count)
            }
            bytes.append(next)
        }
    }
}

/// Whether the line libedit is editing is empty.
func lineIsEmpty(_ editor: OpaquePointer) -> Bool {
    guard let info = el_line(editor), let buffer = info.pointee.buffer, let last = info.pointee.lastchar else {
        return true
    }
    return buffer.distance(to: last) <= 0
}

/// Drops the rest of an overlong mouse report or sequence: digits, `;` and the like up to its
/// last byte (`M`, `m`, `~` or a letter), or up to a pause or a byte that cannot be part of it
/// (which is read as a key). Nothing is kept, so any length is bounded.
func swallowReportBytes(_ reader: EditLineReader) {
    while case .byte(let byte) = nextByte(reader, timeout: 0.05) {
        switch byte {
        case 0x20...0x3F: continue
        case 0x40...0x7E: return
        default:
            reader.ahead.unread.insert(byte, at: 0)
            return
        }
    }
}

/// Types `line` and a Return in for libedit, as if typed: its first character into
/// `character`, the rest pushed for libedit to read next. False, doing nothing, without a line.
func typeIn(_ line: String?, editor: OpaquePointer, character: UnsafeMutablePointer<wchar_t>) -> Bool {
    guard let line, let first = line.unicodeScalars.first else { return false }
    el_push(editor, String(line.unicodeScalars.dropFirst()) + "\n")
    character.pointee = wchar_t(bitPattern: first.value)
    return true
}
