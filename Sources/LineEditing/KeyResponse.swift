import CEditLine

/// What a key pressed on an empty line does with one-key play on (`EditLineReader.oneKey`).
public enum KeyResponse: Equatable, Sendable {
    /// Types this line in, with Return, in place of the key.
    case typeIn(String)
    /// Starts an ordinary command line; the key itself is not typed.
    case startCommand
    /// Drops the key.
    case swallow
    /// Types the key as always (it starts a command line).
    case pass
}

extension EditLineReader {
    /// What the character `key` does: a key on an empty line, before a command was started,
    /// goes to `oneKey.response`; control characters (but Return) and every key after the line
    /// was started are typed as always.
    func respond(to key: wchar_t, editor: OpaquePointer) -> KeyResponse {
        guard oneKey.on, !oneKey.commandStarted, let keyResponse = oneKey.response,
            let scalar = Unicode.Scalar(UInt32(bitPattern: key))
        else { return .pass }
        let isReturn = scalar == "\n" || scalar == "\r"
        guard isReturn || scalar.value >= 0x20, scalar.value != 0x7F else { return .pass }
        if let info = el_line(editor), let buffer = info.pointee.buffer, let last = info.pointee.lastchar,
            buffer.distance(to: last) > 0
        {
            return .pass
        }
        let response = keyResponse(Character(scalar))
        if response == .pass || response == .startCommand { oneKey.commandStarted = true }
        return response
    }
}
