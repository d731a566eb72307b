import CardKit

/// The name of a room of a host that serves many (`room NAME`, `animset join --room NAME`). It
/// names the room's folder in the host's state directory, so it is a plain path component:
/// 1 to 32 ASCII letters, digits, `-` and `_`, starting with a letter or a digit (never `.`,
/// `..`, `/`, a control character or an option's dash), and it is folded to lower case, so
/// that `Friday` and `friday` are one room.
public enum RoomName {
    /// The longest name, in characters.
    public static let limit = 32

    /// The name `text` gives, folded to lower case; or why it is not one, in words.
    public static func check(_ text: some StringProtocol) -> Result<String, Refusal> {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return .failure(Refusal(message: "a room needs a name: room NAME")) }
        guard scalars.allSatisfy(allowed), let first = scalars.first, first != "-", first != "_", scalars.count <= limit
        else {
            return .failure(
                Refusal(
                    message:
                        "'\(SafeText.quoted(text))' cannot be a room's name: a room's name is a letter or a digit, "
                        + "then letters, digits, - or _, at most \(limit) in all"))
        }
        return .success(String(text).lowercased())
    }

    /// Whether `scalar` may be in a name: an ASCII letter or digit, `-` or `_`.
    static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
            || scalar == "_"
    }

    /// Why a name was refused.
    public struct Refusal: Error, Equatable, Sendable {
        /// The refusal in words, for the seat or the command line.
        public var message: String
    }
}
