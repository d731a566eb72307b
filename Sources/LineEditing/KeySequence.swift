/// What follows an escape typed at the prompt: a key libedit edits with (an arrow, Home,
/// Delete), a key it does not know (F5, PgUp, Insert), a mouse report, or Alt with a key.
///
/// Issue 28, item 12: libedit matched the start of a sequence it did not know and typed the
/// rest into the line (F5's `ESC [ 1 5 ~` left `~`, PgUp's `ESC [ 5 ~` too); a whole sequence
/// is now read first, and one libedit has no binding for never reaches it.
public enum KeySequence: Equatable, Sendable {
    /// The start of a sequence: read another byte.
    case incomplete
    /// A key libedit binds (`editorKeys`): hand on all `length` bytes.
    case editorKey(length: Int)
    /// A whole sequence of a key libedit does not bind: drop its `length` bytes.
    case unknown(length: Int)
    /// Escape then an ordinary key (Alt or Meta with it): hand both on, the key as part of the
    /// sequence, never as a key of its own (one-key play must not take it for a card's key).
    case meta
    /// An SGR mouse report, or the start of one spoilt at `length` (see `MouseReport.scan`).
    case mouse(MouseReport.Scan)
    /// An X10 mouse report, `ESC [ M` and three bytes (which need not be UTF-8): dropped whole.
    case x10

    /// The longest sequence read: a longer run is dropped up to there, its last byte ending it.
    public static let maximumLength = 32

    /// The CSI sequences libedit binds by default (after `ESC [`): the arrows, Home and End,
    /// and Delete, Home and End in the `N~` form xterm, tmux and the Linux console send.
    static let editorCSI: Set<[UInt8]> = Set(
        ["A", "B", "C", "D", "H", "F", "1~", "3~", "4~", "7~", "8~"].map { Array($0.utf8) })
    /// The SS3 keys libedit binds (after `ESC O`): the arrows, Home and End.
    static let editorSS3: Set<UInt8> = Set("ABCDHF".utf8)

    /// Reads the sequence at the start of `bytes`, which starts with ESC.
    public static func scan(_ bytes: some Collection<UInt8>) -> KeySequence {
        let bytes = Array(bytes)
        guard bytes.count >= 2 else { return .incomplete }
        switch bytes[1] {
        case UInt8(ascii: "["):
            guard bytes.count >= 3 else { return .incomplete }
            if bytes[2] == UInt8(ascii: "<") { return .mouse(MouseReport.scan(bytes)) }
            if bytes[2] == UInt8(ascii: "M") { return .x10 }
            // Parameters 0x30-0x3F, intermediates 0x20-0x2F, then the final byte 0x40-0x7E.
            for index in 2..<bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x20...0x3F:
                    if index + 1 >= maximumLength { return .unknown(length: index + 1) }
                    continue
                case 0x40...0x7E:
                    return editorCSI.contains(Array(bytes[2...index]))
                        ? .editorKey(length: index + 1) : .unknown(length: index + 1)
                default:
                    // Not a sequence after all (a control character, a byte of UTF-8): the
                    // bytes before it are dropped, it is read as a key.
                    return .unknown(length: index)
                }
            }
            return .incomplete
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return .incomplete }
            guard (0x40...0x7E).contains(bytes[2]) else { return .unknown(length: 2) }
            return editorSS3.contains(bytes[2]) ? .editorKey(length: 3) : .unknown(length: 3)
        default:
            return .meta
        }
    }
}
