/// Integers beyond 2^53, where a `Double` (and so `jq`, JavaScript and many JSON tools) can no
/// longer hold every integer: a seeded generator's 64-bit state, a seed. Such a number passed
/// through one of those tools comes back rounded without a word, so a file that must survive
/// them holds these integers as decimal strings (`"10372713008063260470"`), and the decoder
/// reads both forms (see `JSONValueDecoder`).
extension JSONValue {
    /// The largest magnitude up to which a `Double` holds every integer: 2^53.
    public static let exactIntegerLimit: UInt64 = 1 << 53

    /// This value with every integer beyond `exactIntegerLimit` written as its decimal string.
    public var largeIntegersAsStrings: JSONValue {
        switch self {
        case .int(let number) where number.magnitude > Self.exactIntegerLimit: .string(String(number))
        case .unsigned(let number) where number > Self.exactIntegerLimit: .string(String(number))
        case .array(let items): .array(items.map(\.largeIntegersAsStrings))
        case .object(let members): .object(members.map { ($0, $1.largeIntegersAsStrings) })
        default: self
        }
    }

    /// Where the first number beyond `exactIntegerLimit` lies (`games.set.generator.state`),
    /// depth first; `nil` when there is none. In a file that writes such numbers as strings,
    /// one written as a number has been through a tool that may have rounded it.
    public var firstLargeNumber: String? { firstLargeNumber(at: []) }

    private func firstLargeNumber(at path: [String]) -> String? {
        switch self {
        case .int(let number) where number.magnitude > Self.exactIntegerLimit: return path.joined(separator: ".")
        case .unsigned(let number) where number > Self.exactIntegerLimit: return path.joined(separator: ".")
        case .double(let number) where number.magnitude > Double(Self.exactIntegerLimit):
            return path.joined(separator: ".")
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = item.firstLargeNumber(at: path + [String(index)]) { return found }
            }
            return nil
        case .object(let members):
            for (key, member) in members {
                if let found = member.firstLargeNumber(at: path + [key]) { return found }
            }
            return nil
        default:
            return nil
        }
    }

    /// The integer a decimal string holds when it is what `largeIntegersAsStrings` writes: an
    /// optional `-`, digits without a leading zero, beyond `exactIntegerLimit`, within `T`.
    static func largeInteger<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> T? {
        let digits = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8[...]
        guard let first = digits.first, first != UInt8(ascii: "0"),
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let number = T(text), number.magnitude > Self.exactIntegerLimit
        else { return nil }
        return number
    }
}
